"""The rules in play are named by their nearest preset and what differs from it, on every surface
and in every language; Statistics group games by that name and keep the records of before."""

from __future__ import annotations

import json
import re
import unicodedata
from pathlib import Path

import pytest
from rich.console import Console
from test_tui_support import flat, make_app, screen_text, settings_row, until

from warkit.engine import Game, Rules
from warkit.engine.rules import SHORT_GAME, variant_of
from warkit.i18n import get_translator
from warkit.i18n.languages import available_languages
from warkit.narration.rule_words import change_words, preset_name, rules_label
from warkit.storage import load_statistics
from warkit.storage.stats import VERSION, add_game, record_key
from warkit.tui.messages import SettingsChanged
from warkit.tui.record_table import RecordTable
from warkit.tui.screens.stats import StatisticsScreen
from warkit.tui.screens.summary import SummaryScreen

LANGUAGES = (*available_languages(), "en-XA")
"""The seven translations, English and the pseudo-locale."""
KRIG_FOR_THREE = Rules.preset("krig").replace(players=3)
FAMILY_SHORT = Rules.preset("family").replace(max_battles=26, at_limit="count")
CLASSIC_37_COUNT = Rules(max_battles=37, at_limit="count")
CLASSIC = Rules()
IN_ENGLISH = {
    KRIG_FOR_THREE: "Krig, 3 players",
    FAMILY_SHORT: "Family, short game of 26 battles",
    CLASSIC: "Classic",
    CLASSIC_37_COUNT: "Classic, battle limit 37, most cards wins",
}
WIDE = (170, 24)
"""Room for the longest label on every surface (at 80 columns the header's rules give way first)."""


def test_the_label_names_the_nearest_preset_and_each_change() -> None:
    t = get_translator("en")
    for rules, label in IN_ENGLISH.items():
        assert rules_label(t, rules) == label
    assert rules_label(t, Rules.preset("krig")) == "Krig"  # four players: Krig as it is
    assert rules_label(t, Rules(players=3)) == "Classic, 3 players"  # only Krig is played by 2 to 4
    assert rules_label(t, Rules.preset("pagat").replace(players=3)) == "Pagat, 3 players"
    assert rules_label(t, Rules(max_battles=26, at_limit="count")) == "Classic, short game of 26 battles"
    assert rules_label(t, Rules(players=3, aces="low")) == "Classic, 3 players, aces low"
    assert rules_label(t, Rules.preset("family").replace(at_limit="count")) == "Family"  # no limit to reach


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_names_the_preset_and_its_changes(lang: str) -> None:
    t = get_translator(lang)
    for rules in IN_ENGLISH:
        label, variant = rules_label(t, rules), variant_of(rules)
        assert preset_name(t, variant.preset) in label
        for change in variant.changes:
            assert change_words(t, change) in label
        assert label != preset_name(t, None)


async def _change_rules(pilot, rules: Rules) -> None:
    """New rules, as the Settings screen posts them."""
    app = pilot.app
    app.post_message(SettingsChanged(app.session.settings.replace(rules=rules)))
    await pilot.pause()
    assert app.session.rules == rules


def _shown(label: str, answer: str) -> bool:
    """Whether a Settings answer shows ``label``: whole, or cut to its column with "…"."""
    return answer == label or (answer.endswith("…") and label.startswith(answer[:-1]))


ON_SCREEN = [
    pytest.param(lang, marks=() if lang in ("en", "en-XA") else pytest.mark.long) for lang in LANGUAGES
]
"""English and the pseudo-locale (the oracle for every surface) in the default suite, about two
seconds each; every translation with ``-m long``."""


@pytest.mark.parametrize("lang", ON_SCREEN)
async def test_the_table_settings_summary_and_statistics_name_the_rules_in_play(tmp_path: Path, lang: str) -> None:
    t = get_translator(lang)
    app = make_app(tmp_path, lang, rules=CLASSIC)
    async with app.run_test(size=WIDE) as pilot:
        for rules, english in IN_ENGLISH.items():
            await _change_rules(pilot, rules)
            label = english if lang == "en" else rules_label(t, rules)
            line = t.gettext("Rules: {name}", name=label)
            assert flat(line) in flat(screen_text(app).split("\n")[0]), f"the table's header for {line}"
            await pilot.press("s")
            assert _shown(label, settings_row(app, "preset")[1]), f"Settings for {label}"
            await pilot.press("escape", "f")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))  # Finish plays off the loop
            assert flat(line) in flat(screen_text(app)), f"the summary for {line}"
            await pilot.press("escape")
        if lang == "en":  # the summary at 80 columns: the rules take the room the deal leaves
            await pilot.resize_terminal(80, 24)
            await pilot.press("f")
            await until(pilot, lambda: isinstance(app.screen, SummaryScreen))
            assert "Rules: Classic, battle limit 37, most cards wins" in screen_text(app)
            await pilot.press("escape")
            await pilot.resize_terminal(*WIDE)
        await pilot.resize_terminal(200, 24)  # room for the pseudo-locale's longest name beside six columns
        await pilot.press("i")
        assert isinstance(app.screen, StatisticsScreen)
        names = [flat(line) for line in screen_text(app).split("\n")]
        for rules, english in IN_ENGLISH.items():
            label = flat(english if lang == "en" else rules_label(t, rules))
            assert any(name.startswith(label + " ") for name in names), f"no Statistics row for {label}"


