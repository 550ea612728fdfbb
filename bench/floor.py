"""The parse floor: bare tree-sitter parsing of the files fastindex indexes, nothing else.

(a) one process: every file is read first (not timed), then only `parser.parse(data)` is timed;
(b) all cores: a fork Pool whose workers each read + parse their share; the wall runs from creating the Pool
    to the last result (so it includes the fork and the reads, like a real indexer's map would).

"The files fastindex indexes" = `fastindex.discover.discover` (same languages, same size limit), minus the files
whose content fastindex skips without parsing (`fastindex.map.load.skipped_by_content`: binary, minified; a
generated file is parsed for its declarations, so it counts here too).
One parser per language, from `tree_sitter_language_pack.get_parser(spec.grammar)`.
"""
from __future__ import annotations

import multiprocessing
import os
import time

from fastindex.discover import DEFAULT_MAX_FILE_BYTES, discover
from fastindex.execute import make_shards
from fastindex.languages import BY_NAME, select
from fastindex.map.load import skipped_by_content

_PARSERS: dict = {}


def _parser(language: str):
    grammar = BY_NAME[language].grammar
    p = _PARSERS.get(grammar)
    if p is None:
        from tree_sitter_language_pack import get_parser
        p = _PARSERS[grammar] = get_parser(grammar)
    return p


def _lines(data: bytes) -> int:
    # The same count as fastindex's FileTable.lines.
    return data.count(b"\n") + (1 if data and not data.endswith(b"\n") else 0)


def discover_files(root: str, languages: str | None = None, max_file_bytes: int = DEFAULT_MAX_FILE_BYTES):
    return discover(root, select(languages), max_file_bytes)


def single_process(root: str, files) -> dict:
    """(a): read everything (untimed, but reported), then time the parses alone."""
    t0 = time.perf_counter()
    blobs = []
    skipped = 0
    for f in files:
        try:
            with open(os.path.join(root, f.path), "rb") as fh:
                data = fh.read()
        except OSError:
            skipped += 1
            continue
        if skipped_by_content(data):
            skipped += 1
            continue
        blobs.append((f.language, data))
    read_s = time.perf_counter() - t0
    for lang in {lang for lang, _ in blobs}:   # parser construction is not part of the floor either
        _parser(lang)
    n_bytes = sum(len(d) for _, d in blobs)
    n_lines = sum(_lines(d) for _, d in blobs)
    w0, c0 = time.perf_counter(), time.process_time()
    for lang, data in blobs:
        _parser(lang).parse(data)
    wall = time.perf_counter() - w0
    cpu = time.process_time() - c0
    return {"mode": "1 process (parse only; files read beforehand, untimed)", "processes": 1,
            "files": len(blobs), "skipped_by_content": skipped, "bytes": n_bytes, "lines": n_lines,
            "wall_s": round(wall, 4), "cpu_s": round(cpu, 4), "read_s_untimed": round(read_s, 4),
            "lines_per_s": round(n_lines / wall) if wall else 0}


def _pool_init() -> None:
    _PARSERS.clear()


def _pool_shard(args) -> tuple:
    root, items = args
    c0 = time.process_time()
    files = n_bytes = n_lines = 0
    for path, language, *_ in items:   # a third field: .gitattributes' linguist-generated word (make_shards)
        try:
            with open(os.path.join(root, path), "rb") as fh:
                data = fh.read()
        except OSError:
            continue
        if skipped_by_content(data):
            continue
        _parser(language).parse(data)
        files += 1
        n_bytes += len(data)
        n_lines += _lines(data)
    return files, n_bytes, n_lines, time.process_time() - c0, os.getpid()


def all_cores(root: str, files, processes: int) -> dict:
    """(b): a fork Pool of `processes` workers; each reads and parses its share (shards of about equal bytes)."""
    shards = make_shards(list(files), processes * 4)
    ctx = multiprocessing.get_context("fork")
    w0 = time.perf_counter()
    with ctx.Pool(processes, initializer=_pool_init) as pool:
        results = list(pool.imap_unordered(_pool_shard, [(root, s) for s in shards]))
    wall = time.perf_counter() - w0
    n_files = sum(r[0] for r in results)
    n_lines = sum(r[2] for r in results)
    return {"mode": f"{processes} processes (fork Pool; each reads + parses its share; wall includes the fork)",
            "processes": processes, "files": n_files, "bytes": sum(r[1] for r in results), "lines": n_lines,
            "wall_s": round(wall, 4), "cpu_s": round(sum(r[3] for r in results), 4),
            "lines_per_s": round(n_lines / wall) if wall else 0}
