"""Rule knobs are data: one definition in the engine, from which every surface takes its part."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from test_guide import figures
from test_tui_support import choose_setting, make_app, setting_value

from warkit.choices import CUSTOM
from warkit.cli import build_parser
from warkit.commands.error_lines import describe_error
from warkit.commands.parsing import Refused
from warkit.commands.rule_flags import rules_from_args
from warkit.engine import PRESETS, Aces, AtLimit, Rules, RulesError, RunOut, WonCards, knobs
from warkit.engine import rules as rules_module
from warkit.engine.knobs import Knob, KnobValue
from warkit.guide.markdown import render_document
from warkit.i18n import get_translator
from warkit.narration.rule_words import WORDS, KnobWords
from warkit.storage import load_settings
from warkit.tui.screens.settings import SettingsScreen, fields


def test_every_knob_has_its_words() -> None:
    assert [knob.name for knob in knobs.KNOBS] == list(WORDS)


def test_every_knob_is_a_field_of_the_rules_with_the_knobs_default() -> None:
    assert {knob.name: knob.default for knob in knobs.KNOBS} == Rules().as_dict()


def test_a_knob_given_as_text_is_held_as_its_enum_member() -> None:
    rules = Rules(run_out="last-card", aces="low")
    assert rules.run_out is RunOut.LAST_CARD and rules.aces is Aces.LOW
    assert rules == Rules(run_out=RunOut.LAST_CARD, aces=Aces.LOW)


def test_a_knobs_value_reads_as_its_text_everywhere() -> None:
    assert str(WonCards.WINNER_FIRST) == f"{WonCards.WINNER_FIRST}" == "winner-first"
    assert json.dumps(Rules(won_cards="played").as_dict())  # plain JSON, no enum names
    assert Rules(won_cards="played").as_dict()["won_cards"] == "played"


def test_an_unknown_value_names_the_knob_and_the_allowed_values() -> None:
    with pytest.raises(RulesError) as raised:
        Rules(at_limit="maybe")
    assert (raised.value.knob, raised.value.choices) == ("at_limit", ("draw", "count"))


def test_the_presets_are_what_the_knobs_say_they_set() -> None:
    assert PRESETS["krig"] == Rules(players=4, max_battles=0)
    assert PRESETS["family"] == Rules(max_battles=0, both_short="count")
    assert PRESETS["pagat"] == Rules(run_out="last-card", both_short="first-out", max_battles=0)
    assert PRESETS["classic"] == Rules()


def test_a_knobs_flag_is_its_name_with_dashes() -> None:
    assert knobs.knob("face_down").flag == "--face-down"


def test_saved_rules_that_miss_a_knob_keep_its_default() -> None:
    """A save from before a knob existed still loads with every choice in it."""
    assert Rules.from_json({"players": 3}) == Rules(players=3)


# -- a made-up knob: the CLI, the settings screen and the guide pick it up -----------------------


class Jokers(KnobValue):
    OUT = "out"
    WILD = "wild"


@dataclass(frozen=True, slots=True)
class JokerRules(Rules):
    jokers: Jokers = Jokers.OUT


def _jokers_answer(t: object, value: Jokers) -> str:
    return t.gettext("Jokers wild") if value is Jokers.WILD else t.gettext("No jokers")  # type: ignore[attr-defined]


@pytest.fixture
def jokers_knob(monkeypatch: pytest.MonkeyPatch) -> Iterator[Knob]:
    """A knob ``jokers`` (``out``/``wild``, wild in Krig), as a new rule would be added."""
    knob = Knob("jokers", Jokers.OUT, Jokers, presets={"krig": Jokers.WILD}, metavar="RULE")
    monkeypatch.setattr(knobs, "KNOBS", (*knobs.KNOBS, knob))
    monkeypatch.setattr(rules_module, "PRESETS", rules_module.build_presets(JokerRules))
    words = KnobWords(
        help=lambda t, values: t.gettext("Whether jokers play: {values}.", values=values),
        question=lambda t: t.gettext("Jokers"),
        answer=_jokers_answer,
        change=lambda t, value: t.gettext("jokers wild") if value is Jokers.WILD else t.gettext("no jokers"),
    )
    monkeypatch.setitem(WORDS, "jokers", words)
    yield knob


def test_a_new_knob_gets_its_flag_and_help(jokers_knob: Knob) -> None:
    parser = build_parser(get_translator("en"))
    play = parser.commands["play"]
    assert "--jokers RULE" in play.format_help()
    assert "Whether jokers play: out, wild." in " ".join(play.format_help().split())
    args = parser.parse_args(["play", "--rules", "classic", "--jokers", "wild"])
    assert rules_from_args(args).jokers is Jokers.WILD  # type: ignore[attr-defined]
    assert rules_from_args(parser.parse_args(["play", "--rules", "krig"])).jokers is Jokers.WILD  # type: ignore[attr-defined]


def test_a_new_knobs_bad_value_is_one_line_naming_its_flag(jokers_knob: Knob) -> None:
    with pytest.raises(Refused) as raised:  # the flag's type refuses it, with the knob's own error
        build_parser().parse_args(["play", "--jokers", "maybe"])
    assert isinstance(raised.value.error, RulesError)
    assert describe_error(raised.value, "en") == "--jokers cannot be “maybe”. Allowed: out, wild."


async def test_a_new_knob_is_a_row_of_the_settings(jokers_knob: Knob, tmp_path: Path) -> None:
    assert "jokers" in [name for name, _ in fields()]
    app = make_app(tmp_path)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space", "s")
        assert isinstance(app.screen, SettingsScreen)
        assert setting_value(app, "jokers") is Jokers.OUT
        await choose_setting(pilot, "jokers", Jokers.WILD)
        await pilot.press("enter")  # yes, leave the game under way for the new rules
        assert app.session.rules.jokers is Jokers.WILD  # type: ignore[attr-defined]
        assert setting_value(app, "preset") == CUSTOM
    assert load_settings(tmp_path).rules.jokers is Jokers.WILD  # type: ignore[attr-defined]


def test_a_new_knob_is_in_the_guide_at_a_glance_and_side_by_side(jokers_knob: Knob) -> None:
    krig = Rules.preset("krig")
    guide = render_document(krig, get_translator("en"), figures=figures(krig.players)).markdown("github")
    assert "| Jokers | Jokers wild |" in guide.split("## The aim")[0]  # the box at a glance
    assert "| Jokers | No jokers | No jokers | Jokers wild | No jokers |" in guide  # the presets side by side
    assert "| Jokers | Jokers wild | `--jokers wild` |" in guide  # every setting with its flag


def test_a_new_knob_the_compiled_kernel_does_not_know_is_played_on_the_reference(jokers_knob: Knob) -> None:
    from warkit.engine import compiled
    from warkit.engine.simulate import COMPILED_FROM, choose_engine, simulate
    from warkit.engine.tally import supports

    rules = JokerRules(jokers=Jokers.WILD)
    assert not supports(rules) and not supports(JokerRules())  # not even at its default
    assert choose_engine(rules, COMPILED_FROM, "auto") == choose_engine(rules, 10, "compiled") == "scalar"
    with pytest.raises(ValueError, match="COMPILED_PLAYS"):
        compiled.play_deals(rules, [1])
    assert simulate(rules, 30, engine="compiled").engine == "scalar"

# -- rules hold a knob's value as its enum member ------------------------------------------------


def test_rules_at_limit_compare_as_members() -> None:
    assert Rules(at_limit="count").at_limit is AtLimit.COUNT
