"""The Ray backend: one task per shard, results streamed back as shards finish.

Workers read files by path, so the driver never holds the repository's contents; a worker that dies has its
shard retried by Ray (max_retries). A shard that kills its worker on every attempt is split into one task per
file, so the file responsible is recorded (reason `crash`) and the rest of the shard indexed. With
--ray-address the run joins an existing cluster, whose nodes must see the repository at the same path (a
shared or identical checkout).
"""
from __future__ import annotations

import logging
import os
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

import msgpack
import psutil

from ..environ import environment
from ..gcpause import no_gc
from ..map.extract import failed_table
from ..snapshot.shipped import ShippedShard, encode_shard
from . import ShardResult, map_shard

TASK_RETRIES = 3
CRASH_REASON = "crash: the map worker process died on this file (twice)"


class RayUnavailable(RuntimeError):
    pass


def map_shard_packed(root: str, items: list, parse_timeout: float | None = None, embed: bool = False
                     ) -> ShardResult:
    """map_shard with the tables sent back as one msgpack blob of the snapshot's columns, encoded here
    (snapshot.shipped): far cheaper for Ray to move and for the driver to load than millions of pickled
    records, and the driver writes the snapshot's per-file sections from them without encoding the tables
    itself. Embeddings (a float16 array) travel as they are."""
    # the shard's records are acyclic: collector passes over them only cost time. One pause over the map and
    # the encoding: map_shard's own, ended before the encoding, let the first allocation after it run a full
    # collection over the shard's tables
    with no_gc():
        result = map_shard(root, items, parse_timeout, embed)
        t0, c0 = time.perf_counter(), time.process_time()
        result.tables = msgpack.packb(encode_shard(result.tables), use_bin_type=True)
    # the shard's cost includes encoding it (the encoding the driver does for an in-process map's tables)
    pack = time.process_time() - c0
    result.extra["pack_cpu_s"] = pack
    result.cpu += pack
    result.wall += time.perf_counter() - t0
    return result


def _crashed(items: list) -> ShardResult:
    """The result of a file whose map killed its worker process on every attempt: kept, with the reason."""
    tables = [failed_table(path, language, None, CRASH_REASON) for path, language, *_ in items]
    return ShardResult(tables, [], [], 0.0, 0.0, 0, 0)


def _unpack(result: ShardResult) -> ShardResult:
    result.shipped = ShippedShard(msgpack.unpackb(result.tables, raw=False, strict_map_key=False))
    result.tables = result.shipped.tables
    return result


@contextmanager
def _working_directory(path: str):
    """Ray puts the driver's working directory first on every worker's sys.path: started from inside the
    indexed repository, its workers would import a `fastindex.py` or `msgpack.py` found there, running the
    repository's code. Ray is started from fastindex's own folder instead."""
    try:
        old = os.getcwd()
    except OSError:   # the working directory was deleted
        old = None
    os.chdir(path)
    try:
        yield
    finally:
        if old is not None:
            os.chdir(old)


_started = False                            # the running Ray instance (or connection) is start()'s
_shutdown: threading.Thread | None = None


def _shut_down_meanwhile(ray) -> None:
    """ray.shutdown() takes 1.5 s, most of it waiting for Ray's processes to end: it runs in a thread while the
    reduce goes on. `shutdown_done()` waits for it (before another start, and before the process exits)."""
    global _shutdown, _started
    _started = False
    _shutdown = threading.Thread(target=ray.shutdown, name="fastindex-ray-shutdown")
    _shutdown.start()


def shutdown_done() -> None:
    """Wait for the shutdown of a Ray instance this module started, if one is under way."""
    global _shutdown
    if _shutdown is not None:
        _shutdown.join()
        _shutdown = None


CONNECT_TIMEOUT = 5.0   # seconds for the TCP connection to --ray-address, and again for its answer to HTTP/2

# What an HTTP/2 client sends first (RFC 9113, 3.4): the connection preface, then its (empty) SETTINGS frame.
# Every gRPC server, which Ray's GCS (`host:port`) and the Ray Client server (`ray://`) are, answers with a
# SETTINGS frame of its own: 9 bytes of frame header, type 4, stream 0.
_H2_PREFACE = b"PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n" + bytes([0, 0, 0, 4, 0, 0, 0, 0, 0])


