"""Render the guide's templates to Markdown in one language.

The templates (``content/guide/*.md.j2``) call ``_``, ``pgettext``, ``ngettext`` and
``npgettext`` like Python code does, with ``{name}`` placeholders passed as keywords; Babel's
Jinja extractor puts each paragraph and its ``{# Translators: #}`` comment in ``warkit.pot``.

Translated text is untrusted, and inert by construction: everything a template prints is escaped
(:mod:`warkit.guide.escape`: the environment's ``finalize``) unless it is Markdown the guide made
itself, marked :class:`~warkit.guide.escape.MarkdownText`. Each message is flattened to one line
and escaped so it stays inline Markdown inside its paragraph, list item or table cell (it cannot
open a heading, a list, a link or raw HTML); the Markdown values filled into it (a reference, a
command, a card) are put in after it is escaped. Headings and cross-references are recorded
while rendering and filled in afterwards: whether the headings carry section numbers is decided
once for the whole guide (see ``_Outline``), a reference may point forward, and each Markdown
viewer computes slugs its own way (see :mod:`warkit.guide.slugs`).
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any, Literal

from jinja2 import Environment, FileSystemLoader, StrictUndefined

from ..controls import (
    BACK,
    CONTROLS,
    COUNTS_EVERY,
    KEYS,
    PACE_SECONDS,
    PLAIN_CONTROLS,
    WHERE,
    Control,
    control,
    control_description,
    control_label,
    key_label,
    keys_label,
    short_prompt,
    typed_keys,
)
from ..engine import RANKS, Card, Rules
from ..engine.rules import SHORT_GAME_LENGTHS
from ..i18n import Gettext
from ..i18n.digits import decimal, percent
from ..narration import join_sentences
from ..narration.rule_words import rules_label
from ..resources import guide_templates_dir
from . import variants
from .card_text import CARD_BACK, SPADE, card_text, rank_symbol
from .escape import MarkdownText, cell, code_span, either, escaped, finalize, inline, one_line
from .examples import Example, Narrate, Shown, worked_examples
from .facts import RuleFacts, gather_facts
from .figures import GAMES, HAND_SECONDS, Figures, simulated_figures
from .slugs import needs_numbers, section_anchor, tracked_slugs

TEMPLATE = "guide.md.j2"
_REF = re.compile("(!?)\ue000([a-z0-9-]+)\ue001")
_HEADING = re.compile("\ue002([0-9]+)\ue003")
_INCOMPLETE = re.compile("\ue004(.*?)\ue005", re.S)
_PERCENT = "\ue006"
ENGLISH = ("\ue007", "\ue008")
"""Around each message a translated guide shows in English (it has no translation yet): the HTML
page marks it ``lang="en"`` (see :func:`warkit.guide.html.render_page`), every other reading drops
the marks."""
_TOKEN = "\x00{}\x00"
"""Where a Markdown value goes in a message while the message is escaped: a control character,
which no translation the catalogs accept can hold (and no English message)."""

GUIDE_CONTROLS = (*CONTROLS, BACK)
"""The table's controls and Esc, which leaves the summary, Settings, Help and Statistics (their
other keys are the table's own)."""


@dataclass(frozen=True, slots=True)
class Heading:
    """A heading of the guide: ``key`` is its stable id (the HTML anchor), ``text`` as shown."""

    level: int
    key: str
    text: str
    english: bool = False
    """Shown in English in a translated guide (no translation yet)."""


