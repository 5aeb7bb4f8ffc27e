"""Translator mode: a saved catalog shows at once, in place, and every sentence names its entry."""

from __future__ import annotations

import os
import shutil
import threading
from pathlib import Path

import polib
import pytest
from test_tui_support import DEAL, WAR_DEAL, flat, screen_text, until, widget_text
from textual.widgets import OptionList

from warkit.engine import Phase
from warkit.i18n import get_translator
from warkit.i18n.sources import entry_lines
from warkit.i18n.translator import reload
from warkit.i18n.watch import Watcher
from warkit.resources import shipped_locale_dir
from warkit.tui.app import WarApp
from warkit.tui.screens.help import HelpScreen
from warkit.tui.screens.sources import SourcesScreen
from warkit.tui.widgets import ControlBar, StatusBox

SIZE = (100, 32)


@pytest.fixture
def overlay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A translator's own copy of the Malay and Russian catalogs, laid over the shipped ones."""
    folder = tmp_path / "locale"
    for language in ("ms", "ru"):
        shutil.copytree(shipped_locale_dir() / language, folder / language)
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(folder))
    reload()
    yield folder
    reload()


def po_file(folder: Path, language: str) -> Path:
    return folder / language / "LC_MESSAGES" / "warkit.po"


def save_by_rename(path: Path, edit) -> None:
    """Edit a catalog the way editors save: write a new file, then rename it over the old one."""
    po = polib.pofile(str(path), wrapwidth=0)
    edit(po)
    fresh = path.with_suffix(".po.new")
    po.save(str(fresh))
    os.replace(fresh, path)


def set_msgstr(context: str | None, msgid: str, text: str):
    def edit(po: polib.POFile) -> None:
        entry = next(e for e in po if e.msgid == msgid and e.msgctxt == context)
        entry.msgstr = text

    return edit


def notices(app: WarApp) -> list[str]:
    """Every notification the app has shown (still on screen or not), as plain text."""
    return [flat(str(notice.message)) for notice in app._notifications]


def make(tmp_path: Path, lang: str, deal: int = WAR_DEAL, translate: bool = True) -> WarApp:
    app = WarApp(deal=deal, lang=lang, data_dir=tmp_path / "data", translate=translate)
    app.animation_level = "none"
    return app


async def test_a_saved_edit_redraws_the_status_footer_and_help_where_the_game_stands(
    tmp_path: Path, overlay: Path
) -> None:
    app = make(tmp_path, "ms")
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(3):
            await pilot.press("space")
        game = app.session.game
        position = (game.battles, game.counts, game.phase, len(app.session.battle_events))
        status = app.table.query_one(StatusBox).text
        assert app.translating is not None
        said = next(s.lookup for s in app.translating.recorder.sources([status]) if s.lookup.text == status)
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen) and not app.screen.query_one("#loading").display)
        t = get_translator("ms")
        old_turn = t.pgettext("control", "Turn cards")
        assert t.pgettext("control", "Back to the table") in screen_text(app)

        def edit(po: polib.POFile) -> None:
            for entry in po:
                if entry.msgctxt == "control" and entry.msgid in ("Turn cards", "Back to the table"):
                    entry.msgstr = "BALIK!" if entry.msgid == "Turn cards" else "KE MEJA!"
                if entry.msgctxt == said.context and entry.msgid == said.msgid:  # the status box's sentence
                    if entry.msgid_plural:
                        entry.msgstr_plural = {i: "»» " + text for i, text in entry.msgstr_plural.items()}
                    else:
                        entry.msgstr = "»» " + entry.msgstr
                if entry.msgctxt is None and entry.msgid == "How to play War: {rules}":
                    entry.msgstr = "PERANG BESAR: {rules}"

        save_by_rename(po_file(overlay, "ms"), edit)
        await until(pilot, lambda: "KE MEJA!" in screen_text(app), seconds=20)  # the footer of the open Help
        await until(pilot, lambda: "PERANG BESAR" in flat(screen_text(app)), seconds=20)  # the guide itself
        await pilot.press("escape")
        await until(pilot, lambda: app.screen is app.table)
        shown = screen_text(app)
        assert "BALIK!" in shown and old_turn not in shown  # the table's footer
        assert app.table.query_one(StatusBox).text.startswith("»» ")  # the status box, same sentence
        game = app.session.game
        assert (game.battles, game.counts, game.phase, len(app.session.battle_events)) == position
        assert any("warkit.po" in notice for notice in notices(app))


