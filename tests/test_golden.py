"""Golden files: the sorted text dump of each fixture repo's snapshot.

On a mismatch the test prints a unified diff. To accept new output (after reading it!):
    FASTINDEX_ACCEPT=1 .venv/bin/python -m pytest tests/test_golden.py
"""
from __future__ import annotations

import difflib
import os

import pytest
from conftest import FIXTURE_CASES, FIXTURES

from fastindex.exports.text import dump_text

ACCEPT = os.environ.get("FASTINDEX_ACCEPT") == "1"
ACCEPT_COMMAND = "FASTINDEX_ACCEPT=1 .venv/bin/python -m pytest tests/test_golden.py"


def test_every_fixture_has_a_golden():
    assert {"py_basic", "ts_basic", "tsconfig_paths", "workspace"} <= set(FIXTURE_CASES)
    if not ACCEPT:
        missing = [c for c in FIXTURE_CASES if not (FIXTURES / f"{c}.golden.txt").exists()]
        assert not missing, f"fixtures without a golden file: {missing}; run {ACCEPT_COMMAND}"


@pytest.mark.parametrize("case", FIXTURE_CASES)
def test_golden(case, fixture_snapshots):
    actual = dump_text(fixture_snapshots[case])
    golden = FIXTURES / f"{case}.golden.txt"
    if ACCEPT:
        golden.write_text(actual, encoding="utf-8")
        return
    expected = golden.read_text(encoding="utf-8") if golden.exists() else ""
    if actual != expected:
        diff = "".join(difflib.unified_diff(expected.splitlines(True), actual.splitlines(True),
                                            f"{golden.name} (golden)", f"{case} (actual)"))
        pytest.fail(f"{case}: output differs from {golden.name}:\n{diff}\n"
                    f"If the new output is right, accept it with:\n    {ACCEPT_COMMAND}", pytrace=False)
