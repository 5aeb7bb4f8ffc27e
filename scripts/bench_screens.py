#!/usr/bin/env python3
"""Measure how fast the game's screens answer, against a bare Textual app in the same run.

Measurements, not tests: it prints figures and goals and never fails on them. Every figure is
taken in a real pseudo-terminal (80x24), from the key written to the words drawn, over several
runs interleaved with the bare app's, and reported as the median:

- first frame: ``warkit play`` to its table, as a ratio to a bare Textual app (goal ≤ 1.2×), and
  the same with the cycle collector left on during start-up (what ``warkit.startup`` buys);
- Settings: the key to its note on screen, the first time (goal ≤ 0.3 s) and the second (≤ 0.05 s);
- Esc on each screen the table opens, to the table drawn again, as a ratio to a bare Textual app
  closing its second screen (goal ≤ 1.1×);
- Help: the key to the first section of the guide (not the "preparing" line), built then, in
  several languages and rules (goal ≤ 0.2 s); for rules never played (their figures are not
  shipped) the draft with the figures pending counts, and the figures follow;
- a battle: the Turn key to the new battle count on screen (goal ≤ 50 ms), on a quiet table and
  while Help's figures for new rules are being played in the game's thread.

    .venv/bin/python scripts/bench_screens.py [--runs N] [--warkit PATH]

``--warkit`` times another installation (say, an older checkout's ``.venv/bin/warkit``) with
this script's words and baseline, so before and after are measured alike.
"""

from __future__ import annotations

import argparse
import compileall
import os
import re
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

IDLE_SECONDS = 1.0
"""A player looks at the table a moment before pressing a key."""
HELP_CASES = [
    ("en", ["--rules", "classic"]),
    ("ms", ["--rules", "family"]),
    ("ru", ["--rules", "krig"]),
    ("zh_Hans", ["--rules", "pagat"]),
    ("ar", ["--rules", "classic", "--bidi", "visual"]),
]
NEVER_SEEN = ("de", ["--face-down", "2", "--max-battles", "137"])
"""Rules whose figures are not shipped: Help shows a draft while they are played."""
LONG_FIGURES = ["--rules", "family", "--at-limit", "count"]
"""Rules not shipped (family's, with an answer that never matters as there is no battle limit):
the same battles as family's, and figures that take over a second to play, timed meanwhile."""
BATTLES = 8
COLLECTOR_ON = (
    "import sys, warkit.startup as startup; startup.pause_collector = lambda: None; "
    "from warkit.cli import main; sys.exit(main(sys.argv[1:]))"
)
"""``warkit`` with the cycle collector left on during start-up (``warkit.startup`` undone)."""


def words(lang: str, rules_args: list[str]) -> dict[str, bytes]:
    """What each screen draws first, in ``lang``: the footer's Quit, Settings' note, and a word of
    the guide's title, drawn with the guide's first section (not with the "preparing" line)."""
    from warkit.choices import settings_note
    from warkit.controls import control, control_label
    from warkit.i18n import get_translator
    from warkit.i18n.bidi import visual_line

    t = get_translator(lang)
    show = visual_line if "visual" in rules_args else (lambda text: text)
    return {
        "quit": show(control_label(control("quit"), t)).encode(),
        "settings": show(settings_note(t).split()[0]).encode(),
        "help": show(_guide_word(t, rules_args)).encode(),
    }


def rules_of(rules_args: list[str]):
    """The rules the rule flags ``rules_args`` name, read by warkit's own command line."""
    from warkit.commands.parsing import CommandLineParser
    from warkit.commands.rule_flags import add_rule_flags, rules_from_args
    from warkit.i18n import get_translator

    t = get_translator("en")
    parser = CommandLineParser("bench", translator=t)
    add_rule_flags(parser, t)
    return rules_from_args(parser.parse_args(rules_args))


def _guide_word(t, rules_args: list[str]) -> str:
    """The longest word of the guide's title before its colon (as an older warkit's guide titles it)."""
    from warkit.guide.markdown import render_document

    rules = rules_of([a for a in rules_args if a not in ("--bidi", "visual")])
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


def screen_key(warkit: str, lang: str, rules_args: list[str], key: bytes, what: str, times: int = 1) -> list[float]:
    """Seconds from ``key`` to the screen's first words, after the table has been idle a moment;
    the screen opened ``times`` times (left with Escape in between), one figure each."""
    wanted = words(lang, rules_args)
    seconds = []
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, lang, rules_args, data)
        terminal.wait_for(wanted["quit"])
        terminal.drain(IDLE_SECONDS)
        for _ in range(times):
            terminal.press(key)
            seconds.append(terminal.wait_for(wanted[what], timeout=30))
            terminal.press(b"\x1b")
            terminal.drain(0.3)
        close(terminal)
    return seconds


