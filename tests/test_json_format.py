"""``simulate --json`` and ``replay --json`` are versioned (``"format": 1``), documented field by
field in docs/json.md, and valid against the JSON Schemas in docs/schema/.

The output checked is the commands' own, for games chosen so that together they end in every way
a game can end and hold every kind of event; an event type or a reason the engine gains without
its documentation and its place in the schema fails here.
"""

from __future__ import annotations

import dataclasses
import json
import re
from functools import cache
from typing import Any, get_args

import pytest
from conftest import ROOT
from jsonschema import Draft202012Validator

from warkit.cli import main
from warkit.engine import CARDS, Event, Reason, format_deck
from warkit.engine.knobs import KNOBS

DOC = ROOT / "docs" / "json.md"
SCHEMAS = ROOT / "docs" / "schema"
ALL_TIES = format_deck(CARDS)
"""A deck dealt so that both players hold the same ranks in the same order: every battle ties, and
both run short in the war at the same step."""

REPLAYS = {
    "two players, a war within a war": ["--deal", "527"],
    "three players, one out short in a war": ["--deal", "429", "--players", "3", "--face-down", "3"],
    "four players, drawn at the battle limit": ["--deal", "5", "--players", "4", "--max-battles", "40"],
    "won cards in order, drawn by a repeat": ["--deal", "27", "--won-cards", "played", "--face-down", "0"],
    "everyone short at once, cards counted": ["--deck", ALL_TIES, "--both-short", "count"],
    "a deck given as cards, drawn": ["--deck", ALL_TIES, "--seed", "7"],
}
"""Short games (a long one costs the validator about a second), which end every way between them."""
SIMULATIONS = {
    "two players, some drawn at the limit": ["--games", "40"],
    "no game drawn": ["--games", "20", "--rules", "pagat"],
    "three players, every game drawn at a short limit": ["--games", "20", "--players", "3", "--max-battles", "30"],
    "four players": ["--games", "20", "--players", "4"],
}


