"""Choosing tests composes: the long and install tests stay out of every run that does not ask for them by name."""

from __future__ import annotations

import pytest
from conftest import ROOT

pytest_plugins = ["pytester"]

SAMPLE = """
import pytest

def test_quick():
    pass

@pytest.mark.long
def test_long():
    pass

@pytest.mark.install
def test_install():
    pass
"""


def ran(pytester: pytest.Pytester, *args: str) -> set[str]:
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:textual-snapshot", "-p", "no:syrupy", "-p", "no:asyncio", "-p", "no:anyio", "--collect-only", "-q", *args)
    return {line.rpartition("::")[2] for line in result.outlines if "::" in line}


def test_long_and_install_tests_run_only_when_the_marker_expression_names_them(pytester: pytest.Pytester) -> None:
    pytester.makeconftest((ROOT / "tests" / "conftest.py").read_text(encoding="utf-8"))
    pytester.makepyfile(test_sample=SAMPLE)
    pytester.makeini("[pytest]\nmarkers =\n    long: long\n    install: install\n")
    assert ran(pytester) == {"test_quick"}
    assert ran(pytester, "-m", "not install") == {"test_quick"}
    assert ran(pytester, "-m", "long") == {"test_long"}
    assert ran(pytester, "-m", "long or not long") == {"test_quick", "test_long"}
    assert ran(pytester, "-m", "install") == {"test_install"}
    assert ran(pytester, "-m", "long or install") == {"test_long", "test_install"}
    assert ran(pytester, "-k", "install") == set()
