"""Thai lines break between words: Thai writes no spaces between them, so a line wrapped at spaces
overflows and one folded at the edge cuts a word in two. Wherever warkit wraps text (the status
box, Help, Settings, the battle log, the plain mode, the command line's help), a Thai word is
never split across two lines, a vowel or tone mark (U+0E31, U+0E34–U+0E3A, U+0E47–U+0E4E) never
leaves the letter it sits on, and no line is wider than the terminal counts it (marks take no cell).

The judge is not the line breaker: the words are listed here, segmented by hand. :data:`GLOSSARY`
is every Thai term of ``locale/glossary/th.md`` (its table of words and its checked terms, the
suits, the seat labels and the paces its notes name; not the «examples»); a term of several
words is written with ``|`` where a line may break between its words (a description such as
«ไพ่|ที่|ชนะ|มา», "won cards"), and a name for one thing has none («ไพ่สงคราม», «ทิศตะวันตก»).
:data:`FREQUENT` is the hundred most frequent words of the Thai catalog (counted once, December
2026, over a segmentation checked by hand: «ผู้เล่น» and «เอซ» are one word each, «ไม่มี» is two).
:data:`ACROSS_WORDS` are the places where a listed word's letters run across two words («ใบ|นั้น»
holds the letters of «บน»), checked by hand: there a line may break at the ``|``.
"""

from __future__ import annotations

import contextlib
import io
import re
import subprocess
import sys
import textwrap
import unicodedata
from collections.abc import Iterator
from pathlib import Path

import pytest
from po_files import catalog_entries
from test_kinsoku import rows_in, terminal_wrap
from test_tui_support import make_app, open_help, until

from warkit.choices import questions
from warkit.cli import build_parser
from warkit.engine import Game, Rules
from warkit.i18n import get_translator, thai
from warkit.i18n.bidi import LOGICAL, wrap
from warkit.i18n.kinsoku import pieces
from warkit.narration import Narrator
from warkit.plain import plain_game
from warkit.resources import shipped_locale_dir
from warkit.tui.views.log import display_lines
from warkit.tui.views.settings import question_lines
from warkit.tui.widgets import StatusBox

CATALOG = shipped_locale_dir() / "th" / "LC_MESSAGES" / "warkit.po"

