"""Reading a .po file: polib parses, warkit's line check in front of it reports what polib would
pass over or choke on, and a bad entry hides only itself."""

from __future__ import annotations

from warkit.i18n.pofile import entry_key, read_po


def messages(text: str) -> dict[tuple[str | None, str], str]:
    return {entry_key(entry): entry.msgstr for entry in read_po(text).entries}


def test_an_unterminated_string_is_a_bad_line_not_a_shortened_translation() -> None:
    po = read_po('msgid "Quit"\nmsgstr "Keluar\n\nmsgid "Help"\nmsgstr "Bantuan"\n')
    assert po.bad_lines == [(2, 'msgstr "Keluar')]
    assert messages('msgid "Quit"\nmsgstr "Keluar\n\nmsgid "Help"\nmsgstr "Bantuan"\n') == {(None, "Help"): "Bantuan"}


def test_an_escape_polib_does_not_read_is_a_bad_line() -> None:
    po = read_po('msgid "Quit"\nmsgstr "Kel\\x1buar"\n\nmsgid "Help"\nmsgstr "Ban\\ttuan"\n')
    assert [number for number, _line in po.bad_lines] == [2]
    assert messages('msgid "Help"\nmsgstr "Ban\\ttuan"\n') == {(None, "Help"): "Ban\ttuan"}


def test_a_two_digit_plural_index_is_a_bad_line_not_form_one() -> None:
    text = 'msgid "{count} card"\nmsgid_plural "{count} cards"\nmsgstr[0] "kad"\nmsgstr[10] "kad"\n'
    po = read_po(text)
    assert po.bad_lines == [(4, 'msgstr[10] "kad"')] and po.entries == []


def test_a_line_separator_inside_a_string_stays_in_the_string() -> None:
    po = read_po('msgid "Quit"\nmsgstr "Kel\u2028uar"\n\nmsgid "Help"\nmsgstr "Bantuan"\n')
    assert [(entry.linenum, entry.msgstr) for entry in po.entries] == [(1, "Kel\u2028uar"), (4, "Bantuan")]


def test_an_entry_starts_on_its_first_comment_even_at_the_top_of_the_file() -> None:
    po = read_po('# Translators\n#, fuzzy\nmsgid "Quit"\nmsgstr "Keluar"\n\n#: warkit/x.py:1\nmsgid "Help"\nmsgstr "Bantuan"\n')
    assert [(entry.linenum, entry.fuzzy) for entry in po.entries] == [(1, True), (6, False)]


def test_a_marker_glued_to_its_text_and_a_long_previous_msgid_are_read() -> None:
    po = read_po('#,fuzzy\n#| msgid "Old "\n#| "text"\nmsgid "Quit"\nmsgstr "Keluar"\n')
    assert po.bad_lines == [] and po.entries[0].fuzzy


def test_a_message_in_an_entry_that_has_two_msgstr_lines_is_left_out() -> None:
    po = read_po('msgid "Quit"\nmsgstr "Keluar"\nmsgstr "Henti"\n\nmsgid "Help"\nmsgstr "Bantuan"\n')
    assert po.bad_lines == [(3, 'msgstr "Henti"')]
    assert [entry.msgid for entry in po.entries] == ["Help"]


def test_a_file_named_in_the_text_is_never_opened() -> None:
    assert read_po("/etc/passwd").entries == [] and read_po("/etc/passwd").bad_lines == [(1, "/etc/passwd")]
