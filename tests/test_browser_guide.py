"""The guide's HTML pages in a real browser (headless Chromium), opened from files.

A probe page in the same folder shows each guide page in a 375 px wide frame, measures it, then
follows the language switcher from page to page, recording what the browser actually got. Few
runs on purpose: a browser start costs about a second.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import struct
import subprocess
from pathlib import Path

import pytest
from babel import Locale
from babel.localedata import locale_identifiers
from js_packages import needs_node, node_modules

from warkit.engine import Rules
from warkit.guide.build import build
from warkit.guide.figures import Figures
from warkit.i18n import available_languages

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(CHROMIUM is None, reason="chromium is not installed (.ci/run installs Debian's chromium)"),
]
LANGUAGES = available_languages(pseudo=True)
LOCALES = {identifier.replace("_", "-") for identifier in locale_identifiers()}
RIGHT_TO_LEFT = {"ar-XB", *(code for code in LANGUAGES if code in LOCALES and Locale.parse(code, sep="-").character_order == "right-to-left")}
"""The pseudo-locale written right to left and each language CLDR writes so (Arabic, Hebrew, Persian…)."""
SCREENSHOTS = ["en", "en-XA", "ar-XB", "ar", "zh-Hans"]
FIGURES = Figures(1000, 1, (480, 470), 50, 271.5, 250, 480, 1900)
PHONE = 375

PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="guide.%(first)s.html" style="width:%(width)dpx;height:800px;border:0"></iframe>
<script>
const frame = document.getElementById("f"), seen = [], wanted = %(order)s;
frame.addEventListener("load", () => {
  const doc = frame.contentDocument, root = doc.documentElement;
  seen.push({url: frame.contentWindow.location.href, lang: root.lang, dir: root.dir,
    scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, width: frame.contentWindow.innerWidth,
    scripts: doc.scripts.length, images: doc.images.length, text: doc.body.innerText,
    links: [...doc.querySelectorAll("nav.languages a")].map(a => ({lang: a.hreflang, href: a.href}))});
  const next = wanted[seen.length];
  const link = next && doc.querySelector(`nav.languages a[hreflang="${next}"]`);
  if (link) { link.click(); return; }
  const out = document.createElement("pre");
  out.id = "probe"; out.textContent = JSON.stringify(seen); document.body.append(out);
});
</script></body></html>
"""


def chromium(*args: str, profile: Path) -> str:
    """Chromium's output for ``args``, every file it writes kept under ``profile``: its profile
    (``--user-data-dir``), and its home, config and cache folders, where it would otherwise keep
    its crash reports (``~/.config/chromium/Crash Reports``) whatever the profile."""
    home = profile / "home"
    home.mkdir(parents=True, exist_ok=True)
    environment = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / ".config"),
                   "XDG_CACHE_HOME": str(home / ".cache"), "XDG_DATA_HOME": str(home / ".local" / "share")}
    command = [
        str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        f"--user-data-dir={profile}", *args,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120, check=True, env=environment).stdout


def visit(folder: Path, order: list[str], profile: Path) -> list[dict]:
    """Open ``order[0]``'s page, then follow the switcher to each next language; what was seen."""
    probe = folder / "probe.html"
    probe.write_text(PROBE % {"first": order[0], "width": PHONE, "order": json.dumps(order)}, encoding="utf-8")
    dom = chromium(
        "--allow-file-access-from-files", "--virtual-time-budget=20000", "--window-size=800,900",
        "--dump-dom", probe.as_uri(), profile=profile,
    )
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, "the probe page did not finish"
    import html

    return json.loads(html.unescape(match.group(1)))


def png_size(path: Path) -> tuple[int, int]:
    width, height = struct.unpack(">II", path.read_bytes()[16:24])
    return width, height


@pytest.fixture(scope="module")
def pages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("guide")
    build(Rules(), LANGUAGES, "html", folder, figures=FIGURES)
    return folder


def test_each_page_opens_at_phone_width_without_sideways_scrolling(pages: Path, tmp_path: Path) -> None:
    seen = visit(pages, [*LANGUAGES, LANGUAGES[0]], tmp_path / "profile")
    assert [page["lang"] for page in seen] == [*LANGUAGES, LANGUAGES[0]]
    for page in seen:
        assert page["url"] == (pages / f"guide.{page['lang']}.html").as_uri()
        assert page["dir"] == ("rtl" if page["lang"] in RIGHT_TO_LEFT else "ltr")
        assert page["width"] == PHONE
        assert page["scrollWidth"] <= page["clientWidth"], f"{page['lang']} scrolls sideways"
        assert page["scripts"] == 0 and page["images"] == 0
        assert {link["lang"] for link in page["links"]} == set(LANGUAGES)


