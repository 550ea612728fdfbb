"""The snapshot file: versioned, zstd-compressed msgpack sections, a checksummed footer. Never pickle.

Layout (docs/snapshot-format.md is the reference):
  "FIDXSNAP" | u16 major | u16 minor                                   (12 bytes)
  sections, each one zstd frame holding a stream of msgpack records (a framed section: one frame per record)
  footer: JSON {"sections": [{"name", "offset", "length", "records", "blake2b"}]}
  u64 footer length | "FIDXEND!"                                        (16 bytes)
The "meta" section holds the header document: tool and format version, repo root, git commit, options,
counts and the timing report. Reading needs only msgpack, zstandard and (for the graph) rustworkx.
"""
from __future__ import annotations

import functools
import hashlib
import io
import json
import os
import struct
import tempfile
import threading
from collections import deque
from concurrent.futures import ThreadPoolExecutor
from typing import NamedTuple

import msgpack
import zstandard

from ..output import create_temporary, target, writing

MAGIC = b"FIDXSNAP"
END_MAGIC = b"FIDXEND!"
FORMAT_MAJOR = 23
FORMAT_MINOR = 2
# Level 6 rather than the default 3: saleor 6.79 -> 5.92 MB (-13%) for +0.5 CPU-s of compression over the whole
# write; decompression speed does not depend on the level. Used for the sections SECTION_PARAMS does not list.
ZSTD_LEVEL = 6
# The other sections' zstd parameters, chosen per section (a reader does not depend on them): (window log, chain
# log, hash log, search log, min match, target length, strategy). Small hash and chain tables and a short search
# find nearly as much in these columns of small integers and joined strings as levels 6-9 did, for 60 % of their
# compression CPU: synth-1m 0.97 -> 0.58 CPU-s, saleor 0.33 -> 0.22 (every index run, full or incremental,
# compresses them all), for +0.4 % / +0.3 % bytes (before: level 6; 7 for files, definitions, locals, edges; 9
# for strings, docs, search). `python -m bench.zstd_sections`; bench/results/snapshot-zstd-2026-11-30.md.
_GREEDY, _LAZY, _LAZY2 = zstandard.STRATEGY_GREEDY, zstandard.STRATEGY_LAZY, zstandard.STRATEGY_LAZY2
SECTION_PARAMS = {
    "files": (21, 15, 16, 3, 4, 0, _GREEDY),
    "definitions": (21, 16, 17, 4, 5, 0, _GREEDY),
    "references": (21, 15, 16, 2, 4, 0, _LAZY),
    "locals": (21, 16, 17, 4, 4, 0, _GREEDY),
    "strings": (21, 17, 18, 3, 6, 0, _LAZY),
    "edges": (21, 15, 16, 2, 6, 0, _LAZY),
    "unresolved": (21, 15, 16, 2, 6, 0, _LAZY2),
    "unresolved_names": (21, 16, 17, 4, 4, 0, _GREEDY),
    "links": (21, 15, 16, 2, 5, 4, _LAZY),
    "docs": (21, 16, 17, 3, 6, 0, _LAZY2),
    "search": (21, 16, 17, 3, 6, 0, _GREEDY),
}


def compressor(name: str | None) -> zstandard.ZstdCompressor:
    """A zstd compressor for section `name` (SECTION_PARAMS, else level ZSTD_LEVEL)."""
    p = SECTION_PARAMS.get(name)
    if p is None:
        return zstandard.ZstdCompressor(level=ZSTD_LEVEL)
    w, c, h, s, m, t, strategy = p
    return zstandard.ZstdCompressor(compression_params=zstandard.ZstdCompressionParameters(
        window_log=w, chain_log=c, hash_log=h, search_log=s, min_match=m, target_length=t, strategy=strategy))


# "docs" and "search" (since 3.1) are optional: a reader treats a snapshot without them as one whose
# definitions have no docs and that has no search index.
# "links" (per-file link dependencies, for `index --base`) too: a reader that does not re-index ignores it.
# "unresolved_names" (since 7.1): without it a reader looks unknown sites up by their names in `references`.
SECTIONS = ("meta", "files", "definitions", "references", "locals", "strings", "externals", "edges", "unresolved",
            "unresolved_names", "problems", "links", "docs", "search")