def _h2_answer(sock, timeout: float) -> str | None:
    """None when the server on `sock` answers the HTTP/2 preface with a SETTINGS frame; else what it did
    instead, in words."""
    deadline = time.monotonic() + timeout
    got = b""
    try:
        sock.sendall(_H2_PREFACE)
        while len(got) < 9:
            left = deadline - time.monotonic()
            if left <= 0:
                raise TimeoutError
            sock.settimeout(left)
            part = sock.recv(256)
            if not part:
                break
            got += part
    except TimeoutError:
        if not got:
            return f"no answer within {timeout:g} s"
    except ConnectionError:   # reset or closed under the preface: as a close
        pass
    except OSError as exc:
        if not got:
            return f"the connection failed: {exc.strerror or exc}"
    if len(got) >= 9 and got[3] == 4 and got[5:9] == bytes(4):
        return None
    if not got:
        return "it closed the connection without answering"
    line = got.split(b"\n", 1)[0].strip()
    if line and all(32 <= c < 127 for c in line):
        return f"it answered {line.decode('ascii')[:80]!r}"
    return "it answered in another protocol"


def check_reachable(address: str, timeout: float = CONNECT_TIMEOUT) -> None:
    """RayUnavailable unless a `host:port` (or `ray://host:port`, `[v6]:port`) address takes a TCP connection
    within `timeout` and answers it as a gRPC server does (HTTP/2, within `timeout` again): ray.init retries an
    address that takes no connection for minutes, and one that is not a Ray cluster (another server, a port
    that closes every connection) for minutes too (20 attempts of up to 40 s each). With RAY_USE_TLS the
    server expects TLS first, and only the TCP connection is checked. Other addresses (`auto`, `local`, ...)
    are left to ray.init."""
    import socket

    hostport = address[len("ray://"):] if address.startswith("ray://") else address
    host, sep, port = hostport.rstrip("/").rpartition(":")
    if not sep or not host or not port.isdigit():
        return
    host = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    try:
        sock = socket.create_connection((host, int(port)), timeout=timeout)
    except (OSError, ValueError, OverflowError) as exc:
        reason = f"no answer within {timeout:g} s" if isinstance(exc, TimeoutError) else \
            (getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
        raise RayUnavailable(f"could not join the Ray cluster at {address}: cannot connect to {host}:{port} "
                             f"({reason})") from None
    with sock:
        if os.environ.get("RAY_USE_TLS", "0").lower() in ("1", "true"):
            return
        answer = _h2_answer(sock, timeout)
    if answer is not None:
        what = "a Ray Client server" if address.startswith("ray://") else "Ray's GCS"
        raise RayUnavailable(f"could not join the Ray cluster at {address}: {host}:{port} takes connections but "
                             f"does not answer as {what} (a gRPC server) does: {answer}")
    if not address.startswith("ray://"):
        _check_token(address)


def _check_token(address: str) -> None:
    """RayUnavailable when the GCS at `address` refuses this process's token (none, or another cluster's):
    asked once, in ~0.2 s, where ray.init asks 20 times a second apart and then says only 'Failed to connect'
    (a reviewer: 20 s and 20 warning lines). Anything else is left to ray.init."""
    try:
        from ray._raylet import GcsClient
        from ray.exceptions import AuthenticationError
    except ImportError:   # another Ray: ray.init answers
        return
    try:
        with _quiet_stderr():   # Ray's C++ client logs the refusal on fd 2 too; the error below says it once
            GcsClient(address=address)
    except AuthenticationError as exc:
        detail = " ".join(str(exc).split())[:400]
        raise RayUnavailable(f"could not join the Ray cluster at {address}: it refuses this process's token: "
                             f"{detail}") from None
    except Exception:   # noqa: BLE001 - not an authentication problem: ray.init tries and reports
        return


@contextmanager
def _quiet_stderr():
    """File descriptor 2 sent to /dev/null for the block (native code writes there, not to sys.stderr)."""
    saved = os.dup(2)
    try:
        with open(os.devnull, "wb") as null:
            os.dup2(null.fileno(), 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def start(workers: int, address: str | None = None) -> None:
    """Join the cluster at `address`, or start a local Ray instance with `workers` CPUs (RayUnavailable if not).
    The next run() ends it (a Ray instance started or joined by anyone else is left as it is)."""
    global _started
    try:
        import ray
    except ImportError as exc:  # pragma: no cover - ray is a hard dependency
        raise RayUnavailable(f"ray is not installed: {exc}") from exc
    shutdown_done()
    if address:
        check_reachable(address)
    kwargs = dict(include_dashboard=False, logging_level=logging.ERROR, log_to_driver=False, configure_logging=True)
    # Workers must import fastindex the way the driver does (a source checkout or an install).
    pkg_parent = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    before = {p.pid for p in psutil.Process().children(recursive=True)}
    try:
        with _working_directory(pkg_parent):
            if address:
                ray.init(address=address, **kwargs)
            else:
                # The workers inherit the environment of the raylet started here: PYTHONPATH set for the start
                # only, rather than a runtime_env, whose agent round trip made bringing 2 workers up take 6.2 s
                # instead of 1.5 s on a loaded 2-core machine.
                path = os.pathsep.join(p for p in (pkg_parent, os.environ.get("PYTHONPATH", "")) if p)
                # Ray adds 15 to its workers' niceness: on a machine shared with other jobs the map (the run's
                # main work) would yield to all of them, unlike an in-process run. They keep this process's.
                # address="local": always a new local instance. Without it ray.init() joins a cluster named by
                # RAY_ADDRESS or started earlier with `ray start`, and then fails (num_cpus is refused).
                with environment(PYTHONPATH=path, RAY_worker_niceness="0"):
                    ray.init(address="local", num_cpus=workers, **kwargs)
    except KeyboardInterrupt:   # Ctrl-C or SIGTERM during the start: what it started so far is stopped
        _stop_partial_start(ray, before)
        raise
    except Exception as exc:
        where = f"the Ray cluster at {address}" if address else "a local Ray instance"
        hint = ""
        if address and os.environ.get("RAY_AUTH_MODE") != "token":
            hint = (" (a cluster started with `ray start` uses token authentication: set RAY_AUTH_MODE=token "
                    "and make its token available, e.g. RAY_AUTH_TOKEN_PATH or ~/.ray/auth_token)")
        detail = " ".join(str(exc).split())[:300]
        raise RayUnavailable(f"could not start or join {where}: {type(exc).__name__}: {detail}{hint}") from exc
    _started = True


def cluster_cpus() -> int:
    """The CPUs of the Ray cluster this process is connected to (0 when it does not say)."""
    import ray
    try:
        return int(ray.cluster_resources().get("CPU", 0))
    except Exception:   # noqa: BLE001 - a figure to size the shards by, not worth failing the run for
        return 0


def _stop_partial_start(ray, before: set[int]) -> None:
    """After ray.init was interrupted: end the processes it had started (this process's descendants not in
    `before`). The CLI exits without Ray's exit handler (cli.run), and a start interrupted inside ray.init's
    node set-up (which ray.shutdown() does not know yet) left the raylet's dashboard and runtime-env agents
    running."""
    try:
        ray.shutdown()
    except BaseException:   # noqa: BLE001 - the interrupt is what is reported
        pass
    # stopped before they are killed, until no new one appears: a raylet killed first would orphan an agent it
    # started after the look, and an orphan is no descendant of this process any more
    started: dict[int, psutil.Process] = {}
    for _ in range(100):
        try:
            new = [p for p in psutil.Process().children(recursive=True) if p.pid not in before | started.keys()]
        except psutil.Error:
            break
        if not new:
            break
        for p in new:
            started[p.pid] = p
            try:
                p.suspend()
            except psutil.Error:
                pass
    for p in started.values():
        try:
            p.kill()
        except psutil.Error:
            pass
    psutil.wait_procs(list(started.values()), timeout=5)


def run(root: str, shards: list, workers: int, address: str | None = None,
        parse_timeout: float | None = None, embed: bool = False) -> Iterator[ShardResult]:
    """Map the shards on Ray, yielding each shard's result as it finishes. Without a running instance one is
    started (start()); one that start() began, here or before, is shut down once the last result is in."""
    import ray

    shutdown_done()
    if not ray.is_initialized():
        start(workers, address)
    try:
        from ray.exceptions import OutOfMemoryError, RayTaskError, WorkerCrashedError

        from ..search.dense import EmbedUnavailable

        task = ray.remote(map_shard_packed)

        def submit(items: list, retries: int):
            # the task's name is the worker's process title (`ps`: ray::fastindex map 12 files from a/b.py)
            name = f"fastindex map {len(items)} file{'s' * (len(items) != 1)} from {items[0][0]}"
            return task.options(max_retries=retries, retry_exceptions=False, num_cpus=1, name=name[:200]).remote(
                root, items, parse_timeout, embed)

        pending = {submit(shard, TASK_RETRIES): shard for shard in shards}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                items = pending.pop(ref)
                try:
                    result = ray.get(ref)
                except (WorkerCrashedError, OutOfMemoryError):
                    # The worker died on every attempt: something in the shard kills it (a grammar crash, memory).
                    # Its files are mapped one per task; a file that kills its worker twice is recorded as such.
                    if len(items) == 1:
                        yield _crashed(items)
                    else:
                        pending.update((submit([item], 1), [item]) for item in items)
                    continue
                except RayTaskError as exc:
                    if isinstance(exc.cause, EmbedUnavailable):   # a node without the extra: one line
                        raise EmbedUnavailable(f"a Ray worker: {exc.cause}") from None
                    raise
                yield _unpack(result)
    finally:
        if _started:
            _shut_down_meanwhile(ray)
