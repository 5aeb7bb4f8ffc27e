"""``warkit guide``: files for the chosen languages and formats; bad input is one line, exit 2."""

from __future__ import annotations

from pathlib import Path

import pytest

from warkit.cli import main


def test_guide_writes_every_language_in_both_formats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from warkit.i18n import available_languages

    assert main(["guide", "--lang", "all", "--out", str(tmp_path), "--rules", "family"]) == 0
    for lang in available_languages():
        assert (tmp_path / f"guide.{lang}.md").is_file()
        assert (tmp_path / f"guide.{lang}.html").is_file()
    assert str(tmp_path / "guide.ms.html") in capsys.readouterr().out


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
    assert err.startswith(f"warkit: Cannot write the guide to {blocker / 'guide'}:") and err.count("\n") == 1


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
