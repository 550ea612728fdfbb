"""The reduce on several processes (fastindex/reduce/parallel.py) gives the sequential link's result exactly:
with files that meet cycle guards in a child's part (linked again by the driver), with a depth limit (every file
linked by the driver), with a child that fails or dies. Through the pipeline, in-process and on Ray:
test_determinism.py."""
from __future__ import annotations

import os

import numpy as np
import pytest
from conftest import FIXTURE_CASES, copy_fixture, write

from fastindex.graph import edge_array
from fastindex.pipeline import IndexOptions, index
from fastindex.reduce import parallel
from fastindex.reduce.link import CYCLE, DEEP, Linker
from fastindex.snapshot.codec import MAX_KEYED_NODES, edge_order


def tables_of(root):
    result = index(str(root), IndexOptions(backend="inprocess", progress=False))
    return result.tables, result.configs or []


def normal(r, tables) -> tuple:
    """A LinkResult with its edges as node-id rows (parallel.link's; Linker.link's tuples made rows) and each
    file's dependencies as a set (a FileLink keeps them in no order)."""
    files = {p: (frozenset(fl.deps), fl.counts) for p, fl in r.files.items()}
    rows = r.edges if isinstance(r.edges, np.ndarray) else edge_array(tables, r.edges, r.externals)
    return rows.tolist(), r.unresolved, r.externals, r.counts, files, r.structural, r.owner


def both(root, processes: int, claimed: bool = True):
    """parallel.link on `processes` and the sequential link; with `claimed` False, two processes' parts are cut
    beforehand (not claimed as they go, where which process links a file depends on timing)."""
    tables, configs = tables_of(root)
    stats: dict = {}
    fast = parallel.link(str(root), tables, configs, processes, stats, claimed=claimed)
    slow = Linker(str(root), tables, configs).link()
    return normal(fast, tables), normal(slow, tables), stats, slow


@pytest.fixture(scope="module")
def fixtures_repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("par") / "repo"
    for case in FIXTURE_CASES:
        copy_fixture(case, root)
    return root


@pytest.mark.parametrize("processes", [2, 3, 5])
def test_every_fixture_links_the_same_on_several_processes(fixtures_repo, processes):
    fast, slow, stats, _ = both(fixtures_repo, processes)
    assert fast == slow
    assert stats["processes"] == processes and "linked_here" not in stats
    assert len(stats["children_peak_rss"]) == processes - 1 and all(stats["children_peak_rss"])


def fillers(root, n: int = 8) -> None:
    """Files heavy in reference sites between the early and the late files: the parts are cut among them."""
    for i in range(n):
        write(root, f"n/f{i}.py", f"def g{i}():\n    return " + " + ".join([f"g{i}()"] * 30) + "\n")


def write_cycle(root) -> None:
    """`a` re-exports `b` and `c`, `b` re-exports `a`; m_user1 imports f from `a`, z_user2 from `b`."""
    write(root, "lib/a.ts", "export * from './b';\nexport * from './c';\n")
    write(root, "lib/b.ts", "export * from './a';\n")
    write(root, "lib/c.ts", "export function f() { return 1; }\n")
    write(root, "m_user1.ts", "import { f } from './lib/a';\nf();\n")
    write(root, "z_user2.ts", "import { f } from './lib/b';\nf();\n")


def write_narrowing(root) -> None:
    """`image = image.convert(..)` inside `if image.mode != 'RGB':` (a narrowing that reads itself)."""
    write(root, "z_fmt.py", "class Image:\n    mode: str\n\n    def convert(self, m: str) -> 'Image':\n"
                            "        return self\n\n\ndef f(image):\n    if image.mode != 'RGB':\n"
                            "        image = image.convert('RGB')\n    return image.mode\n")


def write_chain(root) -> None:
    """A value typed through 80 assignments; m_user reads x40, z_user x80."""
    chain = "".join(f"x{i + 1} = x{i}\n" for i in range(80))
    write(root, "chain.py", "class A:\n    def m(self):\n        pass\n\n\nx0 = A()\n" + chain)
    write(root, "m_user.py", "from chain import x40\n\nx40.m()\n")
    write(root, "z_user.py", "from chain import x80\n\nx80.m()\n")