BARE_SCREENS = """
from textual.app import App
from textual.screen import Screen
from textual.widgets import Static
class Other(Screen):
    BINDINGS = [("escape", "app.pop_screen")]
    def compose(self):
        yield Static("Other screen")
class Bare(App):
    def compose(self):
        yield Static("Deal Quit")
    def on_key(self, event):
        if event.key == "s" and len(self.screen_stack) == 1:
            self.push_screen(Other())
        elif event.key == "q":
            self.exit()
Bare().run()
"""
"""A bare Textual app with a second screen (S opens it, Esc closes it): the floor for Esc."""
ESC_SCREENS = {"settings": b"s", "help": b"h", "stats": b"i", "log": b"l"}
"""The screens the table opens, by their key: Esc is timed on each."""


def escape_back(argv: list[str], key: bytes, opened: bytes, table: bytes) -> float:
    """Seconds from Esc on the screen ``key`` opens (once ``opened`` is drawn and a moment has
    passed) to the table's ``table`` drawn again; the terminal's wait to tell a lone Esc from an
    escape sequence is in it, as it is in the bare app's."""
    with tempfile.TemporaryDirectory() as data:
        terminal = Terminal(argv, data)
        terminal.wait_for(table)
        terminal.drain(IDLE_SECONDS)
        terminal.press(key)
        terminal.wait_for(opened, timeout=30)
        terminal.drain(0.3)
        terminal.press(b"\x1b")
        seconds = terminal.wait_for(table)
        close(terminal)
    return seconds