async def test_a_broken_edit_shows_its_warning_and_english_for_that_entry_only(tmp_path: Path, overlay: Path) -> None:
    app = make(tmp_path, "ms")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")  # a war: the footer's first key is the war step
        t = get_translator("ms")
        quit_word = t.pgettext("control", "Quit")
        # a placeholder the English does not have: this entry cannot be shown
        save_by_rename(po_file(overlay, "ms"), set_msgstr("control", "War step", "Langkah {kad}"))
        await until(pilot, lambda: "War step" in widget_text(app, app.table.query_one(ControlBar)), seconds=20)
        footer = widget_text(app, app.table.query_one(ControlBar))
        assert quit_word in footer  # every other entry keeps its translation
        line = entry_lines(po_file(overlay, "ms"))[("control", "War step")]
        await until(pilot, lambda: any(f"warkit.po:{line}" in notice for notice in notices(app)), seconds=5)
        assert not any("read again" in notice for notice in notices(app))  # the notice is in Malay too


def test_english_games_are_not_watched_and_nothing_is_imported_without_the_flag(tmp_path: Path) -> None:
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from warkit.tui.app import WarApp\n"
        "app = WarApp(deal=7, lang='ms', data_dir=__import__('pathlib').Path(sys.argv[1]))\n"
        "assert app.translating is None and app.t.recorder is None\n"
        "assert not any(name in sys.modules for name in ('warkit.i18n.translator_mode', 'warkit.i18n.watch', 'warkit.i18n.sources', 'watchfiles'))\n"
        "print('ok')\n"
    )
    done = subprocess.run([sys.executable, "-c", code, str(tmp_path)], capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "ok", done.stderr


def mid_war(app: WarApp) -> None:
    assert app.session.game.phase is Phase.WAR, "the deal's first battle is a war"


@pytest.mark.parametrize("lang", ["ms", "ru"])
async def test_the_source_list_names_the_entry_of_every_sentence_on_a_table_mid_war(
    tmp_path: Path, overlay: Path, lang: str
) -> None:
    app = make(tmp_path, lang)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        mid_war(app)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, SourcesScreen))
        sources = app.screen.sources
        rows = [source for s in sources for _depth, source in s.walk()]
        po = polib.pofile(str(po_file(overlay, lang)), wrapwidth=0)
        lines = entry_lines(po_file(overlay, lang))
        table_text = flat(" ".join(widget_text(app, w) for w in app.table.query("TextLine, StatusBox")))
        for source in rows:
            lookup = source.lookup
            entry = next(e for e in po if e.msgid == lookup.msgid and e.msgctxt == lookup.context)
            assert source.where.endswith(f"{lang}/LC_MESSAGES/warkit.po:{lines[(lookup.context, lookup.msgid)]}")
            assert entry.linenum == lines[(lookup.context, lookup.msgid)]  # the line polib and i18n check name
            if lookup.form is not None:
                assert entry.msgstr_plural[lookup.form].split("{")[0] in lookup.text or "{" not in entry.msgstr_plural[lookup.form]
        # every sentence of the status box has its entry, the pieces told apart under it
        status = app.table.query_one(StatusBox).text
        made = {source.lookup.text for source in rows}
        assert status in made
        contexts = {source.lookup.context for source in rows}
        assert any(context and context.startswith("rank") for context in contexts)
        assert any(context and context.startswith("seat") for context in contexts)
        war = [s for s in rows if "war" in s.lookup.msgid.lower() or "War" in (s.lookup.context or "")]
        assert war, "the war sentence is listed"
        if lang == "ru":
            plural = [s for s in rows if s.lookup.form is not None and s.lookup.n is not None]
            assert plural
            from warkit.i18n.catalog import plural_rule

            rule = plural_rule("ru")
            assert all(s.lookup.form == rule.index(s.lookup.n) for s in plural)
        assert table_text  # the table was drawn
        # choosing a row copies file:line and shows it
        await pilot.press("down", "enter")
        chosen = app.screen.query_one(OptionList).highlighted
        assert chosen is not None
        where = app.screen.shown_rows[chosen][1].where
        await until(pilot, lambda: any(where.rsplit("/", 1)[-1] in notice.replace(" ", "") for notice in notices(app)))
        await pilot.press("escape")
        assert not isinstance(app.screen, SourcesScreen)


