"""Korean: particles after placeholders, and lines broken at spaces (locale/glossary/ko.md).

A Korean particle takes its form from the sound the word before it ends in: 퀸**이** but 2**가**,
7**을** but 9**를**, 서쪽**으로** but 나**로**. A placeholder's value is not known when the
sentence is written, and counts, ranks and names end both ways, so the catalog puts no such
particle after a placeholder (nor after a quote or bracket that closes one): a counter, an
invariant particle or a noun in apposition stands there instead («카드 {count}장을», «{link}에서»,
«{player} 플레이어가»).

Korean writes spaces between its words and breaks lines there only; a Hangul syllable takes two
cells, as Chinese does, but a line never breaks between two of them («끝났는 / 지»).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import pytest
from po_files import catalog_entries, entry_texts
from test_tui_support import make_app, screen_text, until

from warkit.cli import main
from warkit.commands.parsing import wrapped
from warkit.i18n import get_translator
from warkit.i18n.bidi import cells, laid_out, wrap
from warkit.narration.ranks import RANK_ROLES, rank_name
from warkit.narration.seats import SEAT_ROLES, seat_name
from warkit.resources import shipped_locale_dir
from warkit.tui.widgets import StatusBox

CATALOG = shipped_locale_dir() / "ko" / "LC_MESSAGES" / "warkit.po"

# -- particles -------------------------------------------------------------------------------

FIRST_SYLLABLE, LAST_SYLLABLE = "\uac00", "\ud7a3"
FINALS = 28
"""Each Hangul syllable is one of 28 finals (jongseong) after its initial and vowel; final 0 is
none (the syllable ends in a vowel) and final 8 is ㄹ."""
RIEUL = 8
SINO_KOREAN_DIGITS = "영일이삼사오육칠팔구"
"""0–9 read aloud in Sino-Korean, as Korean reads a count, a deal number or a rank: 7 is 칠."""
SMALL_UNITS, LARGE_UNITS = "십백천", "만억조"
"""What a number ending in zeros ends in aloud: 10 십, 100 백, 1,000 천, 10,000 만, 10⁸ 억, 10¹² 조."""

PARTICLES = (
    ("은", "는"),
    ("이", "가"),
    ("을", "를"),
    ("과", "와"),
    ("으로", "로"),
    ("이에요", "예요"),
    ("이었", "였"),
    ("이어", "여"),
    ("이나", "나"),
    ("이며", "며"),
    ("이랑", "랑"),
    ("이라", "라"),
    ("이면", "면"),
    ("이고", "고"),
    ("이든", "든"),
    ("이지만", "지만"),
    ("이야", "야"),
)
"""Each particle or copula ending as (after a final consonant, after a vowel). ``이`` also starts
every copula ending after a consonant (이에요, 이었어요, 이라서…)."""
COUNTERS_LIKE_PARTICLES = ("가지",)
"""Words that start like a particle but are counters, right after any number («3가지»)."""
CLOSERS = "”’\"')]」』》〉"
"""Closing quotes and brackets: a particle after «“{value}”» hangs on the value just the same."""
_FOLLOWED = re.compile("(\\{\\w+\\})[" + re.escape(CLOSERS) + "]*([\uac00-\ud7a3]+)")


def last_sound(word: str) -> str:
    """The last syllable of ``word`` as read aloud: a Hangul word as written, a number (digits,
    with or without thousands commas) in Sino-Korean (15,000 is 만오천: 천)."""
    digits = word.replace(",", "")
    if digits.isascii() and digits.isdigit():
        significant = digits.rstrip("0")
        zeros = len(digits) - len(significant)
        if not significant:
            return SINO_KOREAN_DIGITS[0]
        if zeros == 0:
            return SINO_KOREAN_DIGITS[int(significant[-1])]
        return SMALL_UNITS[zeros - 1] if zeros < 4 else LARGE_UNITS[zeros // 4 - 1]
    if not word or not FIRST_SYLLABLE <= word[-1] <= LAST_SYLLABLE:
        raise ValueError(f"not a Hangul word or a number: {word!r}")
    return word[-1]


def final(word: str) -> int:
    """The final (jongseong) of ``word``'s last syllable as read: 0 for none, 8 for ㄹ."""
    return (ord(last_sound(word)) - ord(FIRST_SYLLABLE)) % FINALS


