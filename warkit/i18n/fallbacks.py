"""Which catalog stands in for a language that has none of its own, and the line that says so.

A tag is matched to a catalog by its language (``ms_MY`` reads ``ms``); a language known under
another code is looked up under its own (:data:`RENAMED`), and a language with no catalog at all
may take its nearest relative's (:data:`STAND_INS`). Whenever the catalog chosen is written for
another language, script or region than the one asked for (``zh-Hant`` or ``zh_TW`` read in
Simplified Chinese, ``pt-PT`` in Brazilian Portuguese, ``nn`` in Bokmål), the player is told in one
line (:func:`stand_in_line`), until that language has a catalog of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .protocol import Gettext

RENAMED = {
    "iw": "he",  # Hebrew's code until 1989 (ISO 639); Java and older systems still send it
    "in": "id",  # Indonesian's, likewise
    "no": "nb",  # Norwegian: CLDR makes `no` the parent of nb and nn, and writes it as Bokmål
}
"""Codes that name the same language as another code: the catalog is the other code's, and
nothing needs saying (``iw`` plays in Hebrew and ``in`` in Indonesian as soon as each has a
catalog, shipped or laid over)."""

STAND_INS = {
    "nn": "nb",  # Nynorsk: its parent in CLDR is `no`, which is written as Bokmål (see RENAMED)
}
"""Languages without a catalog whose nearest relative's catalog stands in for theirs (and the
player is told)."""


class Tag(NamedTuple):
    """A language tag's parts: ``zh_Hant_TW`` is ``zh``, ``Hant``, ``TW``."""

    language: str
    script: str | None
    region: str | None

    @classmethod
    def parse(cls, tag: str) -> Tag:
        """The parts of a tag or locale name (``pt-BR``, ``zh_Hant``, ``nn_NO.UTF-8``), any case;
        a locale name's encoding and modifier (``.UTF-8``, ``@euro``) and variants are left
        out. The language is given its current code (:data:`RENAMED`)."""
        parts = tag.split(".")[0].split("@")[0].strip().replace("_", "-").split("-")
        language = parts[0].lower()
        script = next((part.title() for part in parts[1:] if len(part) == 4 and part.isalpha()), None)
        region = next((part.upper() for part in parts[1:] if len(part) == 2 and part.isalpha() or len(part) == 3 and part.isdigit()), None)
        return cls(RENAMED.get(language, language), script, region)

    def likely(self) -> Tag:
        """Every part filled in as CLDR's likely subtags fill it (``zh_TW`` is ``zh_Hant_TW``,
        ``pt`` is ``pt_Latn_BR``); a part not known stays None."""
        from babel.core import get_global, parse_locale

        subtags = get_global("likely_subtags")
        keys = [
            "_".join(part for part in (self.language, self.script, self.region) if part),
            *(f"{self.language}_{part}" for part in (self.region, self.script) if part),
            self.language,
        ]
        found = next((subtags[key] for key in keys if key in subtags), None)
        if found is None:
            return self
        _, region, script = parse_locale(found)[:3]
        return Tag(self.language, self.script or script, self.region or region)


def is_stand_in(asked: str, code: str) -> bool:
    """Whether the catalog ``code`` is written for another language, script or region than the
    tag ``asked`` names. A catalog for the language alone (``ms`` for ``ms_MY``) never is; a
    script or region the tag does not name is compared with the one CLDR finds likely for it, so
    ``zh_CN`` reads ``zh-Hans`` without a word, and ``zh_TW`` with one."""
    want, have = Tag.parse(asked), Tag.parse(code)
    if want.language != have.language:
        return True
    if have.script is None and have.region is None:
        return False  # Babel is loaded only for a catalog with a script or a region
    likely = want.likely()
    return bool(have.script and have.script != likely.script or have.region and have.region != likely.region)


def stand_in_line(t: Gettext, asked: str, code: str) -> str:
    """The line that says the catalog ``code`` stands in for ``asked``, in ``t``'s language, with
    both named in it as CLDR names them in that language ("Chinese (Traditional)")."""
    # Translators: said on the standard error when the language asked for (by --lang, the saved
    # setting or the system's language) has no catalog and a related one is used; {asked} and
    # {shown} are language names as CLDR writes them in your language (such as "Chinese
    # (Traditional)" and "Chinese (Simplified)", lower-case where your language writes them so):
    # place them where that reads right.
    return t.gettext("{asked} is not available; showing {shown}.", asked=_asked_name(asked, code, t.language), shown=_name(Tag.parse(code), t.language))


def _asked_name(asked: str, code: str, shown_in: str) -> str:
    """The name of what was asked for, with just the parts that tell it from the catalog used:
    ``zh_TW`` for ``zh-Hans`` is "Chinese (Traditional)", ``pt-PT`` for ``pt-BR`` is "Portuguese
    (Portugal)"."""
    want, have = Tag.parse(asked), Tag.parse(code)
    if want.language != have.language:
        return _name(Tag(want.language, want.script, None), shown_in)
    likely = want.likely()
    script = likely.script if have.script and have.script != likely.script else None
    region = likely.region if script is None and have.region and have.region != likely.region else None
    return _name(Tag(want.language, script, region), shown_in)


def _name(tag: Tag, shown_in: str) -> str:
    """The name CLDR gives ``tag`` in the language ``shown_in``, made as Babel's
    ``Locale.get_display_name`` makes it ("Chinese (Traditional)"), from the names of its parts,
    so a language and region CLDR has no locale for (``de_US``) is named too; a part CLDR has no
    name for is shown as it is."""
    from .languages import babel_locale

    names = babel_locale(shown_in)
    language = names.languages.get(tag.language, tag.language)
    details = [
        *([names.scripts.get(tag.script, tag.script)] if tag.script else []),
        *([names.territories.get(tag.region, tag.region)] if tag.region else []),
    ]
    return f"{language} ({', '.join(details)})" if details else language