def test_the_short_game_row_shows_a_most_cards_limit_in_force() -> None:
    from warkit.storage import Settings
    from warkit.tui.screens.settings import form_rows

    rows = {row.name: row for row in form_rows(get_translator("en"), Settings(rules=CLASSIC_37_COUNT), "logical")}
    short = rows["short_game"]
    assert short.answer == "37 battles, then most cards wins"


OLD_RECORDS = {
    "version": VERSION,
    "records": {
        "classic": {"played": 5, "won": 2, "lost": 2, "drawn": 1},
        "krig": {"played": 2, "won": 1, "lost": 1, "drawn": 0},
        "custom": {"played": 4, "won": 1, "lost": 3, "drawn": 0},
    },
}
"""A record written before games were grouped by their rules' label: custom rules lumped together."""


def _record_lines(lang: str, folder: Path, width: int = 100) -> list[str]:
    console = Console(width=width, record=True)
    console.print(RecordTable(get_translator(lang), load_statistics(folder)))
    return [" ".join(line.split()) for line in console.export_text().splitlines()]


def test_records_kept_before_the_labels_still_count(tmp_path: Path) -> None:
    (tmp_path / "statistics.json").write_text(json.dumps(OLD_RECORDS))
    game = Game(CLASSIC, deal=7)
    game.play_to_end()
    assert game.outcome is not None
    add_game(tmp_path, CLASSIC, game.outcome)
    add_game(tmp_path, KRIG_FOR_THREE, game.outcome)
    records = load_statistics(tmp_path).records
    assert records["classic"].played == 6 and records["krig"].played == 2 and records["custom"].played == 4
    assert records[record_key(KRIG_FOR_THREE)].played == 1
    lines = _record_lines("en", tmp_path)
    for row in ("Classic 6", "Krig 2 1 1 0", "Krig, 3 players 1", "Your own rules 4 1 3 0"):
        assert any(line.startswith(row) for line in lines), f"no row {row!r} in {lines}"


def test_a_record_key_this_warkit_does_not_know_shows_as_your_own_rules(tmp_path: Path) -> None:
    records = {**OLD_RECORDS["records"], "krig jokers=wild": {"played": 1, "won": 0, "lost": 0, "drawn": 1}}
    (tmp_path / "statistics.json").write_text(json.dumps({"version": VERSION, "records": records}))
    lines = _record_lines("en", tmp_path)
    assert any(line.startswith("Your own rules 5 1 3 1") for line in lines), lines


@pytest.mark.long  # the default run fits every language's tables: tests/test_tui_stats.py
async def test_statistics_headings_fit_the_smallest_screen_in_every_language(tmp_path: Path) -> None:
    records = {**OLD_RECORDS["records"]}
    for rules in IN_ENGLISH:
        records[record_key(rules)] = {"played": 1234, "won": 1000, "lost": 200, "drawn": 34}
    (tmp_path / "statistics.json").write_text(json.dumps({"version": VERSION, "records": records}))
    app = make_app(tmp_path)
    async with app.run_test(size=(60, 20)) as pilot:
        await pilot.press("i")
        assert isinstance(app.screen, StatisticsScreen)
        table = app.screen.query_one("#table")
        for lang in LANGUAGES:
            app.post_message(SettingsChanged(app.session.settings.replace(language=lang)))
            await pilot.pause()
            assert app.t.language == lang
            lines = screen_text(app).split("\n")[table.content_region.y : table.content_region.bottom]
            headings = lines[0].split()
            assert headings, f"{lang}: the headings are on the table's first line"
            assert not any("…" in line for line in lines), f"{lang}:\n" + "\n".join(lines)


def single_changes() -> list[Rules]:
    """Every preset with one knob changed to each other value it takes (battle limits: the
    settings' own and the short game's)."""
    from warkit.engine.knobs import KNOBS, PRESET_NAMES, SHORT_GAME_LENGTHS
    from warkit.narration.rule_words import BATTLE_LIMITS

    found = []
    for preset in PRESET_NAMES:
        base = Rules.preset(preset)
        for knob in KNOBS:
            values = sorted({*BATTLE_LIMITS, *SHORT_GAME_LENGTHS}) if knob.name == "max_battles" else knob.choices
            found += [base.replace(**{knob.name: value}) for value in values if value != getattr(base, knob.name)]
    return found


