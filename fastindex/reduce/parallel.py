"""The reduce on several cores: the link split by files over forked processes.

A forked child sees the driver's tables as they are (copy on write: nothing decoded or sent again, which is
what rules the Ray workers out for the reduce: each would need every table). The files are split, in path
order, into one part per process by their reference sites; the driver links the first part while each child
links its own, then takes the children's edges, unresolved sites and FileLinks for the rest
(`Linker.link(only=..., reused=...)`, the incremental reduce's entry point).

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
import os
import tempfile
from collections import defaultdict
from itertools import count, islice

import msgpack
import psutil

from ..machine import memory_available, usable_cores
from ..malloc import trim
from ..map.table import FileTable
from .link import COUNT_NAMES, CYCLE, DEEP, FileLink, Linker, LinkResult, Unresolved

# Below this many reference sites a sequential link takes under a second: a fork is not worth it. Above, a second
# process pays already: excalidraw (148K sites) 1.59 -> 1.08 s on 2 cores, typeorm (220K) 2.69 -> 2.18, mypy
# (340K) 2.65 -> 2.09 (`parallel.link` on the map's tables, alternated; bench/results/reduce-budget-2026-12-01.md).
MIN_REFERENCES = 100_000
# Each process beyond two gets at least this many sites (a child repeats the memo work its files share with
# others').
SITES_PER_PROCESS = 100_000
# The driver's part, as a fraction of an equal share of the reference sites. What the driver does after its part
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
         stats: dict | None = None, sort: bool = True) -> LinkResult:
    """Linker(root, tables, configs).link(sort=sort), on `processes` processes (the driver and forked children;
    see processes_for). `stats` gets what the run did: processes, the files the driver linked again after a
    child (met a cycle guard), and why every file was linked here when it was."""
    linker = Linker(root, tables, configs)
    if processes < 2 or len(tables) < processes:
        return linker.link(sort=sort)
    parts = _split(sorted(tables, key=lambda t: t.path), processes, DRIVER_SHARE)
    trim()   # the heap's free pages are not copied into each child's RSS (fastindex.malloc.trim)
    children: list[_Child] = []
    try:
        for part in parts[1:]:
            children.append(_Child(linker, part))
    except OSError as e:   # no fork (process or memory limits) or no temporary file: the link runs here
        for child in children:
            child.close()
        if stats is not None:
            stats["linked_here"] = f"could not start a process: {e}"
        return linker.link(sort=sort)
    shared = _Shared(set(parts[0]), children)
    try:
        result = linker.link(only=shared, reused=shared, sort=sort)
    finally:
        for child in children:
            child.close()
    if stats is not None:
        stats["processes"] = len(parts)
        stats["children_cpu_s"] = round(sum(c.cpu for c in children), 4)
        stats["children_peak_rss"] = [c.peak_rss for c in children]
        stats["relinked"] = len(shared.relink)
        if shared.why:
            stats["linked_here"] = shared.why
    return result


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

    def __init__(self, linker: Linker, part: list[str]) -> None:
        self.file = tempfile.TemporaryFile()
        self._result = None
        self.status, self.cpu, self.peak_rss = 0, 0.0, 0
        self.pid = os.fork()
        if self.pid == 0:   # the child: link, write, leave without running the driver's exit handlers
            code = 1   # anything but 0: no result (the driver links the part itself)
            try:
                gc.disable()   # a collection would touch (and copy) every page of the shared tables
                _write(self.file, _link_part(linker, part, self.file))
                self.file.flush()
                code = 0
            finally:
                os._exit(code)

    def result(self):
        """(edges by path, unresolved by path, FileLinks, structural, files that met a cycle guard,
        order-dependent) or None when the child failed."""
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

    def close(self) -> int:
        """Wait for the child; its exit status (0: it wrote its result). Its CPU seconds and peak RSS are kept
        (`cpu`, `peak_rss`) for the report."""
        if self.pid:
            pid, self.pid = self.pid, 0
            try:
                _, status, usage = os.wait4(pid, 0)
            except ChildProcessError:
                self.status = -1
            else:
                self.status = os.waitstatus_to_exitcode(status)
                self.cpu = usage.ru_utime + usage.ru_stime
                self.peak_rss = usage.ru_maxrss * 1024   # kilobytes on Linux
        return self.status


def _link_part(linker: Linker, part: list[str], fh):
    """The child's work: its part linked, each file's edges written to `fh` as its link ends (_Emitter: synth-1m's
    child held 42.6 MB of rows until its end, when the driver has grown most), the rest returned as plain lists and
    dicts for msgpack (tuples become lists)."""
    only = set(part)
    emit = _Emitter(fh)
    r = linker.link(only=only, reused=_Nothing(), emit=emit)
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


class _Emitter:
    """A file's edge rows written as ["e", path, the ends, kinds and provenances not numbered before, then the rows
    as six columns: those four as numbers, count, line]. The driver keeps one object per number (_read), as the
    link's own rows share their ends: decoded as they are, every row's ends and strings are new objects
    (synth-1m's 550K rows from the child took the driver 748 -> 1,149 MB; 881 MB numbered)."""

    def __init__(self, fh) -> None:
        self.fh = fh
        self.packer = msgpack.Packer(use_bin_type=True)
        self.numbers: dict = defaultdict(count().__next__)   # an end, kind or provenance -> its number

    def __call__(self, path: str, rows: list) -> None:
        if not rows:
            return
        numbers = self.numbers
        before = len(numbers)
        number = numbers.__getitem__
        src, dst, kind, provenance, counts, lines = zip(*rows)
        columns = [list(map(number, src)), list(map(number, dst)), list(map(number, kind)),
                   list(map(number, provenance)), counts, lines]
        new = list(islice(reversed(numbers.keys()), len(numbers) - before))[::-1]
        self.fh.write(self.packer.pack(["e", path, new, *columns]))


def _read(fh) -> tuple | None:
    """A child's result as _decode gives it, its edges from the _Emitter's records; None without a final record."""
    emitted: dict[str, list] = defaultdict(list)
    known: list = []   # the ends, kinds and provenances by number
    for item in msgpack.Unpacker(fh, use_list=False, raw=False, read_size=1 << 20):
        if item[0] != "e":
            return _decode(item, dict(emitted))
        _, path, new, src, dst, kind, provenance, counts, lines = item
        known.extend(new)
        get = known.__getitem__
        emitted[path].extend(zip(map(get, src), map(get, dst), map(get, kind), map(get, provenance), counts, lines))
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


def _decode(result, edges: dict[str, list]) -> tuple:
    """A child's final record with the link's own types (arrays come back as tuples), and its `edges` by path."""
    status, unresolved, files, structural, flagged, order_dependent = result
    return (status, edges,
            {p: [Unresolved._make(u) for u in us] for p, us in unresolved.items()},
            {p: FileLink._make(fl) for p, fl in files.items()},
            (list(structural[0]), frozenset(structural[1])), set(flagged), order_dependent)


class _Shared:
    """`only` and `reused` for the driver's link: its own part and whatever the children could not give are
    linked; the rest is taken from the children, asked for when the link reaches the first path not its own."""

    defined_names = None

    def __init__(self, own: set[str], children: list[_Child]) -> None:
        self.own = own
        self.children = children
        self._ready = False
        self._all = False          # link every file here (a child failed, or an order-dependent result)
        self.why = ""              # ... and why
        self.relink: set[str] = set()   # the children's files that met a cycle guard: linked here
        self._edges: dict = {}
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
        if any(r[5] for r in results):
            self._all, self.why = True, "a depth limit, or a cycle guard in the structural pass"
            return
        for edges, unresolved, files, structural, flagged, _ in results:
            self._edges.update(edges)
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
        return self._edges.pop(path, [])

    def unresolved(self, path: str) -> list:
        return self._unresolved.pop(path, [])
