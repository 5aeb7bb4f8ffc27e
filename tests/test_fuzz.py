"""Fuzzing every surface with hostile input: catalogs, saves and command lines.

Each property feeds generated input through one surface (``i18n check``, the plain mode, the
guide export, every field of the guide carrying every form of link, the TUI's first frame, the
save loaders, a whole game over a hostile save, the command line, decks on standard input and in files, ``i18n init``'s language tags, keys typed in
bursts faster than the screens settle, every command's output in a narrow encoding or to a
reader that goes away, a stopping signal at a random moment of ``simulate --jobs 2`` or
``guide --watch``) and classifies what happened: clean, a traceback, a hang
(over the time bound: CPU seconds of the call, or of the child for a command, so a loaded machine
is not a hang; see ``over_bound``), data lost (a save neither kept nor set aside), out of range (a
saved round loaded with a deal or seed the command line refuses), no result (a game that did not
end with its figures), an injection (an escape byte on the terminal, or a link or tag from a
translation in the HTML), a file written outside the folder it was asked for, a process left behind, or the wrong exit
status. Anything but clean fails. The saves include a newer warkit's (the current format version plus some) and rounds
whose deal or seed is out of range. The default run is short;
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
from hypothesis import HealthCheck, example, given, reject, settings
from hypothesis import strategies as st
from output_runs import (
    ENCODINGS,
    EXIT_READER_GONE,
    LANGUAGES,
    PRINTING,
    Command,
    finish_reader_gone,
    start_narrow,
    start_reader_gone,
)
from page_links import outside_the_guide

from warkit.engine import Rules
from warkit.guide.figures import Figures
from warkit.i18n import Translator, get_translator, reload
from warkit.i18n.catalog import read_catalog
from warkit.i18n.placeholders import fill
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
OUTCOMES = (
    "clean", "traceback", "hang", "data lost", "out of range", "no result", "injection", "written outside",
    "left behind", "wrong status",
)
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


# -- every translated field of the guide, carrying every form of link -------------------------------

LINK_FORMS = {
    "inline link": "[x]({url})",
    "reference": "[x][r]\n\n[r]: {url}\n\n[x][r]",
    "autolink": "<{url}>",
    "bare": "{url}",
    "html img": '<{img} {src}="{url}">',
    "html a": '<{a} {href}="{url}">x</{a}>',
    "image": "![x]({url})",
}
LINK_TARGETS = ("{https}://evil.example/a", "{https}:evil.example/a", "//evil.example/a")
"""A scheme with ``//``, a scheme without (what the old rule missed), and no scheme at all."""


def link_text(form: str, target: str, upper: bool) -> str:
    """One hostile link, its scheme and tag in one letter case."""
    cased = str.upper if upper else str.lower
    url = target.format(https=cased("https"))
    names = {name: cased(name) for name in ("img", "src", "a", "href")}
    return LINK_FORMS[form].format(url=url, **names)


def live(form: str, target: str) -> bool:
    """Whether a viewer makes the link live: all but ``https:evil`` bare or in HTML, text everywhere
    (linkify needs ``//`` after a scheme, and raw HTML is text to the guide, escaped on its way in;
    ``<//evil>`` is no autolink, yet linkify finds ``//evil`` in it)."""
    return not (form in ("bare", "html img", "html a") and target.startswith("{https}:evil"))


