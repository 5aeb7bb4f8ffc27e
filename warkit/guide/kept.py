"""The guide's Markdown for Help, kept in the cache folder for each language and rules.

Rendering the guide compiles its templates the first time in a run (about a second), so Help in
a new run would wait for it. The Markdown is kept instead, one small file per language and rule
set, keyed by everything it is made from: warkit's version, the language, the rules, and the
size and time of change of the language's catalog (wherever it is read from, the translator's
overlay included), the template of the pseudo-locales, the guide's templates and the guide's own
modules. A translator's saved edit or a changed template makes a new key, so the guide shown is
never an old one. A file that cannot be read, or whose key differs, is made again; a folder that
refuses a write only means rendering again next time.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from ..cache_folder import cache_folder
from ..engine import Rules
from ..i18n import Translator
from . import guide_markdown

FORMAT = 1
"""Bumped whenever the kept file's form changes: older files are ignored."""
LARGEST = 2_000_000
"""Bytes: a kept guide larger than this is not read (a guide is about 20 kB)."""


def kept_guide(t: Translator, rules: Rules, flavour: str = "help") -> str:
    """The guide for ``rules`` in ``t``'s language: kept from an earlier run, else rendered and kept."""
    key = _key(t.language, rules, flavour)
    markdown = _read(key)
    if markdown is None:
        markdown = guide_markdown(t, rules, flavour)
        _write(key, markdown)
    return markdown


def _stamp(path: Path) -> list[object]:
    try:
        status = path.stat()
    except OSError:
        return [str(path), None]
    return [str(path), status.st_size, status.st_mtime_ns]


def _sources(language: str) -> list[Path]:
    """Every file the guide in ``language`` is made from, whose change must show."""
    from ..i18n.languages import po_path, pot_path
    from ..resources import guide_templates_dir

    templates = sorted(path for path in guide_templates_dir().iterdir() if path.is_file())
    modules = sorted(Path(__file__).parent.glob("*.py"))
    return [po_path(language), pot_path(), *templates, *modules]


def _key(language: str, rules: Rules, flavour: str) -> dict[str, object]:
    from .. import __version__

    return {
        "format": FORMAT,
        "warkit": __version__,
        "language": language,
        "rules": rules.as_dict(),
        "flavour": flavour,
        "sources": [_stamp(path) for path in _sources(language)],
    }


def _cache_dir() -> Path:
    return cache_folder("guide-help")


def _file(key: dict[str, object]) -> Path:
    name = {k: key[k] for k in ("language", "rules", "flavour")}  # one file per guide, replaced when stale
    digest = hashlib.sha256(json.dumps(name, sort_keys=True).encode()).hexdigest()[:24]
    return _cache_dir() / f"{digest}.json"


def _read(key: dict[str, object]) -> str | None:
    """The kept Markdown for exactly ``key``, or None (never raises)."""
    path = _file(key)
    try:
        if path.stat().st_size > LARGEST:
            return None
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    if not isinstance(data, dict) or data.get("key") != json.loads(json.dumps(key)):
        return None
    markdown = data.get("markdown")
    return markdown if isinstance(markdown, str) else None


def _write(key: dict[str, object], markdown: str) -> None:
    from ..atomic import write_atomically

    try:
        write_atomically(_file(key), json.dumps({"key": key, "markdown": markdown}), durable=False)
    except OSError:
        pass
