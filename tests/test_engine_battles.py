"""Golden battles, straight from the rule texts."""

from __future__ import annotations

from conftest import hand, position

from warkit.engine import (
    CardsPutDown,
    CardsReturned,
    GameOver,
    Phase,
    PileTaken,
    PlayerOut,
    PlayerShort,
    Reason,
    WarDeclared,
)


def taken(events: list) -> PileTaken:
    return next(e for e in events if isinstance(e, PileTaken))


def test_higher_card_takes_both() -> None:
    game = position("QH 2C", "9S 3C")
    events = game.step()
    pile = taken(events)
    assert (pile.seat, str(pile.card), len(pile.cards)) == (0, "QH", 2)
    assert game.counts == (3, 1)


def test_two_nines_tie_each_hides_one_and_king_beats_seven_for_six_cards() -> None:
    game = position("9H 4C KS 2C", "9C 5D 7S 3C")
    first = game.step()
    assert isinstance(first[-1], WarDeclared) and first[-1].seats == (0, 1)
    assert game.phase is Phase.WAR
    war = game.step()
    put = [e for e in war if isinstance(e, CardsPutDown)]
    assert [(len(p.face_down), str(p.face_up)) for p in put] == [(1, "KS"), (1, "7S")]
    pile = taken(war)
    assert (pile.seat, len(pile.cards), pile.wars) == (0, 6, 1)
    assert game.counts == (7, 1)


def test_double_war_takes_ten_cards() -> None:
    game = position("9H 4C 8S 2C KS 2D", "9C 5D 8H 3C 7S 3D")
    events = game.play_battle()
    assert sum(isinstance(e, WarDeclared) for e in events) == 2
    assert len(taken(events).cards) == 10
    assert game.wars == 2 and game.longest_war == 2 and game.biggest_haul == 10


def test_three_face_down_war_is_worth_ten_cards() -> None:
    game = position("9H 2C 3C 4C KS 2D", "9C 2H 3H 4H 7S 3D", face_down=3)
    events = game.play_battle()
    assert len(taken(events).cards) == 10
    assert game.counts == (11, 1)


def test_no_face_down_war_turns_one_more_card_each() -> None:
    game = position("9H KS 2D", "9C 7S 3D", face_down=0)
    events = game.play_battle()
    assert len(taken(events).cards) == 4


def test_face_down_layers_go_down_one_at_a_time_in_seat_order() -> None:
    game = position("9H 2C 3C KS", "9C 2H 3H 7S", face_down=2, won_cards="played")
    game.play_battle()
    assert [str(c) for c in game.pile(0)] == [
        "9H", "9C", "2C", "2H", "3C", "3H", "KS", "7S",
    ]


def test_lose_rule_one_short_player_loses_the_war_and_the_game() -> None:
    game = position("9H 4C KS 2C", "9C 5D")
    events = game.play_battle()
    assert any(isinstance(e, PlayerShort) and e.seat == 1 and e.cards == 1 for e in events)
    out = next(e for e in events if isinstance(e, PlayerOut))
    assert (out.seat, out.why, [str(c) for c in out.cards_to_table]) == (1, "short", ["5D"])
    assert taken(events).seat == 0
    assert game.outcome is not None and game.outcome.reason is Reason.SHORT and game.outcome.winner == 0
    assert game.counts == (6, 0)


def test_lose_rule_both_short_is_a_draw() -> None:
    game = position("9H 4C", "9C 5D")
    game.play_battle()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)
    assert game.counts == (2, 2)  # each takes their own cards back


def test_both_short_count_gives_the_game_to_the_most_cards() -> None:
    game = position("9H 4C 5C", "9C 5D", face_down=3, both_short="count")
    events = game.play_battle()
    assert any(isinstance(e, CardsReturned) for e in events)
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, 0)
    assert game.counts == (3, 2)


def test_both_short_count_with_equal_cards_is_a_draw() -> None:
    game = position("9H 4C", "9C 5D", face_down=3, both_short="count")
    game.play_battle()
    assert game.outcome is not None and game.outcome.winner is None


def test_last_card_rule_player_with_two_cards_puts_one_down_and_turns_the_last() -> None:
    game = position("9H 2C 3C 4C KS 2D", "9C 5D QS", face_down=3, run_out="last-card")
    events = game.play_battle()
    put = {p.seat: p for p in events if isinstance(p, CardsPutDown)}
    assert (len(put[1].face_down), str(put[1].face_up)) == (1, "QS")
    assert (len(put[0].face_down), str(put[0].face_up)) == (3, "KS")
    assert taken(events).seat == 0


def test_last_card_rule_player_with_one_card_turns_it_face_up() -> None:
    game = position("9H 2C KS", "9C AS", run_out="last-card")
    events = game.play_battle()
    put = {p.seat: p for p in events if isinstance(p, CardsPutDown)}
    assert (put[1].face_down, str(put[1].face_up)) == ((), "AS")
    assert taken(events).seat == 1