class _Recording(Translator):
    """Malay, noting every message the guide looks up."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)  # type: ignore[arg-type]
        self.keys: set[tuple[str | None, str]] = set()

    def gettext(self, message: str, /, **values: object) -> str:
        self.keys.add((None, message))
        return super().gettext(message, **values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        self.keys.add((context, message))
        return super().pgettext(context, message, **values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        self.keys.add((None, singular))
        return super().ngettext(singular, plural, n, **values)

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        self.keys.add((context, singular))
        return super().npgettext(context, singular, plural, n, **values)


class _Bypassing(Translator):
    """Malay, with every message in ``keys`` given as ``hostile`` makes it from the English, as if
    the catalog rule had let it by: what reaches the guide is then the escaping's alone to stop."""

    def __init__(self, catalog: object, keys: set[tuple[str | None, str]], hostile: Callable[[str], str]) -> None:
        super().__init__("ms", catalog)  # type: ignore[arg-type]
        self.keys, self.hostile = keys, hostile

    def gettext(self, message: str, /, **values: object) -> str:
        if (None, message) in self.keys:
            return fill(self.hostile(message), values, self._render)
        return super().gettext(message, **values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        if (context, message) in self.keys:
            return fill(self.hostile(message), values, self._render)
        return super().pgettext(context, message, **values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        if (None, singular) in self.keys:
            return fill(self.hostile(singular if n == 1 else plural), values, self._render)
        return super().ngettext(singular, plural, n, **values)

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        if (context, singular) in self.keys:
            return fill(self.hostile(singular if n == 1 else plural), values, self._render)
        return super().npgettext(context, singular, plural, n, **values)


_GUIDE_KEYS: dict[str, set[tuple[str | None, str]]] = {}


def guide_figures(rules: Rules) -> Figures:
    return Figures(1000, 1, (480, 470, 0, 0)[: rules.players], 50, 271.5, 250, 480, 1900)


def guide_keys(preset: str) -> set[tuple[str | None, str]]:
    """Every message the guide for ``preset`` uses: the page, the file and Help, figures known or not."""
    if preset not in _GUIDE_KEYS:
        from warkit.guide.html import PageLink, render_page
        from warkit.guide.markdown import render_document
        from warkit.i18n import catalog as catalogs

        rules = Rules.preset(preset)
        t = _Recording("ms", catalogs.load("ms"))
        render_document(rules, t, figures=guide_figures(rules), surface="help")
        render_document(rules, t, figures_pending=True)
        document = render_document(rules, t, figures=guide_figures(rules), surface="file")
        render_page(document, t, [PageLink("ms", "Melayu", "guide.ms.html")])
        _GUIDE_KEYS[preset] = t.keys
    return _GUIDE_KEYS[preset]


GUIDE_PRESETS = ["classic", "family", "krig", "pagat"] if LONG or CI else ["classic"]


@budget(short=1, long=120, ci=12)
@given(
    st.sampled_from(sorted(LINK_FORMS)),
    st.sampled_from(LINK_TARGETS),
    st.booleans(),
    st.booleans(),
    st.sampled_from(GUIDE_PRESETS),
)
def test_fuzz_every_guide_field_with_every_link_form_is_refused_and_stays_text(
    tmp_path_factory: pytest.TempPathFactory, form: str, target: str, upper: bool, first: bool, preset: str
) -> None:
    """Every message the guide uses, translated with one form of link in it (first or last): ``i18n
    check`` calls each live one an error, the guide built from that catalog shows the English, and
    a translator that bypasses the catalog still gets only text onto the page (the escaping alone)."""
    import polib

    import warkit.i18n
    from warkit.guide.build import build
    from warkit.i18n.check import check_catalog

    link = link_text(form, target, upper)

    def hostile(english: str) -> str:
        return f"{link} {english}" if first else f"{english} {link}"

    keys = guide_keys(preset)
    rules = Rules.preset(preset)
    folder = tmp_path_factory.mktemp("locale")
    po_path = write_locale(folder, "\n".join(CATALOG_LINES))
    po = polib.pofile(str(po_path), wrapwidth=0)
    for entry in po:
        if (entry.msgctxt, entry.msgid) in keys:
            if entry.msgid_plural:
                entry.msgstr_plural = {0: hostile(entry.msgid_plural)}  # Malay: one form
            else:
                entry.msgstr = hostile(entry.msgid)
    po.save()

    report = timed("guide link forms", 30, lambda: check_catalog(po_path, "ms"))
    refused = {problem.line for problem in report.problems if problem.refused}  # a link, or too long for its English
    if live(form, target) and len(refused) < len(keys):
        record("guide link forms", "injection")  # a live link the check let through
    if not live(form, target) and any(problem.code == "link" for problem in report.problems):
        record("guide link forms", "traceback")  # text the check took for a link

    real = warkit.i18n.get_translator

    def page(bypass: bool) -> str:
        """The Malay page built with the overlay, through the catalog or bypassing it."""
        out = tmp_path_factory.mktemp("guide")
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("WARKIT_LOCALE_DIR", str(folder))
            reload()
            if bypass:
                patch.setattr(warkit.i18n, "get_translator", lambda *_, **__: _Bypassing(real("ms")._catalog, keys, hostile))
            timed("guide link forms", 30, lambda: build(rules, ["ms"], "html", out, figures=guide_figures(rules)) and "")
        reload()
        return (out / "guide.ms.html").read_text(encoding="utf-8")

    shown, bypassed = page(bypass=False), page(bypass=True)
    if outside_the_guide(shown) or outside_the_guide(bypassed):
        record("guide link forms", "injection")
    if live(form, target) and "evil.example" in shown:
        record("guide link forms", "injection")  # a refused translation showed after all
    assert "evil.example" in bypassed  # the bypassing translator's words are on the page, as text
    record("guide link forms", "clean")


def _first_frame(folder: Path, data: Path) -> str:
    import asyncio

    from test_tui_support import make_app, screen_text, toasts_text, until

    from warkit.tui.widgets import StatusBox

    async def run() -> str:
        app = make_app(data, "ms", deal=7)
        async with app.run_test(size=(100, 30), notifications=True) as pilot:
            await until(pilot, lambda: app.table.query_one(StatusBox).text != "")  # the deal is said
            await pilot.pause()
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
SAVE_NAMES = ["round.json", "settings.json", "statistics.json"]
OUT_OF_RANGE = st.sampled_from([0, -1, -(2**32), 2**32, 2**64, 10**400, -(10**400)]) | st.integers()
"""Deal numbers and seeds, mostly outside the 1 .. MAX_DEAL the command line accepts."""


def save_version(name: str) -> int:
    """The format version this warkit writes ``name`` in (read from its module, never copied)."""
    from warkit.storage import saves, settings, stats

    return {saves.FILE: saves.VERSION, settings.FILE: settings.VERSION, stats.FILE: stats.VERSION}[name]


@st.composite
def save_files(draw: st.DrawFn, name: str) -> bytes | str:
    kinds = ["json", "object", "nested", "bytes", "fifo", "loop", "dir", "huge", "newer", "out of range"]
    kind = draw(st.sampled_from(kinds))
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
    if kind == "newer":  # a later warkit's save: anything at all beside a higher version
        keys = st.sampled_from(SAVE_KEYS) | st.text(max_size=8)
        body = draw(st.dictionaries(keys, JSON, max_size=6))
        return json.dumps({**body, "version": save_version(name) + draw(st.integers(1, 10**30))}).encode()
    if kind == "out of range":  # a round as saved, with a deal or seed past the command line's range
        from warkit.engine import CARDS, format_deck

        fields = draw(st.sampled_from([
            {"deal": draw(OUT_OF_RANGE)},
            {"deal": None, "deck": format_deck(CARDS), "seed": draw(OUT_OF_RANGE)},
            {"deal": draw(OUT_OF_RANGE), "deck": format_deck(CARDS), "seed": draw(OUT_OF_RANGE)},
        ]))
        steps = draw(st.integers(0, 5))
        return json.dumps({"version": save_version(name), "rules": Rules().as_dict(), "steps": steps, **fields}).encode()
    return kind  # made as a file system object below


def make_save(folder: Path, name: str, content: bytes | str) -> Path:
    """Put ``content`` in the data folder as ``name``: bytes, or a FIFO, a loop, a folder."""
    path = folder / name
    if content == "fifo":
        os.mkfifo(path)
    elif content == "loop":
        path.symlink_to(folder / "other")
        (folder / "other").symlink_to(path)
    elif content == "dir":
        path.mkdir()
    else:
        assert isinstance(content, bytes)
        path.write_bytes(content)
    return path


def kept_or_set_aside(path: Path, content: bytes) -> bool:
    """``content`` is still at ``path`` or in a copy set aside beside it: nothing is lost."""
    if path.is_file() and path.read_bytes() == content:
        return True
    return any(copy.read_bytes() == content for copy in path.parent.glob(f"{path.name}.unreadable-*"))


def a_save() -> st.SearchStrategy[tuple[str, bytes | str]]:
    return st.sampled_from(SAVE_NAMES).flatmap(lambda name: st.tuples(st.just(name), save_files(name)))


def _deck_round(seed: int) -> bytes:
    from warkit.engine import CARDS, format_deck

    fields = {"version": save_version("round.json"), "rules": Rules().as_dict(), "steps": 3}
    return json.dumps({**fields, "deal": None, "deck": format_deck(CARDS), "seed": seed}).encode()


NEWER_RECORD = ("statistics.json", json.dumps({"version": save_version("statistics.json") + 1, "records": {}}).encode())
"""The record a newer warkit wrote: every run tries it (it once ended a finished game)."""
HUGE_SEED = ("round.json", _deck_round(10**400))
"""A saved round whose seed the command line refuses: every run tries it (it once loaded)."""


@budget(short=25, long=5000, ci=200)
@given(a_save())
@example(HUGE_SEED)
@example(NEWER_RECORD)
def test_fuzz_saves_load_or_are_set_aside_never_lost(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    from warkit.engine import DealError, check_deal
    from warkit.storage import NewerSave, UnreadableFile, load_round, load_settings, load_statistics

    name, content = case
    folder = tmp_path_factory.mktemp("data")
    path = make_save(folder, name, content)
    loader = {"round.json": load_round, "settings.json": load_settings, "statistics.json": load_statistics}[name]
    cpu, wall = time.process_time(), time.monotonic()
    moved: Path | None = None
    loaded = None
    try:
        loaded = loader(folder)
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
    if name == "round.json" and loaded is not None:  # what is played is what the command line allows
        try:
            for number in (loaded.deal, loaded.seed):
                if number is not None:
                    check_deal(number)
        except DealError:
            record("save files", "out of range")
    record("save files", "clean")


def _record_before(tmp_path_factory: pytest.TempPathFactory, name: str, content: bytes | str) -> int | None:
    """The games in ``content`` if it is a record this warkit reads (read from a copy), else None."""
    from warkit.storage import NewerSave, UnreadableFile, load_statistics

    if name != "statistics.json" or not isinstance(content, bytes):
        return None
    scratch = tmp_path_factory.mktemp("copy")
    (scratch / name).write_bytes(content)
    try:
        return sum(record.played for record in load_statistics(scratch).records.values())
    except (UnreadableFile, NewerSave):
        return None


@budget(short=4, long=2000, ci=60)
@given(a_save())
@example(NEWER_RECORD)
def test_fuzz_a_whole_game_over_hostile_saves_ends_in_its_result(tmp_path_factory: pytest.TempPathFactory, case) -> None:
    """The plain mode plays a whole game to its figures over each hostile save, and the end of
    the game (where the record is written) loses nothing either: a newer warkit's record ended
    a finished game once, where loading it alone was fine."""
    from contextlib import redirect_stderr, redirect_stdout

    from warkit.engine import Game
    from warkit.narration import Narrator
    from warkit.plain import run_plain

    name, content = case
    before = _record_before(tmp_path_factory, name, content)
    folder = tmp_path_factory.mktemp("data")
    path = make_save(folder, name, content)
    t = get_translator("en")
    out, err = io.StringIO(), io.StringIO()
    cpu, wall = time.process_time(), time.monotonic()
    try:
        with redirect_stdout(out), redirect_stderr(err):
            status = run_plain(t, None, 3, auto=True, folder=folder)
    except Exception:
        record("a game over saves", "traceback")
        raise
    if over_bound(time.process_time() - cpu, time.monotonic() - wall, 20):
        record("a game over saves", "hang")
    game = Game(Rules(), deal=3)
    game.play_to_end()
    figures = Narrator(t, Rules()).statistics(game.stats)
    if status != 0 or out.getvalue().splitlines()[-len(figures):] != figures:
        record("a game over saves", "no result")
    if before is not None:  # a record this warkit reads: it now holds this game too, and all it held
        from warkit.storage import load_statistics

        after = load_statistics(folder).records
        if sum(r.played for r in after.values()) != before + 1:
            record("a game over saves", "data lost")
    elif isinstance(content, bytes) and not kept_or_set_aside(path, content):
        record("a game over saves", "data lost")
    if TERMINAL_UNSAFE.search(err.getvalue().replace("\n", "")):
        record("a game over saves", "injection")
    record("a game over saves", "clean")


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


# -- hostile decks and language tags -----------------------------------------------------------------

DECK = " ".join(rank + suit for suit in "CDHS" for rank in "23456789TJQKA")
DECK_PIECES = [DECK, DECK.replace("QH", "\x1b]0;T\x07"), DECK.replace("AS", "Aſ"), "\x1b[2J", "\x9b31m", "\u202e",
               "\r", "\n", "\x00", "\x7f", "QH", "  ", "\ufeff", "\udcff"]
DECK_INPUT = st.one_of(
    st.binary(max_size=400),
    st.lists(st.sampled_from(DECK_PIECES) | st.text(max_size=6), max_size=6).map(
        lambda pieces: "\n".join(pieces).encode("utf-8", "surrogateescape")
    ),
    st.sampled_from(["endless", "over the limit"]),
)
"""What a deck door gets: bytes, lines of decks and controls, /dev/zero, or more than the limit."""
TAG_PIECES = ["sv", "pt", "BR", "Hant", "zh", "-", "_", ".", "/", "..", "@", "~", "\x1b[2J", "\x1b]0;T\x07", "\n",
              "\u202e", "ſ", "x" * 300, "C:\\", "%2e"]
TAGS = st.lists(st.sampled_from(TAG_PIECES) | st.text(max_size=4), min_size=1, max_size=6).map("".join)
UNSAFE_OUTPUT = re.compile(rb"[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]")
MEMORY = 1 << 30
"""A child reading hostile input gets this much address space: reading all of an endless
stream fails inside it (and shows as a traceback) rather than taking the machine's memory."""


def _limited_memory() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def run_door(surface: str, argv: list[str], stdin: int, cwd: Path) -> bytes | None:
    """``warkit`` with ``argv`` as a person runs it; records a hang, a traceback or a crash
    (exit 70), and an escape byte in what it printed; returns its output if it ended."""
    env = {**os.environ, "WARKIT_DATA_DIR": str(cwd / "data"), "TERM": "dumb"}
    cpu, wall = children_cpu(), time.monotonic()
    try:
        result = subprocess.run([WARKIT, *argv], capture_output=True, timeout=WALL_FACTOR * 15, env=env, cwd=cwd,
                                stdin=stdin, preexec_fn=_limited_memory)
    except subprocess.TimeoutExpired:
        record(surface, "hang")
        return None
    if over_bound(children_cpu() - cpu, time.monotonic() - wall, 15):
        record(surface, "hang")
    output = result.stdout + result.stderr
    if b"Traceback" in output or result.returncode not in (0, 2):
        record(surface, "traceback")
    if UNSAFE_OUTPUT.search(output):
        record(surface, "injection")
    return output


@budget(short=2, long=600, ci=40)
@given(st.sampled_from(["stdin", "file"]), DECK_INPUT)
def test_fuzz_decks_on_standard_input_and_in_files_give_one_clean_answer(
    tmp_path_factory: pytest.TempPathFactory, door: str, content: bytes | str
) -> None:
    from warkit.commands.replay import MAX_DECK_FILE

    folder = tmp_path_factory.mktemp("decks")
    source = folder / "decks.txt"
    if content == "endless":
        source = Path("/dev/zero")
    elif content == "over the limit":
        with source.open("wb") as deck:
            deck.truncate(MAX_DECK_FILE + 1)  # sparse: nothing is written
    else:
        assert isinstance(content, bytes)
        source.write_bytes(content)
    surface = f"replay --deck {'-' if door == 'stdin' else '@FILE'}"
    with source.open("rb") as given:
        argv = ["replay", "--deck", "-" if door == "stdin" else f"@{source}", "--max-battles", "30"]
        run_door(surface, argv, given.fileno(), folder)
    record(surface, "clean")


@budget(short=2, long=400, ci=30)
@given(TAGS)
def test_fuzz_i18n_init_writes_only_inside_its_folder(tmp_path_factory: pytest.TempPathFactory, tag: str) -> None:
    tag = tag.replace("\x00", "")  # a command line cannot hold NUL
    folder = tmp_path_factory.mktemp("init")
    inner = folder / "a" / "b"
    inner.mkdir(parents=True)
    run_door("i18n init", ["i18n", "init", tag, "--out", "out"], subprocess.DEVNULL, inner)
    outside = [path for path in folder.rglob("*") if path not in (folder / "a", inner, inner / "data")
               and inner / "out" not in (path, *path.parents) and inner / "data" not in path.parents]
    if outside:
        record("i18n init", "written outside")
    record("i18n init", "clean")


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


# -- output that cannot hold the text, and a reader that goes away ------------------------------------


@budget(short=1, long=200, ci=20)
@given(st.sampled_from(PRINTING), st.sampled_from(LANGUAGES), st.sampled_from(ENCODINGS))
def test_fuzz_every_command_speaks_through_any_output_encoding(
    tmp_path_factory: pytest.TempPathFactory, command: Command, lang: str, encoding: str
) -> None:
    """Any command that prints, in any language, to an ASCII, Latin-1 or cp1252 output: its usual
    status, text the encoding holds, never a traceback."""
    folder = tmp_path_factory.mktemp("narrow")
    cpu, wall = children_cpu(), time.monotonic()
    process = start_narrow(command, lang, encoding, folder)
    try:
        out, err = process.communicate(timeout=WALL_FACTOR * 15)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        record("output encodings", "hang")
        return
    if over_bound(children_cpu() - cpu, time.monotonic() - wall, 15):
        record("output encodings", "hang")
    if b"Traceback" in err or process.returncode != command.status:
        record("output encodings", "traceback")
    if TERMINAL_UNSAFE.search((out + err).decode(encoding).replace("\n", "")):
        record("output encodings", "injection")
    record("output encodings", "clean")


@budget(short=1, long=200, ci=20)
@given(st.sampled_from([command for command in PRINTING if command.status == 0]), st.sampled_from(LANGUAGES))
def test_fuzz_a_reader_that_goes_away_hears_nothing_more(
    tmp_path_factory: pytest.TempPathFactory, command: Command, lang: str
) -> None:
    """Any command that prints, its reader gone after a few bytes or before the first: nothing on
    stderr, the status README promises."""
    folder = tmp_path_factory.mktemp("reader")
    cpu, wall = children_cpu(), time.monotonic()
    process, read = start_reader_gone(command, lang, folder)
    try:
        status, err = finish_reader_gone(process, read)
    except subprocess.TimeoutExpired:
        process.kill()
        process.communicate()
        record("closed pipe", "hang")
        return
    if over_bound(children_cpu() - cpu, time.monotonic() - wall, 15):
        record("closed pipe", "hang")
    if err or status != EXIT_READER_GONE:
        record("closed pipe", "traceback")
    record("closed pipe", "clean")


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


INTERPRETER_START_UP = "Fatal Python error: init_import_site"
"""What Python says when a signal lands while it imports ``site`` and the ``.pth`` files, before
any of warkit's code runs: no program can answer it, so such a moment is not a finding."""


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
        if err.startswith(INTERPRETER_START_UP):
            reject()  # the interpreter's own start-up (site, a .pth), before any code of warkit's runs
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