@dataclass(slots=True)
class GuideDocument:
    """The guide in one language, before its links are resolved for a particular viewer."""

    language: str
    direction: str
    body: str
    headings: list[Heading]
    translated: int
    total: int
    numbered: bool = False
    """Every heading below the title starts with its section number (see ``_Outline``)."""
    description: str = ""
    """One plain sentence on what the guide holds, for the HTML page's meta description."""

    @property
    def completeness(self) -> int:
        """Per cent of the guide's messages that have a translation (100 for English)."""
        return 100 if not self.total else (100 * self.translated) // self.total

    def slugs(self, flavour: str) -> dict[str, str]:
        """Heading key -> the anchor the ``flavour`` viewer gives it.

        ``github`` and ``textual`` compute slugs from the heading text; ``html`` is our own page,
        where every heading carries its stable key as its id; ``help`` is the in-game Help, which
        names each heading by its place in the guide.
        """
        if flavour == "html":
            return {heading.key: heading.key for heading in self.headings}
        if flavour == "help":
            return {heading.key: section_anchor(index) for index, heading in enumerate(self.headings)}
        tracked = tracked_slugs(flavour)
        return {heading.key: tracked.slug(heading.text) for heading in self.headings}

    def link_anchors(self, flavour: str) -> list[str]:
        """The anchor after the ``#`` of every cross-reference :meth:`markdown` links for the
        ``flavour`` viewer, in order: the same links in every flavour, only these differ."""
        slugs = self.slugs(flavour)
        return [slugs[key] for _bang, key in _REF.findall(self.body) if key in slugs]

    def markdown(self, flavour: str = "github") -> str:
        """The CommonMark text with every cross-reference linked for the ``flavour`` viewer."""
        slugs = self.slugs(flavour)
        texts = {heading.key: heading.text for heading in self.headings}

        def link(match: re.Match[str]) -> str:
            bang, key = match.groups()
            if key not in slugs:  # a template that named no heading
                return bang
            bang = bang and "\\!"  # a "!" just before the link would make it a picture
            return f"{bang}[{texts[key]}](#{slugs[key]})"  # the heading text is escaped

        body = _REF.sub(link, self.body)
        return body if flavour == "html" else without_english_marks(body)


@dataclass(slots=True)
class TemplateTranslator:
    """The gettext functions the templates call: they count every message and return it escaped,
    as :class:`MarkdownText`, with the Markdown values (a reference, a command, a card) put in
    after the escaping."""

    t: Gettext
    catalog: Any
    translated: int = 0
    total: int = 0

    @property
    def language(self) -> str:
        return self.t.language

    def _count(self, context: str | None, msgid: str, text: MarkdownText) -> MarkdownText:
        """Count the message; ``text`` marked as English (:data:`ENGLISH`) when it has no translation."""
        self.total += 1
        if self.t.language == "en" or self.catalog is None or (context, msgid) in self.catalog:
            self.translated += 1
            return text
        return MarkdownText(f"{ENGLISH[0]}{text}{ENGLISH[1]}")

    def gettext(self, message: str, /, **values: object) -> MarkdownText:
        return self._count(None, message, _inert(lambda filled: self.t.gettext(message, **filled), values))

    def pgettext(self, context: str, message: str, /, **values: object) -> MarkdownText:
        return self._count(context, message, _inert(lambda filled: self.t.pgettext(context, message, **filled), values))

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> MarkdownText:
        return self._count(None, singular, _inert(lambda filled: self.t.ngettext(singular, plural, n, **filled), values))

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> MarkdownText:
        return self._count(context, singular, _inert(lambda filled: self.t.npgettext(context, singular, plural, n, **filled), values))


def without_english_marks(text: str) -> str:
    """``text`` without the marks of :data:`ENGLISH`."""
    return text.replace(ENGLISH[0], "").replace(ENGLISH[1], "")


def _inert(lookup: Callable[[dict[str, object]], str], values: dict[str, object]) -> MarkdownText:
    """The message ``lookup`` gives, escaped as a whole with its plain values (so a value cannot
    start a block either), then each Markdown value put in where its token stands."""
    markdown = {name: value for name, value in values.items() if isinstance(value, MarkdownText)}
    tokens = {name: _TOKEN.format(index) for index, name in enumerate(markdown)}
    text = inline(lookup({**values, **tokens}))
    for name, token in tokens.items():
        text = text.replace(token, markdown[name])
    return MarkdownText(text)