OPTIONAL_SECTIONS = ("sources",)   # index --with-source; "embeddings" (index --embed) too, see pipeline.py
# Sections written one zstd frame per record (since 9.0), the frames listed in the footer entry as
# [compressed bytes, length of the record's first column] (for `references`: how many files' sites the record
# holds), so that a reader decompresses only the records it needs (the sites of one file). Since 12.1 the entry
# also lists each frame's BLAKE2b-128 (`frame_blake2b`): a reader of one frame checks that frame alone instead of
# hashing the whole section (saleor's `references`: 1.4 MB for a 130 KB frame).
FRAMED_SECTIONS = ("references",)


def _frame_key(record) -> int:
    """What a framed section's footer says of a record besides its size: the length of its first column."""
    return len(record[0]) if isinstance(record, list) and record and isinstance(record[0], list) else 0


class _Frame(NamedTuple):
    """One frame of a framed section (`SnapshotReader.frames`): its compressed bytes and, since 12.1, the
    checksum the footer lists for it (None before)."""

    data: memoryview
    blake2b: str | None


class SnapshotError(Exception):
    """A file that is not a readable fastindex snapshot (one clear line for the user)."""


# SnapshotWriter packs a section's records in the caller's thread and hands them to one thread of its own, in
# batches of about BATCH_BYTES, that compresses, checksums and writes them, section after section in order: zstd
# and BLAKE2b release the GIL, so a section is compressed while the caller makes the next one's records (synth-1m:
# the write's 0.35 CPU-s of compression beside its 0.9 of Python). A batch goes to zstd in one call, not a call
# per record: each call gives up the GIL and waits to take it back (up to the 5 ms switch interval while the
# caller runs Python); the compressed bytes do not depend on how the input was cut (the determinism tests). At
# most QUEUED_BYTES of packed records wait.
BATCH_BYTES = 1 << 20
QUEUED_BYTES = 64 << 20


class _Tee:
    """A file that also feeds what is written to it to a digest (a section's checksum as it is written)."""

    def __init__(self, fh, digest) -> None:
        self.fh, self.digest = fh, digest

    def write(self, b):
        self.digest.update(b)
        return self.fh.write(b)


