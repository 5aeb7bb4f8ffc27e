"""The pseudo-locale en-XA: generated from the template, every visible word accented. Whole games
under every preset and rule variant, narrated and in the plain mode, show no unlocalized word."""

from __future__ import annotations

import io
import itertools

import pytest

from warkit.engine import Game, Rules
from warkit.i18n import get_translator
from warkit.i18n.pseudo import pseudolocalize, unlocalized_words
from warkit.narration import Narrator
from warkit.plain import plain_game

PRESETS = ("classic", "family", "krig", "pagat")
VARIANTS = [
    {"players": players, "face_down": face_down, "run_out": run_out, "both_short": both_short}
    for players, face_down, run_out, both_short in itertools.product(
        (2, 3, 4), (0, 1, 3), ("lose", "last-card"), ("draw", "count")
    )
]


def test_every_letter_is_accented_and_markup_is_kept() -> None:
    text = pseudolocalize(
        "## Your {rank} beats `warkit play`, see [rules](#rules) and <b>x</b>"
    )
    assert text.startswith("## [") and text.endswith("]")
    for kept in ("{rank}", "`warkit play`", "](#rules)", "<b>", "</b>"):
        assert kept in text
    assert unlocalized_words(text.replace("{rank}", "7").replace("%(count)s", "7")) == []


def test_messages_grow_by_about_a_third() -> None:
    english = "Each puts one card face down and one face up."
    assert len(pseudolocalize(english)) >= 1.35 * len(english)


def test_unlocalized_words_ignores_numbers_cards_and_keys() -> None:
    assert unlocalized_words("[Ďéàļ] 7 QH 10S ♥ ♠ q f 4,294,967,295") == []
    assert unlocalized_words("[Ýöû ţáķé] the Queen") == ["the", "Queen"]


def test_the_pseudo_catalog_covers_every_message_of_the_template() -> None:
    t = get_translator("en-XA")
    assert t.language == "en-XA" and t.warnings == []
    assert t.gettext("Goodbye.").startswith("[")
    assert t.ngettext(
        "{count} battle was played.", "{count} battles were played.", 3, count=3
    ).startswith("[3 ")


def narrated_words(rules: Rules, deal: int) -> list[str]:
    game = Game(rules, deal=deal)
    game.play_to_end()
    narrator = Narrator(get_translator("en-XA"), rules)
    lines = narrator.narrate(game.log)
    lines += [narrator.summary(game.log), narrator.counts_line(game.counts)]
    lines += narrator.statistics(game.stats)
    lines += [
        narrator.seat_name(seat, role)
        for seat in range(rules.players)
        for role in ("label", "subject", "possessive")
    ]
    lines += [
        narrator.rank_name(rank, role)
        for rank in range(2, 15)
        for role in ("label", "subject", "object", "a")
    ]
    return [word for line in lines for word in unlocalized_words(line)]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("deal", [1, 7, 42])
def test_narrator_says_nothing_unlocalized_under_every_preset(preset: str, deal: int) -> None:
    assert narrated_words(Rules.preset(preset), deal) == []


@pytest.mark.parametrize("knobs", VARIANTS, ids=lambda k: "-".join(str(v) for v in k.values()))
def test_narrator_says_nothing_unlocalized_under_every_variant(knobs: dict[str, object]) -> None:
    rules = Rules(max_battles=300).replace(**knobs)
    assert narrated_words(rules, 11) == []


@pytest.mark.parametrize(
    "knobs",
    [
        {"won_cards": "played"},
        {"won_cards": "winner-first"},
        {"max_battles": 26, "at_limit": "count"},
        {"max_battles": 50, "at_limit": "draw"},
        {"aces": "low"},
    ],
)
def test_endings_are_pseudo_localized_too(knobs: dict[str, object]) -> None:
    for deal in (3, 5):
        assert narrated_words(Rules().replace(**knobs), deal) == []


@pytest.mark.parametrize("preset", PRESETS)
def test_plain_mode_shows_nothing_unlocalized(preset: str) -> None:
    out = io.StringIO()
    session = plain_game(get_translator("en-XA"), Rules.preset(preset), 9, out, new_deal=lambda: 10)
    session.run(key + "\n" for key in ["", "", "10", "zz", "f", "", "n", "r", "q"])
    text = out.getvalue()
    assert text.count("\n") > 10
    assert unlocalized_words(text, ignore={"zz"}) == []  # "zz" is what the player typed
