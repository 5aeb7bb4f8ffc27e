#!/usr/bin/env python3
"""What reading the catalogs costs: the ``.po`` read and judged, its compiled ``.mo``, and the
table's first frame in Malay for each installation given.

Measurements, not tests: figures only, never a failure.

- in this process, for a few languages: reading and judging the ``.po`` (what a clone or an
  overlay does at every start), hashing its bytes (what a wheel does to know its ``.mo`` is the
  ``.po``'s), and reading the ``.mo`` compiled from it (what a wheel does);
- in a real 80x24 pseudo-terminal: ``warkit play --lang ms`` to its first frame, for every
  ``--warkit PATH`` (default: this checkout's ``.venv/bin/warkit``, which reads the ``.po``;
  give an installed wheel's ``bin/warkit`` to time the ``.mo``), interleaved with a bare Textual
  app, median of ``--runs``.

    .venv/bin/python scripts/bench_catalogs.py [--runs N] [--warkit PATH ...] [--no-frames]
"""

from __future__ import annotations

import argparse
import compileall
import hashlib
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from bench_tui import BARE_APP, Terminal, table_words  # noqa: E402

LANGUAGES = ("ms", "ar", "zh-Hans")


def median_ms(work: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        began = time.perf_counter()
        work()
        times.append(time.perf_counter() - began)
    return 1000 * statistics.median(times)


def in_process(runs: int) -> None:
    from warkit.i18n import catalog
    from warkit.i18n.languages import po_path

    print(f"== Catalogs in this process (median of {runs})")
    with tempfile.TemporaryDirectory() as scratch:
        for language in LANGUAGES:
            po = Path(scratch, language, "LC_MESSAGES", "warkit.po")  # a wheel's: the .mo beside it
            po.parent.mkdir(parents=True)
            shutil.copyfile(po_path(language), po)
            mo = po.with_name(catalog.MO_NAME)
            mo.write_bytes(catalog.compile_catalog(po, language) or b"")
            read = median_ms(partial(catalog.read_catalog, po, language), max(3, runs // 4))
            hashed = median_ms(partial(lambda path: hashlib.sha256(path.read_bytes()).hexdigest(), po), runs)
            loaded = median_ms(partial(catalog._from_compiled, po, language), runs)
            assert catalog._from_compiled(po, language) is not None
            print(
                f"   {language:8} .po ({po.stat().st_size // 1024} kB) read and judged {read:5.1f} ms; "
                f"its sha256 {hashed:4.2f} ms; the .mo ({mo.stat().st_size // 1024} kB), hash checked, {loaded:4.2f} ms"
            )


def first_frame(argv: list[str], words: tuple[bytes, ...], data: str) -> float:
    """Seconds from launch until ``words`` are drawn (nan if they never are: a broken install)."""
    terminal = Terminal(argv, data)
    waited = terminal.wait_for(*words)
    seconds = time.perf_counter() - terminal.started
    terminal.close()
    return seconds if waited == waited else float("nan")


def frames(installs: list[str], runs: int) -> None:
    import os

    # Launched as installed: pip writes the bytecode at install time; this checkout's may be stale.
    compileall.compile_dir(ROOT / "warkit", quiet=1)
    # A cache folder as a player's earlier run leaves it (an older warkit kept catalogs there).
    os.environ["WARKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="warkit-bench-cache-")
    _, words = table_words("ms")
    commands = {path: [path, "play", "--deal", "7", "--lang", "ms"] for path in installs}
    bare = [sys.executable, "-c", BARE_APP]
    times: dict[str, list[float]] = {path: [] for path in [*installs, "bare"]}
    with tempfile.TemporaryDirectory() as data:
        for argv in commands.values():
            first_frame(argv, words, data)  # the untimed first run
        for _ in range(runs):  # interleaved, so a busy moment slows every one alike
            for path, argv in commands.items():
                times[path].append(first_frame(argv, words, data))
            times["bare"].append(first_frame(bare, (b"Deal", b"Quit"), data))
    print(f"== First frame in Malay (warkit play --deal 7 --lang ms, 80x24, median of {runs})")
    for path, seconds in times.items():
        label = "a bare Textual app" if path == "bare" else path
        print(f"   {label}: median {statistics.median(seconds):.3f} s "
              f"(best {min(seconds):.3f}, worst {max(seconds):.3f})")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9)
    parser.add_argument("--warkit", action="append", help="an installation's warkit command (repeatable)")
    parser.add_argument("--no-frames", action="store_true", help="only the in-process figures")
    parser.add_argument("--no-process", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if not args.no_process:
        in_process(args.runs)
    if not args.no_frames:
        frames(args.warkit or [str(ROOT / ".venv" / "bin" / "warkit")], args.runs)
    return 0


if __name__ == "__main__":
    sys.exit(main())
