"""The index run: discover -> map (in-process or Ray) -> reduce -> graph -> snapshot, each phase timed."""
from __future__ import annotations

import functools
import os
import sys
import time
from collections import defaultdict
from dataclasses import asdict, dataclass

from . import __version__
from .discover import DEFAULT_MAX_FILE_BYTES, discover
from .execute import make_shards
from .gcpause import no_gc
from .graph import EDGE_KINDS, PROVENANCES, EdgeColumns, NodeIndex, graph_from_columns
from .incremental import decoded, map_key
from .incremental.relink import links_records
from .languages import BY_NAME, select
from .machine import usable_cores
from .map.context import context_digests, repository_contexts
from .map.load import DEFAULT_PARSE_TIMEOUT, GENERATED
from .map.table import content_digest
from .reduce import parallel as parallel_link
from .reduce.link import LinkResult
from .report import Progress, Report
from .snapshot import FORMAT_MAJOR, FORMAT_MINOR, SnapshotWriter
from .snapshot.codec import (
    edge_order,
    encode_docs,
    encode_edges,
    unresolved_columns,
    unresolved_name_columns,
)
from .snapshot.stream import TableSections

# Below this many bytes of source, Ray's start-up (3 s on a quiet machine, 10+ s on a busy one) costs more
# than it saves: the map runs on forked processes (execute.fork_backend), which start in milliseconds.
IN_PROCESS_BYTES = 8 * 1024 * 1024
# With fewer workers than this, Ray's fixed costs (its start, its daemons' CPU) outweigh what it adds over
# forked processes on one machine: on 2 cores, 2 Ray workers were barely faster end to end than one process
# on any corpus up to 1.2M lines (bench/results/).
RAY_MIN_CORES = 3
# Below this many bytes the per-file part of the map takes about a tenth of a second: encoding the tables in the
# workers and decoding them in the driver costs about what a second process saves. One process. Was 1 MB until
# 2026-12-05; measured then on 2 cores, the map's wall in-process against 2 forked workers (3 rounds each,
# bench/results/fork-threshold-2026-12-05.md): leveldb (0.90 MB of C++) 1.85-1.96 -> 1.63-1.65 s, MediatR
# (0.36 MB of C#) 0.51-0.53 -> 0.44-0.45 s, a 2 KB fixture 0.26-0.27 -> 0.29-0.30 s.
FORK_MIN_BYTES = 256 * 1024
SHARDS_PER_WORKER = 4
# The in-process map runs shard by shard too, so that its tables reach the snapshot writer while it runs.
IN_PROCESS_SHARD_BYTES = 2 * 1024 * 1024


@dataclass
class IndexOptions:
    workers: int = 0                  # 0: all cores
    reduce_processes: int = 0         # 0: reduce.parallel.default_processes
    ray_address: str | None = None
    languages: str | None = None      # "py,ts"; None: all
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES
    backend: str = "auto"             # auto, inprocess, ray
    progress: bool = True
    parse_timeout: float = DEFAULT_PARSE_TIMEOUT   # seconds per file; 0: no budget
    with_source: bool = False         # embed the indexed files' contents (a `sources` section)
    embed: bool = False               # dense embeddings of the definitions (the `fastindex[embed]` extra)

    def snapshot_options(self) -> dict:
        """The options that change the snapshot's content (workers and backend do not)."""
        from .languages import canonical
        # one spelling of the languages: a base indexed with `--languages py` is reused by `python` or `py,py`
        opts = {"languages": canonical(self.languages), "max_file_bytes": self.max_file_bytes,
                "with_source": self.with_source}
        if self.embed:
            from .search.dense import MODEL
            opts["embed"] = MODEL
        return opts


