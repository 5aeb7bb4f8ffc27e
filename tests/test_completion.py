"""``warkit completion bash|zsh|fish``: scripts the shells accept, driven as the shells drive them,
completing commands, flags and each flag's values; a translation cannot break them."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import polib
import pytest
from conftest import WARKIT

from warkit.commands.completion import script_safe
from warkit.engine import PRESETS
from warkit.i18n import available_languages
from warkit.resources import shipped_locale_dir

SHIPPED = available_languages(shipped_locale_dir())


def script(shell: str, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([WARKIT, "completion", shell, *args], capture_output=True, text=True, timeout=60, env=env)
    assert (done.returncode, done.stderr) == (0, ""), done
    return done.stdout


@pytest.fixture(scope="module")
def bash_script(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("completion") / "warkit.bash"
    path.write_text(script("bash"))
    return path


def bash_completes(path: Path, *words: str) -> list[str]:
    """What bash offers for the command line ``words`` (the last one is being typed), asked of the
    script's completion function as bash itself asks it on Tab."""
    line = " ".join(words)
    program = (
        f"source {path}; COMP_WORDS=({' '.join(repr(word) for word in words)}); "
        f"COMP_CWORD={len(words) - 1}; COMP_LINE={line!r}; COMP_POINT={len(line)}; "
        "_shtab_warkit; printf '%s\\n' \"${COMPREPLY[@]}\""
    )
    done = subprocess.run(["bash", "-c", program], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stderr == "", done
    return done.stdout.split()


def test_the_bash_script_is_valid_bash(bash_script: Path) -> None:
    done = subprocess.run(["bash", "-n", str(bash_script)], capture_output=True, text=True, timeout=30)
    assert (done.returncode, done.stderr) == (0, "")


def test_bash_completes_a_command_from_its_first_letters(bash_script: Path) -> None:
    assert bash_completes(bash_script, "warkit", "pl") == ["play"]
    assert bash_completes(bash_script, "warkit", "i18n", "ch") == ["check"]


def test_bash_completes_the_flags_of_the_command_typed(bash_script: Path) -> None:
    assert bash_completes(bash_script, "warkit", "play", "--pl") == ["--plain", "--players"]
    assert bash_completes(bash_script, "warkit", "simulate", "--en") == ["--engine"]


def test_bash_completes_presets_rule_values_and_engines(bash_script: Path) -> None:
    assert bash_completes(bash_script, "warkit", "play", "--rules", "") == list(PRESETS)
    assert bash_completes(bash_script, "warkit", "replay", "--won-cards", "") == ["shuffled", "winner-first", "played"]
    assert bash_completes(bash_script, "warkit", "play", "--players", "") == ["2", "3", "4"]
    assert bash_completes(bash_script, "warkit", "simulate", "--engine", "") == ["auto", "compiled", "scalar"]


def test_bash_completes_the_shipped_languages_before_and_after_the_command(bash_script: Path) -> None:
    assert bash_completes(bash_script, "warkit", "--lang", "") == SHIPPED
    assert bash_completes(bash_script, "warkit", "play", "--lang", "") == SHIPPED
    assert bash_completes(bash_script, "warkit", "guide", "--lang", "") == [*SHIPPED, "all"]
    assert bash_completes(bash_script, "warkit", "--lang", "zh") == ["zh-Hans", "zh-Hant"]


def test_zsh_reads_the_zsh_script(tmp_path: Path) -> None:
    if shutil.which("zsh") is None:
        pytest.skip("zsh is not installed (CI installs it)")
    path = tmp_path / "_warkit"
    path.write_text(script("zsh"))
    done = subprocess.run(["zsh", "-n", str(path)], capture_output=True, text=True, timeout=30)
    assert (done.returncode, done.stderr) == (0, "")


def fish_completes(path: Path, line: str) -> list[str]:
    """What fish offers for ``line`` (its ``complete -C``: the candidates, each before a tab)."""
    done = subprocess.run(["fish", "--no-config", "-c", f"source {path}; complete -C {line!r}"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stderr == "", done
    return [candidate.split("\t")[0] for candidate in done.stdout.splitlines()]


def test_fish_completes_commands_presets_and_languages(tmp_path: Path) -> None:
    if shutil.which("fish") is None:
        pytest.skip("fish is not installed (CI installs it)")
    path = tmp_path / "warkit.fish"
    path.write_text(script("fish"))
    assert fish_completes(path, "warkit pl") == ["play"]
    assert fish_completes(path, "warkit play --rules ") == list(PRESETS)
    assert fish_completes(path, "warkit play --lang ") == SHIPPED


def test_a_translation_cannot_break_the_scripts(tmp_path: Path) -> None:
    """Help texts go into the zsh and fish scripts as descriptions: a translator's quotes,
    backslashes (one last of all, which would end fish's quoting) and command substitutions stay
    text there."""
    hostile = "it's \\ $(touch {owned}) `touch {owned}` \" ; next \\"
    owned = tmp_path / "owned"
    overlay = tmp_path / "overlay" / "de" / "LC_MESSAGES"
    overlay.mkdir(parents=True)
    catalog = polib.pofile(str(shipped_locale_dir() / "de" / "LC_MESSAGES" / "warkit.po"))
    for entry in catalog:
        if entry.msgctxt in ("command summary", "command description") and entry.msgid.startswith("Print"):
            entry.msgstr = hostile.replace("{owned}", str(owned))
    catalog.save(str(overlay / "warkit.po"))
    env = {**os.environ, "WARKIT_LOCALE_DIR": str(tmp_path / "overlay")}
    shells = [shell for shell in ("zsh", "fish") if shutil.which(shell)]
    if not shells:
        pytest.skip("neither zsh nor fish is installed (CI installs both)")
    for shell in shells:
        path = tmp_path / f"warkit.{shell}"
        text = script(shell, "--lang", "de", env=env)
        assert f"touch {owned}" in text, shell  # the translation is used
        path.write_text(text)
        done = subprocess.run([shell, "-n", str(path)], capture_output=True, text=True, timeout=30)
        assert (shell, done.returncode, done.stderr) == (shell, 0, "")
    if "fish" in shells:
        assert fish_completes(tmp_path / "warkit.fish", "warkit comp") == ["completion"]
    assert not owned.exists()


def test_a_description_keeps_no_backslash_or_control_character() -> None:
    assert script_safe("a\\b\x1b[31mc\nd\u200fe") == "ab [31mc d\u200fe"


def test_the_scripts_describe_flags_in_the_players_language() -> None:
    assert "Die zu verwendende Sprache" in script("zsh", "--lang", "de")


@pytest.mark.parametrize("language", ["ja", "ar", "zh-Hant"])
def test_the_zsh_script_describes_arguments_without_stray_backslashes(language: str, tmp_path: Path) -> None:
    """shtab escapes every character of a description that is not a letter or digit; zsh removes
    the backslashes from a flag's description but shows them in an argument's, so none is left
    before a character that needs none (every one outside ASCII)."""
    import re

    text = script("zsh", "--lang", language)
    assert re.findall(r"\\[^\x00-\x7f]", text) == []
    if language == "ja":
        assert '":補完するシェル：bash、zsh、fish。:(bash zsh fish)"' in text
    if shutil.which("zsh"):
        path = tmp_path / "warkit.zsh"
        path.write_text(text)
        done = subprocess.run(["zsh", "-n", str(path)], capture_output=True, text=True, timeout=30)
        assert (done.returncode, done.stderr) == (0, "")
