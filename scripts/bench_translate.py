"""Translator mode: time from saving a catalog (by rename, as editors do) to the new word on screen.

Measured headless with Textual's ``run_test`` on a copy of the Malay catalog laid over the shipped
ones (``WARKIT_LOCALE_DIR``). Three ways, interleaved, median of several runs each:

- ``direct``: the app is told at once (no watching): reading the catalog again and redrawing.
  This is the baseline; the other two add only the time to notice the save.
- ``watchfiles``: the file-event watcher (``warkit[translate]``), if installed.
- ``polling``: the fallback that compares file stamps every tenth of a second.

Goal: save to redraw within 0.5 s.
Usage: python scripts/bench_translate.py [--runs N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

GOAL = 0.5


async def one_run(kind: str, folder: Path, word: str) -> float:
    from warkit.i18n import watch
    from warkit.i18n.translator import reload
    from warkit.tui.app import WarApp
    from warkit.tui.widgets import ControlBar

    reload()
    real_import = watch.Watcher.__init__

    def init(self, files, changed, *, folders=None, use_watchfiles=None):  # type: ignore[no-untyped-def]
        real_import(self, files, changed, folders=folders, use_watchfiles=(kind == "watchfiles"))

    watch.Watcher.__init__ = init  # type: ignore[method-assign]
    try:
        app = WarApp(deal=11, lang="ms", data_dir=folder / "data", translate=True)
        app.animation_level = "none"
        po = folder / "locale" / "ms" / "LC_MESSAGES" / "warkit.po"
        async with app.run_test(size=(100, 30)) as pilot:
            await pilot.press("space")
            await pilot.pause(0.3)
            bar = app.table.query_one(ControlBar)
            text = po.read_text(encoding="utf-8")
            old = app.t.pgettext("control", "Turn cards")
            fresh = po.with_suffix(".po.new")
            fresh.write_text(text.replace(f'msgstr "{old}"', f'msgstr "{word}"', 1), encoding="utf-8")
            started = time.perf_counter()
            os.replace(fresh, po)
            if kind == "direct":
                app.catalog_saved({po})
            while word not in bar.render().plain:
                await asyncio.sleep(0.005)
            took = time.perf_counter() - started
            fresh.write_text(text, encoding="utf-8")
            os.replace(fresh, po)
            await pilot.pause(0.4)
        return took
    finally:
        watch.Watcher.__init__ = real_import  # type: ignore[method-assign]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    runs = parser.parse_args().runs
    from warkit.resources import shipped_locale_dir

    kinds = ["direct", "polling"]
    try:
        import watchfiles  # noqa: F401

        kinds.insert(1, "watchfiles")
    except ImportError:
        print("translator mode: watchfiles is not installed (pip install warkit[translate]); polling only")
    times: dict[str, list[float]] = {kind: [] for kind in kinds}
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        shutil.copytree(shipped_locale_dir() / "ms", folder / "locale" / "ms")
        os.environ["WARKIT_LOCALE_DIR"] = str(folder / "locale")
        os.environ["WARKIT_DATA_DIR"] = str(folder / "data")
        os.environ["WARKIT_CACHE_DIR"] = str(folder / "cache")
        for number in range(runs):
            for kind in kinds:  # interleaved: a busy moment of the machine hits every kind alike
                times[kind].append(asyncio.run(one_run(kind, folder, f"BALIK{number}{kind[0]}")))
    base = statistics.median(times["direct"])
    print(f"translator mode: save to redraw (median of {runs}, goal ≤ {GOAL:.1f} s)")
    for kind in kinds:
        median = statistics.median(times[kind])
        verdict = "within goal" if median <= GOAL else "OVER GOAL"
        print(f"  {kind:<10} {median:6.3f} s  ({median / base:4.1f}× direct)  {verdict}")


if __name__ == "__main__":
    main()
