"""A catalog's Plural-Forms header is read by warkit's own small parser, never run: it means
what C means for the headers in use, and anything else is refused with PluralExpressionError."""

from __future__ import annotations

import gettext

import pytest

from warkit.i18n.plural_expr import MAX_CHARS, PluralExpressionError, parse_expression, parse_header
from warkit.i18n.plural_table import TABLE

IN_USE = sorted({header.split("plural=", 1)[1].rstrip(";") for plurals in TABLE.values() for header in plurals.headers})
C_SHAPES = [
    "n",
    "0",
    "1 == 2 < 3",  # relational binds tighter than equality: 1 == (2 < 3)
    "n < 5 == 1",
    "2 > 1 > 0",  # left to right: (2 > 1) > 0
    "n ? n == 1 ? 5 : 6 : 7",  # ?: nests on the right
    "n % 10 % 3",
    "!n",
    "!!n ? 3 : 4",
    "n > 3 || n < 1 && n != 0",  # && before ||
]


@pytest.mark.parametrize("expression", IN_USE + C_SHAPES)
def test_an_expression_means_what_gettext_makes_of_it(expression: str) -> None:
    ours, theirs = parse_expression(expression), gettext.c2py(expression)
    numbers = [*range(250), 1000, 1011, 1_000_000, 2_000_000]
    assert [ours(n) for n in numbers] == [theirs(n) for n in numbers]


def test_not_binds_tighter_than_remainder_as_in_c() -> None:
    # gettext.c2py writes ! as Python's `not`, which binds looser than %; C's ! does not
    assert [parse_expression("!n % 2")(n) for n in range(4)] == [1, 0, 0, 0]


def test_a_header_gives_its_number_of_forms_and_its_expression() -> None:
    count, form = parse_header("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);")
    assert (count, [form(n) for n in (0, 1, 2, 11, 21)]) == (3, [2, 0, 1, 1, 0])
    assert parse_header(" nplurals = 1 ;\n plural = 0 ")[0] == 1


HOSTILE = {
    "a name": "__import__('os').system('true')",
    "an unknown identifier": "x == 1 ? 0 : 1",
    "the CLDR operand e": "e == 0 ? 0 : 1",
    "a string": "n == '1'",
    "a call": "abs(n)",
    "attribute access": "n.real",
    "arithmetic C has but headers need not": "n + 1",
    "a Python operator": "n ** 99999999",
    "a semicolon": "n; 1",
    "a huge number": "n % 99999999999999999999999",
    "deep nesting": "(" * 40 + "n" + ")" * 40,
    "deep ?: nesting": "n ? " * 40 + "1" + " : 0" * 40,
    "a thousand nots": "!" * 400 + "n",
    "unbalanced parentheses": "((n)",
    "an empty expression": "",
    "a dangling operator": "n ==",
    "a lone colon": "n : 1",
    "too long": "n" + " " * MAX_CHARS,
    "a control character": "n\x1b[2J",
}


@pytest.mark.parametrize("expression", HOSTILE.values(), ids=HOSTILE.keys())
def test_anything_else_is_refused(expression: str) -> None:
    with pytest.raises(PluralExpressionError):
        parse_expression(expression)


@pytest.mark.parametrize(
    "header",
    [
        "nplurals=99999999999; plural=0;",
        "plural=0;",
        "nplurals=2",
        "nplurals=x; plural=0;",
        "nplurals=2; plural=n; extra=1;",
        "nplurals=2; plural=n" + " " * 1_000_000 + "x",  # refused at once: too long
        "nplurals=²; plural=0;",
    ],
)
def test_a_header_not_of_the_form_nplurals_plural_is_refused(header: str) -> None:
    with pytest.raises(PluralExpressionError):
        parse_header(header)


def test_remainder_by_zero_fails_only_where_it_is_evaluated() -> None:
    form = parse_expression("n != 0 && 5 % n == 0 ? 1 : 0")  # && does not evaluate 5 % 0
    assert [form(n) for n in (0, 1, 2, 5)] == [0, 1, 0, 1]
    with pytest.raises(ZeroDivisionError):
        parse_expression("n % 0")(7)

