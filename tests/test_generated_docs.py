"""The documents about the rule knobs are made from the knobs (scripts/knob_docs.py): the committed
ones are current, and a knob added to the engine reaches each of them."""

from __future__ import annotations

import importlib.util

from conftest import ROOT
from test_knobs import jokers_knob  # noqa: F401  (the made-up knob, as a fixture)

from warkit.engine.knobs import Knob

_spec = importlib.util.spec_from_file_location("knob_docs", ROOT / "scripts" / "knob_docs.py")
assert _spec is not None and _spec.loader is not None
knob_docs = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(knob_docs)


def test_the_committed_knob_documents_are_current() -> None:
    assert knob_docs.stale() == [], "run scripts/update-docs"


def test_a_new_knob_gets_its_row_in_the_readme_the_json_doc_and_the_schema(jokers_knob: Knob) -> None:  # noqa: F811
    assert "| `--jokers` | Jokers | `out`: No jokers; `wild`: Jokers wild |" in knob_docs.flags_table()
    assert "| `krig` (Krig) | Players: 4 players (2–4 allowed); Battle limit: No limit; Jokers: Jokers wild |" in knob_docs.presets_table()
    assert "| `jokers` | Jokers | `out`: No jokers; `wild`: Jokers wild |" in knob_docs.json_rows()
    schema = knob_docs.schema_rules()
    assert schema["properties"]["jokers"] == {"enum": ["out", "wild"]}
    assert "jokers" in schema["required"]
    assert sorted(path.name for path in knob_docs.stale()) == ["README.md", "json.md", "replay.schema.json"]
