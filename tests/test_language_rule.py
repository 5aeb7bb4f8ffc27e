"""One rule for the language of everything warkit says: ``--lang``, else the saved setting, else
the environment, for every command, its help, its usage errors, its errors about option values
and its normal output.

Each case is run with settings.json saying French and ``LANG=de_DE.UTF-8`` (French everywhere),
then again with ``--lang ru`` in front (Russian everywhere; for ``guide`` the ``--lang`` before
the command is the interface language, the one after it names the guide's languages).
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest
from conftest import WARKIT

from warkit.cli import main
from warkit.commands.replay import result_lines
from warkit.engine import MAX_DEAL, Game, Rules
from warkit.i18n import Translator, get_translator, language_name
from warkit.narration import Narrator
from warkit.storage.files import data_dir
from warkit.storage.settings import PACES, Settings, save_settings


def flat(text: str) -> str:
    """Text with argparse's line wrapping undone."""
    return " ".join(text.split())


def _deal_7(max_battles: int = 3) -> Game:
    game = Game(Rules.preset("classic").replace(max_battles=max_battles), deal=7)
    game.play_to_end()
    return game


def _played(t: Translator) -> str:
    game = _deal_7()
    return Narrator(t, game.rules).narrate(game.log)[0]


def _replayed(t: Translator) -> str:
    return result_lines(_deal_7(), 1, t)[0]


