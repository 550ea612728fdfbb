"""A real two-node Ray cluster on this machine, with token authentication, joined through the CLI.

The cluster gets its own temp dir, ports and token file, and is torn down by killing the two process groups
its `ray start` commands created (never `ray stop`, which would end every Ray instance on the machine).
Every process of the cluster and every driver gets RAY_AUTH_MODE=token and RAY_AUTH_TOKEN_PATH (the token
file); a driver without the same token is refused by the GCS.
"""
from __future__ import annotations

import ast
import json
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time

import psutil
import pytest
from conftest import VENV_BIN, clean_env, copy_fixture

from fastindex.snapshot import SECTIONS, SnapshotReader

RAY = VENV_BIN / "ray"
FASTINDEX = VENV_BIN / "fastindex"
START_TIMEOUT = 300
OBJECT_STORE = f"--object-store-memory={100 * 1024 * 1024}"   # the map's results are small; spare CI's memory


def free_ports(n: int) -> list[int]:
    """n distinct free ports, their sockets held open together until all are chosen: asked one at a time, the
    kernel may hand the same port out twice (CI once gave the head's --port and its dashboard agent's the same one,
    and `ray start` refused)."""
    held = []
    try:
        for _ in range(n):
            s = socket.socket()
            held.append(s)
            s.bind(("127.0.0.1", 0))
        return [s.getsockname()[1] for s in held]
    finally:
        for s in held:
            s.close()


def alive_in_group(pgid: int) -> list[psutil.Process]:
    out = []
    for p in psutil.process_iter(["status"]):
        try:
            if os.getpgid(p.pid) == pgid and p.info["status"] != psutil.STATUS_ZOMBIE:
                out.append(p)
        except (ProcessLookupError, psutil.Error):
            pass
    return out


