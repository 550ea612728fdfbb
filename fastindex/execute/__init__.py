"""Where the map runs: in this process or on Ray. Both run the same pure function over the same shards."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from itertools import accumulate

import psutil

from ..discover import SourceFile
from ..gcpause import no_gc
from ..map.load import DEFAULT_PARSE_TIMEOUT, load_and_map
from ..map.table import FileTable
from ..search.lexical import shard_documents


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
    embeddings: object = None               # search.dense.ShardVectors (index --embed)
    shipped: object = None                  # snapshot.shipped.ShippedShard: the tables' columns (Ray)
    documents: object = None                # search.lexical.ShardDocuments: the tables' lexical documents


SLOWEST_PER_SHARD = 10


def map_shard(root: str, items: list[tuple[str, str]], parse_timeout: float | None = DEFAULT_PARSE_TIMEOUT,
              embed: bool = False) -> ShardResult:
    """Map a shard of (path, language) items, or (path, language, generated[, context]) where the repository says
    whether the file is generated (SourceFile.generated; None: it does not) or its language family has a repository
    context (map.context; one tuple shared by the shard's items, pickled once). Runs unchanged in-process or as a
    Ray task. With `embed`, the shard's definitions are then embedded in the same process (a separate step after
    the pure map)."""
    t0, c0 = time.perf_counter(), time.process_time()
    tables, skipped, seconds = [], [], []
    with no_gc():
        for path, language, *rest in items:
            table, reason, secs = load_and_map(root, path, language, parse_timeout, *rest)
            if table is None:
                skipped.append((path, reason))
            else:
                tables.append(table)
            seconds.append((secs, path))
        # the lexical index's documents, encoded here rather than in the driver after the reduce
        d0 = time.process_time()
        documents = shard_documents(tables)
        documents_cpu = time.process_time() - d0
    vectors = None
    if embed:
        from ..search.dense import embed_shard
        vectors = embed_shard(tables)
    seconds.sort(reverse=True)
    proc = psutil.Process()
    return ShardResult(tables, skipped, seconds[:SLOWEST_PER_SHARD], time.process_time() - c0,
                       time.perf_counter() - t0, os.getpid(), proc.memory_info().rss, os.uname().nodename,
                       extra={"documents_cpu_s": documents_cpu}, embeddings=vectors, documents=documents)


def make_shards(files: list[SourceFile], n_shards: int, tail: int = 0,
                contexts: dict[str, tuple] | None = None) -> list[list[tuple[str, str]]]:
    """Split files, sorted by path, into `n_shards` contiguous runs of about equal bytes. Contiguous runs let
    the snapshot's per-file sections be written in path order while shards finish (snapshot.stream). With
    `tail` (one per worker), the last `tail` of those runs are each split into a half, a quarter and two
    eighths: the shards that finish last are smaller, so less of the map's end has one worker busy and the
    others idle. synth-1m on 2 fork workers, 4 alternated pairs: the gap between the two workers' last results
    0.51-0.76 s with the last runs split in two, 0.12-0.21 s so. `contexts`: language -> the repository context
    its files are mapped with (map.context), carried by their items."""
    files = sorted(files, key=lambda f: f.path)
    n_shards = max(1, n_shards)
    tail = max(0, min(tail, n_shards))
    weights = [1] * (n_shards - tail) + [0.5] * tail + [0.25] * tail + [0.125] * (2 * tail)
    if len(weights) > len(files):
        weights = [1] * max(1, len(files))
    n_shards = len(weights)
    cost = [f.size + 256 for f in files]  # a per-file cost, so many tiny files still spread out
    total = sum(cost)
    ends = [total * a / sum(weights) for a in accumulate(weights)]   # where each shard's share of the cost ends
    shards: list[list[tuple[str, str]]] = [[]]
    done = 0
    for i, (f, c) in enumerate(zip(files, cost)):
        # start the next shard once this one has its share, or when each shard still to come needs one of the
        # files left
        if shards[-1] and len(shards) < n_shards and (done >= ends[len(shards) - 1]
                                                      or len(files) - i <= n_shards - len(shards)):
            shards.append([])
        context = contexts.get(f.language, ()) if contexts else ()
        shards[-1].append((f.path, f.language, f.generated, context) if context else
                          (f.path, f.language) if f.generated is None else (f.path, f.language, f.generated))
        done += c
    return shards
