"""The English source keeps one vocabulary (locale/README.md, "The English source"), and the forms
the languages need for it are used where the game speaks."""

from __future__ import annotations

import re

import polib
import pytest

from warkit.commands.simulate import format_report
from warkit.engine import Game, Rules
from warkit.engine.simulate import simulate
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator
from warkit.narration import Narrator
from warkit.resources import shipped_locale_dir

TEMPLATE = shipped_locale_dir() / "warkit.pot"


def _english() -> list[str]:
    texts = []
    for entry in polib.pofile(str(TEMPLATE)):
        if entry.msgid:
            texts += [entry.msgid] + ([entry.msgid_plural] if entry.msgid_plural else [])
    return texts


def test_round_is_never_used_a_game_is_a_game_and_a_battle_a_battle() -> None:
    rounds = [text for text in _english() if re.search(r"\b[Rr]ounds?\b", text)]
    assert not rounds, "“round” is not in warkit's vocabulary:\n" + "\n".join(rounds)


def test_a_plain_turn_of_cards_is_called_a_battle_in_the_guide() -> None:
    english = _english()
    assert "A plain battle" in english
    assert "Example: a plain battle" in english


def test_a_new_game_is_started_and_a_deal_is_replayed() -> None:
    english = _english()
    assert "New game" in english and "Replay this deal" in english
    assert not [text for text in english if re.search(r"\bdeals? a new\b", text)]


def _guide(language: str, rules: Rules) -> str:
    return render_document(rules, get_translator(language)).markdown("github")


@pytest.mark.parametrize(
    ("language", "one_card"),
    [("en", r"\b1 card\b"), ("ms", r"\b1 kad\b"), ("fr", r"\b1 carte\b"), ("ru", r"\b1 карт")],
)
def test_one_face_down_card_is_spelled_out_never_a_digit_beside_one(
    language: str, one_card: str
) -> None:
    guide = _guide(language, Rules().replace(face_down=1))
    assert not re.findall(rf"[^\n]*{one_card}[^\n]*", guide)


def test_two_face_down_cards_are_still_counted() -> None:
    guide = _guide("en", Rules().replace(face_down=2))
    assert "Each player in the war puts 2 cards face down and then one card face up." in guide


def test_simulate_writes_deal_numbers_as_deal_takes_them() -> None:
    """A deal number is an identifier: 12345, never 12,345 or (German) 12.345."""
    report = simulate(Rules(), 3, first_deal=12345)
    first_line = format_report(report, get_translator("en")).splitlines()[0]
    assert first_line == "3 games played (deals 12345 to 12347)."
    assert format_report(report, get_translator("de")).splitlines()[0] == "3 Spiele gespielt (Spielnummern 12345 bis 12347)."


def _first_lines(language: str, count: int) -> list[str]:
    game = Game(Rules(), deal=7)
    narrator = Narrator(get_translator(language), game.rules)
    lines: list[str] = []
    while len(lines) < count and game.can_step():
        lines += [line for line in narrator.narrate(game.step()) if line]
    return lines


def test_german_says_whose_card_won() -> None:
    lines = _first_lines("de", 4)
    assert "Die 9 des Computers schlägt deine 4. Der Computer bekommt 2 Karten." in lines
    assert "Deine 9 schlägt die 7. Du bekommst 2 Karten." in lines


def test_russian_says_each_turned_a_six() -> None:
    lines = " ".join(_first_lines("ru", 40))
    assert "Оба открывают по шестёрке: война!" in lines
    assert "Компьютер побеждает: его девятка бьёт вашу четвёрку." in lines


def test_french_names_the_owner_in_the_rank() -> None:
    lines = _first_lines("fr", 4)
    assert "Avec son 9, l’ordinateur bat ton 4. Il prend 2 cartes." in lines


def test_the_rules_in_use_are_a_list_of_their_own_under_their_sentence() -> None:
    guide = _guide("en", Rules())
    # The rules in use are the box at a glance under the title: a table of its own.
    assert "## At a glance\n\n| Rules | Classic |\n|---|---|\n| Players | 2 players |\n" in guide


@pytest.mark.parametrize(
    ("language", "players", "starts"),
    [
        ("nb", 2, ("Du vant ", "Datamaskinen vant ")),
        ("en", 2, ("You won ", "The computer won ")),
        ("en", 3, ("You won ", "West won ", "East won ")),
        ("de", 2, ("Du hast ", "Der Computer hat ")),
    ],
)
def test_simulate_names_each_winner_as_the_subject_of_a_whole_sentence(
    language: str, players: int, starts: tuple[str, ...]
) -> None:
    """A pile's label ("Computer", «Datamaskin») is no sentence's subject: each seat has its own
    sentence, so Norwegian says «Datamaskinen vant 9 spill»."""
    report = simulate(Rules().replace(players=players), 20, first_deal=1)
    lines = format_report(report, get_translator(language)).splitlines()
    seat_lines = lines[1 : 1 + len(starts)]
    assert tuple(line[: len(start)] for line, start in zip(seat_lines, starts, strict=True)) == starts