def kill_group(pgid: int) -> None:
    """End a process group this test created (one `ray start` and the daemons it left behind), like
    `ray stop --force` but only for this cluster: gcs_server and raylet take >10 s to honour SIGTERM."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        return
    deadline = time.monotonic() + 30
    while alive_in_group(pgid) and time.monotonic() < deadline:
        time.sleep(0.2)


def ray_start(args: list[str], env: dict) -> int:
    """Run `ray start` in a new session; returns its process group, which its daemons keep."""
    proc = subprocess.Popen([str(RAY), "start", *args], env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            text=True, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=START_TIMEOUT)
    except subprocess.TimeoutExpired:
        kill_group(proc.pid)
        raise
    if proc.returncode != 0:
        kill_group(proc.pid)
        raise RuntimeError(f"ray start {' '.join(args)} failed ({proc.returncode}):\n{out[-3000:]}")
    return proc.pid


@pytest.fixture(scope="module")
def cluster():
    if not RAY.exists():
        pytest.fail(f"no ray executable next to the interpreter: {RAY}")
    # Unix socket paths live under the temp dir: keep it short.
    temp_dir = tempfile.mkdtemp(prefix="fi-ray-", dir="/tmp")
    token = os.path.join(temp_dir, "auth_token")
    with open(token, "w") as fh:
        fh.write(secrets.token_hex(32))
    env = clean_env(RAY_AUTH_MODE="token", RAY_AUTH_TOKEN_PATH=token)
    port, dashboard, head_agent, worker_agent = free_ports(4)
    groups = []
    try:
        groups.append(ray_start(["--head", f"--port={port}", "--num-cpus=1", "--disable-usage-stats", OBJECT_STORE,
                                 f"--temp-dir={temp_dir}", "--include-dashboard=false",
                                 f"--dashboard-port={dashboard}", f"--dashboard-agent-listen-port={head_agent}"], env))
        groups.append(ray_start([f"--address=127.0.0.1:{port}", "--num-cpus=1", "--disable-usage-stats", OBJECT_STORE,
                                 f"--dashboard-agent-listen-port={worker_agent}"], env))
        yield {"address": f"127.0.0.1:{port}", "env": env}
    finally:
        for pgid in reversed(groups):
            kill_group(pgid)
        shutil.rmtree(temp_dir, ignore_errors=True)


@pytest.fixture(scope="module")
def fixture_root(tmp_path_factory):
    base = tmp_path_factory.mktemp("cluster")
    root = base / "repo"
    root.mkdir()
    for case in ("py_basic", "ts_basic"):
        copy_fixture(case, root)
    # The reference run is a CLI process too, so both sides load fastindex from disk the same way.
    expected = base / "inprocess.fidx"
    proc = run_index([str(root), "-o", str(expected), "--backend", "inprocess", "-q"], clean_env())
    assert proc.returncode == 0, proc.stderr[-3000:]
    return root, expected


def content_checksums(path) -> dict[str, str]:
    with SnapshotReader(str(path)) as r:
        return {name: r.sections[name]["blake2b"] for name in SECTIONS if name != "meta"}


def run_index(args: list[str], env: dict) -> subprocess.CompletedProcess:
    return subprocess.run([str(FASTINDEX), "index", *args], check=False, env=env, capture_output=True, text=True,
                          timeout=START_TIMEOUT)


def test_cluster_has_two_nodes(cluster):
    code = ("import ray, time\n"
            f"ray.init(address={cluster['address']!r}, logging_level='ERROR', log_to_driver=False)\n"
            "deadline = time.time() + 60\n"
            "while len([n for n in ray.nodes() if n['Alive']]) < 2 and time.time() < deadline:\n"
            "    time.sleep(0.5)\n"
            "print(len([n for n in ray.nodes() if n['Alive']]), int(ray.cluster_resources().get('CPU', 0)))\n")
    proc = subprocess.run([str(VENV_BIN / "python"), "-c", code], check=False, env=cluster["env"], capture_output=True,
                          text=True, timeout=START_TIMEOUT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert proc.stdout.split()[-2:] == ["2", "2"]


def test_cli_index_on_the_cluster_equals_inprocess(cluster, fixture_root, tmp_path):
    root, expected = fixture_root
    out, report = tmp_path / "cluster.fidx", tmp_path / "report.json"
    proc = run_index([str(root), "-o", str(out), "--ray-address", cluster["address"], "--workers", "2",
                      "--report", str(report), "-q"], cluster["env"])
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    assert content_checksums(out) == content_checksums(expected)
    workers = json.loads(report.read_text())["workers"]
    assert workers["backend"] == "ray" and workers["count"] == 2
    with SnapshotReader(str(out)) as r:
        meta = r.records("meta")[0]
    assert meta["run"]["ray_address"] == cluster["address"]
    assert meta["report"]["workers"]["backend"] == "ray"


def test_a_cluster_joined_without_workers_gets_a_worker_per_cpu_of_the_cluster(cluster, fixture_root, tmp_path):
    """The driver here may use one core (its affinity): the cluster's two CPUs, not its own core, size the map
    (the shards were cut per local core, leaving most of a large cluster idle)."""
    root, expected = fixture_root
    out, report = tmp_path / "cluster.fidx", tmp_path / "report.json"
    proc = subprocess.run([str(FASTINDEX), "index", str(root), "-o", str(out), "--ray-address", cluster["address"],
                           "--report", str(report), "-q"], check=False, env=cluster["env"], capture_output=True,
                          text=True, timeout=START_TIMEOUT, preexec_fn=lambda: os.sched_setaffinity(0, {0}))
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert content_checksums(out) == content_checksums(expected)
    assert json.loads(report.read_text())["workers"]["count"] == 2


@pytest.mark.parametrize("how", ["another token", "no token mode"])
def test_a_driver_the_cluster_refuses_gets_one_line_at_once(cluster, fixture_root, tmp_path, how):
    """A wrong token, or RAY_AUTH_MODE unset: one line naming the token, from a single question to the GCS (ray.init
    asked 20 times a second apart, printed 20 warnings, then said only 'Failed to connect')."""
    root, _ = fixture_root
    env = dict(cluster["env"])
    if how == "another token":
        other = tmp_path / "other_token"
        other.write_text("0" * 64)
        env["RAY_AUTH_TOKEN_PATH"] = str(other)
    else:
        env.pop("RAY_AUTH_MODE")
    proc = run_index([str(root), "-o", str(tmp_path / "o.fidx"), "--ray-address", cluster["address"], "-q"], env)
    assert proc.returncode == 2
    assert proc.stderr.startswith(f"fastindex: error: could not join the Ray cluster at {cluster['address']}: "
                                  "it refuses this process's token: ") and proc.stderr.count("\n") == 1, proc.stderr
    assert not (tmp_path / "o.fidx").exists()


def test_local_ray_run_ignores_ray_address_variable(cluster, fixture_root, tmp_path):
    # --backend ray without --ray-address starts its own local Ray even when RAY_ADDRESS names a cluster
    # (it used to join that cluster and fail: num_cpus cannot be given when connecting to one).
    root, expected = fixture_root
    out = tmp_path / "local.fidx"
    env = dict(cluster["env"], RAY_ADDRESS=cluster["address"])
    proc = run_index([str(root), "-o", str(out), "--backend", "ray", "--workers", "1", "-q"], env)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert content_checksums(out) == content_checksums(expected)


def test_a_local_start_gives_the_workers_fastindex_on_their_path_and_its_niceness_and_leaves_the_environment():
    # The workers inherit PYTHONPATH from the raylet the start spawns (fastindex's folder first, then the
    # caller's own PYTHONPATH), and the caller's niceness (Ray's default is 15); the calling process's
    # environment is restored afterwards.
    code = ("import os, ray\n"
            "import fastindex\n"
            "from fastindex.execute import ray_backend\n"
            "os.nice(3)\n"
            "ray_backend.start(1)\n"
            "seen = ray.get(ray.remote(lambda: (os.environ.get('PYTHONPATH'), os.nice(0))).remote())\n"
            "print(repr(seen))\n"
            "print(repr(os.environ.get('PYTHONPATH')))\n"
            "print(repr(os.path.dirname(os.path.dirname(fastindex.__file__))))\n"
            "ray.shutdown()\n")
    proc = subprocess.run([str(VENV_BIN / "python"), "-c", code], check=False, cwd="/",
                          env=clean_env(PYTHONPATH="/nonexistent/extra"), capture_output=True, text=True,
                          timeout=START_TIMEOUT)
    assert proc.returncode == 0, proc.stderr[-3000:]
    seen, after, pkg_parent = (ast.literal_eval(line) for line in proc.stdout.splitlines()[-3:])
    assert seen == (os.pathsep.join([pkg_parent, "/nonexistent/extra"]), os.nice(0) + 3)
    assert after == "/nonexistent/extra"
