"""The narrator says what happened in whole sentences, for every event and every rule variant."""

from __future__ import annotations

import pytest

from warkit.engine import Card, Game, Rules
from warkit.engine.events import (
    CardsPutDown,
    CardsReturned,
    Dealt,
    GameOver,
    GameStats,
    Outcome,
    PileTaken,
    Play,
    PlayerOut,
    PlayerShort,
    Reason,
    WarDeclared,
)
from warkit.i18n import get_translator
from warkit.narration import Narrator


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in codes.split())


def narrator(**knobs: object) -> Narrator:
    return Narrator(get_translator("en"), Rules().replace(**knobs))


def stats(battles: int = 10, cards_: tuple[int, ...] = (26, 26)) -> GameStats:
    return GameStats(battles=battles, wars=0, longest_war=0, biggest_haul=2, cards=cards_)


def stacked(first: str, rules: Rules) -> Game:
    """A game whose deck starts with ``first`` (dealt in turn) and goes on with the other cards."""
    top = list(cards(first))
    rest = [
        card
        for card in (Card.parse(r + s) for r in "23456789TJQKA" for s in "CDHS")
        if card not in top
    ]
    return Game(rules, deck=top + rest)


def test_your_queen_beats_the_nine() -> None:
    game = stacked("QH 9S", Rules())
    events = game.step()
    assert Narrator(get_translator("en"), game.rules).narrate(events) == [
        "Your Queen beats the 9. You take 2 cards."
    ]


def test_the_computers_king_beats_your_seven() -> None:
    game = stacked("7H KS", Rules())
    assert Narrator(get_translator("en"), game.rules).narrate(game.step()) == [
        "The computer's King beats your 7. It takes 2 cards."
    ]


def test_a_tie_declares_war_and_says_what_each_puts_down() -> None:
    game = stacked("7H 7S", Rules())
    assert Narrator(get_translator("en"), game.rules).narrate(game.step()) == [
        "Both turn a 7: war! Each puts one card face down and one face up."
    ]


def test_the_war_step_tells_who_wins_the_war() -> None:
    game = stacked("7H 7S 2C 3C JD 4D", Rules())
    game.step()
    assert Narrator(get_translator("en"), game.rules).narrate(game.step()) == [
        "Your Jack beats the 4: you win the war and take 6 cards."
    ]


@pytest.mark.parametrize(
    ("face_down", "sentence"),
    [
        (0, "Both turn an 8: war! Each puts one more card face up."),
        (1, "Both turn an 8: war! Each puts one card face down and one face up."),
        (2, "Both turn an 8: war! Each puts 2 cards face down and one face up."),
        (3, "Both turn an 8: war! Each puts 3 cards face down and one face up."),
    ],
)
def test_war_explains_the_face_down_rule_in_play(face_down: int, sentence: str) -> None:
    event = WarDeclared(battle=1, war=1, seats=(0, 1), rank=8)
    assert narrator(face_down=face_down).describe(event) == sentence


def test_a_war_that_ties_on_its_own_rank_again_says_again() -> None:
    event = WarDeclared(battle=1, war=2, seats=(0, 1), rank=14, same_rank=True)
    assert (
        narrator().describe(event)
        == "Both turn an Ace again: another war! Each puts one card face down and one face up."
    )


def test_a_war_that_ties_on_a_new_rank_is_another_war_without_again() -> None:
    """A war on 7s whose new face-up cards tie on 8s: the 8s are not turned "again"."""
    game = stacked("7H 7S 2C 3C 8D 8S 4C 5C KD 6D", Rules())
    narrate = Narrator(get_translator("en"), game.rules).narrate
    assert narrate(game.step()) == ["Both turn a 7: war! Each puts one card face down and one face up."]
    assert narrate(game.step()) == ["Both turn an 8: another war! Each puts one card face down and one face up."]


def test_a_war_that_ties_on_the_same_rank_again_is_told_so() -> None:
    game = stacked("7H 7S 2C 3C 7D 7C 4C 5C KD 6D", Rules())
    narrate = Narrator(get_translator("en"), game.rules).narrate
    game.step()
    assert narrate(game.step()) == ["Both turn a 7 again: another war! Each puts one card face down and one face up."]


