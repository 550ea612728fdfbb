"""Tests of the bench helpers themselves (collected by `make test`, see pyproject's testpaths)."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from bench import free_stem

REPO_ROOT = Path(__file__).resolve().parents[1]


def test_a_second_record_the_same_day_gets_its_own_name(tmp_path):
    stem = str(tmp_path / "saleor-2026-11-30")
    assert free_stem(stem) == stem
    Path(stem + ".md").write_text("first run")
    assert free_stem(stem) == stem + "-2"
    Path(stem + "-2.json").write_text("{}")        # either file of a pair takes the name
    assert free_stem(stem) == stem + "-3"
    assert Path(stem + ".md").read_text() == "first run"


def test_the_accuracy_harness_finds_the_helper_when_run_as_a_script():
    # `make accuracy` runs bench/accuracy/run.py as a script (sys.path[0] is bench/accuracy, not the repo root)
    proc = subprocess.run([sys.executable, str(REPO_ROOT / "bench" / "accuracy" / "run.py"), "--help"],
                          capture_output=True, text=True, cwd="/")
    assert proc.returncode == 0, proc.stderr
    assert "--record" in proc.stdout
