"""The reduce on several cores: the link split by files over forked processes.

A forked child sees the driver's tables as they are (copy on write: nothing decoded or sent again, which is
what rules the Ray workers out for the reduce: each would need every table). The files are split, in path
order, into one part per process by their reference sites (on two processes the parts are claimed file by file
instead, the driver's from the first path on, the child's from the last back, until they meet: _Claims); the
driver links the first part while each child links its own, then takes the children's edges, unresolved sites and
FileLinks for the rest
(`Linker.link(only=..., reused=...)`, the incremental reduce's entry point). The edges come back as node-id rows
(graph.NodeIndex) and are merged as such, as an incremental reduce merges its base's.

The result is the sequential link's, byte for byte:
  - the driver links its part first, in path order, from an empty memo: exactly as a sequential link does;
  - a result that met no cycle guard and no depth limit is a function of its inputs alone (the memo only
    saves its recomputation), so a child's file without a CYCLE or DEEP marker links as it would in order;
  - a child's file that met a cycle guard is linked again by the driver, in path order after its own part:
    the entries a cycle leaves in the memo are made only by files that meet it, all of them re-linked in the
    same order, and the entries it lacks (other files') are pure;
  - a depth limit (DEEP) anywhere, or a structural pass that met a cycle, and the driver links every file
    itself, in order (what the stack allows depends on what the memo held); so does a child that failed.
"""
from __future__ import annotations

import gc
import mmap
import multiprocessing
import os
import signal
import struct
import tempfile
from collections import defaultdict
from itertools import islice

import msgpack
import numpy as np
import psutil

from ..graph import KIND_CODE, PROV_CODE, NodeIndex, edge_array, edge_counts
from ..machine import die_with_parent, memory_available, usable_cores
from ..malloc import trim
from ..map.table import FileTable
from ..snapshot.codec import edge_order
from .link import COUNT_NAMES, CYCLE, DEEP, FileLink, Linker, LinkResult, Unresolved

# Below this many reference sites the link stays in one process. A second process pays already far lower than
# the 100K sites this was until 2026-12-05 (`parallel.link` on the map's tables, 1 process against 2, alternated,
# wall s, bench/results/reduce-threshold-2026-12-05.md): synth-tiny (2.2K sites) 0.05 / 0.05, MediatR (7.3K)
# 0.25 / 0.15, tinyxml2 (8.6K) 0.08 / 0.06, jq (28K) 0.16 / 0.12, leveldb (32K) 0.42 / 0.27, synth-100k (65K)
# 1.76 / 1.05; before: excalidraw (148K sites) 1.59 -> 1.08 s, typeorm (220K) 2.69 -> 2.18, mypy (340K) 2.65 ->
# 2.09 (bench/results/reduce-budget-2026-12-01.md).
MIN_REFERENCES = 5_000
# Each process beyond two gets at least this many sites (a child repeats the memo work its files share with
# others').
SITES_PER_PROCESS = 100_000
# The driver's part of a cut made beforehand (three processes or more; two claim their files as they go: _Claims),
# as a fraction of an equal share of the reference sites. What the driver does after its part
# (reading the children's results, linking again their files that met a cycle guard, the final sort) waits for the
# children anyway, so the parts should end together: a child's part costs more than its sites say (it also packs
# and writes its rows). With 0.9, synth-1m's driver ended its part 1.6 CPU-s before its child (7.2 against 8.8)
# and waited. The reduce's wall, estimated as the longer part plus the driver's work after it (CPU-s, on the
# pickled tables, 2 runs each): synth-1m 0.9: 10.6, 1.0: 10.05, 1.05: 9.3-9.8, 1.1: 9.8-9.9; saleor 3.56, 3.27,
# 3.31-3.43, 3.35-3.44; excalidraw 0.85, 0.89, 0.88, 0.88.
DRIVER_SHARE = 1.05
# A child's peak RSS, as a fraction of the driver's RSS when the link starts: fork copies the page table, so the
# child's RSS starts at the driver's (its free heap pages given back first: malloc.trim) and grows by its own
# memo and scopes (its edges are written out as it goes). synth-1m on 2 fork workers: a driver of 600 MB, a child
# of 663 MB at its end (1.10); saleor 332 -> 309 MB (0.93), excalidraw 128 -> 105 MB (0.82).
CHILD_SIZE = 1.1


