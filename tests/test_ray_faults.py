"""A Ray worker killed in the middle of a run: Ray retries its shard (max_retries) and the run completes with
every file accounted for and the same content as an in-process run.

A real local Ray instance, started by a real `fastindex index --backend ray` process; the test SIGKILLs one
of that process's Ray workers while the worker is executing a map task. Ray titles a worker process
`ray::<task name>` while it runs a task (`ray::IDLE` otherwise), and fastindex names each task after its
shard, which is how the test knows the kill lands mid-task, and on which files, without any hook in fastindex.
"""
from __future__ import annotations

import json
import signal
import subprocess
import time

import psutil
from conftest import VENV_BIN, clean_env, index_snapshot, write

import fastindex
from fastindex.snapshot import SECTIONS, SnapshotReader, codec

TASK_TITLE = "ray::fastindex map "   # the task's name: "fastindex map 7 files from pkg/a.py"
START_TIMEOUT = 300
CONTENT_SECTIONS = tuple(s for s in SECTIONS if s != "meta")


def slow_module(i: int, n: int) -> str:
    """Python whose map takes about a second or more per file: shards run long enough to be caught."""
    return "".join(f"class C{i}_{k}:\n    def m(self, x: 'C{i}_{k}') -> 'C{i}_{k}':\n        return x.m(self)\n\n\n"
                   for k in range(n))


def build_tree(root):
    for i in range(4):
        write(root, f"pkg/slow{i}.py", slow_module(i, 1500))           # ~125 KB, about a second of map each
    for i in range(20):
        write(root, f"pkg/small{i}.py", f"from .slow{i % 4} import C{i % 4}_0\n\n\ndef f{i}():\n"
                                         f"    return C{i % 4}_0().m(None)\n")
    write(root, "web/blob.ts", b"\x00binary")
    write(root, "web/bundle.js", "var a=1;" * 1000)
    write(root, "web/ok.ts", "export function ok(): number { return 1; }\n")
    return root


def task_workers(pid: int) -> list[psutil.Process]:
    """The Ray workers under a driver process that are running a map task right now."""
    out = []
    try:
        children = psutil.Process(pid).children(recursive=True)
    except psutil.NoSuchProcess:
        return out
    for p in children:
        try:
            cmd = p.cmdline()   # read once: a process starting up can show an empty command line the next time
            if cmd and cmd[0].startswith(TASK_TITLE):
                out.append(p)
        except psutil.Error:
            pass
    return out


def checksums(path) -> dict[str, str]:
    with SnapshotReader(str(path)) as r:
        return {name: r.sections[name]["blake2b"] for name in CONTENT_SECTIONS}


