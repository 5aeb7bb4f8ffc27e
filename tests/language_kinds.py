"""One language of each kind of writing for the default run; every language with ``-m long``.

A test that runs the same check in every language puts most of its time into languages that add
nothing new: a second Latin alphabet with the same line breaking finds what the first one found. The
default run keeps one language of each kind warkit lays out differently, and the long profile (CI
runs it) keeps them all.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

ONE_OF_EACH_KIND = {
    "en": "the source, Latin letters",
    "de": "long compound words",
    "ru": "Cyrillic, three plural forms",
    "ar": "right to left, joined letters, six plural forms",
    "zh-Hans": "wide characters with no spaces, broken by the line rules",
    "ja": "wide kana and kanji, broken by the line rules",
    "ko": "wide Hangul with spaces between words",
    "th": "no spaces between words, marks above and below the letters",
    "hi": "letters joined into clusters",
    "vi": "letters with two marks",
    "en-XA": "the pseudo-locale: every word marked, and longer",
    "ar-XB": "the right-to-left pseudo-locale",
}
"""The default run's languages, each with what it alone brings."""


def each_kind(languages: Iterable[str]) -> list[pytest.param]:
    """``languages`` as parameters: one of each kind in the default run, the rest marked long."""
    return [pytest.param(code, marks=() if code in ONE_OF_EACH_KIND else pytest.mark.long) for code in languages]
