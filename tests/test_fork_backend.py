"""The map on processes forked from the driver (execute.fork_backend) when a worker process dies.

The worker is really killed (SIGKILL to itself) when its shard holds a given file: the task function is
wrapped before the pool forks, so the forked workers run the wrapper. The rest of the run is fastindex's own.
"""
from __future__ import annotations

import os
import signal
import time

import pytest
from conftest import index_snapshot, write

import fastindex
from fastindex.execute import fork_backend
from fastindex.execute.ray_backend import CRASH_REASON, map_shard_packed

POISON = "pkg/aaa_poison.py"
ONCE = {"marker": ""}        # a path: the first worker to meet the poison creates it and dies, the rest map it


def killing_map(root, items, parse_timeout=None, embed=False):
    if any(path == POISON for path, _ in items):
        marker = ONCE["marker"]
        if not marker or not os.path.exists(marker):
            if marker:
                open(marker, "w").close()
            os.kill(os.getpid(), signal.SIGKILL)
    return map_shard_packed(root, items, parse_timeout, embed)


def build_tree(root):
    write(root, POISON, "def poison():\n    return 1\n")
    for i in range(30):
        write(root, f"pkg/m{i:02d}.py", f"from .aaa_poison import poison\n\n\ndef f{i}():\n    return poison()\n")
    write(root, "web/ok.ts", "export function ok(): number { return 1; }\n")
    return root


@pytest.fixture
def tree(tmp_path):
    root = build_tree(tmp_path / "repo")
    expected = tmp_path / "inprocess.fidx"
    index_snapshot(root, expected)
    return root, {t.path: t for t in fastindex.open(str(expected)).files}


def test_a_file_that_kills_its_worker_every_time_is_recorded_and_the_rest_indexed(tree, tmp_path, monkeypatch):
    root, want = tree
    monkeypatch.setattr(fork_backend, "map_shard_packed", killing_map)
    monkeypatch.setitem(ONCE, "marker", "")
    out = tmp_path / "fork.fidx"
    result, _ = index_snapshot(root, out, backend="fork", workers=2)
    assert result.report.errors == {"crash": [POISON]}
    got = {t.path: t for t in fastindex.open(str(out)).files}
    assert set(got) == set(want)                  # every file is there
    assert got.pop(POISON).error == CRASH_REASON
    want.pop(POISON)
    assert got == want                            # the other files, the poison's shard-mates too, as usual


def test_a_worker_that_dies_once_has_its_shard_mapped_again(tree, tmp_path, monkeypatch):
    root, want = tree
    monkeypatch.setattr(fork_backend, "map_shard_packed", killing_map)
    monkeypatch.setitem(ONCE, "marker", str(tmp_path / "died"))
    out = tmp_path / "fork.fidx"
    result, _ = index_snapshot(root, out, backend="fork", workers=2)
    assert (tmp_path / "died").exists()           # a worker did die
    assert result.report.errors == {}
    assert {t.path: t for t in fastindex.open(str(out)).files} == want


def compiled_at_start(root, items, parse_timeout=None, embed=False):
    """map_shard_packed, noting which languages the worker had compiled before it mapped the shard's first file."""
    from fastindex.map import extract
    before = sorted(extract._DEFAULT._compiled) if extract._DEFAULT is not None else []
    result = map_shard_packed(root, items, parse_timeout, embed)
    result.extra["compiled_before"] = before
    return result


def test_a_language_of_several_shards_is_compiled_once_before_the_fork(tmp_path, monkeypatch):
    from fastindex.map import extract
    root = build_tree(tmp_path / "repo")
    monkeypatch.setattr(extract, "_DEFAULT", None)   # nothing compiled in this process yet
    monkeypatch.setattr(fork_backend, "map_shard_packed", compiled_at_start)
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))
    shards = [[(p, "python") for p in files[:15]], [(p, "python") for p in files[15:]], [("web/ok.ts", "typescript")]]
    results = list(fork_backend.run(str(root), shards, workers=2))
    assert len(results) == 3
    # python (two shards) was compiled by the driver and inherited; typescript (one shard) is left to its worker
    assert all(r.extra["compiled_before"] == ["python"] for r in results)
    assert sorted(extract._DEFAULT._compiled) == ["python"]


