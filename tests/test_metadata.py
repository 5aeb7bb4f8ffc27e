"""The package's metadata says what warkit is to a package index and to pip: a classifier per
shipped language, classifiers the index accepts, every extra documented, and a README whose
links still work where it is shown without the repository beside it (the project page).

`twine check --strict` on the built files is in tests/test_install.py (it needs a build).
"""

from __future__ import annotations

import re
import tomllib

from conftest import ROOT
from trove_classifiers import classifiers as KNOWN_CLASSIFIERS

from warkit.i18n.languages import COMPLETE
from warkit.safe.markdown import live_markup

PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
README = (ROOT / "README.md").read_text(encoding="utf-8")

# The trove name of each language held to 100 % (warkit.i18n.languages.COMPLETE). A language
# joining that list fails the test below until its classifier is here and in pyproject.toml; a
# catalog not yet complete has none.
NATURAL_LANGUAGE = {
    "en": "English",
    "ar": "Arabic",
    "de": "German",
    "fr": "French",
    "ms": "Malay",
    "nb": "Norwegian",
    "ru": "Russian",
    "zh_Hans": "Chinese (Simplified)",
    "es": "Spanish",
    "pt_BR": "Portuguese (Brazilian)",
    "id": "Indonesian",
    "uk": "Ukrainian",
    "pl": "Polish",
    "tr": "Turkish",
    "ja": "Japanese",
    "zh_Hant": "Chinese (Traditional)",
    "he": "Hebrew",
    "ko": "Korean",
    "vi": "Vietnamese",
    "el": "Greek",
    "cs": "Czech",
    "it": "Italian",
    "hi": "Hindi",
    "th": "Thai",
    "fa": "Persian",
}


SHIPPED = sorted(path.parent.parent.name for path in (ROOT / "locale").glob("*/LC_MESSAGES/warkit.po"))
COMPLETE_FOLDERS = [code.replace("-", "_") for code in COMPLETE]


def test_every_language_held_complete_and_no_other_has_its_natural_language_classifier() -> None:
    assert SHIPPED, "no catalogs found"
    assert [code for code in COMPLETE_FOLDERS if code != "en" and code not in SHIPPED] == []
    for code in COMPLETE_FOLDERS:
        assert code in NATURAL_LANGUAGE, f"{code}: name its trove language in NATURAL_LANGUAGE"
        assert f"Natural Language :: {NATURAL_LANGUAGE[code]}" in PROJECT["classifiers"], code
    claimed = {c for c in PROJECT["classifiers"] if c.startswith("Natural Language :: ")}
    assert claimed == {f"Natural Language :: {NATURAL_LANGUAGE[code]}" for code in COMPLETE_FOLDERS}


def test_every_classifier_is_one_a_package_index_accepts() -> None:
    assert [c for c in PROJECT["classifiers"] if c not in KNOWN_CLASSIFIERS] == []
    for needed in ("Environment :: Console", "Topic :: Games/Entertainment"):
        assert needed in PROJECT["classifiers"]


def test_the_package_names_its_authors_keywords_and_license() -> None:
    assert PROJECT["authors"] and PROJECT["keywords"]
    assert PROJECT["license"] == "MIT" and PROJECT["license-files"] == ["LICENSE"]


def test_every_extra_is_documented_in_the_readme() -> None:
    extras = sorted(PROJECT["optional-dependencies"])
    assert extras == ["fast", "test", "translate"]
    assert [extra for extra in extras if f"`warkit[{extra}]`" not in README] == []


def test_the_readme_links_only_to_full_addresses_which_work_on_a_package_index() -> None:
    # A package index shows the README alone: a link into the repository (locale/README.md)
    # would lead nowhere there, so such files are named, not linked.
    links = [found.split(" ", 1)[1] for found in live_markup(README, raw_html=True) if found.startswith(("link ", "image "))]
    assert [link for link in links if not re.match(r"https?://", link)] == []
    # HTML comments (the generated tables' markers) show nothing anywhere; other raw HTML might.
    shown = [found for found in live_markup(README, raw_html=True) if not re.fullmatch(r"html <!--.*-->", found, re.S)]
    assert shown == [f"link {link}" for link in links]


def test_the_readme_names_every_language_held_complete_and_no_other_in_its_list() -> None:
    from babel import Locale

    readme = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    listed = readme.split("complete in the game and the guide for ", 1)[1].split(", plus", 1)[0]
    example = readme.split("# Malay, deal number 7 (", 1)[1].split(")", 1)[0]  # the example's list of codes
    for code in COMPLETE_FOLDERS:
        assert Locale.parse(code).get_display_name("en") in listed, code
        assert code.replace("_", "-") in example.split(", "), code
    for code in set(SHIPPED) - set(COMPLETE_FOLDERS):
        assert Locale.parse(code).get_display_name("en") not in listed, code
        assert code.replace("_", "-") not in example.split(", "), code