async def test_the_footer_offers_the_source_list_only_in_translator_mode(tmp_path: Path, overlay: Path) -> None:
    t = get_translator("ms")
    label = t.pgettext("control", "Where words come from")
    for translate in (True, False):
        app = make(tmp_path, "ms", translate=translate)
        async with app.run_test(size=SIZE) as pilot:
            bar = app.table.query_one(ControlBar)
            await until(pilot, lambda app=app, bar=bar: widget_text(app, bar).strip() != "")  # the footer is drawn
            assert (label in flat(widget_text(app, app.table.query_one(ControlBar)))) is translate
            await pilot.press("question_mark")
            if translate:
                await until(pilot, lambda app=app: isinstance(app.screen, SourcesScreen))
            await pilot.pause()
            assert isinstance(app.screen, SourcesScreen) is translate
        assert app.translating is None or not app.translating._watcher


# -- the watcher ------------------------------------------------------------------------------


@pytest.mark.parametrize("use_watchfiles", [True, False], ids=["watchfiles", "polling"])
def test_a_file_saved_by_rename_removed_and_brought_back_is_each_time_a_change(
    tmp_path: Path, use_watchfiles: bool
) -> None:
    target = tmp_path / "warkit.po"
    target.write_text("one\n", encoding="utf-8")
    seen: list[set[Path]] = []
    event = threading.Event()

    def changed(paths: set[Path]) -> None:
        seen.append(paths)
        event.set()

    watcher = Watcher(lambda: [target], changed, use_watchfiles=use_watchfiles).start()
    try:
        assert watcher.kind == ("watchfiles" if use_watchfiles else "polling")
        for step in ("rename", "remove", "back"):
            event.clear()
            if step == "rename":
                (tmp_path / "new").write_text("two\n", encoding="utf-8")
                os.replace(tmp_path / "new", target)
            elif step == "remove":
                target.unlink()
            else:
                target.write_text("three\n", encoding="utf-8")
            assert event.wait(10), f"no change seen after {step}"
            assert seen[-1] == {target}
    finally:
        watcher.stop()
    assert not watcher.running


def test_the_entry_lines_are_those_polib_and_the_checker_count(tmp_path: Path) -> None:
    path = shipped_locale_dir() / "ms" / "LC_MESSAGES" / "warkit.po"
    lines = entry_lines(path)
    po = polib.pofile(str(path), wrapwidth=0)
    for entry in po:
        if entry.msgid and not entry.obsolete:
            assert lines[(entry.msgctxt, entry.msgid)] == entry.linenum


# -- the plain mode ---------------------------------------------------------------------------


def test_plain_src_names_the_entry_of_each_sentence_just_shown(tmp_path: Path, overlay: Path) -> None:
    import io

    from warkit.engine import Rules
    from warkit.i18n.sources import source_line
    from warkit.i18n.translator_mode import TranslatorMode
    from warkit.plain import SOURCES_COMMAND, plain_game

    t = get_translator("ms")
    mode = TranslatorMode(lambda paths: None)
    mode.attach(t)
    out = io.StringIO()
    try:
        game = plain_game(t, Rules(), WAR_DEAL, out, translating=mode)
        game.run(["", SOURCES_COMMAND, "q"])
    finally:
        mode.stop()
    lines = out.getvalue().splitlines()
    answers = [line for line in lines if "warkit.po:" in line]
    asked = lines.index(answers[0])
    shown = lines[asked - len(answers) : asked]
    assert len(answers) >= 3  # the war sentence, the counts, the prompt
    lines_of = entry_lines(po_file(overlay, "ms"))
    for sentence, answer in zip(shown, answers, strict=True):
        source = mode.recorder.sources_of_lines([sentence])[0]
        assert source is not None, sentence
        where = lines_of[(source.lookup.context, source.lookup.msgid)]
        assert answer.startswith(f"{po_file(overlay, 'ms')}:{where}") or f"warkit.po:{where}" in answer.split(" ")[0]
        with mode.recorder.paused():
            assert answer.startswith(source_line(source, t))


