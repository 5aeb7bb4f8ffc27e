"""Does the catalog cache pay? Start-up with and without it, interleaved, median of several runs.

Each run is a fresh process that loads one language's catalog the way every command does
(``get_translator``), once with a warm cache folder and once with the cache unusable
(``WARKIT_CACHE_DIR=/dev/null``: nothing can be read or written there), one after the other so
that both see the same load on a shared machine. In the same process, reading and judging the
``.po`` is also timed against reading the cached copy.
Usage: .venv/bin/python scripts/bench_catalog_cache.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

LOAD = "from warkit.i18n import get_translator; get_translator({lang!r}).gettext('Quit')"


def start(lang: str, cache: str) -> float:
    env = {**os.environ, "WARKIT_CACHE_DIR": cache}
    began = time.perf_counter()
    subprocess.run([sys.executable, "-c", LOAD.format(lang=lang)], env=env, check=True)
    return time.perf_counter() - began


def in_process(lang: str, runs: int) -> tuple[float, float]:
    from warkit.cache_folder import ENV_CACHE_DIR
    from warkit.i18n import catalog, catalog_cache
    from warkit.i18n.languages import po_path

    os.environ[ENV_CACHE_DIR] = tempfile.mkdtemp()
    path = po_path(lang)
    stamp = catalog_cache.stamp(path)
    catalog.load(lang)  # fills the cache
    read, cached = [], []
    for _ in range(runs):
        began = time.perf_counter()
        catalog.read_catalog(path, lang)
        read.append(time.perf_counter() - began)
        began = time.perf_counter()
        assert catalog._cached(lang, path, stamp) is not None
        cached.append(time.perf_counter() - began)
    return statistics.median(read), statistics.median(cached)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=11)
    runs = parser.parse_args().runs
    warm = tempfile.mkdtemp()
    print(f"catalog cache: median of {runs} interleaved runs (goal: keep the cache only if it pays)")
    for lang in ("ms", "ar", "zh-Hans"):
        start(lang, warm)
        with_cache, without = [], []
        for _ in range(runs):
            with_cache.append(start(lang, warm))
            without.append(start(lang, "/dev/null"))
        on, off = statistics.median(with_cache), statistics.median(without)
        read, cached = in_process(lang, runs)
        print(
            f"  {lang:8} start-up {on * 1000:5.0f} ms with the cache, {off * 1000:5.0f} ms without "
            f"(x{off / on:.2f}); in process: read and judge {read * 1000:5.1f} ms, cached copy {cached * 1000:4.1f} ms"
        )


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    main()