def ends_in_consonant(word: str) -> bool:
    """Whether ``word`` ends in a final consonant (퀸, 7 칠) rather than a vowel (나, 2 이)."""
    return final(word) != 0


def fits(particle: str, word: str) -> bool:
    """Whether ``particle``'s form is the right one after ``word``: the consonant form after a
    final consonant, the vowel form after a vowel, and 로 also after ㄹ (칠로, where 퀸으로)."""
    for after_consonant, after_vowel in PARTICLES:
        if particle == after_vowel:
            return not ends_in_consonant(word) or (particle == "로" and final(word) == RIEUL)
        if particle.startswith(after_consonant):
            return ends_in_consonant(word) and not (after_consonant == "으로" and final(word) == RIEUL)
    raise ValueError(f"not a particle: {particle!r}")


def particle_at(text: str) -> str | None:
    """The sound-dependent particle ``text`` (the Hangul right after a placeholder) starts with,
    the longest that matches, or None."""
    if text.startswith(COUNTERS_LIKE_PARTICLES):
        return None
    forms = [form for pair in PARTICLES for form in pair if text.startswith(form)]
    return max(forms, key=len, default=None)


def wrong_particles(text: str, values: Callable[[str], Iterable[str]]) -> list[str]:
    """Each sound-dependent particle in ``text`` that follows a placeholder (or the quote or
    bracket closing one) and is wrong for some value the placeholder takes (``values(name)``),
    as ``{rank}이 (에이스, 2)``."""
    wrong = []
    for match in _FOLLOWED.finditer(text):
        particle = particle_at(match.group(2))
        if particle is None:
            continue
        misfits = [value for value in values(match.group(1)[1:-1]) if not fits(particle, value)]
        if misfits:
            wrong.append(f"{match.group(0)} ({', '.join(misfits)})")
    return wrong


@cache
def korean() -> list[str]:
    """Every Korean text of the catalog, each plural form on its own."""
    return [text for entry in catalog_entries(CATALOG) for text in entry_texts(entry) if text]


def rank_names() -> set[str]:
    t = get_translator("ko")
    return {rank_name(t, rank, role) for rank in range(2, 15) for role in RANK_ROLES}


def seat_names() -> set[str]:
    t = get_translator("ko")
    return {seat_name(t, players, seat, role) for players in (2, 4) for seat in range(players) for role in SEAT_ROLES}


COUNTS = ("1", "2", "3")


@cache
def every_value(name: str) -> list[str]:
    """What a placeholder may hold, any of them: a rank, a seat's name or a count (the catalog's
    own words; paths, flags and the like end every way too)."""
    return sorted(rank_names() | seat_names()) + list(COUNTS)


def test_final_consonants_are_read_as_korean_says_the_word() -> None:
    assert [last_sound(word) for word in ("에이스", "7", "10", "1,000", "15,000", "150000")] == ["스", "칠", "십", "천", "천", "만"]
    assert [ends_in_consonant(word) for word in ("퀸", "잭", "킹", "에이스", "나", "서쪽", "컴퓨터")] == [
        True, True, True, False, False, True, False,
    ]
    assert [ends_in_consonant(str(n)) for n in (1, 2, 3, 4, 6, 7, 9, 10, 20, 100, 1000, 10000)] == [
        True, False, True, False, True, True, False, True, True, True, True, True,
    ]
    assert fits("로", "7") and fits("으로", "퀸") and not fits("으로", "7") and fits("로", "나")


@pytest.mark.parametrize("words", [rank_names, seat_names, lambda: set(COUNTS)], ids=["ranks", "seats", "counts"])
def test_counts_ranks_and_names_end_both_in_consonants_and_in_vowels(words: Callable[[], set[str]]) -> None:
    """Why no particle form can follow a placeholder: whatever it holds, some values end in a
    final consonant (퀸, 서쪽, 1 일) and others in a vowel (에이스, 나, 2 이)."""
    assert {ends_in_consonant(word) for word in words()} == {True, False}