@dataclass
class IndexResult:
    root: str
    commit: str
    tables: list
    link: LinkResult                  # its edges an (n, 6) int64 array of (src id, dst id, kind code, provenance
                                      # code, count, line) rows in the order Linker.link sorts its tuples in
                                      # (node ids: graph.NodeIndex(tables, link.externals); `edge_tuples`)
    report: Report
    problems: list
    node_count: int = 0
    search: object = None             # fastindex.search.lexical.LexicalIndex
    tables_written: object = None     # snapshot.stream.TableSections when index() wrote them during the map
    embeddings: object = None         # fastindex.search.dense.DenseIndex (index --embed)
    configs: list | None = None       # the files that steer resolution (Discovery.configs)
    modified: list | None = None      # the files that may differ from `commit` (Discovery.modified)
    generated: dict | None = None     # path -> the repository's word on it (SourceFile.generated), where it said one
    map_context: dict | None = None   # language family -> the digest of its files' map context (map.context)

    @functools.cached_property
    def graph(self):
        """The rustworkx graph of the run (as `fastindex.open(snapshot).graph()` gives it), built on first use:
        the index run itself only needs the edge rows it writes."""
        rows = self.link.edges
        return graph_from_columns(self.node_count, EdgeColumns(*(rows[:, j].copy() for j in range(6))))

    def edge_tuples(self) -> list[tuple]:
        """The edges as Linker.link gives them: (src key, dst key, kind, provenance, count, line), node keys as
        graph.NodeIndex's ("file", path) / ("def", path, i) / ("ext", module)."""
        ids = NodeIndex(self.tables, self.link.externals)
        key = ids.key_of
        return [(key(s), key(d), EDGE_KINDS[k], PROVENANCES[p], c, ln)
                for s, d, k, p, c, ln in self.link.edges.tolist()]


def _backend_for(options: IndexOptions, total_bytes: int) -> tuple[str, int]:
    workers = options.workers or usable_cores()
    if options.backend != "auto":
        return options.backend, workers
    if options.ray_address:
        return "ray", workers
    if workers == 1 or total_bytes < FORK_MIN_BYTES:
        return "inprocess", 1
    if total_bytes < IN_PROCESS_BYTES or workers < RAY_MIN_CORES:
        return ("fork", workers) if _can_fork() else ("inprocess", 1)
    return "ray", workers


def _can_fork() -> bool:
    """Whether processes can be forked here (not on Windows; macOS has fork, but its system libraries are not
    fork-safe once used, which is why Python's default there is spawn)."""
    return sys.platform.startswith("linux") or sys.platform.startswith("freebsd")


def index(root: str, options: IndexOptions | None = None, reuse=None, out: str | None = None) -> IndexResult:
    """Index a repository. `reuse` (fastindex.incremental.Reuse) takes unchanged files' tables from a base
    snapshot instead of mapping them; the result is the same. With `out`, the snapshot's per-file sections are
    written while the map runs, and `write_snapshot(result, out, options)` completes the file."""
    with no_gc():
        return _index(root, options or IndexOptions(), reuse, out)


def _index(root: str, options: IndexOptions, reuse=None, out: str | None = None) -> IndexResult:
    report = Report()
    languages = select(options.languages)
    with report.timer("discover") as ph:
        found = discover(root, languages, options.max_file_bytes)
        # what the map is told about the whole repository (C++: its headers' namespace macros)
        found.contexts = repository_contexts(found.root, found.files)
        ph.files = len(found.files)
        ph.bytes = sum(f.size for f in found.files)
    report.skipped = dict(found.skipped)
    report.skipped_examples = found.skipped_examples

    writer = stream = None
    try:
        if out:   # inside the try: an interrupt while the spools are created removes the temporary file too
            writer = SnapshotWriter(out)
            stream = TableSections(writer, [f.path for f in found.files])
        result = _map_and_reduce(found, options, report, reuse, stream)
    except BaseException:
        if stream is not None:
            stream.abort()
        if writer is not None:
            writer.abort()
        raise
    result.tables_written = stream
    return result


