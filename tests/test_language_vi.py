"""Vietnamese: letters with stacked marks (ầ, ệ, ữ), one character each (locale/glossary/vi.md).

Vietnamese writes a vowel with up to two marks, a shape and a tone: «ầ» is a, a circumflex and a
grave accent. Unicode has each such letter precomposed, one character (NFC), or spelled as a letter
and its marks (NFD, what some editors save, macOS's among them). The catalogs are in NFC, and a
catalog saved in NFD is read as NFC, so every letter is one character and one cell: the terminal
draws it whole, widths and wrapping count it once, a line never starts with a stray mark, and a
capital is one letter (ầ → Ầ, ơ → Ơ, đ → Đ).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pytest
from po_files import catalog_entries, entry_texts
from rich.cells import cell_len
from test_tui_support import make_app, screen_text

from warkit.commands.parsing import wrapped
from warkit.commands.replay import result_lines
from warkit.engine import Game, Rules
from warkit.i18n import get_translator, language_name
from warkit.i18n.bidi import wrap
from warkit.i18n.case import upper, upper_first
from warkit.i18n.catalog import MO_NAME
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "vi" / "LC_MESSAGES" / "warkit.po"


@cache
def shipped() -> dict[tuple[str | None, str], list[str]]:
    """Every Vietnamese text of the shipped catalog by (context, msgid), each plural form."""
    return {(entry.msgctxt, entry.msgid): entry_texts(entry) for entry in catalog_entries(CATALOG)}


@pytest.fixture(scope="module")
def nfd_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The Vietnamese catalog as an editor saving NFD would write it, in an overlay folder."""
    folder = tmp_path_factory.mktemp("nfd")
    path = folder / "vi" / "LC_MESSAGES" / "warkit.po"
    path.parent.mkdir(parents=True)
    path.write_text(unicodedata.normalize("NFD", CATALOG.read_text(encoding="utf-8")), encoding="utf-8")
    return folder


