"""Hostile inputs: files a monorepo really holds (huge, deeply nested, binary, odd encodings) and files that
take too long to parse. Each is indexed with the right counts or recorded with a named reason; the run goes
on and every discovered file is accounted for."""
from __future__ import annotations

import json

import pytest
from conftest import index_snapshot, write

from fastindex import cli
from fastindex.map.extract import ParseTimeout, map_file
from fastindex.map.load import DEFAULT_PARSE_TIMEOUT, load_and_map

SMALL = "class A:\n    def m(self):\n        return helper()\n\n\ndef helper():\n    return 1\n"


def many_functions(n: int) -> str:
    return "".join(f"def f{i}(x):\n    return g(x) + [a for a in x if a]\n" for i in range(n))


# ---- a per-file parse budget: tree-sitter's own cancellation ---------------------------------------------

# About 1 MB of Python: its parse alone takes hundreds of milliseconds on any machine, far past TINY_BUDGET;
# a 7-line file parses in tens of microseconds, far inside it.
BIG = many_functions(20_000)
TINY_BUDGET = 0.02


def test_parse_past_its_budget_is_cancelled_by_tree_sitter():
    with pytest.raises(ParseTimeout, match="budget"):
        map_file("big.py", BIG.encode(), parse_timeout=TINY_BUDGET)
    # the same (reused) parser then parses a file whole: the cancelled parse is not resumed
    table = map_file("small.py", SMALL.encode(), parse_timeout=DEFAULT_PARSE_TIMEOUT)
    assert [d.qualname for d in table.definitions] == ["A", "A.m", "helper"]
    assert table == map_file("small.py", SMALL.encode())   # the budget never changes what is extracted


def test_timed_out_file_is_recorded_and_the_run_goes_on(tmp_path):
    root = tmp_path / "repo"
    write(root, "big.py", BIG)
    write(root, "small.py", SMALL)
    write(root, "b.ts", "export function f(): number { return 1; }\n")
    result, snap = index_snapshot(root, tmp_path / "o.fidx", parse_timeout=TINY_BUDGET)
    files = {f.path: f for f in snap.files}
    assert set(files) == {"big.py", "small.py", "b.ts"}          # kept, with its reason: counted, not lost
    big = files["big.py"]
    assert big.error == f"timeout: parse ran past the {TINY_BUDGET:g} s budget"
    assert big.definitions == [] and big.size == len(BIG)
    assert [d.qualname for d in files["small.py"].definitions] == ["A", "A.m", "helper"]
    assert [d.qualname for d in files["b.ts"].definitions] == ["f"]
    assert snap.report["errors"] == {"timeout": ["big.py"]}
    assert {"path": "big.py", "reason": big.error} in snap.problems
    assert snap.meta["run"]["parse_timeout"] == TINY_BUDGET


def test_cli_parse_timeout_flag(tmp_path, capsys):
    root = tmp_path / "repo"
    write(root, "big.py", BIG)
    write(root, "small.py", SMALL)
    out, report = tmp_path / "o.fidx", tmp_path / "r.json"
    assert cli.main(["index", str(root), "-o", str(out), "--parse-timeout", str(TINY_BUDGET), "--report",
                     str(report), "-q"]) == 0
    assert json.loads(report.read_text())["errors"] == {"timeout": ["big.py"]}
    code = cli.main(["index", str(root), "-o", str(out), "--parse-timeout", "-1", "-q"])
    err = capsys.readouterr().err
    assert code == 2 and err.strip() == "fastindex: error: --parse-timeout must be >= 0 seconds"
    # the CLI writes the default out (it does not import the map to start up): it must be the map's
    assert cli.build_parser().parse_args(["index", ".", "-o", "x"]).parse_timeout == DEFAULT_PARSE_TIMEOUT


def test_no_budget_parses_whole(tmp_path):
    write(tmp_path, "mid.py", many_functions(300))
    for budget in (0, None):
        table, reason, _ = load_and_map(str(tmp_path), "mid.py", "python", budget)
        assert reason == "" and not table.error and len(table.definitions) == 300
