"""Numbered deals replay exactly, everywhere; the game's own PCG32 is the reference one."""

from __future__ import annotations

import pytest

from warkit.engine import (
    CARDS,
    Card,
    DealError,
    DeckError,
    Game,
    Rules,
    deal_order,
    format_deck,
    parse_deck,
)
from warkit.engine.rng import WarRandom

GOLDEN_DEALS = {
    1: "9S JC QC TH 6S TS 9H 6H 4H 4S 5D AD 4D 3H 2S 5S JS JD KC 6C AS QH TC 2C JH QS 8D 4C AH KD "
    "7C 5H TD 8C 3D 7S KH 2H 9D 8H 8S 3C QD 3S KS AC 9C 5C 7H 2D 7D 6D",
    2: "4H 8H 8C 7D 4S TD JH AS TH 6H 3S 3D 7C QS 3C 4C KD 2S 4D 2D QC 5C KH 3H 8D TC KC 2H AC 7H "
    "AD KS 5D 6D 6C 9H 6S 5S JC AH JS 9C TS 2C 9D 7S 9S QH 5H JD 8S QD",
    4294967295: "AD QD 4S 8C TD 4D 2S 5H 6D QC 5S AS JH 5C KC 7D 6S 7S TC AH 9C 2D 8S JC TS 9S 6H JS "
    "QS 4C 3H 2C 7H TH 9H KS 4H AC 3D QH 3C JD 2H 8H KD 8D KH 9D 6C 3S 5D 7C",
}


@pytest.mark.parametrize("deal", sorted(GOLDEN_DEALS))
def test_deal_number_gives_the_pinned_deck(deal: int) -> None:
    assert format_deck([CARDS[i] for i in deal_order(deal)]) == GOLDEN_DEALS[deal]


def test_generator_matches_the_pcg32_reference_outputs() -> None:
    # pcg32_srandom_r(&rng, 42u, 54u) in the reference C implementation.
    rng = WarRandom(42, stream=54)
    assert [rng.next_u32() for _ in range(6)] == [
        0xA15C02B7, 0x7B47F409, 0xBA1D3330, 0x83D2F293, 0xBFA4784B, 0xCBED606E,
    ]


def test_bounded_numbers_stay_in_range_and_cover_it() -> None:
    rng = WarRandom(7)
    seen = {rng.below(5) for _ in range(200)}
    assert seen == {0, 1, 2, 3, 4}


def test_whole_game_of_a_deal_is_pinned() -> None:
    game = Game(Rules(), deal=2)
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.result, game.battles, game.wars, game.longest_war, game.biggest_haul, game.counts) == (
        "win", 134, 10, 2, 10, (0, 52),
    )


def test_the_deck_of_a_deal_replays_as_the_same_game_with_its_seed() -> None:
    by_deal = Game(Rules(max_battles=0), deal=11)
    by_deck = Game(Rules(max_battles=0), deck=by_deal.deck, seed=11)
    by_deal.play_to_end()
    by_deck.play_to_end()
    assert by_deal.log[1:] == by_deck.log[1:]  # all but the Dealt event, which names the deal


@pytest.mark.parametrize("bad", [0, -1, 2**32, "7", True])
def test_deal_numbers_outside_the_range_are_refused(bad: object) -> None:
    with pytest.raises(DealError):
        Game(Rules(), deal=bad)  # type: ignore[arg-type]


def test_card_codes_round_trip() -> None:
    for card in CARDS:
        assert Card.parse(str(card)) is card
        assert eval(repr(card)) == card
    assert str(Card.parse("10d")) == "TD"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("ZZ " + GOLDEN_DEALS[1][3:], "unknown"),
        ("9S " + GOLDEN_DEALS[1][3:].replace("JC", "9S"), "duplicate"),
        ("9S JC", "missing"),
        (GOLDEN_DEALS[1] + " XX", "unknown"),
    ],
)
def test_bad_decks_name_the_problem(text: str, kind: str) -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck(text)
    assert caught.value.kind == kind


def test_a_whole_deck_parses_in_any_case() -> None:
    assert len(parse_deck(GOLDEN_DEALS[2].lower())) == 52


@pytest.mark.parametrize("state", [None, 0, 1, 2**63, 0xDEADBEEF12345678])
def test_shuffle_is_fisher_yates_with_below_for_every_length(state: int | None) -> None:
    # shuffle() inlines PCG32 and Lemire's method (two items through the output's top bit alone);
    # below() and next_u32() are the plain definitions it must agree with, rejections included.
    from warkit.engine.rng import WON_CARDS_STREAM

    for seed in range(1, 41):
        for length in range(0, 54):
            fast, plain = WarRandom(seed, WON_CARDS_STREAM), WarRandom(seed, WON_CARDS_STREAM)
            if state is not None:
                fast.state = plain.state = state
            shuffled, expected = list(range(length)), list(range(length))
            fast.shuffle(shuffled)
            for i in range(length - 1, 0, -1):
                j = plain.below(i + 1)
                expected[i], expected[j] = expected[j], expected[i]
            assert shuffled == expected and fast.state == plain.state, (seed, length)