def test_plain_mode_reads_a_saved_catalog_again_and_says_so(tmp_path: Path, overlay: Path) -> None:
    import io

    from warkit.engine import Rules
    from warkit.i18n.translator_mode import TranslatorMode
    from warkit.plain import plain_game

    t = get_translator("ms")
    mode = TranslatorMode(lambda paths: None)
    mode.attach(t)
    out = io.StringIO()
    try:
        game = plain_game(t, Rules(), WAR_DEAL, out, translating=mode)
        po = po_file(overlay, "ms")
        text = po.read_text(encoding="utf-8")  # edited as text, as an editor would: one entry changes
        prompt = t.gettext("Key?")
        old = f'msgid "Key?"\nmsgstr "{prompt}"'
        assert old in text
        fresh = po.with_suffix(".new")
        fresh.write_text(text.replace(old, old.replace(f'msgstr "{prompt}"', 'msgstr "KEKUNCI-BARU?"')), encoding="utf-8")
        os.replace(fresh, po)
        game.catalog_saved({po})
        game.run(["", "q"])
    finally:
        mode.stop()
    lines = out.getvalue().splitlines()
    notice = next(line for line in lines if line.startswith(str(po)))
    assert notice == t.ngettext(
        "{file} read again: {count} entry changed.",
        "{file} read again: {count} entries changed.",
        1,
        file=str(po),
        count=1,
    )
    assert lines[lines.index(notice) + 1] == "KEKUNCI-BARU?"  # the prompt again, in the new words


async def test_a_vanished_catalog_falls_back_and_a_returning_one_shows_again(tmp_path: Path, overlay: Path) -> None:
    app = make(tmp_path, "ms")
    po = po_file(overlay, "ms")
    kept = po.read_text(encoding="utf-8")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        save_by_rename(po, set_msgstr("control", "War step", "PUSING!"))
        await until(pilot, lambda: "PUSING!" in screen_text(app), seconds=20)
        po.unlink()  # the overlay's copy is gone: the shipped Malay shows, nothing breaks
        shipped = get_translator("ms", locale_dir=shipped_locale_dir()).pgettext("control", "War step")
        await until(pilot, lambda: shipped in screen_text(app) and "PUSING!" not in screen_text(app), seconds=20)
        po.write_text(kept.replace(f'msgstr "{shipped}"', 'msgstr "BALIK SEMULA"', 1), encoding="utf-8")
        await until(pilot, lambda: "BALIK SEMULA" in screen_text(app), seconds=20)
        assert app.session.game.battles == 1


async def test_the_source_list_over_help_names_the_guide_s_messages(tmp_path: Path, overlay: Path) -> None:
    app = make(tmp_path, "ms")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen) and not app.screen.query_one("#loading").display)
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, SourcesScreen))
        listed = {(s.lookup.context, s.lookup.msgid) for root in app.screen.sources for _d, s in root.walk()}
        assert (None, "How to play War: {rules}") in listed
        assert ("control", "Back to the table") in listed


def test_a_word_in_two_contexts_is_told_apart_and_a_short_word_counts_only_alone() -> None:
    from warkit.i18n import Translator
    from warkit.i18n.sources import Recorder

    t = Translator("en")
    t.recorder = recorder = Recorder()
    t.pgettext("card corner", "A")
    label = t.pgettext("seat name, label", "You")
    t.gettext("{player} win the battle.", player=label)
    assert recorder.sources(["Agihan"]) == []  # "A" inside a word is not the Ace's corner
    assert [s.lookup.context for s in recorder.sources(["A♠"])] == ["card corner"]
    (sentence,) = recorder.sources(["You win the battle."])
    assert sentence.lookup.msgid == "{player} win the battle."
    assert [(p.lookup.context, p.lookup.msgid) for p in sentence.pieces] == [("seat name, label", "You")]
    t.pgettext("seat name, subject", "You")  # the same English in another context, looked up last
    (again,) = recorder.sources(["You"])
    assert again.lookup.context == "seat name, subject"