@pytest.mark.parametrize("lang", [pytest.param(lang, marks=() if lang == "ar-XB" else pytest.mark.long) for lang in SCREENSHOTS])
def test_each_page_looks_like_a_guide_in_a_screenshot(pages: Path, tmp_path: Path, lang: str) -> None:
    """One browser start a picture: the right-to-left pseudo-locale in the default run, the others
    with ``-m long``."""
    shot = tmp_path / f"guide.{lang}.png"
    chromium(f"--window-size={PHONE},1600", f"--screenshot={shot}", (pages / f"guide.{lang}.html").as_uri(),
             profile=tmp_path / "profile")
    assert png_size(shot) == (PHONE, 1600)
    assert shot.stat().st_size > 20_000  # a page of text and tables, not a blank one


def test_a_hostile_translation_shows_as_text(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import polib

    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "ms", "Plural-Forms": "nplurals=1; plural=0;"}
    po.append(polib.POEntry(msgid="The aim", msgstr="<script>document.title='pwned'</script>"))
    po.append(polib.POEntry(
        msgid="The aim is to win all the cards. Whoever has every card at the end wins the game.",
        msgstr="<img src=x onerror=\"document.title='pwned'\">",
    ))
    (tmp_path / "locale" / "ms" / "LC_MESSAGES").mkdir(parents=True)
    po.save(str(tmp_path / "locale" / "ms" / "LC_MESSAGES" / "warkit.po"))
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path / "locale"))
    build(Rules(), ["ms", "en"], "html", tmp_path / "out", figures=FIGURES)
    [page] = visit(tmp_path / "out", ["ms"], tmp_path / "profile")
    assert page["scripts"] == 0 and page["images"] == 0
    assert "<script>document.title='pwned'</script>" in page["text"]
    assert "<img src=x onerror=\"document.title='pwned'\">" in page["text"]


# -- the page at desktop and phone width, and on paper -----------------------------------------------------

LOOKED_AT = ["en", "ms", "ar", "zh-Hans"]
WIDTHS = (1280, PHONE)
CLASSIC = Figures(2000, 1, (722, 662), 616, 327.9, 336, 500, 500, 616)