GLOSSARY = (
    "ไพ่สงคราม", "ตา", "สงคราม", "สงครามซ้อน", "ลง|ไพ่สงคราม", "เกม", "ชุดไพ่", "หมายเลข|ชุดไพ่",
    "แจก", "สำรับ", "สำรับ|ที่|เรียง|ไว้", "กองไพ่", "กอง", "โต๊ะ", "ไพ่|บน|โต๊ะ", "คว่ำ", "หงาย", "เปิด",
    "ได้|ไพ่|ไป", "ใบ", "เท่ากัน", "ผู้เล่น|ที่|ไพ่|เท่ากัน", "เสมอ", "แต้ม", "ดอก", "โพดำ", "โพแดง",
    "ข้าวหลามตัด", "ดอกจิก", "เอซ", "คิง", "ควีน", "แจ็ค", "เอซ|สูง", "เอซ|ต่ำ",
    "แยก|ออก|โดย|ไม่|มี|ใคร|เห็น", "ไพ่|ไม่|พอ", "ออก|จาก|เกม", "ไพ่|ที่|ชนะ|มา", "สับไพ่", "ผู้เล่น",
    "ผู้เล่น|คอมพิวเตอร์", "คุณ", "คอมพิวเตอร์", "ทิศตะวันตก", "ทิศเหนือ", "ทิศตะวันออก", "ตะวันตก",
    "เหนือ", "ตะวันออก", "ขีดจำกัด|จำนวน|ตา", "เกม|สั้น", "ไพ่|มาก|สุด|ชนะ",
    "ได้|ไพ่|มาก|ที่สุด|ใน|ตา|เดียว", "เล่น|อัตโนมัติ", "ช้า", "เร็ว", "สรุปผล", "สถิติ", "การตั้งค่า",
    "วิธีใช้", "ออก", "ปิด", "คลาสสิก", "ครอบครัว", "กติกา|ของ|คุณ|เอง", "กติกา", "คู่มือ|กติกา",
    "ตัวอย่าง|การเล่น", "คำถาม|ที่|พบ|บ่อย", "ตัวเลือก", "แคตตาล็อก", "โหมด|นักแปล",
    "โหมด|ข้อความ|ล้วน",
)  # fmt: skip
FREQUENT = (
    "ไพ่", "เกม", "ที่", "ไม่", "มี", "ของ", "ได้", "ใบ", "เล่น", "สงคราม",
    "ใน", "จะ", "ตา", "และ", "คุณ", "คน", "นี้", "ชนะ", "แล้ว", "จึง",
    "ผู้เล่น", "ไป", "ภาษา", "ทุก", "เปิด", "หรือ", "จบ", "ไว้", "เสมอ", "เมื่อ",
    "เป็น", "ใช้", "กติกา", "ให้", "แสดง", "จาก", "เท่ากัน", "ที่สุด", "แต่ละ", "จำนวน",
    "คอมพิวเตอร์", "อยู่", "ชุดไพ่", "หมายเลข", "นั้น", "ถ้า", "ต่อ", "แคตตาล็อก", "หนึ่ง", "เหลือ",
    "ข้อความ", "อีก", "มาก", "หงาย", "ด้วย", "สำหรับ", "ก่อน", "อังกฤษ", "คว่ำ", "หยุด",
    "สุดท้าย", "ใหม่", "อ่าน", "ปุ่ม", "วาง", "พอ", "คือ", "เพื่อ", "เลือก", "ต้อง",
    "ออก", "บน", "โต๊ะ", "โดย", "กองไพ่", "ใคร", "มา", "ไฟล์", "ยัง", "หลัง",
    "หมด", "ขีดจำกัด", "บรรทัด", "บันทึก", "อื่น", "ตัวเอง", "คำแปล", "เอซ", "สูง", "ใช่",
    "ครบ", "กับ", "ลง", "แพ้", "เริ่ม", "ค่า", "สอง", "ทั้งหมด", "คู่มือ", "กด",
)  # fmt: skip
ACROSS_WORDS = (
    "อีก|ด้าน", "เลือก|ด้วย", "ประโยค|นั้น", "ลำดับ|นี้", "สำรับ|นี้", "แบบ|นี้", "ใบ|นั้น", "มา|กับ",
    "มา|ก่อน",
)  # fmt: skip
MARKS = frozenset("\u0e31" + "".join(map(chr, range(0x0E34, 0x0E3B))) + "".join(map(chr, range(0x0E47, 0x0E4F))))
"""Thai's vowel and tone marks that sit above or below a letter."""
WIDTHS = [30, pytest.param(40, marks=pytest.mark.long), pytest.param(60, marks=pytest.mark.long)]


def thai_messages() -> list[str]:
    """Every translated message of the Thai catalog, each plural form on its own."""
    texts = []
    for entry in catalog_entries(CATALOG):
        texts += [text for text in entry.msgstr_plural.values() if text] if entry.msgid_plural else [entry.msgstr]
    return [text for text in texts if text]


def terminal_cells(line: str) -> int:
    """Cells a terminal gives ``line``, counted here from Unicode's tables: a mark or a format
    character none, a wide character two, anything else one."""
    return sum(
        0 if unicodedata.category(ch) in ("Mn", "Me", "Cf") else 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        for ch in line
    )


def breaks_of(paragraph: str, lines: list[str]) -> set[int]:
    """Where in ``paragraph`` each line after the first starts (the spaces a line ends with are
    dropped by the wrapping)."""
    starts, position = set(), 0
    for number, line in enumerate(lines):
        found = paragraph.find(line, position) if line else position
        assert found >= 0 and not paragraph[position:found].strip(), f"{line!r} is not the next part of {paragraph!r}"
        if number:
            starts.add(found)
        position = found + len(line)
    assert not paragraph[position:].strip(), f"{paragraph[position:]!r} was lost"
    return starts


def _inside(item: str, at: int) -> Iterator[tuple[int, bool]]:
    """(position in the text, whether a line may break there) for each place inside ``item``
    written at ``at``."""
    position = at
    for part_number, part in enumerate(item.split("|")):
        if part_number:
            yield position, True
        yield from ((position + offset, False) for offset in range(1, len(part)))
        position += len(part)


