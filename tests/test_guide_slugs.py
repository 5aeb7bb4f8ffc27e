"""A link to a heading works on GitHub: warkit's ``github_slug`` is github-slugger's ``slug()``.

github-slugger (pinned in tests/js/package-lock.json) runs in one node process, fed each code point
of the alphabets (every code point with ``-m long``) and the headings of every language's guide for
every preset; warkit's slugs must equal its own.
"""

from __future__ import annotations

import doctest
import json
import os
import subprocess
import sys
import unicodedata
from typing import Any

import pytest
from conftest import ROOT, WARKIT
from js_packages import JS, NODE, needs_node, node_modules

import warkit.guide.slugs
from warkit.engine import PRESETS
from warkit.guide.build import text_direction
from warkit.guide.figures import Figures
from warkit.guide.markdown import render_document
from warkit.guide.slug_table import GITHUB_SLUGGER_VERSION
from warkit.guide.slugs import github_slug, tracked_slugs
from warkit.i18n import available_languages, get_translator

pytestmark = needs_node
EVERY_CODE_POINT = range(sys.maxunicode + 1)
ALPHABETS = range(0x3100)
"""The default run's code points: every alphabet and sign up to the CJK ones (whose ideographs and
syllables have no case and slug as themselves); ``-m long`` takes every code point."""
REPEATS = ["Step", "Step 1", "Step", "Step", "Step-1"]
"""Headings whose slugs collide: a second "Step" may not take the "step-1" of "Step 1"."""
# One github-slugger per document, as GitHub slugs each file's headings; every code point alone,
# and its lower case where JavaScript's differs from the code point.
SLUGGER = """
import GithubSlugger, { slug } from "github-slugger";
let input = "";
for await (const chunk of process.stdin) input += chunk;
const { codePoints, documents } = JSON.parse(input);
const lower = {};
const each = codePoints.map(cp => {
  const text = String.fromCodePoint(cp);
  if (text.toLowerCase() !== text) lower[cp] = text.toLowerCase();
  return slug(text);
});
const tracked = documents.map(headings => { const slugger = new GithubSlugger(); return headings.map(h => slugger.slug(h)); });
process.stdout.write(JSON.stringify({ each, lower, documents: tracked }));
"""


def figures(players: int) -> Figures:
    """Fixed figures for ``players`` seats (the headings do not depend on them)."""
    wins = (250, 240, 230, 230)[:players]
    return Figures(1000, 1, wins, 1000 - sum(wins), 271.5, 250, 480, 1900)


@pytest.fixture(scope="module")
def documents() -> list[list[str]]:
    """The headings of the guide in every language (the pseudo-locales too), for every preset."""
    headings = []
    for language in available_languages(pseudo=True):
        t = get_translator(language)
        for rules in PRESETS.values():
            document = render_document(rules, t, figures=figures(rules.players), direction=text_direction(t))
            headings.append([heading.text for heading in document.headings])
    return headings


def slugged(code_points: range, documents: list[list[str]]) -> dict[str, Any]:
    """What github-slugger makes of each code point and of each document's headings."""
    node_modules()
    assert NODE is not None
    done = subprocess.run(
        [NODE, "--input-type=module", "-e", SLUGGER], cwd=JS, capture_output=True, text=True, timeout=120, check=True,
        input=json.dumps({"codePoints": list(code_points), "documents": documents}),
    )
    return json.loads(done.stdout)


@pytest.fixture(scope="module")
def github_slugger(documents: list[list[str]]) -> dict[str, Any]:
    """What github-slugger makes of the alphabets' code points and of every guide's headings."""
    return slugged(ALPHABETS, [*documents, REPEATS])


def assert_slugged_alike(code_points: range, theirs: dict[str, Any]) -> None:
    differ = [cp for cp in code_points if github_slug(chr(cp)) != theirs["each"][cp - code_points.start]]
    # node's Unicode is newer than Python's: a capital letter this Python does not know yet has no
    # lower case here. That is the only difference allowed, and only for such letters.
    lower = {int(cp): text for cp, text in theirs["lower"].items()}
    unknown = [cp for cp in differ if unicodedata.category(chr(cp)) == "Cn" and chr(cp).lower() != lower.get(cp)]
    assert [f"U+{cp:04X}" for cp in differ if cp not in unknown] == []
    assert len(unknown) < 100


def test_each_code_point_of_the_alphabets_slugs_as_github_slugger_slugs_it(github_slugger: dict[str, Any]) -> None:
    assert_slugged_alike(ALPHABETS, github_slugger)


@pytest.mark.long
def test_every_code_point_slugs_as_github_slugger_slugs_it() -> None:
    assert_slugged_alike(EVERY_CODE_POINT, slugged(EVERY_CODE_POINT, []))


def test_signs_github_drops_are_dropped() -> None:
    assert github_slug("Règle ½ ² ① ②") == "règle----"  # numbers that are not digits go, spaces stay as -
    assert github_slug("Ace high: 2–10, J, Q, K") == "ace-high-210-j-q-k"
    assert github_slug("Σ ΣΑΣ") == "σ-σας"  # lower case as JavaScript does it, a final sigma too


def test_every_guide_s_headings_get_github_slugger_s_anchors(documents: list[list[str]], github_slugger: dict[str, Any]) -> None:
    ours = []
    for headings in documents:
        tracked = tracked_slugs("github")
        ours.append([tracked.slug(text) for text in headings])
    assert len(ours) == len(available_languages(pseudo=True)) * len(PRESETS)
    assert ours == github_slugger["documents"][:-1]


def test_a_heading_whose_slug_a_repeat_would_take_keeps_it_as_on_github(github_slugger: dict[str, Any]) -> None:
    tracked = tracked_slugs("github")
    ours = [tracked.slug(text) for text in REPEATS]
    assert ours == ["step", "step-1", "step-2", "step-3", "step-1-1"]
    assert ours == github_slugger["documents"][-1]


def test_the_examples_of_the_slug_rules_hold() -> None:
    assert doctest.testmod(warkit.guide.slugs).failed == 0


def test_the_slug_table_is_made_from_the_pinned_github_slugger() -> None:
    pinned = json.loads((JS / "package.json").read_text(encoding="utf-8"))["devDependencies"]["github-slugger"]
    assert GITHUB_SLUGGER_VERSION == pinned  # else run scripts/update-slug-regex


def test_the_readme_and_guide_help_say_the_markdown_is_github_flavoured() -> None:
    """The guide's links rely on GitHub's heading anchors (the tests above), so both places that
    describe its Markdown say which Markdown it is."""
    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "The guide's Markdown is GitHub-flavoured Markdown" in readme and "github-slugger's slugs" in readme
    done = subprocess.run([WARKIT, "guide", "--help"], capture_output=True, text=True, timeout=60, env={**os.environ, "COLUMNS": "200"})
    assert "md is GitHub-flavoured Markdown." in done.stdout
