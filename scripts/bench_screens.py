#!/usr/bin/env python3
"""Measure how fast the game's screens answer, against a bare Textual app in the same run.

Measurements, not tests: it prints figures and goals and never fails on them. Every figure is
taken in a real pseudo-terminal (80x24), from the key written to the words drawn, over several
runs interleaved with the bare app's, and reported as the median:

- first frame: ``warkit play`` to its table, as a ratio to a bare Textual app (goal ≤ 1.2×);
- Settings: the key to its note on screen (goal ≤ 0.1 s);
- Help: the key to the first section of the guide (not the "preparing" line) in several
  languages and rules, including rules never seen before (goal ≤ 0.25 s; a never-seen rule set's
  figures may follow within 2 s);
- a battle: the Turn key to the new battle count on screen (goal ≤ 50 ms).

    .venv/bin/python scripts/bench_screens.py [--runs N] [--warkit PATH]

``--warkit`` times another installation (say, an older checkout's ``.venv/bin/warkit``) with
this script's words and baseline, so before and after are measured alike.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT))

from bench_tui import BARE_APP, Terminal  # noqa: E402

IDLE_SECONDS = 3.0
"""A player looks at the table a moment before pressing a key; the game prepares meanwhile."""
HELP_CASES = [
    ("en", ["--rules", "classic"]),
    ("ms", ["--rules", "family"]),
    ("ru", ["--rules", "krig"]),
    ("zh_Hans", ["--rules", "pagat"]),
    ("ar", ["--rules", "classic", "--bidi", "visual"]),
]
NEVER_SEEN = ("de", ["--face-down", "2", "--max-battles", "137"])
"""Rules no earlier run played (a new cache folder each run): their figures are worked out."""
BATTLES = 8


def words(lang: str, rules_args: list[str]) -> dict[str, bytes]:
    """What each screen draws first, in ``lang``: the footer's Quit, Settings' note, and a word of
    the guide's title, drawn with the guide's first section (not with the "preparing" line)."""
    from warkit.controls import control, control_label
    from warkit.i18n import get_translator
    from warkit.i18n.bidi import visual_line
    from warkit.tui.choices import settings_note

    t = get_translator(lang)
    show = visual_line if "visual" in rules_args else (lambda text: text)
    return {
        "quit": show(control_label(control("quit"), t)).encode(),
        "settings": show(settings_note(t).split()[0]).encode(),
        "help": show(_guide_word(t, rules_args)).encode(),
    }


def _guide_word(t, rules_args: list[str]) -> str:
    """The longest word of the guide's title before its colon (as an older warkit's guide titles it)."""
    from warkit.guide.markdown import render_document
    from warkit.rule_flags import add_rule_flags, rules_from_args

    parser = argparse.ArgumentParser()
    add_rule_flags(parser, t)
    rules = rules_from_args(parser.parse_args([a for a in rules_args if a not in ("--bidi", "visual")]))
    title = render_document(rules, t, surface="help").markdown("help").split("\n", 1)[0].lstrip("# ")
    before_colon = re.split("[:：]", title)[0]  # an older guide's title stops there
    return max(re.findall(r"\w+", before_colon), key=len)


def close(terminal: Terminal, timeout: float = 10) -> None:
    """Quit, reading what the game still draws meanwhile (a full terminal would block its exit)."""
    terminal.press(b"q")
    end = time.perf_counter() + timeout
    while time.perf_counter() < end:
        pid, _ = os.waitpid(terminal.pid, os.WNOHANG)
        if pid:
            break
        terminal.drain(0.05)
    else:
        os.kill(terminal.pid, 9)
        os.waitpid(terminal.pid, 0)
    os.close(terminal.fd)


def launch(warkit: str, lang: str, rules_args: list[str], data: str) -> Terminal:
    return Terminal([warkit, "play", "--deal", "7", "--lang", lang, *rules_args], data)


def screen_key(warkit: str, lang: str, rules_args: list[str], key: bytes, what: str) -> float:
    """Seconds from ``key`` to the screen's first words, after the table has been idle a moment."""
    wanted = words(lang, rules_args)
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, lang, rules_args, data)
        terminal.wait_for(wanted["quit"])
        terminal.drain(IDLE_SECONDS)
        terminal.press(key)
        seconds = terminal.wait_for(wanted[what], timeout=30)
        terminal.press(b"\x1b")
        terminal.drain(0.3)
        close(terminal)
    return seconds


