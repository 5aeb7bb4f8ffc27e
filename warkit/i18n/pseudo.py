"""The pseudo-locales ``en-XA`` and ``ar-XB``: English made visibly foreign, generated from the template.

``ar-XB`` (:func:`pseudo_rtl`) is English written right to left: a page or screen in it lays out
as Arabic does, while its text stays readable to a developer; :func:`not_right_to_left` finds the
words that did not come through it.

In ``en-XA`` every letter is accented, each message is about 35% longer and wrapped in brackets, while
placeholders, code spans, link targets and HTML tags stay exactly as they are. Running a whole
surface in ``en-XA`` shows at once which text did not come from a catalog (it is plain ASCII), which
text is cut (the closing bracket is missing) and which layout breaks when text grows.

The catalog is generated at run time from ``locale/warkit.pot`` and never written to disk, so it
can never be stale or hand edited. :func:`unlocalized_words` is the test helper every surface
(plain mode, TUI, guide) uses to find words that did not come through a catalog.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable

_ACCENTED = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_PAD_WORDS = "öñé ţŵö ţĥŕéé ƒöûŕ ƒîṽé šîẋ šéṽéñ éîĝĥţ ñîñé ţéñ".split()
_EXPANSION = 0.35

# Kept as written: placeholders, code spans, link targets, URLs, tags, entities.
_PROTECTED = re.compile(
    r"\{\{|\}\}|\{[A-Za-z_][A-Za-z0-9_]*\}"
    r"|`[^`]*`|\]\([^)]*\)|https?://\S+|<[^>]*>|&[A-Za-z]+;|&#\d+;"
)
# Markdown that must stay at the very start of the message (headings, list items, quotes, tables).
_LEADING_MARKUP = re.compile(r"^(?:\s*(?:#{1,6}|[-*+]|\d+[.)]|>|\|)\s+)*")


def pseudolocalize(text: str) -> str:
    """``text`` accented, padded by about 35% and bracketed, with its markup left intact.

    >>> pseudolocalize("You take {count} cards.")
    '[Ýöû ţáķé {count} çáŕðš. öñé ţŵö]'
    """
    if not text:
        return text
    lead, body, trailing = _edges(text)
    letters = sum(1 for ch in body if ch.isalpha())
    return f"{lead}[{_outside_markup(body, lambda part: part.translate(_ACCENTED))}{_padding(letters)}]{trailing}"


def _edges(text: str) -> tuple[str, str, str]:
    """``text`` as (leading Markdown, the message itself, trailing whitespace): the pseudo-locales
    change only the middle, so headings, list items and line ends keep working."""
    lead = _LEADING_MARKUP.match(text)
    start = lead.end() if lead else 0
    body = text[start:].rstrip()
    return text[:start], body, text[start + len(body) :]


def _outside_markup(text: str, change: Callable[[str], str]) -> str:
    """``text`` with ``change`` made to all but its placeholders and markup (:data:`_PROTECTED`)."""
    out: list[str] = []
    last = 0
    for match in _PROTECTED.finditer(text):
        out += [change(text[last : match.start()]), match.group(0)]
        last = match.end()
    return "".join(out) + change(text[last:])


def _padding(letters: int) -> str:
    """Whole pseudo words adding at least 35% of the message's letters."""
    wanted = math.ceil(letters * _EXPANSION)
    words: list[str] = []
    added = 0
    while added < wanted:
        word = _PAD_WORDS[len(words) % len(_PAD_WORDS)]
        words.append(word)
        added += len(word)
    return (" " + " ".join(words)) if words else ""


_CARD_CODE = re.compile(r"(?<![A-Za-z0-9])(?:10|[2-9TJQKA])[CDHS](?![A-Za-z])")
_NOT_SHOWN = re.compile(r"`[^`]*`|\]\([^)]*\)|<[^>]*>")
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_ASCII_LETTER = re.compile(r"[A-Za-z]")


def unlocalized_words(text: str, ignore: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Words in ``text`` that did not come through the pseudo-locale (still plain ASCII letters).

    Numbers, card codes (``QH``, ``10S``), suit symbols, single letters (key names such as ``q``),
    code spans (commands), Markdown link targets, HTML tags and the words in ``ignore`` are not
    counted.

    >>> unlocalized_words("[Ýöû ţáķé 2 çáŕðš] QH 10S ♥ Deal 7, q to quit")
    ['Deal', 'to', 'quit']
    """
    text = _NOT_SHOWN.sub(" ", _CARD_CODE.sub(" ", text))
    return [word for word in _WORD.findall(text) if len(word) > 1 and word not in ignore and _ASCII_LETTER.search(word)]


RLM = "\u200f"
RLO = "\u202e"
PDF = "\u202c"
_OVERRIDDEN = re.compile(f"{RLO}[^{RLO}{PDF}]*{PDF}")


def pseudo_rtl(text: str) -> str:
    """``text`` as right-to-left: each word mirrored (RLO … PDF), the message between RLMs.

    Placeholders, code spans, link targets, tags and the leading Markdown stay as they are.

    >>> pseudo_rtl("You take {count} cards.") == (
    ...     RLM + RLO + "You" + PDF + " " + RLO + "take" + PDF + " {count} " + RLO + "cards" + PDF + "." + RLM
    ... )
    True
    """
    if not text:
        return text
    lead, body, trailing = _edges(text)
    mirrored = _outside_markup(body, lambda part: _WORD.sub(lambda word: f"{RLO}{word.group(0)}{PDF}", part))
    return f"{lead}{RLM}{mirrored}{RLM}{trailing}"


def not_right_to_left(text: str, ignore: frozenset[str] | set[str] = frozenset()) -> list[str]:
    """Words in ``text`` that did not come through ``ar-XB`` (not inside a right-to-left override).

    Numbers, card codes, single letters, code spans, link targets, tags and ``ignore`` are not
    counted, as in :func:`unlocalized_words`.

    >>> not_right_to_left(pseudo_rtl("Deal {n}") + " Deal 7, q to quit")
    ['Deal', 'to', 'quit']
    """
    return unlocalized_words(_OVERRIDDEN.sub(" ", text), ignore)
