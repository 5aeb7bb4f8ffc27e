"""Italian (it): the article elides before a vowel sound (*l’asso*, *l’8* read *l’otto*, *un’altra
guerra*) and never before a consonant (*il re*, *il fante*, *il 7*, *la donna*, *un 8*). A rank's
article lives in its rank form, one per context, and no sentence writes one before a rank (see
locale/glossary/it.md, "Ranks carry their own article").

The judge below knows Italian and nothing of warkit: it reads the ranks as they are said aloud,
and it is run over every rank form, every sentence that names a rank (each rank in each place),
whole games narrated with two, three and four players, and every text of the catalog.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from overlay_catalogs import laid_over
from po_files import catalog_entries, entry_texts

from warkit.engine import Card, Game, Rules
from warkit.engine.events import CardsPutDown, Event, PileTaken, Play, WarDeclared
from warkit.i18n import Translator, get_translator
from warkit.i18n.languages import pot_path
from warkit.narration import Narrator
from warkit.resources import shipped_locale_dir

CATALOG = shipped_locale_dir() / "it" / "LC_MESSAGES" / "warkit.po"
RANKS = range(2, 15)

# -- the judge: Italian articles before a word, as the word is said aloud -------------------------

VOWELS = "aeiouàèéìíòóù"
UNITS = (
    "zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove", "dieci",
    "undici", "dodici", "tredici", "quattordici", "quindici", "sedici", "diciassette", "diciotto",
    "diciannove",
)
TENS = ("", "", "venti", "trenta", "quaranta", "cinquanta", "sessanta", "settanta", "ottanta", "novanta")

# The gender of the words starting with a vowel that follow *un*, *un’* or *una* and do not end
# in -o (masculine) or -a (feminine).
MASCULINE = {"account", "errore", "insieme", "ordine"}
FEMININE = {"immagine", "opzione"}
# *lo* and *la* as object pronouns, not articles: before a verb the elision is optional.
PRONOUNS = {"lo ordina", "lo ordinano"}

ELIDED = r"(?P<elided>l|dell|all|dall|nell|sull|un)[’'](?P<gap>\s*)"
FULL = r"(?P<full>il|lo|la|del|dello|della|al|allo|alla|dal|dallo|dalla|nel|nello|nella|sul|sullo|sulla|una|un)\s+"
WORD = r"«?(?P<{}>\{{\w+\}}|\w+(?:[.,]\d+)*)"  # a placeholder, a word, or a number: 1.000, 271,5
ARTICLE = re.compile(
    rf"(?<![\w’']){ELIDED}{WORD.format('after_elided')}|(?<![\w’']){FULL}{WORD.format('after_full')}",
    re.IGNORECASE,
)
TAKES_MASCULINE_LO = ("il", "del", "al", "dal", "nel", "sul", "un")


def said_aloud(number: int) -> str:
    """The first word of a whole number read in Italian: 8 *otto*, 11 *undici*, 80 *ottanta*,
    800 *ottocento*, 8.000 *ottomila*, 1.000 *mille* (il 1.000, il mille)."""
    if number < 20:
        return UNITS[number]
    if number < 100:
        return TENS[number // 10]
    if number < 1000:
        head, word = number // 100, "cento"
    elif number < 10**6:
        head, word = number // 1000, "mille"
    elif number < 10**9:
        head, word = number // 10**6, "milione"
    else:
        head, word = number // 10**9, "miliardo"
    return word if head == 1 else said_aloud(head)


def sound(word: str) -> str:
    """``vowel``, ``consonant``, or ``impure`` (s + consonant, z, gn, ps, pn, x, y: *lo zero*)."""
    if word[0].isdigit():
        word = said_aloud(int(re.match(r"[\d.]+", word).group().replace(".", "")))  # type: ignore[union-attr]
    word = word.lower().removeprefix("h")  # h is silent: l’hotel
    if not word or (word[0] == "i" and word[1:2] and word[1] in VOWELS):
        return "consonant"  # i before a vowel is a consonant: lo iato, la iena
    if word[0] in VOWELS:
        return "vowel"
    return "impure" if re.match(rf"s[^{VOWELS}]|z|gn|ps|pn|x|y", word) else "consonant"


def gender(word: str) -> str | None:
    word = word.lower()
    if word[0].isdigit():
        return "m"  # un 8, un 11: numbers are masculine
    if word in MASCULINE or (word.endswith("o") and word not in FEMININE):
        return "m"
    if word in FEMININE or word.endswith("a"):
        return "f"
    return None


def elision_faults(text: str) -> list[str]:
    """What is wrong with the articles of ``text``: each as «the words»: the rule broken."""
    faults = []
    for found in ARTICLE.finditer(text):
        article = (found["elided"] or found["full"]).lower()
        word = found["after_elided"] or found["after_full"]
        shown = found.group(0)
        if shown.lower() in PRONOUNS:
            continue
        if word.startswith("{"):
            faults.append(f"«{shown}»: an article before a placeholder (the value carries its own)")
            continue
        heard = sound(word)
        if found["elided"]:
            if found["gap"]:
                faults.append(f"«{shown}»: a space after the apostrophe")
            if heard != "vowel":
                faults.append(f"«{shown}»: elided before a consonant")
            elif article == "un" and gender(word) != "f":
                faults.append(f"«{shown}»: un’ before a word that is not feminine ({gender(word) or 'unknown: add it to MASCULINE or FEMININE'})")
        elif article == "un" and heard == "vowel" and gender(word) != "m":
            faults.append(f"«{shown}»: un before a word that is not masculine ({gender(word) or 'unknown: add it to MASCULINE or FEMININE'})")
        elif article != "un" and heard == "vowel":
            faults.append(f"«{shown}»: not elided before a vowel")
        elif article in TAKES_MASCULINE_LO and heard == "impure":
            faults.append(f"«{shown}»: il, un, del… before s + consonant or z (lo, uno, dello…)")
    return faults


@pytest.mark.parametrize(
    "right",
    ["l’asso", "L’8 di Nord", "dell’asso", "all’8", "un’altra guerra", "il re", "il fante", "la donna",
     "il 7", "il 10", "un 8", "un asso", "una donna", "l’11", "l’80%", "il 48%", "l’ha giocata",
     "lo zero", "la iena", "il tuo asso", "un’opzione", "dall’inizio", "il 1.000", "l’8.000",
     "l’11.000"],
)
def test_the_judge_passes_right_italian(right: str) -> None:
    assert elision_faults(right) == []


@pytest.mark.parametrize(
    "wrong",
    ["il asso", "lo asso", "la asso", "Il 8", "l’re", "l’7", "l’ 8", "un’asso", "un’8", "una asso",
     "un altra guerra", "del asso", "della otto", "dell’re", "un’donna", "il 11", "il zero",
     "il {rank}", "all’{percent}", "il 11.000", "un zero"],
)
def test_the_judge_catches_wrong_italian(wrong: str) -> None:
    assert elision_faults(wrong) != []


# -- the rank forms, literally -----------------------------------------------------------------

# Narrator role → the message context and each rank's form (2 … 10, Jack, Queen, King, Ace).
FORMS: dict[str, tuple[str, tuple[str, ...]]] = {
    "subject": ("rank, subject", ("il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l’8", "il 9", "il 10", "il fante", "la donna", "il re", "l’asso")),
    "object": ("rank, object", ("il 2", "il 3", "il 4", "il 5", "il 6", "il 7", "l’8", "il 9", "il 10", "il fante", "la donna", "il re", "l’asso")),
    "a": ("rank, object with a or an", ("un 2", "un 3", "un 4", "un 5", "un 6", "un 7", "un 8", "un 9", "un 10", "un fante", "una donna", "un re", "un asso")),
    "label": ("rank, alone", ("2", "3", "4", "5", "6", "7", "8", "9", "10", "Fante", "Donna", "Re", "Asso")),
    "yours": ("rank, yours", ("il tuo 2", "il tuo 3", "il tuo 4", "il tuo 5", "il tuo 6", "il tuo 7", "il tuo 8", "il tuo 9", "il tuo 10", "il tuo fante", "la tua donna", "il tuo re", "il tuo asso")),
    "yours object": ("rank, yours, object", ("il tuo 2", "il tuo 3", "il tuo 4", "il tuo 5", "il tuo 6", "il tuo 7", "il tuo 8", "il tuo 9", "il tuo 10", "il tuo fante", "la tua donna", "il tuo re", "il tuo asso")),
    "computers": ("rank, the computer's", ("il suo 2", "il suo 3", "il suo 4", "il suo 5", "il suo 6", "il suo 7", "il suo 8", "il suo 9", "il suo 10", "il suo fante", "la sua donna", "il suo re", "il suo asso")),
    "each": ("rank, each turns one", ("un 2", "un 3", "un 4", "un 5", "un 6", "un 7", "un 8", "un 9", "un 10", "un fante", "una donna", "un re", "un asso")),
}


def form(role: str, rank: int) -> str:
    return FORMS[role][1][rank - 2]


def rank_form_faults(t: Translator) -> list[str]:
    """Each rank form the narrator gives, against the table and the judge."""
    faults = []
    narrator = Narrator(t, Rules())
    for role, (context, _) in FORMS.items():
        for rank in RANKS:
            given = narrator.rank_name(rank, role)
            if given != form(role, rank):
                faults.append(f"[{context}] {rank}: «{given}», expected «{form(role, rank)}»")
            faults += [f"[{context}] {rank}: {fault}" for fault in elision_faults(given)]
    return faults


def test_the_table_covers_every_rank_context_of_the_template() -> None:
    contexts = {e.msgctxt for e in catalog_entries(pot_path()) if (e.msgctxt or "").startswith("rank")}
    assert contexts == {context for context, _ in FORMS.values()}


def test_every_rank_form_carries_the_right_article() -> None:
    assert rank_form_faults(get_translator("it")) == []


# -- every sentence that names a rank, each rank in each place -------------------------------------


class Listening:
    """A translator that notes each message it is asked for, and answers as ``t`` does."""

    def __init__(self, t: Translator) -> None:
        self.t = t
        self.asked: set[tuple[str | None, str]] = set()

    def gettext(self, message: str, /, **values: object) -> str:
        self.asked.add((None, message))
        return self.t.gettext(message, **values)

    def pgettext(self, context: str, message: str, /, **values: object) -> str:
        self.asked.add((context, message))
        return self.t.pgettext(context, message, **values)

    def ngettext(self, singular: str, plural: str, n: int, /, **values: object) -> str:
        self.asked.add((None, singular))
        return self.t.ngettext(singular, plural, n, **values)

    def npgettext(self, context: str, singular: str, plural: str, n: int, /, **values: object) -> str:
        self.asked.add((context, singular))
        return self.t.npgettext(context, singular, plural, n, **values)

    def __getattr__(self, name: str) -> object:
        return getattr(self.t, name)


@dataclass(frozen=True)
class Told:
    """A sentence and the rank forms it must hold: (role, rank) for each card it names."""

    text: str
    cards: tuple[tuple[str, int], ...]


def card(rank: int) -> Card:
    return Card(rank, "S")


def others(rank: int, count: int) -> list[int]:
    """``count`` ranks after ``rank``, so each rank stands in each place of a list of cards."""
    return [(rank - 2 + step) % 13 + 2 for step in range(1, count + 1)]


def wars_declared(rank: int) -> Iterator[tuple[int, Event, tuple[tuple[str, int], ...]]]:
    """Every tie on ``rank``: two players, others only, you and one, two or three others; a first
    war, the same rank again, another rank."""
    ties = [(2, (0, 1)), (3, (1, 2)), (4, (1, 2, 3)), (3, (0, 1)), (4, (0, 1, 2)), (4, (0, 1, 2, 3))]
    for players, seats in ties:
        for war, same_rank in ((1, False), (2, True), (2, False)):
            event = WarDeclared(battle=1, war=war, seats=seats, rank=rank, same_rank=same_rank)
            yield players, event, (("each", rank),)


def piles_taken(rank: int) -> Iterator[tuple[int, Event, tuple[tuple[str, int], ...]]]:
    """Every win with ``rank``: yours and a computer player's, after a battle or a war, over one,
    two or three cards."""
    for beaten in others(rank, 12):
        for seat, wars in ((0, 0), (0, 1), (1, 0), (1, 1)):
            loser = 1 - seat
            event = PileTaken(1, seat, card(rank), (Play(loser, card(beaten)),), (card(rank), card(beaten)), wars)
            yield 2, event, (("yours" if seat == 0 else "computers", rank), ("object" if seat == 0 else "yours object", beaten))
        for players in (3, 4):
            for seat in range(players):
                event = PileTaken(1, seat, card(rank), (Play((seat + 1) % players, card(beaten)),), (card(rank), card(beaten)), 0)
                yield players, event, (("yours" if seat == 0 else "subject", rank),)
    for players in (3, 4):
        for seat in range(players):
            losers = [s for s in range(players) if s != seat]
            for count in range(1, players):
                plays = tuple(Play(s, card(r)) for s, r in zip(losers[:count], others(rank, count), strict=True))
                event = PileTaken(1, seat, card(rank), plays, (card(rank), *(p.card for p in plays)), 1)
                beaten = tuple(("yours object" if p.seat == 0 else "object", p.card.rank) for p in plays)
                yield players, event, (("yours" if seat == 0 else "subject", rank), *beaten)


def cards_put_down(rank: int) -> Iterator[tuple[int, Event, tuple[tuple[str, int], ...]]]:
    """A short player (last-card rule) keeps ``rank`` face up, or turns it up as their last card."""
    for players in (2, 3):
        for seat in (0, 1):
            yield players, CardsPutDown(seat, (), None, card(rank)), (("object", rank),)
            for down in range(3):
                yield players, CardsPutDown(seat, (card(2),) * down, card(rank)), (("a", rank),)


def told_ranks(t: Translator) -> tuple[list[Told], set[tuple[str | None, str]]]:
    """Every sentence the narrator makes with a rank in it, each rank in each place, and the
    messages it asked for."""
    listening = Listening(t)
    narrators = {
        players: Narrator(listening, Rules().replace(players=players, face_down=3, run_out="last-card"))  # type: ignore[arg-type]
        for players in (2, 3, 4)
    }
    told = []
    for rank in RANKS:
        for events in (wars_declared(rank), piles_taken(rank), cards_put_down(rank)):
            for players, event, cards in events:
                text = narrators[players].describe(event)
                assert text is not None
                told.append(Told(text, cards))
    return told, listening.asked


def sentence_faults(told: list[Told]) -> list[str]:
    """A rank form missing from its sentence, and every article the judge finds wrong."""
    faults = []
    for sentence in told:
        for role, rank in sentence.cards:
            if not re.search(rf"(?<![\w’']){re.escape(form(role, rank))}(?!\w)", sentence.text):
                faults.append(f"«{sentence.text}»: lacks «{form(role, rank)}» ({FORMS[role][0]})")
        faults += [f"«{sentence.text}»: {fault}" for fault in elision_faults(sentence.text)]
    return faults


def test_every_rank_reads_right_in_every_sentence_that_names_it() -> None:
    told, _ = told_ranks(get_translator("it"))
    assert len(told) > 2000
    assert sentence_faults(told) == []


def test_every_message_that_names_a_rank_is_told() -> None:
    """The sentences above fill every narrator message with a rank in it (a new one joins them)."""
    _, asked = told_ranks(get_translator("it"))
    with_ranks = {
        (entry.msgctxt, entry.msgid)
        for entry in catalog_entries(pot_path())
        if any(occurrence.startswith("warkit/narration/") for occurrence, _ in entry.occurrences)
        and (re.search(r"\{(rank|beaten)\}", entry.msgid) or entry.msgctxt == "list of cards")
    }
    assert len(with_ranks) > 30
    assert with_ranks - asked == set()


# -- whole games and the whole catalog ----------------------------------------------------------

GAMES = [
    (Rules().replace(players=players, face_down=face_down, run_out=run_out, max_battles=200, at_limit="count"), deal)
    for players, face_down, run_out, deal in (
        (2, 1, "lose", 7), (2, 3, "last-card", 11), (3, 1, "last-card", 5), (3, 2, "lose", 9),
        (4, 1, "last-card", 3), (4, 0, "lose", 17), (4, 3, "last-card", 42),
    )
]


def narrated(t: Translator, rules: Rules, deal: int) -> list[str]:
    """Everything the narrator says about one whole game."""
    game = Game(rules, deal=deal)
    game.play_to_end()
    narrator = Narrator(t, rules)
    return [
        *narrator.narrate(game.log),
        *narrator.press("finish", game.log, finish_key="F"),
        narrator.counts_line(game.counts),
        *narrator.statistics(game.stats),
    ]


def test_whole_games_with_two_three_and_four_players_elide_right() -> None:
    t = get_translator("it")
    lines = [line for rules, deal in GAMES for line in narrated(t, rules, deal)]
    assert len(lines) > 1000
    assert any("l’8" in line for line in lines) and any("l’asso" in line for line in lines)
    faults = [f"{line}\n  {fault}" for line in lines for fault in elision_faults(line)]
    assert faults == []


def test_every_text_of_the_catalog_elides_right_and_puts_no_article_before_a_placeholder() -> None:
    faults = [
        f"{entry.msgid!r}: {fault}"
        for entry in catalog_entries(CATALOG)
        for text in entry_texts(entry)
        for fault in elision_faults(text)
    ]
    assert faults == []


# -- the checks catch a wrong catalog --------------------------------------------------------------

WRONGS = {
    # a rank form: «il asso» for «l’asso»
    'msgctxt "rank, subject"\nmsgid "Ace"\nmsgstr "l’asso"': 'msgctxt "rank, subject"\nmsgid "Ace"\nmsgstr "il asso"',
    # a rank form: «un’8» for «un 8»
    'msgctxt "rank, each turns one"\nmsgid "an 8"\nmsgstr "un 8"': 'msgctxt "rank, each turns one"\nmsgid "an 8"\nmsgstr "un’8"',
    # a sentence: «una altra guerra» for «un’altra guerra»
    'msgid "Both turn {rank}: another war!"\nmsgstr "Entrambi girano {rank}: un’altra guerra!"': 'msgid "Both turn {rank}: another war!"\nmsgstr "Entrambi girano {rank}: una altra guerra!"',
}


def test_a_wrong_rank_form_or_article_fails_the_checks(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The Italian catalog with three mistakes, laid over the shipped one, fails each check."""
    text = CATALOG.read_text(encoding="utf-8")
    for right, wrong in WRONGS.items():
        assert text.count(right) == 1
        text = text.replace(right, wrong)
    overlay = tmp_path / "it" / "LC_MESSAGES" / "warkit.po"
    overlay.parent.mkdir(parents=True)
    overlay.write_text(text, encoding="utf-8")
    with laid_over(tmp_path, monkeypatch):
        t = get_translator("it")
        assert rank_form_faults(t) == [
            "[rank, subject] 14: «il asso», expected «l’asso»",
            "[rank, subject] 14: «il asso»: not elided before a vowel",
            "[rank, each turns one] 8: «un’8», expected «un 8»",
            "[rank, each turns one] 8: «un’8»: un’ before a word that is not feminine (m)",
        ]
        faults = sentence_faults(told_ranks(t)[0])
    assert "«La carta più alta è il asso di Ovest. Ovest prende 2 carte.»: lacks «l’asso» (rank, subject)" in faults
    assert "«La carta più alta è il asso di Ovest. Ovest prende 2 carte.»: «il asso»: not elided before a vowel" in faults
    assert "«Entrambi girano un’8: guerra! Ognuno mette 3 carte coperte e una scoperta.»: «un’8»: un’ before a word that is not feminine (m)" in faults
    assert "«Entrambi girano un 7: una altra guerra! Ognuno mette 3 carte coperte e una scoperta.»: «una altra»: not elided before a vowel" in faults


# -- the environment chooses Italian ---------------------------------------------------------------


def test_an_italian_locale_chooses_italian(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    t = get_translator()
    assert t.language == "it"
    assert Narrator(t, Rules()).rank_name(14, "subject") == "l’asso"
