"""The rules guide says exactly the chosen rules, in every language, with links that work."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from warkit.engine import PRESETS, Rules
from warkit.guide.build import build, render_language
from warkit.guide.figures import Figures
from warkit.guide.links import anchors, check_links, link_targets
from warkit.guide.markdown import render_document
from warkit.i18n import Translator, get_translator
from warkit.i18n.pseudo import unlocalized_words

LANGUAGES = ("en", "ms", "en-XA")


def figures(players: int = 2) -> Figures:
    """Fixed figures for the tests of rule sentences (the simulator's own are tested once)."""
    return Figures(
        games=1000, first_deal=1, wins=(480, 470, 0, 0)[:players], draws=50,
        battles_mean=271.5, battles_median=250, battles_p90=480, battles_max=1900,
    )


def english(rules: Rules) -> str:
    return render_document(rules, get_translator("en"), figures=figures(rules.players)).markdown("github")


def section(markdown: str, heading: str) -> str:
    """The text of one ``## heading`` section."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", markdown, re.S | re.M)
    assert match, f"no section {heading!r}"
    return match.group(1)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_guide_is_built_for_every_preset_and_language(preset: str, tmp_path: Path) -> None:
    written = build(Rules.preset(preset), LANGUAGES, "both", tmp_path, figures=figures(Rules.preset(preset).players))
    assert sorted(path.name for path in written) == sorted(
        [f"guide.{lang}.md" for lang in LANGUAGES] + [f"guide.{lang}.html" for lang in LANGUAGES]
    )
    for lang in LANGUAGES:
        page = (tmp_path / f"guide.{lang}.html").read_text(encoding="utf-8")
        assert f'<html lang="{lang}" dir="ltr">' in page
        markdown = (tmp_path / f"guide.{lang}.md").read_text(encoding="utf-8")
        assert markdown.startswith("# ")
        assert markdown.count("\n## ") == 18


def test_every_section_of_the_guide_is_there() -> None:
    headings = re.findall(r"^#{2,3} (.+)$", english(Rules()), re.M)
    for wanted in (
        "At a glance", "The aim", "What you need", "The rank of the cards", "The deal", "A plain battle", "A war",
        "A double war", "Running out of cards", "Where won cards go", "Winning", "The short game",
        "The controls", "Worked examples", "A common mistake", "Variants side by side", "Words used in this guide",
        "Frequently asked questions", "How do the controls work?", "How many can play?",
        "Is the Ace high?", "How many cards go face down in a tie?", "Why was the game drawn?",
        "Can I choose which card to play?", "Do suits matter?", "Can I look at my cards?",
        "Who wins more often?", "How long does a game last?", "What if I run out of cards in a war?",
        "Does a war count as one battle toward the limit?", "Can a game go on for ever?",
        "Why do so many games end in a draw?", "Is it good for teaching children?", "Does it need an account?",
    ):
        assert wanted in headings


def test_no_faq_answer_only_points_elsewhere() -> None:
    faq = section(english(Rules()), "Frequently asked questions")
    assert "See [" not in faq and "; see [" not in faq


def test_the_title_and_the_box_at_a_glance_name_the_rules() -> None:
    krig = english(Rules.preset("krig"))
    assert krig.startswith("# How to play War: Krig\n\n## At a glance\n\n| Rules | Krig |\n")
    glance = section(krig, "At a glance")
    for row in ("| Players | 4 players |", "| Face-down cards in a war | one card |",
                "| Running out in a war | The short player loses |", "| Battle limit | No limit |"):
        assert row in glance
    assert "At the battle limit" not in glance  # no limit, nothing happens at it
    own = english(Rules(players=3, aces="low"))
    assert own.startswith("# How to play War: Classic, 3 players, aces low\n")
    assert "| Aces | Low (below the 2) |" in section(own, "At a glance")


GUIDE_TITLES = {
    Rules.preset("krig").replace(players=3): "Krig, 3 players",
    Rules.preset("family").replace(max_battles=26, at_limit="count"): "Family, short game of 26 battles",
    Rules(max_battles=37, at_limit="count"): "Classic, battle limit 37, most cards wins",
    Rules(): "Classic",
}


def test_a_built_guide_is_titled_with_the_preset_and_what_differs_from_it(tmp_path: Path) -> None:
    for rules, label in GUIDE_TITLES.items():
        build(rules, ("en",), "md", tmp_path, figures=figures(rules.players))
        markdown = (tmp_path / "guide.en.md").read_text(encoding="utf-8")
        assert markdown.startswith(f"# How to play War: {label}\n\n## At a glance\n\n| Rules | {label} |\n")
    rules = Rules(max_battles=37, at_limit="count")
    build(rules, ("en", "de"), "both", tmp_path, figures=figures())
    page = (tmp_path / "guide.en.html").read_text(encoding="utf-8")
    assert "<title>How to play War: Classic, battle limit 37, most cards wins</title>" in page
    assert "The rules of the card game War (Classic, battle limit 37, most cards wins) at a glance" in page
    german = (tmp_path / "guide.de.md").read_text(encoding="utf-8")
    assert german.startswith("# So spielt man Krieg: Klassisch, Schlachtenlimit 37, die meisten Karten gewinnen\n")


def test_a_saved_guide_names_the_command_that_makes_it_and_the_help_follows_the_game() -> None:
    rules = Rules.preset("krig").replace(players=3)
    saved = render_document(rules, get_translator("en"), figures=figures(3), surface="file").markdown()
    assert "with the command `warkit guide --rules krig --players 3`" in saved
    assert "Change the rules in the game" not in saved
    help_text = render_document(rules, get_translator("en"), figures=figures(3), surface="help").markdown()
    assert "Change the rules in the game and the guide changes with them." in help_text
    assert "warkit guide --rules" not in help_text.split("## The aim")[0]


def test_the_variants_table_comes_from_the_presets_and_the_rule_flags() -> None:
    from warkit.engine.knobs import KNOBS
    from warkit.guide.variants import knob_values

    variants = section(english(Rules()), "Variants side by side")
    assert "| Rule | Classic | Family | Krig | Pagat |" in variants
    assert "| Flag | `--rules classic` | `--rules family` | `--rules krig` | `--rules pagat` |" in variants
    assert "| Running out in a war | The short player loses | The short player loses | The short player loses | Play the last card face up |" in variants
    assert "| At the battle limit | A draw | — | — | — |" in variants
    for knob in KNOBS:
        for value in knob_values(knob):
            assert f"`{knob.flag} {value}` |" in variants
    assert "`--players 3`" in variants and "`--face-down 0`" in variants and "`--max-battles 0`" in variants
    assert "Bataille" in variants and "P'yanitsa" in variants and "Krig" in variants


def test_the_rank_of_the_cards_is_one_line_of_cards_highest_first() -> None:
    rank = section(english(Rules()), "The rank of the cards")
    assert "\n`A♠` `K♠` `Q♠` `J♠` `10♠` `9♠` `8♠` `7♠` `6♠` `5♠` `4♠` `3♠` `2♠`\n" in rank
    assert "|" not in rank


# -- each rule knob drives its sentences -----------------------------------------------------


def test_one_face_down_card_makes_a_war_of_six_and_a_double_war_of_ten() -> None:
    text = english(Rules(face_down=1))
    assert "Each player in the war puts one card face down and then one card face up." in text
    assert "With two players a war takes 6 cards." in text
    assert "With two players a double war takes 10 cards." in text
    assert "3 cards face down" not in text


def test_three_face_down_cards_make_a_war_of_ten() -> None:
    text = english(Rules(face_down=3))
    assert "Each player in the war puts 3 cards face down and then one card face up." in text
    assert "With two players a war takes 10 cards." in text
    assert "Each step of a war needs 4 cards from each tied player." in text
    assert "1 card face down" not in text


def test_no_face_down_cards_means_one_more_card_face_up() -> None:
    text = english(Rules(face_down=0))
    assert "Each player in the war turns one more card face up." in text
    assert "With two players a war takes 4 cards." in text
    assert "face down and then one card face up" not in text
    assert "None in these rules: each tied player just turns one more card face up." in text


def test_players_set_the_deal_and_the_war_sentences() -> None:
    two, three, four = (english(Rules(players=n)) for n in (2, 3, 4))
    assert "Two players: you and the computer." in two
    assert "until each player has 26 cards" in two
    assert "set aside unseen" not in two and "set aside unseen" not in four
    assert "You and 2 computer players." in three and "until each player has 17 cards" in three
    assert "With three players one card is left over: it is set aside unseen" in three
    assert "You and 3 computer players." in four and "until each player has 13 cards" in four
    assert "only they go to war" in four and "only they go to war" not in two
    assert "When two players tie, the war takes 7 cards, the other players' turned cards included." in three
    assert "When two players tie, the war takes 8 cards" in four and "With two players a war" not in four
    assert "| You | `7♣` |\n| West | `7♦` |\n| North | `4♠` |\n| East | `2♥` |" in four


def test_losing_when_short_in_a_war() -> None:
    text = section(english(Rules(run_out="lose")), "Running out of cards")
    assert "is out of the game, and their last cards go to the table" in text
    assert "last card face up" not in text


def test_playing_the_last_card_face_up_when_short() -> None:
    text = section(english(Rules(run_out="last-card")), "Running out of cards")
    assert "puts all but one of them face down and turns their last card face up" in text
    assert "keeps their face-up card and stays in the war" in text
    assert "is out of the game" not in text
    whole = english(Rules(run_out="last-card"))
    assert "the highest of those cards still wins the war as usual. Only if those last cards tie" in whole
    assert "- the last cards of everyone in a war tie, and nobody has a card left to go on with;" in whole
    assert "has no cards left at all, the round is a draw" not in whole
    assert "runs short together" not in whole and "runs short at the same step" not in whole
    no_face_down = section(english(Rules(run_out="last-card", face_down=0)), "Running out of cards")
    assert "puts all but one of them face down" not in no_face_down


def test_everyone_short_at_once_is_a_draw_or_a_count() -> None:
    draw = english(Rules(both_short="draw"))
    count = english(Rules(both_short="count"))
    assert "If every player in the war runs short at the same step, the game is a draw." in draw
    assert "whoever holds the most cards wins the game" not in draw
    assert "each takes their own cards back from the table and whoever holds the most cards wins" in count
    assert "whoever holds the most cards wins the game" not in draw


def test_won_cards_go_under_shuffled_or_in_a_fixed_order() -> None:
    shuffled = english(Rules(won_cards="shuffled"))
    winner_first = english(Rules(won_cards="winner-first"))
    played = english(Rules(won_cards="played"))
    assert "The winner shuffles the won cards" in shuffled
    assert "first their own cards in the order they went down" in winner_first
    assert "in the order they went down on the table" in played
    for fixed in (winner_first, played):
        assert "When every pile is exactly as it was before an earlier battle, the game is a draw." in fixed
        assert "The winner shuffles" not in fixed
    assert "exactly as it was before an earlier battle" not in shuffled


def test_the_battle_limit_is_stated_or_absent() -> None:
    limited = english(Rules(max_battles=500))
    unlimited = english(Rules(max_battles=0))
    assert "If nobody has won after 500 battles, the game is a draw." in limited
    assert "| Battle limit | 500 battles |" in limited and "| At the battle limit | A draw |" in limited
    assert "There is no battle limit" in unlimited and "| Battle limit | No limit |" in unlimited
    assert "500" not in section(unlimited, "Winning")


def test_most_cards_at_the_limit_is_the_short_game() -> None:
    short = english(Rules(max_battles=50, at_limit="count"))
    draw = english(Rules(max_battles=50, at_limit="draw"))
    assert "These rules are a short game: after 50 battles the player with the most cards wins." in short
    assert "If nobody has won after 50 battles, the player with the most cards wins." in short
    assert "it is not a short game" in draw
    assert "These rules are a short game" not in draw


def test_a_short_game_is_never_contradicted() -> None:
    rules = Rules(max_battles=26, at_limit="count")
    stopped = Figures(1000, 1, (600, 380), 20, 25.1, 26, 26, 26, limit_reached=870)
    short = render_document(rules, get_translator("en"), figures=stopped).markdown()
    assert "The battle limit stopped 87% of these games: they were still going after 26 battles." in short
    assert "87% of the games were stopped at 26 battles." in short
    assert "The aim is to win all the cards, or to hold the most cards when the game stops after 26 battles." in short
    assert "Whoever has every card at the end wins" not in short
    assert "For a quicker round, choose a short game" not in short
    assert "the longest took" not in short


def test_aces_high_or_low_order_the_table() -> None:
    high = english(Rules(aces="high"))
    low = english(Rules(aces="low"))
    assert "`A♠` `K♠` `Q♠`" in high and "The Ace is the highest card" in high
    assert "\n`K♠` `Q♠` `J♠` `10♠` `9♠` `8♠` `7♠` `6♠` `5♠` `4♠` `3♠` `2♠` `A♠`\n" in low
    assert "the Ace is the lowest card" in low and "The Ace is the highest card" not in low


# -- worked examples, controls, figures ----------------------------------------------------------


def test_worked_examples_are_told_in_the_narrators_words() -> None:
    from warkit.engine import Game
    from warkit.guide.examples import Narrate, stacked_deck

    rules = Rules()
    game = Game(rules, deck=stacked_deck("war", rules), seed=1)
    narrate = Narrate(get_translator("en"), rules)
    said = [sentence for _ in range(2) for sentence in narrate(game.step())]
    examples = section(english(rules), "Worked examples")
    assert said and all(sentence in examples for sentence in said)
    assert "| Step 1 | Cards put down |\n|---|---|\n| You | `7♣` |\n| Computer | `7♦` |" in examples
    assert "| You | `▒▒` `8♥` |\n| Computer | `▒▒` `K♠` |" in examples


def test_the_controls_section_lists_every_control_of_the_game() -> None:
    from warkit.controls import CONTROLS, control_label

    controls = section(english(Rules()), "The controls")
    t = get_translator("en")
    for item in CONTROLS:
        assert f"| {control_label(item, t)} |" in controls
    assert "| Space / Enter / a click on the piles | Turn cards |" in controls


def test_the_controls_section_says_esc_goes_back_from_the_summary_and_other_screens() -> None:
    controls = section(english(Rules()), "The controls")
    assert "| Esc | Back to the table | Closes this screen and goes back to the game table. |" in controls


def test_who_wins_more_often_uses_the_simulators_figures() -> None:
    from warkit.engine.simulate import simulate
    from warkit.guide.figures import GAMES, largest_remainder

    rules = Rules.preset("pagat")
    report = simulate(rules, GAMES, first_deal=1)
    text = render_document(rules, get_translator("en")).markdown()
    you, computer, drawn = largest_remainder([*report.wins, sum(report.draws.values())])
    assert f"- you won {you}%;" in text and f"- the computer won {computer}%;" in text
    assert f"- {drawn}% were drawn." in text
    assert f"With these rules {GAMES:,} games were played, from deal 1 onwards" in text
    assert f"the longest took {report.battles.max:,}." in text


# -- links -------------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_internal_link_resolves(lang: str) -> None:
    for preset in PRESETS:
        document = render_language(Rules.preset(preset), lang, figures(Rules.preset(preset).players)).document
        check_links(document)
        for flavour in ("github", "textual", "html"):
            targets = link_targets(document.markdown(flavour))
            assert len(targets) >= 2
            assert set(targets) <= set(anchors(document, flavour))


class PunctuationHeadings(Translator):
    """A translation whose headings are only punctuation: no viewer can slug them."""

    def gettext(self, message: str, /, **values: object) -> str:
        if message in ("The aim", "The controls", "Is the Ace high?"):
            return "？！…"
        return super().gettext(message, **values)


def test_a_heading_with_an_empty_slug_still_gets_a_working_link() -> None:
    document = render_document(Rules(), PunctuationHeadings("en"), figures=figures())
    numbered = {h.key: h.text for h in document.headings if "？" in h.text}
    assert numbered == {"aim": "2. ？！…", "controls": "13. ？！…", "faq-aces": "18.3. ？！…"}
    check_links(document)
    assert "## 2. ？！…" in document.markdown("github")
    assert "[18. Frequently asked questions]" not in document.markdown("github")  # no link needed it


# -- language, completeness, safety ---------------------------------------------------------------


def test_the_pseudo_locale_guide_has_no_unlocalized_word() -> None:
    for preset in PRESETS:
        markdown = render_language(Rules.preset(preset), "en-XA", figures(Rules.preset(preset).players)).document.markdown()
        text = re.sub(r"\]\(#[^)]*\)", "]", markdown)
        assert unlocalized_words(text) == []


def test_the_pseudo_locale_page_has_no_unlocalized_word(tmp_path: Path) -> None:
    from warkit.i18n import language_name

    build(Rules(), ["en", "en-XA"], "html", tmp_path, figures=figures())
    page = (tmp_path / "guide.en-XA.html").read_text(encoding="utf-8")
    body = page[page.index("<body>") :]
    body = re.sub(r"<code[^>]*>(?:[^<]|<span class=\"unbroken\">|</span>)*</code>", "", body)  # commands and flags stay as typed
    words = " ".join(re.findall(r">([^<]+)<", body) + re.findall(r'aria-label="([^"]+)"', body))
    # The switcher names each language in itself, as every language picker does.
    assert unlocalized_words(words, ignore=set(language_name("en").split())) == []


def test_the_malay_guide_is_complete() -> None:
    document = render_language(Rules(), "ms", figures()).document
    assert document.completeness == 100
    assert "Cara bermain" in document.markdown()


def _write_po(directory: Path, entries: dict[str, str]) -> None:
    import polib

    po = polib.POFile()
    po.metadata = {"Content-Type": "text/plain; charset=UTF-8", "Language": "ms", "Plural-Forms": "nplurals=1; plural=0;"}
    for msgid, msgstr in entries.items():
        po.append(polib.POEntry(msgid=msgid, msgstr=msgstr))
    folder = directory / "ms" / "LC_MESSAGES"
    folder.mkdir(parents=True)
    po.save(str(folder / "warkit.po"))


def test_an_incomplete_translation_shows_english_and_says_how_complete_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _write_po(tmp_path, {"How to play War: {rules}": "Cara bermain Perang: {rules}", "The aim": "Matlamat"})
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path))
    document = render_language(Rules(), "ms", figures()).document
    markdown = document.markdown()
    assert markdown.startswith("# Cara bermain Perang: Classic\n")
    assert "## Matlamat" in markdown and "## What you need" in markdown
    assert 0 < document.completeness < 10
    assert f"This guide is {document.completeness}% translated; the rest shows in English." in markdown


def test_a_hostile_translation_cannot_inject_html(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _write_po(tmp_path, {
        "The aim": "<script>alert(1)</script>",
        "The aim is to win all the cards. Whoever has every card at the end wins the game.":
            '<img src=x onerror="alert(2)"> # not a heading',
    })
    monkeypatch.setenv("WARKIT_LOCALE_DIR", str(tmp_path))
    build(Rules(), ["en", "ms"], "both", tmp_path / "out")
    page = (tmp_path / "out" / "guide.ms.html").read_text(encoding="utf-8")
    assert "<script" not in page and "<img" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "&lt;img src=x onerror=&quot;alert(2)&quot;&gt; # not a heading" in page


def test_every_guide_message_has_a_translator_comment() -> None:
    from babel.messages.extract import extract_from_dir

    root = Path(__file__).resolve().parent.parent
    found = list(extract_from_dir(
        str(root / "content"),
        method_map=[("**.j2", "jinja2")],
        options_map={"**.j2": {"extensions": "jinja2.ext.i18n"}},
        keywords={"_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3)},
        comment_tags=("Translators:",),
    ))
    assert len(found) > 100
    missing = [message for _, _, message, comments, _ in found if not comments]
    assert missing == []


def test_a_right_to_left_language_gets_a_right_to_left_page() -> None:
    from warkit.guide.build import text_direction
    from warkit.guide.html import PageLink, render_page

    class RightToLeft(Translator):
        @property
        def direction(self) -> str:
            return "rtl"

    t = RightToLeft("en")
    document = render_document(Rules(), t, figures=figures(), direction=text_direction(t))
    page = render_page(document, t, [PageLink("en", "English", "guide.en.html")])
    assert page.startswith('<!DOCTYPE html>\n<html lang="en" dir="rtl">')
    assert "text-align" not in page.split("<body>")[1]  # alignment is the stylesheet's, mirrored by dir


@pytest.mark.parametrize(("language", "numbered"), [("en", False), ("zh-Hans", True)])
def test_contents_show_one_number_when_headings_carry_their_own(language: str, numbered: bool, tmp_path: Path) -> None:
    [page] = build(Rules(), [language], "html", tmp_path, figures=figures())
    html = page.read_text(encoding="utf-8")
    assert ('<ol class="numbered">' in html) is numbered
    if numbered:  # headings with no slug of their own start with their section number
        assert re.search(r'<h2 id="[^"]+">1\. ', html)


def test_cards_in_the_guide_carry_the_same_corner_letters_as_the_game() -> None:
    from warkit.tui.card_art import rank_label

    t = get_translator("de")
    markdown = render_document(Rules(), t, figures=figures()).markdown("github")
    queen = rank_label(12, t)
    assert queen != "Q"  # German cards say D for Dame
    assert f"`{queen}♠`" in markdown  # the line of ranks
    assert re.search(f"`{queen}[♣♦♥♠]`", markdown)  # the worked examples' cards


def test_french_no_break_spaces_survive_in_headings_and_sentences() -> None:
    t = get_translator("fr")
    title = t.gettext("How to play War: {rules}", rules="X")
    assert "\u00a0:" in title, "the French catalog writes a no-break space before a colon"
    markdown = render_document(Rules(), t, figures=figures()).markdown("github")
    assert "\u00a0:" in markdown.splitlines()[0]
    assert markdown.count("\u00a0") > 20


def test_a_translated_line_break_still_becomes_one_space() -> None:
    from warkit.guide.markdown import inline

    assert inline("Bataille\u00a0:\n  Classique\u202f!") == "Bataille\u00a0: Classique\u202f!"


def faq_answer(markdown: str, question: str) -> str:
    """The answer under one FAQ question (up to the next question)."""
    match = re.search(rf"^### {re.escape(question)}\n(.*?)(?=^#{{2,3}} |\Z)", markdown, re.S | re.M)
    assert match, f"no question {question!r}"
    return " ".join(match.group(1).split())


@pytest.mark.parametrize(
    ("knobs", "stop"),
    [
        ({"max_battles": 0}, "100,000 battles"),
        ({"max_battles": 0, "won_cards": "played"}, "100,000 battles"),
        ({"max_battles": 500}, "500 battles"),
        ({"max_battles": 500, "won_cards": "played"}, "500 battles"),
    ],
)
def test_the_faq_answers_about_draws_and_endless_games_agree(knobs: dict[str, object], stop: str) -> None:
    """Whatever the battle limit, "Why was the game drawn?" names the stop that "Can a game go on
    for ever?" names, and neither says a game always ends when a stop is what ends it."""
    markdown = english(Rules(**knobs))  # type: ignore[arg-type]
    drawn = faq_answer(markdown, "Why was the game drawn?")
    forever = faq_answer(markdown, "Can a game go on for ever?")
    assert stop in drawn and stop in forever
    other = "500 battles" if stop.startswith("100,000") else "100,000"
    assert other not in drawn and other not in forever
    if not knobs["max_battles"]:
        assert "always ends" not in drawn


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_guide_writes_deal_numbers_as_deal_takes_them(lang: str) -> None:
    """The first deal of the figures is an identifier: 1219, never 1,219 or 1.219; the count of
    games beside it is a number, written the language's way."""
    from dataclasses import replace

    t = get_translator(lang)
    markdown = render_document(Rules(), t, figures=replace(figures(), games=2000, first_deal=1219)).markdown("github")
    said = next(line for line in markdown.splitlines() if "1219" in line)
    assert t.format_number(2000) in said
    assert not re.search(r"1[,.]219", markdown)
