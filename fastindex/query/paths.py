"""Which files are tests, fixtures or migrations, by the usual path conventions: one rule shared by `search
--no-tests` (leaves their definitions out) and `context` (halves their score: their callers are examples, not
the code a change has to keep working).

A path is a test path when it has a tests/ test/ __tests__/ spec/ e2e/ fixtures/ migrations/ folder, or its file
is test_x.py, x_test.go, x.test.ts, x.spec.tsx or conftest.py.
"""
from __future__ import annotations

import re

TEST_PATH = re.compile(r"(^|/)(tests?|__tests__|spec|e2e|fixtures|migrations)/|(^|/)test_[^/]*$|_test\.\w+$|"
                       r"\.(test|spec)\.\w+$|(^|/)conftest\.py$")


def is_test_path(path: str) -> bool:
    """True for a file that is a test, fixture or migration (repo-relative, '/'-separated path)."""
    return TEST_PATH.search(path) is not None