def test_files_of_a_child_that_met_a_cycle_guard_are_linked_again_by_the_driver(tmp_path):
    """`a` re-exports `b` and `c`, `b` re-exports `a`. In path order, m_user asks `a` for f first: `b`'s
    answer, met inside that lookup, is "not found" (the lookup of `a` is in progress) and memoised, so z_user's
    `f` through `b` stays unresolved. A child starting afresh at z_user would find c.f: the driver links z_user
    again, after its own part, and gets the sequential answer."""
    root = tmp_path / "repo"
    write_cycle(root)
    fillers(root)
    fast, slow, stats, seq = both(root, 2, claimed=False)
    assert fast == slow
    assert {p for p, fl in seq.files.items() if CYCLE in fl.deps} == {"m_user1.ts", "z_user2.ts"}
    assert [(e[0][1], e[1]) for e in seq.edges if e[2] == "calls" and e[0][1].endswith("user1.ts")] == \
        [("m_user1.ts", ("def", "lib/c.ts", 0))]
    assert [(u.path, u.reason) for u in seq.unresolved] == [("z_user2.ts", "unknown")]   # the order's answer
    assert stats["relinked"] == 1 and "linked_here" not in stats


def test_a_narrowing_that_reads_itself_is_a_cycle_guard_not_a_depth_limit(tmp_path):
    """`image = image.convert(..)` inside `if image.mode != 'RGB':` reads the narrowing of image while reading it
    (saleor's thumbnail/utils.py). That guard is a cycle: the driver links that file again, the children's other files
    stand. As a depth limit it made the driver link every file itself (saleor's reduce on 2 processes as slow
    as on one)."""
    root = tmp_path / "repo"
    write_narrowing(root)
    fillers(root)
    fast, slow, stats, seq = both(root, 2, claimed=False)
    assert fast == slow
    assert {p for p, fl in seq.files.items() if CYCLE in fl.deps} == {"z_fmt.py"}
    assert not any(DEEP in fl.deps for fl in seq.files.values())
    assert stats["relinked"] == 1 and "linked_here" not in stats


def test_a_function_returning_a_call_of_itself_is_a_cycle_guard_not_a_depth_limit(tmp_path):
    """emscripten's `function attachFinalizer(handle) {..; return attachFinalizer(handle); }` (excalidraw's
    woff2-bindings.ts): its result, inferred from its returns, reads its own result. Each call's inference started
    afresh and recursed until the Python stack ran out: a DEEP marker, and the driver linked every file itself
    (excalidraw's reduce on 2 processes as slow as on one). The inference is memoised per function: a cycle guard,
    the driver links that file again and the children's other files stand."""
    root = tmp_path / "repo"
    write(root, "z_bindings.js", "class Handle {\n  go() {}\n}\n"
                                 "function attachFinalizer(handle) {\n  if (typeof G === 'undefined') {\n"
                                 "    attachFinalizer = function (h) { return h; };\n    return handle;\n  }\n"
                                 "  return attachFinalizer(handle);\n}\n"
                                 "function make() {\n  const h = attachFinalizer(new Handle());\n  h.go();\n}\n")
    fillers(root)
    fast, slow, stats, seq = both(root, 2, claimed=False)
    assert fast == slow
    assert not any(DEEP in fl.deps for fl in seq.files.values())
    assert CYCLE in seq.files["z_bindings.js"].deps
    assert stats["relinked"] == 1 and "linked_here" not in stats


def test_a_depth_limit_in_a_child_links_every_file_in_the_driver(tmp_path):
    """A value typed through a chain of 80 assignments. In path order m_user types x40 first (40 steps, under
    MAX_INSTANCE_DEPTH) and z_user's x80 then takes 40 more from the memo; a child starting afresh at z_user
    would stop at the depth limit. Whatever the stack or the limit allowed depends on what the memo held, so
    a child's DEEP marker sends every file to the driver."""
    root = tmp_path / "repo"
    write_chain(root)
    fillers(root)
    fast, slow, stats, seq = both(root, 2, claimed=False)
    assert fast == slow
    assert not any(DEEP in fl.deps for fl in seq.files.values())
    assert ("z_user.py", ("def", "chain.py", 1)) in {(e[0][1], e[1]) for e in seq.edges if e[2] == "calls"}
    assert "depth" in stats["linked_here"] and stats["relinked"] == 0