def _map_and_reduce(found, options: IndexOptions, report: Report, reuse, stream) -> IndexResult:
    to_map, tables = found.files, []
    if reuse is not None:
        with report.timer("reuse") as ph:
            tables, to_map = reuse.split(found)
            ph.files = len(tables)
            ph.bytes = sum(t.size for t in tables)
            ph.lines = sum(t.lines for t in tables)
        report.reuse = reuse.stats
    streamed = 0.0   # seconds spent writing the per-file sections during the map
    if stream is not None:
        t0 = time.perf_counter()
        for t in tables:
            stream.add(t)
        streamed += time.perf_counter() - t0

    if stream is not None:   # no thread of the snapshot writer's running while the map's backend forks
        stream.writer.pause()
    backend, workers = _backend_for(options, sum(f.size for f in to_map))
    mapped = []
    problems: list[dict] = []
    worker_rss: dict[tuple[str, int], int] = {}
    slowest: list = []
    lexical_runs: list = []   # (a shard's tables, their lexical documents): search.lexical.merged_documents
    with report.timer("map") as ph:
        if backend == "ray" and options.ray_address and not options.workers:
            # a cluster joined: as many workers as it has CPUs (this machine's cores would leave most of a large
            # cluster idle: the shards are cut per worker)
            from .execute import ray_backend
            ray_backend.start(workers, options.ray_address)
            workers = ray_backend.cluster_cpus() or workers
        if backend in ("ray", "fork"):   # the last shard per worker split smaller (make_shards)
            shards = make_shards(to_map, workers * SHARDS_PER_WORKER, tail=workers, contexts=found.contexts)
        else:
            shards = make_shards(to_map, sum(f.size for f in to_map) // IN_PROCESS_SHARD_BYTES,
                                 contexts=found.contexts)
        if backend == "ray":
            from .execute import ray_backend
            results = ray_backend.run(found.root, shards, workers, options.ray_address,
                                      options.parse_timeout, options.embed)
        elif backend == "fork":
            from .execute import fork_backend
            results = fork_backend.run(found.root, shards, workers, options.parse_timeout, options.embed,
                                       before_fork=stream.writer.pause if stream is not None else None)
        else:
            from .execute import inprocess
            results = inprocess.run(found.root, shards, options.parse_timeout, options.embed)
        progress = Progress(len(to_map), "map" + " + embed" * options.embed, enabled=options.progress)
        worker_cpu = 0.0
        pack_cpu = 0.0                           # of worker_cpu, the Ray workers' encoding of their results
        documents_cpu = 0.0                      # of the map's CPU, the lexical index's documents (shard_documents)
        vectors: dict = {}                       # path -> its definitions' embeddings (index --embed)
        embed_cost = [0.0, 0.0, 0.0]             # the workers' embed step: CPU, wall, model load (summed)
        for result in results:
            mapped.extend(result.tables)
            lexical_runs.append((result.tables, result.documents))
            if result.embeddings is not None:
                vectors.update(result.embeddings.by_path())
                embed_cost[0] += result.embeddings.cpu
                embed_cost[1] += result.embeddings.wall
                embed_cost[2] += result.embeddings.load
            if stream is not None:
                t0 = time.perf_counter()
                if result.shipped is not None:   # encoded by the Ray worker
                    stream.add_shipped(result.shipped)
                else:
                    for t in result.tables:
                        stream.add(t)
                for path, _reason in result.skipped:
                    stream.skip(path)
                streamed += time.perf_counter() - t0
            for path, reason in result.skipped:
                report.skipped[reason] = report.skipped.get(reason, 0) + 1
                report.skipped_examples.setdefault(reason, [])
                if len(report.skipped_examples[reason]) < 5:
                    report.skipped_examples[reason].append(path)
            slowest.extend(result.seconds)
            key = (result.node, result.pid)
            worker_rss[key] = max(worker_rss.get(key, 0), result.rss)
            worker_cpu += result.cpu
            pack_cpu += result.extra.get("pack_cpu_s", 0.0)
            documents_cpu += result.extra.get("documents_cpu_s", 0.0)
            progress.advance(len(result.tables) + len(result.skipped))
        # the last shard's result is not held through the reduce: a shipped shard's columns (synth-1m's last:
        # 633 tables, 7.4 MB; the stream frees each shard once its tables are written)
        results = result = None
        progress.close()
        tables.extend(mapped)
        tables.sort(key=lambda t: t.path)
        ph.files = len(mapped)
        ph.bytes = sum(t.size for t in mapped)
        ph.lines = sum(t.lines for t in mapped)
        if stream is not None:
            t0 = time.perf_counter()
            if stream.complete:   # the per-file sections placed now: the encoder's open records freed (finish)
                stream.finish()
            stream.writer.pause()   # nor while the reduce forks (the last shards' sections written meanwhile)
            streamed += time.perf_counter() - t0
            ph.extra["snapshot_tables_s"] = round(streamed, 4)
    if backend in ("ray", "fork"):   # the workers are other processes
        ph.extra["driver_cpu_s"] = round(ph.cpu, 4)
        ph.extra["worker_pack_cpu_s"] = round(pack_cpu, 4)
        ph.cpu += worker_cpu   # the driver's own CPU plus the workers'
    else:
        ph.extra["worker_cpu_s"] = round(worker_cpu, 4)
    ph.extra["lexical_documents_cpu_s"] = round(documents_cpu, 4)   # of the map's CPU, the search documents'
    if options.embed:
        ph.extra["embed_cpu_s"] = round(embed_cost[0], 4)     # of the map's CPU, the embed step's
    report.workers = {"backend": backend, "count": 1 if backend == "inprocess" else workers,
                      "peak_rss_max": max(worker_rss.values(), default=0),
                      "peak_rss_sum": sum(worker_rss.values())}
    slowest.sort(reverse=True)
    report.slowest = slowest[:10]

    errors: dict[str, list[str]] = defaultdict(list)
    for t in tables:
        if t.error:
            reason = t.error.split(":", 1)[0]
            if reason == GENERATED:   # no problem: indexed for what it declares (map.load), its table says so
                report.declarations_only[reason] = report.declarations_only.get(reason, 0) + 1
                examples = report.declarations_only_examples.setdefault(reason, [])
                if len(examples) < 5:
                    examples.append(t.path)
                continue
            problems.append({"path": t.path, "reason": t.error})
            errors[reason].append(t.path)
        if t.parse_errors:
            errors["syntax-errors"].append(t.path)
    report.errors = {k: sorted(v) for k, v in sorted(errors.items())}
    langs: dict[str, dict] = {}
    for t in tables:
        s = langs.setdefault(t.language, {"files": 0, "bytes": 0, "lines": 0, "definitions": 0, "references": 0})
        s["files"] += 1
        s["bytes"] += t.size
        s["lines"] += t.lines
        s["definitions"] += len(t.definitions)
        s["references"] += len(t.references)
    report.languages = dict(sorted(langs.items()))

    with report.timer("reduce") as ph:
        if options.reduce_processes:
            processes = parallel_link.processes_for(tables, options.reduce_processes)
        else:
            processes = parallel_link.processes_for(
                tables, parallel_link.default_processes(options.workers), parallel_link.default_budget(),
                parallel_link.RAY_DRIVER_EXTRA if backend == "ray" else 0)
        # an incremental reduce runs in this process: it is taken only where it costs less than the full one would
        link = reuse.link(found.root, tables, found.configs, processes) if reuse is not None else None
        unsorted = link is None   # the link's rows left in no set order: sorted in the graph phase
        if link is None:
            # an incremental run's kept tables decoded first, in this process: the link reads every one of them,
            # and lazily (as a re-link reads a few) they cost each forked process their decoding again
            # (excalidraw: 0.09 s to decode, the link on 2 processes 1.06 -> 0.73 s)
            link_tables = decoded(tables) if reuse is not None else tables
            link = parallel_link.link(found.root, link_tables, found.configs, processes, ph.extra, sort=False)
            del link_tables
        ph.files = len(tables)
        ph.extra["references"] = link.counts["references"]
    if ph.extra.get("children_cpu_s"):   # the forked processes' share of the link (reduce.parallel)
        ph.extra["driver_cpu_s"] = round(ph.cpu, 4)
        ph.cpu += ph.extra["children_cpu_s"]
    failed = link.counts.pop("link_failed", None)   # files whose link raised: their sites left unresolved
    for path, reason in sorted((failed or {}).items()):
        problems.append({"path": path, "reason": reason})
        report.errors.setdefault("link", []).append(path)
    report.counts = link.counts
    if backend == "ray":
        from .execute import ray_backend
        t0 = time.perf_counter()
        ray_backend.shutdown_done()   # a Ray started by this run shut down during the reduce: wait for its end
        report.workers["ray_shutdown_wait_s"] = round(time.perf_counter() - t0, 4)

    with report.timer("graph") as ph:
        # the link's edges as rows of node ids and codes (parallel_link.link's, and an incremental reduce's),
        # the graph's and the write's, in the order Linker.link sorts its tuples in
        size = len(tables) + sum(len(t.definitions) for t in tables) + len(link.externals)
        if unsorted:
            link = link._replace(edges=link.edges[edge_order(link.edges, len(tables), size)])
        ph.extra["nodes"] = size
        ph.extra["edges"] = len(link.edges)

    with report.timer("lexical") as ph:
        from .search.lexical import LexicalIndex
        search = reuse.lexical(tables) if reuse is not None else None
        ph.extra["reused"] = search is not None
        if search is None:
            search = LexicalIndex.build(tables, lexical_runs)
        ph.extra["documents"] = len(search)
        ph.extra["words"] = len(search.vocab)
    embeddings = None
    if options.embed:
        with report.timer("embed") as ph:   # in the driver: the workers' vectors in node order
            from .search.dense import assemble
            embeddings, origin = assemble(tables, vectors, reuse.base if reuse is not None else None)
            ph.extra["documents"] = len(embeddings)
        report.embed = _embed_figures(origin, embed_cost, report.workers["count"])
    return IndexResult(found.root, found.commit, tables, link, report, problems, size, search, embeddings=embeddings,
                       configs=found.configs, modified=found.modified,
                       generated={f.path: f.generated for f in found.files if f.generated is not None},
                       map_context=context_digests(found.contexts))


