"""Tests of the bench helpers themselves (collected by `make test`, see pyproject's testpaths)."""
from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

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


RAY_CHILD = """
import os, sys, time
import ray
from fastindex.execute import ray_backend
ray_backend.start(1)
pid = ray.remote(lambda: os.getpid()).options(num_cpus=1)
pids = set(ray.get([pid.remote() for _ in range(3)]))
print(" ".join(map(str, sorted(pids))), flush=True)
time.sleep(float(sys.argv[1]))
ray.shutdown()
"""


def test_the_tree_monitor_counts_ray_workers_but_not_rays_agents():
    # A real local Ray instance under the monitor: the processes that ran tasks are workers; the dashboard and
    # runtime-env agents (also titled `ray::...`) are not, though they are in the tree.
    import psutil

    from bench.run import RAY_AGENT_TITLES, TreeMonitor
    proc = subprocess.Popen([sys.executable, "-c", RAY_CHILD, "3"], stdout=subprocess.PIPE, text=True,
                            cwd=REPO_ROOT)
    mon = TreeMonitor(proc.pid, interval=0.05)
    mon.start()
    try:
        task_pids = {int(x) for x in proc.stdout.readline().split()}
        agents = set()
        for p in psutil.Process(proc.pid).children(recursive=True):
            try:
                if " ".join(p.cmdline()[:3]).startswith(RAY_AGENT_TITLES):
                    agents.add(p.pid)
            except psutil.Error:
                pass
        assert proc.wait(timeout=120) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
        stats = mon.stop()
    assert task_pids and task_pids <= mon.worker_pids
    assert agents, "no Ray agent process found: the check below would prove nothing"
    assert not agents & mon.worker_pids
    assert stats["peak_rss_driver_plus_workers_sampled"] >= stats["peak_rss_workers_sampled"] > 0


def test_the_peak_rss_target_reads_driver_and_workers_at_once_when_ray_sampled_them():
    from bench.run import targets

    def verdict(at_once):
        h = {"e2e_over_all_cores_floor": 4.0, "best_e2e_config": "N", "best_e2e_over_all_cores_floor": 4.0,
             "e2e_lines_per_s_N": 50_000, "peak_rss_driver_plus_workers_N": 1_700_000_000,
             "peak_rss_tree_N": 1_900_000_000, "map_speedup_N_vs_1": 1.5, "floor_speedup_N_vs_1": 1.9,
             "snapshot_over_source_bytes": 0.2}
        if at_once is not None:
            h["peak_rss_driver_plus_workers_at_once_N"] = at_once
        res = {"corpus": {"name": "synth-1m"}, "runs": {"N": {"e2e_wall_s": 30.0, "backend": "ray"},
                                                        "1": {"e2e_wall_s": 50.0, "backend": "inprocess"}},
               "workers": 2}
        return next(r for r in targets(res, h) if r["target"].startswith("peak RSS"))

    row = verdict(1_300_000_000)   # Ray: the same-instant sum decides; the separate peaks' sum is shown
    assert (row["value"], row["status"]) == ("1,300 MB", "PASS")
    assert "1,700 MB" in row["note"] and "1,900 MB" in row["note"]
    row = verdict(None)            # in-process (no sampled sum): the driver's peak as before
    assert (row["value"], row["status"]) == ("1,700 MB", "MISS")


MEMORY_CHILD = """
import sys, time
a = bytearray(60_000_000)
time.sleep(0.6)
open(sys.argv[1], "w").close()     # the measured part ends here
b = bytearray(400_000_000)         # what comes after (the bench's edges read back) is not the run's memory
time.sleep(0.6)
"""


def test_the_tree_monitor_stops_its_memory_peaks_where_the_measured_part_ends(tmp_path):
    from bench.run import TreeMonitor

    def peak(until):
        marker = tmp_path / "done"
        if marker.exists():
            marker.unlink()
        proc = subprocess.Popen([sys.executable, "-c", MEMORY_CHILD, str(marker)])
        mon = TreeMonitor(proc.pid, interval=0.05, measured_until=str(marker) if until else None)
        mon.start()
        assert proc.wait(timeout=60) == 0
        return mon.stop()

    stopped, whole = peak(True), peak(False)
    assert 60e6 <= stopped["peak_rss_tree"] < 300e6
    assert stopped["peak_rss_driver_plus_workers_sampled"] == stopped["peak_rss_tree"]
    assert whole["peak_rss_tree"] >= 400e6
    assert stopped["cpu_tree_s"] > 0


