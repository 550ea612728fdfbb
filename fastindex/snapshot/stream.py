"""Writing the per-file sections while the map is still running.

Map results arrive in any order (shards finish when they finish; an incremental run has the reused tables
first), but the `files`, `definitions`, `references`, `locals` and `strings` sections hold the tables sorted by
path (codec.TableEncoder numbers the strings in order of first use).
TableSections knows the sorted list of discovered paths; a path is settled when its table arrives or the map
skips it (binary, generated, minified), and every settled path at the head of the list is written at once.
With shards that are contiguous runs of that list (execute.make_shards), the head keeps moving and at most a
few shards' tables wait. The sections are byte for byte what `SnapshotWriter.section` writes from the sorted
tables after the run: the snapshot does not depend on how the map was split or scheduled. Tables whose columns
are encoded already, a kept table's in its base (snapshot.stored) or a Ray worker's shard (snapshot.shipped),
are written from those columns, their string ids renumbered (`TableEncoder.add_stored_run`).
"""
from __future__ import annotations

from ..map.table import FileTable
from . import SnapshotWriter, codec
from .shipped import ShippedShard
from .stored import StoredSites

TABLE_SECTIONS = ("files", "definitions", "references", "locals", "strings")
# tables with encoded columns renumbered together: fewer numpy calls per table (kept tables of an incremental run
# are copied as column slices per run since their copy works per stretch of base files: runs of 1024 instead of 64,
# synth-1m's 179 runs -> 88, about 0.2 CPU-s less; the per-table copy they replaced was slower with longer runs)
STORED_RUN = 1024


class TableSections:
    def __init__(self, writer: SnapshotWriter, paths: list[str]) -> None:
        self.writer = writer
        self.paths = paths                      # sorted: every path the map may return a table for
        self.next = 0                           # paths[:next] are written or skipped
        # settled, not yet at the head (None: skipped): (table, the source of its encoded columns or None, its
        # index there)
        self.waiting: dict[str, tuple | None] = {}
        self.spools = {name: writer.spool(name) for name in TABLE_SECTIONS}
        self.encoder = codec.TableEncoder()
        self.written = 0
        self.finished = False

    @property
    def complete(self) -> bool:
        """Every path settled and written: `finish` can place the sections."""
        return not self.waiting and self.next == len(self.paths)

    def add(self, table: FileTable) -> None:
        refs = table.references
        if isinstance(refs, StoredSites):   # a kept table: its columns copied from the base
            self.waiting[table.path] = (table, refs.source, refs.fid)
        else:
            self.waiting[table.path] = (table, None, 0)
        self._advance()

    def add_shipped(self, shard: ShippedShard) -> None:
        """A Ray worker's shard (snapshot.shipped): the tables it encoded written from their columns."""
        for fid, (t, encoded) in enumerate(zip(shard.tables, shard.encoded, strict=True)):
            self.waiting[t.path] = (t, shard if encoded else None, fid)
        self._advance()

    def skip(self, path: str) -> None:
        self.waiting[path] = None
        self._advance()

    def _advance(self) -> None:
        paths, waiting = self.paths, self.waiting
        run: list[FileTable] = []    # consecutive tables with encoded columns from one source, written together
        fids: list[int] = []
        source = None
        while self.next < len(paths) and paths[self.next] in waiting:
            entry = waiting.pop(paths[self.next])
            self.next += 1
            if entry is None:
                continue
            t, src, fid = entry
            if src is not None:
                # a shipped shard's tables in one run: its columns renumbered with one numpy step each
                if run and (src is not source or len(run) == STORED_RUN and not isinstance(src, ShippedShard)):
                    self._write_stored(run, source, fids)
                    run, fids = [], []
                source = src
                run.append(t)
                fids.append(fid)
                continue
            if run:
                self._write_stored(run, source, fids)
                run, fids = [], []
            self._write(self.encoder.add(t))
        if run:
            self._write_stored(run, source, fids)

    def _write_stored(self, run: list[FileTable], source, fids: list[int]) -> None:
        if isinstance(source, ShippedShard):
            source.number(fids, self.encoder.ids)
        self._write(self.encoder.add_stored_run(run, source, fids))
        self.written += len(run) - 1

    def _write(self, records) -> None:
        s = self.spools
        for name, record in records:
            s[name].write(record)
        self.written += 1

    def finish(self) -> int:
        """Place the five sections into the snapshot (once: a second call does nothing); returns the number of
        tables written. The pipeline calls it as soon as the map ends, so that the encoder's open records (the
        whole `files` record up to CHUNK files, the last `definitions`, `references` and `locals` rows) are not
        held through the reduce: synth-1m's ~50 MB, which a forked child of the reduce counts again."""
        if self.finished:
            return self.written
        if not self.complete:
            missing = self.paths[self.next] if self.next < len(self.paths) else next(iter(self.waiting))
            raise RuntimeError(f"table stream incomplete: {missing} was never mapped or skipped")
        for name, record in self.encoder.finish():
            self.spools[name].write(record)
        for name in TABLE_SECTIONS:
            self.writer.place(name, self.spools.pop(name))
        self.finished = True
        return self.written

    def abort(self) -> None:
        for spool in self.spools.values():
            spool.close()
        self.spools = {}