def _embed_figures(origin: dict, cost: list[float], concurrency: int) -> dict:
    """The report's `embed` entry: definitions embedded by the map's workers (and, for tables they did not
    map, taken from the base or embedded in the driver), CPU and wall seconds of that work, and throughput.
    `definitions_per_s` is per second of wall time with the workers together: the shards' embed wall time
    summed, divided by the number of workers running at once; loading the model (once per worker process) is
    left out of both and reported as `model_load_s` (summed over the workers)."""
    cpu = cost[0] + origin.get("driver_cpu_s", 0.0)
    wall = cost[1] / max(concurrency, 1) + origin.get("driver_wall_s", 0.0)
    embedded = origin["workers"] + origin["driver"]
    return {"definitions": embedded + origin["base"], "embedded": embedded, "from_base": origin["base"],
            "in_driver": origin["driver"], "cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
            "workers": concurrency, "model_load_s": round(cost[2] + origin.get("driver_load_s", 0.0), 2),
            "definitions_per_s": round(embedded / wall, 2) if wall > 0 else 0.0,
            "definitions_per_cpu_s": round(embedded / cpu, 2) if cpu > 0 else 0.0}


def write_snapshot(result: IndexResult, out: str, options: IndexOptions) -> dict:
    """Write the snapshot atomically; returns the header document (meta) that was stored."""
    report = result.report
    stream, result.tables_written = result.tables_written, None
    if stream is not None and stream.writer.path != os.path.realpath(out):
        stream.abort()
        stream.writer.abort()
        stream = None
    writer = stream.writer if stream is not None else SnapshotWriter(out)
    try:
        with no_gc(), report.timer("write") as ph:
            if stream is None:
                stream = TableSections(writer, [t.path for t in result.tables])
                for t in result.tables:
                    stream.add(t)
            stream.finish()   # the per-file sections, when the map did not place them already
            writer.section("externals", result.link.externals)
            writer.section("edges", encode_edges(result.link.edges, len(result.tables), result.node_count))
            writer.section("unresolved", unresolved_columns(result.tables, result.link.unresolved))
            writer.section("unresolved_names", unresolved_name_columns(result.tables, result.link.unresolved,
                                                                       stream.encoder.string_ids))
            stream.encoder.string_ids = {}
            writer.section("problems", result.problems)
            writer.section("links", links_records(result.root, result.configs or [], result.tables, result.link))
            if options.with_source:
                missing: list[str] = []
                writer.section("sources", _sources(result, missing))
                report.sources = {"embedded": len(result.tables) - len(missing), "missing": len(missing),
                                  "examples": missing[:5]}
            writer.section("docs", encode_docs(result.tables))
            if result.search is not None:
                writer.section("search", result.search.records())
            if result.embeddings is not None:
                writer.section("embeddings", result.embeddings.records())
            writer.drain()   # the sections compressed by the writer's thread are part of the write
            ph.files = len(result.tables)
        meta = snapshot_meta(result, options)
        writer.section("meta", [meta])
        writer.commit()
    except BaseException:
        writer.abort()
        raise
    size = os.path.getsize(out)
    meta["report"]["snapshot_bytes"] = size
    return meta