def test_no_sound_dependent_particle_follows_a_placeholder() -> None:
    wrong = [f"{text!r}: {', '.join(found)}" for text in korean() if (found := wrong_particles(text, every_value))]
    assert not wrong, "a particle after a placeholder, wrong for some values:\n" + "\n".join(wrong)


def test_the_judge_flags_a_particle_after_a_placeholder() -> None:
    assert wrong_particles("{rank}이 이겼어요.", lambda name: ["퀸", "에이스", "7", "2"]) == ["{rank}이 (에이스, 2)"]
    assert wrong_particles("{rank}이 이겼어요.", every_value)
    assert wrong_particles("“{value}”를 쓸 수 없어요.", lambda name: ["7", "퀸"])
    assert wrong_particles("{player}와 비겼어요.", every_value)
    assert wrong_particles("{count}번이에요. 카드 {count}장을 가져와요. {link}에서 보세요.", every_value) == []
    assert wrong_particles("{rank}을 내요.", lambda name: ["퀸", "킹", "7"]) == []  # right for each value
    assert wrong_particles("{rank}을 내요.", lambda name: ["퀸", "2"]) == ["{rank}을 (2)"]


# -- line breaking ---------------------------------------------------------------------------

HANGUL = re.compile("[\uac00-\ud7a3]")


def broken_words(text: str, lines: list[str]) -> list[str]:
    """Where ``lines`` (``text`` wrapped, spaces at the breaks dropped) break ``text`` inside a
    Korean word: at a place with no space, beside a Hangul syllable."""
    text = " ".join(text.split())
    broken, at = [], 0
    for line in (line.strip() for line in lines):
        while at < len(text) and text[at] == " ":
            at += 1
        assert text.startswith(line, at), f"{line!r} is not the text at {at}: {text[at:]!r}"
        at += len(line)
        if at < len(text) and text[at] != " " and (HANGUL.match(text[at - 1]) or HANGUL.match(text[at])):
            broken.append(f"{text[at - 8 : at]} / {text[at : at + 8]}")
    return broken


def longest_word(text: str) -> int:
    return max((cells(word) for word in text.split()), default=0)


@pytest.mark.parametrize("width", [30, 40, 60])
@pytest.mark.parametrize("wrapper", [wrap, lambda text, width: laid_out(text, "logical", width).split("\n"), lambda text, width: wrapped(text, width).split("\n")], ids=["wrap", "laid_out", "help"])
def test_korean_lines_break_only_at_spaces(width: int, wrapper: Callable[[str, int], list[str]]) -> None:
    """The line views, the plain mode (``wrap``), the status box and notices (``laid_out``) and
    the command line's help (``wrapped``): never inside a word, never wider than the line."""
    texts = [text for text in korean() if HANGUL.search(text) and longest_word(text) <= width]
    assert len(texts) > 700
    broken, wide = [], []
    for text in texts:
        lines = wrapper(text, width)
        broken += broken_words(text, lines)
        wide += [line for line in lines if cells(line) > width]
    assert not broken, "a line break inside a Korean word:\n" + "\n".join(broken[:20])
    assert not wide, "a line wider than the width:\n" + "\n".join(wide[:20])


@pytest.mark.long  # the whole --help: about 3 s, for the formatter that ``wrapped`` above serves
def test_korean_help_on_a_narrow_terminal_keeps_its_words_whole(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("COLUMNS", "60")
    assert main(["--lang", "ko", "play", "--help"]) == 0
    shown = capsys.readouterr().out
    words = {word for text in korean() for word in re.findall("[\uac00-\ud7a3]+", text)}
    pieces = set(re.findall("[\uac00-\ud7a3]+", shown))
    assert len(pieces) > 50 and pieces <= words, f"not the catalog's words: {sorted(pieces - words)}"


async def test_the_status_box_keeps_korean_words_whole(tmp_path: Path) -> None:
    app = make_app(tmp_path, "ko")
    async with app.run_test(size=(60, 20)) as pilot:
        box = app.screen.query_one(StatusBox)
        await until(pilot, lambda: box.content_size.width > 0)
        text = max(korean(), key=len)
        box.say(text)
        await pilot.pause()
        region = box.content_region
        rows = [row.strip() for row in screen_text(app).split("\n")[region.y : region.bottom]]
        rows = [row for row in rows if row]
        assert broken_words(text, rows) == []