LAYOUT_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="%(page)s" style="width:%(width)dpx;height:900px;border:0"></iframe>
<script>
const frame = document.getElementById("f");
frame.addEventListener("load", () => {
  const doc = frame.contentDocument, root = doc.documentElement;
  const rows = [...doc.querySelectorAll(".cards")].map(row => {
    const tops = [...row.querySelectorAll(".card")].map(card => Math.round(card.getBoundingClientRect().top));
    const box = row.getBoundingClientRect();
    const cards = [...row.querySelectorAll(".card")].map(card => card.getBoundingClientRect());
    return {lines: new Set(tops).size, count: tops.length,
            inside: cards.every(c => c.left >= box.left - 1 && c.right <= box.right + 1)};
  });
  const steps = [...doc.querySelectorAll("table")].filter(t => t.querySelector("td.cards"))
    .map(t => [...t.querySelectorAll("tbody tr")].map(tr => Math.round(tr.getBoundingClientRect().height)));
  const columns = [...doc.querySelectorAll("table")].filter(t => t.querySelector("td.cards"))
    .map(t => [...t.rows[0].cells].map(cell => Math.round(cell.getBoundingClientRect().width)).join(" "));
  const faceUp = [...doc.querySelectorAll(".card:not(.back)")];
  const out = document.createElement("pre");
  out.id = "probe";
  out.textContent = JSON.stringify({scrollWidth: root.scrollWidth, clientWidth: root.clientWidth,
    rows, steps, columns, unnamed: faceUp.filter(c => !c.getAttribute("aria-label")).length, faceUp: faceUp.length});
  document.body.append(out);
});
</script></body></html>
"""


@pytest.fixture(scope="module")
def classic_pages(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("classic")
    build(Rules(), LOOKED_AT, "html", folder, figures=CLASSIC)
    return folder


def measure(folder: Path, language: str, width: int, profile: Path) -> dict:
    probe = folder / f"probe-{language}-{width}.html"
    probe.write_text(LAYOUT_PROBE % {"page": f"guide.{language}.html", "width": width}, encoding="utf-8")
    dom = chromium("--allow-file-access-from-files", "--virtual-time-budget=10000",
                   f"--window-size={width + 40},1000", "--dump-dom", probe.as_uri(), profile=profile)
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, "the probe page did not finish"
    import html

    return json.loads(html.unescape(match.group(1)))


def test_card_rows_stay_even_at_desktop_and_phone_width(classic_pages: Path, tmp_path: Path) -> None:
    for language in LOOKED_AT:
        for width in WIDTHS:
            seen = measure(classic_pages, language, width, tmp_path / "profile")
            where = f"{language} at {width} px"
            assert seen["scrollWidth"] <= seen["clientWidth"], f"{where} scrolls sideways"
            assert len(seen["rows"]) >= 20, where  # the ranks, every seat of every step, the won cards
            for row in seen["rows"]:
                assert row["lines"] == 1 and row["inside"], f"{where}: a row of {row['count']} cards wraps or spills"
            for heights in seen["steps"]:  # each seat's row of a step is as tall as the others
                assert max(heights) - min(heights) <= 1, f"{where}: uneven rows {heights}"
            # Every table of cards (the piles an example starts from, each of its steps) has the
            # same columns, so the seats' cards line up from one table to the next.
            assert len(set(seen["columns"])) == 1, f"{where}: the tables' columns differ: {sorted(set(seen['columns']))}"
            assert seen["faceUp"] > 30 and seen["unnamed"] == 0, f"{where}: a face-up card has no name"


@pytest.mark.parametrize("language", [pytest.param(code, marks=() if code == "zh-Hans" else pytest.mark.long) for code in LOOKED_AT])
def test_screenshots_at_desktop_and_phone_width(classic_pages: Path, tmp_path: Path, language: str) -> None:
    """Chinese, which needs its font to be anything but boxes, in the default run; the rest with ``-m long``."""
    shots = tmp_path / "shots"
    shots.mkdir()
    for width in WIDTHS:
        shot = shots / f"guide.{language}.{width}.png"
        chromium(f"--window-size={width},2400", "--hide-scrollbars", f"--screenshot={shot}",
                 (classic_pages / f"guide.{language}.html").as_uri(), profile=tmp_path / "profile")
        assert png_size(shot) == (width, 2400)
        assert shot.stat().st_size > 60_000, f"{shot.name} looks blank"


# -- axe-core, the accessibility checker, on the page in English and Arabic, wide and narrow ------------

AXE_RUN = """<script src="%(axe)s"></script>
<script>
axe.run(document, {resultTypes: ["violations"]}).then(found => {
  const out = document.createElement("pre");
  out.id = "axe";
  out.textContent = JSON.stringify(found.violations.map(v => ({rule: v.id, impact: v.impact,
    where: v.nodes.slice(0, 3).map(node => node.target.join(" "))})));
  document.body.append(out);
});
</script>
"""
# Headless Chromium's window is never narrower than 500 px, so the page is shown in a frame of each
# width wanted (one browser start for both), and the frames' findings are copied out where
# --dump-dom sees them.
AXE_FRAMES = """<!DOCTYPE html><html><body style="margin:0">
%(frames)s
<script>
const wait = setInterval(() => {
  const frames = [...document.querySelectorAll("iframe")];
  const found = frames.map(frame => frame.contentDocument?.getElementById("axe"));
  if (!found.every(Boolean)) return;
  clearInterval(wait);
  const out = document.createElement("pre");
  out.id = "probe";
  out.textContent = JSON.stringify(Object.fromEntries(frames.map((frame, i) => [frame.width, JSON.parse(found[i].textContent)])));
  document.body.append(out);
}, 100);
</script></body></html>
"""
AXE_FRAME = '<iframe src="%(page)s" width="%(width)d" height="900" style="display:block;border:0"></iframe>'


def axe_violations(page: Path, widths: tuple[int, ...], profile: Path) -> dict[int, list[dict]]:
    """What axe-core finds wrong in ``page`` shown at each of ``widths`` (px), by width. axe runs in a
    copy of the page with axe added (the guide itself holds no script), beside it so that its links
    are the same."""
    checked = page.with_name(f"axe-{page.name}")
    run = AXE_RUN % {"axe": (node_modules() / "axe-core" / "axe.min.js").as_uri()}
    checked.write_text(page.read_text(encoding="utf-8").replace("</body>", run + "</body>"), encoding="utf-8")
    probe = page.with_name(f"axe-frames-{page.name}")
    frames = "\n".join(AXE_FRAME % {"page": checked.name, "width": width} for width in widths)
    probe.write_text(AXE_FRAMES % {"frames": frames}, encoding="utf-8")
    dom = chromium("--allow-file-access-from-files", "--virtual-time-budget=30000",
                   f"--window-size={max(widths) + 40},{900 * len(widths) + 100}", "--dump-dom", probe.as_uri(),
                   profile=profile)
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, "axe did not finish"
    import html

    return {int(width): found for width, found in json.loads(html.unescape(match.group(1))).items()}


@needs_node
@pytest.mark.parametrize("language", ["en", "ar", "ms"])  # Malay's table of the presets scrolls on a phone
def test_axe_finds_nothing_wrong_at_desktop_and_phone_width(classic_pages: Path, tmp_path: Path, language: str) -> None:
    found = axe_violations(classic_pages / f"guide.{language}.html", WIDTHS, tmp_path / "profile")
    assert found == {width: [] for width in WIDTHS}


PDFINFO = shutil.which("pdfinfo")


@pytest.mark.skipif(PDFINFO is None or shutil.which("pdftotext") is None, reason="poppler-utils is not installed")
@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_printed_guide_has_no_near_empty_page(classic_pages: Path, tmp_path: Path, language: str) -> None:
    pdf = tmp_path / f"guide.{language}.pdf"
    chromium("--no-pdf-header-footer", f"--print-to-pdf={pdf}", (classic_pages / f"guide.{language}.html").as_uri(),
             profile=tmp_path / "profile")
    info = subprocess.run([str(PDFINFO), str(pdf)], capture_output=True, text=True, check=True).stdout
    pages = int(re.search(r"^Pages:\s+(\d+)", info, re.M).group(1))  # type: ignore[union-attr]
    assert 4 <= pages <= 16, f"{language}: {pages} pages"
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    filled = [len("".join(page.split())) for page in text.split("\f")[:pages]]
    typical = sorted(filled)[len(filled) // 2]
    for number, amount in enumerate(filled[:-1], start=1):  # the last page may end early
        assert amount >= typical // 3, f"{language}: page {number} of {pages} is nearly empty ({filled})"


# -- a command in a code span wraps between its words, never inside a flag ---------------------------

BREAKS_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="%(page)s" style="width:%(width)dpx;height:900px;border:0"></iframe>
<script>
const frame = document.getElementById("f");
frame.addEventListener("load", () => {
  const doc = frame.contentDocument, broken = [], wrapped = [];
  for (const code of doc.querySelectorAll("p code, li code")) {
    const text = code.textContent, walker = doc.createTreeWalker(code, NodeFilter.SHOW_TEXT), tops = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.length; i++) {
        const range = doc.createRange();
        range.setStart(node, i); range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        tops.push(box ? Math.round(box.top) : null);
      }
    }
    for (let i = 1; i < text.length; i++) {
      if (tops[i] !== null && tops[i - 1] !== null && tops[i] > tops[i - 1]) {
        wrapped.push(text);
        if (text[i - 1] !== " " && text[i] !== " ") broken.push(text.slice(0, i) + " / " + text.slice(i));
      }
    }
  }
  const out = document.createElement("pre");
  out.id = "probe"; out.textContent = JSON.stringify({broken, wrapped,
    scrollWidth: doc.documentElement.scrollWidth, clientWidth: doc.documentElement.clientWidth});
  document.body.append(out);
});
</script></body></html>
"""