def test_a_shard_mapped_again_is_forked_with_no_snapshot_writer_thread_running(tree, tmp_path, monkeypatch):
    """The retry's process is forked after the snapshot writer's thread, which the streamed sections started
    while the results came in, has ended (a lock it held would stay held in the child)."""
    import threading
    from concurrent.futures import ProcessPoolExecutor

    root, _ = tree
    # a file of more reference sites than a `references` record holds (snapshot.codec.CHUNK), before the poison
    # in path order (the stream writes tables in that order): its shard's result, streamed before the retry,
    # hands that record to the writer's thread
    write(root, "a_calls.py", "from pkg.aaa_poison import poison\n" + "poison()\n" * 70_000)
    expected = tmp_path / "inprocess.fidx"
    index_snapshot(root, expected)
    want = {t.path: t for t in fastindex.open(str(expected)).files}
    threads_at_fork: list[tuple[str, list[str]]] = []   # ("pool" or "alone", the threads alive) per fork
    start_alone = fork_backend._start_alone

    class Recording(ProcessPoolExecutor):
        def submit(self, *args, **kwargs):
            threads_at_fork.append(("pool", sorted(t.name for t in threading.enumerate())))
            return super().submit(*args, **kwargs)

    def recording_start(*args):
        threads_at_fork.append(("alone", sorted(t.name for t in threading.enumerate())))
        return start_alone(*args)

    monkeypatch.setattr(fork_backend, "ProcessPoolExecutor", Recording)
    monkeypatch.setattr(fork_backend, "_start_alone", recording_start)
    monkeypatch.setattr(fork_backend, "map_shard_packed", killing_map)
    monkeypatch.setitem(ONCE, "marker", str(tmp_path / "died"))
    out = tmp_path / "fork.fidx"
    result, _ = index_snapshot(root, out, backend="fork", workers=2)
    assert (tmp_path / "died").exists() and result.report.errors == {}
    assert [how for how, _ in threads_at_fork].count("alone") >= 1    # the retries: a process per shard
    assert not [names for _, names in threads_at_fork if any(n.startswith("fastindex-write") for n in names)]
    assert {t.path: t for t in fastindex.open(str(out)).files} == want


def started_map(root, items, parse_timeout=None, embed=False):
    """map_shard_packed, leaving a file named by its process in ONCE["marker"] (a folder) as it starts."""
    open(os.path.join(ONCE["marker"], str(os.getpid())), "w").close()
    return map_shard_packed(root, items, parse_timeout, embed)


def test_no_shard_starts_before_every_shard_is_submitted(tree, tmp_path, monkeypatch):
    """The pool's workers wait at a gate until the driver has submitted every shard: on Python 3.10 and 3.11 a
    worker that died while submit() ran could leave a future never resolved, and the run waited forever."""
    from concurrent.futures import ProcessPoolExecutor

    root, want = tree
    seen: list[list[str]] = []   # after each submit and a pause: the shards started so far

    class Watching(ProcessPoolExecutor):
        def submit(self, *args, **kwargs):
            future = super().submit(*args, **kwargs)
            time.sleep(0.3)   # time enough for an ungated worker to start the first shard
            seen.append(os.listdir(started))
            return future

    started = tmp_path / "started"
    started.mkdir()
    monkeypatch.setattr(fork_backend, "ProcessPoolExecutor", Watching)
    monkeypatch.setattr(fork_backend, "map_shard_packed", started_map)
    monkeypatch.setitem(ONCE, "marker", str(started))
    out = tmp_path / "fork.fidx"
    result, _ = index_snapshot(root, out, backend="fork", workers=2)
    assert len(seen) >= 3 and all(s == [] for s in seen)
    assert os.listdir(started)   # the shards did run, after the gate
    assert result.report.errors == {} and {t.path: t for t in fastindex.open(str(out)).files} == want


def test_a_worker_killed_while_the_shards_are_submitted_loses_nothing(tree, tmp_path, monkeypatch):
    """A worker killed from outside before every shard is handed out (the pool then refuses the rest): the shards
    not handed out run on a new pool of all the workers, those handed out each in a process of its own."""
    from concurrent.futures import ProcessPoolExecutor
    from concurrent.futures.process import BrokenProcessPool

    root, want = tree
    pools: list[list] = []   # per pool: its size, then what each submit did ("sent" or "broken")

    class Killing(ProcessPoolExecutor):
        def __init__(self, *args, **kwargs):
            super().__init__(*args, **kwargs)
            pools.append([self._max_workers])

        def submit(self, *args, **kwargs):
            try:
                future = super().submit(*args, **kwargs)
            except BrokenProcessPool:
                pools[-1].append("broken")
                raise
            pools[-1].append("sent")
            if len(pools) == 1 and len(pools[0]) == 3:   # the second shard handed out: kill a worker
                os.kill(next(iter(self._processes)), signal.SIGKILL)
                deadline = time.monotonic() + 60
                while not self._broken and time.monotonic() < deadline:
                    time.sleep(0.01)
            return future

    started, _ = counting(monkeypatch)
    monkeypatch.setattr(fork_backend, "ProcessPoolExecutor", Killing)
    out = tmp_path / "fork.fidx"
    result, _ = index_snapshot(root, out, backend="fork", workers=2)
    assert result.report.errors == {}
    assert pools[0] == [2, "sent", "sent", "broken"]
    assert pools[1][0] == 2 and "broken" not in pools[1]   # the rest on a new pool of both workers
    assert len(pools) == 2 and len(started) == 2          # the two shards handed out: each alone
    assert {t.path: t for t in fastindex.open(str(out)).files} == want


