"""The timing report: one context manager per phase feeds it; it prints as a table and serialises as JSON."""
from __future__ import annotations

import os
import sys
import time
from contextlib import contextmanager
from dataclasses import dataclass, field

import psutil


@dataclass
class Phase:
    name: str
    wall: float = 0.0
    cpu: float = 0.0            # driver CPU, plus worker CPU for the map
    files: int = 0
    bytes: int = 0
    lines: int = 0
    peak_rss: int = 0           # driver RSS at the end of the phase
    extra: dict = field(default_factory=dict)

    def as_dict(self) -> dict:
        d = {"name": self.name, "wall_s": round(self.wall, 4), "cpu_s": round(self.cpu, 4), "files": self.files,
             "bytes": self.bytes, "lines": self.lines, "peak_rss_driver": self.peak_rss}
        if self.lines and self.wall > 0:
            d["lines_per_s"] = round(self.lines / self.wall)
        d.update(self.extra)
        return d


@dataclass
class Report:
    phases: list[Phase] = field(default_factory=list)
    languages: dict = field(default_factory=dict)      # language -> {files, bytes, lines, definitions, ...}
    slowest: list = field(default_factory=list)        # [(seconds, path)]
    errors: dict = field(default_factory=dict)         # reason -> [paths]
    skipped: dict = field(default_factory=dict)        # reason -> count
    skipped_examples: dict = field(default_factory=dict)
    declarations_only: dict = field(default_factory=dict)   # reason (generated) -> count: indexed, sites unlinked
    declarations_only_examples: dict = field(default_factory=dict)
    workers: dict = field(default_factory=dict)        # backend, count, peak RSS per worker
    counts: dict = field(default_factory=dict)         # nodes, edges by kind, unresolved ...
    reuse: dict = field(default_factory=dict)          # incremental runs: files reused from the base vs parsed
    sources: dict = field(default_factory=dict)        # --with-source: files embedded, missing (changed/vanished)
    embed: dict = field(default_factory=dict)          # --embed: definitions embedded, where, CPU/wall, throughput

    @contextmanager
    def timer(self, name: str):
        phase = Phase(name)
        w0, c0 = time.perf_counter(), time.process_time()
        try:
            yield phase
        finally:
            phase.wall += time.perf_counter() - w0
            phase.cpu += time.process_time() - c0
            phase.peak_rss = max(phase.peak_rss, psutil.Process().memory_info().rss)
            self.phases.append(phase)

    def phase(self, name: str) -> Phase | None:
        return next((p for p in self.phases if p.name == name), None)

    def as_dict(self) -> dict:
        total_wall = sum(p.wall for p in self.phases)
        return {
            "phases": [p.as_dict() for p in self.phases],
            "total_wall_s": round(total_wall, 4),
            "languages": self.languages,
            "slowest_files": [{"path": p, "seconds": round(s, 4)} for s, p in self.slowest],
            "errors": self.errors,
            "skipped": dict(sorted(self.skipped.items())),
            "skipped_examples": self.skipped_examples,
            "declarations_only": dict(sorted(self.declarations_only.items())),
            "declarations_only_examples": self.declarations_only_examples,
            "workers": self.workers,
            "counts": self.counts,
        } | ({"reuse": self.reuse} if self.reuse else {}) | ({"sources": self.sources} if self.sources else {}) \
            | ({"embed": self.embed} if self.embed else {})