Expected = Callable[[Translator], str]
CASES: dict[str, tuple[list[str], str, Expected]] = {
    # help
    "warkit --help": (["--help"], "out", lambda t: t.gettext("The card game War.")),
    "play --help": (["play", "--help"], "out", lambda t: t.pgettext("command description", "Play War on this terminal, full screen or one sentence a line.")),
    "replay --help": (["replay", "--help"], "out", lambda t: t.pgettext("command description", "Play given decks or deals to the end and say how each game ended, in one line of words each (one line of JSON with --json).")),
    "simulate --help": (["simulate", "--help"], "out", lambda t: t.pgettext("command description", "Play many numbered deals without showing them and report the figures.")),
    "guide --help": (["guide", "--help"], "out", lambda t: t.pgettext("command description", "Write the rules guide for the chosen rules as Markdown and HTML files.")),
    "i18n check --help": (["i18n", "check", "--help"], "out", lambda t: t.pgettext("command description", "Check catalogs for broken syntax, placeholders, plural forms and markup.")),
    # usage errors
    "play, unknown flag": (["play", "--frob"], "err", lambda t: t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", 1, arguments="--frob")),
    "replay, nothing to play": (["replay"], "err", lambda t: t.gettext("Give one of {flags}.", flags=t.join_choices(("--deck", "--deal")))),
    "simulate, unknown flag": (["simulate", "--frob"], "err", lambda t: t.ngettext("Unknown argument: {arguments}.", "Unknown arguments: {arguments}.", 1, arguments="--frob")),
    "guide, flag without value": (["guide", "--out"], "err", lambda t: t.gettext("{flag} needs a value.", flag="--out")),
    "i18n, no action": (["i18n"], "err", lambda t: t.ngettext("This is missing: {arguments}.", "These are missing: {arguments}.", 1, arguments="ACTION")),
    # errors about option values
    "play --pace": (["play", "--plain", "--pace", "slow"], "err", lambda t: t.gettext("{flag} cannot be “{value}”. Allowed: {allowed}.", flag="--pace", value="slow", allowed=t.join_choices(PACES))),
    "replay --deal": (["replay", "--deal", "0"], "err", lambda t: t.gettext("“{value}” is not a deal number: use a whole number from 1 to {high}.", value="0", high=str(MAX_DEAL))),
    "simulate --games": (["simulate", "--games", "x"], "err", lambda t: t.gettext("--games must be a whole number from 1 to 10,000,000, not “{value}”.", value="x")),
    "guide --format": (["guide", "--format", "pdf"], "err", lambda t: t.gettext("--format cannot be “{value}”. Allowed: {allowed}.", value="pdf", allowed=t.join_choices(("md", "html", "both")))),
    "i18n --locale-dir": (["i18n", "status", "--locale-dir", "/no/such/folder"], "err", lambda t: t.gettext("There is no catalogs folder {path}.", path="/no/such/folder")),
    "simulate --players": (["simulate", "--players", "9"], "err", lambda t: t.gettext("{flag} cannot be “{value}”. Allowed: {allowed}.", flag="--players", value="9", allowed="2..4")),
    # a normal run's output
    "play": (["play", "--auto", "--deal", "7", "--max-battles", "3"], "out", _played),
    "replay": (["replay", "--deal", "7", "--max-battles", "3"], "out", _replayed),
    "simulate": (["simulate", "--games", "2", "--jobs", "1", "--engine", "scalar"], "out", lambda t: t.ngettext("{count} game played (deals {first} to {last}).", "{count} games played (deals {first} to {last}).", 2, count=2, first="1", last="2")),
    "guide": (["guide", "--format", "md", "--out", "{tmp}"], "out", lambda t: f"guide.{t.language}.md"),
    # an empty catalogs folder: the source's line alone, every shipped catalog not checked again
    "i18n status": (["i18n", "status", "--locale-dir", "{tmp}"], "out", lambda t: t.gettext("{code} ({language}): game {game}%, guide {guide}%", code="en", language=language_name("en"), game=100, guide=100)),
}


@pytest.fixture
def french_saved_german_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    save_settings(data_dir(), Settings(language="fr"))
    monkeypatch.setenv("LANG", "de_DE.UTF-8")


@pytest.mark.usefixtures("french_saved_german_environment")
@pytest.mark.parametrize("flag", [None, "ru"], ids=["saved French over a German environment", "--lang ru over both"])
@pytest.mark.parametrize("case", list(CASES))
def test_every_command_and_message_follows_one_language_rule(
    case: str, flag: str | None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv, stream, expected = CASES[case]
    argv = [arg.replace("{tmp}", str(tmp_path)) for arg in argv]
    main([*(["--lang", flag] if flag else []), *argv])
    said = capsys.readouterr()
    t = get_translator(flag or "fr")
    assert flat(expected(t)) in flat(said.out if stream == "out" else said.err)


def test_the_rule_holds_for_the_installed_command(tmp_path: Path) -> None:
    """The same rule where a player meets it: the command, its own environment and data folder."""
    save_settings(tmp_path, Settings(language="fr"))
    environment = {**os.environ, "WARKIT_DATA_DIR": str(tmp_path), "LANG": "de_DE.UTF-8"}
    done = subprocess.run([WARKIT, "simulate", "--games", "x"], capture_output=True, text=True, env=environment, timeout=120)
    t = get_translator("fr")
    assert done.stderr == "warkit: " + t.gettext("--games must be a whole number from 1 to 10,000,000, not “{value}”.", value="x") + "\n"


@pytest.mark.parametrize(("locale", "expected"), [("C.UTF-8", "de"), ("C", "en"), ("POSIX", "en")])
def test_language_counts_unless_the_locale_is_exactly_c_or_posix(locale: str, expected: str) -> None:
    """GNU gettext's rule to the letter: ``LANGUAGE=de LANG=C.UTF-8 warkit --help`` is German,
    as ``gettext`` itself is; only a locale that is exactly ``C`` or ``POSIX`` means English."""
    environment = {**os.environ, "LANGUAGE": "de", "LANG": locale}
    done = subprocess.run([WARKIT, "--help"], capture_output=True, text=True, env=environment, timeout=120)
    assert flat(get_translator(expected).gettext("The card game War.")) in flat(done.stdout)
    assert get_translator("de").gettext("The card game War.") != "The card game War."


@pytest.mark.parametrize(
    ("locale", "language"),
    [("th_TH.UTF-8", "th"), ("hi_IN.UTF-8", "hi"), ("ko_KR.UTF-8", "ko"), ("fa_IR.UTF-8", "fa"), ("vi_VN.UTF-8", "vi"),
     ("el_GR.UTF-8", "el"), ("cs_CZ.UTF-8", "cs"), ("it_IT.UTF-8", "it")],
)
def test_the_system_s_locale_chooses_each_new_language(locale: str, language: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rule every command follows, with no ``--lang`` and no saved language: the system's
    ``LANG`` names the catalog, and the game speaks it."""
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", locale)
    t = get_translator()  # what every command gets with no --lang and no saved language
    assert t.language == language and t.stands_in_for is None
    assert _replayed(t) != _replayed(get_translator("en"))  # the game speaks it
