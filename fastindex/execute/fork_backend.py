"""The forked-process backend: the map's shards on processes forked from this one, for a machine where Ray's
start-up (3-4 s on 2 cores) costs more than the map's parallelism saves.

The same task as a Ray worker's (ray_backend.map_shard_packed: the tables come back as the snapshot's columns),
on a stdlib process pool; a forked worker inherits the interpreter as it is, so it pays no imports and no
start-up. A worker that dies breaks the whole pool, and with it every shard still running: those shards run
again, each alone in a process of its own, `workers` at a time (shards the pool had not taken yet go to a new
pool of all the workers), so the shard that kills its process is known; it is then cut in halves until the file
that kills its process alone is found, which is recorded as a crash (ray_backend's reason).
"""
from __future__ import annotations

import multiprocessing
import os
import time
import traceback
from collections import Counter, deque
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor
from concurrent.futures import wait as wait_futures
from concurrent.futures.process import BrokenProcessPool
from multiprocessing.connection import wait

from ..languages import BY_NAME
from ..machine import die_with_parent
from ..map.extract import prepare
from . import ShardResult
from .ray_backend import _crashed, _unpack, map_shard_packed


def compile_shared_languages(shards: list) -> None:
    """Compile, in this process, the languages found in more than one shard: the workers forked from it inherit
    them. A worker compiles a language on its first file (~0.2 CPU-s for Python, ~0.3 for TypeScript or TSX), and
    on synth-1m both workers met nearly every language, compiling ~0.8 CPU-s twice; the driver compiles them once,
    before the fork, in about the wall time each worker spent on them. A language of a single shard is left to the
    worker that maps it."""
    shards_with = Counter(language for items in shards for language in {item[1] for item in items})
    for language in sorted(language for language, n in shards_with.items() if n > 1):
        try:
            prepare(BY_NAME[language])
        except Exception:   # a worker meets the same fault on the language's first file and records it there
            pass


def run(root: str, shards: list, workers: int, parse_timeout: float | None = None, embed: bool = False,
        before_fork=None) -> Iterator[ShardResult]:
    """Map the shards on `workers` forked processes, yielding each shard's result as it finishes.

    The pool forks its workers before the first result is yielded; a shard whose worker died is mapped again
    afterwards, by a process forked then, after `before_fork()` (the caller may have started threads while it
    took the results: a forked child has only the thread that forked, and a lock another thread held stays held
    in it). A pool that broke before it had taken every shard leaves the rest to a new pool of `workers`, also
    forked after `before_fork()`."""
    context = multiprocessing.get_context("fork")
    compile_shared_languages(shards)
    broken: list[list] = []
    todo = list(range(len(shards)))
    while todo:   # one pool; again for the shards it could not take once it broke (a worker died meanwhile)
        if len(todo) < len(shards) and before_fork is not None:
            before_fork()
        unsent: list[int] = []
        # The workers start no shard before every shard is submitted: each waits (`_held`) for a byte of a pipe the
        # driver writes then. On Python 3.10 and 3.11 a worker that died while submit() ran could leave a future
        # that is never resolved (the pool fails the pending futures without the lock submit takes; 3.12 takes
        # it), and the run waited for it forever. A pipe, not a multiprocessing.Event: setting an Event waits for
        # every waiter to wake, and a waiter killed meanwhile never does. A byte per worker, not the pipe's end:
        # a pool forked meanwhile by another thread's run holds a copy of that end.
        size = max(1, min(workers, len(todo)))
        gate, opened = os.pipe()
        try:
            with ProcessPoolExecutor(max_workers=size, mp_context=context, initializer=_held,
                                     initargs=(gate, os.getpid())) as pool:
                futures = {}
                try:
                    for k, i in enumerate(todo):
                        try:
                            futures[pool.submit(map_shard_packed, root, shards[i], parse_timeout, embed)] = i
                        except BrokenProcessPool:
                            # a worker died before every shard was handed out (killed from outside: the gate
                            # holds the shards back): those not handed out are not suspects, and run on a new
                            # pool of `workers` (a fresh pool takes its first shard: each round hands one out)
                            unsent = todo[k:]
                            break
                finally:
                    os.write(opened, b"." * size)
                try:
                    for future, lost in _as_completed(pool, futures):
                        if lost:
                            broken.append(shards[futures[future]])
                            continue
                        yield _unpack(future.result())
                except BaseException:
                    # an error, Ctrl-C or SIGTERM here or in the caller (which then closes this generator): the
                    # shards under way are not waited for (the pool's exit would run them all to their end:
                    # 6.7 s on saleor after a SIGTERM 3 s into its map)
                    _kill_workers(pool)
                    pool.shutdown(wait=False, cancel_futures=True)
                    raise
        finally:
            os.close(gate)
            os.close(opened)
        todo = unsent
    yield from _suspects(context, root, sorted(broken), workers, parse_timeout, embed, before_fork)