def test_a_plural_source_names_its_form_and_cldr_category() -> None:
    from warkit.i18n.sources import Recorder, source_line

    t = get_translator("ar")
    t.recorder = recorder = Recorder()
    shown = t.ngettext("There was {count} war in these battles.", "There were {count} wars in these battles.", 15, count=15)
    (source,) = recorder.sources([shown])
    assert (source.lookup.form, source.lookup.category) == (4, "many")
    assert source_line(source, get_translator("en")).endswith(f"“{shown}” (msgstr[4], many, for 15)")


@pytest.mark.parametrize(
    ("key", "msgid"),
    [("s", "Short game"), ("i", "Your record"), ("l", "Deal {deal}: everyone gets {count} card face down.")],
)
async def test_the_source_list_works_over_settings_statistics_and_the_battle_log(
    tmp_path: Path, overlay: Path, key: str, msgid: str
) -> None:
    app = make(tmp_path, "ru")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        await until(pilot, lambda: app.screen is not app.table)
        behind = app.screen
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, SourcesScreen))
        listed = {(s.lookup.context, s.lookup.msgid) for root in app.screen.sources for _d, s in root.walk()}
        assert ("control", "Back to the table") in listed  # the screen's own footer
        assert msgid in {lookup_msgid for _context, lookup_msgid in listed}  # a message of that screen
        await pilot.press("escape")
        assert app.screen is behind


async def test_help_keeps_its_place_when_the_catalog_is_read_again(tmp_path: Path, overlay: Path) -> None:
    """A translator reading the guide, saving an edit: Help shows the new words where they were
    reading (the same block at the top), not from the guide's top."""
    from warkit.tui.views.guide import GuideText

    app = make(tmp_path, "ms")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("h")
        await until(pilot, lambda: isinstance(app.screen, HelpScreen) and not app.screen.query_one("#loading").display)
        help_screen = app.screen
        text = help_screen.query_one(GuideText)
        text.scroll_to(y=40, animate=False, immediate=True)
        await pilot.pause()
        place = text.place()
        assert place != (0, 0)
        po = po_file(overlay, "ms")
        save_by_rename(po, set_msgstr(None, "How to play War: {rules}", "PERANG BESAR DAN PANJANG SEKALI: {rules}"))
        app.catalog_saved({po})  # what the watcher does on the save (it may also, later)
        await until(pilot, lambda: "PERANG BESAR" in help_screen.query_one("#guide").source)
        await pilot.pause()
        assert text.place() == place
        assert round(text.scroll_offset.y) >= 40


def test_plain_src_lists_only_the_pieces_a_line_was_built_from(tmp_path: Path, overlay: Path) -> None:
    """The list of keys' "Main 10 pertempuran (10, t)" is built from the control's label and the
    typed "10": the rank "10" that the battle just before named is no piece of it."""
    import io

    from warkit.engine import CardsTurned, Game, Rules
    from warkit.i18n.translator_mode import TranslatorMode
    from warkit.plain import SOURCES_COMMAND, plain_game

    def shows_a_ten(deal: int) -> bool:
        turned = next(event for event in Game(Rules(), deal=deal).step() if isinstance(event, CardsTurned))
        return any(play.card.rank == 10 for play in turned.plays)

    deal = next(deal for deal in range(1, 200) if shows_a_ten(deal))
    t = get_translator("ms")
    mode = TranslatorMode(lambda paths: None)
    mode.attach(t)
    out = io.StringIO()
    try:
        game = plain_game(t, Rules(), deal, out, translating=mode)
        game.run(["", SOURCES_COMMAND, "k", SOURCES_COMMAND, "q"])
    finally:
        mode.stop()
    lines = out.getvalue().splitlines()
    answers = [line for line in lines if "warkit.po:" in line]  # ?src: one line per line just shown
    battle, keys = answers[0], answers[-2]  # the last is the short prompt after the list of keys
    assert "· rank" in battle  # the battle just told named a 10 ...
    assert "plain mode prompt" in keys and t.pgettext("control", "Play 10 battles") in keys
    assert "· rank" not in keys  # ... which is no piece of the key list's "(10, t)"


