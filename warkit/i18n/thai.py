"""Where a line may break in Thai text: between words, which Thai writes without spaces.

Thai puts spaces between phrases and sentences only, so a line wrapped at its spaces overflows
and a line folded at the edge cuts a word in two. The words are found by ICU's line breaker (the
dictionary Chromium breaks the guide's Thai page with), through icu4py, imported only when Thai
text is first wrapped: an English game never loads it. A line may break only where ICU finds a
word's start inside a run of Thai (elsewhere at spaces, as before), never inside one of
:data:`WHOLE`, and never before a vowel or tone mark (it belongs to the letter before it and
takes no cell of its own); ``ๆ`` never starts a line (:data:`warkit.i18n.kinsoku.NO_LINE_START`).

Chosen by measurement (December 2026, ``scripts/bench_thai.py`` in an environment holding only
the breaker; Python 3.11, this machine's two shared cores): the catalog's 796 lines with Thai, and
the 155 words and terms of ``tests/test_thai_breaks.py`` (the glossary's, the catalog's hundred most
frequent, segmented by hand), of which each breaker alone splits some somewhere in the catalog.

=============  =========================  =========  ================  ====================
breaker        installed                  first use  Thai lines a sec  words split (of 155)
=============  =========================  =========  ================  ====================
icu4py 1.2     43 MB (ICU 78's data),     8-11 ms    47,000-62,000     35 (34 words listed
               wheels for every platform                               in :data:`WHOLE`: 0)
PyICU 2.17     8 MB + the system's ICU;   12-50 ms   174,000           35 (the same ICU)
               compiled at install: a
               compiler and ICU's headers
PyThaiNLP 5.4  67 MB                      0.45-1.4 s 19,500-20,000     18
BudouX 0.10    0.4 MB                     10-14 ms   17,000            38
=============  =========================  =========  ================  ====================

PyThaiNLP's dictionary is the most accurate alone, but it is the largest and its first use holds
the first Thai screen for half a second or more; it too splits game words («เอ|ซ», «เก|มละ»,
«ผู้|เล่น») and would need a list. BudouX, a small learned model, cuts common words inside their
syllables («ช|นะ», «บรร|ทัด», «บัน|ทึก»), which no list of the game's words can mend in new text.
PyICU cannot be installed without a compiler. ICU cuts compounds its dictionary holds as two
words («ทิศ|ตะวัน|ตก», «ผู้|เล่น») and stumbles beside words it does not know («จำ|นว|นโพรเซส»):
:data:`WHOLE` lists the catalog's, and the guide's page keeps the same words whole, since the
browser cuts them alike (:func:`warkit.guide.html.keep_words_whole`).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

FIRST_THAI = "\u0e01"
"""No character below this one is Thai."""
_THAI = re.compile("[\u0e01-\u0e5b]+")
"""A run of Thai letters, marks and digits (no spaces: a run is at most one phrase)."""

WHOLE = (
    # Compounds ICU's dictionary holds as two or three words: the game's names for one thing.
    "ไพ่สงคราม", "สงครามซ้อน", "ชุดไพ่", "กองไพ่", "สับไพ่", "ผู้เล่น", "เท่ากัน", "ขีดจำกัด", "ทิศเหนือ",
    "ทิศตะวันตก", "ทิศตะวันออก", "ตะวันตก", "ตะวันออก", "โพแดง", "ข้าวหลามตัด", "การตั้งค่า", "วิธีใช้",
    "สรุปผล", "ตัวเลือก", "ตัวเอง", "คำแปล", "การเล่น", "นักแปล",
    # Words ICU cuts beside a word it does not know: «จำ|นว|นโพรเซส», «หน้าจอแส|ดง», «จะบัน|ทึก».
    "จำนวน", "แสดง", "บันทึก", "หนึ่ง", "ของ", "กอง",
    # Loanwords its dictionary lacks.
    "คลาสสิก", "แคตตาล็อก", "เทอร์มินัล", "เอนจิน", "โพรเซส",
)  # fmt: skip
"""Words of the catalog that ICU's dictionary (ICU 78) cuts, which a line never breaks inside:
each of the words of ``tests/test_thai_breaks.py`` that ICU alone splits somewhere in the Thai
catalog, and the game's loanwords it does not know."""


def has_thai(text: str) -> bool:
    """Whether ``text`` holds Thai, so warkit wraps it by its words itself.

    >>> has_thai("ไพ่สงคราม"), has_thai("War")
    (True, False)
    """
    return bool(text) and max(text) >= FIRST_THAI and _THAI.search(text) is not None


def word_starts(paragraph: str) -> frozenset[int]:
    """Where a Thai word starts inside a run of Thai in ``paragraph``: the places a line may break
    besides its spaces.

    >>> sorted(word_starts("คุณชนะเกมนี้"))
    [3, 6, 9]
    """
    starts: set[int] = set()
    for run in _THAI.finditer(paragraph):
        starts.update(run.start() + at for at in _starts(run.group()))
    return frozenset(starts)


def _starts(run: str) -> tuple[int, ...]:
    """The words' starts inside ``run`` (a run of Thai), the first word's left out. Not cached:
    wrapping the catalog's 796 Thai lines at three widths takes 213 ms without a cache and 197 ms
    with one, so ICU is not where the time goes."""
    from icu4py.breakers import LineBreaker

    found = {start for start, _ in LineBreaker(run, "th").segments() if start > 0}
    for word in whole_words().finditer(run):
        found.difference_update(range(word.start() + 1, word.end()))
    return tuple(sorted(at for at in found if unicodedata.category(run[at]) != "Mn"))


@lru_cache(maxsize=1)
def whole_words() -> re.Pattern[str]:
    """The words of :data:`WHOLE`, the longest first (``ทิศตะวันตก`` before ``ตะวันตก``)."""
    return re.compile("|".join(sorted(WHOLE, key=len, reverse=True)))