def counting(monkeypatch) -> tuple[list, list]:
    """Wrap fork_backend's suspects' processes: (the shards each process was started for, how many processes
    were running at each wait)."""
    started: list[list] = []
    running: list[int] = []
    start_alone, wait = fork_backend._start_alone, fork_backend.wait

    def recording_start(context, root, items, *args):
        started.append(items)
        return start_alone(context, root, items, *args)

    def recording_wait(sentinels, *args):
        running.append(len(sentinels))
        return wait(sentinels, *args)

    monkeypatch.setattr(fork_backend, "_start_alone", recording_start)
    monkeypatch.setattr(fork_backend, "wait", recording_wait)
    return started, running


def test_the_shards_a_dead_worker_lost_run_on_every_worker_and_the_killer_is_found_by_halves(tmp_path, monkeypatch):
    """Every shard the broken pool held is a suspect: they run in processes of their own, but on all the workers
    at once (not one after the other), and a shard that kills its process is halved until its file is found."""
    root = build_tree(tmp_path / "repo")
    for i in range(30, 64):   # more shards, and a poison shard of many files
        write(root, f"pkg/m{i:02d}.py", f"def f{i}():\n    return {i}\n")
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))
    shards = [[(p, "python") for p in files[k:k + 8]] for k in range(0, len(files), 8)]
    assert any(POISON in dict(s) for s in shards) and len(shards) >= 6
    started, running = counting(monkeypatch)
    monkeypatch.setattr(fork_backend, "map_shard_packed", killing_map)
    monkeypatch.setitem(ONCE, "marker", "")   # it kills its process every time
    results = list(fork_backend.run(str(root), shards, workers=2))
    tables = {t.path: t for r in results for t in r.tables}
    assert set(tables) == set(files)
    assert [p for p, t in tables.items() if t.error] == [POISON] and tables[POISON].error == CRASH_REASON
    assert max(running) == 2                   # two suspects' processes at a time
    poisoned = [items for items in started if POISON in dict(items)]
    # halved down to the file (not 8 single files), which is mapped once more with no other process running
    assert [len(items) for items in poisoned] == [8, 4, 2, 1, 1]
    assert started[-1] == [(POISON, "python")] and running[-1] == 1
    assert len(started) == len(set(map(tuple, started))) + 1     # no other shard mapped twice alone


class Unpicklable(RuntimeError):
    def __init__(self, message):
        super().__init__(message)
        import threading
        self.lock = threading.Lock()   # as an exception holding a parser or a file would


def raising_after_death(root, items, parse_timeout=None, embed=False):
    if any(path == POISON for path, _ in items):
        marker = ONCE["marker"]
        if not os.path.exists(marker):
            open(marker, "w").close()
            os.kill(os.getpid(), signal.SIGKILL)
        raise (Unpicklable if ONCE.get("unpicklable") else RuntimeError)("boom: a bug in the map")
    return map_shard_packed(root, items, parse_timeout, embed)


@pytest.mark.parametrize("unpicklable", [False, True])
def test_an_error_raised_by_a_suspects_map_is_raised_not_recorded_as_a_crash(tree, tmp_path, monkeypatch,
                                                                           unpicklable):
    """Raised in the driver, as the pool raises it; one that does not pickle as a RuntimeError with its text and
    traceback (it was recorded as a crash: the process died writing it)."""
    root, _ = tree
    monkeypatch.setitem(ONCE, "unpicklable", unpicklable)
    monkeypatch.setattr(fork_backend, "map_shard_packed", raising_after_death)
    monkeypatch.setitem(ONCE, "marker", str(tmp_path / "died"))
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))
    shards = [[(p, "python") for p in files[k:k + 4]] for k in range(0, len(files), 4)]
    with pytest.raises(RuntimeError, match="boom"):
        list(fork_backend.run(str(root), shards, workers=2))
    assert (tmp_path / "died").exists()


