"""``Plural-Forms`` headers read without ``eval``: the small part of C that headers are written in.

A catalog's header is untrusted text, and warkit never runs it: it is parsed here into a tree
of small Python functions, and only to compare it with the rules of warkit's own table
(:mod:`warkit.i18n.plurals`). What it may hold is ``n``, whole numbers, ``?:``, ``||``,
``&&``, ``!``, comparisons, ``%`` and parentheses; anything else (a name, a call, ``+``, a
string) is :class:`PluralExpressionError`. The text is at most :data:`MAX_CHARS` long, nested at most
:data:`MAX_DEPTH` deep, and its numbers have at most :data:`MAX_DIGITS` digits, so neither
parsing nor evaluating can run deep or grow a number: with no ``+`` or ``*`` no value exceeds
the largest number written or ``n``. ``x % 0`` raises :class:`ZeroDivisionError` when that
part is evaluated, as C leaves it undefined.

>>> nplurals, form = parse_header("nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n != 0 ? 1 : 2);")
>>> nplurals, [form(n) for n in (0, 1, 2, 11, 21)]
(3, [2, 0, 1, 1, 0])
"""

from __future__ import annotations

import operator
import re
from collections.abc import Callable

MAX_CHARS = 1000
"""A longer expression is refused (the table's longest, Arabic's from CLDR, has 132 characters;
Cornish converted from CLDR, the longest of any language, 616)."""
MAX_DEPTH = 24
"""Parentheses, ``?:`` and ``!`` nested deeper than this are refused (Arabic's from CLDR nests 9)."""
MAX_DIGITS = 10
"""A number with more digits is refused (headers compare ``n`` with at most a million)."""

Form = Callable[[int], int]
"""A plural expression: the form number it gives for ``n``."""

_TOKEN = re.compile(r"\s*(?:(\d+)|(n)|(\|\||&&|==|!=|<=|>=|[<>%?:()!]))")
_COMPARE: dict[str, Callable[[int, int], bool]] = {
    "==": operator.eq, "!=": operator.ne, "<": operator.lt, "<=": operator.le, ">": operator.gt, ">=": operator.ge,
}


class PluralExpressionError(ValueError):
    """The text is not a plural expression warkit reads; ``reason`` says what is wrong."""

    def __init__(self, text: str, reason: str) -> None:
        super().__init__(f"{reason}: {text[:80]!r}")
        self.text = text
        self.reason = reason


def parse_header(header: str) -> tuple[int, Form]:
    """``nplurals`` and the expression of a ``Plural-Forms`` header."""
    parts = header.strip().removesuffix(";").split(";")
    fields = [part.partition("=") for part in parts]
    if len(fields) != 2 or [name.strip() for name, _, _ in fields] != ["nplurals", "plural"]:
        raise PluralExpressionError(header, "not nplurals=N; plural=EXPRESSION")
    count = fields[0][2].strip()
    if not (count.isascii() and count.isdigit() and len(count) <= 2):
        raise PluralExpressionError(header, "nplurals is not a small number")
    return int(count), parse_expression(fields[1][2].strip())


def parse_expression(text: str) -> Form:
    """The expression ``text`` as a function of ``n``; :class:`PluralExpressionError` if it is
    not one of the small C subset above."""
    if len(text) > MAX_CHARS:
        raise PluralExpressionError(text, "too long")
    return _Parser(text).whole()