def test_last_card_rule_player_with_no_cards_keeps_their_face_up_card() -> None:
    game = position("9H 2C 8S", "9C", run_out="last-card")
    events = game.play_battle()
    put = {p.seat: p for p in events if isinstance(p, CardsPutDown)}
    assert put[1].face_up is None and str(put[1].kept) == "9C"
    pile = taken(events)
    assert (pile.seat, str(pile.card)) == (1, "9C")  # the kept 9 beats the 8
    assert game.counts == (0, 4)
    assert game.outcome is not None and game.outcome.winner == 1


def test_last_card_rule_everyone_out_of_cards_is_decided_by_both_short() -> None:
    game = position("9H", "9C", run_out="last-card")
    game.play_battle()
    assert game.outcome is not None and game.outcome.reason is Reason.BOTH_SHORT


def test_three_players_deal_sets_one_card_aside_unseen() -> None:
    from warkit.engine import Game, Rules

    game = Game(Rules(players=3), deal=7)
    assert game.counts == (17, 17, 17)
    assert game.set_aside == game.deck[-1]
    game.play_to_end()
    assert sum(game.counts) == 51


def test_four_players_only_the_two_tied_players_fight_and_the_winner_takes_all() -> None:
    game = position("9H 2C KS", "9C 3C 7S", "5D 4D", "8H 6H")
    first = game.step()
    assert isinstance(first[-1], WarDeclared) and first[-1].seats == (0, 1)
    war = game.step()
    assert {p.seat for p in war if isinstance(p, CardsPutDown)} == {0, 1}
    pile = taken(war)
    assert (pile.seat, len(pile.cards)) == (0, 8)
    assert game.counts == (8, 0, 1, 1)
    assert game.in_game == (0, 2, 3)


def test_tied_players_all_short_with_others_in_the_battle_go_out_and_the_rest_decide() -> None:
    game = position("9H", "9C", "5D 4D", "8H 6H")
    events = game.play_battle()
    assert {e.seat for e in events if isinstance(e, PlayerOut)} == {0, 1}
    pile = taken(events)
    assert (pile.seat, str(pile.card), len(pile.cards)) == (3, "8H", 4)
    assert game.in_game == (2, 3)


def test_aces_low_makes_the_two_beat_the_ace() -> None:
    game = position("AH 3C", "2S 4C", aces="low")
    assert taken(game.step()).seat == 1


def test_battle_limit_ends_in_a_draw() -> None:
    from warkit.engine import Game, Rules

    game = Game(Rules(), deal=1)
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner, game.battles) == (Reason.LIMIT, None, 500)
    assert isinstance(game.log[-1], GameOver)


def test_short_game_is_decided_by_count() -> None:
    from warkit.engine import Game, Rules

    game = Game(Rules(max_battles=26, at_limit="count"), deal=3)
    game.play_to_end()
    assert game.outcome is not None and game.outcome.reason is Reason.LIMIT
    assert game.battles == 26
    leader = max(range(2), key=lambda seat: game.counts[seat])
    assert game.outcome.winner == (leader if game.counts[0] != game.counts[1] else None)


def test_fixed_order_that_comes_back_is_a_draw_by_repeat() -> None:
    # Two cards each, always the same winner order: the position repeats after two battles.
    game = position("KH 2C", "2H KC", won_cards="played", max_battles=0)
    game.play_to_end()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.REPEAT, None)


def test_winner_first_puts_the_winners_own_cards_under_first() -> None:
    game = position("QH 2C", "9S 3C", won_cards="winner-first")
    pile = taken(game.step())
    assert [str(c) for c in pile.cards] == ["QH", "9S"]
    game2 = position("9S 2C", "QH 3C", won_cards="winner-first")
    assert [str(c) for c in taken(game2.step()).cards] == ["QH", "9S"]


def test_history_records_every_seats_count_after_each_battle() -> None:
    game = position("QH 2C", "9S 3C")
    game.play_to_end()
    assert game.history[0] == (3, 1)
    assert len(game.history) == game.battles


def test_hand_helper_reads_codes() -> None:
    assert [str(c) for c in hand("10h qs")] == ["TH", "QS"]


def test_lose_rule_player_with_no_cards_after_the_tie_loses_the_war() -> None:
    game = position("9H", "9C 5D 6D")
    events = game.play_battle()
    short = next(e for e in events if isinstance(e, PlayerShort))
    assert (short.seat, short.cards, short.needed) == (0, 0, 2)
    assert taken(events).seat == 1 and game.counts == (0, 4)
    assert game.outcome is not None and game.outcome.reason is Reason.SHORT


def test_lose_rule_player_with_exactly_two_cards_can_finish_a_one_card_war() -> None:
    game = position("9H 4C KS", "9C 5D 7S 3C")
    events = game.play_battle()
    assert not any(isinstance(e, PlayerShort) for e in events)
    assert taken(events).seat == 0 and game.counts == (6, 1)
    assert game.outcome is None