@dataclass(slots=True)
class _Outline:
    """The guide's headings: recorded while the template renders, numbered once all are known.

    A heading whose text gets an empty slug in some viewer (see
    :func:`~warkit.guide.slugs.needs_prefix`) could not be linked to there, so it needs its
    section number in front ("15.7. A是最大的吗？"). The rule is all or nothing for the document:
    if any heading below the title needs a number, every heading below the title gets one;
    otherwise none does. Deciding heading by heading would leave gaps ("15.6", a bare question,
    "15.8") and mix numbered and bare siblings. Deciding per group of siblings would not be
    enough either: the numbers are hierarchical, so "15.7" needs a "15." on the section above it,
    and the HTML page's contents list can only drop its own numbers when every section has one.
    A guide whose headings all slug (English, and every language written in a script the viewers
    keep) stays unnumbered.

    :meth:`heading` therefore writes a placeholder, and :meth:`write` fills the headings in after
    the whole template has rendered.
    """

    number: Callable[[int], str]
    recorded: list[Heading] = field(default_factory=list)

    def heading(self, level: int, key: str, text: str) -> MarkdownText:
        shown = str(escaped(text))
        self.recorded.append(Heading(level, key, without_english_marks(shown), english=ENGLISH[0] in shown))
        return MarkdownText(f"\ue002{len(self.recorded) - 1}\ue003")

    @property
    def numbered(self) -> bool:
        """Whether the headings below the title carry their section numbers."""
        return needs_numbers(heading.text for heading in self.recorded if heading.level > 1)

    def headings(self) -> list[Heading]:
        """The headings as shown: numbered, every one below the title, or none of them."""
        if not self.numbered:
            return list(self.recorded)
        numbers = section_numbers([heading.level for heading in self.recorded])
        return [
            Heading(heading.level, heading.key, f"{'.'.join(map(self.number, n))}. {heading.text}", heading.english) if n else heading
            for heading, n in zip(self.recorded, numbers, strict=True)
        ]

    def write(self, body: str) -> str:
        """``body`` with each placeholder replaced by its heading as shown."""
        headings = self.headings()

        def line(match: re.Match[str]) -> str:
            heading = headings[int(match.group(1))]
            text = f"{ENGLISH[0]}{heading.text}{ENGLISH[1]}" if heading.english else heading.text
            return f"{'#' * heading.level} {text}"

        return _HEADING.sub(line, body)


def section_numbers(levels: Sequence[int]) -> list[tuple[int, ...]]:
    """The section number of each heading, from the headings' levels; the title (level 1) has none.

    >>> section_numbers([1, 2, 2, 3, 3, 2, 3])
    [(), (1,), (2,), (2, 1), (2, 2), (3,), (3, 1)]
    """
    sections: list[int] = []
    numbers: list[tuple[int, ...]] = []
    for level in levels:
        if level > 1:
            del sections[level - 1 :]
            sections += [0] * (level - 1 - len(sections))
            sections[level - 2] += 1
        numbers.append(tuple(sections) if level > 1 else ())
    return numbers


@lru_cache(maxsize=1)
def environment() -> Environment:
    """The Jinja environment for Markdown: every ``{{ … }}`` escaped as Markdown unless marked
    (``finalize``; HTML's autoescape would escape the wrong characters). One per process, so each
    template is compiled once a run, when first rendered (nothing is kept on disk)."""
    return Environment(
        loader=FileSystemLoader(str(guide_templates_dir())), autoescape=False, finalize=finalize, undefined=StrictUndefined,
        trim_blocks=True, lstrip_blocks=True, keep_trailing_newline=True,
    )


Surface = Literal["help", "file"]
"""Where the guide is read: the game's Help screen (it follows the rules being played) or a saved
file (made for fixed rules, so it says how to make another)."""


