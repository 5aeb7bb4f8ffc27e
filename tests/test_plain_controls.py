"""Every control of the table in the plain mode, a game through every control and both of its own
settings in three languages, the long key list only at the start and on k, no untranslated word
(en-XA), and lines broken only between words on a terminal (TERM=dumb)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from warkit.choices import counts_every_battle, counts_question, fields, questions
from warkit.controls import CONTROLS
from warkit.engine import Rules
from warkit.i18n import get_translator
from warkit.plain import TYPED, name_and_value, plain_game, typed_keys

WARKIT = str(Path(sys.executable).parent / "warkit")
NUMBER = {name: number for number, (name, _) in enumerate(fields(), 1)}
"""Each setting's number in the plain mode's Settings list (the rule knobs come first)."""
PACE, COUNTS, PROMPT = (str(NUMBER[name]) for name in ("pace", "say_counts", "prompt"))
EVERY_CONTROL = [
    "", "", "w", "10", "t", "l", "l 2", "k", "i",
    "h", "3", "", "b", "",            # Help: a section, more, back, back to the table
    "s", PACE, "2", "",               # Settings: the pace, Quick; back
    "a", "",                          # auto-play at the quick pace; Enter stops it
    "s", PACE, "1", "",               # the pace, Calm
    "a", "",                          # auto-play at the calm pace
    "d", "12", "y", "",               # Play deal number… 12, leaving the game
    "s", COUNTS, "2", "", "",         # Settings: the card counts after every battle; a battle
    "s", PROMPT, "2", "", "",         # Settings: no prompt; a battle
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


@pytest.mark.parametrize("lang", ["en", "he", "ja", pytest.param("fa", marks=pytest.mark.long)])
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
    numbered = lambda number, name, answer: t.pgettext("numbered list", "{number}. {item}", number=number, item=name_and_value(t, name, answer))  # noqa: E731
    counts_on = lines.index(numbered(NUMBER["say_counts"], counts_question(t), counts_every_battle(t)))
    prompt_off = lines.index(numbered(NUMBER["prompt"], questions(t)["prompt"], t.pgettext("plain prompt", "None")))
    cards = t.gettext("Cards: {counts}", counts="\x00").split("\x00")[0]
    assert any(line.startswith(cards) for line in lines[counts_on:prompt_off])  # said after the battle
    assert t.gettext("Key?") in lines[counts_on:prompt_off]
    assert t.gettext("Key?") not in lines[prompt_off:]  # no prompt from then on


def one_message(line: str) -> bool:
    """The line is one en-XA message: its first bracket closes at its very end (a message made of
    pieces holds theirs inside it; two sentences glued together would close before the end)."""
    depth = 0
    for index, ch in enumerate(line):
        depth += {"[": 1, "]": -1}.get(ch, 0)
        if depth == 0 and index < len(line) - 1:
            return False
    return line.startswith("[") and depth == 0


def test_the_pseudo_locale_finds_no_untranslated_word(tmp_path: Path) -> None:
    """en-XA marks every translated sentence; a line with an unmarked letter is English left over,
    and each line is one whole message."""
    for line in play("en-XA", tmp_path):
        assert one_message(line), line
        bare = (word.strip("()[],.;:“”") for word in line.split())
        words = [word for word in bare if len(word) > 1 and any("a" <= c.lower() <= "z" for c in word)]  # a key (a, f…) is typed as it is
        assert not words, line


def on_a_terminal(lang: str, keys: str, tmp_path: Path, columns: int = 40) -> str:
    """What ``warkit play --plain`` writes to a terminal of ``columns`` columns under TERM=dumb."""
    import fcntl
    import pty
    import struct
    import termios

    leader, follower = pty.openpty()
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "LINES")}
    env.update(WARKIT_DATA_DIR=str(tmp_path), TERM="dumb")
    with subprocess.Popen([WARKIT, "--lang", lang, "play", "--plain", "--deal", "7"], stdin=subprocess.PIPE, stdout=follower, stderr=subprocess.DEVNULL, env=env) as game:
        os.close(follower)
        assert game.stdin is not None
        game.stdin.write(keys.encode())
        game.stdin.close()
        chunks = []
        while True:
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # the terminal closed with the game
                break
            if not chunk:
                break
            chunks.append(chunk)
    os.close(leader)
    return b"".join(chunks).decode().replace("\r\n", "\n")


@pytest.mark.parametrize("lang", ["en", "he", pytest.param("fa", marks=pytest.mark.long)])
def test_under_term_dumb_lines_break_only_between_words(tmp_path: Path, lang: str) -> None:
    """On a 40-column terminal every long sentence is broken into lines of at most 40 cells,
    and only at a space: the words of the lines are exactly the words the game said."""
    keys = "\nw\nk\n10\nq\n"
    shown = on_a_terminal(lang, keys, tmp_path / "terminal")
    said = play_lines(lang, keys, tmp_path / "pipe")  # a pipe: each sentence on one line
    assert any(len(line) > 40 for line in said)  # there was something to break
    assert all(len(line) <= 40 for line in shown.splitlines())
    assert shown.split() == [word for line in said for word in line.split()]


def play_lines(lang: str, keys: str, tmp_path: Path) -> list[str]:
    env = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path), "TERM": "dumb"}
    done = subprocess.run([WARKIT, "--lang", lang, "play", "--plain", "--deal", "7"], input=keys, capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()