def test_three_players_two_tie_and_the_third_card_goes_to_the_war_winner() -> None:
    game = position("9H 4C KS", "9C 5D 7S", "3D 2H")
    events = game.play_battle()
    assert [e.seats for e in events if isinstance(e, WarDeclared)] == [(0, 1)]
    assert (taken(events).seat, len(taken(events).cards)) == (0, 7)
    assert game.counts == (7, 0, 1)


# --- both-short "first-out": everyone in the war is short, the one who runs out first loses ---


def test_first_out_two_players_fewer_cards_runs_out_first_and_loses() -> None:
    game = position("9H 4C", "9C 5D 6D", face_down=3, both_short="first-out")
    events = game.play_battle()
    assert [(e.seat, e.cards) for e in events if isinstance(e, PlayerShort)] == [(0, 1), (1, 2)]
    out = next(e for e in events if isinstance(e, PlayerOut))
    assert (out.seat, out.why, [str(c) for c in out.cards_to_table]) == (0, "first-out", ["4C"])
    pile = taken(events)
    assert (pile.seat, pile.beaten, len(pile.cards)) == (1, (), 3)
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 1)
    assert game.counts == (0, 5)


def test_first_out_two_players_equal_cards_run_out_together_a_draw() -> None:
    game = position("9H 4C", "9C 5D", face_down=3, both_short="first-out")
    game.play_battle()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)
    assert game.counts == (2, 2)


def test_first_out_with_last_card_the_player_already_out_of_cards_loses() -> None:
    # Without first-out the kept 9 would fight the 5 and win; with it, no cards left is fewest.
    game = position("9H", "9C 5D", run_out="last-card", both_short="first-out")
    events = game.play_battle()
    out = next(e for e in events if isinstance(e, PlayerOut))
    assert (out.seat, out.why) == (0, "first-out")
    assert not any(isinstance(e, CardsPutDown) for e in events)
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 1)
    assert game.counts == (0, 3)


def test_first_out_with_last_card_one_short_player_still_plays_their_last_card() -> None:
    game = position("9H", "9C 5D 8D", run_out="last-card", both_short="first-out")
    events = game.play_battle()
    put = {p.seat: p for p in events if isinstance(p, CardsPutDown)}
    assert str(put[0].kept) == "9H" and str(put[1].face_up) == "8D"
    assert taken(events).seat == 0 and game.counts == (4, 0)


def test_first_out_with_last_card_no_cards_left_on_either_side_is_a_draw() -> None:
    game = position("9H", "9C", run_out="last-card", both_short="first-out")
    game.play_battle()
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)


def test_first_out_three_players_fewest_drop_out_and_the_most_cards_take_the_table() -> None:
    game = position("9H", "9C 2D", "9D 3D 4D", face_down=3, both_short="first-out")
    events = game.play_battle()
    assert [(e.seat, e.why) for e in events if isinstance(e, PlayerOut)] == [(0, "first-out"), (1, "first-out")]
    pile = taken(events)
    assert (pile.seat, len(pile.cards)) == (2, 4)
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 2)
    assert game.counts == (0, 0, 6)


def test_first_out_three_players_last_card_fewest_drop_out() -> None:
    game = position("9H", "9C 2D", "9D 3D 4D", face_down=3, run_out="last-card", both_short="first-out")
    game.play_battle()
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 2)


def test_first_out_three_players_most_cards_tied_is_a_draw() -> None:
    game = position("9H", "9C 2D", "9D 3D", face_down=3, both_short="first-out")
    events = game.play_battle()
    assert not any(isinstance(e, PlayerOut) for e in events)
    assert game.outcome is not None
    assert (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)


def test_first_out_does_not_apply_while_others_are_still_in_the_battle() -> None:
    game = position("9H", "9C 2D", "5D 4D", both_short="first-out")
    events = game.play_battle()
    assert [(e.seat, e.why) for e in events if isinstance(e, PlayerOut)] == [(0, "short"), (1, "short")]
    assert taken(events).seat == 2


def test_first_out_with_last_card_and_others_in_the_battle_the_short_tied_players_go_out() -> None:
    # Every tied player is short: no last card is played, and the others settle the battle.
    game = position("9H 2C", "9C 2D 3D", "5D 4D", face_down=3, run_out="last-card", both_short="first-out")
    events = game.play_battle()
    assert [(e.seat, e.why) for e in events if isinstance(e, PlayerOut)] == [(0, "short"), (1, "short")]
    assert taken(events).seat == 2


def test_first_out_four_players_the_most_cards_win_the_war() -> None:
    game = position("9H", "9C 2D", "9D 3D 4D", "9S 5S 6S", face_down=3, both_short="first-out")
    game.play_battle()
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.BOTH_SHORT, None)
    game = position("9H", "9C 2D", "9D 3D 4D", "9S 5S", face_down=3, both_short="first-out")
    game.play_battle()
    assert game.outcome is not None and (game.outcome.reason, game.outcome.winner) == (Reason.SHORT, 2)
    assert game.counts == (0, 0, 8, 0)
