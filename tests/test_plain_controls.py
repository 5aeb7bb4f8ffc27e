"""Every control of the table in the plain mode, a game through every control in three languages,
the long key list only at the start and on k, and no untranslated word (en-XA)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.controls import CONTROLS
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.plain import TYPED, plain_game, typed_keys

WARKIT = str(Path(sys.executable).parent / "warkit")
EVERY_CONTROL = [
    "", "", "w", "10", "t", "l", "l 2", "k", "i",
    "h", "3", "", "b", "",            # Help: a section, more, back, back to the table
    "s", "14", "2", "",               # Settings: the pace, Quick; back
    "a", "",                          # auto-play at the quick pace; Enter stops it
    "s", "14", "1", "",               # the pace, Calm
    "a", "",                          # auto-play at the calm pace
    "d", "12", "y", "",               # Play deal number… 12, leaving the game
    "r", "y", "n", "f", "", "i", "q",     # replay (asked: a game under way), a new game at once, finish
]


def test_every_control_of_the_table_has_a_key_in_plain_mode() -> None:
    for item in CONTROLS:
        assert typed_keys(item), item.action
        assert all(TYPED[key] == item.action for key in typed_keys(item))


@pytest.mark.parametrize("item", CONTROLS, ids=lambda item: item.action)
def test_each_control_is_reachable_in_plain_mode(tmp_path: Path, item: object) -> None:
    """Pressing the control's key is understood (never "not a key of the game")."""
    out = io.StringIO()
    game = plain_game(get_translator("en"), Rules(), 7, out, folder=tmp_path, new_deal=lambda: 8)
    key = typed_keys(item)[0]  # type: ignore[arg-type]
    assert game.run(line + "\n" for line in [key, "", ""]) == 0
    assert "not a key of the game" not in out.getvalue()


def play(lang: str, tmp_path: Path) -> list[str]:
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path), "TERM": "dumb"}
    keys = "".join(line + "\n" for line in EVERY_CONTROL)
    done = subprocess.run([WARKIT, "--lang", lang, "play", "--plain", "--deal", "7"], input=keys, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


@pytest.mark.parametrize("lang", ["en", "he", "ja"])
def test_a_game_through_every_control_as_a_subprocess(tmp_path: Path, lang: str) -> None:
    t = get_translator(lang)
    lines = play(lang, tmp_path)
    keys_list = [line for line in lines if line.startswith(t.gettext("Type a key and press Enter: {keys}.", keys="").rstrip(".。 "))]
    assert len(keys_list) == 2  # at the start and on k, never after a move
    assert t.gettext("Key?") in lines
    assert t.gettext("No war is under way.") in lines or any("1" in line for line in lines)
    assert t.gettext("That is the end of this section.") not in lines  # b went back first
    refused = t.gettext("“{key}” is not a key of the game.", key="\x00").split("\x00")[1]
    assert not any(line.endswith(refused) for line in lines)
    assert lines[-1] == t.gettext("Goodbye.")
    assert (tmp_path / "statistics.json").exists()  # the game finished with f was counted


def test_the_pseudo_locale_finds_no_untranslated_word(tmp_path: Path) -> None:
    """en-XA marks every translated sentence; a line with an unmarked letter is English left over."""
    for line in play("en-XA", tmp_path):
        bare = (word.strip("()[],.;:“”") for word in line.split())
        words = [word for word in bare if len(word) > 1 and any("a" <= c.lower() <= "z" for c in word)]  # a key (a, f…) is typed as it is
        assert not words, line