def render_document(
    rules: Rules, t: Gettext, *, figures: Figures | None = None, figures_pending: bool = False, direction: str = "ltr", surface: Surface = "help"
) -> GuideDocument:
    """The guide for ``rules`` in ``t``'s language, as read on ``surface``.

    ``figures_pending``: Help's first draft for rules whose figures are still being played, where
    every answer that needs them says they are being worked out (and none is played here).
    """
    from ..i18n import catalog as catalogs
    from ..i18n.languages import babel_locale

    locale = babel_locale(t.language)
    loaded = catalogs.load(t.language)
    words = TemplateTranslator(t, loaded.messages if loaded is not None else None)

    def number(value: int) -> str:
        return decimal(value, locale)

    outline = _Outline(number)
    facts = gather_facts(rules)
    context = _context(rules, facts, t, words, outline, number, locale)
    if figures_pending:
        context["figures"], context["shares"], context["pending_games"] = None, (), GAMES
    else:
        context["figures"] = figures = figures or simulated_figures(rules)
        context["shares"] = figures.shares()
        context["minutes"] = {pace: figures.minutes(seconds) for pace, seconds in PACE_SECONDS.items()}
        context["minutes"]["hand"] = figures.minutes(HAND_SECONDS)
        context["hand_seconds"] = HAND_SECONDS
    context["surface"] = surface
    # The note on how complete the translation is stands near the top, yet only the whole guide
    # counts its messages: it is rendered with a placeholder and filled in (or dropped) after.
    context["if_incomplete"] = lambda caller: MarkdownText(f"\ue004{caller()}\ue005")
    context["completeness"] = MarkdownText(_PERCENT)
    body = environment().get_template(TEMPLATE).render(context)
    completeness = 100 if not words.total else (100 * words.translated) // words.total
    shown = percent(completeness / 100, locale)
    body = _INCOMPLETE.sub(lambda note: note.group(1).replace(_PERCENT, shown) if completeness < 100 else "", body)
    body = outline.write(body.replace(_PERCENT, ""))  # a placeholder only the note may hold
    body = re.sub(r"\n{3,}", "\n\n", body).strip() + "\n"
    # Translators: rules guide web page, its description for search engines and link previews;
    # {rules} is the name of the rules it describes, like "Classic" or "Krig, 3 players".
    description = t.gettext(
        "The rules of the card game War ({rules}) at a glance, shown by worked examples, with the variants side by side and answers to common questions.",
        rules=rules_label(t, rules),
    )
    return GuideDocument(t.language, direction, body, outline.headings(), words.translated, words.total, outline.numbered, one_line(description))


def _context(
    rules: Rules, facts: RuleFacts, t: Gettext, words: TemplateTranslator, outline: _Outline, number: Callable[[int], str], locale: Any
) -> dict[str, Any]:
    """Everything the templates use, by name."""
    ranks = sorted(range(2, 2 + len(RANKS)), reverse=True)  # highest first
    if not facts.aces_high:
        ranks = ranks[1:] + ranks[:1]
    narrate = Narrate(t, rules)
    examples = worked_examples(rules, narrate)
    presets_header, presets_rows = variants.presets_side_by_side(t)
    return {
        "_": words.gettext,
        "gettext": words.gettext,
        "pgettext": words.pgettext,
        "ngettext": words.ngettext,
        "npgettext": words.npgettext,
        "h": outline.heading,
        "ref": lambda key: MarkdownText(f"\ue000{key}\ue001"),
        "cell": cell,
        "num": number,
        "percent": lambda value: percent(value, locale),
        "decimal": lambda value: decimal(round(value, 1), locale),
        "either": either,
        "sentences": lambda *parts: functools.reduce(lambda first, second: _two_sentences(words, first, second), parts),
        "facts": facts,
        "short_lengths": [number(n) for n in SHORT_GAME_LENGTHS],
        "rank_line": MarkdownText(" ".join(code_span(rank_symbol(r, t) + SPADE) for r in ranks)),
        "variant": rules_label(t, rules),
        # Translators: rules guide, first row of the box "At a glance": the name of the rules in force
        # (the same word as the settings screen's "Rules").
        "glance_rules_label": words.gettext("Rules"),
        "glance": variants.at_a_glance(rules, t),
        "command": code_span(variants.rules_command(rules)),
        "presets": {
            "header": presets_header,
            "flags": [code_span(flag) for flag in variants.preset_flags()],
            "rows": presets_rows,
        },
        "settings": [
            {"knob": s.rule, "label": s.label, "flag": code_span(s.flag)} for s in variants.every_setting(t)
        ],
        "controls": [
            {"key_names": list(keys_label(item, t)), "mouse": item.mouse, "label": control_label(item, t), "description": control_description(item, t)}
            for item in GUIDE_CONTROLS
        ],
        "turn_keys": " / ".join(keys_label(control("turn"), t)),
        "plain": _plain_words(t),
        "seat_labels": [narrate.seat_label(seat) for seat in range(rules.players)],
        "card_back": code_span(CARD_BACK),
        "examples": [_example_rows(example, t) for example in examples],
        "shown_examples": {example.key for example in examples},
        "won_example": _won_example(examples, t),
    }