def battle_keys(warkit: str) -> list[float]:
    """Seconds from each Turn key to the new battle count on screen."""
    from warkit.i18n import get_translator
    from warkit.tui.words import battle_line

    t = get_translator("en")
    times = []
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, "en", ["--rules", "family"], data)
        terminal.wait_for(b"Quit")
        terminal.drain(IDLE_SECONDS)
        for battle in range(1, BATTLES + 1):
            terminal.press(b" ")
            times.append(terminal.wait_for(battle_line(t, battle, 0).encode()))
            terminal.drain(0.2)
        close(terminal)
    return times


def first_frame(argv: list[str], wanted: tuple[bytes, ...]) -> float:
    with tempfile.TemporaryDirectory() as data:
        terminal = Terminal(argv, data)
        terminal.wait_for(*wanted)
        seconds = time.perf_counter() - terminal.started
        close(terminal)
    return seconds


def never_seen_at_once(lang: str, rules_args: list[str]) -> tuple[float, float]:
    """Help pressed as soon as the table shows, for rules never played before (a new, empty cache
    folder): seconds from the key to the guide's first section, and to the finished guide with
    the figures in place of the "being worked out" draft. Timed in the game's process (headless),
    since the figures stand far below the first screen."""
    import asyncio

    from warkit.i18n import get_translator
    from warkit.rule_flags import add_rule_flags, rules_from_args
    from warkit.tui.app import WarApp
    from warkit.tui.help_screen import HelpScreen

    parser = argparse.ArgumentParser()
    add_rule_flags(parser, get_translator("en"))
    rules = rules_from_args(parser.parse_args(rules_args))

    async def run() -> tuple[float, float]:
        with tempfile.TemporaryDirectory() as data:
            app = WarApp(rules=rules, deal=7, lang=lang, data_dir=Path(data), prepare_guide=False)
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                start = time.perf_counter()
                # Not awaited: Pilot's press returns only once the app is idle, after the
                # start-up work timed for later (the summary, the stylesheets), which would be
                # counted as Help's time. The loop below watches the screen meanwhile.
                pressing = asyncio.ensure_future(pilot.press("h"))
                first = finished = float("nan")
                while time.perf_counter() - start < 30:
                    screen = app.screen
                    if isinstance(screen, HelpScreen):
                        if first != first and not screen.query_one("#loading").display:
                            first = time.perf_counter() - start
                        if first == first and not screen.figures_pending:
                            finished = time.perf_counter() - start
                            break
                    await asyncio.sleep(0.005)
                await pressing
                return first, finished

    return asyncio.run(run())


def help_after_new_rules(warkit: str) -> float:
    """Help pressed right after choosing, in Settings, rules never played (Face-down cards 1 → 2):
    seconds from the key to the draft guide's first section on screen."""
    from warkit.i18n import get_translator
    from warkit.rule_words import preset_name

    wanted = words("de", ["--face-down", "2"])
    own_rules = preset_name(get_translator("de"), None).encode()
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, "de", [], data)
        terminal.wait_for(words("de", [])["quit"])
        terminal.drain(IDLE_SECONDS)
        terminal.press(b"s")
        terminal.wait_for(words("de", [])["settings"])
        for key in (b"\x1b[B", b"\x1b[B", b"\x1b[B", b"\x1b[C"):  # down to "Face-down cards", then the next answer
            terminal.press(key)
            terminal.drain(0.05)
        terminal.press(b"\x1b")  # back to the table (alone, or the terminal reads Alt+H)
        terminal.drain(0.4)
        terminal.press(b"h")
        seconds = terminal.wait_for(wanted["help"], own_rules, timeout=30)  # the guide for the new rules
        terminal.press(b"\x1b")
        terminal.drain(0.3)
        close(terminal)
    return seconds


def help_at_once(warkit: str, lang: str, rules_args: list[str]) -> float:
    """Help pressed as soon as the table shows: seconds from the key to the guide's first section."""
    wanted = words(lang, rules_args)
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, lang, rules_args, data)
        terminal.wait_for(wanted["quit"])
        terminal.press(b"h")
        seconds = terminal.wait_for(wanted["help"], timeout=30)
        terminal.press(b"\x1b")
        terminal.drain(0.3)
        close(terminal)
    return seconds


def without_new_rules(warm: str) -> str:
    """A new cache folder with what earlier runs leave (compiled templates, checked catalogs) but
    no figures and no kept guide: every rule set not shipped is new to it."""
    fresh = Path(tempfile.mkdtemp(prefix="warkit-bench-cache-"))
    for kept in ("guide-templates", "catalogs"):
        if (Path(warm) / kept).is_dir():
            shutil.copytree(Path(warm) / kept, fresh / kept)
    return str(fresh)