def split_words(paragraph: str, lines: list[str]) -> list[str]:
    """Every listed word or term that the lines cut inside (``ไพ่|สงคราม`` marks the cut)."""
    breaks = breaks_of(paragraph, lines)
    allowed: set[int] = set()
    inside: dict[int, str] = {}
    for item in (*GLOSSARY, *FREQUENT, *ACROSS_WORDS):
        word = item.replace("|", "")
        for match in re.finditer(re.escape(word), paragraph):
            for position, may in _inside(item, match.start()):
                if may:
                    allowed.add(position)
                elif position in breaks:
                    inside.setdefault(position, item)
    return [f"{inside[at]}: {paragraph[:at]}|{paragraph[at:]}" for at in sorted(inside) if at not in allowed]


def wrong_lines(paragraph: str, lines: list[str], width: int) -> list[str]:
    """What is wrong with ``lines`` as ``paragraph`` wrapped to ``width``: a listed word cut, a
    line starting with a mark or wider than the width."""
    wrong = split_words(paragraph, lines)
    wrong += [f"starts with a mark: {line!r}" for line in lines if line[:1] in MARKS or line[:1] in "ๆฯ"]
    wrong += [f"{terminal_cells(line)} cells: {line!r}" for line in lines if terminal_cells(line) > width]
    return wrong


@pytest.mark.parametrize("width", WIDTHS)
def test_no_thai_word_is_split_and_no_line_overflows(width: int) -> None:
    wrong = []
    for message in thai_messages():
        for paragraph in message.split("\n"):
            wrong += wrong_lines(paragraph, wrap(paragraph, width), width)
    assert not wrong, f"{len(wrong)} wrong:\n" + "\n".join(wrong[:30])


def test_no_thai_word_holds_a_place_where_a_line_may_break() -> None:
    """Whatever the width: every place a line may break, at once (each piece on a line of its own)."""
    wrong = []
    for message in thai_messages():
        for paragraph in message.split("\n"):
            wrong += split_words(paragraph, [piece.rstrip() for piece in pieces(paragraph)])
    assert not wrong, f"{len(wrong)} wrong:\n" + "\n".join(wrong[:30])


def split_between(lines: list[str]) -> list[str]:
    """Listed words cut between two lines that follow each other (the end of one read on into the
    start of the next), where the paragraphs they were wrapped from are not at hand."""
    wrong = []
    for before, after in zip(lines, lines[1:], strict=False):
        end, start = before.strip(), after.strip()
        if end and start:
            wrong += split_words(end + start, [end, start])
    return wrong


def test_the_checks_mean_something_the_old_wrapping_fails_them() -> None:
    """Wrapped at its spaces and folded where a word does not fit (as Textual's widgets do), or
    folded by characters (as ``textwrap`` did for the command line's help), Thai breaks inside
    its words, and a folded line can start with a mark."""
    paragraphs = [p for message in thai_messages() for p in message.split("\n") if max(map(terminal_cells, p.split()), default=0) > 30]
    by_widgets = [wrong for p in paragraphs for wrong in split_words(p, terminal_wrap(p, 30))]
    assert len(by_widgets) > 20
    by_characters = [wrong for p in paragraphs for wrong in wrong_lines(p, textwrap.wrap(p, 30), 30)]
    assert any(wrong.startswith("starts with a mark") for wrong in by_characters)


def test_the_checks_mean_something_the_dictionary_alone_splits_the_games_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """ICU's dictionary alone cuts compounds that are one word in the game («ผู้|เล่น»,
    «ทิศตะวัน|ออก»): :data:`warkit.i18n.thai.WHOLE` keeps them whole."""
    def forget() -> None:  # the kept-whole pattern is compiled once
        thai.whole_words.cache_clear()

    monkeypatch.setattr(thai, "WHOLE", ("ไม่ใช่คำในแคตตาล็อก",))
    forget()
    try:
        wrong = [w for m in thai_messages() for p in m.split("\n") for w in split_words(p, wrap(p, 30))]
    finally:
        monkeypatch.undo()
        forget()
    assert {w.split(":")[0] for w in wrong} >= {"ผู้เล่น", "เท่ากัน", "ชุดไพ่"}


def test_the_repetition_mark_never_starts_a_line() -> None:
    """«อื่น ๆ»: Thai writes ๆ after a space, and it belongs to the word before it."""
    assert wrap("แถบด้านล่างของหน้าจอแสดงปุ่มอื่น ๆ ไว้เสมอ", 32) == ["แถบด้านล่างของหน้าจอแสดงปุ่มอื่น ๆ ไว้", "เสมอ"]
    marked = [message for message in thai_messages() if " ๆ" in message]
    assert marked
    for width in range(8, 60):
        assert not [line for message in marked for line in wrap(message, width) if line[:1] in "ๆฯ"]