@cache
def schema(command: str) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((SCHEMAS / f"{command}.schema.json").read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(loaded)
    return loaded


@cache
def validator(command: str) -> Draft202012Validator:
    return Draft202012Validator(schema(command))


def problems(command: str, data: object) -> list[str]:
    """What the schema of ``command`` finds wrong with ``data`` (nothing when it is valid)."""
    return [f"{list(error.absolute_path)}: {error.message}" for error in validator(command).iter_errors(data)]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> list[dict[str, Any]]:
    """The JSON objects ``warkit *argv`` prints, one a line."""
    assert main(list(argv)) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def section(heading: str) -> str:
    """The text of docs/json.md under ``heading`` (a whole heading line), up to the next heading."""
    text = DOC.read_text(encoding="utf-8")
    start = text.index(f"\n{heading}\n")
    end = re.compile(r"^#", re.M).search(text, start + len(heading) + 2)
    return text[start:end.start() if end else len(text)]


def named(name: str, text: str) -> bool:
    return f"`{name}`" in text


# -- real output against the schemas ---------------------------------------------------------------

@pytest.mark.parametrize("case", list(REPLAYS))
def test_each_replay_line_is_format_1_and_valid(capsys: pytest.CaptureFixture[str], case: str) -> None:
    for events in ([], ["--events"]):
        lines = run(capsys, "replay", *REPLAYS[case], "--json", *events)
        assert len(lines) == 1
        assert lines[0]["format"] == 1
        assert problems("replay", lines[0]) == []


@pytest.mark.parametrize("case", list(SIMULATIONS))
def test_the_simulate_report_is_format_1_and_valid(capsys: pytest.CaptureFixture[str], case: str) -> None:
    [report] = run(capsys, "simulate", *SIMULATIONS[case], "--jobs", "1", "--json")
    assert report["format"] == 1
    assert problems("simulate", report) == []
    assert sum(report["wins"]) + sum(report["draws"].values()) == report["games"]


def test_draws_is_an_empty_object_when_no_game_was_drawn(capsys: pytest.CaptureFixture[str]) -> None:
    [report] = run(capsys, "simulate", *SIMULATIONS["no game drawn"], "--jobs", "1", "--json")
    assert report["draws"] == {}
    assert "an empty object `{}` when no game was drawn" in section("## `simulate --json`")


def test_the_replays_checked_end_every_way_and_hold_every_event(capsys: pytest.CaptureFixture[str]) -> None:
    reasons, kinds = set(), set()
    for args in REPLAYS.values():
        [line] = run(capsys, "replay", *args, "--json", "--events")
        reasons.add(line["reason"])
        kinds.update(event["type"] for event in line["events"])
    assert reasons == {reason.value for reason in Reason}
    assert kinds == {kind.__name__ for kind in get_args(Event)}


def test_the_schemas_refuse_another_format_and_an_unknown_reason(capsys: pytest.CaptureFixture[str]) -> None:
    [line] = run(capsys, "replay", *REPLAYS["everyone short at once, cards counted"], "--json", "--events")
    [report] = run(capsys, "simulate", "--games", "5", "--jobs", "1", "--json")
    assert problems("replay", line) == [] and problems("simulate", report) == []
    assert problems("replay", {**line, "format": 2}) and problems("simulate", {**report, "format": 2})
    assert problems("replay", {key: value for key, value in line.items() if key != "format"})
    assert problems("replay", {**line, "reason": "gave-up"})
    assert problems("replay", {**line, "events": [*line["events"], {"type": "CardsBurned", "seat": 0}]})
    assert problems("replay", {**line, "events": [*line["events"], {"type": "Dealt", "deal": 3}]})  # its counts missing
    assert problems("simulate", {**report, "draws": {"all-cards": 1}})  # a game won is never a draw


# -- the engine's codes, documented and in the schemas ----------------------------------------------

def test_every_reason_is_documented_and_in_the_schemas() -> None:
    codes = [reason.value for reason in Reason]
    documented = section("### Reasons")
    assert [code for code in codes if not named(code, documented)] == []
    assert schema("replay")["$defs"]["reason"]["enum"] == codes
    assert set(schema("simulate")["$defs"]["drawReason"]["enum"]) <= set(codes)


@pytest.mark.parametrize("kind", get_args(Event), ids=lambda kind: kind.__name__)
def test_every_event_type_is_documented_field_by_field_and_in_the_schema(kind: type) -> None:
    name, fields = kind.__name__, [field.name for field in dataclasses.fields(kind)]
    documented = section(f"### `{name}`")
    assert [field for field in fields if not named(field, documented)] == []
    replay = schema("replay")["$defs"]
    assert name in replay["eventType"]["enum"]
    assert {"if": {"properties": {"type": {"const": name}}}, "then": {"$ref": f"#/$defs/{name}"}} in replay["event"]["allOf"]
    assert set(replay[name]["properties"]) == {"type", *fields}


def test_the_schema_names_no_event_the_engine_does_not_have() -> None:
    assert schema("replay")["$defs"]["eventType"]["enum"] == [kind.__name__ for kind in get_args(Event)]


def test_every_field_of_both_commands_is_documented(capsys: pytest.CaptureFixture[str]) -> None:
    [line] = run(capsys, "replay", "--deal", "3", "--json", "--events")
    [report] = run(capsys, "simulate", "--games", "5", "--jobs", "1", "--json")
    replay_text, simulate_text = section("## `replay --json`"), section("## `simulate --json`")
    assert [key for key in line if not named(key, replay_text)] == []
    assert [key for key in report if not named(key, simulate_text)] == []
    nested = [key for name, value in report.items() if isinstance(value, dict) and name != "draws" for key in value]
    assert [key for key in nested if not named(key, simulate_text)] == []
    assert set(schema("replay")["properties"]) == set(line)
    assert set(schema("simulate")["properties"]) == set(report)


def test_every_rule_and_its_values_are_documented_and_in_the_schema() -> None:
    documented = section("### Rules")
    rules = schema("replay")["$defs"]["rules"]["properties"]
    assert list(rules) == [knob.name for knob in KNOBS]
    for knob in KNOBS:
        assert named(knob.name, documented)
        if knob.values is None:
            assert (rules[knob.name]["minimum"], rules[knob.name]["maximum"]) == (knob.low, knob.high)
        else:
            values = [value.value for value in knob.values]
            assert rules[knob.name]["enum"] == values
            assert [value for value in values if not named(value, documented)] == []


def test_a_run_stopped_before_any_game_ended_is_valid_and_as_documented() -> None:
    from warkit.commands.json_format import versioned
    from warkit.engine import Rules
    from warkit.engine.simulate import _report
    from warkit.engine.tally import Tally

    report = versioned(_report(Rules(), 10, 1, Tally(2), 0.0, "scalar", stopped_by=2).as_json())
    assert problems("simulate", report) == []
    assert (report["games"], report["complete"], report["draws"]) == (0, False, {})
    assert report["longest_game"] == {"battles": -1, "deal": 0}
    assert "the three\nrecords are -1 with `deal` 0" in section("## `simulate --json`")