@pytest.fixture
def nfd_catalog(nfd_folder: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The NFD catalog laid over the shipped one (``WARKIT_LOCALE_DIR``). The game keeps a catalog
    read by its path and file stamp, so the tests of this module read this one file once."""
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(nfd_folder))
    return nfd_folder / "vi" / "LC_MESSAGES" / "warkit.po"


def loaded() -> list[str]:
    """Every Vietnamese text as the game reads it (from the catalog laid over, if any)."""
    t = get_translator("vi")
    texts = []
    for (context, msgid), forms in shipped().items():
        if len(forms) == 1:
            texts.append(t.pgettext(context, msgid) if context else t.gettext(msgid))
        else:
            texts += [t.npgettext(context, msgid, msgid + "s", n) if context else t.ngettext(msgid, msgid + "s", n) for n in (1, 2)]
    return texts


def starts_with_a_mark(line: str) -> bool:
    return bool(line) and unicodedata.combining(line[0]) != 0


def not_nfc(text: str) -> list[str]:
    """The lines of ``text`` that are not in NFC."""
    return [line for line in text.splitlines() if not unicodedata.is_normalized("NFC", line)]


def test_every_shipped_catalog_is_in_nfc() -> None:
    """Every line of every catalog, so every msgstr: each letter one precomposed character."""
    catalogs = sorted(shipped_locale_dir().glob("*/LC_MESSAGES/warkit.po"))
    assert len(catalogs) > 20
    found = {path.parent.parent.name: not_nfc(path.read_text(encoding="utf-8")) for path in catalogs}
    assert not any(found.values()), {language: lines[:3] for language, lines in found.items() if lines}
    assert not_nfc(unicodedata.normalize("NFD", "msgstr \"Lần chia {number}\"")), "the check would find NFD"


def test_a_catalog_saved_in_nfd_is_read_as_nfc(nfd_catalog: Path) -> None:
    assert not_nfc(nfd_catalog.read_text(encoding="utf-8"))  # the file really is NFD
    assert not (nfd_catalog.parent / MO_NAME).exists()
    texts = loaded()
    assert len(texts) > 800
    assert all(unicodedata.is_normalized("NFC", text) for text in texts)
    expected = [text for forms in shipped().values() for text in (forms if len(forms) == 1 else forms * 2)]
    assert texts == expected  # word for word the shipped catalog, NFC


def test_the_game_s_sentences_from_an_nfd_catalog_are_nfc(nfd_catalog: Path) -> None:
    """What ``replay --events`` and the plain mode say: the narrator's sentences and the result."""
    game = Game(Rules.preset("classic").replace(max_battles=5), deal=7)
    game.play_to_end()
    said = "\n".join(result_lines(game, 7, get_translator("vi"), events=True))
    assert "Lần chia 7" in said and unicodedata.is_normalized("NFC", said)


async def test_the_screen_from_an_nfd_catalog_is_nfc(nfd_catalog: Path, tmp_path: Path) -> None:
    app = make_app(tmp_path, "vi")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        await pilot.pause()
        shown = screen_text(app)
    assert get_translator("vi").pgettext("control", "Turn cards") in shown
    assert unicodedata.is_normalized("NFC", shown) and not re.search("[\u0300-\u036f]", shown)


def test_each_letter_takes_one_cell_as_the_terminal_draws_it(nfd_catalog: Path) -> None:
    """A precomposed letter is one character and one cell, so a width counted in characters
    (the command line's help, wrapped by :mod:`textwrap`) is the width on screen."""
    texts = [text for text in loaded() if not text.isascii()]
    assert len(texts) > 700
    assert [text for text in texts if cell_len(text) != len(text)] == []
    assert cell_len("Đầm") == len("Đầm") == 3


WRAPPERS: dict[str, Callable[[str, int], list[str]]] = {
    "wrap": wrap,
    "help": lambda text, width: wrapped(text, width).split("\n"),
}
"""warkit's own wrapping (line views, the plain mode, notices) and the command line's help, which
counts characters (:mod:`textwrap`); Textual's widgets wrap by Rich's cells, marks and all."""


@pytest.mark.parametrize("wrapper", list(WRAPPERS))
def test_wrapped_vietnamese_never_starts_a_line_with_a_mark(nfd_catalog: Path, wrapper: str) -> None:
    """From a catalog saved in NFD, at any width: every line within its width, none starting with
    a mark torn from its letter."""
    texts = [text for text in loaded() if not text.isascii()]
    torn, wide = [], []
    for width in (3, 6, 40):
        for text in texts:
            lines = WRAPPERS[wrapper](text, width)
            torn += [line for line in lines if starts_with_a_mark(line)]
            wide += [line for line in lines if cell_len(line) > width]
    assert not torn, torn[:10]
    assert not wide, wide[:10]


def test_capitals_are_one_letter_with_the_same_marks() -> None:
    assert [upper(letter, "vi") for letter in "ầơđữệ"] == list("ẦƠĐỮỆ")
    assert upper_first("đầm", "vi") == "Đầm" and upper("được", "vi") == "ĐƯỢC"
    assert language_name("vi") == "Tiếng Việt"


def test_the_catalog_s_own_words_take_capitals_letter_for_letter(nfd_catalog: Path) -> None:
    """Read from a catalog saved in NFD, each word's capital is one letter with the same marks."""
    words = {word for text in loaded() for word in re.findall(r"\w+", text) if not word.isascii()}
    assert {"để", "ở", "ấy", "được"} <= words
    wrong = []
    for word in words:
        first, whole = upper_first(word, "vi"), upper(word, "vi")
        if not (len(first) == len(whole) == len(word) and first[0] == whole[0] == word[0].upper()):
            wrong.append(f"{word} → {first}, {whole}")
        elif unicodedata.normalize("NFD", whole).lower() != unicodedata.normalize("NFD", word).lower():
            wrong.append(f"{word} → {whole}: other marks")
    assert not wrong, wrong[:10]