# Below this many cores the default is held to a memory budget. On 2 cores a second process cut synth-1m's
# reduce from 23.3-24.4 to 16.3-17.6 s (-28 %; about -11 % end to end) for +25 % CPU (each process repeats the
# memo work the files share) and then +0.75-0.9 GB at once (the child's copy: 1,010 MB peak beside the driver's
# 1,286), past the bench's 1.5 GB target (bench/results/reduce-parallel-2026-11-30.md); saleor's reduce 3.6 -> 2.65 s
# for a child of 422 MB beside a driver of 531 MB (bench/results/reduce-budget-2026-12-01.md). Since the child's
# edges are written as it goes and the heap is trimmed before the fork, synth-1m's 2 processes peak at 1,412 MB.
# So on such a machine (a small CI runner) the second process is used where the run's projected peak stays under
# SMALL_MACHINE_BUDGET; with more cores each process costs the same memory for a larger cut, and only the memory
# available bounds them. --reduce-processes N asks for N anyway (available memory still bounds them).
DEFAULT_MIN_CORES = 3
SMALL_MACHINE_BUDGET = 1500 * 2**20   # bytes: issue 5's peak RSS target for 1.2M lines on 2 cores
# What the driver's RSS grows by while its children run, as a fraction of its RSS when the link starts (its memo
# and its own part's edges; after the children end it grows alone, by their results: that peak is the driver's
# in a sequential link too). synth-1m: 600 -> 748 MB (0.25; the RSS sum then 1,412 MB, the projection 1,410),
# saleor 332 -> 331 MB, excalidraw 128 -> 121 MB (`/tmp/s7/memsample.py`-style sampling every 0.2 s).
DRIVER_GROWTH = 0.25
# What a driver that ran the map on Ray adds to that projection (a Ray driver's own memory, which each child's RSS
# counts again): synth-1m on 2 Ray workers, a driver of 544 MB when the link starts (projected 1,278 MB) peaked at
# 1,508-1,516 MB for driver and child at once, the same with Ray shut down before the fork
# (bench/results/synth-1m-2026-12-02*.md): 238 MB over. Since the per-file sections are placed when the map ends
# (555c302), a driver of 546 / 563 MB (projected 1,283 / 1,323 MB) peaked at 1,368 / 1,400 MB, driver, Ray
# workers and child sampled together (`--backend ray --workers 2 --reduce-processes 2`, 2 runs): 85 and 77 MB
# over, and a margin
RAY_DRIVER_EXTRA = 150 * 2**20


def default_processes(workers: int) -> int:
    """The reduce's processes when not asked for: this machine's cores (no more than `workers` when given: 1
    keeps the whole run in one process); processes_for bounds them by memory (default_budget)."""
    cores = usable_cores()
    return min(workers, cores) if workers else cores


def default_budget() -> int | None:
    """The memory budget (bytes) of the default number of processes: SMALL_MACHINE_BUDGET below
    DEFAULT_MIN_CORES cores, else None (the memory available only)."""
    return SMALL_MACHINE_BUDGET if usable_cores() < DEFAULT_MIN_CORES else None