def _suspects(context, root: str, shards: list, workers: int, parse_timeout: float | None, embed: bool,
              before_fork) -> Iterator[ShardResult]:
    """Map the shards a dead worker's pool lost, each in a process of its own (so a death names its shard), up to
    `workers` at a time. A shard whose process dies is cut in two halves, mapped the same way, until the file that
    kills its process alone is found (a shard of n files holding one such file costs about 2 log2(n) processes,
    not n). That file is mapped once more with no other process running (a death beside others may have been
    the kernel's OOM killer choosing it for its neighbours' memory), and recorded as a crash if it dies again.
    Each process is forked after `before_fork()`; no thread is started here."""
    todo = deque((items, False) for items in shards)   # (a shard, whether it runs with no other process)
    running: dict = {}   # the reading end of a process's pipe -> (the process, its shard, solo)
    try:
        while todo or running:
            while todo and len(running) < max(1, workers) and not (todo[0][1] and running):
                items, solo = todo.popleft()
                if before_fork is not None:
                    before_fork()
                process, reader = _start_alone(context, root, items, parse_timeout, embed)
                running[reader] = (process, items, solo)
                if solo:
                    break
            # a pipe is ready when its process sent its result, or ended without (no process blocks on a pipe
            # nobody reads: a large result is read as it is sent)
            for reader in wait(list(running)):
                process, items, solo = running[reader]
                try:
                    outcome, result = reader.recv()
                except (EOFError, OSError):   # it died before its result was sent whole
                    outcome, result = "died", None
                except Exception as exc:   # noqa: BLE001 - sent, but not rebuilt here (an exception's own __init__)
                    raise RuntimeError(f"a map process's result could not be read: {type(exc).__name__}: {exc}"
                                       ) from exc   # the process is ended below (finally), as every one running
                del running[reader]
                reader.close()
                process.join()
                process.close()
                if outcome == "raised":   # a bug, not a death: as the pool would, raised here
                    raise result
                if result is not None:
                    yield _unpack(result)
                elif len(items) > 1:
                    half = len(items) // 2
                    todo.extendleft([(items[half:], False), (items[:half], False)])
                elif solo:
                    yield _crashed(items)
                else:   # last, once every other suspect has ended
                    todo.append((items, True))
    finally:   # the caller stopped early (an error): no process left behind
        for reader, (process, _items, _solo) in running.items():
            process.kill()
            process.join()
            process.close()
            reader.close()


# How long futures a broken pool has not failed are waited for before they count as lost (_as_completed)
BROKEN_GRACE_S = 2.0


def _as_completed(pool: ProcessPoolExecutor, futures: dict):
    """(future, lost) for every future as it completes, `lost` when the pool broke before giving its result.
    A pool that broke while submit() ran may never resolve a future on Python 3.10 and 3.11 (see run; a worker
    killed from outside, as the OOM killer does, meets that window even with the gate): once the pool says it is
    broken, what it has not failed within BROKEN_GRACE_S counts as lost, and its processes still alive are
    killed (its manager thread may have died before it could)."""
    pending = set(futures)
    broken_since = None
    while pending:
        done, pending = wait_futures(pending, timeout=0.5, return_when=FIRST_COMPLETED)
        for future in done:
            exc = future.exception()
            if exc is not None and not isinstance(exc, BrokenProcessPool):
                raise exc
            yield future, exc is not None
        if pending and getattr(pool, "_broken", False):
            broken_since = broken_since or time.monotonic()
            if time.monotonic() - broken_since > BROKEN_GRACE_S:
                _kill_workers(pool)
                for future in sorted(pending, key=futures.__getitem__):
                    yield future, True
                return


def _kill_workers(pool: ProcessPoolExecutor) -> None:
    """Kill the pool's processes still alive."""
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        if process.is_alive():
            process.kill()


def _held(gate: int, driver: int) -> None:
    """A pool worker's initializer: wait until the driver has submitted every shard (run), which it says by
    writing a byte per worker to the gate pipe. Ctrl-C meanwhile ends the worker quietly (the driver reports it).
    The worker ends with the driver (machine.die_with_parent)."""
    die_with_parent(driver)
    try:
        os.read(gate, 1)
    except KeyboardInterrupt:
        os._exit(1)


def _start_alone(context, root: str, items: list, parse_timeout: float | None, embed: bool):
    """A process of its own mapping one suspect shard: (the process, the reading end of the pipe its result comes
    back on, as the pool's results do)."""
    reader, writer = context.Pipe(duplex=False)
    process = context.Process(target=_map_alone, args=(root, items, parse_timeout, embed, writer, os.getpid()),
                              daemon=True)
    try:
        process.start()
    finally:
        writer.close()   # the child's end: the pipe ends (EOF) when the child does
    return process, reader


def _map_alone(root: str, items: list, parse_timeout: float | None, embed: bool, writer, driver: int) -> None:
    """A suspect shard's process: map it and send ("ok", the result), or ("raised", the exception). It ends with
    os._exit: no exit handler it inherited from the driver runs (concurrent.futures' would write to a pool's
    wake-up pipe nobody reads); and with the driver (machine.die_with_parent)."""
    try:
        die_with_parent(driver)
        try:
            outcome = ("ok", map_shard_packed(root, items, parse_timeout, embed))
        except BaseException as exc:   # noqa: BLE001 - handed to the driver, which raises it
            outcome = ("raised", exc)
        try:
            writer.send(outcome)
        except Exception:   # noqa: BLE001 - an exception that cannot be sent: its text and traceback can
            what = outcome[1] if outcome[0] == "raised" else None
            text = "".join(traceback.format_exception(what)) if what is not None else "a result that cannot be sent"
            writer.send(("raised", RuntimeError(f"a map process failed: {text}")))
    finally:
        os._exit(0)
