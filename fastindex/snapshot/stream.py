"""Writing the per-file sections while the map is still running.

Map results arrive in any order (shards finish when they finish; an incremental run has the reused tables
first), but the `files`, `definitions`, `references`, `locals` and `strings` sections hold the tables sorted by
path (codec.TableEncoder numbers the strings in order of first use).
TableSections knows the sorted list of discovered paths; a path is settled when its table arrives or the map
skips it (binary, generated, minified), and every settled path at the head of the list is written at once.
With shards that are contiguous runs of that list (execute.make_shards), the head keeps moving and at most a
few shards' tables wait. The sections are byte for byte what `SnapshotWriter.section` writes from the sorted
tables after the run: the snapshot does not depend on how the map was split or scheduled.
"""
from __future__ import annotations

from ..map.table import FileTable
from . import SnapshotWriter, codec
from .stored import StoredSites

TABLE_SECTIONS = ("files", "definitions", "references", "locals", "strings")
# kept tables (an incremental run) renumbered together: fewer numpy calls per table; longer runs measured slower
STORED_RUN = 64


class TableSections:
    def __init__(self, writer: SnapshotWriter, paths: list[str]) -> None:
        self.writer = writer
        self.paths = paths                      # sorted: every path the map may return a table for
        self.next = 0                           # paths[:next] are written or skipped
        self.waiting: dict[str, FileTable | None] = {}   # settled, not yet at the head (None: skipped)
        self.spools = {name: writer.spool(name) for name in TABLE_SECTIONS}
        self.encoder = codec.TableEncoder()
        self.written = 0

    def add(self, table: FileTable) -> None:
        self.waiting[table.path] = table
        self._advance()

    def skip(self, path: str) -> None:
        self.waiting[path] = None
        self._advance()

    def _advance(self) -> None:
        paths, waiting = self.paths, self.waiting
        run: list[FileTable] = []    # consecutive kept tables of one base, written together
        while self.next < len(paths) and paths[self.next] in waiting:
            t = waiting.pop(paths[self.next])
            self.next += 1
            if t is None:
                continue
            stored = t.references
            if isinstance(stored, StoredSites):
                if run and (len(run) == STORED_RUN or run[0].references.source is not stored.source):
                    self._write_stored(run)
                    run = []
                run.append(t)
                continue
            if run:
                self._write_stored(run)
                run = []
            self._write(self.encoder.add(t))
        if run:
            self._write_stored(run)

    def _write_stored(self, run: list[FileTable]) -> None:
        self._write(self.encoder.add_stored_run(run, run[0].references.source, [t.references.fid for t in run]))
        self.written += len(run) - 1

    def _write(self, records) -> None:
        s = self.spools
        for name, record in records:
            s[name].write(record)
        self.written += 1

    def finish(self) -> int:
        """Place the five sections into the snapshot; returns the number of tables written."""
        if self.waiting or self.next != len(self.paths):
            missing = self.paths[self.next] if self.next < len(self.paths) else next(iter(self.waiting))
            raise RuntimeError(f"table stream incomplete: {missing} was never mapped or skipped")
        for name, record in self.encoder.finish():
            self.spools[name].write(record)
        for name in TABLE_SECTIONS:
            self.writer.place(name, self.spools.pop(name))
        return self.written

    def abort(self) -> None:
        for spool in self.spools.values():
            spool.close()
        self.spools = {}