FORKING_CHILD = """
import os, sys, time
a = bytearray(50_000_000)
pid = os.fork()
if pid == 0:                       # as fastindex.reduce.parallel does: same command line
    b = bytearray(200_000_000)
    for i in range(0, len(b), 4096):
        b[i] = 1
    time.sleep(0.8)
    os._exit(0)
os.waitpid(pid, 0)
"""


def test_the_tree_monitor_counts_the_reduces_forked_processes_with_the_workers():
    from bench.run import TreeMonitor
    proc = subprocess.Popen([sys.executable, "-c", FORKING_CHILD])
    mon = TreeMonitor(proc.pid, interval=0.05)
    mon.start()
    assert proc.wait(timeout=60) == 0
    stats = mon.stop()
    assert stats["reduce_processes_seen"] == 1 and stats["worker_processes_seen"] == 0
    assert stats["peak_rss_workers_sampled"] >= 200e6
    assert stats["peak_rss_driver_plus_workers_sampled"] >= 250e6
    assert stats["cpu_by_role_s"]["reduce_children"] > 0


EXECING_CHILDREN = """
import os, time
for _ in range(40):                # as a subprocess (git) is started: forked, then exec'd a moment later
    pid = os.fork()
    if pid == 0:
        time.sleep(0.005)          # far longer than git's fork-to-exec, far shorter than the samples' interval
        os.execv("/bin/sleep", ["sleep", "0.02"])
    os.waitpid(pid, 0)
"""


def test_the_tree_monitor_does_not_take_a_subprocess_before_its_exec_for_a_forked_process():
    from bench.run import TreeMonitor
    proc = subprocess.Popen([sys.executable, "-c", EXECING_CHILDREN])
    mon = TreeMonitor(proc.pid)   # the bench's interval, 0.1 s
    mon.start()
    assert proc.wait(timeout=60) == 0
    stats = mon.stop()
    assert stats["reduce_processes_seen"] == 0 and stats["worker_processes_seen"] == 0


def test_zstd_sections_measures_every_section_of_a_snapshot(tmp_path, capsys):
    """bench.zstd_sections: one row per section of a real snapshot, with the writer's parameters' size of it."""
    from bench import zstd_sections
    from fastindex.pipeline import IndexOptions, index, write_snapshot
    from fastindex.snapshot import SnapshotReader, compressor

    root = tmp_path / "repo"   # a copy outside the repository's work tree, as tests/conftest.py makes them
    shutil.copytree(REPO_ROOT / "tests" / "fixtures" / "py_basic", root)
    out = tmp_path / "s.fidx"
    opts = IndexOptions(progress=False, backend="inprocess")
    write_snapshot(index(str(root), opts), str(out), opts)
    zstd_sections.main([str(out), "--levels", "3", "--repeat", "1"])
    rows = {line.split("|")[1].strip(): line.split("|")[2:-1] for line in capsys.readouterr().out.splitlines()
            if line.startswith("| ") and not line.startswith("| section")}
    with SnapshotReader(str(out)) as r:
        names = set(r.sections)
        data = r.data("definitions")
    assert set(rows) == names | {"total"}
    assert float(rows["definitions"][2].replace(",", "")) * 1000 == \
        pytest.approx(len(compressor("definitions").compress(data)), abs=50)


def test_the_map_ab_compares_two_extractors_file_by_file(tmp_path, capsys):
    """bench.map_ab: the same extract.py on both sides maps every file identically and times both; a version
    whose tables differ is refused before any timing."""
    from bench import map_ab
    repo = tmp_path / "repo"
    (repo / "pkg").mkdir(parents=True)
    (repo / "pkg" / "a.py").write_text("def f(x: int) -> int:\n    return g(x)\n\n\ndef g(y):\n    return y\n")
    (repo / "web.ts").write_text("export function h(n: number): number { return n + 1; }\n")
    # a .ts file that parses with errors (read as TSX first: TypeScript's own error-check query is then kept among
    # the compiled languages, which the rounds walk)
    (repo / "broken.ts").write_text("export function broken(: number { return <T>(n); }\n")
    extract = str(REPO_ROOT / "fastindex" / "map" / "extract.py")
    assert map_ab.main([str(repo), "--base", extract, "--new", extract, "--rounds", "2"]) == 0
    out = capsys.readouterr().out
    assert "round 2:" in out and "3 files, tables identical; median new/base" in out
    # a version that finds one definition fewer in every file
    other = tmp_path / "extract.py"
    source = Path(extract).read_text()
    marker = "\ndef _extract("
    assert source.count(marker) == 1
    other.write_text(source.replace(marker, "\ndef _extract_shipped(") + """

def _extract(*args, **kwargs):
    table = _extract_shipped(*args, **kwargs)
    return table._replace(definitions=table.definitions[1:])
""")
    assert map_ab.main([str(repo), "--base", extract, "--new", str(other), "--rounds", "1"]) == 1
    assert "tables differ in 2 files" in capsys.readouterr().err   # (broken.ts declares none)


