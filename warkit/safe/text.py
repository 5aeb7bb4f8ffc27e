"""The one function that makes untrusted text safe to print on a terminal.

A catalog line, a file name or a save's content can hold control characters: ESC starts the
sequences that retitle a terminal, clear it or write to the clipboard, and the C1 controls
(U+0080 to U+009F) do the same on some terminals. :func:`visible` writes each of them out as
an escape (``\\x1b``) so it shows and does nothing. Everything a language needs stays as it is:
right-to-left marks and embeddings (which the ``ar-XB`` pseudo-locale uses), ZWJ and ZWNJ,
no-break and narrow spaces.
"""

from __future__ import annotations

import re

_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")
_NAMED = {"\n": "\\n", "\t": "\\t", "\r": "\\r"}


def visible(text: str) -> str:
    r"""``text`` with every C0 and C1 control (and DEL) written out as an escape.

    >>> visible("Keluar\x1b]0;TITLE\x07 \u200f\u202b ok\u202c")
    'Keluar\\x1b]0;TITLE\\x07 \u200f\u202b ok\u202c'
    """
    return _CONTROL.sub(lambda match: _NAMED.get(match.group(0), f"\\x{ord(match.group(0)):02x}"), text)


def excerpt(text: str, limit: int = 80) -> str:
    """A short, visible quotation of untrusted text: one line of at most ``limit`` characters."""
    shown = visible(text.strip())
    return shown if len(shown) <= limit else shown[: limit - 1] + "…"