def battle_keys(warkit: str, rules_args: list[str], limit: int, figures_first: bool = False) -> list[float]:
    """Seconds from each Turn key to the new battle count on screen. ``figures_first``: Help is
    opened and left first, so the figures of these (new) rules are being played meanwhile."""
    from warkit.i18n import get_translator
    from warkit.tui.labels import battle_line

    t = get_translator("en")
    times = []
    with tempfile.TemporaryDirectory() as data:
        terminal = launch(warkit, "en", rules_args, data)
        terminal.wait_for(b"Quit")
        terminal.drain(IDLE_SECONDS)
        if figures_first:
            terminal.press(b"h")
            terminal.wait_for(words("en", rules_args)["help"], timeout=30)  # the draft: figures pending
            terminal.press(b"\x1b")
            terminal.drain(0.1)
        for battle in range(1, BATTLES + 1):
            terminal.press(b" ")
            times.append(terminal.wait_for(battle_line(t, battle, limit).encode()))
            terminal.drain(0.1 if figures_first else 0.2)
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
    """Help pressed as soon as the table shows, for rules whose figures are not shipped: seconds
    from the key to the guide's first section, and to the finished guide with the figures in
    place of the "being worked out" draft. Timed in the game's process (headless), since the
    figures stand far below the first screen."""
    import asyncio

    from warkit.tui.app import WarApp
    from warkit.tui.screens.help import HelpScreen

    rules = rules_of(rules_args)

    async def run() -> tuple[float, float]:
        with tempfile.TemporaryDirectory() as data:
            app = WarApp(rules=rules, deal=7, lang=lang, data_dir=Path(data))
            async with app.run_test(size=(80, 24)) as pilot:
                await pilot.pause()
                start = time.perf_counter()
                # Not awaited: Pilot's press returns only once the app is idle, which would count
                # the figures as Help's time. The loop below watches the screen meanwhile.
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
    """Help pressed right after choosing, in Settings, rules whose figures are not shipped
    (Face-down cards 1 → 2): seconds from the key to the draft guide's first section on screen."""
    from warkit.i18n import get_translator
    from warkit.narration.rule_words import rules_label

    wanted = words("de", ["--face-down", "2"])
    # The new rules' label begins "Klassisch, 2" (its first two words, which the title never wraps
    # apart): the guide is the new rules', not the table's old ones.
    new_rules = " ".join(rules_label(get_translator("de"), rules_of(["--face-down", "2"])).split()[:2]).encode()
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
        seconds = terminal.wait_for(wanted["help"], new_rules, timeout=30)  # the guide for the new rules
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
    # The cache folder as a player's earlier runs leave it (one untimed pass of every case).
    os.environ["WARKIT_CACHE_DIR"] = tempfile.mkdtemp(prefix="warkit-bench-cache-")
    first_frame([warkit, "play", "--deal", "7", "--lang", "en"], (b"Quit", b"Deal"))
    for lang, rules_args in HELP_CASES:
        screen_key(warkit, lang, rules_args, b"h", "help")

    frames: list[float] = []
    collector_on: list[float] = []
    bare: list[float] = []
    settings_first: list[float] = []
    settings_again: list[float] = []
    helps: dict[str, list[float]] = {lang: [] for lang, _ in (*HELP_CASES, NEVER_SEEN)}
    battles: list[float] = []
    battles_figures: list[float] = []
    at_once_first: list[float] = []
    at_once_finished: list[float] = []
    at_once_screen: list[float] = []
    after_new_rules: list[float] = []
    escapes: dict[str, list[float]] = {what: [] for what in ESC_SCREENS}
    bare_escapes: list[float] = []
    english = words("en", [])
    opened = {"settings": english["settings"], "help": english["help"], "stats": b"record", "log": b"Battle log"}
    from warkit.i18n import get_translator
    from warkit.tui.labels import battle_line

    table = battle_line(get_translator("en"), 0, 500).encode()  # on the table, on none of the screens it opens
    for _ in range(args.runs):  # interleaved, so a busy moment slows everything alike
        bare.append(first_frame([python, "-c", BARE_APP], (b"Deal", b"Quit")))
        bare_escapes.append(escape_back([python, "-c", BARE_SCREENS], b"s", b"Other", b"Deal"))
        for what, key in ESC_SCREENS.items():
            escapes[what].append(escape_back([warkit, "play", "--deal", "7", "--lang", "en"], key, opened[what], table))
        frames.append(first_frame([warkit, "play", "--deal", "7", "--lang", "en"], (b"Quit", b"Deal")))
        collector_on.append(first_frame([python, "-c", COLLECTOR_ON, "play", "--deal", "7", "--lang", "en"], (b"Quit", b"Deal")))
        first, *again = screen_key(warkit, "en", [], b"s", "settings", times=3)
        settings_first.append(first)
        settings_again += again
        for lang, rules_args in (*HELP_CASES, NEVER_SEEN):
            helps[lang] += screen_key(warkit, lang, rules_args, b"h", "help")
        at_once_screen.append(help_at_once(warkit, *NEVER_SEEN))
        out = subprocess.run([python, __file__, "--at-once"], capture_output=True, text=True, check=True).stdout
        first_section, finished = (float(figure) for figure in out.split())
        at_once_first.append(first_section)
        at_once_finished.append(finished)
        after_new_rules.append(help_after_new_rules(warkit))
        battles += battle_keys(warkit, ["--rules", "family"], 0)
        battles_figures += battle_keys(warkit, LONG_FIGURES, 0, figures_first=True)

    print(f"== Screens ({warkit})")
    ratios = [w / b for w, b in zip(frames, bare, strict=True)]
    print(f"   first frame: warkit {median(frames)}; bare Textual app {median(bare)}; "
          f"ratio median {statistics.median(ratios):.2f}x (goal ≤ 1.2x)")
    print(f"     with the cycle collector on during start-up: {median(collector_on)}")
    print(f"   Settings, key to its note: first time {median(settings_first)} (goal ≤ 0.3 s); "
          f"again {median(settings_again)} (goal ≤ 0.05 s)")
    for lang, rules_args in HELP_CASES:
        print(f"   Help {lang} {' '.join(rules_args)}, key to the first section: {median(helps[lang])} (goal ≤ 0.2 s)")
    lang, rules_args = NEVER_SEEN
    print(f"   Help {lang} {' '.join(rules_args)} (figures not shipped), key to the draft's first section: "
          f"{median(helps[lang])} (goal ≤ 0.25 s)")
    print(f"   the same pressed as the table shows: {median(at_once_screen)} (goal ≤ 0.25 s)")
    print(f"     timed inside the game (headless): first section {median(at_once_first)}; "
          f"finished guide with its figures {median(at_once_finished)}")
    print(f"   Help de right after choosing new rules in Settings (face-down cards 1 → 2): "
          f"key to the draft's first section {median(after_new_rules)} (goal ≤ 0.25 s)")
    print(f"   Esc, key to the table drawn again: bare Textual app {median(bare_escapes)}")
    for what in ESC_SCREENS:
        ratios = [w / b for w, b in zip(escapes[what], bare_escapes, strict=True)]
        print(f"     from {what}: {median(escapes[what])}; ratio median {statistics.median(ratios):.2f}x (goal ≤ 1.1x)")
    print(f"   a battle, Turn key to the new count: {median(battles)} (goal ≤ 0.05 s)")
    print(f"     while Help's figures for {' '.join(LONG_FIGURES)} are played: {median(battles_figures)} (goal ≤ 0.05 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