def _sources(result: IndexResult, missing: list[str]):
    """The `sources` section: each indexed file's bytes as they were indexed, read again now and kept only if
    they still have the indexed digest (None, and listed in `missing`, for a file that changed or vanished)."""
    for t in result.tables:
        data = None
        if not t.error.startswith(("read:", "timeout:")):
            try:
                with open(os.path.join(result.root, t.path), "rb") as fh:
                    data = fh.read()
            except OSError:
                data = None
            if data is not None and content_digest(data) != t.digest:
                data = None
        if data is None:
            missing.append(t.path)
        yield data


def snapshot_meta(result: IndexResult, options: IndexOptions) -> dict:
    return {
        "tool": "fastindex", "tool_version": __version__, "format": [FORMAT_MAJOR, FORMAT_MINOR],
        "root": result.root, "commit": result.commit, "modified": result.modified,
        "generated": result.generated or {},   # a file's table depends on it: a base is reused where it agrees
        "options": options.snapshot_options(),
        "map_key": map_key(),
        "map_context": result.map_context or {},   # the tables depend on it: a family's are reused where it agrees
        "counts": {"files": len(result.tables), "definitions": sum(len(t.definitions) for t in result.tables),
                   "externals": len(result.link.externals), "edges": len(result.link.edges),
                   "unresolved": len(result.link.unresolved)},
        "report": result.report.as_dict(),
        "run": {k: v for k, v in asdict(options).items()
                if k in ("workers", "backend", "ray_address", "parse_timeout")},
        # language -> [declaration signature, private head] where functions are declared apart from their bodies
        "declared_apart": {name: [spec.prototype_signature, spec.private_head]
                           for name in sorted({t.language for t in result.tables})
                           if (spec := BY_NAME.get(name)) is not None and spec.prototype_signature},
        # language -> its tag keywords (C's `struct inst`: LanguageSpec.tag_keywords), how a reader writes a site
        "tag_keywords": {name: sorted(spec.tag_keywords) for name in sorted({t.language for t in result.tables})
                         if (spec := BY_NAME.get(name)) is not None and spec.tag_keywords},
    }
