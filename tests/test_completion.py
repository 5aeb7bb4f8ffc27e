"""``warkit completion bash|zsh|fish``: scripts the shells accept, driven as the shells drive them,
completing commands, flags and each flag's values; a translation cannot break them."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import polib
import pytest
from conftest import ROOT, WARKIT

from warkit.commands.completion import INSTALL, script_safe
from warkit.engine import PRESETS
from warkit.i18n import available_languages, get_translator
from warkit.narration.rule_words import knob_words, preset_name
from warkit.resources import shipped_locale_dir

SHIPPED = available_languages(shipped_locale_dir())


def script(shell: str, *args: str, env: dict[str, str] | None = None) -> str:
    done = subprocess.run([WARKIT, "completion", *filter(None, [shell]), *args], capture_output=True, text=True, timeout=60, env=env)
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


def test_completion_without_a_shell_writes_for_the_shell_named_by_SHELL() -> None:
    for path, shell in (("/usr/bin/zsh", "zsh"), ("/bin/bash", "bash"), ("/usr/local/bin/fish", "fish")):
        assert script("", env={**os.environ, "SHELL": path}) == script(shell), shell


def test_completion_without_a_shell_refuses_a_shell_it_cannot_complete() -> None:
    done = subprocess.run([WARKIT, "completion"], capture_output=True, text=True, timeout=60, env={**os.environ, "SHELL": "/bin/tcsh"})
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == "warkit: There is no completion for the shell “tcsh”. Choose one of: bash, zsh, fish.\n"


def test_bash_completes_files_after_deck_at(bash_script: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``--deck @`` names a file: bash offers the files there, not host names."""
    (tmp_path / "decks.txt").write_text("")
    (tmp_path / "deals.txt").write_text("")
    monkeypatch.chdir(tmp_path)
    assert sorted(bash_completes(bash_script, "warkit", "replay", "--deck", "@de")) == ["@deals.txt", "@decks.txt"]
    assert bash_completes(bash_script, "warkit", "replay", "--deck", "@decks.t") == ["@decks.txt"]


def fish_offers(path: Path, line: str) -> dict[str, str]:
    done = subprocess.run(["fish", "--no-config", "-c", f"source {path}; complete -C {line!r}"], capture_output=True, text=True, timeout=30)
    assert done.returncode == 0 and done.stderr == "", done
    return dict((candidate.split("\t") + [""])[:2] for candidate in done.stdout.splitlines())


def test_fish_describes_each_value_with_its_own_words(tmp_path: Path) -> None:
    if shutil.which("fish") is None:
        pytest.skip("fish is not installed (CI installs it)")
    path = tmp_path / "warkit.fish"
    path.write_text(script("fish", "--lang", "de"))
    languages = fish_offers(path, "warkit play --lang ")
    assert languages["de"] == "Deutsch" and languages["ar"] == "العربية" and len(set(languages.values())) == len(SHIPPED)
    t = get_translator("de")
    assert fish_offers(path, "warkit play --rules ") == {name: preset_name(t, name) for name in PRESETS}
    assert fish_offers(path, "warkit replay --players ")["3"] == knob_words("players").answer(t, 3)
    assert fish_offers(path, "warkit simulate --engine ") == {"auto": "", "compiled": "", "scalar": ""}
    assert "Die zu verwendende Sprache" in fish_offers(path, "warkit play --la")["--lang"]  # a flag keeps its help


def test_each_script_says_at_its_top_how_the_readme_installs_it() -> None:
    for shell in ("bash", "zsh", "fish"):
        text = script(shell)
        top = text.split("\n\n")[0]
        assert "shtab" not in top and ".local/share/bash_completion" not in text and "zsh_completion" not in text, shell
        for line in INSTALL[shell]:
            assert line in top, (shell, line)
    assert script("zsh").startswith("#compdef warkit\n")


# -- the README's lines, run as a new account runs them -------------------------------------------


def readme_install_lines() -> list[str]:
    """The lines of the README's completion block, without their comments."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    block = text.split("### Shell completion and the man page", 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def test_the_readme_gives_the_lines_the_scripts_name() -> None:
    assert readme_install_lines() == [*INSTALL["bash"], *INSTALL["zsh"], *INSTALL["fish"]]


@pytest.fixture
def fresh_account(tmp_path: Path) -> dict[str, str]:
    """The environment of a new account: an empty home folder, warkit on PATH, nothing else set."""
    home = tmp_path / "home"
    home.mkdir()
    path = f"{Path(WARKIT).parent}:/usr/local/bin:/usr/bin:/bin"
    return {"HOME": str(home), "PATH": path, "TERM": "dumb", "LANG": "C.UTF-8",
            "WARKIT_DATA_DIR": os.environ["WARKIT_DATA_DIR"]}


def shell_run(shell: str, program: str, env: dict[str, str], *flags: str) -> str:
    done = subprocess.run([shell, *flags, "-c", program], capture_output=True, text=True, timeout=60, env=env, stdin=subprocess.DEVNULL)
    assert done.returncode == 0, done
    return done.stdout


BASH_COMPLETION = Path("/usr/share/bash-completion/bash_completion")


def test_the_readme_bash_lines_work_on_a_fresh_account_with_bash_completion(fresh_account: dict[str, str]) -> None:
    if not BASH_COMPLETION.is_file():
        pytest.skip("the bash-completion package is not installed (CI installs it)")
    shell_run("bash", INSTALL["bash"][0], fresh_account)
    # What bash does on the first Tab after `warkit`: bash-completion's loader reads the folder.
    said = shell_run("bash", f"source {BASH_COMPLETION}; _completion_loader warkit; complete -p warkit; "
                     "COMP_WORDS=(warkit pl); COMP_CWORD=1; _shtab_warkit; echo \"${COMPREPLY[@]}\"", fresh_account)
    assert said.splitlines() == ["complete -o bashdefault -F _shtab_warkit warkit", "play"]


def test_the_readme_bash_line_works_on_a_fresh_account_without_bash_completion(fresh_account: dict[str, str]) -> None:
    said = shell_run("bash", f"{INSTALL['bash'][1]}; COMP_WORDS=(warkit pl); COMP_CWORD=1; _shtab_warkit; echo \"${{COMPREPLY[@]}}\"",
                     fresh_account, "--norc")
    assert said.split() == ["play"]


def test_the_readme_zsh_lines_work_on_a_fresh_account(fresh_account: dict[str, str]) -> None:
    if shutil.which("zsh") is None:
        pytest.skip("zsh is not installed (CI installs it)")
    shell_run("zsh", INSTALL["zsh"][0], fresh_account)
    (Path(fresh_account["HOME"]) / ".zshrc").write_text(INSTALL["zsh"][1] + "\n")
    assert shell_run("zsh", "print -r -- $_comps[warkit]", fresh_account, "-i").strip() == "_warkit"


def test_the_readme_fish_line_works_on_a_fresh_account(fresh_account: dict[str, str]) -> None:
    if shutil.which("fish") is None:
        pytest.skip("fish is not installed (CI installs it)")
    shell_run("fish", INSTALL["fish"][0], fresh_account)
    offered = shell_run("fish", "complete -C 'warkit pl'; complete -C 'warkit play --rules '", fresh_account)
    assert [line.split("\t")[0] for line in offered.splitlines()] == ["play", *PRESETS]

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