def test_the_query_cost_splits_each_grammars_query_by_category(tmp_path, capsys):
    """bench.query_cost: a .ts file counts under TSX's grammar (parsed with it first), each category's matches
    add up to the whole query's, and a minified file (never parsed by the map) is left out."""
    from bench import query_cost
    repo = tmp_path / "repo"
    repo.mkdir()
    (repo / "a.py").write_text("import os\n\n\ndef f(x):\n    return os.path.join(x)\n")
    (repo / "web.ts").write_text("import { g } from './g';\nexport function h(n: number) { return g(n); }\n")
    (repo / "bundle.js").write_text("var a=1;" * 20_000 + "\n")
    assert query_cost.main([str(repo)]) == 0
    out = capsys.readouterr().out
    rows = {line.split("|")[1].strip(): line for line in out.splitlines() if line.startswith("| ")}
    assert "tsx" in rows and "python" in rows and "javascript" not in rows and "typescript" not in rows
    for grammar in ("python", "tsx"):
        whole = int(rows[grammar].split("(")[1].split(")")[0].replace(",", ""))
        section = out.split(f"\n{grammar}: each category")[1].split("\n\n")[0]
        by_category = [int(line.split("|")[4].strip().replace(",", "")) for line in section.splitlines()
                       if line.startswith("| ") and not line.startswith(("| category", "|---"))]
        assert whole > 0 and sum(by_category) == whole


def test_a_corpus_that_cannot_be_fetched_leaves_no_half_made_checkout(tmp_path, monkeypatch, capsys):
    """`make corpus REPO=x` offline left an empty git repository in the cache, which a later `make bench REPO=x`
    took for the corpus ("no source files found"); now nothing is left, and a `.git` alone is no checkout."""
    from bench.run import is_checkout
    from corpora import fetch

    monkeypatch.setenv("GIT_ALLOW_PROTOCOL", "file")   # https refused by git itself: offline, wherever this runs
    cache = tmp_path / "cache"
    assert fetch.main(["excalidraw", "--cache", str(cache)]) == 2
    assert "could not be fetched" in capsys.readouterr().err
    assert not (cache / "excalidraw").exists()
    (cache / "excalidraw" / ".git").mkdir(parents=True)   # as the fetch before this change left it
    assert not is_checkout(str(cache / "excalidraw")) and not is_checkout(str(cache / "nothing"))
    (cache / "excalidraw" / "README.md").write_text("x")
    assert is_checkout(str(cache / "excalidraw"))


def test_make_corpus_of_a_synthetic_size_says_how_to_get_it(capsys):
    from corpora import fetch

    assert fetch.main(["synth-100k"]) != 0
    err = capsys.readouterr().err
    assert "synth-100k is generated, not fetched: `make bench REPO=synth-100k` makes it" in err, err