def _two_sentences(words: TemplateTranslator, first: MarkdownText, second: MarkdownText) -> MarkdownText:
    """Two whole sentences of the guide in one paragraph, spaced as the language spaces them (as
    :func:`~warkit.narration.join_sentences` joins them)."""
    # Translators: puts two whole sentences one after the other ({first} then {second});
    # keep the space if your language puts one between sentences, drop it if not.
    return words.pgettext("two sentences", "{first} {second}", first=first, second=second)


def _plain_words(t: Gettext) -> dict[str, Any]:
    """The section "Playing with a screen reader": the plain mode's keys (each as typed, Enter
    alone by its name) and the words of its settings, as the Settings screen says them."""

    def typed(item: Control) -> list[str]:
        return [key_label("enter", t) if key == "" else key for key in typed_keys(item)]

    return {
        "command": code_span("warkit play --plain"),
        "auto": code_span("warkit play --auto"),
        "controls": [{"key_names": typed(item), "label": control_label(item, t)} for item in PLAIN_CONTROLS],
        "list_key": code_span(KEYS.typed or ""),
        "where": code_span(WHERE.typed or ""),
        "help": code_span(typed_keys(control("help"))[0]),
        "prompt": short_prompt(t),
        # The same messages as the Settings screen's question and answer (warkit.choices).
        # Translators: settings screen, when the plain mode (warkit play --plain, for screen readers)
        # says how many cards each player holds; the rules guide's section "Playing with a screen
        # reader" names this setting too.
        "counts_question": t.gettext("Card counts in the plain mode"),
        # Translators: settings screen, "Card counts in the plain mode": said after every battle; the
        # rules guide's section "Playing with a screen reader" names this answer too.
        "counts_answer": t.pgettext("card counts", "After every battle"),
        "every": COUNTS_EVERY,
    }


def _example_rows(example: Example, t: Gettext) -> dict[str, Any]:
    return {
        "key": example.key,
        "piles": [_cards([Shown(card, True) for card in pile], t) for pile in example.piles],
        # A deal number is an identifier, written as --deal reads it (never grouped: 1219, not 1,219).
        "limit_deal": str(example.limit_deal) if example.limit_deal is not None else None,
        "skipped": example.skipped_battles,
        "steps": [
            {"cards": [_cards(cards, t) for cards in step.cards], "any_cards": any(step.cards), "says": join_sentences(t, step.sentences)}
            for step in example.steps
        ],
    }


def _won_example(examples: Sequence[Example], t: Gettext) -> dict[str, Any] | None:
    """The cards the war example's winner put under their pile, in that order."""
    for example in examples:
        if example.key == "war" and example.won:
            return {"key": "example-war", "count": len(example.won), "cards": _card_line(example.won, t)}
    return None


def _card_line(cards: Sequence[Card], t: Gettext) -> MarkdownText:
    return MarkdownText(" ".join(code_span(card_text(card, t)) for card in cards))


def _cards(cards: Sequence[Shown], t: Gettext) -> MarkdownText:
    return MarkdownText(" ".join(code_span(card_text(shown.card, t) if shown.face_up else CARD_BACK) for shown in cards))
