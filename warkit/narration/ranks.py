"""Card rank names in every grammatical role a sentence puts them in.

Languages inflect nouns (Russian: дама, даму), so each rank is a separate message for each place
it stands in a sentence, with a message context saying which. English gives the same word in
every role except where it needs "a" or "an". The forms are a table: each entry is marked for
Babel (with its context and translator comment) and translated when a sentence asks for it.
"""

from __future__ import annotations

from ..i18n import Translator
from ..i18n.marks import pgettext_noop

_FORMS: dict[str, dict[int, tuple[str, str]]] = {
    "subject": {
        # Translators: the card rank 2 as the subject of a sentence, as in "Your 2 beats the 9" (nominative).
        2: pgettext_noop("rank, subject", "2"),
        # Translators: the card rank 3 as the subject of a sentence, as in "Your 3 beats the 9" (nominative).
        3: pgettext_noop("rank, subject", "3"),
        # Translators: the card rank 4 as the subject of a sentence, as in "Your 4 beats the 9" (nominative).
        4: pgettext_noop("rank, subject", "4"),
        # Translators: the card rank 5 as the subject of a sentence, as in "Your 5 beats the 9" (nominative).
        5: pgettext_noop("rank, subject", "5"),
        # Translators: the card rank 6 as the subject of a sentence, as in "Your 6 beats the 9" (nominative).
        6: pgettext_noop("rank, subject", "6"),
        # Translators: the card rank 7 as the subject of a sentence, as in "Your 7 beats the 9" (nominative).
        7: pgettext_noop("rank, subject", "7"),
        # Translators: the card rank 8 as the subject of a sentence, as in "Your 8 beats the 9" (nominative).
        8: pgettext_noop("rank, subject", "8"),
        # Translators: the card rank 9 as the subject of a sentence, as in "Your 9 beats the 9" (nominative).
        9: pgettext_noop("rank, subject", "9"),
        # Translators: the card rank 10 as the subject of a sentence, as in "Your 10 beats the 9" (nominative).
        10: pgettext_noop("rank, subject", "10"),
        # Translators: the card rank Jack as the subject of a sentence, as in "Your Jack beats the 9" (nominative).
        11: pgettext_noop("rank, subject", "Jack"),
        # Translators: the card rank Queen as the subject of a sentence, as in "Your Queen beats the 9" (nominative).
        12: pgettext_noop("rank, subject", "Queen"),
        # Translators: the card rank King as the subject of a sentence, as in "Your King beats the 9" (nominative).
        13: pgettext_noop("rank, subject", "King"),
        # Translators: the card rank Ace as the subject of a sentence, as in "Your Ace beats the 9" (nominative).
        14: pgettext_noop("rank, subject", "Ace"),
    },
    "object": {
        # Translators: the card rank 2 as the object of a sentence, as in "... beats your 2" or "keeps its 2" (accusative).
        2: pgettext_noop("rank, object", "2"),
        # Translators: the card rank 3 as the object of a sentence, as in "... beats your 3" or "keeps its 3" (accusative).
        3: pgettext_noop("rank, object", "3"),
        # Translators: the card rank 4 as the object of a sentence, as in "... beats your 4" or "keeps its 4" (accusative).
        4: pgettext_noop("rank, object", "4"),
        # Translators: the card rank 5 as the object of a sentence, as in "... beats your 5" or "keeps its 5" (accusative).
        5: pgettext_noop("rank, object", "5"),
        # Translators: the card rank 6 as the object of a sentence, as in "... beats your 6" or "keeps its 6" (accusative).
        6: pgettext_noop("rank, object", "6"),
        # Translators: the card rank 7 as the object of a sentence, as in "... beats your 7" or "keeps its 7" (accusative).
        7: pgettext_noop("rank, object", "7"),
        # Translators: the card rank 8 as the object of a sentence, as in "... beats your 8" or "keeps its 8" (accusative).
        8: pgettext_noop("rank, object", "8"),
        # Translators: the card rank 9 as the object of a sentence, as in "... beats your 9" or "keeps its 9" (accusative).
        9: pgettext_noop("rank, object", "9"),
        # Translators: the card rank 10 as the object of a sentence, as in "... beats your 10" or "keeps its 10" (accusative).
        10: pgettext_noop("rank, object", "10"),
        # Translators: the card rank Jack as the object of a sentence, as in "... beats your Jack" or "keeps its Jack" (accusative).
        11: pgettext_noop("rank, object", "Jack"),
        # Translators: the card rank Queen as the object of a sentence, as in "... beats your Queen" or "keeps its Queen" (accusative).
        12: pgettext_noop("rank, object", "Queen"),
        # Translators: the card rank King as the object of a sentence, as in "... beats your King" or "keeps its King" (accusative).
        13: pgettext_noop("rank, object", "King"),
        # Translators: the card rank Ace as the object of a sentence, as in "... beats your Ace" or "keeps its Ace" (accusative).
        14: pgettext_noop("rank, object", "Ace"),
    },
    "a": {
        # Translators: the card rank 2 as the object, with the indefinite article, as in "Both turn a 2: war!"; leave out the article if your language has none.
        2: pgettext_noop("rank, object with a or an", "a 2"),
        # Translators: the card rank 3 as the object, with the indefinite article, as in "Both turn a 3: war!"; leave out the article if your language has none.
        3: pgettext_noop("rank, object with a or an", "a 3"),
        # Translators: the card rank 4 as the object, with the indefinite article, as in "Both turn a 4: war!"; leave out the article if your language has none.
        4: pgettext_noop("rank, object with a or an", "a 4"),
        # Translators: the card rank 5 as the object, with the indefinite article, as in "Both turn a 5: war!"; leave out the article if your language has none.
        5: pgettext_noop("rank, object with a or an", "a 5"),
        # Translators: the card rank 6 as the object, with the indefinite article, as in "Both turn a 6: war!"; leave out the article if your language has none.
        6: pgettext_noop("rank, object with a or an", "a 6"),
        # Translators: the card rank 7 as the object, with the indefinite article, as in "Both turn a 7: war!"; leave out the article if your language has none.
        7: pgettext_noop("rank, object with a or an", "a 7"),
        # Translators: the card rank 8 as the object, with the indefinite article, as in "Both turn an 8: war!"; leave out the article if your language has none.
        8: pgettext_noop("rank, object with a or an", "an 8"),
        # Translators: the card rank 9 as the object, with the indefinite article, as in "Both turn a 9: war!"; leave out the article if your language has none.
        9: pgettext_noop("rank, object with a or an", "a 9"),
        # Translators: the card rank 10 as the object, with the indefinite article, as in "Both turn a 10: war!"; leave out the article if your language has none.
        10: pgettext_noop("rank, object with a or an", "a 10"),
        # Translators: the card rank Jack as the object, with the indefinite article, as in "Both turn a Jack: war!"; leave out the article if your language has none.
        11: pgettext_noop("rank, object with a or an", "a Jack"),
        # Translators: the card rank Queen as the object, with the indefinite article, as in "Both turn a Queen: war!"; leave out the article if your language has none.
        12: pgettext_noop("rank, object with a or an", "a Queen"),
        # Translators: the card rank King as the object, with the indefinite article, as in "Both turn a King: war!"; leave out the article if your language has none.
        13: pgettext_noop("rank, object with a or an", "a King"),
        # Translators: the card rank Ace as the object, with the indefinite article, as in "Both turn an Ace: war!"; leave out the article if your language has none.
        14: pgettext_noop("rank, object with a or an", "an Ace"),
    },
    "label": {
        # Translators: the card rank 2 standing alone, as in a table of ranks.
        2: pgettext_noop("rank, alone", "2"),
        # Translators: the card rank 3 standing alone, as in a table of ranks.
        3: pgettext_noop("rank, alone", "3"),
        # Translators: the card rank 4 standing alone, as in a table of ranks.
        4: pgettext_noop("rank, alone", "4"),
        # Translators: the card rank 5 standing alone, as in a table of ranks.
        5: pgettext_noop("rank, alone", "5"),
        # Translators: the card rank 6 standing alone, as in a table of ranks.
        6: pgettext_noop("rank, alone", "6"),
        # Translators: the card rank 7 standing alone, as in a table of ranks.
        7: pgettext_noop("rank, alone", "7"),
        # Translators: the card rank 8 standing alone, as in a table of ranks.
        8: pgettext_noop("rank, alone", "8"),
        # Translators: the card rank 9 standing alone, as in a table of ranks.
        9: pgettext_noop("rank, alone", "9"),
        # Translators: the card rank 10 standing alone, as in a table of ranks.
        10: pgettext_noop("rank, alone", "10"),
        # Translators: the card rank Jack standing alone, as in a table of ranks.
        11: pgettext_noop("rank, alone", "Jack"),
        # Translators: the card rank Queen standing alone, as in a table of ranks.
        12: pgettext_noop("rank, alone", "Queen"),
        # Translators: the card rank King standing alone, as in a table of ranks.
        13: pgettext_noop("rank, alone", "King"),
        # Translators: the card rank Ace standing alone, as in a table of ranks.
        14: pgettext_noop("rank, alone", "Ace"),
    },
    "yours": {
        # Translators: the card rank 2 as your card, the subject, after "Your" in "Your 2 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        2: pgettext_noop("rank, yours", "2"),
        # Translators: the card rank 3 as your card, the subject, after "Your" in "Your 3 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        3: pgettext_noop("rank, yours", "3"),
        # Translators: the card rank 4 as your card, the subject, after "Your" in "Your 4 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        4: pgettext_noop("rank, yours", "4"),
        # Translators: the card rank 5 as your card, the subject, after "Your" in "Your 5 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        5: pgettext_noop("rank, yours", "5"),
        # Translators: the card rank 6 as your card, the subject, after "Your" in "Your 6 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        6: pgettext_noop("rank, yours", "6"),
        # Translators: the card rank 7 as your card, the subject, after "Your" in "Your 7 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        7: pgettext_noop("rank, yours", "7"),
        # Translators: the card rank 8 as your card, the subject, after "Your" in "Your 8 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        8: pgettext_noop("rank, yours", "8"),
        # Translators: the card rank 9 as your card, the subject, after "Your" in "Your 9 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        9: pgettext_noop("rank, yours", "9"),
        # Translators: the card rank 10 as your card, the subject, after "Your" in "Your 10 beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        10: pgettext_noop("rank, yours", "10"),
        # Translators: the card rank Jack as your card, the subject, after "Your" in "Your Jack beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        11: pgettext_noop("rank, yours", "Jack"),
        # Translators: the card rank Queen as your card, the subject, after "Your" in "Your Queen beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        12: pgettext_noop("rank, yours", "Queen"),
        # Translators: the card rank King as your card, the subject, after "Your" in "Your King beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        13: pgettext_noop("rank, yours", "King"),
        # Translators: the card rank Ace as your card, the subject, after "Your" in "Your Ace beats the 9" (German "Deine …", Russian "ваша …"; give the bare rank if the sentence says whose card it is).
        14: pgettext_noop("rank, yours", "Ace"),
    },
    "yours object": {
        # Translators: the card rank 2 as your card, the object, after "your" in "The computer's King beats your 2" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        2: pgettext_noop("rank, yours, object", "2"),
        # Translators: the card rank 3 as your card, the object, after "your" in "The computer's King beats your 3" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        3: pgettext_noop("rank, yours, object", "3"),
        # Translators: the card rank 4 as your card, the object, after "your" in "The computer's King beats your 4" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        4: pgettext_noop("rank, yours, object", "4"),
        # Translators: the card rank 5 as your card, the object, after "your" in "The computer's King beats your 5" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        5: pgettext_noop("rank, yours, object", "5"),
        # Translators: the card rank 6 as your card, the object, after "your" in "The computer's King beats your 6" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        6: pgettext_noop("rank, yours, object", "6"),
        # Translators: the card rank 7 as your card, the object, after "your" in "The computer's King beats your 7" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        7: pgettext_noop("rank, yours, object", "7"),
        # Translators: the card rank 8 as your card, the object, after "your" in "The computer's King beats your 8" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        8: pgettext_noop("rank, yours, object", "8"),
        # Translators: the card rank 9 as your card, the object, after "your" in "The computer's King beats your 9" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        9: pgettext_noop("rank, yours, object", "9"),
        # Translators: the card rank 10 as your card, the object, after "your" in "The computer's King beats your 10" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        10: pgettext_noop("rank, yours, object", "10"),
        # Translators: the card rank Jack as your card, the object, after "your" in "The computer's King beats your Jack" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        11: pgettext_noop("rank, yours, object", "Jack"),
        # Translators: the card rank Queen as your card, the object, after "your" in "The computer's King beats your Queen" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        12: pgettext_noop("rank, yours, object", "Queen"),
        # Translators: the card rank King as your card, the object, after "your" in "The computer's King beats your King" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        13: pgettext_noop("rank, yours, object", "King"),
        # Translators: the card rank Ace as your card, the object, after "your" in "The computer's King beats your Ace" (German "deine …", Russian "вашу …"; give the bare rank if the sentence says whose card it is).
        14: pgettext_noop("rank, yours, object", "Ace"),
    },
    "computers": {
        # Translators: the card rank 2 as the computer's card, the subject, after "The computer's" in "The computer's 2 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        2: pgettext_noop("rank, the computer's", "2"),
        # Translators: the card rank 3 as the computer's card, the subject, after "The computer's" in "The computer's 3 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        3: pgettext_noop("rank, the computer's", "3"),
        # Translators: the card rank 4 as the computer's card, the subject, after "The computer's" in "The computer's 4 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        4: pgettext_noop("rank, the computer's", "4"),
        # Translators: the card rank 5 as the computer's card, the subject, after "The computer's" in "The computer's 5 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        5: pgettext_noop("rank, the computer's", "5"),
        # Translators: the card rank 6 as the computer's card, the subject, after "The computer's" in "The computer's 6 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        6: pgettext_noop("rank, the computer's", "6"),
        # Translators: the card rank 7 as the computer's card, the subject, after "The computer's" in "The computer's 7 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        7: pgettext_noop("rank, the computer's", "7"),
        # Translators: the card rank 8 as the computer's card, the subject, after "The computer's" in "The computer's 8 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        8: pgettext_noop("rank, the computer's", "8"),
        # Translators: the card rank 9 as the computer's card, the subject, after "The computer's" in "The computer's 9 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        9: pgettext_noop("rank, the computer's", "9"),
        # Translators: the card rank 10 as the computer's card, the subject, after "The computer's" in "The computer's 10 beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        10: pgettext_noop("rank, the computer's", "10"),
        # Translators: the card rank Jack as the computer's card, the subject, after "The computer's" in "The computer's Jack beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        11: pgettext_noop("rank, the computer's", "Jack"),
        # Translators: the card rank Queen as the computer's card, the subject, after "The computer's" in "The computer's Queen beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        12: pgettext_noop("rank, the computer's", "Queen"),
        # Translators: the card rank King as the computer's card, the subject, after "The computer's" in "The computer's King beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        13: pgettext_noop("rank, the computer's", "King"),
        # Translators: the card rank Ace as the computer's card, the subject, after "The computer's" in "The computer's Ace beats your 9" (German "… des Computers", French "sa …"; give the bare rank if the sentence says whose card it is).
        14: pgettext_noop("rank, the computer's", "Ace"),
    },
    "each": {
        # Translators: the card rank 2 that every tied player turns, as in "Both turn a 2: war!" (Russian "по …", dative: each turns one; otherwise like "a 2").
        2: pgettext_noop("rank, each turns one", "a 2"),
        # Translators: the card rank 3 that every tied player turns, as in "Both turn a 3: war!" (Russian "по …", dative: each turns one; otherwise like "a 3").
        3: pgettext_noop("rank, each turns one", "a 3"),
        # Translators: the card rank 4 that every tied player turns, as in "Both turn a 4: war!" (Russian "по …", dative: each turns one; otherwise like "a 4").
        4: pgettext_noop("rank, each turns one", "a 4"),
        # Translators: the card rank 5 that every tied player turns, as in "Both turn a 5: war!" (Russian "по …", dative: each turns one; otherwise like "a 5").
        5: pgettext_noop("rank, each turns one", "a 5"),
        # Translators: the card rank 6 that every tied player turns, as in "Both turn a 6: war!" (Russian "по …", dative: each turns one; otherwise like "a 6").
        6: pgettext_noop("rank, each turns one", "a 6"),
        # Translators: the card rank 7 that every tied player turns, as in "Both turn a 7: war!" (Russian "по …", dative: each turns one; otherwise like "a 7").
        7: pgettext_noop("rank, each turns one", "a 7"),
        # Translators: the card rank 8 that every tied player turns, as in "Both turn an 8: war!" (Russian "по …", dative: each turns one; otherwise like "an 8").
        8: pgettext_noop("rank, each turns one", "an 8"),
        # Translators: the card rank 9 that every tied player turns, as in "Both turn a 9: war!" (Russian "по …", dative: each turns one; otherwise like "a 9").
        9: pgettext_noop("rank, each turns one", "a 9"),
        # Translators: the card rank 10 that every tied player turns, as in "Both turn a 10: war!" (Russian "по …", dative: each turns one; otherwise like "a 10").
        10: pgettext_noop("rank, each turns one", "a 10"),
        # Translators: the card rank Jack that every tied player turns, as in "Both turn a Jack: war!" (Russian "по …", dative: each turns one; otherwise like "a Jack").
        11: pgettext_noop("rank, each turns one", "a Jack"),
        # Translators: the card rank Queen that every tied player turns, as in "Both turn a Queen: war!" (Russian "по …", dative: each turns one; otherwise like "a Queen").
        12: pgettext_noop("rank, each turns one", "a Queen"),
        # Translators: the card rank King that every tied player turns, as in "Both turn a King: war!" (Russian "по …", dative: each turns one; otherwise like "a King").
        13: pgettext_noop("rank, each turns one", "a King"),
        # Translators: the card rank Ace that every tied player turns, as in "Both turn an Ace: war!" (Russian "по …", dative: each turns one; otherwise like "an Ace").
        14: pgettext_noop("rank, each turns one", "an Ace"),
    },
}
"""Role → rank → (message context, English), one entry per message of the catalogs."""

RANK_ROLES = tuple(_FORMS)
"""``subject``, ``object``, ``a`` (an object with the indefinite article), ``label`` (alone), and the
forms that carry their owner or a distributive where a language needs them: ``yours`` ("Deine
Dame" as a subject), ``yours object`` ("deine Dame"), ``computers`` ("die Dame des Computers") and
``each`` (what every tied player turns: Russian "по даме")."""


def rank_name(t: Translator, rank: int, role: str = "subject") -> str:
    """The name of card rank ``rank`` (2..14, 14 is the Ace) for its place in a sentence."""
    form = _FORMS.get(role, _FORMS["subject"]).get(rank)
    return t.pgettext(*form) if form else str(rank)