def test_two_processes_claim_every_file_once_the_driver_from_the_front_the_child_from_the_back():
    """_Claims across a real fork: the driver asks for the paths in order, the child (at the same time) from the
    last back; each path goes to one of them, the driver's a run from the first path, the child's the rest."""
    paths = [f"f{i:04d}.py" for i in range(3000)]
    claims = parallel._Claims(paths)
    read, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:   # the child: claim from the back, report what it took
        os.close(read)
        took = [p for p in reversed(paths) if claims.back(p)]
        os.write(write_end, "\n".join(took).encode())
        os._exit(0)
    os.close(write_end)
    mine = [p for p in paths if claims.front(p)]
    os.waitpid(pid, 0)
    chunks = []
    while chunk := os.read(read, 1 << 16):
        chunks.append(chunk)
    os.close(read)
    theirs = b"".join(chunks).decode().split("\n") if chunks else []
    theirs = [p for p in theirs if p]
    assert mine == paths[:len(mine)]
    assert sorted(theirs) == paths[len(mine):]


def test_claimed_parts_give_the_sequential_result_wherever_they_meet(tmp_path):
    """The cycle guard, the narrowing that reads itself, the depth limit and the function returning a call of itself
    of the tests above, in one repository: on two processes claiming their files as they go, the result is the
    sequential link's, whichever process took which file (three runs)."""
    root = tmp_path / "repo"
    write_cycle(root)
    write_narrowing(root)
    write_chain(root)
    write(root, "z_bindings.js", "function attach(handle) {\n  return attach(handle);\n}\nattach(1);\n")
    fillers(root)
    for _ in range(3):
        fast, slow, stats, _ = both(root, 2)
        assert fast == slow
        assert stats["processes"] == 2 and 0 <= stats["driver_files"] <= len(slow[4])


@pytest.mark.parametrize("how", ["raises", "dies"])
def test_a_child_that_fails_leaves_its_files_to_the_driver(fixtures_repo, monkeypatch, how):
    def broken(linker, part, fh, ids):
        if how == "dies":
            os._exit(7)   # killed mid-way: no result written
        raise MemoryError("out of memory")
    monkeypatch.setattr(parallel, "_link_part", broken)
    fast, slow, stats, _ = both(fixtures_repo, 3)
    assert fast == slow
    assert stats["linked_here"] == "a child process failed"


def test_a_child_that_dies_holding_the_claims_lock_leaves_every_file_to_the_driver(fixtures_repo, monkeypatch):
    """Two processes claiming their files: a child killed while it holds the claims' lock (from outside: the OOM
    killer) would hold it for ever. The driver waits a second, sees the child ended, and links every file itself:
    the sequential result, and no hang."""
    def dying(self, path):
        self._lock.acquire()
        os._exit(9)
    monkeypatch.setattr(parallel._Claims, "back", dying)
    fast, slow, stats, _ = both(fixtures_repo, 2)
    assert fast == slow
    assert stats["linked_here"] == "a child process failed"


def test_no_semaphore_for_the_claims_cuts_the_two_parts_beforehand(fixtures_repo, monkeypatch):
    """Where the fork context's lock cannot be made (no POSIX semaphores: a container without /dev/shm), two
    processes still link, their parts cut by reference sites beforehand: the sequential result."""
    class NoLocks:
        def Lock(self):
            raise OSError(38, "Function not implemented")
    monkeypatch.setattr(parallel.multiprocessing, "get_context", lambda method: NoLocks())
    fast, slow, stats, _ = both(fixtures_repo, 2)
    assert fast == slow
    assert stats["processes"] == 2 and "linked_here" not in stats