def processes_for(tables: list[FileTable], processes: int, budget: int | None = None, extra: int = 0) -> int:
    """How many processes the link of `tables` gets, of `processes` allowed: 1 for a small repository, and no
    more children than the memory available holds, nor than keep the projected peak (the driver grown by its
    link, and each child's copy, plus `extra` bytes: RAY_DRIVER_EXTRA for a driver that ran Ray) within `budget`
    bytes when given."""
    if processes < 2 or not hasattr(os, "fork"):
        return 1
    references = sum(len(t.references) for t in tables)
    if references < MIN_REFERENCES:
        return 1
    n = min(processes, len(tables), max(2, references // SITES_PER_PROCESS))
    rss = psutil.Process().memory_info().rss
    available = memory_available()
    while n > 1 and ((n - 1) * rss * CHILD_SIZE > available or
                     (budget is not None and rss * (1 + DRIVER_GROWTH + (n - 1) * CHILD_SIZE) + extra > budget)):
        n -= 1
    return n


def link(root: str, tables: list[FileTable], configs: list[str], processes: int,
         stats: dict | None = None, sort: bool = True, claimed: bool = True) -> LinkResult:
    """Linker(root, tables, configs).link(sort=sort), on `processes` processes (the driver and forked children;
    see processes_for), with its edges as an (n, 6) int64 array of rows (source and destination node ids of
    graph.NodeIndex over `tables` in path order and the result's externals, kind and provenance codes, count,
    line), as an incremental reduce gives them. Every process makes each file's edges rows as its link ends
    (_Rows), so they are never all tuples at once: synth-1m's driver made 550K tuples of its child's rows after
    the child had ended, then numbered them and its own 450K again, alone. With `sort`, the rows are in the order
    Linker.link sorts its tuples in (codec.edge_order); without, in no set order. `stats` gets what the run did:
    processes, the files the driver linked again after a child (met a cycle guard), and why every file was linked
    here when it was. Two processes claim their files as they go (_Claims; with `claimed` False, or on more
    processes, the parts are cut by reference sites beforehand: _split)."""
    linker = Linker(root, tables, configs)
    ordered = sorted(tables, key=lambda t: t.path)
    ids = NodeIndex(ordered, [])
    if processes < 2 or len(tables) < processes:
        return _linked_here(linker, ids, ordered, sort)
    # two processes claim their files as they go (_Claims); more split them by reference sites beforehand
    parts = None
    if processes == 2 and claimed:
        try:
            parts = [_Claims([t.path for t in ordered])] * 2   # (one object: the driver's and the child's part)
        except (OSError, ImportError):   # no POSIX semaphore here (a container without /dev/shm): cut beforehand
            pass
    if parts is None:
        parts = _split(ordered, processes, DRIVER_SHARE)
    trim()   # the heap's free pages are not copied into each child's RSS (fastindex.malloc.trim)
    children: list[_Child] = []
    try:
        for part in parts[1:]:
            children.append(_Child(linker, part, ids))
    except OSError as e:   # no fork (process or memory limits) or no temporary file: the link runs here
        for child in children:
            child.close()
        if stats is not None:
            stats["linked_here"] = f"could not start a process: {e}"
        return _linked_here(linker, ids, ordered, sort)
    shared = _Shared(parts[0] if isinstance(parts[0], _Claims) else set(parts[0]), children)
    blocks: list[np.ndarray] = []
    rows = _Rows(ids, lambda _path, _new, block: blocks.append(block))
    try:
        result = linker.link(only=shared, reused=shared, emit=rows, sort=False)
    except BaseException:   # an error, Ctrl-C or SIGTERM: the children's parts are not waited for
        for child in children:
            child.kill()
        raise
    finally:
        for child in children:
            child.close()
    if stats is not None:
        stats["processes"] = len(parts)
        stats["children_cpu_s"] = round(sum(c.cpu for c in children), 4)
        stats["children_peak_rss"] = [c.peak_rss for c in children]
        stats["relinked"] = len(shared.relink)
        stats["driver_files"] = len(shared.mine) if shared.mine is not None else len(parts[0])
        if shared.why:
            stats["linked_here"] = shared.why
    return _merged(result, [(blocks, list(rows.externals)), *shared.taken], ordered, sort)


def _linked_here(linker: Linker, ids: NodeIndex, tables: list[FileTable], sort: bool) -> LinkResult:
    """The link in this process alone, its edges made rows file by file (_Rows)."""
    blocks: list[np.ndarray] = []
    rows = _Rows(ids, lambda _path, _new, block: blocks.append(block))
    return _merged(linker.link(emit=rows, sort=False), [(blocks, list(rows.externals))], tables, sort)


def _merged(result: LinkResult, taken: list, tables: list[FileTable], sort: bool) -> LinkResult:
    """`result`, a link made with a _Rows `emit`, its edges as rows (`link`'s): the rows of the files it emitted
    and of those it took from children, `taken` (per process, its (n, 6) row blocks and the list of its external
    modules, in which a destination -1 - k is the k-th), and its own edges left as tuples (those the structural
    pass may count again). The externals are the union of those the rows reach; the counts of edges per kind and
    provenance are counted from the rows; sorted with `sort`."""
    groups: dict[int, tuple[list, list]] = {}   # a process's externals (by identity) -> its blocks, the list
    for blocks, externals in taken:
        groups.setdefault(id(externals), ([], externals))[0].extend(blocks)
    # the blocks copied once, into the rows' one array (synth-1m: 1.0M rows in 9K blocks), a process's together
    edges = np.empty((len(result.edges) + sum(len(b) for blocks, _ in groups.values() for b in blocks), 6),
                     dtype=np.int64)
    names = set(result.externals)
    merged = []
    at = len(result.edges)
    for blocks, own in groups.values():
        if blocks:
            a = np.concatenate(blocks, out=edges[at:at + sum(map(len, blocks))])
            at += len(a)
            outside = a[:, 1] < 0
            merged.append((a, outside, own))
            names.update(own[k] for k in np.unique(-1 - a[outside, 1]).tolist())
    externals = sorted(names)
    first = len(tables) + sum(len(t.definitions) for t in tables)   # the first external's node id
    ext_id = {name: first + i for i, name in enumerate(externals)}
    edges[:len(result.edges)] = edge_array(tables, result.edges, externals)
    for a, outside, own in merged:
        number = np.fromiter((ext_id.get(n, -1) for n in own), dtype=np.int64, count=len(own))
        a[outside, 1] = number[-1 - a[outside, 1]]
    if sort:
        edges = edges[edge_order(edges, len(tables), first + len(externals))]
    kinds, provenance = edge_counts(edges)
    return result._replace(edges=edges, externals=externals,
                           counts={**result.counts, "edges": kinds, "provenance": provenance})


def _split(tables: list[FileTable], processes: int, driver_share: float) -> list[list[str]]:
    """The paths in order, cut into `processes` runs by reference sites (one site ~ one unit of link work; a
    file costs one more): the first run (the driver's) `driver_share` of an equal share, the others equal."""
    weights = [len(t.references) + 1 for t in tables]
    total = sum(weights)
    first = driver_share / processes
    cuts = [total * (first + (1 - first) * k / (processes - 1)) for k in range(processes - 1)]
    parts: list[list[str]] = [[] for _ in range(processes)]
    acc, k = 0, 0
    for t, w in zip(tables, weights):
        while k < len(cuts) and acc >= cuts[k]:
            k += 1
        parts[k].append(t.path)
        acc += w
    return [p for p in parts if p]


class _Claims:
    """The files of a link on two processes, claimed one at a time: the driver's from the first path on (in the
    link's order), the child's from the last path back, until they meet. So both parts end together whatever their
    files cost, where a cut by reference sites made beforehand left one process linking alone (typeorm: the
    child's part 4.2 CPU-s against the driver's 3.0, excalidraw's the other way). The driver's part stays the
    first files in path order, linked in order from an empty memo (the module's doc says why that gives the
    sequential link's result); which file the parts meet at changes nothing but who links what.
    Two counters in memory the forked child shares (front: the driver's next file, back: the child's last), under
    a lock of the fork context."""

    def __init__(self, paths: list[str]) -> None:
        self.index = {p: i for i, p in enumerate(paths)}
        self._mem = mmap.mmap(-1, 16)   # anonymous and shared: the child's writes are the driver's
        self._lock = multiprocessing.get_context("fork").Lock()
        struct.pack_into("qq", self._mem, 0, 0, len(paths))
        self.orphaned = False   # (the driver's: its child ended holding the lock)

    def front(self, path: str, child=None) -> bool:
        """The driver's claim of `path`, asked in path order: whether the child has not taken it. A child (_Child)
        that ended holding the lock (killed from outside: a run otherwise never ends it before its claims) would
        hold it for ever: once the lock is not had within a second and the child has ended, every file is the
        driver's (the child failed: its part is linked here anyway)."""
        i = self.index[path]
        if self.orphaned:
            return True
        while not self._lock.acquire(timeout=1.0):
            if child is not None and not child.running():
                self.orphaned = True
                return True
        try:
            _, back = struct.unpack_from("qq", self._mem, 0)
            if i >= back:
                return False
            struct.pack_into("q", self._mem, 0, i + 1)
            return True
        finally:
            self._lock.release()

    def back(self, path: str, driver: int | None = None) -> bool:
        """The child's claim of `path`, asked from the last path back: whether the driver has not taken it. A
        driver that ended holding the lock (where no parent-death signal ends the child with it:
        machine.die_with_parent) ends the child too, once the lock is not had within a second."""
        i = self.index[path]
        while not self._lock.acquire(timeout=1.0):
            if driver is not None and os.getppid() != driver:
                os._exit(1)
        try:
            front, _ = struct.unpack_from("qq", self._mem, 0)
            if i < front:
                return False
            struct.pack_into("q", self._mem, 8, i)
            return True
        finally:
            self._lock.release()


class _Claimed:
    """`only` for a process claiming its files as the link asks (_Claims.front or .back, each path once: the link
    asks again after its files, for the structural pass's edges, and gets the answer it had)."""

    def __init__(self, claim) -> None:
        self._claim = claim
        self.mine: set[str] = set()
        self._asked: set[str] = set()

    def __contains__(self, path: str) -> bool:
        if path not in self._asked:
            self._asked.add(path)
            if self._claim(path):
                self.mine.add(path)
        return path in self.mine


class _Nothing:
    """`reused` for a child: the files of other parts have no edges, sites or counts (they are not its)."""
    structural = None
    defined_names = None

    def __init__(self) -> None:
        zero = FileLink((), (0,) * len(COUNT_NAMES))
        self.files = defaultdict(lambda: zero)

    def edges(self, path: str) -> list:
        return []

    def unresolved(self, path: str) -> list:
        return []


class _Child:
    """One forked process linking one part. Its result comes back as msgpack in an unnamed temporary file (no
    pipe to drain while the driver links its own part), read when the driver needs it."""

    def __init__(self, linker: Linker, part: list[str], ids: NodeIndex) -> None:
        self.file = tempfile.TemporaryFile()
        self._result = None
        self.status, self.cpu, self.peak_rss = 0, 0.0, 0
        driver = os.getpid()
        self.pid = os.fork()
        if self.pid == 0:   # the child: link, write, leave without running the driver's exit handlers
            code = 1   # anything but 0: no result (the driver links the part itself)
            try:
                die_with_parent(driver)   # a driver killed outright leaves no child linking for nothing
                gc.disable()   # a collection would touch (and copy) every page of the shared tables
                _write(self.file, _link_part(linker, part, self.file, ids))
                self.file.flush()
                code = 0
            finally:
                os._exit(code)

    def result(self):
        """(row blocks by path, externals, unresolved by path, FileLinks, structural, files that met a cycle
        guard, order-dependent) or None when the child failed."""
        if self._result is None:
            self._result = ("failed",)
            if self.close() == 0:
                try:
                    self.file.seek(0)   # read as it is decoded, not whole first (~100 MB on synth-1m)
                    self._result = _read(self.file) or self._result
                except Exception:   # noqa: BLE001 - an unreadable result: the driver links the part itself
                    pass
            self.file.close()
        return None if self._result[0] == "failed" else self._result[1:]

    def kill(self) -> None:
        """End the child now (its result is not wanted); close() still reaps it."""
        if self.pid:
            try:
                os.kill(self.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def close(self) -> int:
        """Wait for the child; its exit status (0: it wrote its result). Its CPU seconds and peak RSS are kept
        (`cpu`, `peak_rss`) for the report."""
        self._reap(0)
        return self.status

    def running(self) -> bool:
        """Whether the child has not ended (an ended one is reaped, as close() would)."""
        return self._reap(os.WNOHANG)

    def _reap(self, flags: int) -> bool:
        if not self.pid:
            return False
        try:
            pid, status, usage = os.wait4(self.pid, flags)
        except ChildProcessError:
            self.pid, self.status = 0, -1
            return False
        if pid == 0:   # (WNOHANG: still running)
            return True
        self.pid = 0
        self.status = os.waitstatus_to_exitcode(status)
        self.cpu = usage.ru_utime + usage.ru_stime
        self.peak_rss = usage.ru_maxrss * 1024   # kilobytes on Linux
        return False


def _link_part(linker: Linker, part, fh, ids: NodeIndex):
    """The child's work: its part (a list of paths, or the _Claims it takes its files from, the last back)
    linked, each file's edges written to `fh` as its link ends (_Rows: synth-1m's child held 42.6 MB of rows until
    its end, when the driver has grown most), the rest returned as plain lists and dicts for msgpack (tuples become
    lists)."""
    driver = os.getppid()
    only = _Claimed(lambda path: part.back(path, driver)) if isinstance(part, _Claims) else set(part)
    packer = msgpack.Packer(use_bin_type=True)
    emit = _Rows(ids, lambda path, new, block: fh.write(packer.pack(["e", path, new, block.tobytes()])))
    r = linker.link(only=only, reused=_Nothing(), emit=emit, reverse=isinstance(part, _Claims))
    if isinstance(only, _Claimed):
        part = sorted(only.mine)
    edges: dict[str, list] = defaultdict(list)
    for row in r.edges:
        edges[row[0][1]].append(row)
    for path, rows in edges.items():   # the structural pass's rows, after every file's
        emit(path, rows)
    unresolved: dict[str, list] = defaultdict(list)
    for u in r.unresolved:
        unresolved[u.path].append(u)
    files = {p: r.files[p] for p in part}
    flagged = sorted(p for p, fl in files.items() if CYCLE in fl.deps)
    deep = any(DEEP in fl.deps for fl in files.values())
    order_dependent = deep or CYCLE in r.structural[1] or DEEP in r.structural[1]
    return ["ok", unresolved, files, [r.structural[0], sorted(r.structural[1])], flagged, order_dependent]


class _Rows:
    """Linker.link's `emit`: a file's edge tuples made an (n, 6) int64 block of rows (source and destination node
    ids of `ids`, graph.NodeIndex over the tables in path order without externals; an external module -1 - its
    number here; kind and provenance codes; count; line), given to `sink(path, the external modules not numbered
    before, block)`. A child writes them as ["e", path, those modules, the block's bytes], which the driver keeps
    as they are (_read) and merges by node id (_merged): decoded as tuples, synth-1m's 550K rows from the child
    took the driver 748 -> 1,149 MB."""

    def __init__(self, ids: NodeIndex, sink) -> None:
        self.sink = sink
        self.externals: dict[str, int] = {}   # an external module -> its number, in order of first use
        file_ids, def_base, externals = ids.file_ids, ids.def_base, self.externals

        def node(key: tuple) -> int:
            kind = key[0]
            if kind == "def":
                return def_base[key[1]] + key[2]
            if kind == "file":
                return file_ids[key[1]]
            return -1 - externals.setdefault(key[1], len(externals))

        self.node = node

    def __call__(self, path: str, rows: list) -> None:
        if not rows:
            return
        before = len(self.externals)
        n = len(rows)
        src, dst, kind, provenance, counts, lines = zip(*rows)
        a = np.empty((n, 6), dtype=np.int64)
        a[:, 0] = np.fromiter(map(self.node, src), dtype=np.int64, count=n)
        a[:, 1] = np.fromiter(map(self.node, dst), dtype=np.int64, count=n)
        a[:, 2] = np.fromiter(map(KIND_CODE.__getitem__, kind), dtype=np.int64, count=n)
        a[:, 3] = np.fromiter(map(PROV_CODE.__getitem__, provenance), dtype=np.int64, count=n)
        a[:, 4] = counts
        a[:, 5] = lines
        self.sink(path, list(islice(self.externals, before, None)), a)


def _read(fh) -> tuple | None:
    """A child's result as _decode gives it, its edges the row blocks _Rows made, by path; None without a final
    record."""
    emitted: dict[str, list] = defaultdict(list)
    externals: list[str] = []   # the child's external modules by number
    # msgpack's largest cap on one record (0: 2 GiB), not its default 100 MiB: one file's rows (a file of ~2.2M
    # edges) or the final record of a large part may pass that, and the child's work would be lost (its files
    # linked here again)
    for item in msgpack.Unpacker(fh, use_list=False, raw=False, read_size=1 << 20, max_buffer_size=0):
        if item[0] != "e":
            return _decode(item, dict(emitted), externals)
        _, path, new, block = item
        externals.extend(new)
        emitted[path].append(np.frombuffer(block, dtype=np.int64).reshape(-1, 6))
    return None


def _write(fh, result: list) -> None:
    """_link_part's `result` written to `fh` as msgpack, a file's entry at a time: the bytes of
    msgpack.packb(result, use_bin_type=True), without them all in memory at once (synth-1m: +100 MB in the
    child at its end, when the driver has grown most: the peak of their RSS sum, 1,721 MB)."""
    packer = msgpack.Packer(use_bin_type=True)
    fh.write(packer.pack_array_header(len(result)))
    for item in result:
        if isinstance(item, dict):   # by path: edges, unresolved sites, FileLinks
            fh.write(packer.pack_map_header(len(item)))
            for path, value in item.items():
                fh.write(packer.pack(path))
                fh.write(packer.pack(value))
        else:
            fh.write(packer.pack(item))


def _decode(result, edges: dict[str, list], externals: list[str]) -> tuple:
    """A child's final record with the link's own types (arrays come back as tuples), its `edges` (row blocks) by
    path and its `externals`."""
    status, unresolved, files, structural, flagged, order_dependent = result
    return (status, edges, externals,
            {p: [Unresolved._make(u) for u in us] for p, us in unresolved.items()},
            {p: FileLink._make(fl) for p, fl in files.items()},
            (list(structural[0]), frozenset(structural[1])), set(flagged), order_dependent)


class _Shared:
    """`only` and `reused` for the driver's link: its own part and whatever the children could not give are
    linked; the rest is taken from the children, asked for when the link reaches the first path not its own."""

    defined_names = None

    def __init__(self, own, children: list[_Child]) -> None:
        # its part: a set of paths, or claimed from _Claims as the link asks (`mine` then holds what it took)
        self.own = _Claimed(lambda path: own.front(path, children[0])) if isinstance(own, _Claims) else own
        self.mine = self.own.mine if isinstance(own, _Claims) else None
        self.children = children
        self._ready = False
        self._all = False          # link every file here (a child failed, or an order-dependent result)
        self.why = ""              # ... and why
        self.relink: set[str] = set()   # the children's files that met a cycle guard: linked here
        self._edges: dict = {}          # path -> (its row blocks, its child's externals)
        self.taken: list[tuple[list, list]] = []   # those of the files the link took from the children
        self._unresolved: dict = {}
        self.files: dict = {}
        self._structural = None

    def _gather(self) -> None:
        if self._ready:
            return
        self._ready = True
        results = [c.result() for c in self.children]
        if any(r is None for r in results):
            self._all, self.why = True, "a child process failed"
            return
        if any(r[-1] for r in results):
            self._all, self.why = True, "a depth limit, or a cycle guard in the structural pass"
            return
        for edges, externals, unresolved, files, structural, flagged, _ in results:
            self._edges.update((path, (blocks, externals)) for path, blocks in edges.items())
            self._unresolved.update(unresolved)
            self.files.update(files)
            self.relink |= flagged
            if self._structural is None:
                self._structural = structural

    def __contains__(self, path: str) -> bool:
        if path in self.own:
            return True
        self._gather()
        return self._all or path in self.relink

    @property
    def structural(self):
        self._gather()
        return None if self._all else self._structural

    def edges(self, path: str) -> list:
        """None as tuples: the child's rows of `path` are merged by node id after the link (_merged)."""
        rows = self._edges.pop(path, None)
        if rows is not None:
            self.taken.append(rows)
        return []

    def unresolved(self, path: str) -> list:
        return self._unresolved.pop(path, [])