@pytest.mark.parametrize(
    ("seats", "again", "another"),
    [
        ((1, 3), "West and East turn a 9 again: another war!", "West and East turn a 9: another war!"),
        ((0, 2), "You and North turn a 9 again: another war!", "You and North turn a 9: another war!"),
        ((0, 1, 2), "You, West and North turn a 9 again: another war!", "You, West and North turn a 9: another war!"),
        ((0, 1, 2, 3), "All four turn a 9 again: another war!", "All four turn a 9: another war!"),
    ],
)
def test_four_players_tell_the_same_rank_again_from_a_new_rank(seats: tuple[int, ...], again: str, another: str) -> None:
    n = narrator(players=4)
    assert n.describe(WarDeclared(1, 2, seats, 9, same_rank=True)).startswith(again)
    assert n.describe(WarDeclared(1, 2, seats, 9, same_rank=False)).startswith(another)


def test_short_player_under_lose_cannot_finish_and_loses() -> None:
    n = narrator(run_out="lose")
    assert (
        n.describe(PlayerShort(seat=0, cards=1, needed=2))
        == "You have only 1 card left, not enough for the war."
    )
    assert n.describe(PlayerOut(seat=0, why="short", cards_to_table=cards("2C"))) == (
        "You cannot finish the war and lose the game."
    )
    assert n.describe(PileTaken(1, 1, Card.parse("9S"), (), cards("9S 9H 2C"), 1)) == (
        "The computer takes the 3 cards on the table."
    )


def test_last_card_rule_tells_the_cards_actually_put_down() -> None:
    n = narrator(run_out="last-card", face_down=3)
    assert n.describe(PlayerShort(seat=1, cards=2, needed=4)) is None
    assert n.describe(CardsPutDown(seat=1, face_down=cards("2C"), face_up=Card.parse("KD"))) == (
        "The computer has only 2 cards left: it puts all but the last face down and turns up a King."
    )
    assert n.describe(CardsPutDown(seat=0, face_down=(), face_up=None, kept=Card.parse("8D"))) == (
        "You have no cards left and keep your 8 face up for the rest of the war."
    )
    assert n.describe(CardsPutDown(seat=0, face_down=(), face_up=Card.parse("AD"))) == (
        "You have only one card left: you turn up an Ace."
    )


def test_a_full_war_step_says_nothing_on_its_own() -> None:
    assert (
        narrator().describe(CardsPutDown(seat=0, face_down=cards("2C"), face_up=Card.parse("AD")))
        is None
    )


def test_the_game_is_a_draw_at_the_battle_limit() -> None:
    outcome = Outcome(Reason.LIMIT, None)
    assert (
        narrator().outcome_sentence(outcome, stats(battles=500))
        == "At the battle limit of 500 battles the game is a draw."
    )


def test_a_short_game_is_won_by_the_most_cards() -> None:
    n = narrator(max_battles=26, at_limit="count")
    assert n.outcome_sentence(Outcome(Reason.LIMIT, 1), stats(26, (20, 32))) == (
        "At the battle limit of 26 battles the computer holds the most cards and wins the game."
    )
    assert n.outcome_sentence(Outcome(Reason.LIMIT, None), stats(26)) == (
        "At the battle limit of 26 battles no one holds more cards than everyone else: the game is a draw."
    )


@pytest.mark.parametrize("at_limit", ["draw", "count"])
def test_with_no_battle_limit_the_stop_at_100000_battles_is_a_draw_and_says_so(at_limit: str) -> None:
    """The engine stops every game at 100,000 battles as a draw, whatever --at-limit says."""
    n = narrator(max_battles=0, at_limit=at_limit)
    assert n.outcome_sentence(Outcome(Reason.LIMIT, None), stats(100_000)) == (
        "No game goes on past 100,000 battles: this one stops there as a draw."
    )


def test_both_short_draw_and_count() -> None:
    assert narrator(both_short="draw").outcome_sentence(
        Outcome(Reason.BOTH_SHORT, None), stats()
    ) == ("Neither of you can finish the war: the game is a draw.")
    n = narrator(both_short="count")
    assert n.describe(CardsReturned((30, 22))) == (
        "Neither of you can finish the war: each takes back their own cards to count them."
    )
    assert n.outcome_sentence(Outcome(Reason.BOTH_SHORT, 0), stats(cards_=(30, 22))) == (
        "The war could not be finished, and with 30 cards you hold the most: you win the game!"
    )
    assert n.outcome_sentence(Outcome(Reason.BOTH_SHORT, None), stats(cards_=(26, 26))) == (
        "The war could not be finished, and no one holds more cards than everyone else: the game is a draw."
    )