def test_a_file_whose_link_raises_is_left_unresolved_and_the_run_goes_on(tmp_path, monkeypatch):
    """A linker fault on one file (vuejs/core's self-typed callback parameter raised RecursionError, exit 3)
    costs that file's reference sites, not the run: they are left unresolved, its `contains` edges stay, the
    run's report and problems name it; the other files link as before, and a parallel reduce gives the
    sequential result."""
    root = tmp_path / "repo"
    write(root, "lib.py", "def helper():\n    return 1\n")
    write(root, "bad.py", "from lib import helper\n\n\nclass C:\n    def m(self):\n        return helper()\n")
    write(root, "good.py", "from lib import helper\n\nhelper()\n")
    fillers(root)
    clean = Linker(str(root), *tables_of(root)).link()
    real = Linker._link_file

    def failing(self, path, *args):
        if path == "bad.py":
            raise RecursionError("maximum recursion depth exceeded")
        return real(self, path, *args)
    monkeypatch.setattr(Linker, "_link_file", failing)
    fast, slow, stats, seq = both(root, 2)
    assert fast == slow
    assert seq.counts["link_failed"] == {"bad.py": "link: RecursionError: maximum recursion depth exceeded"}
    bad = seq.files["bad.py"]
    assert DEEP in bad.deps and bad.counts[0] == bad.counts[-1] > 0   # every site left "unknown"
    assert {(e[0][1], e[2]) for e in seq.edges if e[0][1] == "bad.py"} == {("bad.py", "contains")}
    assert [e for e in seq.edges if e[0][1] == "bad.py"] == [e for e in clean.edges
                                                            if e[0][1] == "bad.py" and e[2] == "contains"]
    assert [e for e in seq.edges if e[0][1] != "bad.py"] == [e for e in clean.edges if e[0][1] != "bad.py"]
    result = index(str(root), IndexOptions(backend="inprocess", progress=False))
    assert result.report.errors["link"] == ["bad.py"] and "link_failed" not in result.report.counts
    assert {"path": "bad.py", "reason": "link: RecursionError: maximum recursion depth exceeded"} in result.problems


def test_small_repositories_and_one_process_stay_sequential(fixtures_repo):
    tables, _ = tables_of(fixtures_repo)
    assert parallel.processes_for(tables, 8) == 1   # far below MIN_REFERENCES
    assert parallel.processes_for(tables, 1) == 1


def test_a_mid_sized_repository_gets_a_second_process(tmp_path, monkeypatch):
    """6,000 reference sites get a second process (one paid from a few thousand sites on: MediatR's 7.3K,
    0.25 -> 0.15 s; before 2026-12-05 only from 100K); the fixtures (far fewer) stay in one:
    test_small_repositories_and_one_process_stay_sequential."""
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)
    for name in ("a", "b"):
        write(tmp_path, f"{name}.py", "def f():\n    pass\n\n" + "f()\n" * 3_000)
    tables, _ = tables_of(tmp_path)
    assert sum(len(t.references) for t in tables) >= 6_000
    assert parallel.processes_for(tables, 2, budget=1 << 50) == 2
    assert parallel.processes_for(tables[:1], 2, budget=1 << 50) == 1   # one file: one process


@pytest.mark.parametrize("cores,workers,expected,budget", [
    (1, 0, 1, parallel.SMALL_MACHINE_BUDGET), (2, 0, 2, parallel.SMALL_MACHINE_BUDGET),
    (2, 1, 1, parallel.SMALL_MACHINE_BUDGET), (3, 0, 3, None), (8, 0, 8, None), (8, 4, 4, None), (8, 1, 1, None),
    (64, 0, 64, None)])
def test_the_default_uses_the_cores_within_a_budget_below_three(monkeypatch, cores, workers, expected, budget):
    monkeypatch.setattr(parallel, "usable_cores", lambda: cores)
    assert parallel.default_processes(workers) == expected
    assert parallel.default_budget() == budget


def test_a_budget_holds_the_projected_peak(fixtures_repo, monkeypatch):
    """The driver's RSS grown by its link plus each child's copy must fit the budget: one child fits
    rss * (1 + DRIVER_GROWTH + CHILD_SIZE), two children one more CHILD_SIZE."""
    tables, _ = tables_of(fixtures_repo)
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)
    rss = __import__("psutil").Process().memory_info().rss
    one_child = rss * (1 + parallel.DRIVER_GROWTH + parallel.CHILD_SIZE)
    assert parallel.processes_for(tables, 4, budget=None) == 4
    assert parallel.processes_for(tables, 4, budget=int(one_child * 1.1)) == 2
    assert parallel.processes_for(tables, 4, budget=int(one_child * 0.9)) == 1
    assert parallel.processes_for(tables, 2, budget=1 << 50) == 2