def test_two_runs_at_once_in_one_process_both_pass_their_gates(tmp_path, monkeypatch):
    """Each run's pool forks with the other run's gate pipe open: a gate that opened on the pipe's end closing
    never opened (the other pool held a copy of that end); a byte per worker does."""
    import threading
    from concurrent.futures import ProcessPoolExecutor

    root = build_tree(tmp_path / "repo")
    files = sorted(p.relative_to(root).as_posix() for p in root.rglob("*.py"))
    shards = [[(p, "python") for p in files[k:k + 4]] for k in range(0, len(files), 4)]
    barrier = threading.Barrier(2)

    class BothGatesFirst(ProcessPoolExecutor):
        def __init__(self, *args, **kwargs):
            barrier.wait(timeout=30)   # both gates' pipes exist before either pool forks its workers
            super().__init__(*args, **kwargs)

    monkeypatch.setattr(fork_backend, "ProcessPoolExecutor", BothGatesFirst)
    done: dict[str, list] = {}

    def run(name):
        done[name] = sorted(t.path for r in fork_backend.run(str(root), shards, workers=2) for t in r.tables)

    threads = [threading.Thread(target=run, args=(name,), daemon=True) for name in "AB"]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert done == {"A": files, "B": files}



# ---- the driver stopped or killed while its workers map ---------------------------------------------------------

@pytest.fixture(scope="module")
def slow_tree(tmp_path_factory):
    """A repository whose forked map takes seconds: a signal lands while the workers map."""
    root = tmp_path_factory.mktemp("slow") / "repo"
    body = "".join(f"def f{k}(x):\n    return g{k}(x) + x.h([a for a in x if a])\n" for k in range(1_500))
    for i in range(40):
        write(root, f"pkg/m{i:02d}.py", body)
    return root


@pytest.mark.parametrize("sig", ["SIGTERM", "SIGINT", "SIGKILL"])
def test_a_driver_stopped_during_the_map_leaves_no_worker_behind(slow_tree, tmp_path, sig):
    """SIGTERM (a CI runner cancelling the job) and SIGINT sent to the driver alone end the run at once, as Ctrl-C
    does: its workers killed, not waited for, and nothing left in the output folder. A driver killed outright
    (SIGKILL, the OOM killer) takes its workers with it (they were left blocked for ever on a result pipe, holding
    the caller's stdout and stderr open: `communicate()` below never returned)."""
    import psutil
    from conftest import start_cli

    out = tmp_path / "o.fidx"
    proc = start_cli(["index", str(slow_tree), "-o", str(out), "-q", "--backend", "fork", "--workers", "2"])
    try:
        driver = psutil.Process(proc.pid)
        deadline = time.monotonic() + 120
        workers = []
        while proc.poll() is None and time.monotonic() < deadline:
            workers = driver.children()
            if len(workers) == 2 and sum(sum(w.cpu_times()[:2]) for w in workers) > 0.3:   # both mapping
                break
            time.sleep(0.02)
        assert len(workers) == 2, "the map's workers were never seen"
        proc.send_signal(getattr(signal, sig))
        _, err = proc.communicate(timeout=60)
        gone, alive = psutil.wait_procs(workers, timeout=10)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
        for w in workers:   # a failed run leaves none behind either
            try:
                w.kill()
            except psutil.Error:
                pass
    assert alive == []
    if sig == "SIGKILL":
        assert proc.returncode == -signal.SIGKILL
        assert all(p.name.startswith(".fidx-") and p.name.endswith(".tmp") for p in tmp_path.iterdir())
    else:
        assert (proc.returncode, err.strip()) == ((143, "fastindex: terminated") if sig == "SIGTERM" else
                                                   (130, "fastindex: interrupted"))
        assert list(tmp_path.iterdir()) == []


def test_a_forked_process_dies_with_the_process_that_forked_it(tmp_path):
    """machine.die_with_parent, as the reduce's child calls it: a grandchild of this test, forked by a child that
    is then killed outright, ends too."""
    import psutil

    from fastindex.machine import die_with_parent

    ready = tmp_path / "grandchild"
    child = os.fork()
    if child == 0:
        try:
            parent = os.getpid()
            if os.fork() == 0:
                try:
                    die_with_parent(parent)
                    ready.write_text(str(os.getpid()))
                    time.sleep(60)
                finally:
                    os._exit(0)
            time.sleep(60)
        finally:
            os._exit(0)
    deadline = time.monotonic() + 30
    while not ready.exists() or not ready.read_text():
        assert time.monotonic() < deadline
        time.sleep(0.01)
    grandchild = psutil.Process(int(ready.read_text()))
    os.kill(child, signal.SIGKILL)
    os.waitpid(child, 0)
    grandchild.wait(timeout=10)   # psutil.TimeoutExpired while it lives on