@pytest.mark.parametrize("rules", single_changes(), ids=lambda rules: rules_label(get_translator("en"), rules))
def test_a_preset_with_one_change_is_named_by_a_preset_it_is_and_at_most_one_change(rules: Rules) -> None:
    variant = variant_of(rules)
    assert len(variant.changes) <= 1
    rebuilt = Rules.preset(variant.preset).replace(**{c.name: c.value for c in variant.changes if c.name != SHORT_GAME})
    if variant.changes and variant.changes[0].name == SHORT_GAME:  # the short game: its limit and ending
        rebuilt = rebuilt.replace(max_battles=rules.max_battles, at_limit=rules.at_limit)
    same = [k for k in rules.as_dict() if k != "at_limit" or rules.max_battles]
    assert {k: rules.as_dict()[k] for k in same} == {k: rebuilt.as_dict()[k] for k in same}


def test_no_limit_from_classic_is_classic_never_krig() -> None:
    t = get_translator("en")
    assert rules_label(t, Rules(max_battles=0)) == "Classic, no battle limit"
    assert rules_label(t, Rules(max_battles=0, won_cards="played")) == "Classic, won cards in the order played, no battle limit"
    assert rules_label(t, Rules.preset("krig").replace(players=2)) == "Classic, no battle limit"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_short_game_is_named_with_its_length(lang: str) -> None:
    t = get_translator(lang)
    labels = {n: rules_label(t, FAMILY_SHORT.replace(max_battles=n)) for n in (26, 50, 100)}
    for n, label in labels.items():
        assert t.format_number(n) in label, label
    assert len(set(labels.values())) == 3, labels
    if lang == "en":
        assert labels[50] == "Family, short game of 50 battles"


LIMITS = (26, 50, 100, 250, 1000)


def test_statistics_keep_one_row_per_short_game_and_order_battle_limits_as_numbers(tmp_path: Path) -> None:
    game = Game(CLASSIC, deal=7)
    game.play_to_end()
    assert game.outcome is not None
    for n in (50, 26, 100):
        add_game(tmp_path, FAMILY_SHORT.replace(max_battles=n), game.outcome)
    add_game(tmp_path, FAMILY_SHORT, game.outcome)
    for n in (1000, 250, 100, 50, 26):
        add_game(tmp_path, Rules(max_battles=n, face_down=2), game.outcome)
    lines = _record_lines("en", tmp_path, width=120)
    names = [line.rsplit(" ", 5)[0] for line in lines[1:] if line]  # five figures: the counts and the win rate
    family = [name for name in names if name.startswith("Family")]
    assert family == [f"Family, short game of {n} battles" for n in (26, 50, 100)], names
    assert any(line.startswith("Family, short game of 26 battles 2 ") for line in lines), lines
    classic = [name for name in names if name.startswith("Classic")]
    assert classic == [f"Classic, 2 face-down cards, battle limit {n:,}" for n in LIMITS], names


LONG = Rules(players=3, face_down=2, won_cards="played", max_battles=37, at_limit="count")
"""A name longer than the header's room at 80 columns: "Classic, 3 players, 2 face-down cards, won
cards in the order played, battle limit 37, most cards wins"."""


def _settings_answer(app, name: str) -> str:
    """Setting ``name``'s whole answer as the Settings screen shows it, over all its lines."""
    from test_tui_support import cells_between

    from warkit.tui.views.settings import SettingsForm

    form = app.screen.query_one(SettingsForm)
    names = [row.name for row in form.rows]
    first = form.line_of(name)
    last = form.line_of(names[names.index(name) + 1]) if names.index(name) + 1 < len(names) else first + 1
    lines = screen_text(app).split("\n")
    top, left = form.content_region.y - round(form.scroll_offset.y), form.content_region.x
    answer = form.columns()[1]
    return " ".join(
        cells_between(lines[top + y], left + answer.start, left + answer.stop).strip(" ▼") for y in range(first, last)
    )


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
@pytest.mark.parametrize("lang, bidi", [("en", None), ("he", None), ("he", "visual"), pytest.param("fa", "visual", marks=pytest.mark.long)])
async def test_the_header_drops_whole_parts_of_a_long_name_and_settings_show_it_whole(
    tmp_path: Path, lang: str, bidi: str | None, size: tuple[int, int]
) -> None:
    from warkit.i18n.bidi import laid_out
    from warkit.narration.rule_words import rules_line, shorter_rules_lines

    t = get_translator(lang)
    app = make_app(tmp_path, lang, rules=LONG, bidi=bidi)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        header = screen_text(app).split("\n")[0]
        whole = rules_line(t, LONG)
        forms = [whole, *shorter_rules_lines(t, LONG)]
        shown = [form for form in forms if laid_out(form, bidi or "logical", None) in header]
        assert shown and shown[0] != whole, header  # no room for the whole name: a shorter form
        assert re.search("[,،] …$", shown[0]) and whole.startswith(shown[0][: -len("…")]), shown[0]  # cut after a part (Persian's comma ،)
        assert header.count("…") == 1 and not re.search(r"\w…|…\w", header), header  # never "…l…"
        await pilot.press("s")
        answer, label = flat(_settings_answer(app, "preset")), flat(rules_label(t, LONG))
        if bidi:  # each line in the terminal's order: the same letters (Persian's in their shaped forms)
            answer, label = (sorted(c for c in unicodedata.normalize("NFKC", text) if c.isalnum()) for text in (answer, label))
        assert answer == label  # the whole name, one key away (S)