@pytest.mark.parametrize("budget,expected", [(1 << 50, 2), (1, None)])
def test_two_cores_fork_the_reduce_when_the_budget_allows(fixtures_repo, monkeypatch, budget, expected):
    """Through the pipeline on a 2-core machine with the default options: a second reduce process within
    the budget, none past it (the report's reduce phase says how many ran)."""
    monkeypatch.setattr(parallel, "usable_cores", lambda: 2)
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)
    monkeypatch.setattr(parallel, "SMALL_MACHINE_BUDGET", budget)
    result = index(str(fixtures_repo), IndexOptions(backend="inprocess", progress=False))
    reduce = next(p for p in result.report.as_dict()["phases"] if p["name"] == "reduce")
    assert reduce.get("processes") == expected


def test_a_ray_driver_projects_more_memory(fixtures_repo, monkeypatch):
    """A driver that ran the map on Ray holds more memory that each reduce child counts again: under a budget its
    projection adds RAY_DRIVER_EXTRA (here larger than the budget: one process), a forked map's does not."""
    tables, _ = tables_of(fixtures_repo)
    monkeypatch.setattr(parallel, "usable_cores", lambda: 2)
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)
    monkeypatch.setattr(parallel, "SMALL_MACHINE_BUDGET", 1 << 40)
    monkeypatch.setattr(parallel, "RAY_DRIVER_EXTRA", 1 << 41)
    assert parallel.processes_for(tables, 2, 1 << 40) == 2
    assert parallel.processes_for(tables, 2, 1 << 40, extra=1 << 41) == 1
    phases = {}
    for backend in ("inprocess", "ray"):
        result = index(str(fixtures_repo), IndexOptions(backend=backend, workers=2, progress=False))
        phases[backend] = next(p for p in result.report.as_dict()["phases"] if p["name"] == "reduce")
    assert phases["inprocess"].get("processes") == 2
    assert phases["ray"].get("processes") is None   # linked in the driver alone


def test_reduce_processes_from_the_command_line(fixtures_repo, tmp_path, monkeypatch, capsys):
    from fastindex.cli import main
    from fastindex.snapshot.api import Snapshot
    assert main(["index", str(fixtures_repo), "-o", str(tmp_path / "bad.fidx"), "--reduce-processes", "-1"]) == 2
    assert capsys.readouterr().err.strip() == "fastindex: error: --reduce-processes must be >= 0"
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    out = tmp_path / "x.fidx"
    assert main(["index", str(fixtures_repo), "-o", str(out), "--reduce-processes", "2"]) == 0
    assert "reduce: 2 processes (the driver and 1 forked)" in capsys.readouterr().err
    reduce = next(p for p in Snapshot(str(out)).report["phases"] if p["name"] == "reduce")
    assert reduce["processes"] == 2 and reduce["relinked"] >= 0


@pytest.mark.parametrize("processes", [2, 3, 4, 8])
def test_the_parts_follow_the_path_order_and_share_the_sites(tmp_path, processes):
    """Runs of the sorted paths; the driver's DRIVER_SHARE of an equal share of the reference sites, the
    children's equal shares of the rest."""
    for i in range(300):   # 1 to 6 sites each
        write(tmp_path, f"m{i:03d}.py", "def f():\n    pass\n\n\n" + "f()\n" * (1 + i % 6))
    tables, _ = tables_of(tmp_path)
    tables = sorted(tables, key=lambda t: t.path)
    parts = parallel._split(tables, processes, parallel.DRIVER_SHARE)
    assert [p for part in parts for p in part] == [t.path for t in tables] and len(parts) == processes
    sites = {t.path: len(t.references) + 1 for t in tables}
    shares = [sum(sites[p] for p in part) / sum(sites.values()) for part in parts]
    equal = 1 / processes
    assert abs(shares[0] - parallel.DRIVER_SHARE * equal) < 0.01
    assert (shares[0] > equal) == (parallel.DRIVER_SHARE > 1)   # more than the children's when the share says so
    assert all(abs(s - (1 - shares[0]) / (processes - 1)) < 0.01 for s in shares[1:])