def option_texts(app: WarApp) -> list[str]:
    return [str(getattr(option.prompt, "plain", option.prompt)) for option in app.screen.query_one(OptionList).options]


async def test_the_source_list_shows_every_form_of_a_plural_message_on_screen_for_numbers_of_each_form(tmp_path: Path) -> None:
    """Arabic has six forms: under the pile's "{count} card" every form is rendered for numbers
    that take it, with its msgstr index and CLDR category, as `warkit i18n plurals ar` prints it."""
    from warkit.i18n.plurals import plural_rule

    app = make(tmp_path, "ar", deal=DEAL)  # a plain first battle: one pile 25 cards, the other 27
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space")
        await pilot.press("question_mark")
        await until(pilot, lambda: isinstance(app.screen, SourcesScreen))
        texts = option_texts(app)
        t, rule = get_translator("ar"), plural_rule("ar")
        piles = [text for (_depth, source), text in zip(app.screen.shown_rows, texts, strict=True) if source.lookup.msgid == "{count} card"]
        pile, others = piles[0], piles[1:]
        lines = pile.splitlines()[1:]
        expected = [
            t.pgettext(
                "i18n plurals", "{number} → msgstr[{form}] ({category}): {text}",
                number=n, form=str(rule.index(n)), category=rule.category(n),
                text=t.ngettext("{count} card", "{count} cards", n, count=n),
            )
            for n in rule.examples()
        ]
        assert [line.strip() for line in lines] == expected
        assert {rule.index(n) for n in rule.examples()} == set(range(6))  # every form shown
        assert {rule.category(n) for n in rule.examples()} == {"zero", "one", "two", "few", "many", "other"}
        # the same message on another seat's pile is listed again without its forms
        assert others and all(len(text.splitlines()) == 1 for text in others)
        # a message without plural forms has none
        assert all(len(text.splitlines()) == 1 for text in texts if "msgstr[" not in text)


def test_plain_src_shows_every_form_of_the_plural_messages_just_shown_once_each(tmp_path: Path) -> None:
    """Russian has three forms: under a line built from "{count} card", each form is rendered
    for 1, 2, 5, 11, 21 … with its msgstr index and category, and only the first time."""
    import io

    from warkit.engine import Rules
    from warkit.i18n.plurals import forms_of, plural_rule
    from warkit.i18n.translator_mode import TranslatorMode
    from warkit.plain import SOURCES_COMMAND, plain_game

    t = get_translator("ru")
    mode = TranslatorMode(lambda paths: None)
    mode.attach(t)
    out = io.StringIO()
    try:
        plain_game(t, Rules(), DEAL, out, translating=mode).run(["", SOURCES_COMMAND, "q"])
    finally:
        mode.stop()
    lines = [line.strip() for line in out.getvalue().splitlines()]
    shown = [lookup for lookup in mode.recorder.lookups() if lookup.plural is not None and lookup.text in out.getvalue()]
    assert shown, "a plural message was just shown"
    lookup = shown[-1]  # the newest: in the battle that ?src answers for
    rule = plural_rule("ru")
    expected = [
        t.pgettext("i18n plurals", "{number} → msgstr[{form}] ({category}): {text}", number=f.n, form=str(f.form), category=f.category, text=f.text)
        for f in forms_of(t, rule, lookup.context, lookup.msgid, lookup.plural)
    ]
    assert {f.form for f in forms_of(t, rule, lookup.context, lookup.msgid, lookup.plural)} == {0, 1, 2}
    at = lines.index(expected[0])
    assert lines[at : at + len(expected)] == expected
    assert lines.count(expected[0]) == 1


