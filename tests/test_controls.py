"""The controls list: what the footer shows and the guide describes, in every language."""

from __future__ import annotations

import pytest

from warkit.controls import (
    BACK,
    CONTROLS,
    bound_keys,
    control,
    control_description,
    control_label,
    key_label,
    keys_label,
)
from warkit.i18n import get_translator
from warkit.i18n.pseudo import unlocalized_words

ACTIONS = ("turn", "ten", "auto", "finish", "new", "replay", "deal", "settings", "help", "stats", "log", "quit")


def test_every_control_the_issue_names_is_there_in_order() -> None:
    assert tuple(item.action for item in CONTROLS) == ACTIONS


def test_no_two_controls_share_a_key() -> None:
    keys = [key for item in (*CONTROLS, BACK) for key in item.keys]
    assert len(keys) == len(set(keys))


def test_turn_cards_takes_space_enter_and_a_click() -> None:
    turn = control("turn")
    assert turn.keys == ("space", "enter")
    assert turn.mouse


def test_english_labels_and_keys() -> None:
    t = get_translator("en")
    assert control_label(control("finish"), t) == "Finish the game"
    assert keys_label(control("turn"), t) == ("Space", "Enter")
    assert key_label("f1", t) == "F1"


def test_malay_labels_differ_from_english() -> None:
    en, ms = get_translator("en"), get_translator("ms")
    for item in CONTROLS:
        assert control_label(item, ms) != control_label(item, en), item.action


@pytest.mark.parametrize("item", (*CONTROLS, BACK), ids=lambda item: item.action)
def test_labels_and_descriptions_come_from_the_catalog(item) -> None:
    t = get_translator("en-XA")
    text = " ".join([control_label(item, t), control_description(item, t), *keys_label(item, t)])
    assert unlocalized_words(text) == []


def test_an_unknown_control_is_a_key_error() -> None:
    with pytest.raises(KeyError):
        control("undo")


def test_every_letter_the_footer_shows_is_bound_in_both_cases() -> None:
    """The footer shows letters as capitals; Shift and Caps Lock send Textual the capital's key
    name, so the table and the summary bind each letter both ways."""
    from warkit.tui.screens.summary import SUMMARY_CONTROLS, SummaryScreen
    from warkit.tui.screens.table import TableScreen

    assert bound_keys(control("ten")) == ("t", "T")
    assert bound_keys(control("turn")) == ("space", "enter")
    for screen, shown in ((TableScreen, CONTROLS), (SummaryScreen, SUMMARY_CONTROLS)):
        bound = {key for binding in screen.BINDINGS for key in binding.key.split(",")}
        letters = [key for item in shown for key in item.keys if len(key) == 1 and key.isalpha()]
        assert letters
        for letter in letters:
            assert {letter, letter.upper()} <= bound, (screen.__name__, letter)