@pytest.mark.parametrize(
    ("players", "winner", "sentence"),
    [
        (2, 1, "You ran out of cards in the war: the computer wins the game."),
        (2, 0, "The computer ran out of cards in the war: you win the game!"),
        (4, 0, "Everyone else ran out of cards by the end of a war: you win the game!"),
        (4, 2, "Everyone else ran out of cards by the end of a war: North wins the game."),
    ],
)
def test_a_game_won_because_the_others_ran_out_in_a_war_says_so(players: int, winner: int, sentence: str) -> None:
    n = narrator(players=players)
    assert n.outcome_sentence(Outcome(Reason.SHORT, winner), stats(cards_=(26,) * players)) == sentence


def test_a_repeated_position_is_a_draw() -> None:
    sentence = narrator(won_cards="played").outcome_sentence(Outcome(Reason.REPEAT, None), stats())
    assert sentence.endswith("it is a draw.")


def test_four_players_are_named_by_compass_point() -> None:
    n = narrator(players=4)
    assert [n.seat_name(seat) for seat in range(4)] == ["You", "West", "North", "East"]
    assert n.describe(WarDeclared(1, 1, (1, 3), 11)) == (
        "West and East turn a Jack: war between them! Each puts one card face down and one face up."
    )
    assert n.describe(WarDeclared(1, 1, (0, 1, 2), 5)).startswith(
        "You, West and North turn a 5: war!"
    )
    taken = PileTaken(1, 2, Card.parse("QS"), (Play(0, Card.parse("3C")),), cards("QS 3C 4C 5C"), 0)
    assert n.describe(taken) == "North's Queen is the highest card. North takes 4 cards."
    assert n.describe(PlayerOut(3, "no-cards")) == "East has no cards left and is out of the game."


def test_three_players_deal_sets_a_card_aside() -> None:
    event = Dealt(deal=12, counts=(17, 17, 17), set_aside=Card.parse("2C"))
    assert narrator(players=3).describe(event) == (
        "Deal 12: everyone gets 17 cards face down. One card is set aside unseen."
    )


@pytest.mark.parametrize(
    ("players", "counts", "line"),
    [
        (2, (27, 25), "Cards: You 27, Computer 25"),
        (3, (27, 16, 9), "Cards: You 27, West 16, East 9"),
        (4, (27, 9, 8, 8), "Cards: You 27, West 9, North 8, East 8"),
    ],
)
def test_counts_line_lists_every_pile_by_its_label(
    players: int, counts: tuple[int, ...], line: str
) -> None:
    n = narrator(players=players)
    names = [n.seat_name(seat) for seat in range(players)]
    assert line == "Cards: " + ", ".join(
        f"{name} {count}" for name, count in zip(names, counts, strict=True)
    )
    assert n.counts_line(counts) == line


def test_chinese_counts_line_lists_the_seats_with_the_enumeration_comma_and_no_space() -> None:
    n = Narrator(get_translator("zh-Hans"), Rules().replace(players=4))
    you, west, north, east = (n.seat_name(seat) for seat in range(4))
    line = n.counts_line((27, 9, 8, 8))
    assert line == f"牌数：{you}27张、{west}9张、{north}8张、{east}8张"
    assert " " not in line


def test_summary_counts_battles_wins_and_wars() -> None:
    game = Game(Rules(), deal=7)
    events = game.play_battles(10)
    text = Narrator(get_translator("en"), game.rules).summary(events)
    assert text.startswith("10 battles were played.")
    assert "There w" in text
    assert "you win" not in text


def test_game_over_event_reads_as_the_outcome() -> None:
    event = GameOver(Outcome(Reason.ALL_CARDS, 0), stats(cards_=(52, 0)))
    assert narrator().describe(event) == "You have all the cards: you win the game!"


