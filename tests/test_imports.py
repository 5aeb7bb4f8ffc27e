"""The import rules of docs/architecture.md hold for every import in warkit, lazy ones included.

The rules are read from the table in ``docs/architecture.md`` (its "may import" column), and
every import is read from the syntax tree of every module, wherever it stands: at the top, inside
a function, or under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import ROOT

PACKAGE = ROOT / "warkit"
DOCS = ROOT / "docs" / "architecture.md"
ROW = re.compile(r"^\| `(?P<unit>warkit(?:\.\w+)?)` \| .*? \| (?P<allowed>[^|]*) \|$", re.M)


def allowed_imports() -> dict[str, set[str]]:
    """Package or module → the warkit packages it may import, from the docs' table."""
    rules = {match["unit"]: set(re.findall(r"`(warkit(?:\.\w+)?)`", match["allowed"])) for match in ROW.finditer(DOCS.read_text(encoding="utf-8"))}
    assert rules, "the architecture table was not found"
    return rules


def unit_of(module: str) -> str:
    """``warkit.tui.app`` belongs to ``warkit.tui``; ``warkit.cli`` is its own unit."""
    return ".".join(module.split(".")[:2])


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path, package: str | None = None) -> Iterator[tuple[int, str]]:
    """(line, module) for every import in ``path``, relative ones made absolute."""
    if package is None:
        package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                yield node.lineno, ".".join([*base, *([node.module] if node.module else [])])
            else:
                assert node.module is not None
                yield node.lineno, node.module


MODULES = sorted(PACKAGE.rglob("*.py"))


def test_every_package_has_its_row_in_the_architecture_table() -> None:
    rules = allowed_imports()
    missing = sorted({unit_of(module_name(path)) for path in MODULES} - set(rules))
    assert missing == [], f"add these to docs/architecture.md's table: {missing}"


@pytest.mark.parametrize("path", MODULES, ids=lambda path: module_name(path))
def test_every_import_is_one_the_architecture_allows(path: Path) -> None:
    rules = allowed_imports()
    unit = unit_of(module_name(path))
    broken = [
        f"{path.relative_to(ROOT)}:{line} imports {target}"
        for line, target in imports(path)
        if target.split(".")[0] == "warkit" and unit_of(target) != unit and unit_of(target) not in rules[unit]
    ]
    assert broken == []


ENGINE_EXTRAS = {"warkit.engine.compiled": {"numpy", "numba", "platformdirs"}}
"""The one exception: the simulator's compiled engine is numpy and numba (the optional
``warkit[fast]``), imported only by the simulator, never by the game before its first frame, and
keeps numba's cache in warkit's cache folder (found with platformdirs)."""


@pytest.mark.parametrize("path", sorted((PACKAGE / "engine").rglob("*.py")), ids=lambda path: module_name(path))
def test_the_engine_imports_the_standard_library_only(path: Path) -> None:
    extras = ENGINE_EXTRAS.get(module_name(path), set())
    outside = [
        f"{line}: {target}" for line, target in imports(path)
        if target.split(".")[0] not in sys.stdlib_module_names and unit_of(target) != "warkit.engine"
        and target.split(".")[0] not in extras and target not in extras
    ]
    assert outside == []


def test_only_the_tui_imports_textual() -> None:
    users = {
        unit_of(module_name(path))
        for path in MODULES
        for _, target in imports(path)
        if target.split(".")[0] == "textual"
    }
    assert users == {"warkit.tui"}


def test_a_lazy_import_inside_a_function_is_seen(tmp_path: Path) -> None:
    """The checker reads imports inside functions too (where the cycles used to hide)."""
    source = tmp_path / "lazy.py"
    source.write_text("def f():\n    from ..tui.app import WarApp\n    import textual.app\n", encoding="utf-8")
    assert [target for _, target in imports(source, "warkit.narration")] == ["warkit.tui.app", "textual.app"]


# -- no import circles ---------------------------------------------------------------------

def imported_modules(path: Path, modules: set[str], package: str | None = None) -> set[str]:
    """The modules of ``modules`` that ``path`` imports, wherever the import stands (lazy ones
    and those under ``TYPE_CHECKING`` included): ``from . import knobs`` is the module
    ``knobs``, ``from ..engine import Card`` the package ``engine`` (its ``__init__``)."""
    if package is None:
        package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join([*parts[: len(parts) - node.level + 1], *([node.module] if node.module else [])])
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in modules else base for alias in node.names]
        else:
            continue
        for name in names:
            while name and name not in modules:  # ``import warkit.tui.app`` names a module; a name in it does not
                name = name.rpartition(".")[0]
            if name:
                found.add(name)
    return found


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Each circle of imports in ``graph`` (module → the modules it imports), as a path that ends
    where it starts: one for each group of modules that reach one another (Tarjan's algorithm)."""
    order: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[list[str]] = []

    def visit(module: str) -> None:
        order[module] = low[module] = len(order)
        stack.append(module)
        for other in sorted(graph.get(module, ())):
            if other not in order:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], order[other])
        if low[module] == order[module]:
            group = stack[stack.index(module) :]
            del stack[stack.index(module) :]
            if len(group) > 1:
                groups.append(sorted(group))

    for module in sorted(graph):
        if module not in order:
            visit(module)
    return [_path_around(group, graph) for group in groups]


def _path_around(group: list[str], graph: dict[str, set[str]]) -> list[str]:
    """The shortest path from the group's first module back to it, through the group."""
    start, members = group[0], set(group)
    paths = {start: [start]}
    queue = [start]
    for module in queue:
        for other in sorted(graph[module] & members):
            if other == start:
                return [*paths[module], start]
            if other not in paths:
                paths[other] = [*paths[module], other]
                queue.append(other)
    raise AssertionError(group)


def warkit_graph() -> dict[str, set[str]]:
    modules = {module_name(path) for path in MODULES}
    return {module_name(path): imported_modules(path, modules) - {module_name(path)} for path in MODULES}


def test_no_module_of_warkit_imports_itself_back_through_others() -> None:
    """No import circle between warkit's modules, counting lazy imports and those made only for
    type checking."""
    graph = warkit_graph()
    assert [" → ".join(path) for path in circles(graph)] == []


def test_a_circle_through_a_lazy_or_type_checking_import_is_seen(tmp_path: Path) -> None:
    (tmp_path / "a.py").write_text("def f():\n    from .b import B\n", encoding="utf-8")
    (tmp_path / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from . import a\nfrom .c import C\n", encoding="utf-8"
    )
    (tmp_path / "c.py").write_text("import os\n", encoding="utf-8")
    modules = {"p.a", "p.b", "p.c"}
    graph = {f"p.{name}": imported_modules(tmp_path / f"{name}.py", modules, "p") for name in "abc"}
    assert graph == {"p.a": {"p.b"}, "p.b": {"p.a", "p.c"}, "p.c": set()}
    assert circles(graph) == [["p.a", "p.b", "p.a"]]