class SnapshotWriter:
    """Writes sections one after another to a temporary file; `commit()` renames it into place atomically.

    `path` is resolved as every output is (`fastindex.output.target`): a symlink's target is replaced, not the
    link; a device or FIFO is refused (OutputError). The file gets the permissions a plain open() would give
    it (the replaced file's own, else 0666 less the umask), not the temporary file's 0600.

    The bytes are compressed and written by a thread of the writer's own (BATCH_BYTES), in the order the sections
    are given; `drain()` waits for them (and raises what that thread met), as `commit()` does."""

    def __init__(self, path: str) -> None:
        self.path = target(path)
        self._what = f"snapshot {self.path}"   # what a failed write names (output.WriteFailed)
        self.sections: list[dict] = []
        self._cctxs: dict[str, zstandard.ZstdCompressor] = {}
        self._packer = msgpack.Packer(use_bin_type=True)
        self._thread: ThreadPoolExecutor | None = None
        self._queued: deque = deque()        # (future, bytes) of the work handed to the thread, oldest first
        self._queued_bytes = 0
        # a full disk, or a folder that takes no new file (/proc): one line (output.WriteFailed), not a traceback
        with writing(self._what):
            fd, self.tmp = create_temporary(self.path, prefix=".fidx-")
            try:
                self.fh = os.fdopen(fd, "wb")
                self.fh.write(MAGIC + struct.pack("<HH", FORMAT_MAJOR, FORMAT_MINOR))
            except BaseException:   # Ctrl-C (or a full disk) while opening: no temporary file is left behind
                os.unlink(self.tmp)
                raise

    def section(self, name: str, records) -> int:
        """Write one section from an iterable of msgpack-able records; returns the record count."""
        if name in FRAMED_SECTIONS:
            spool = self.spool(name)
            for rec in records:
                spool.write(rec)
            return self.place(name, spool)
        cctx = self._cctxs.get(name) or self._cctxs.setdefault(name, compressor(name))
        open_ = {}    # the section's state in the writer's thread: its offset, digest and zstd stream

        def start() -> None:
            open_["offset"] = self.fh.tell()
            open_["digest"] = hashlib.blake2b(digest_size=16)
            open_["w"] = cctx.stream_writer(_Tee(self.fh, open_["digest"]), closefd=False)

        def write(batch: bytes) -> None:
            open_["w"].write(batch)

        def end(count: int) -> None:
            open_["w"].close()
            offset = open_["offset"]
            self.sections.append({"name": name, "offset": offset, "length": self.fh.tell() - offset,
                                  "records": count, "blake2b": open_["digest"].hexdigest()})

        self._hand(start, 0)
        count = 0
        batch: list[bytes] = []
        size = 0
        pack = self._packer.pack
        for rec in records:
            b = pack(rec)
            batch.append(b)
            size += len(b)
            count += 1
            if size >= BATCH_BYTES:
                self._hand(functools.partial(write, b"".join(batch)), size)
                batch, size = [], 0
        self._hand(functools.partial(write, b"".join(batch)), size)
        self._hand(functools.partial(end, count), 0)
        return count

    def _hand(self, job, size: int) -> None:
        """Run `job` on the writer's thread after the jobs handed before it; wait while more than QUEUED_BYTES
        of packed records are queued."""
        if self._thread is None:
            self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="fastindex-write")
        self._queued.append((self._thread.submit(job), size))
        self._queued_bytes += size
        while self._queued_bytes > QUEUED_BYTES:
            self._done_oldest()

    def _done_oldest(self) -> None:
        future, size = self._queued.popleft()
        self._queued_bytes -= size
        with writing(self._what):
            future.result()

    def drain(self) -> None:
        """Wait until every section given so far is written (raising the first error the writer's thread met)."""
        while self._queued:
            self._done_oldest()

    def spool(self, name: str | None = None) -> Spool:
        """A section to fill record by record while other work goes on (its own temporary file, compressed
        as it is written); `place` puts it into the snapshot, byte for byte what `section` would write.
        `name`: the section's, so that a framed one (FRAMED_SECTIONS) gets a frame per record."""
        with writing(self._what):
            return Spool(os.path.dirname(self.path) or ".", compressor(name), framed=name in FRAMED_SECTIONS,
                         hand=self._hand)

    def place(self, name: str, spool: Spool) -> int:
        """Put a spool's section into the snapshot (on the writer's thread, in order); returns its record count."""
        self._hand(functools.partial(self._place, name, spool), 0)
        return spool.records

    def _place(self, name: str, spool: Spool) -> None:
        offset = self.fh.tell()
        digest = hashlib.blake2b(digest_size=16)
        src = spool.finish()
        while True:
            block = src.read(1 << 20)
            if not block:
                break
            digest.update(block)
            self.fh.write(block)
        spool.close()
        entry = {"name": name, "offset": offset, "length": self.fh.tell() - offset, "records": spool.records,
                 "blake2b": digest.hexdigest()}
        if spool.frames is not None:
            entry["frames"] = spool.frames
            entry["frame_blake2b"] = spool.frame_digests
        self.sections.append(entry)

    def commit(self) -> None:
        self.drain()
        self._stop()
        footer = json.dumps({"sections": self.sections}, sort_keys=True).encode()
        with writing(self._what):
            self.fh.write(footer + struct.pack("<Q", len(footer)) + END_MAGIC)
            self.fh.flush()
            os.fsync(self.fh.fileno())
            self.fh.close()
            os.replace(self.tmp, self.path)

    def pause(self) -> None:
        """`drain()`, and end the writer's thread (a later section starts another): before this process forks, so
        that no thread of it is running (a forked child has only the thread that forked)."""
        self.drain()
        self._stop()

    def _stop(self, cancel: bool = False) -> None:
        """End the writer's thread once what it was given is done (`cancel`: what has not started is dropped;
        errors are left to `drain`)."""
        if self._thread is not None:
            self._thread.shutdown(wait=True, cancel_futures=cancel)
            self._thread = None

    def abort(self) -> None:
        try:
            self._stop(cancel=True)
            self._queued.clear()
            try:
                self.fh.close()
            except OSError:   # flushing what is dropped anyway met the error again (a full disk): not the news
                pass
        finally:
            if os.path.exists(self.tmp):
                os.unlink(self.tmp)


