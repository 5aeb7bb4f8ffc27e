"""Measure a Thai word breaker the way warkit/i18n/thai.py chose ICU: its first use, how many of the
Thai catalog's lines it breaks a second, and how many words of the test's list
(tests/test_thai_breaks.py: the glossary's terms, the catalog's hundred most frequent words) it
splits somewhere in the catalog, alone (without warkit's list of words kept whole).

Standard library only besides the breaker, so it runs in a bare environment that has just one:

    python3 -m venv /tmp/b && /tmp/b/bin/pip install budoux && /tmp/b/bin/python scripts/bench_thai.py budoux

ENGINE: icu4py, pyicu, pythainlp or budoux. Installed size: ``du -sk`` of the environment's
site-packages, less that of an empty environment.
"""

from __future__ import annotations

import ast
import re
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOG = ROOT / "locale" / "th" / "LC_MESSAGES" / "warkit.po"
TESTS = ROOT / "tests" / "test_thai_breaks.py"
THAI = re.compile("[\u0e01-\u0e5b]+")


def breaker(engine: str) -> Callable[[str], list[str]]:
    """``engine``'s words of a run of Thai."""
    if engine == "icu4py":
        from icu4py.breakers import LineBreaker

        return lambda run: list(LineBreaker(run, "th"))
    if engine == "pyicu":
        import icu  # type: ignore[import-not-found]

        line = icu.BreakIterator.createLineInstance(icu.Locale("th"))

        def words(run: str) -> list[str]:
            line.setText(run)
            cuts = [0, *line]
            return [run[a:b] for a, b in zip(cuts, cuts[1:], strict=False)]

        return words
    if engine == "pythainlp":
        from pythainlp.tokenize import word_tokenize  # type: ignore[import-not-found]

        return lambda run: list(word_tokenize(run, engine="newmm"))
    if engine == "budoux":
        import budoux  # type: ignore[import-not-found]

        return budoux.load_default_thai_parser().parse  # type: ignore[no-any-return]
    raise SystemExit(f"unknown engine {engine!r}: icu4py, pyicu, pythainlp or budoux")


def messages() -> list[str]:
    """Every translated message of the Thai catalog (read without polib: ``msgstr`` strings)."""
    text = CATALOG.read_text(encoding="utf-8")
    found = []
    for block in re.findall(r'^msgstr(?:\[\d+\])? ((?:".*"\n?)+)', text, re.M):
        found.append("".join(ast.literal_eval(part) for part in re.findall(r'^".*"$', block, re.M)))
    return [message for message in found if message]


def word_list() -> tuple[list[str], list[str]]:
    """The words and terms (GLOSSARY, FREQUENT) and the places their letters run across two words
    (ACROSS_WORDS), as the test writes them (``|``: a break allowed)."""
    tree = ast.parse(TESTS.read_text(encoding="utf-8"))
    lists = {
        node.targets[0].id: ast.literal_eval(node.value)
        for node in tree.body
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
        and node.targets[0].id in ("GLOSSARY", "FREQUENT", "ACROSS_WORDS")
    }
    return sorted({*lists["GLOSSARY"], *lists["FREQUENT"]}), list(lists["ACROSS_WORDS"])


def split_items(run: str, cuts: set[int], items: list[str]) -> set[str]:
    """The items of the list that ``cuts`` (places a line may break in ``run``) split."""
    allowed: set[int] = set()
    inside: dict[int, str] = {}
    for item in items:
        for match in re.finditer(re.escape(item.replace("|", "")), run):
            position = match.start()
            for number, part in enumerate(item.split("|")):
                if number:
                    allowed.add(position)
                inside.update((position + offset, item) for offset in range(1, len(part)) if position + offset in cuts)
                position += len(part)
    return {item for at, item in inside.items() if at not in allowed}


def main(engine: str) -> None:
    start = time.perf_counter()
    words = breaker(engine)
    words("ทดสอบ")  # a dictionary or a model is read on first use
    first = time.perf_counter() - start
    lines = [line for message in messages() for line in message.split("\n") if THAI.search(line)]
    runs = [run for line in lines for run in THAI.findall(line)]
    best = float("inf")
    for _ in range(3):
        began = time.perf_counter()
        for run in runs:
            words(run)
        best = min(best, time.perf_counter() - began)
    checked, across = word_list()
    split: set[str] = set()
    for run in set(runs):
        cuts, at = set(), 0
        for word in words(run)[:-1]:
            at += len(word)
            cuts.add(at)
        split |= split_items(run, cuts, checked + across)
    print(f"{engine}: first use {first * 1000:.0f} ms; {len(lines)} Thai lines in {best * 1000:.0f} ms, "
          f"{len(lines) / best:,.0f} lines a second; splits {len(split)} of the test's {len(checked)} words and terms: "
          + " ".join(sorted(split)))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "icu4py")
