"""The version of the JSON that ``simulate --json`` and ``replay --json`` print, for scripts.

Every object they print starts with ``"format": FORMAT``. A script checks it before it reads the
rest: the format goes up when a field changes its meaning or goes away, never for a field added.
``docs/json.md`` describes each field and ``docs/schema/`` holds the JSON Schema of each command.
"""

from __future__ import annotations

from typing import Any

FORMAT = 1


def versioned(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` with the format version first."""
    return {"format": FORMAT, **data}