def format_report(d: dict) -> str:
    """A plain-text table of a report dict (as stored in a snapshot header)."""
    out = []
    out.append(f"{'phase':<10}{'wall s':>9}{'cpu s':>9}{'files':>8}{'MB':>9}{'lines':>11}{'lines/s':>11}"
               f"{'RSS MB':>9}")
    for p in d.get("phases", []):
        out.append(f"{p['name']:<10}{p['wall_s']:>9.2f}{p['cpu_s']:>9.2f}{p['files']:>8}"
                   f"{p['bytes'] / 1e6:>9.1f}{p['lines']:>11}{p.get('lines_per_s', 0):>11}"
                   f"{p['peak_rss_driver'] / 1e6:>9.0f}")
    out.append(f"{'total':<10}{d.get('total_wall_s', 0):>9.2f}")
    w = d.get("workers") or {}
    if w:
        out.append(f"workers: {w.get('backend')} x{w.get('count')}, peak worker RSS "
                   f"{w.get('peak_rss_max', 0) / 1e6:.0f} MB (sum {w.get('peak_rss_sum', 0) / 1e6:.0f} MB)")
    red = next((p for p in d.get("phases", []) if p["name"] == "reduce" and p.get("processes", 1) > 1), None)
    if red:
        out.append(f"reduce: {red['processes']} processes (the driver and {red['processes'] - 1} forked), children's "
                   f"peak RSS {max(red.get('children_peak_rss') or [0]) / 1e6:.0f} MB, {red.get('relinked', 0)} "
                   f"files linked again by the driver" + (f"; every file linked by the driver: {red['linked_here']}"
                                                          if red.get("linked_here") else ""))
    r = d.get("reuse") or {}
    if r:
        out.append(f"reuse: {r.get('reused', 0)} files from the base ({r.get('reused_renamed', 0)} renamed), "
                   f"{r.get('parsed', 0)} new or changed, {r.get('removed', 0)} gone; {r.get('hashed', 0)} hashed "
                   f"({'changes from git' if r.get('mode') == 'git' else 'content digests'}); base {r.get('base')}")
        if r.get("note"):
            out.append(f"reuse: {r['note']}")
        if r.get("reduce") == "incremental":
            out.append(f"reuse: reduce re-linked {r.get('relinked', 0)} files ({r.get('readers', 0)} unchanged files "
                       f"read a changed one), took {r.get('link_reused', 0)} from the base")
        elif r.get("reduce"):
            out.append(f"reuse: reduce {r['reduce']}")
    s = d.get("sources") or {}
    if s:
        out.append(f"sources: {s.get('embedded', 0)} files embedded" + (
            f", {s['missing']} not (changed or unreadable since they were indexed: {', '.join(s['examples'])})"
            if s.get("missing") else ""))
    e = d.get("embed") or {}
    if e:
        out.append(f"embed: {e.get('embedded', 0)} definitions embedded in the map's workers"
                   + (f" ({e['in_driver']} in the driver)" if e.get("in_driver") else "")
                   + (f", {e['from_base']} from the base" if e.get("from_base") else "")
                   + f": {e.get('cpu_s', 0):.1f} CPU-s, {e.get('definitions_per_cpu_s', 0)} definitions/CPU-s, "
                   f"{e.get('definitions_per_s', 0)} definitions/s with {e.get('workers', 1)} worker"
                   + "s" * (e.get("workers", 1) != 1))
    langs = d.get("languages") or {}
    if langs:
        out.append("languages: " + ", ".join(
            f"{k} {v['files']} files/{v['lines']} lines" for k, v in sorted(langs.items())))
    c = d.get("counts") or {}
    if c:
        out.append("edges: " + ", ".join(f"{k} {v}" for k, v in sorted((c.get("edges") or {}).items())))
        out.append("provenance: " + ", ".join(f"{k} {v}" for k, v in sorted((c.get("provenance") or {}).items())))
        out.append(f"references: {c.get('references', 0)} sites, {c.get('resolved', 0)} resolved, "
                   f"{c.get('local', 0)} local, {c.get('external', 0)} external, {c.get('global', 0)} global, "
                   f"{c.get('unresolved', 0)} unresolved")
    if d.get("skipped"):
        out.append("skipped: " + ", ".join(f"{k} {v}" for k, v in d["skipped"].items()))
    if d.get("declarations_only"):
        out.append("declarations only (their own reference sites not linked): "
                   + ", ".join(f"{k} {v}" for k, v in d["declarations_only"].items()))
    errors = d.get("errors") or {}
    for reason, paths in sorted(errors.items()):
        shown = ", ".join(paths[:3]) + (f" (+{len(paths) - 3} more)" if len(paths) > 3 else "")
        out.append(f"error [{reason}] {len(paths)}: {shown}")
    slow = d.get("slowest_files") or []
    if slow:
        out.append("slowest: " + ", ".join(f"{s['path']} {s['seconds']:.3f}s" for s in slow[:5]))
    return "\n".join(out)


class Progress:
    """A progress bar on a terminal, plain periodic lines otherwise; always on stderr."""

    def __init__(self, total: int, label: str, enabled: bool = True, stream=None, unit: str = "files") -> None:
        self.total, self.label, self.done, self.unit = total, label, 0, unit
        self.stream = stream or sys.stderr
        self.enabled = enabled
        self.tty = enabled and hasattr(self.stream, "isatty") and self.stream.isatty() and \
            os.environ.get("TERM") != "dumb"
        self._last = 0.0

    def advance(self, n: int) -> None:
        self.done += n
        if not self.enabled:
            return
        now = time.monotonic()
        if self.tty:
            if now - self._last > 0.1 or self.done >= self.total:
                width = 30
                filled = int(width * self.done / max(self.total, 1))
                self.stream.write(f"\r{self.label} [{'#' * filled}{'.' * (width - filled)}] "
                                  f"{self.done}/{self.total}")
                self.stream.flush()
                self._last = now
        elif now - self._last > 2.0 or self.done >= self.total:
            self.stream.write(f"{self.label}: {self.done}/{self.total} {self.unit}\n")
            self.stream.flush()
            self._last = now

    def close(self) -> None:
        if self.enabled and self.tty:
            self.stream.write("\n")
            self.stream.flush()