class Spool:
    """One section's zstd frame, written ahead into an anonymous temporary file (see SnapshotWriter.spool); or,
    `framed`, one frame per record, each frame's [compressed bytes, first column's length] kept in `frames`."""

    def __init__(self, directory: str, cctx: zstandard.ZstdCompressor, framed: bool = False, hand=None) -> None:
        self.fh = tempfile.TemporaryFile(dir=directory)
        self._hand = hand     # SnapshotWriter._hand: records are compressed on the writer's thread
        self._compress = cctx.compress if framed else None
        self._writer = None if framed else cctx.stream_writer(self.fh, closefd=False)
        self._pack = msgpack.Packer(use_bin_type=True).pack
        self.records = 0
        self.frames: list[list[int]] | None = [] if framed else None
        self.frame_digests: list[str] = []

    def write(self, record) -> None:
        packed = self._pack(record)
        key = _frame_key(record) if self._compress is not None else 0
        if self._hand is not None:
            self._hand(functools.partial(self._write, packed, key), len(packed))
        else:
            self._write(packed, key)
        self.records += 1

    def _write(self, packed: bytes, key: int) -> None:
        if self._compress is not None:
            frame = self._compress(packed)
            self.fh.write(frame)
            self.frames.append([len(frame), key])
            self.frame_digests.append(hashlib.blake2b(frame, digest_size=16).hexdigest())
        else:
            self._writer.write(packed)

    def finish(self):
        """End the frame; returns the file, positioned at its start."""
        if self._writer is not None:
            self._writer.close()
        self.fh.seek(0)
        return self.fh

    def close(self) -> None:
        try:
            self.fh.close()
        except OSError:   # an abandoned spool's buffered bytes (a full disk): dropped with the file
            pass


def read_footer(fh, path: str) -> tuple[tuple[int, int], list[dict]]:
    try:
        size = os.fstat(fh.fileno()).st_size
        head = fh.read(12)
        if len(head) < 12 or head[:8] != MAGIC:
            raise SnapshotError(f"{path}: not a fastindex snapshot")
        major, minor = struct.unpack("<HH", head[8:12])
        if major != FORMAT_MAJOR:
            raise SnapshotError(f"{path}: snapshot format {major}.{minor} is not readable by this fastindex "
                                f"(reads format {FORMAT_MAJOR}.x); re-index the repository")
        if size < 28:
            raise SnapshotError(f"{path}: snapshot is truncated")
        fh.seek(size - 16)
        tail = fh.read(16)
        if tail[8:] != END_MAGIC:
            raise SnapshotError(f"{path}: snapshot is truncated or incomplete (no footer)")
        (flen,) = struct.unpack("<Q", tail[:8])
        if flen > size - 28:
            raise SnapshotError(f"{path}: snapshot footer is corrupt")
        fh.seek(size - 16 - flen)
        footer = json.loads(fh.read(flen))
        sections = footer["sections"]
        if not isinstance(sections, list) or not all(_valid_entry(s) for s in sections):
            raise SnapshotError(f"{path}: snapshot footer is corrupt")
        return (major, minor), sections
    except SnapshotError:
        raise
    except (OSError, ValueError, KeyError, TypeError, struct.error) as exc:
        raise SnapshotError(f"{path}: snapshot is corrupt ({type(exc).__name__})") from exc


def _valid_entry(s) -> bool:
    return isinstance(s, dict) and isinstance(s.get("name"), str) and isinstance(s.get("blake2b"), str) and \
        all(isinstance(s.get(k), int) and s[k] >= 0 for k in ("offset", "length"))