class _Parser:
    """Recursive descent over C's precedence: ``?:`` < ``||`` < ``&&`` < equality < relational
    < ``%`` < ``!``.

    Each part becomes a closure; ``n`` and numbers are kept apart as :class:`_Leaf` so that the
    common shapes (``n % 100``, ``n >= 3``) become one closure each, not three.
    """

    def __init__(self, text: str) -> None:
        self.text = text
        self.tokens = self._tokens(text)
        self.at = 0

    def _tokens(self, text: str) -> list[str]:
        tokens: list[str] = []
        position = 0
        while position < len(text):
            match = _TOKEN.match(text, position)
            if match is None:
                if text[position:].strip():
                    raise PluralExpressionError(text, "unknown symbol")
                break
            number, name, operator = match.groups()
            if number is not None and len(number) > MAX_DIGITS:
                raise PluralExpressionError(text, "number too large")
            tokens.append(number or name or operator)
            position = match.end()
        return tokens

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self, expected: str | None = None) -> str:
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise PluralExpressionError(self.text, f"expected {expected or 'more'}")
        self.at += 1
        return token

    def whole(self) -> Form:
        part = self.condition(0)
        if self.peek() is not None:
            raise PluralExpressionError(self.text, f"unexpected {self.peek()}")
        return _form(part)

    def condition(self, depth: int) -> Part:
        if depth > MAX_DEPTH:
            raise PluralExpressionError(self.text, "nested too deep")
        part = self.either(depth)
        if self.peek() != "?":
            return part
        self.take("?")
        test = _form(part)
        then = self.condition(depth + 1)
        self.take(":")
        otherwise = _form(self.condition(depth + 1))
        if isinstance(then, _Leaf) and then.value is not None:
            value = then.value
            return lambda n: value if test(n) else otherwise(n)
        yes = _form(then)
        return lambda n: yes(n) if test(n) else otherwise(n)

    def either(self, depth: int) -> Part:
        left = self.both(depth)
        while self.peek() == "||":
            self.take()
            first, second = _form(left), _form(self.both(depth))
            left = _either(first, second)
        return left

    def both(self, depth: int) -> Part:
        left = self.compared(depth)
        while self.peek() == "&&":
            self.take()
            first, second = _form(left), _form(self.compared(depth))
            left = _both(first, second)
        return left

    def compared(self, depth: int) -> Part:
        """``==`` and ``!=``, which bind looser than ``<``, ``<=``, ``>``, ``>=`` (as in C)."""
        left = self.ordered(depth)
        while self.peek() in ("==", "!="):
            left = _comparison(left, self.take(), self.ordered(depth))
        return left

    def ordered(self, depth: int) -> Part:
        left = self.modulo(depth)
        while self.peek() in ("<", "<=", ">", ">="):
            left = _comparison(left, self.take(), self.modulo(depth))
        return left

    def modulo(self, depth: int) -> Part:
        left = self.atom(depth)
        while self.peek() == "%":
            self.take()
            left = _remainder(left, self.atom(depth))
        return left

    def atom(self, depth: int) -> Part:
        token = self.take()
        if token == "(":
            inner = self.condition(depth + 1)
            self.take(")")
            return inner
        if token == "!":
            if depth > MAX_DEPTH:
                raise PluralExpressionError(self.text, "nested too deep")
            operand = _form(self.atom(depth + 1))
            return lambda n: 0 if operand(n) else 1
        if token == "n":
            return _Leaf(None)
        if token.isdigit():
            return _Leaf(int(token))
        raise PluralExpressionError(self.text, f"unexpected {token}")


class _Leaf:
    """``n`` (``value`` None) or a number, before it becomes part of a closure."""

    __slots__ = ("value",)

    def __init__(self, value: int | None) -> None:
        self.value = value


Part = Form | _Leaf


def _form(part: Part) -> Form:
    if not isinstance(part, _Leaf):
        return part
    value = part.value
    return (lambda n: n) if value is None else (lambda n: value)


def _either(first: Form, second: Form) -> Form:
    return lambda n: 1 if first(n) or second(n) else 0


def _both(first: Form, second: Form) -> Form:
    return lambda n: 1 if first(n) and second(n) else 0


def _comparison(left: Part, operator: str, right: Part) -> Form:
    test = _COMPARE[operator]
    if isinstance(left, _Leaf) and left.value is None and isinstance(right, _Leaf) and right.value is not None:
        value = right.value  # n == 1, n >= 3
        return lambda n: 1 if test(n, value) else 0
    if isinstance(right, _Leaf) and right.value is not None:
        value, first = right.value, _form(left)  # n % 100 >= 3
        return lambda n: 1 if test(first(n), value) else 0
    first, second = _form(left), _form(right)
    return lambda n: 1 if test(first(n), second(n)) else 0


def _remainder(left: Part, right: Part) -> Form:
    # ZeroDivisionError for % 0 when evaluated, as C leaves it undefined
    if isinstance(left, _Leaf) and left.value is None and isinstance(right, _Leaf) and right.value is not None:
        value = right.value  # n % 100
        return lambda n: n % value
    first, second = _form(left), _form(right)
    return lambda n: first(n) % second(n)