def test_no_more_processes_than_the_memory_holds(fixtures_repo, monkeypatch):
    tables, _ = tables_of(fixtures_repo)
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "SITES_PER_PROCESS", 1)
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)
    assert parallel.processes_for(tables, 4) == 4
    rss = __import__("psutil").Process().memory_info().rss
    monkeypatch.setattr(parallel, "memory_available", lambda: int(2.2 * rss * parallel.CHILD_SIZE))
    assert parallel.processes_for(tables, 4) == 3   # two children fit
    monkeypatch.setattr(parallel, "memory_available", lambda: 0)
    assert parallel.processes_for(tables, 4) == 1


@pytest.mark.parametrize("driver_mb,expected", [(600, 2), (330, 2), (700, 1)])
def test_the_small_machine_budget_takes_a_synth_1m_sized_reduce_to_two_processes(fixtures_repo, monkeypatch,
                                                                                 driver_mb, expected):
    """On 2 cores, a driver of 600 MB when the link starts (synth-1m's after a 2-worker map: its 2-process reduce
    peaked at 1,412 MB, driver and child summed) forks the second process within the 1.5 GB budget, as saleor's
    330 MB does; a driver of 700 MB (a projected 1,645 MB) links alone."""
    tables, _ = tables_of(fixtures_repo)
    monkeypatch.setattr(parallel, "usable_cores", lambda: 2)
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 1)
    monkeypatch.setattr(parallel, "memory_available", lambda: 1 << 50)

    class Driver:
        def memory_info(self):
            return type("Memory", (), {"rss": driver_mb * 2**20})()

    monkeypatch.setattr(parallel.psutil, "Process", Driver)
    assert parallel.processes_for(tables, parallel.default_processes(0), parallel.default_budget()) == expected


@pytest.mark.parametrize("processes", [1, 3])
def test_a_link_left_unsorted_is_sorted_as_node_ids_in_the_links_order(fixtures_repo, processes):
    """parallel.link gives its edges as node-id rows: with `sort` (codec.edge_order, one int64 key per edge) in
    the order Linker.link sorts its tuples in (node keys ("def", ...) < ("ext", ...) < ("file", ...)), without in
    the order made. A graph too large for the key is put in the same order by np.lexsort over the ranks."""
    tables, configs = tables_of(fixtures_repo)
    tuples = Linker(str(fixtures_repo), tables, configs).link()   # its tuples sorted
    expected = edge_array(tables, tuples.edges, tuples.externals).tolist()
    sorted_link = parallel.link(str(fixtures_repo), tables, configs, processes)
    loose = parallel.link(str(fixtures_repo), tables, configs, processes, sort=False)
    assert sorted_link.edges.tolist() == expected and sorted_link.externals == tuples.externals
    assert loose.edges.tolist() != expected and sorted(loose.edges.tolist()) == sorted(expected)
    nodes = len(tables) + sum(len(t.definitions) for t in tables) + len(loose.externals)
    order = edge_order(loose.edges, len(tables), nodes)
    assert loose.edges[order].tolist() == expected
    assert edge_order(loose.edges, len(tables), MAX_KEYED_NODES + nodes).tolist() == order.tolist()


def test_a_childs_record_past_100_mib_is_read(tmp_path):
    """msgpack's Unpacker caps a record at 100 MiB by default: a file's rows that large (~2.2M edges) would make
    the child's whole result unreadable and its part linked again by the driver."""
    import msgpack

    rows = np.zeros((2_200_000, 6), dtype=np.int64)   # 105.6 MB of rows for one file
    rows[:, 5] = np.arange(len(rows))
    with open(tmp_path / "child", "w+b") as fh:
        fh.write(msgpack.packb(["e", "big.py", ["ext"], rows.tobytes()], use_bin_type=True))
        parallel._write(fh, ["ok", {}, {}, [[], []], [], False])
        fh.seek(0)
        got = parallel._read(fh)
    assert got is not None
    status, edges, externals = got[:3]
    assert status == "ok" and externals == ["ext"] and list(edges) == ["big.py"]
    assert np.array_equal(edges["big.py"][0], rows)
