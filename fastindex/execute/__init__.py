"""Where the map runs: in this process or on Ray. Both run the same pure function over the same shards."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

import psutil

from ..discover import SourceFile
from ..gcpause import no_gc
from ..map.load import DEFAULT_PARSE_TIMEOUT, load_and_map
from ..map.table import FileTable


@dataclass
class ShardResult:
    tables: list[FileTable]
    skipped: list[tuple[str, str]]          # (path, reason) decided from content
    seconds: list[tuple[float, str]]        # (seconds, path), the shard's slowest files
    cpu: float
    wall: float
    pid: int
    rss: int
    node: str = ""
    extra: dict = field(default_factory=dict)


SLOWEST_PER_SHARD = 10


def map_shard(root: str, items: list[tuple[str, str]], parse_timeout: float | None = DEFAULT_PARSE_TIMEOUT
              ) -> ShardResult:
    """Map a shard of (path, language) items. Runs unchanged in-process or as a Ray task."""
    t0, c0 = time.perf_counter(), time.process_time()
    tables, skipped, seconds = [], [], []
    with no_gc():
        for path, language in items:
            table, reason, secs = load_and_map(root, path, language, parse_timeout)
            if table is None:
                skipped.append((path, reason))
            else:
                tables.append(table)
            seconds.append((secs, path))
    seconds.sort(reverse=True)
    proc = psutil.Process()
    return ShardResult(tables, skipped, seconds[:SLOWEST_PER_SHARD], time.process_time() - c0,
                       time.perf_counter() - t0, os.getpid(), proc.memory_info().rss, os.uname().nodename)


def make_shards(files: list[SourceFile], n_shards: int) -> list[list[tuple[str, str]]]:
    """Split files into shards of about equal bytes (largest first, onto the lightest shard)."""
    n_shards = max(1, min(n_shards, len(files)))
    loads = [0] * n_shards
    shards: list[list[SourceFile]] = [[] for _ in range(n_shards)]
    for f in sorted(files, key=lambda f: (-f.size, f.path)):
        i = min(range(n_shards), key=loads.__getitem__)
        loads[i] += f.size + 256  # a per-file cost, so many tiny files still spread out
        shards[i].append(f)
    return [[(f.path, f.language) for f in sorted(s, key=lambda f: f.path)] for s in shards if s]
