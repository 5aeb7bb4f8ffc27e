"""Fuzzing every surface with hostile input: catalogs, saves and command lines.

Each property feeds generated input through one surface (``i18n check``, the plain mode, the
guide export, the TUI's first frame, the save loaders, the command line, keys typed in bursts
faster than the screens settle, a stopping signal at a random moment of ``simulate --jobs 2`` or
``guide --watch``) and classifies what
happened: clean, a traceback, a hang (over the time bound: CPU seconds of the call, or of the
child for a command, so a loaded machine is not a hang; see ``over_bound``), data lost (a save
neither kept nor set aside), an injection (an escape byte on the terminal, or a link or tag
from a translation in the HTML), a process left behind, or the wrong exit status. Anything but clean fails. The default run is short;
``--hypothesis-profile=ci`` (scripts/test-long) runs a bounded number of examples and
``--hypothesis-profile=long`` many more (see ``conftest.py``); ``WARKIT_FUZZ_EXAMPLES=N`` caps
the examples of every surface; ``WARKIT_FUZZ_REPORT=FILE`` writes the table of outcomes per surface.
"""

from __future__ import annotations

import contextlib
import io
import itertools
import json
import os
import re
import resource
import signal
import subprocess
import sys
import time
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warkit.engine import Rules
from warkit.i18n import get_translator, reload
from warkit.i18n.catalog import read_catalog
from warkit.i18n.pofile import entry_key, read_po

ROOT = Path(__file__).resolve().parent.parent
WARKIT = str(Path(sys.executable).parent / "warkit")
LONG = settings.default.max_examples >= 1000
"""``--hypothesis-profile=long``: many examples per surface."""
CI = not LONG and settings.default.max_examples >= 200
"""``--hypothesis-profile=ci``: a bounded number of examples per surface (scripts/test-long)."""
WALL_FACTOR = 20
"""A call that does not finish within this many times its CPU bound in wall-clock time is a hang
too (one that waits rather than computes, a FIFO say); on a loaded machine only CPU counts."""
OUTCOMES = ("clean", "traceback", "hang", "data lost", "injection", "left behind", "wrong status")
TALLY: dict[str, Counter[str]] = {}
TERMINAL_UNSAFE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")


def budget(short: int, long: int, ci: int) -> settings:
    examples = long if LONG else ci if CI else short
    cap = os.environ.get("WARKIT_FUZZ_EXAMPLES")  # at most this many per surface, for a timed run
    return settings(
        max_examples=min(examples, int(cap)) if cap else examples,
        deadline=None,
        suppress_health_check=list(HealthCheck),
        database=None,
    )


def record(surface: str, outcome: str) -> None:
    TALLY.setdefault(surface, Counter())[outcome] += 1
    assert outcome == "clean", f"{surface}: {outcome}"


@pytest.fixture(scope="module", autouse=True)
def _report() -> Iterator[None]:
    yield
    target = os.environ.get("WARKIT_FUZZ_REPORT")
    if not target:
        return
    lines = ["| surface | attempts | " + " | ".join(OUTCOMES) + " |", "|---" * (len(OUTCOMES) + 2) + "|"]
    for surface, counts in TALLY.items():
        cells = " | ".join(str(counts[outcome]) for outcome in OUTCOMES)
        lines.append(f"| {surface} | {sum(counts.values())} | {cells} |")
    Path(target).write_text("\n".join(lines) + "\n", encoding="utf-8")


# -- hostile translations ------------------------------------------------------------------------

PIECES = [
    "\x1b[2J", "\x1b]0;TITLE\x07", "\x1b]52;c;aGk=\x07", "\x9b31m", "\x07", "\x00", "\x7f", "\r",
    "\u200f", "\u200e", "\u202b", "\u202c", "\u2067", "\u2069", "\u200d", "\u200c", "\u202f", "\u2028",
    "[b]", "[/b]", "[@click=app.quit]", "**", "`", "_", "# ", "> ", "- ", "1. ", "|",
    "<script>alert(1)</script>", "<b>", "&amp;", "<a href='https://evil.example'>x</a>",
    "[klik](https://evil.example)", "[x](#tiada)", "www.example.com", "http://evil.example", "<https://e.x>",
    "{count}", "{deal}", "{rank}", "{count!r}", "{count.__class__}", "{0}", "{}", "{{", "}}", "{", "}",
    "%s", "%(count)s", "\\", "\"", "\n", "\n\n",
]
HOSTILE = st.one_of(
    st.lists(st.one_of(st.sampled_from(PIECES), st.text(max_size=6)), max_size=12).map("".join),
    st.sampled_from(["{count}" * 30_000, "x" * 6_000, "{count}" * 21]),
)