async def test_the_status_box_breaks_thai_between_words(tmp_path: Path) -> None:
    app = make_app(tmp_path, "th")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        box = app.screen.query_one(StatusBox)
        await until(pilot, lambda: box.content_size.width > 0)
        width = box.content_size.width
        text = next(  # a sentence with more Thai between two spaces than the box is wide
            m for m in thai_messages()
            if "\n" not in m and "{" not in m and max(map(terminal_cells, m.split())) > width and terminal_cells(m) < 3 * width
        )
        text = next(  # begun with a few cards, so that the widget alone would cut a word in two
            "ไพ่" * extra + text for extra in range(width) if split_words("ไพ่" * extra + text, terminal_wrap("ไพ่" * extra + text, width))
        )
        box.say(text)
        await pilot.pause()
        rows = [row for row in rows_in(app, box) if row]
        assert len(rows) >= 3
        assert wrong_lines(text, rows, width) == []


async def test_help_breaks_thai_between_words(tmp_path: Path) -> None:
    app = make_app(tmp_path, "th")
    async with app.run_test(size=(60, 20)) as pilot:
        page = await open_help(app, pilot)
        blocks = [[line.text for line in placed.lines] for placed in page.placed]
        assert sum(len(lines) > 1 for lines in blocks) > 20  # paragraphs that wrap
        assert [wrong for lines in blocks for wrong in split_between(lines)] == []
        lines = [line for block in blocks for line in block]
        assert max(terminal_cells(line) for line in lines) <= page.text_width
        assert not [line for line in lines if line.strip()[:1] in MARKS]


def test_settings_questions_break_thai_between_words() -> None:
    for question in questions(get_translator("th")).values():
        assert wrong_lines(question, question_lines(question, 16, LOGICAL), 16) == []


def test_the_battle_log_breaks_thai_between_words() -> None:
    game = Game(Rules(), deal=7)
    game.play_battles(200)
    sentences = [sentence for sentence in Narrator(get_translator("th"), game.rules).narrate(game.log) if terminal_cells(sentence) > 16]
    assert len(sentences) > 20
    for sentence in sentences:
        assert wrong_lines(sentence, display_lines(sentence, 16, LOGICAL), 16) == []


def test_the_plain_mode_on_a_terminal_breaks_thai_between_words(tmp_path: Path) -> None:
    out = io.StringIO()
    game = plain_game(get_translator("th"), Rules(), 7, out, folder=tmp_path, new_deal=lambda: 8, width=30, wraps=True)
    assert game.run(["", "h", "9", "", "", "", "", "", "q"]) == 0  # a battle, then Help's section on running out
    lines = out.getvalue().splitlines()
    assert len(lines) > 50
    assert split_between(lines) == []
    assert max(terminal_cells(line) for line in lines) <= 30
    assert not [line for line in lines if line[:1] in MARKS]


def test_the_command_lines_help_breaks_thai_between_words(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "50")
    with pytest.raises(SystemExit), contextlib.redirect_stdout(io.StringIO()) as out:
        build_parser(get_translator("th")).parse_args(["play", "--help"])
    lines = out.getvalue().splitlines()
    assert len(lines) > 50
    assert max(terminal_cells(line) for line in lines) <= 48  # argparse's width: COLUMNS - 2
    assert split_between(lines) == []


def test_the_line_breaker_is_loaded_only_when_thai_is_wrapped() -> None:
    """icu4py (43 MB, ICU's data) is imported the first time Thai text is wrapped, never for
    English, Chinese or Arabic."""
    script = (
        "import sys; from warkit.i18n.bidi import wrap, laid_out\n"
        "wrap('Deal 7 is here', 8); wrap('我们开始。好的', 8); laid_out('\u0645\u0631\u062d\u0628\u0627 42', 'visual', 8)\n"
        "print('icu4py' in sys.modules)\n"
        "wrap('คอมพิวเตอร์ชนะเกมนี้', 10)\n"
        "print('icu4py' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-I", "-c", script], capture_output=True, text=True, timeout=60, check=True)
    assert done.stdout.split() == ["False", "True"]