def every_event(players: int, face_down: int) -> list[object]:
    """One event of each kind and shape for every seat (the rare ones included)."""
    c = Card.parse
    events: list[object] = [
        Dealt(3, (52 // players,) * players, c("2C") if players == 3 else None),
        Dealt(None, (26, 26), None),
    ]
    for seat in range(players):
        others = [s for s in range(players) if s != seat]
        events += [
            PileTaken(1, seat, c("KS"), (Play(others[0], c("7H")),), cards("KS 7H"), 0),
            PileTaken(1, seat, c("KS"), (Play(others[0], c("7H")),), cards("KS 7H 2C 3C 4C 5C"), 1),
            PileTaken(1, seat, c("KS"), (), cards("KS 7H 2C"), 1),
            PlayerShort(seat, 0, face_down + 1),
            PlayerShort(seat, 1, face_down + 1),
            PlayerOut(seat, "short", cards("2C")),
            PlayerOut(seat, "no-cards"),
            CardsPutDown(seat, (), None, c("8D")),
            CardsPutDown(seat, (), c("8D")),
            CardsPutDown(seat, cards("2D 3D"), c("AD")),
        ]
    for war in (1, 2):
        for seats in ((0, 1), (1, 2), (0, 1, 2), (1, 2, 3), (0, 1, 2, 3)):
            if max(seats) < players and (players > 2 or seats == (0, 1)):
                events.append(WarDeclared(1, war, seats, 8))
    events.append(CardsReturned((10,) * players))
    for reason in Reason:
        for winner in (None, *range(players)):
            events.append(
                GameOver(Outcome(reason, winner), stats(26, (30,) + (22,) * (players - 1)))
            )
    return events


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("face_down", [0, 1, 2, 3])
@pytest.mark.parametrize("run_out", ["lose", "last-card"])
@pytest.mark.parametrize(("both_short", "at_limit"), [("draw", "draw"), ("count", "count")])
def test_every_event_is_told_in_whole_sentences(
    players: int, face_down: int, run_out: str, both_short: str, at_limit: str
) -> None:
    n = narrator(
        players=players,
        face_down=face_down,
        run_out=run_out,
        both_short=both_short,
        at_limit=at_limit,
    )
    for event in every_event(players, face_down):
        text = n.describe(event)  # type: ignore[arg-type]
        silent = isinstance(event, PlayerShort) and run_out == "last-card"
        silent = silent or (
            isinstance(event, CardsPutDown)
            and event.face_up is not None
            and len(event.face_down) >= face_down
        )
        if silent:
            assert text is None, event
            continue
        assert text, event
        assert "{" not in text and "}" not in text, text
        assert text[0].isupper() and text[-1] in ".!", text
        if players > 2:
            assert "computer" not in text.lower(), text
        else:
            assert not any(name in text for name in ("West", "North", "East")), text


def test_the_first_to_run_out_is_told_as_running_out_first() -> None:
    two = narrator(both_short="first-out")
    assert two.describe(PlayerOut(0, "first-out")) == "You run out of cards first and lose the game."
    assert two.describe(PlayerOut(1, "first-out")) == "The computer runs out of cards first and loses the game."
    three = narrator(players=3, both_short="first-out")
    assert three.describe(PlayerOut(0, "first-out")) == "You run out of cards first and are out of the game."
    assert three.describe(PlayerOut(1, "first-out")) == "West runs out of cards first and is out of the game."


def test_a_war_with_three_players_names_the_card_it_beats_not_the_highest_on_the_table() -> None:
    # Deal 5, three players: you and West tie on 7s; East's 6 stays on the table, out of the war.
    rules = Rules(players=3)
    game, n = Game(rules, deal=5), Narrator(get_translator("en"), rules)
    for _ in range(14):
        game.step()
    assert n.narrate(game.step()) == ["West's 4 beats your 2: West wins the war and takes 7 cards."]


def test_a_three_way_war_names_both_cards_it_beats() -> None:
    n = narrator(players=4)
    taken = PileTaken(1, 2, Card.parse("9S"), (Play(0, Card.parse("4C")), Play(3, Card.parse("2D"))), cards("9S 4C 2D"), 1)
    assert n.describe(taken) == "North's 9 beats your 4 and East's 2: North wins the war and takes 3 cards."
    mine = PileTaken(1, 0, Card.parse("9S"), (Play(1, Card.parse("4C")), Play(2, Card.parse("3C")), Play(3, Card.parse("2D"))), cards("9S 4C 3C 2D"), 1)
    assert n.describe(mine) == "Your 9 beats West's 4, North's 3 and East's 2: you win the war and take 4 cards."