def po_string(text: str, close: bool) -> str:
    body = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
    return f'"{body}"' if close else f'"{body}'


def _entries() -> list:
    return [e for e in read_po((ROOT / "locale/ms/LC_MESSAGES/warkit.po").read_text("utf-8")).entries if not e.obsolete]


ENTRIES = _entries()
CATALOG_LINES = (ROOT / "locale/ms/LC_MESSAGES/warkit.po").read_text("utf-8").split("\n")


@st.composite
def hostile_catalogs(draw: st.DrawFn) -> tuple[str, list[tuple[str | None, str]]]:
    """The Malay catalog with a few entries' translations replaced by hostile text."""
    chosen = draw(st.lists(st.sampled_from(ENTRIES), min_size=1, max_size=4, unique_by=entry_key))
    lines = list(CATALOG_LINES)
    for entry in chosen:
        text = draw(HOSTILE)
        close = draw(st.booleans() | st.just(True))
        start = entry.linenum - 1
        index = start
        while index < len(lines) and lines[index].strip():
            if lines[index].startswith("msgstr"):
                keyword = lines[index].split(" ", 1)[0]
                lines[index] = f"{keyword} {po_string(text, close)}"
                index += 1
                while index < len(lines) and lines[index].startswith('"'):
                    lines[index] = '""'
                    index += 1
                continue
            index += 1
    return "\n".join(lines), [entry_key(entry) for entry in chosen]


def write_locale(folder: Path, text: str) -> Path:
    po = folder / "ms" / "LC_MESSAGES" / "warkit.po"
    po.parent.mkdir(parents=True, exist_ok=True)
    po.write_text(text, encoding="utf-8")
    (folder / "warkit.pot").write_text((ROOT / "locale/warkit.pot").read_text("utf-8"), encoding="utf-8")
    return po


def over_bound(cpu: float, wall: float, bound: float) -> bool:
    """A hang: more than ``bound`` seconds of CPU time, or waiting far beyond it. Wall-clock time
    alone is no measure on a shared machine (ten seconds of it tripped under load)."""
    return cpu > bound or wall > WALL_FACTOR * bound


def timed(surface: str, bound: float, action: Callable[[], str]) -> str | None:
    """Run ``action``; record a traceback or a hang; return its output if it finished cleanly."""
    cpu, wall = time.process_time(), time.monotonic()
    try:
        output = action()
    except Exception as error:  # the outcome to count
        record(surface, "traceback")
        raise AssertionError(error) from error
    if over_bound(time.process_time() - cpu, time.monotonic() - wall, bound):
        record(surface, "hang")
    return output