@pytest.mark.parametrize("width", [500, PHONE])
def test_a_command_in_a_code_span_never_breaks_inside_a_flag(classic_pages: Path, tmp_path: Path, width: int) -> None:
    """In the Arabic page (where ``warkit guide --rules krig`` once broke after ``--``): every code
    span in the text that wraps, wraps at a space, and the page still fits its width."""
    probe = classic_pages / f"breaks-ar-{width}.html"
    probe.write_text(BREAKS_PROBE % {"page": "guide.ar.html", "width": width}, encoding="utf-8")
    dom = chromium("--allow-file-access-from-files", "--virtual-time-budget=10000",
                   f"--window-size={width + 40},1000", "--dump-dom", probe.as_uri(), profile=tmp_path / "profile")
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, "the probe page did not finish"
    import html

    seen = json.loads(html.unescape(match.group(1)))
    assert seen["broken"] == []
    assert seen["scrollWidth"] <= seen["clientWidth"]


def test_the_browser_writes_nothing_in_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Chromium keeps its crash reports in ``~/.config/chromium/Crash Reports`` whatever its
    profile: the tests' browser has a home, config and cache folder of its own."""
    home = tmp_path / "user"
    home.mkdir()
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(home / ".config"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(home / ".cache"))
    chromium("--dump-dom", "about:blank", profile=tmp_path / "profile")
    assert list(home.iterdir()) == []
    assert (tmp_path / "profile").is_dir()