def watch_ray_index(root, out, report, workers: int, poll, interval: float) -> tuple[int, str]:
    """Run `fastindex index ROOT --backend ray --workers N` and call `poll(pid)` every `interval` seconds while it
    runs, until it ends, `poll` returns True (enough watching) or START_TIMEOUT passes. Returns (exit code,
    stderr); a process still running when the test leaves is killed."""
    proc = subprocess.Popen([str(VENV_BIN / "fastindex"), "index", str(root), "-o", str(out), "--backend", "ray",
                             "--workers", str(workers), "--report", str(report), "-q"], env=clean_env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while proc.poll() is None and time.monotonic() < deadline:
            if poll(proc.pid):
                break
            time.sleep(interval)
        _, err = proc.communicate(timeout=START_TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return proc.returncode, err


def test_worker_killed_mid_run_has_its_shard_retried(tmp_path):
    root = build_tree(tmp_path / "repo")
    expected = tmp_path / "inprocess.fidx"
    index_snapshot(root, expected)
    out, report = tmp_path / "ray.fidx", tmp_path / "report.json"
    killed = None
    seen: dict[int, int] = {}     # pid -> consecutive polls it was seen running a task

    def kill_one(pid: int) -> bool:
        nonlocal seen, killed
        running = task_workers(pid)
        seen = {p.pid: seen.get(p.pid, 0) + 1 for p in running}
        for p in running:
            if seen[p.pid] >= 3:  # on one task for 3 polls (~0.3 s): a slow shard, not one just finishing
                p.send_signal(signal.SIGKILL)
                p.wait(30)
                killed = p.pid
                return True
        return False

    code, err = watch_ray_index(root, out, report, 2, kill_one, 0.1)
    assert killed is not None, f"no map task was caught running (exit {code}): {err[-2000:]}"
    assert code == 0, err[-3000:]
    assert "Traceback" not in err
    # the killed worker's shard was run again: nothing is missing, the content equals the in-process run
    assert checksums(out) == checksums(expected)
    data = json.loads(report.read_text())
    assert data["workers"]["backend"] == "ray"
    with SnapshotReader(str(out)) as r:
        files = list(codec.iter_file_heads(r.records("files")))
    assert len(files) == 4 + 20 + 1
    discovered = data["phases"][0]["files"]
    assert data["phases"][0]["name"] == "discover"
    assert discovered == len(files) + data["skipped"]["binary"] + data["skipped"]["minified"] == 27
    assert data["errors"] == {}


def test_a_file_that_kills_its_worker_every_time_is_recorded_and_the_rest_indexed(tmp_path):
    """Every worker that maps pkg/aaa_poison.py is killed, on every attempt: its shard fails after Ray's
    retries, is split into one task per file, and only that file is recorded (reason `crash`)."""
    from fastindex.execute.ray_backend import CRASH_REASON

    root = build_tree(tmp_path / "repo")
    # as large as the slow files and first by path: with 4 shards (one worker) it shares the first shard with
    # pkg/slow3.py, and the shard's task is named after it
    write(root, "pkg/aaa_poison.py", slow_module(9, 1500))
    expected = tmp_path / "inprocess.fidx"
    index_snapshot(root, expected)
    out, report = tmp_path / "ray.fidx", tmp_path / "report.json"
    kills = 0

    def kill_the_poison(pid: int) -> bool:
        nonlocal kills
        for p in task_workers(pid):
            try:
                if "from pkg/aaa_poison.py" in " ".join(p.cmdline()[:1]):
                    p.send_signal(signal.SIGKILL)
                    kills += 1
            except psutil.Error:
                pass
        return False

    code, err = watch_ray_index(root, out, report, 1, kill_the_poison, 0.05)
    assert code == 0, err[-3000:]
    assert kills >= 1 + 3 + 1 + 1      # the shard's four attempts, then the file's own two
    data = json.loads(report.read_text())
    assert data["errors"] == {"crash": ["pkg/aaa_poison.py"]}
    # decoded tables, not records: string ids in the records depend on the strings of the files before
    got = {t.path: t for t in fastindex.open(str(out)).files}
    want = {t.path: t for t in fastindex.open(str(expected)).files}
    assert set(got) == set(want)                               # every file is there
    poison = got.pop("pkg/aaa_poison.py")
    want.pop("pkg/aaa_poison.py")
    assert poison.error == CRASH_REASON
    assert got == want                                         # the rest of the shard was indexed as usual


def test_a_run_that_started_ray_leaves_none_of_its_processes_behind(tmp_path):
    """The run shuts its Ray instance down in a thread during the reduce and waits for the end before exiting
    (the CLI ends with os._exit): no GCS, raylet or worker of it outlives the run."""
    root = tmp_path / "repo"
    for i in range(6):
        write(root, f"pkg/m{i}.py", f"def f{i}():\n    return {i}\n")
    out, report = tmp_path / "ray.fidx", tmp_path / "report.json"
    seen: dict[int, psutil.Process] = {}

    def note_children(pid: int) -> bool:
        try:
            for p in psutil.Process(pid).children(recursive=True):
                seen.setdefault(p.pid, p)
        except psutil.Error:
            pass
        return False

    code, err = watch_ray_index(root, out, report, 1, note_children, 0.05)
    assert code == 0, err[-3000:]
    assert len(seen) >= 2, "the run's Ray processes were never seen"
    workers = json.loads(report.read_text())["workers"]
    assert workers["backend"] == "ray" and workers["ray_shutdown_wait_s"] >= 0

    def lives(p: psutil.Process) -> bool:
        try:
            return p.is_running() and p.status() != psutil.STATUS_ZOMBIE
        except psutil.Error:
            return False

    deadline = time.monotonic() + 30      # a process the shutdown signalled may take a moment to be reaped
    alive = [p for p in seen.values() if lives(p)]
    while alive and time.monotonic() < deadline:
        time.sleep(0.5)
        alive = [p for p in alive if lives(p)]
    assert not alive, [" ".join(p.cmdline()[:3]) for p in alive]


def test_an_interrupted_ray_start_leaves_no_ray_process(tmp_path):
    """Ctrl-C (or SIGTERM) while `ray.init` starts the local instance: the run ends as interrupted, and every
    process the start had made ends too. Before, the raylet's dashboard and runtime-env agents lived on (the
    CLI exits without Ray's exit handler, and ray.shutdown() does not know a node whose set-up was cut short).
    The signal is sent as soon as the driver's raylet has started its agents, while ray.init waits for the node to
    register; every process of that Ray session (named by its session folder in their command lines) must be gone
    afterwards."""
    from conftest import start_cli

    root = write(tmp_path / "repo", "a.py", "def f():\n    return 1\n").parent
    proc = start_cli(["index", str(root), "-o", str(tmp_path / "o.fidx"), "-q", "--backend", "ray",
                      "--workers", "2"])
    session = None
    try:
        deadline = time.monotonic() + START_TIMEOUT
        while proc.poll() is None and session is None and time.monotonic() < deadline:
            try:
                for p in psutil.Process(proc.pid).children(recursive=True):
                    cmd = " ".join(p.cmdline())
                    if "raylet" in cmd and "--session_dir=" in cmd and p.children():   # its agents started
                        session = cmd.split("--session_dir=", 1)[1].split()[0]
                        break
            except psutil.Error:
                pass
            time.sleep(0.005)
        assert session is not None, "the driver never started a raylet"
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    if proc.returncode == 0:   # the start had ended before the signal landed: the run's own shutdown cleaned up
        return
    assert (proc.returncode, err.strip()) == (130, "fastindex: interrupted")

    def of_session():
        out = []
        for p in psutil.process_iter():
            try:
                if session in " ".join(p.cmdline()):
                    out.append(p)
            except psutil.Error:
                pass
        return out

    left = of_session()   # at once: the run waits for what it kills (left alone, the agents lived on ~9 s or more)
    for p in left:
        p.kill()
    assert left == []
