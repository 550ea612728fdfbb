"""The forked-process backend: the map's shards on processes forked from this one, for a machine where Ray's
start-up (3-4 s on 2 cores) costs more than the map's parallelism saves.

The same task as a Ray worker's (ray_backend.map_shard_packed: the tables come back as the snapshot's columns),
on a stdlib process pool; a forked worker inherits the interpreter as it is, so it pays no imports and no
start-up. A worker that dies breaks the whole pool, and with it every shard still running: those shards run
again, each alone in a process of its own (shards the pool had not taken yet go to a new pool of all the
workers), so the shard that kills its process is known; it is then split into
one task per file, and a file that kills its process once more is recorded as a crash (ray_backend's reason).
"""
from __future__ import annotations

import multiprocessing
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from concurrent.futures.process import BrokenProcessPool

from ..languages import BY_NAME
from ..map.extract import prepare
from . import ShardResult
from .ray_backend import _crashed, _unpack, map_shard_packed


def compile_shared_languages(shards: list) -> None:
    """Compile, in this process, the languages found in more than one shard: the workers forked from it inherit
    them. A worker compiles a language on its first file (~0.2 CPU-s for Python, ~0.3 for TypeScript or TSX), and
    on synth-1m both workers met nearly every language, compiling ~0.8 CPU-s twice; the driver compiles them once,
    before the fork, in about the wall time each worker spent on them. A language of a single shard is left to the
    worker that maps it."""
    shards_with = Counter(language for items in shards for language in {language for _, language in items})
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
        with ProcessPoolExecutor(max_workers=max(1, min(workers, len(todo))), mp_context=context) as pool:
            futures = {}
            for k, i in enumerate(todo):
                try:
                    futures[pool.submit(map_shard_packed, root, shards[i], parse_timeout, embed)] = i
                except BrokenProcessPool:
                    # a worker died before every shard was handed out (a file that kills it early): the shards
                    # not handed out are not suspects, and run on a new pool of `workers` (a fresh pool takes
                    # its first shard, so each round hands out at least one)
                    unsent = todo[k:]
                    break
            for future in as_completed(futures):
                try:
                    result = future.result()
                except BrokenProcessPool:
                    broken.append(shards[futures[future]])
                    continue
                yield _unpack(result)
        todo = unsent
    broken.sort()
    while broken:
        items = broken.pop(0)
        if before_fork is not None:
            before_fork()
        try:
            with ProcessPoolExecutor(max_workers=1, mp_context=context) as alone:
                result = alone.submit(map_shard_packed, root, items, parse_timeout, embed).result()
        except BrokenProcessPool:
            if len(items) == 1:
                yield _crashed(items)
            else:
                broken[:0] = [[item] for item in items]
            continue
        yield _unpack(result)
