"""Heading slugs as the places that show our Markdown compute them.

A Markdown link to a heading only works if it names the slug the *viewer* gives that heading, and
viewers differ: Textual's ``MarkdownViewer`` (the in-game help) strips ASCII punctuation and
percent-encodes the rest; GitHub keeps letters, marks and decimal digits only (github-slugger's
rule, as of Unicode 13). Both number repeated slugs ``-1``, ``-2``. A heading whose text gives an empty slug (all punctuation, say, or
Chinese in Textual, which strips CJK characters) has no usable anchor at all, so the builder never
lets one through: when :func:`needs_numbers` says so, every heading below the title of that
document carries its section number, which every viewer keeps.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable, Iterable
from string import punctuation
from urllib.parse import quote

from .slug_table import GITHUB_REMOVED

Slugify = Callable[[str], str]

_TEXTUAL_REMOVABLE = punctuation.replace("-", "").replace("_", "")
_TEXTUAL_NONLINGUAL = (
    r"\U000024C2-\U0001F251\U00002702-\U000027B0\U0001F1E0-\U0001F1FF\U0001F300-\U0001F5FF"
    r"\U0001F600-\U0001F64F\U0001F680-\U0001F6FF\U0001F900-\U0001F9FF\u200D\u2640-\u2642"
)
_TEXTUAL_STRIP = re.compile(f"[{re.escape(_TEXTUAL_REMOVABLE)}{_TEXTUAL_NONLINGUAL}]+")
_GITHUB_REMOVED = re.compile(f"[{GITHUB_REMOVED}]+")


def textual_slug(text: str) -> str:
    """The slug Textual's Markdown widget gives a heading (``textual._slug.slug``).

    It keeps only the characters Textual keeps, so it gives nothing for a heading in Chinese
    (``常见问题``): through :func:`needs_prefix` it is what decides which languages' guides get
    numbered headings. Keep it even where Textual's viewer is not used.

    >>> textual_slug("Is the Ace high?"), textual_slug("常见问题")
    ('is-the-ace-high', '')
    """
    result = _TEXTUAL_STRIP.sub("", text.strip().lower())
    return quote(re.sub(r"\s", "-", result))


def github_slug(text: str) -> str:
    """The slug GitHub gives a heading, as github-slugger's ``slug()`` makes it: the text in lower
    case, without the characters of :data:`~warkit.guide.slug_table.GITHUB_REMOVED` (made from
    github-slugger's own regular expression), each space a ``-``.

    Letters, marks, decimal digits, ``_`` and ``-`` stay; other numbers go: ``½``, ``²`` and ``②``
    are not in the slug. ``text`` is the heading's text as the page shows it (Markdown has trimmed
    the line already), so nothing is stripped here.

    >>> github_slug("Is the Ace high?"), github_slug("Règle ½ ②"), github_slug("常见问题")
    ('is-the-ace-high', 'règle--', '常见问题')
    """
    return _GITHUB_REMOVED.sub("", text.lower()).replace(" ", "-")


SLUGGERS: dict[str, Slugify] = {"textual": textual_slug, "github": github_slug}
"""Slug rules by Markdown flavour: ``textual`` for Textual's Markdown viewer, ``github`` for files."""


def section_anchor(index: int) -> str:
    """The anchor of the guide's heading number ``index`` (0 is the title) in the in-game Help.

    Help lays the guide out itself and names each heading by its place in the guide, so its
    links need no slug rule to agree on, and every heading has one whatever its words.
    """
    return f"section-{index}"


def needs_prefix(text: str) -> bool:
    """True when a heading would get an empty slug in some viewer, so it needs a number.

    >>> needs_prefix("Is the Ace high?"), needs_prefix("？！…"), needs_prefix("常见问题")
    (False, True, True)
    """
    return not all(slugify(text).strip("-") for slugify in SLUGGERS.values())


def needs_numbers(texts: Iterable[str]) -> bool:
    """True when a document's headings must carry section numbers: one of them needs a prefix.

    The answer is for the whole document, not per heading, so that numbers never skip: see
    ``_Outline`` in :mod:`warkit.guide.markdown` for why.

    >>> needs_numbers(["The aim", "Is the Ace high?"]), needs_numbers(["常见问题", "A是最大的吗？"])
    (False, True)
    """
    return any(needs_prefix(text) for text in texts)


class TrackedSlugs:
    """Unique slugs for the headings of one document, in order, as Textual numbers repeats: the
    n-th repeat of a slug gets ``-n``."""

    def __init__(self, slugify: Slugify) -> None:
        self._slugify = slugify
        self._used: defaultdict[str, int] = defaultdict(int)

    def slug(self, text: str) -> str:
        slugged = self._slugify(text)
        used = self._used[slugged]
        self._used[slugged] += 1
        return f"{slugged}-{used}" if used else slugged


class GithubTrackedSlugs(TrackedSlugs):
    """Unique slugs as github-slugger numbers repeats: ``-1``, ``-2``, passing over a slug some
    heading already has (a heading "a-1" before the second "a" makes that one ``a-2``).

    >>> tracked = GithubTrackedSlugs()
    >>> [tracked.slug(text) for text in ("a", "a-1", "a", "a")]
    ['a', 'a-1', 'a-2', 'a-3']
    """

    def __init__(self) -> None:
        super().__init__(github_slug)

    def slug(self, text: str) -> str:
        original = slugged = self._slugify(text)
        while slugged in self._used:
            self._used[original] += 1
            slugged = f"{original}-{self._used[original]}"
        self._used[slugged] = 0
        return slugged


def tracked_slugs(flavour: str) -> TrackedSlugs:
    """A new document's slugs in the ``flavour`` viewer (a key of :data:`SLUGGERS`)."""
    return GithubTrackedSlugs() if flavour == "github" else TrackedSlugs(SLUGGERS[flavour])