@pytest.mark.parametrize("replaced_by", ["nothing", "a folder", "a fifo"])
def test_an_overlay_catalog_gone_is_said_to_be_no_longer_read(tmp_path: Path, overlay: Path, replaced_by: str) -> None:
    """The shipped catalog read instead is compared with the overlay's words (a copy of it here):
    no entry changed, and the overlay's file is named as no longer read."""
    from warkit.i18n.catalog import display_path
    from warkit.i18n.translator_mode import TranslatorMode, no_longer_read, reread_notice

    mode = TranslatorMode(lambda paths: None)
    mode.attach(get_translator("ms"))
    po = po_file(overlay, "ms")
    shipped = po_file(shipped_locale_dir(), "ms")
    try:
        po.unlink()
        if replaced_by == "a folder":
            po.mkdir()
        elif replaced_by == "a fifo":
            os.mkfifo(po)
        reload()
        t = get_translator("ms")
        reread = mode.reread(t, {po, shipped})
    finally:
        mode.stop()
    po_shown, shipped_shown = display_path(po), display_path(shipped)
    assert reread.gone == (po_shown,) and reread.files == (shipped_shown,) and reread.entries == 0
    assert reread_notice(t, reread).splitlines() == [
        no_longer_read(t, po_shown, shipped_shown),
        t.ngettext("{file} read again: {count} entry changed.", "{file} read again: {count} entries changed.", 0, file=shipped_shown, count=0),
    ]


def test_guide_watch_says_an_overlay_catalog_gone_is_no_longer_read(
    overlay: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import signal
    from collections.abc import Callable

    import warkit.i18n.translator_mode  # noqa: F401  (imported before Watcher is replaced below)
    import warkit.i18n.watch
    from warkit.commands.guide import Stopped, watch_guide
    from warkit.i18n.catalog import display_path
    from warkit.i18n.translator_mode import no_longer_read

    po = po_file(overlay, "ms")
    shipped = po_file(shipped_locale_dir(), "ms")
    saves: list[Callable[[set[Path]], None]] = []

    class Saved:
        """A watcher that reports the overlay's catalog deleted as soon as it starts."""

        def __init__(self, _files: object, saved: Callable[[set[Path]], None], **_: object) -> None:
            saves.append(saved)

        def start(self) -> Saved:
            po.unlink()
            saves[0]({po, shipped})
            return self

        def stop(self) -> None:
            pass

    exports: list[int] = []

    def export() -> list[Path]:
        exports.append(1)
        if len(exports) > 1:
            raise Stopped(signal.SIGINT)  # stop watching, as Ctrl+C does
        saves[0]({po})  # one more change, so that a second export stops the watch
        return [Path("guide.ms.md")]

    monkeypatch.setattr(warkit.i18n.watch, "Watcher", Saved)
    t = get_translator("en")
    assert watch_guide(export, ["ms"], t) == 128 + signal.SIGINT
    said = capsys.readouterr().out.splitlines()
    assert no_longer_read(t, display_path(po), display_path(shipped)) in said
    assert not any("changed:" in line for line in said)

def test_plain_src_names_each_entry_of_a_line_once_so_a_long_list_stays_bounded(tmp_path: Path, overlay: Path) -> None:
    """The footer's list of controls is "{first}, {then}" inside itself, one level per control:
    ?src names that entry once, and each control's label once, not the whole list at every level."""
    import io

    from warkit.engine import Rules
    from warkit.i18n.translator_mode import TranslatorMode
    from warkit.plain import SOURCES_COMMAND, plain_game

    t = get_translator("ms")
    mode = TranslatorMode(lambda paths: None)
    mode.attach(t)
    out = io.StringIO()
    try:
        game = plain_game(t, Rules(), WAR_DEAL, out, translating=mode)
        game.run([SOURCES_COMMAND, "q"])
    finally:
        mode.stop()
    answers = [line for line in out.getvalue().splitlines() if "warkit.po:" in line]
    listed = [line for line in answers if "“{first}, {then}”" in line]
    assert listed, answers
    for line in listed:
        assert line.count("“{first}, {then}”") == 1, line
        entries = line.count("warkit.po:")  # the list's own entry and each label's
        assert len(line) < entries * (len(str(po_file(overlay, "ms"))) + 200), len(line)
    for line in answers:
        entries = [part.split(" · ", 1)[0] for part in line.split("warkit.po:")[1:]]
        assert len(entries) == len(set(entries)), line