# -- Thai and Korean: the browser breaks lines between words, never inside one of the game's words --

# Where each line of every paragraph starts, in a column of the given width.
LINE_STARTS_PROBE = """<!DOCTYPE html><html><body style="margin:0">
<iframe id="f" src="%(page)s" style="width:%(width)dpx;height:900px;border:0"></iframe>
<script>
const frame = document.getElementById("f");
frame.addEventListener("load", () => {
  const doc = frame.contentDocument, paragraphs = [];
  for (const block of doc.querySelectorAll("main p, main li")) {
    if (block.querySelector("p, ul, ol")) continue;  // its paragraphs are looked at themselves
    const walker = doc.createTreeWalker(block, NodeFilter.SHOW_TEXT), starts = [];
    let text = "", last = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let i = 0; i < node.length; i++) {
        const range = doc.createRange();
        range.setStart(node, i); range.setEnd(node, i + 1);
        const box = range.getClientRects()[0];
        const top = box ? Math.round(box.top) : null;
        if (top !== null && last !== null && top > last + 2) starts.push(text.length + i);
        if (top !== null) last = top;
      }
      text += node.data;
    }
    paragraphs.push({text, starts});
  }
  const out = document.createElement("pre");
  out.id = "probe"; out.textContent = JSON.stringify({paragraphs,
    scrollWidth: doc.documentElement.scrollWidth, clientWidth: doc.documentElement.clientWidth});
  document.body.append(out);
});
</script></body></html>
"""


def wrapped_paragraphs(language: str, folder: Path) -> list[dict]:
    """The guide in ``language`` in a 320 px column (the rows of cards need that much): each
    paragraph that wraps, with where its lines start; more than 50 of them, none spilling out."""
    build(Rules(), [language], "html", folder, figures=FIGURES)
    probe = folder / "lines.html"
    probe.write_text(LINE_STARTS_PROBE % {"page": f"guide.{language}.html", "width": 320}, encoding="utf-8")
    dom = chromium("--allow-file-access-from-files", "--virtual-time-budget=10000", "--window-size=600,1000",
                   "--dump-dom", probe.as_uri(), profile=folder / "profile")
    match = re.search(r'<pre id="probe">(.*?)</pre>', dom, re.S)
    assert match, "the probe page did not finish"
    import html

    seen = json.loads(html.unescape(match.group(1)))
    assert seen["scrollWidth"] <= seen["clientWidth"]
    wrapped = [p for p in seen["paragraphs"] if p["starts"]]
    assert len(wrapped) > 50
    return wrapped


def test_a_thai_paragraph_in_a_narrow_column_wraps_between_words(tmp_path: Path) -> None:
    """Chromium breaks Thai by ICU's dictionary, which cuts some of the game's words
    («ทิศตะวัน|ตก», «แคต|ตาล็อก»): the page keeps those whole, so no word of the glossary or of
    the catalog's most frequent ones is split, and nothing spills out of the column."""
    from test_thai_breaks import split_words

    wrapped = wrapped_paragraphs("th", tmp_path)
    wrong = []
    for paragraph in wrapped:
        text, cuts = paragraph["text"], [0, *paragraph["starts"], len(paragraph["text"])]
        wrong += split_words(text, [text[a:b].strip() for a, b in zip(cuts, cuts[1:], strict=False)])
    assert wrong == []


def test_a_korean_paragraph_in_a_narrow_column_breaks_only_at_spaces(tmp_path: Path) -> None:
    """Korean writes spaces between its words and breaks lines there, as warkit's own wrapping
    does; the browser's default would break between any two Hangul syllables («끝났는 / 지»)."""
    from warkit.i18n.kinsoku import is_hangul

    wrapped = wrapped_paragraphs("ko", tmp_path)
    broken = [
        f"{p['text'][at - 8 : at]} / {p['text'][at : at + 8]}"
        for p in wrapped
        for at in p["starts"]
        if is_hangul(p["text"][at - 1]) and is_hangul(p["text"][at])
    ]
    assert broken == []