# What decoding a damaged section's bytes can raise: msgpack raises TypeError for a map whose key is an array
# (unhashable), which bytes that are not msgpack records (a pickle, say) can spell.
_DECODE_ERRORS = (zstandard.ZstdError, ValueError, TypeError, msgpack.ExtraData, msgpack.FormatError,
                  msgpack.StackError)


class SnapshotReader:
    """Random access to a snapshot's sections, each checked against its checksum when read.

    The file is opened once and every section is read from that open file (positioned reads, safe from several
    threads), never from the path again: a reader keeps reading the snapshot it opened when the path is
    re-indexed in place (a new file renamed over it) while it is open. `close()` (or `with`) releases it, and
    so does dropping the last reference to the reader."""

    def __init__(self, path: str) -> None:
        if not isinstance(path, str | bytes | os.PathLike):   # an int would be taken for a file descriptor (closed)
            raise TypeError(f"a snapshot path is a str or path-like, not {type(path).__name__}")
        self.path = path
        try:
            self.fh = open(path, "rb")
        except FileNotFoundError:
            raise SnapshotError(f"{path}: no such file") from None
        except IsADirectoryError:
            raise SnapshotError(f"{path}: is a directory, not a snapshot") from None
        except OSError as exc:
            raise SnapshotError(f"{path}: cannot open ({exc.strerror})") from None
        try:
            self.version, sections = read_footer(self.fh, path)
        except BaseException:
            self.fh.close()
            raise
        self.sections = {s["name"]: s for s in sections}
        self._local = threading.local()   # a zstd decompression context per thread (they are not thread-safe)

    @property
    def _dctx(self) -> zstandard.ZstdDecompressor:
        dctx = getattr(self._local, "dctx", None)
        if dctx is None:
            dctx = self._local.dctx = zstandard.ZstdDecompressor()
        return dctx

    @property
    def closed(self) -> bool:
        return self.fh.closed

    def close(self) -> None:
        self.fh.close()

    def __del__(self) -> None:
        # a reader dropped without close(): its file is closed now (quietly), not when the interpreter exits
        fh = self.__dict__.get("fh")
        if fh is not None:
            fh.close()

    def _read(self, offset: int, length: int) -> bytes:
        """`length` bytes at `offset` of the open file (fewer at its end), without moving a shared position."""
        if self.fh.closed:
            raise SnapshotError(f"{self.path}: the snapshot was closed")
        fd = self.fh.fileno()
        try:
            parts, at, left = [], offset, length
            while left > 0:
                part = os.pread(fd, min(left, 1 << 30), at)
                if not part:
                    break
                parts.append(part)
                at += len(part)
                left -= len(part)
        except OSError as exc:
            raise SnapshotError(f"{self.path}: cannot read ({exc.strerror or exc})") from None
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def has(self, name: str) -> bool:
        return name in self.sections

    def verify(self) -> None:
        """Check every section against its checksum now (SnapshotError for the first that fails), rather than as
        each is first read: a long-lived reader (`fastindex mcp`) finds a corrupt file at start-up."""
        for name in self.sections:
            self._blob(name)

    def _blob(self, name: str) -> tuple[dict, bytes]:
        """A section's footer entry and compressed bytes, checked against its checksum."""
        s = self.sections.get(name)
        if s is None:
            raise SnapshotError(f"{self.path}: snapshot has no {name!r} section")
        blob = self._read(s["offset"], s["length"])
        if len(blob) != s["length"] or hashlib.blake2b(blob, digest_size=16).hexdigest() != s["blake2b"]:
            raise SnapshotError(f"{self.path}: checksum mismatch in section {name!r} (the file is corrupt)")
        return s, blob

    def iter_records(self, name: str):
        """A section's records one at a time, decompressed and decoded as they are taken: memory holds the
        section's compressed bytes and one record, never the whole section. The checksum is verified here,
        before the first record; the file may be closed while the iterator is still in use."""
        s, blob = self._blob(name)
        return self._stream(name, s, blob)

    def _stream(self, name: str, s: dict, blob: bytes):
        unpacker = msgpack.Unpacker(zstandard.ZstdDecompressor().stream_reader(io.BytesIO(blob),
                                                                                 read_across_frames=True),
                                    use_list=True, raw=False, strict_map_key=False)
        count = 0
        try:
            for record in unpacker:
                count += 1
                yield record
        except _DECODE_ERRORS as exc:
            raise SnapshotError(f"{self.path}: section {name!r} cannot be decoded ({type(exc).__name__})") from exc
        expected = s.get("records")
        if isinstance(expected, int) and count != expected:
            raise SnapshotError(f"{self.path}: section {name!r} holds {count} records, its footer says "
                                f"{expected} (the file is corrupt)")

    def data(self, name: str) -> bytes:
        """A section's decompressed bytes (its msgpack records back to back), after verifying its checksum: for
        readers that index the records and unpack only the parts they need (`codec.ColumnChunks`)."""
        _s, blob = self._blob(name)
        return self._decompress(name, blob)

    def _decompress(self, name: str, blob) -> bytes:
        try:
            return self._dctx.decompressobj(read_across_frames=True).decompress(blob)
        except zstandard.ZstdError as exc:
            raise SnapshotError(f"{self.path}: section {name!r} cannot be decoded ({type(exc).__name__})") from exc

    def frames(self, name: str) -> list | None:
        """A framed section (FRAMED_SECTIONS) as its frames: per frame (the record's compressed bytes, the
        footer's key: the length of its first column), each frame decompressed with `frame_data` when asked for;
        None for a section written as one frame (no `frames` in the footer: a reader then reads it with `data`).
        A section whose footer lists each frame's checksum (since 12.1) is checked frame by frame in
        `frame_data`; one written before, here as a whole."""
        s = self.sections.get(name)
        if s is None:
            raise SnapshotError(f"{self.path}: snapshot has no {name!r} section")
        digests = s.get("frame_blake2b")
        if digests is None:
            s, blob = self._blob(name)
        else:
            blob = self._read(s["offset"], s["length"])
            if len(blob) != s["length"]:
                raise SnapshotError(f"{self.path}: snapshot is truncated (section {name!r})")
        frames = s.get("frames")
        if frames is None:
            return None
        if not isinstance(frames, list) or not all(
                isinstance(f, list) and len(f) == 2 and all(isinstance(x, int) and x >= 0 for x in f)
                for f in frames) or sum(f[0] for f in frames) != len(blob) or \
                (isinstance(s.get("records"), int) and len(frames) != s["records"]) or \
                (digests is not None and (not isinstance(digests, list) or len(digests) != len(frames) or
                                          not all(isinstance(d, str) for d in digests))):
            raise SnapshotError(f"{self.path}: section {name!r} has a corrupt frame list")
        out, at, view = [], 0, memoryview(blob)
        for k, (length, key) in enumerate(frames):
            out.append((_Frame(view[at:at + length], None if digests is None else digests[k]), key))
            at += length
        return out

    def frame_data(self, name: str, frame) -> bytes:
        """One frame of `frames(name)`, checked against its own checksum when the footer lists one, decompressed
        (its msgpack record)."""
        if frame.blake2b is not None and \
                hashlib.blake2b(frame.data, digest_size=16).hexdigest() != frame.blake2b:
            raise SnapshotError(f"{self.path}: checksum mismatch in section {name!r} (the file is corrupt)")
        return self._decompress(name, frame.data)

    def records(self, name: str):
        """A section's records as a list, after verifying its checksum."""
        s, blob = self._blob(name)
        try:
            data = self._dctx.decompressobj(read_across_frames=True).decompress(blob)
            unpacker = msgpack.Unpacker(use_list=True, raw=False, strict_map_key=False,
                                        max_buffer_size=max(len(data), 1 << 20))
            unpacker.feed(data)
            records = list(unpacker)   # a stream that ends inside a record yields the records before it
        except _DECODE_ERRORS as exc:
            raise SnapshotError(f"{self.path}: section {name!r} cannot be decoded ({type(exc).__name__})") from exc
        expected = s.get("records")
        if isinstance(expected, int) and len(records) != expected:
            raise SnapshotError(f"{self.path}: section {name!r} holds {len(records)} records, its footer says "
                                f"{expected} (the file is corrupt)")
        return records
