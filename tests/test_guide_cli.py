"""``warkit guide``: files for the chosen languages and formats; bad input is one line, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from warkit.cli import main


def test_guide_writes_every_language_in_both_formats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Every language whose guide is ready: held to 100 %, or translated past the threshold."""
    from warkit.commands.guide import GUIDE_MINIMUM
    from warkit.i18n import available_languages
    from warkit.i18n.check import completeness
    from warkit.i18n.languages import COMPLETE

    assert main(["guide", "--lang", "all", "--out", str(tmp_path), "--rules", "family"]) == 0
    for lang in available_languages():
        ready = lang in COMPLETE or completeness(lang).area_percent("guide") >= GUIDE_MINIMUM
        assert (tmp_path / f"guide.{lang}.md").is_file() == ready, lang
        assert (tmp_path / f"guide.{lang}.html").is_file() == ready, lang
    assert str(tmp_path / "guide.ms.html") in capsys.readouterr().out
    assert not list(tmp_path.glob("guide.en-XA.*")) and not list(tmp_path.glob("guide.ar-XB.*"))
    page = (tmp_path / "guide.ms.html").read_text(encoding="utf-8")
    assert "en-XA" not in page and "ar-XB" not in page  # neither in the language menu nor in hreflang


def test_guide_takes_a_list_of_languages(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["guide", "--lang", "en,ms,ar", "--format", "md", "--out", str(tmp_path)]) == 0
    assert sorted(path.name for path in tmp_path.iterdir()) == ["guide.ar.md", "guide.en.md", "guide.ms.md"]


def test_guide_messages_follow_the_interface_language_not_the_exported_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--lang", "ms", "guide", "--lang", "en,xx", "--out", str(tmp_path)]) == 2
    error = capsys.readouterr().err
    assert error.startswith("warkit: Tiada bahasa “xx”.") and "en-XA" not in error


def test_guide_follows_the_rule_flags(tmp_path: Path) -> None:
    assert main(["guide", "--lang", "en", "--format", "md", "--out", str(tmp_path), "--face-down", "3"]) == 0
    assert [path.name for path in tmp_path.iterdir()] == ["guide.en.md"]
    assert "With two players a war takes 10 cards." in (tmp_path / "guide.en.md").read_text(encoding="utf-8")


def test_a_guide_folder_that_cannot_be_made_is_one_line_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder", encoding="utf-8")
    assert main(["guide", "--lang", "en", "--out", str(blocker / "guide")]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"warkit: Cannot write {blocker / 'guide'}:") and err.count("\n") == 1


@pytest.mark.parametrize(
    ("argv", "says"),
    [
        (["guide", "--format", "pdf"], "--format cannot be “pdf”"),
        (["guide", "--lang", "xx"], "There is no language “xx”"),
        (["guide", "--face-down", "9"], "--face-down cannot be “9”"),
    ],
)
def test_bad_guide_input_is_one_line_and_exit_2(
    argv: list[str], says: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([*argv, "--out", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert says in err and err.count("\n") == 1