def test_the_history_bench_replays_real_commits_in_a_worktree_and_leaves_the_checkout_alone(tmp_path, capsys,
                                                                                           monkeypatch):
    """bench.history indexes each of the last commits against the snapshot of the one before and compares it
    with a full index; the checkout keeps its HEAD and no worktree stays behind. A folder that is no git
    checkout is one line and exit 2."""
    import bench.history as history
    monkeypatch.setattr(history, "CACHE_DIR", str(tmp_path / "cache"))
    repo = tmp_path / "repo"
    ident = ["-c", "user.email=t@t", "-c", "user.name=t", "-c", "commit.gpgsign=false"]

    def git(*args: str) -> str:
        return subprocess.run(["git", *ident, "-C", str(repo), *args], check=True, capture_output=True,
                              text=True).stdout

    repo.mkdir()
    git("init", "-q")
    steps = [("app/util.py", "def helper():\n    return 1\n"),
             ("app/use.py", "from app.util import helper\n\n\ndef run():\n    return helper()\n"),
             ("app/util.py", "def helper():\n    return 2\n\n\ndef more():\n    return 3\n")]
    for rel, text in steps:
        (repo / rel).parent.mkdir(parents=True, exist_ok=True)
        (repo / rel).write_text(text)
        git("add", "-A")
        git("commit", "-q", "-m", rel)
    head = git("rev-parse", "HEAD")
    results = tmp_path / "results"
    assert history.main(["--repo-dir", str(repo), "--commits", "2", "--results-dir", str(results)]) == 0
    report = next(results.glob("history-repo-*.md")).read_text()
    rows = [line for line in report.splitlines() if line.startswith("| ") and not line.startswith("| commit")]
    assert len(rows) == 2 and all(row.endswith("| yes |") for row in rows), rows
    assert "| 1/0/0 |" in rows[0] and "| 0/1/0 |" in rows[1]   # use.py added, then util.py modified
    assert "every incremental snapshot equal to the full index: **yes**" in report
    assert git("rev-parse", "HEAD") == head and git("status", "--porcelain") == ""
    assert len(git("worktree", "list").splitlines()) == 1
    branch = git("symbolic-ref", "--short", "HEAD")
    assert history.main(["--repo-dir", str(repo), "--commits", "1", "--in-place", "--no-write"]) == 0
    assert git("symbolic-ref", "--short", "HEAD") == branch and git("rev-parse", "HEAD") == head   # on its branch
    capsys.readouterr()
    assert history.main(["--repo-dir", str(tmp_path / "nothing"), "--no-write"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "no such folder" in err, err


@pytest.mark.parametrize(("path", "source"), [
    ("a.py", "import os\n\n\ndef f():\n    return 1\n"),
    ("a.go", "package a\n\nfunc F() int {\n\treturn 1\n}\n"),
    ("a.rs", "pub struct S;\n\nimpl S {\n    pub fn f(&self) {}\n}\n"),
    ("A.java", "package a;\n\npublic class A {\n    void f() {}\n}\n"),
    ("A.cs", "namespace A;\n\npublic class A\n{\n    void F() {}\n}\n"),
    ("a.kt", "package a\n\nclass A {\n    fun f() = 1\n}\n"),
    ("a.rb", "class A\n  def f\n    1\n  end\nend\n"),
    ("a.php", "<?php\nnamespace A;\n\nclass A {\n    function f() {}\n}\n"),
    ("a.c", "#include <stdio.h>\n\nint f(void) {\n    return 1;\n}\n"),
    ("a.h", "#pragma once\nint f(void);\n"),
    ("a.cpp", "namespace a {\nclass A {\n public:\n  int f();\n};\n}\n"),
    ("a.ts", "export const x = 1;\n"),
    ("a.tsx", "export const X = () => <div/>;\n"),
    ("a.js", "export const x = 1;\n"),
])
def test_the_incremental_bench_appends_a_definition_each_language_parses(path, source):
    """bench.incremental's change: a definition the file's language takes at its end, with no syntax error (a
    JavaScript function appended to a Java file made error nodes, and the changed names of a broken table)."""
    from bench.incremental import appendix
    from fastindex.map.extract import map_file

    before = map_file(path, source.encode())
    after = map_file(path, (source + appendix(path, 7)).encode())
    assert before.parse_errors == after.parse_errors == 0
    assert before.definitions == after.definitions[:len(before.definitions)]
    added = after.definitions[len(before.definitions):]
    assert added and all("7" in d.name for d in added if not d.local)


def test_the_parse_floor_reads_shards_of_files_gitattributes_marks_generated(tmp_path):
    """make_shards gives a file .gitattributes marks linguist-generated a third field; the floor's pool took
    two and `make bench` of saleor (which marks its `*_auto_*.py` migrations so) died in the floor."""
    from bench import floor
    (tmp_path / ".gitattributes").write_text("gen.py linguist-generated\n")
    (tmp_path / "gen.py").write_text("def g():\n    return 1\n")
    (tmp_path / "app.py").write_text("from gen import g\n\n\ndef main():\n    return g()\n")
    found = floor.discover_files(str(tmp_path))
    assert {f.path: f.generated for f in found.files} == {"app.py": None, "gen.py": True}
    one, both = floor.single_process(str(tmp_path), found.files), floor.all_cores(str(tmp_path), found.files, 2)
    assert one["files"] == both["files"] == 2 and one["lines"] == both["lines"] == 7