def median(times: list[float]) -> str:
    return f"median {statistics.median(times):.3f} s (best {min(times):.3f}, worst {max(times):.3f}, {len(times)} runs)"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--warkit", default=str(ROOT / ".venv" / "bin" / "warkit"))
    parser.add_argument("--at-once", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.at_once:  # one measurement, in this new process
        print(*never_seen_at_once(*NEVER_SEEN))
        return 0

    warkit = args.warkit
    python = str(Path(warkit).parent / "python")
    # Launched as installed: pip writes the bytecode at install time, and this checkout's may be
    # stale or missing (PYTHONDONTWRITEBYTECODE), which would time the compiler, not warkit.
    compileall.compile_dir(ROOT / "warkit", quiet=1)
    # The cache folder as a player's earlier runs leave it: catalogs checked, guides kept (one
    # untimed pass of every case); the never-seen rules get a new, empty one each run.
    warm = tempfile.mkdtemp(prefix="warkit-bench-cache-")
    os.environ["WARKIT_CACHE_DIR"] = warm
    first_frame([warkit, "play", "--deal", "7", "--lang", "en"], (b"Quit", b"Deal"))
    for lang, rules_args in HELP_CASES:
        screen_key(warkit, lang, rules_args, b"h", "help")

    frames: list[float] = []
    bare: list[float] = []
    settings: list[float] = []
    helps: dict[str, list[float]] = {lang: [] for lang, _ in (*HELP_CASES, NEVER_SEEN)}
    battles: list[float] = []
    at_once_first: list[float] = []
    at_once_finished: list[float] = []
    at_once_screen: list[float] = []
    after_new_rules: list[float] = []
    for _ in range(args.runs):  # interleaved, so a busy moment slows everything alike
        bare.append(first_frame([python, "-c", BARE_APP], (b"Deal", b"Quit")))
        frames.append(first_frame([warkit, "play", "--deal", "7", "--lang", "en"], (b"Quit", b"Deal")))
        settings.append(screen_key(warkit, "en", [], b"s", "settings"))
        for lang, rules_args in HELP_CASES:
            helps[lang].append(screen_key(warkit, lang, rules_args, b"h", "help"))
        os.environ["WARKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="warkit-bench-cache-")  # never seen
        helps[NEVER_SEEN[0]].append(screen_key(warkit, *NEVER_SEEN, b"h", "help"))
        # Rules never seen, in a cache folder as earlier runs leave it (templates compiled,
        # catalogs checked) but with no figures and no guide for them: Help pressed at once...
        os.environ["WARKIT_CACHE_DIR"] = without_new_rules(warm)
        at_once_screen.append(help_at_once(warkit, *NEVER_SEEN))
        # ...the same seen from inside the game (a new process, as a player's new run)...
        os.environ["WARKIT_CACHE_DIR"] = without_new_rules(warm)
        out = subprocess.run([python, __file__, "--at-once"], capture_output=True, text=True, check=True).stdout
        first, finished = (float(figure) for figure in out.split())
        at_once_first.append(first)
        at_once_finished.append(finished)
        # ...and right after choosing them in Settings.
        os.environ["WARKIT_CACHE_DIR"] = without_new_rules(warm)
        after_new_rules.append(help_after_new_rules(warkit))
        os.environ["WARKIT_CACHE_DIR"] = warm
        battles += battle_keys(warkit)

    print(f"== Screens ({warkit})")
    ratios = [w / b for w, b in zip(frames, bare, strict=True)]
    print(f"   first frame: warkit {median(frames)}; bare Textual app {median(bare)}; "
          f"ratio median {statistics.median(ratios):.2f}x (goal ≤ 1.2x)")
    print(f"   Settings, key to its note: {median(settings)} (goal ≤ 0.1 s)")
    for lang, rules_args in HELP_CASES:
        print(f"   Help {lang} {' '.join(rules_args)}, key to the first section: {median(helps[lang])} (goal ≤ 0.25 s)")
    lang, rules_args = NEVER_SEEN
    print(f"   Help {lang} {' '.join(rules_args)} (rules never seen): {median(helps[lang])} "
          f"(goal: first section ≤ 0.25 s, figures within 2 s)")
    print(f"   Help {lang} {' '.join(rules_args)} pressed as the table shows (rules never seen): "
          f"key to the first section {median(at_once_screen)} (goal ≤ 0.25 s)")
    print(f"     the same, timed inside the game (headless, until it has settled): first section "
          f"{median(at_once_first)}; finished guide with its figures {median(at_once_finished)} (goal: figures within 2 s)")
    print(f"   Help de right after choosing rules never seen in Settings (face-down cards 1 → 2): "
          f"key to the first section {median(after_new_rules)} (goal ≤ 0.25 s)")
    print(f"   a battle, Turn key to the new count: {median(battles)} (goal ≤ 0.05 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
