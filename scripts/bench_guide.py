#!/usr/bin/env python3
"""What an adversarial catalog costs the guide's export, as a ratio to the shipped one.

Measurements, not tests: figures only, never a failure (``tests/test_hardening_catalogs.py``
counts the parses per export instead, which no machine's speed changes).

The French guide is exported (``--format both``) from the shipped catalog, then from overlays
where every message of the guide is pathological Markdown (``**a`` or ``_a`` repeated, which
markdown-it's emphasis rules read slowly): filled up to what the catalog rule lets a translation
hold (``validate.allowed_marks`` marks, then letters up to ``validate.allowed_length``), and to
5,000 characters (which the rule refuses, so the English shows). Each line gives the median
export time, its ratio to the shipped export (goal: at most 5), and how many times the guide's
Markdown was parsed.

    .venv/bin/python scripts/bench_guide.py [--runs N]
"""

from __future__ import annotations

import argparse
import collections
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import polib  # noqa: E402
from markdown_it import MarkdownIt  # noqa: E402

from warkit.engine import Rules  # noqa: E402
from warkit.guide.build import build  # noqa: E402
from warkit.guide.figures import Figures  # noqa: E402
from warkit.i18n import reload  # noqa: E402
from warkit.i18n.catalog import area_of  # noqa: E402
from warkit.i18n.placeholders import brace_fields  # noqa: E402
from warkit.i18n.validate import allowed_length, allowed_marks, mark_count  # noqa: E402
from warkit.resources import shipped_locale_dir  # noqa: E402

LANGUAGE = "fr"
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
"""Fixed figures: the export's own work, not the games behind the figures."""
PARSES: collections.Counter[int] = collections.Counter()
"""Full parses of a text of 5,000 characters or more (the guide, not one message) per export."""


def counting() -> None:
    real = MarkdownIt.parse

    def parse(self: MarkdownIt, src: str, env: object = None) -> object:
        if len(src) >= 5000:
            PARSES[0] += 1
        return real(self, src, env)

    MarkdownIt.parse = parse  # type: ignore[method-assign]


def adversarial(folder: Path, pattern: str, limit: int | None) -> None:
    """The shipped catalog with every message of the guide replaced by ``pattern`` repeated (its
    placeholders kept): as many marks as the catalog rule allows, then letters up to the length it
    allows (``limit`` None), or ``pattern`` alone up to ``limit`` characters."""
    target = folder / LANGUAGE / "LC_MESSAGES" / "warkit.po"
    target.parent.mkdir(parents=True)
    po = polib.pofile(str(shipped_locale_dir() / LANGUAGE / "LC_MESSAGES" / "warkit.po"), wrapwidth=0)
    for entry in po:
        if entry.msgid_plural or not entry.msgstr or area_of(entry) != "guide":
            continue
        fields = " ".join("{" + name + "}" for name in sorted(brace_fields(entry.msgid).names))
        if limit is None:
            repeats = (allowed_marks(entry.msgid) - mark_count(fields)) // mark_count(pattern)
            repeats -= repeats % 2  # balanced marks: i18n check passes it
            filler = pattern * repeats
            filler += "a" * (allowed_length(entry.msgid) - len(fields) - 1 - len(filler))
        else:
            filler = (pattern * (limit // len(pattern) + 1))[: limit - len(fields) - 1]
        entry.msgstr = f"{fields} {filler}".strip()
    po.save(str(target))


def export_ms(runs: int, overlay: Path | None) -> tuple[float, int]:
    """Median milliseconds of one export, and the parses of one export."""
    if overlay is None:
        os.environ.pop("WARKIT_LOCALE_DIR", None)
    else:
        os.environ["WARKIT_LOCALE_DIR"] = str(overlay)
    reload()
    times = []
    with tempfile.TemporaryDirectory() as out:
        build(Rules(), [LANGUAGE], "both", Path(out), figures=FIGURES)  # the catalog read once
        for _ in range(runs):
            PARSES.clear()
            began = time.perf_counter()
            build(Rules(), [LANGUAGE], "both", Path(out), figures=FIGURES)
            times.append(time.perf_counter() - began)
    return 1000 * statistics.median(times), PARSES[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    counting()
    print(f"== The guide's export (--format both, {LANGUAGE}), median of {runs}; goal: adversarial / shipped ≤ 5")
    shipped, parses = export_ms(runs, None)
    print(f"   shipped catalog                          {shipped:7.0f} ms  1.0×  {parses} parses")
    with tempfile.TemporaryDirectory() as scratch:
        for pattern in ("**a", "_a"):
            for limit in (None, 5000):
                folder = Path(scratch, f"{pattern.strip('a')}-{limit}")
                adversarial(folder, pattern, limit)
                took, parses = export_ms(runs, folder)
                what = f"{pattern!r} repeated, " + ("as long as allowed" if limit is None else f"{limit} characters (refused)")
                print(f"   {what:40} {took:7.0f} ms  {took / shipped:.1f}×  {parses} parses")
    shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    main()
