"""The README's install and uninstall lines, run as a new player runs them: pipx on an empty home
folder (``pipx install .``, the fast extra added after it, the man page where pipx does not link it,
``python -m warkit`` where it works), then the Uninstall section, which leaves nothing of warkit
behind. The lines that install carry the ``install`` marker (a minute or more each)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from conftest import ROOT
from test_install import clean_copy

from warkit.commands.completion import INSTALL

_spec = importlib.util.spec_from_file_location("manpage", ROOT / "scripts" / "manpage.py")
assert _spec is not None and _spec.loader is not None
manpage = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(manpage)

README = (ROOT / "README.md").read_text(encoding="utf-8")


def block_after(heading: str) -> list[str]:
    """The lines of the first ``sh`` block after ``heading``, without their comments."""
    block = README.split(heading, 1)[1].split("```sh\n", 1)[1].split("```", 1)[0]
    return [line.split("  #")[0].strip() for line in block.splitlines() if line.strip()]


def written_file(line: str) -> str:
    """The file a completion line writes (after its ``>``)."""
    return line.split(" > ", 1)[1].strip()


def test_the_uninstall_lines_name_every_folder_warkit_writes_and_every_file_the_readme_made() -> None:
    uninstall, folders_line, files_line = block_after("### Uninstall")
    assert uninstall.startswith("pipx uninstall warkit")
    assert folders_line.startswith("rm -rf ")
    assert set(folders_line.split()[2:]) == {folder for folder, _ in manpage.folders()}
    assert files_line.startswith("rm -f ")
    made = [written_file(line) for lines in INSTALL.values() for line in lines if " > " in line]
    assert files_line.split()[2:] == made
    # The lines the README asked to add to a shell's start-up file are named too.
    assert "`~/.bashrc` or `~/.zshrc`" in README.split("### Uninstall", 1)[1].split("\n## ", 1)[0]


PIPX = shutil.which("pipx")


def run(command: str, env: dict[str, str], cwd: Path, stdin: str = "", ok: bool = True) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["bash", "-c", command], capture_output=True, text=True, env=env, cwd=cwd, input=stdin, timeout=900)
    if ok:
        assert done.returncode == 0, f"{command}:\n{done.stdout[-2000:]}\n{done.stderr[-3000:]}"
    return done


@pytest.mark.install
@pytest.mark.skipif(PIPX is None, reason="pipx is not installed (.ci/run installs Debian's pipx)")
def test_the_readme_install_and_uninstall_lines_work_on_a_fresh_account(tmp_path: Path) -> None:
    clone = clean_copy(tmp_path / "clone")
    home = tmp_path / "home"
    home.mkdir()
    env = {name: value for name, value in os.environ.items()
           if not name.startswith(("WARKIT_", "XDG_", "PIPX_", "VIRTUAL_ENV", "PYTHON"))}
    real_pip_config = Path.home() / ".config" / "pip" / "pip.conf"
    if real_pip_config.is_file():  # the machine's package sources, not warkit's
        env["PIP_CONFIG_FILE"] = str(real_pip_config)
    env.update(HOME=str(home), PATH=f"{home}/.local/bin:{Path(str(PIPX)).parent}:/usr/bin:/bin")

    # Play: pipx install ., then the command anywhere; python -m warkit is for a Python it is installed in.
    run("pipx install .", env, clone)
    assert run("warkit --version", env, tmp_path).stdout.startswith("warkit ")
    other = run("python3 -m warkit --version", env, tmp_path, ok=False)
    assert other.returncode != 0 and "No module named warkit" in other.stderr
    venvs = run("pipx environment --value PIPX_LOCAL_VENVS", env, tmp_path).stdout.strip()
    in_its_own = run(f"{venvs}/warkit/bin/python -m warkit --version", env, tmp_path).stdout
    assert in_its_own.startswith("warkit ")

    # The fast extra after a plain install: without --force pipx leaves warkit as it was.
    has_numba = f"{venvs}/warkit/bin/python -c 'import numba'"
    run('pipx install ".[fast]"', env, clone, ok=False)
    assert run(has_numba, env, tmp_path, ok=False).returncode != 0
    run('pipx install --force ".[fast]"', env, clone)
    run(has_numba, env, tmp_path)
    simulated = run("warkit simulate --games 2 --jobs 1 --engine compiled", env, tmp_path)
    assert "2 games played" in simulated.stdout

    # The man page where pipx does not link it: the README's line.
    man_line = next(line for line in README.splitlines() if "PIPX_LOCAL_VENVS" in line).split("`", 2)[1]
    if shutil.which("man"):
        page = run(man_line, {**env, "MANPAGER": "cat", "MANWIDTH": "80"}, tmp_path).stdout
        assert "ENVIRONMENT" in page and "KEYS" in page
    else:
        assert Path(man_line.split('"')[1].replace("$(pipx environment --value PIPX_LOCAL_VENVS)", venvs)).is_file()

    # What warkit writes on a new account: the round and settings, numba's cache, the completion files.
    run("warkit play --plain --deal 7", env, tmp_path, stdin="\n\nq\n")
    for lines in INSTALL.values():
        run(lines[0], env, tmp_path)
    written = sorted(str(path.relative_to(home)) for path in home.rglob("*warkit*") if "pipx" not in path.parts and "pipx" not in path.name)
    assert {".local/share/warkit", ".cache/warkit", ".local/share/bash-completion/completions/warkit"} <= set(written), written

    for line in block_after("### Uninstall"):
        run(line, env, tmp_path)
    left = sorted(str(path.relative_to(home)) for path in home.rglob("*") if "warkit" in str(path.relative_to(home)))
    assert left == []


def test_the_translators_readme_names_the_claimed_pythons_and_quotes_every_extra() -> None:
    """locale/README.md: the Pythons warkit runs on, and each ``pip install`` of an extra quoted,
    since zsh reads ``warkit[translate]`` unquoted as a pattern and refuses it."""
    from test_python_versions import CLAIMED

    text = (ROOT / "locale" / "README.md").read_text(encoding="utf-8")
    assert f"Python {', '.join(CLAIMED[:-1])} or {CLAIMED[-1]}" in text
    assert "or newer" not in text
    installs = re.findall(r"pip install [^`]*\[\w+\][^`]*", text)
    assert installs and all(re.search(r"\"[^\"]*\[\w+\]\"", line) for line in installs), installs
    done = subprocess.run(["zsh", "-c", "print -r -- " + installs[0].split(" ", 2)[2]], capture_output=True, text=True, timeout=30) if shutil.which("zsh") else None
    assert done is None or done.returncode == 0, done
