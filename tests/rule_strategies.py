"""Rule sets for property and equality tests, made from the knobs (``warkit.engine.knobs.KNOBS``).

One builder for every test: an enum knob takes each of its values, a number knob its ends, its
default, what the presets set, small values and anything in its range. A knob added to ``KNOBS``
is in every generated rule set at once, so no test leaves a new rule at its default.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

from hypothesis import strategies as st

from warkit.engine import Rules, knobs
from warkit.engine.knobs import Knob


def knob_values(knob: Knob, within: Collection[Any] | None = None) -> st.SearchStrategy[Any]:
    """The values of one knob (only those in ``within``, when given)."""
    if knob.values is not None:
        return st.sampled_from([value for value in knob.values if within is None or value in within])
    low, high = knob.low, knob.high
    if within is not None:  # a range the kernel plays, inside the knob's own
        low, high = max(low, min(within)), min(high, max(within))
    marked = sorted({value for value in (knob.low, knob.high, knob.default, *knob.presets.values()) if low <= value <= high})
    return st.one_of(st.sampled_from(marked), st.integers(low, min(high, low + 30)), st.integers(low, high))


def rules_strategy(within: Mapping[str, Collection[Any] | None] | None = None, **fixed: Any) -> st.SearchStrategy[Rules]:
    """Rules with every knob of ``KNOBS`` drawn by :func:`knob_values`.

    ``within`` narrows each knob it lists to the values listed (None: the knob's whole range), as
    ``COMPILED_PLAYS`` says what the compiled kernel plays; a knob it does not list keeps all its
    values. ``fixed`` pins knobs to a value.
    """
    parts: dict[str, st.SearchStrategy[Any]] = {}
    for knob in knobs.KNOBS:
        if knob.name in fixed:
            parts[knob.name] = st.just(fixed[knob.name])
        else:
            parts[knob.name] = knob_values(knob, None if within is None else within.get(knob.name))
    return st.builds(Rules, **parts)
