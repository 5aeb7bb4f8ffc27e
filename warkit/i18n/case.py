"""Case changes that know Turkish and Azerbaijani: their i has a dotted capital and ı a plain one.

Python's ``str.upper`` and ``str.lower`` are the same in every language: ``"i".upper()`` is
``"I"``, and ``"İ".lower()`` is two characters (``i`` and a combining dot). In Turkish and
Azerbaijani (Unicode's SpecialCasing.txt, CLDR) ``i`` ↔ ``İ`` and ``ı`` ↔ ``I`` are pairs of
their own, so a capital made with ``str.upper`` turns «istatistik» into «Istatistik», another
word. Greek drops the tonos in all capitals (ΠΟΛΕΜΟΣ) and keeps it on a word's first capital
(Άσος), where ``str.upper`` keeps it always. Babel has no case functions, hence these few. warkit
changes the case of little it shows: the language names Babel writes in lower case, and the
letters of the keys; lower case (``fold``, the guide's slugs) is ``str.lower``, whose σ is a final
ς at a word's end (ΠΟΛΕΜΟΣ → πολεμος), as Greek writes it.

>>> upper_first("istatistik", "tr"), upper_first("ılık", "tr"), upper_first("istatistik", "en")
('İstatistik', 'Ilık', 'Istatistik')
>>> capitals("i"), fold("İ"), fold("I")
(('I', 'İ'), 'i', 'i')
>>> upper("Πόλεμος", "el"), upper_first("άσος", "el")
('ΠΟΛΕΜΟΣ', 'Άσος')
"""

from __future__ import annotations

import unicodedata

TONOS = "\u0301"
"""The tonos, Greek's one accent, as a decomposed letter carries it (COMBINING ACUTE ACCENT)."""
DOTTED_I = frozenset({"tr", "az"})
"""The languages whose ``i`` has the capital ``İ`` and whose ``ı`` has ``I`` (SpecialCasing.txt)."""


def has_dotted_i(language: str) -> bool:
    """Whether ``language`` (``"tr"``, ``"az-Latn"``, ``"tr_CY"``) pairs i with İ and ı with I."""
    return language.replace("_", "-").split("-")[0].lower() in DOTTED_I


def upper(text: str, language: str) -> str:
    """``text`` in capitals as ``language`` writes them (``ı`` becomes ``I`` in any case)."""
    if has_dotted_i(language):
        text = text.replace("i", "İ")
    if is_greek(language):
        return greek_capitals(text)
    return text.upper()


def upper_first(text: str, language: str) -> str:
    """``text`` with its first letter a capital as ``language`` writes it, the rest unchanged.

    A Greek capital that starts a word keeps its tonos («Άσος»): only all capitals drop it.
    """
    if is_greek(language):
        return text[:1].upper() + text[1:]
    return upper(text[:1], language) + text[1:]


def is_greek(language: str) -> bool:
    """Whether ``language`` (``"el"``, ``"el_GR"``) is Greek."""
    return language.replace("_", "-").split("-")[0].lower() == "el"


def greek_capitals(text: str) -> str:
    """``text`` in capitals as Greek writes them: without the tonos (Πόλεμος → ΠΟΛΕΜΟΣ, ά → Α), the
    dialytika kept (ΐ → Ϊ, ΰ → Ϋ). Unicode's ``str.upper`` keeps the tonos (Ά), which Greek writes
    only on a capital that starts a word in mixed case; an accent on any other letter stays (É).
    """
    letters = unicodedata.normalize("NFD", text.upper())
    kept = [ch for index, ch in enumerate(letters) if ch != TONOS or not _after_greek(letters, index)]
    return unicodedata.normalize("NFC", "".join(kept))


def _after_greek(letters: str, index: int) -> bool:
    """Whether the mark at ``index`` of a decomposed text sits on a Greek letter."""
    base = next((ch for ch in reversed(letters[:index]) if not unicodedata.combining(ch)), "")
    return "\u0370" <= base <= "\u03ff" or "\u1f00" <= base <= "\u1fff"


def capitals(letter: str) -> tuple[str, ...]:
    """Every capital ``letter`` has in some language, other than itself: ``i`` has I and İ.

    A key bound to a letter answers to each of these, whatever the game's language: a key
    event carries the character typed, and the keyboard, not the game, decides which it is.
    """
    return tuple(dict.fromkeys(form for form in (letter.upper(), upper(letter, "tr")) if form != letter))


def fold(text: str) -> str:
    """``text`` in lower case with every capital of :func:`capitals` back on its letter: İ and I are i.

    ``ı`` stays ``ı``: it is its own letter, not a form of ``i``, in the languages that have it.
    """
    return text.replace("İ", "i").lower()