def children_cpu() -> float:
    """CPU seconds used so far by this process's finished children."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


@budget(short=8, long=1500, ci=120)
@given(hostile_catalogs())
def test_fuzz_i18n_check_and_the_game_agree_and_stay_harmless(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    text, keys = case
    folder = tmp_path_factory.mktemp("locale")
    po = write_locale(folder, text)

    def check() -> str:
        from warkit.i18n.check import check_catalog

        report = check_catalog(po, "ms")
        t = get_translator("en")
        return "\n".join(problem.render(t) for problem in report.problems)

    output = timed("i18n check", 10, check)
    if output is not None and TERMINAL_UNSAFE.search(output):
        record("i18n check", "injection")
    reload()
    catalog = read_catalog(po, "ms")
    t = get_translator("ms", locale_dir=folder)
    for key in keys:
        context, msgid = key
        if key not in catalog.messages:  # refused or untranslated: the English shows
            shown = t.pgettext(context, msgid) if context else t.gettext(msgid)
            if shown != msgid:
                record("i18n check", "injection")
        else:
            for form in catalog.messages[key]:
                if TERMINAL_UNSAFE.search(form.replace("\n", "").replace("\t", "")):
                    record("i18n check", "injection")
    record("i18n check", "clean")


@budget(short=3, long=300, ci=20)
@given(hostile_catalogs())
def test_fuzz_plain_mode_prints_nothing_harmful(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    from warkit.plain import plain_game

    text, _ = case
    folder = tmp_path_factory.mktemp("locale")
    write_locale(folder, text)
    reload()
    t = get_translator("ms", locale_dir=folder)

    def play() -> str:
        out = io.StringIO()
        plain_game(t, Rules(max_battles=60), 7, out, folder=folder, width=80).run_auto()
        return out.getvalue() + "\n".join(t.warnings)

    output = timed("plain mode", 20, play)
    if output is not None and TERMINAL_UNSAFE.search(output.replace("\n", "")):
        record("plain mode", "injection")
    record("plain mode", "clean")


@budget(short=2, long=200, ci=10)
@given(hostile_catalogs())
def test_fuzz_guide_export_has_no_link_or_tag_from_a_translation(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    from warkit.guide.figures import Figures
    from warkit.guide.html import markdown_to_html
    from warkit.guide.links import check_links
    from warkit.guide.markdown import render_document

    text, _ = case
    folder = tmp_path_factory.mktemp("locale")
    write_locale(folder, text)
    figures = Figures(games=100, first_deal=1, wins=(48, 47), draws=5, battles_mean=271.5,
                      battles_median=250, battles_p90=480, battles_max=1900)
    old = os.environ.get("WARKIT_LOCALE_DIR")
    os.environ["WARKIT_LOCALE_DIR"] = str(folder)
    try:
        reload()

        def export() -> str:
            document = render_document(Rules(), get_translator("ms"), figures=figures)
            check_links(document)
            return markdown_to_html(document.markdown("html"), "back")

        html = timed("guide export", 30, export)
    finally:
        if old is None:
            os.environ.pop("WARKIT_LOCALE_DIR", None)
        else:
            os.environ["WARKIT_LOCALE_DIR"] = old
        reload()
    assert html is not None
    hrefs = re.findall(r'href="([^"]*)"', html)
    tags = set(re.findall(r"<([a-zA-Z][a-zA-Z0-9]*)", html))
    if any(not href.startswith("#") for href in hrefs) or tags & {"script", "iframe", "img", "style"}:
        record("guide export", "injection")
    record("guide export", "clean")


def _first_frame(folder: Path, data: Path) -> str:
    import asyncio

    from test_tui_support import make_app, screen_text, toasts_text

    async def run() -> str:
        app = make_app(data, "ms", deal=7)
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await pilot.pause(0.3)
            return screen_text(app) + toasts_text(app)

    return asyncio.run(asyncio.wait_for(run(), 60))


@budget(short=1, long=40, ci=3)
@given(hostile_catalogs())
def test_fuzz_tui_first_frame_shows_only_harmless_text(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    text, _ = case
    folder = tmp_path_factory.mktemp("locale")
    data = tmp_path_factory.mktemp("data")
    write_locale(folder, text)
    old = os.environ.get("WARKIT_LOCALE_DIR")
    os.environ["WARKIT_LOCALE_DIR"] = str(folder)
    try:
        reload()
        frame = timed("TUI first frame", 60, lambda: _first_frame(folder, data))
    finally:
        if old is None:
            os.environ.pop("WARKIT_LOCALE_DIR", None)
        else:
            os.environ["WARKIT_LOCALE_DIR"] = old
        reload()
    if frame is not None and TERMINAL_UNSAFE.search(frame.replace("\n", "")):
        record("TUI first frame", "injection")
    record("TUI first frame", "clean")


# -- hostile saves -----------------------------------------------------------------------------------

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=10), children, max_size=5),
    max_leaves=30,
)
SAVE_KEYS = ["version", "rules", "deal", "deck", "seed", "steps", "recorded", "records", "language",
             "card_style", "animation", "pace", "bidi", "played", "won", "classic"]


@st.composite
def save_files(draw: st.DrawFn) -> bytes | str:
    kind = draw(st.sampled_from(["json", "object", "nested", "bytes", "fifo", "loop", "dir", "huge"]))
    if kind == "json":
        return json.dumps(draw(JSON)).encode()
    if kind == "object":
        keys = st.sampled_from(SAVE_KEYS) | st.text(max_size=8)
        return json.dumps(draw(st.dictionaries(keys, JSON, max_size=8))).encode()
    if kind == "nested":
        depth = draw(st.integers(min_value=900, max_value=200_000))
        return (draw(st.sampled_from(["[", '{"a":'])) * depth).encode()
    if kind == "bytes":
        return draw(st.binary(max_size=200))
    if kind == "huge":
        return b" " * (17 * 1024 * 1024)
    return kind  # made as a file system object below


@budget(short=25, long=3000, ci=200)
@given(st.sampled_from(["round.json", "settings.json", "statistics.json"]), save_files())
def test_fuzz_saves_load_or_are_set_aside_never_lost(tmp_path_factory: pytest.TempPathFactory, name: str, content) -> None:
    from warkit.storage import NewerSave, UnreadableFile, load_round, load_settings, load_statistics

    folder = tmp_path_factory.mktemp("data")
    path = folder / name
    if content == "fifo":
        os.mkfifo(path)
    elif content == "loop":
        path.symlink_to(folder / "other")
        (folder / "other").symlink_to(path)
    elif content == "dir":
        path.mkdir()
    else:
        path.write_bytes(content)
    loader = {"round.json": load_round, "settings.json": load_settings, "statistics.json": load_statistics}[name]
    cpu, wall = time.process_time(), time.monotonic()
    moved: Path | None = None
    try:
        loader(folder)
        kept = True
    except UnreadableFile as error:
        moved, kept = error.moved_to, False
    except NewerSave:
        kept = True
    except Exception:
        record("save files", "traceback")
        raise
    if over_bound(time.process_time() - cpu, time.monotonic() - wall, 10):
        record("save files", "hang")
    if isinstance(content, bytes) and not kept:
        if moved is None or moved.read_bytes() != content:
            record("save files", "data lost")
    if isinstance(content, bytes) and kept and path.read_bytes() != content:
        record("save files", "data lost")
    record("save files", "clean")


# -- hostile command lines ---------------------------------------------------------------------------

WORDS = ["play", "replay", "guide", "simulate", "i18n", "check", "status", "--plain", "--auto", "--deal",
         "--deck", "--seed", "--lang", "--rules", "--players", "--face-down", "--max-battles", "--format",
         "--out", "--json", "--events", "--games", "--locale-dir", "--strict", "--bidi", "--help", "-h",
         "-", "@/dev/null", "@/etc", "@/nonexistent", "", " ", "0", "1", "-1", "4294967296", "1e9",
         "classic", "all", "md", "html", "ms", "xx", "sr@latin", "Qſ", "\x1b[2J", "\x1b]0;T\x07", "\u202e",
         "AS " * 52, "{count}", "%s", "ـ", "٣"]
ARGV = st.lists(st.sampled_from(WORDS) | st.text(max_size=8), max_size=6)


@budget(short=5, long=600, ci=30)
@given(ARGV)
def test_fuzz_command_line_gives_one_clean_answer(tmp_path_factory: pytest.TempPathFactory, argv: list[str]) -> None:
    if any("\x00" in arg for arg in argv):
        argv = [arg.replace("\x00", "") for arg in argv]
    folder = tmp_path_factory.mktemp("cli")
    env = {**os.environ, "WARKIT_DATA_DIR": str(folder / "data"), "TERM": "dumb"}
    if any(arg in ("play", "replay") for arg in argv) or not argv:
        argv = [*argv, "--max-battles", "30"] if "play" in argv else argv
    cpu, wall = children_cpu(), time.monotonic()
    try:
        result = subprocess.run(
            [WARKIT, *argv], capture_output=True, timeout=WALL_FACTOR * 15, env=env, cwd=folder, stdin=subprocess.DEVNULL
        )
    except subprocess.TimeoutExpired:
        record("command line", "hang")
        return
    if over_bound(children_cpu() - cpu, time.monotonic() - wall, 15):
        record("command line", "hang")
    output = result.stdout + result.stderr
    if b"Traceback" in output:
        record("command line", "traceback")
    if re.search(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]", output):
        record("command line", "injection")
    record("command line", "clean")


# -- keys typed faster than the screens settle -------------------------------------------------------

KEYS = ["space", "enter", "escape", "t", "a", "f", "n", "r", "d", "s", "h", "i", "down", "up", "left",
        "right", "tab", "shift+tab", "1", "2", "backspace", "pagedown", "pageup", "home", "end", "ctrl+c"]
CHARACTERS = {"space": " ", "enter": "\r", "escape": "\x1b", "tab": "\t", "backspace": "\x7f"}
SIZES = [(60, 20), (59, 19), (80, 24), (200, 60), (40, 10), (61, 21), (120, 40)]
BURSTS = st.lists(
    st.tuples(
        st.none() | st.sampled_from(SIZES),  # the window resized first, or not
        st.lists(st.sampled_from(KEYS), min_size=1, max_size=6),  # keys queued at once
        st.integers(0, 3),  # frames let pass before the next burst
    ),
    min_size=1,
    max_size=12,
)


def _typed_in_bursts(data: Path, lang: str, rules: Rules, bidi: str | None, bursts, closing: bool) -> str:
    import asyncio

    from test_tui_support import make_app
    from textual import events

    async def run() -> str:
        app = make_app(data, lang, rules=rules, bidi=bidi)
        async with app.run_test(size=(80, 24)) as pilot:
            for size, keys, frames in bursts:
                if size is not None:
                    await pilot.resize_terminal(*size)
                for key in keys:
                    app.post_message(events.Key(key, CHARACTERS.get(key, key if len(key) == 1 else None)))
                for _ in range(frames):
                    await pilot.pause()
            if closing:
                app.stop_for_signal()  # the terminal closes in the middle of it all
            await pilot.pause()
        return str(app.return_code)

    return asyncio.run(asyncio.wait_for(run(), 120))


@budget(short=3, long=400, ci=40)
@given(
    st.sampled_from(["en", "ms", "ar", "zh-Hans", "ru", "en-XA", "ar-XB"]),
    st.builds(Rules, players=st.sampled_from([2, 3, 4]), face_down=st.sampled_from([0, 1, 3]),
              max_battles=st.sampled_from([0, 20, 500])),
    st.sampled_from([None, "visual"]),
    BURSTS,
    st.booleans(),
)
def test_fuzz_keys_in_bursts_never_end_the_game(
    tmp_path_factory: pytest.TempPathFactory, lang: str, rules: Rules, bidi: str | None, bursts, closing: bool
) -> None:
    """Keys queued faster than the screens settle, the window resized between them, in every kind
    of game and language: the game never fails, and ends only when asked to."""
    data = tmp_path_factory.mktemp("keys")
    code = timed("TUI keys", 120, lambda: _typed_in_bursts(data, lang, rules, bidi, bursts, closing))
    if code not in ("0", "None"):
        record("TUI keys", "traceback")
    record("TUI keys", "clean")


# -- signals to a running command ------------------------------------------------------------------

STOPPING = ("SIGTERM", "SIGHUP", "SIGINT")
SIGNAL_BOUND = 6
"""CPU seconds a signalled run may take in all: start-up, up to 1.5 s on two workers, the stop."""
RUNS = itertools.count()


def _running_with(word: str) -> list[int]:
    """Processes still running (not zombies) whose command line holds ``word``: a run's parent and
    its workers (forks, so the same command line), wherever they were reparented."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            argv = (entry / "cmdline").read_bytes().split(b"\0")
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except (OSError, IndexError):
            continue
        if word.encode() in argv and state not in ("Z", "X"):
            found.append(int(entry.name))
    return found


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="finds the processes through /proc")
@budget(short=2, long=200, ci=20)
@given(st.sampled_from(["simulate", "guide --watch"]), st.sampled_from(STOPPING), st.floats(min_value=0, max_value=1.5))
def test_fuzz_signals_to_a_running_command_leave_nothing_behind(tmp_path_factory: pytest.TempPathFactory, command: str, name: str, delay: float) -> None:
    """SIGTERM, SIGHUP or SIGINT at any moment of ``simulate --jobs 2`` or ``guide --watch``, from
    its start-up on: it ends with no traceback, no process of it left running, the status of the
    signal (128 + its number, or killed by it before warkit could answer it), and never hangs."""
    from conftest import start_warkit

    folder = tmp_path_factory.mktemp("signals")
    if command == "simulate":
        word = str(1_000_000 + os.getpid() * 1000 + next(RUNS) % 1000)  # this run's own first deal
        argv = ["simulate", "--games", "40000", "--engine", "scalar", "--jobs", "2", "--seed", word]
    else:
        word = str(folder / "guide")
        argv = ["guide", "--watch", "--lang", "en", "--format", "md", "--out", word]
    number = getattr(signal, name)
    cpu, wall = children_cpu(), time.monotonic()
    process = start_warkit(*argv, cwd=folder)
    try:
        time.sleep(delay)  # the moment is the input
        process.send_signal(number)
        try:
            out, err = process.communicate(timeout=WALL_FACTOR * SIGNAL_BOUND)
        except subprocess.TimeoutExpired:
            record("signals", "hang")
        if over_bound(children_cpu() - cpu, time.monotonic() - wall, SIGNAL_BOUND):
            record("signals", "hang")
        if "Traceback" in out + err:
            record("signals", "traceback")
        deadline = time.monotonic() + 10
        while _running_with(word) and time.monotonic() < deadline:
            time.sleep(0.05)
        if _running_with(word):
            record("signals", "left behind")
        if process.returncode not in (128 + number, -number):
            record("signals", "wrong status")
        record("signals", "clean")
    finally:
        for pid in _running_with(word):  # only what this run started: its parent and workers
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        process.kill()
        process.communicate()
