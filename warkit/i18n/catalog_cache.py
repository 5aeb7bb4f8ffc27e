"""Judged catalogs kept between runs, so a game in Malay starts as quickly as one in English.

Reading and judging a ``.po`` file takes 35–90 ms, a cached copy 3–4 ms (``scripts/bench``,
catalog section), on a start-up of about 300 ms. The result depends only on the file, the code
that judges it and Babel's plural rules, so it is kept as JSON in the user's cache folder, keyed
by all three: a translator's edit (the file's size and time change) or a new warkit or Babel
simply makes the next start read the ``.po`` again. The cache is only ever a copy, and as
untrusted as the file it copies: if it is missing, stale, unreadable, not a regular file or
altered in any way, it is ignored and written anew. The plural rule is never cached (it comes
from Babel each time), so no cached text is ever evaluated.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ..atomic import write_atomically
from ..cache_folder import cache_folder
from ..untrusted import UntrustedFileError, read_text
from .problems import Problem

FORMAT = 2
"""Bumped whenever the layout of a cached catalog changes."""

Stamp = tuple[int, int]
"""A file's modification time (ns) and size: changed by any edit."""

_CHECKING_CODE = ("catalog.py", "validate.py", "placeholders.py", "pofile.py", "problems.py", "pseudo.py")
"""The modules whose rules decide what a catalog keeps: editing one invalidates every copy."""
MAX_BYTES = 16 * 1024 * 1024


def cache_dir() -> Path:
    """Where checked catalogs are kept: the ``catalogs`` subfolder of warkit's cache folder."""
    return cache_folder("catalogs")


def stamp(path: Path) -> Stamp:
    info = path.stat()
    return (info.st_mtime_ns, info.st_size)


def key(language: str, source: Path, source_stamp: Stamp) -> dict[str, Any]:
    """Everything a cached catalog depends on; a copy is used only if all of it matches."""
    from babel import __version__ as babel_version

    here = Path(__file__).parent
    return {
        "format": FORMAT,
        "language": language,
        "source": str(source.resolve()),
        "stamp": list(source_stamp),
        "babel": babel_version,
        "code": [list(stamp(here / name)) for name in _CHECKING_CODE] + [_polib_stamp()],
    }


def _polib_stamp() -> list[int]:
    """The stamp of polib's module, which parses the catalogs (found without importing it)."""
    from importlib.util import find_spec

    spec = find_spec("polib")
    return list(stamp(Path(spec.origin))) if spec and spec.origin else []


def _file(language: str, source: Path) -> Path:
    import hashlib

    name = hashlib.sha256(f"{language}\0{source.resolve()}".encode()).hexdigest()[:24]
    return cache_dir() / f"{name}.json"


def read(language: str, source: Path, source_stamp: Stamp) -> dict[str, Any] | None:
    """The cached content for this exact file and code, or None (never raises)."""
    try:
        data = json.loads(read_text(_file(language, source), MAX_BYTES))
        if not isinstance(data, dict) or data.get("key") != key(language, source, source_stamp):
            return None
        content = data["content"]
        return content if isinstance(content, dict) else None
    except (UntrustedFileError, OSError, ValueError, KeyError, RecursionError):
        return None


def write(language: str, source: Path, source_stamp: Stamp, content: dict[str, Any]) -> None:
    """Keep ``content`` for the next start; a cache folder that refuses is no problem."""
    text = json.dumps({"key": key(language, source, source_stamp), "content": content})
    try:
        write_atomically(_file(language, source), text, durable=False)
    except OSError:
        pass


def problem_to_json(problem: Problem) -> dict[str, Any]:
    return {
        "severity": problem.severity,
        "line": problem.line,
        "code": problem.code,
        "values": problem.values,
        "refused": problem.refused,
    }


def problem_from_json(data: Any, where: str) -> Problem:
    """A problem read back from the cache, checked field by field (ValueError if malformed)."""
    if not isinstance(data, dict):
        raise ValueError("problem")
    severity, line, code, values = data["severity"], data["line"], data["code"], data["values"]
    refused = data["refused"]
    if (
        not isinstance(refused, bool)
        or severity not in ("error", "warning")
        or not (line is None or (isinstance(line, int) and not isinstance(line, bool)))
        or not isinstance(code, str)
        or not isinstance(values, dict)
        or not all(isinstance(k, str) and isinstance(v, str) for k, v in values.items())
    ):
        raise ValueError("problem")
    return Problem(severity, where, line, code, values, refused)
