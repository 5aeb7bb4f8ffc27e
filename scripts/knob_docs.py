"""The documents that describe the rule knobs, made from ``warkit.engine.knobs.KNOBS`` (read when called, so a knob added
in a test shows): the
README's tables of rule flags and presets, ``docs/json.md``'s rules rows and the JSON Schema's
``rules`` block. A new knob or value then reaches every document by running
``scripts/update-docs``; ``tests/test_generated_docs.py`` fails while one is out of date.

The words are the English catalog's (each knob's help, settings question and answers), so the
documents say what the game says. Each generated part stands between two HTML comments that
Markdown readers do not show.

Usage: python scripts/knob_docs.py [--check]
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from warkit.engine import Rules, knobs
from warkit.engine.knobs import PRESET_NAMES, Knob
from warkit.i18n import get_translator
from warkit.narration.rule_words import knob_words, preset_name

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
JSON_DOC = ROOT / "docs" / "json.md"
SCHEMA = ROOT / "docs" / "schema" / "replay.schema.json"
BEGIN = "<!-- {name}: made from warkit/engine/knobs.py by scripts/update-docs; edit there -->"
END = "<!-- end of {name} -->"

t = get_translator("en")


def _values(knob: Knob) -> str:
    """What a flag takes: each enum value with its English answer, or the range of numbers."""
    if knob.values is None:
        return f"{knob.low}–{knob.high}"
    words = knob_words(knob.name)
    return "; ".join(f"`{value}`: {words.answer(t, value)}" for value in knob.choices)


def flags_table() -> str:
    """The README's table of rule flags."""
    rows = [f"| `{knob.flag}` | {knob_words(knob.name).question(t)} | {_values(knob)} |" for knob in knobs.KNOBS]
    return "\n".join(["| flag | rule | values |", "|---|---|---|", *rows])


def _setting(knob: Knob, preset: str, rules: Rules) -> str:
    """"Battle limit: No limit", with the range a preset is also played with."""
    words = knob_words(knob.name)
    span = knob.ranges.get(preset)
    allowed = f" ({span[0]}–{span[1]} allowed)" if span else ""
    return f"{words.question(t)}: {words.answer(t, getattr(rules, knob.name))}{allowed}"


def presets_table() -> str:
    """The README's table of presets: what each sets where it differs from the defaults."""
    rows = []
    for preset in PRESET_NAMES:
        rules = Rules.preset(preset)
        changed = [knob for knob in knobs.KNOBS if getattr(rules, knob.name) != knob.default]
        described = "; ".join(_setting(knob, preset, rules) for knob in changed) or "the defaults: " + "; ".join(
            _setting(knob, preset, rules) for knob in knobs.KNOBS
        )
        rows.append(f"| `{preset}` ({preset_name(t, preset)}) | {described} |")
    lengths = "|".join(str(length) for length in knobs.SHORT_GAME_LENGTHS)
    short = f"A short game is any preset with `--max-battles {lengths} --at-limit count`: the most cards wins at the limit."
    return "\n".join(["| preset | what it sets |", "|---|---|", *rows, "", short])


def json_rows() -> str:
    """``docs/json.md``'s table of the rules object's keys."""
    rows = [f"| `{knob.name}` | {knob_words(knob.name).question(t)} | {_values(knob)} |" for knob in knobs.KNOBS]
    return "\n".join(["| key | rule | values |", "|---|---|---|", *rows])


def schema_rules() -> dict[str, Any]:
    """The JSON Schema of the ``rules`` object."""
    properties: dict[str, Any] = {}
    for knob in knobs.KNOBS:
        if knob.values is None:
            properties[knob.name] = {"type": "integer", "minimum": knob.low, "maximum": knob.high}
        else:
            properties[knob.name] = {"enum": [str(value) for value in knob.choices]}
    names = [knob.name for knob in knobs.KNOBS]
    return {"type": "object", "required": names, "additionalProperties": False, "properties": properties}


def _between(text: str, name: str, body: str) -> str:
    """``text`` with the part called ``name`` replaced by ``body``."""
    begin, end = BEGIN.format(name=name), END.format(name=name)
    pattern = re.compile(re.escape(begin) + r"\n.*?\n" + re.escape(end), re.S)
    if not pattern.search(text):
        raise SystemExit(f"the markers of {name!r} are missing")
    return pattern.sub(lambda _: f"{begin}\n{body}\n{end}", text, count=1)


def _schema(text: str) -> str:
    data = json.loads(text)
    data["$defs"]["rules"] = schema_rules()
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


DOCUMENTS: dict[Path, Callable[[str], str]] = {
    README: lambda text: _between(_between(text, "rule flags", flags_table()), "presets", presets_table()),
    JSON_DOC: lambda text: _between(text, "rules keys", json_rows()),
    SCHEMA: _schema,
}


def stale() -> list[Path]:
    """The documents whose generated parts differ from what the knobs make now."""
    return [path for path, make in DOCUMENTS.items() if make(path.read_text(encoding="utf-8")) != path.read_text(encoding="utf-8")]


def main(argv: list[str]) -> int:
    if "--check" in argv:
        out_of_date = stale()
        for path in out_of_date:
            print(f"{path.relative_to(ROOT)} is out of date: run scripts/update-docs", file=sys.stderr)
        return 1 if out_of_date else 0
    for path, make in DOCUMENTS.items():
        text = path.read_text(encoding="utf-8")
        made = make(text)
        if made != text:
            path.write_text(made, encoding="utf-8")
            print(f"{path.relative_to(ROOT)} written.")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
