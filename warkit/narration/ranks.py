"""Card rank names in every grammatical role a sentence puts them in.

Languages inflect nouns (Russian: дама, даму), so each rank is a separate message for each place
it stands in a sentence, with a message context saying which. English gives the same word in
every role except where it needs "a" or "an".
"""

from __future__ import annotations

from collections.abc import Callable

from ..i18n import Translator

RANK_ROLES = ("subject", "object", "a", "label", "yours", "yours object", "computers", "each")
"""``subject``, ``object``, ``a`` (an object with the indefinite article), ``label`` (alone), and the
forms that carry their owner or a distributive where a language needs them: ``yours`` ("Deine
Dame" as a subject), ``yours object`` ("deine Dame"), ``computers`` ("die Dame des Computers") and
``each`` (what every tied player turns: Russian "по даме")."""


def _rank_subject(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as the subject of a sentence, as in "Your 2 beats the 9" (nominative).
        return t.pgettext("rank, subject", "2")
    if rank == 3:
        # Translators: the card rank 3 as the subject of a sentence, as in "Your 3 beats the 9" (nominative).
        return t.pgettext("rank, subject", "3")
    if rank == 4:
        # Translators: the card rank 4 as the subject of a sentence, as in "Your 4 beats the 9" (nominative).
        return t.pgettext("rank, subject", "4")
    if rank == 5:
        # Translators: the card rank 5 as the subject of a sentence, as in "Your 5 beats the 9" (nominative).
        return t.pgettext("rank, subject", "5")
    if rank == 6:
        # Translators: the card rank 6 as the subject of a sentence, as in "Your 6 beats the 9" (nominative).
        return t.pgettext("rank, subject", "6")
    if rank == 7:
        # Translators: the card rank 7 as the subject of a sentence, as in "Your 7 beats the 9" (nominative).
        return t.pgettext("rank, subject", "7")
    if rank == 8:
        # Translators: the card rank 8 as the subject of a sentence, as in "Your 8 beats the 9" (nominative).
        return t.pgettext("rank, subject", "8")
    if rank == 9:
        # Translators: the card rank 9 as the subject of a sentence, as in "Your 9 beats the 9" (nominative).
        return t.pgettext("rank, subject", "9")
    if rank == 10:
        # Translators: the card rank 10 as the subject of a sentence, as in "Your 10 beats the 9" (nominative).
        return t.pgettext("rank, subject", "10")
    if rank == 11:
        # Translators: the card rank Jack as the subject of a sentence, as in "Your Jack beats the 9" (nominative).
        return t.pgettext("rank, subject", "Jack")
    if rank == 12:
        # Translators: the card rank Queen as the subject of a sentence, as in "Your Queen beats the 9" (nominative).
        return t.pgettext("rank, subject", "Queen")
    if rank == 13:
        # Translators: the card rank King as the subject of a sentence, as in "Your King beats the 9" (nominative).
        return t.pgettext("rank, subject", "King")
    if rank == 14:
        # Translators: the card rank Ace as the subject of a sentence, as in "Your Ace beats the 9" (nominative).
        return t.pgettext("rank, subject", "Ace")
    return str(rank)


def _rank_object(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as the object of a sentence, as in "... beats your 2" or "keeps its 2" (accusative).
        return t.pgettext("rank, object", "2")
    if rank == 3:
        # Translators: the card rank 3 as the object of a sentence, as in "... beats your 3" or "keeps its 3" (accusative).
        return t.pgettext("rank, object", "3")
    if rank == 4:
        # Translators: the card rank 4 as the object of a sentence, as in "... beats your 4" or "keeps its 4" (accusative).
        return t.pgettext("rank, object", "4")
    if rank == 5:
        # Translators: the card rank 5 as the object of a sentence, as in "... beats your 5" or "keeps its 5" (accusative).
        return t.pgettext("rank, object", "5")
    if rank == 6:
        # Translators: the card rank 6 as the object of a sentence, as in "... beats your 6" or "keeps its 6" (accusative).
        return t.pgettext("rank, object", "6")
    if rank == 7:
        # Translators: the card rank 7 as the object of a sentence, as in "... beats your 7" or "keeps its 7" (accusative).
        return t.pgettext("rank, object", "7")
    if rank == 8:
        # Translators: the card rank 8 as the object of a sentence, as in "... beats your 8" or "keeps its 8" (accusative).
        return t.pgettext("rank, object", "8")
    if rank == 9:
        # Translators: the card rank 9 as the object of a sentence, as in "... beats your 9" or "keeps its 9" (accusative).
        return t.pgettext("rank, object", "9")
    if rank == 10:
        # Translators: the card rank 10 as the object of a sentence, as in "... beats your 10" or "keeps its 10" (accusative).
        return t.pgettext("rank, object", "10")
    if rank == 11:
        # Translators: the card rank Jack as the object of a sentence, as in "... beats your Jack" or "keeps its Jack" (accusative).
        return t.pgettext("rank, object", "Jack")
    if rank == 12:
        # Translators: the card rank Queen as the object of a sentence, as in "... beats your Queen" or "keeps its Queen" (accusative).
        return t.pgettext("rank, object", "Queen")
    if rank == 13:
        # Translators: the card rank King as the object of a sentence, as in "... beats your King" or "keeps its King" (accusative).
        return t.pgettext("rank, object", "King")
    if rank == 14:
        # Translators: the card rank Ace as the object of a sentence, as in "... beats your Ace" or "keeps its Ace" (accusative).
        return t.pgettext("rank, object", "Ace")
    return str(rank)


def _rank_a(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as the object, with the indefinite article, as in "Both turn a 2: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 2")
    if rank == 3:
        # Translators: the card rank 3 as the object, with the indefinite article, as in "Both turn a 3: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 3")
    if rank == 4:
        # Translators: the card rank 4 as the object, with the indefinite article, as in "Both turn a 4: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 4")
    if rank == 5:
        # Translators: the card rank 5 as the object, with the indefinite article, as in "Both turn a 5: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 5")
    if rank == 6:
        # Translators: the card rank 6 as the object, with the indefinite article, as in "Both turn a 6: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 6")
    if rank == 7:
        # Translators: the card rank 7 as the object, with the indefinite article, as in "Both turn a 7: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 7")
    if rank == 8:
        # Translators: the card rank 8 as the object, with the indefinite article, as in "Both turn an 8: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "an 8")
    if rank == 9:
        # Translators: the card rank 9 as the object, with the indefinite article, as in "Both turn a 9: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 9")
    if rank == 10:
        # Translators: the card rank 10 as the object, with the indefinite article, as in "Both turn a 10: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a 10")
    if rank == 11:
        # Translators: the card rank Jack as the object, with the indefinite article, as in "Both turn a Jack: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a Jack")
    if rank == 12:
        # Translators: the card rank Queen as the object, with the indefinite article, as in "Both turn a Queen: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a Queen")
    if rank == 13:
        # Translators: the card rank King as the object, with the indefinite article, as in "Both turn a King: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "a King")
    if rank == 14:
        # Translators: the card rank Ace as the object, with the indefinite article, as in "Both turn an Ace: war!"; leave out the article if your language has none.
        return t.pgettext("rank, object with a or an", "an Ace")
    return str(rank)


def _rank_label(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "2")
    if rank == 3:
        # Translators: the card rank 3 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "3")
    if rank == 4:
        # Translators: the card rank 4 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "4")
    if rank == 5:
        # Translators: the card rank 5 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "5")
    if rank == 6:
        # Translators: the card rank 6 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "6")
    if rank == 7:
        # Translators: the card rank 7 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "7")
    if rank == 8:
        # Translators: the card rank 8 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "8")
    if rank == 9:
        # Translators: the card rank 9 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "9")
    if rank == 10:
        # Translators: the card rank 10 standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "10")
    if rank == 11:
        # Translators: the card rank Jack standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "Jack")
    if rank == 12:
        # Translators: the card rank Queen standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "Queen")
    if rank == 13:
        # Translators: the card rank King standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "King")
    if rank == 14:
        # Translators: the card rank Ace standing alone, as in a table of ranks.
        return t.pgettext("rank, alone", "Ace")
    return str(rank)


def _rank_yours(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as your card, the subject, after "Your" in "Your 2 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "2")
    if rank == 3:
        # Translators: the card rank 3 as your card, the subject, after "Your" in "Your 3 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "3")
    if rank == 4:
        # Translators: the card rank 4 as your card, the subject, after "Your" in "Your 4 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "4")
    if rank == 5:
        # Translators: the card rank 5 as your card, the subject, after "Your" in "Your 5 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "5")
    if rank == 6:
        # Translators: the card rank 6 as your card, the subject, after "Your" in "Your 6 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "6")
    if rank == 7:
        # Translators: the card rank 7 as your card, the subject, after "Your" in "Your 7 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "7")
    if rank == 8:
        # Translators: the card rank 8 as your card, the subject, after "Your" in "Your 8 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "8")
    if rank == 9:
        # Translators: the card rank 9 as your card, the subject, after "Your" in "Your 9 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "9")
    if rank == 10:
        # Translators: the card rank 10 as your card, the subject, after "Your" in "Your 10 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "10")
    if rank == 11:
        # Translators: the card rank Jack as your card, the subject, after "Your" in "Your Jack beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "Jack")
    if rank == 12:
        # Translators: the card rank Queen as your card, the subject, after "Your" in "Your Queen beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "Queen")
    if rank == 13:
        # Translators: the card rank King as your card, the subject, after "Your" in "Your King beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "King")
    if rank == 14:
        # Translators: the card rank Ace as your card, the subject, after "Your" in "Your Ace beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours", "Ace")
    return str(rank)


def _rank_yours_object(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as your card, the object, after "your" in "The computer's King beats your 2" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "2")
    if rank == 3:
        # Translators: the card rank 3 as your card, the object, after "your" in "The computer's King beats your 3" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "3")
    if rank == 4:
        # Translators: the card rank 4 as your card, the object, after "your" in "The computer's King beats your 4" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "4")
    if rank == 5:
        # Translators: the card rank 5 as your card, the object, after "your" in "The computer's King beats your 5" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "5")
    if rank == 6:
        # Translators: the card rank 6 as your card, the object, after "your" in "The computer's King beats your 6" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "6")
    if rank == 7:
        # Translators: the card rank 7 as your card, the object, after "your" in "The computer's King beats your 7" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "7")
    if rank == 8:
        # Translators: the card rank 8 as your card, the object, after "your" in "The computer's King beats your 8" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "8")
    if rank == 9:
        # Translators: the card rank 9 as your card, the object, after "your" in "The computer's King beats your 9" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "9")
    if rank == 10:
        # Translators: the card rank 10 as your card, the object, after "your" in "The computer's King beats your 10" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "10")
    if rank == 11:
        # Translators: the card rank Jack as your card, the object, after "your" in "The computer's King beats your Jack" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "Jack")
    if rank == 12:
        # Translators: the card rank Queen as your card, the object, after "your" in "The computer's King beats your Queen" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "Queen")
    if rank == 13:
        # Translators: the card rank King as your card, the object, after "your" in "The computer's King beats your King" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "King")
    if rank == 14:
        # Translators: the card rank Ace as your card, the object, after "your" in "The computer's King beats your Ace" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, yours, object", "Ace")
    return str(rank)


def _rank_computers(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 as the computer's card, the subject, after "The computer's" in "The computer's 2 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "2")
    if rank == 3:
        # Translators: the card rank 3 as the computer's card, the subject, after "The computer's" in "The computer's 3 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "3")
    if rank == 4:
        # Translators: the card rank 4 as the computer's card, the subject, after "The computer's" in "The computer's 4 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "4")
    if rank == 5:
        # Translators: the card rank 5 as the computer's card, the subject, after "The computer's" in "The computer's 5 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "5")
    if rank == 6:
        # Translators: the card rank 6 as the computer's card, the subject, after "The computer's" in "The computer's 6 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "6")
    if rank == 7:
        # Translators: the card rank 7 as the computer's card, the subject, after "The computer's" in "The computer's 7 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "7")
    if rank == 8:
        # Translators: the card rank 8 as the computer's card, the subject, after "The computer's" in "The computer's 8 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "8")
    if rank == 9:
        # Translators: the card rank 9 as the computer's card, the subject, after "The computer's" in "The computer's 9 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "9")
    if rank == 10:
        # Translators: the card rank 10 as the computer's card, the subject, after "The computer's" in "The computer's 10 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "10")
    if rank == 11:
        # Translators: the card rank Jack as the computer's card, the subject, after "The computer's" in "The computer's Jack beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "Jack")
    if rank == 12:
        # Translators: the card rank Queen as the computer's card, the subject, after "The computer's" in "The computer's Queen beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "Queen")
    if rank == 13:
        # Translators: the card rank King as the computer's card, the subject, after "The computer's" in "The computer's King beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "King")
    if rank == 14:
        # Translators: the card rank Ace as the computer's card, the subject, after "The computer's" in "The computer's Ace beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        return t.pgettext("rank, the computer's", "Ace")
    return str(rank)


def _rank_each(t: Translator, rank: int) -> str:
    if rank == 2:
        # Translators: the card rank 2 that every tied player turns, as in "Both turn a 2: war!" (Russian "по …", dative: each turns one; otherwise like "a 2").
        return t.pgettext("rank, each turns one", "a 2")
    if rank == 3:
        # Translators: the card rank 3 that every tied player turns, as in "Both turn a 3: war!" (Russian "по …", dative: each turns one; otherwise like "a 3").
        return t.pgettext("rank, each turns one", "a 3")
    if rank == 4:
        # Translators: the card rank 4 that every tied player turns, as in "Both turn a 4: war!" (Russian "по …", dative: each turns one; otherwise like "a 4").
        return t.pgettext("rank, each turns one", "a 4")
    if rank == 5:
        # Translators: the card rank 5 that every tied player turns, as in "Both turn a 5: war!" (Russian "по …", dative: each turns one; otherwise like "a 5").
        return t.pgettext("rank, each turns one", "a 5")
    if rank == 6:
        # Translators: the card rank 6 that every tied player turns, as in "Both turn a 6: war!" (Russian "по …", dative: each turns one; otherwise like "a 6").
        return t.pgettext("rank, each turns one", "a 6")
    if rank == 7:
        # Translators: the card rank 7 that every tied player turns, as in "Both turn a 7: war!" (Russian "по …", dative: each turns one; otherwise like "a 7").
        return t.pgettext("rank, each turns one", "a 7")
    if rank == 8:
        # Translators: the card rank 8 that every tied player turns, as in "Both turn an 8: war!" (Russian "по …", dative: each turns one; otherwise like "an 8").
        return t.pgettext("rank, each turns one", "an 8")
    if rank == 9:
        # Translators: the card rank 9 that every tied player turns, as in "Both turn a 9: war!" (Russian "по …", dative: each turns one; otherwise like "a 9").
        return t.pgettext("rank, each turns one", "a 9")
    if rank == 10:
        # Translators: the card rank 10 that every tied player turns, as in "Both turn a 10: war!" (Russian "по …", dative: each turns one; otherwise like "a 10").
        return t.pgettext("rank, each turns one", "a 10")
    if rank == 11:
        # Translators: the card rank Jack that every tied player turns, as in "Both turn a Jack: war!" (Russian "по …", dative: each turns one; otherwise like "a Jack").
        return t.pgettext("rank, each turns one", "a Jack")
    if rank == 12:
        # Translators: the card rank Queen that every tied player turns, as in "Both turn a Queen: war!" (Russian "по …", dative: each turns one; otherwise like "a Queen").
        return t.pgettext("rank, each turns one", "a Queen")
    if rank == 13:
        # Translators: the card rank King that every tied player turns, as in "Both turn a King: war!" (Russian "по …", dative: each turns one; otherwise like "a King").
        return t.pgettext("rank, each turns one", "a King")
    if rank == 14:
        # Translators: the card rank Ace that every tied player turns, as in "Both turn an Ace: war!" (Russian "по …", dative: each turns one; otherwise like "an Ace").
        return t.pgettext("rank, each turns one", "an Ace")
    return str(rank)


_RANKS: dict[str, Callable[[Translator, int], str]] = {
    "subject": _rank_subject,
    "object": _rank_object,
    "a": _rank_a,
    "label": _rank_label,
    "yours": _rank_yours,
    "yours object": _rank_yours_object,
    "computers": _rank_computers,
    "each": _rank_each,
}


def rank_name(t: Translator, rank: int, role: str = "subject") -> str:
    """The name of card rank ``rank`` (2..14, 14 is the Ace) for its place in a sentence."""
    return _RANKS.get(role, _rank_subject)(t, rank)
