"""Map results shipped from Ray workers as the snapshot's columns, encoded in the worker (snapshot.shipped): the
tables decoded from them equal the mapped ones, and the per-file sections written from them are byte for byte
those the driver writes by encoding the tables itself, across record boundaries and in any arrival order.
(tests/test_determinism.py runs the same path through a real Ray cluster.)"""
from __future__ import annotations

import random

import msgpack
import pytest
from conftest import copy_fixture

from fastindex.discover import discover
from fastindex.execute import make_shards, map_shard
from fastindex.languages import select
from fastindex.map.table import Local
from fastindex.snapshot import SnapshotReader, SnapshotWriter, codec
from fastindex.snapshot.shipped import ShippedShard, encode_shard
from fastindex.snapshot.stream import TABLE_SECTIONS, TableSections

CASES = ("py_basic", "py_more", "ts_basic", "ts_more", "polyglot", "go_mods", "java_maven", "rs_workspace")


@pytest.fixture(scope="module")
def mapped(tmp_path_factory):
    """Real files of several languages mapped in 5 shards, a few tables given the values the codec stores in
    other forms (a NUL in a string, local type texts that point to a site or repeat the local's name)."""
    root = tmp_path_factory.mktemp("shipped") / "repo"
    root.mkdir()
    for case in CASES:
        copy_fixture(case, root)
    found = discover(str(root), select(None))
    results = [map_shard(found.root, shard) for shard in make_shards(found.files, 5)]
    last = results[-1].tables
    k = max(range(len(last)), key=lambda i: len(last[i].references))
    t = last[k]
    site = t.references[2]
    text = f"{site.receiver}.{site.name}" if site.receiver else site.name
    locs = [Local(name, "variable", -1, ty, site.line) for name, ty in
            (("a", "prop:a:Props"), ("b", "prop:key:Props"), ("c", f"call:{text}"), ("d", "expr:x:y"))]
    d = t.definitions[0]
    last[k] = t._replace(locals=sorted([*t.locals, *locs], key=lambda x: (x.line, x.name)),
                         definitions=[d._replace(signature=d.signature + "\0x", doc="a\0b"), *t.definitions[1:]])
    return [f.path for f in found.files], results


def shipped(result) -> ShippedShard:
    """A shard as a Ray worker ships it and the driver reads it."""
    return ShippedShard(msgpack.unpackb(msgpack.packb(encode_shard(result.tables), use_bin_type=True), raw=False,
                                        strict_map_key=False))


def write(path, paths, results, order, ship: list[bool]) -> dict[str, str]:
    """The per-file sections written while shards arrive in `order`, those with `ship` from their shipped
    columns, the others from their tables; their checksums."""
    writer = SnapshotWriter(str(path))
    stream = TableSections(writer, paths)
    for i in order:
        if ship[i]:
            stream.add_shipped(shipped(results[i]))
        else:
            for t in results[i].tables:
                stream.add(t)
        for p, _reason in results[i].skipped:
            stream.skip(p)
    stream.finish()
    writer.section("meta", [{}])
    writer.commit()
    with SnapshotReader(str(path)) as r:
        return {name: r.sections[name]["blake2b"] for name in TABLE_SECTIONS}


def test_tables_decoded_from_the_shipped_columns_equal_the_mapped_ones(mapped):
    _paths, results = mapped
    for result in results:
        shard = shipped(result)
        assert shard.tables == result.tables and all(shard.encoded)
        for a, b in zip(shard.tables, result.tables, strict=True):
            for field in ("definitions", "imports", "exports", "references", "locals"):
                assert [type(x) for x in getattr(a, field)] == [type(x) for x in getattr(b, field)]
    # the strings are the shard's own, numbered from 0 in order of first use: tables after the first use some
    # first, and every shard but the first uses strings an earlier shard used first
    seen: set[str] = set()
    for result in results:
        shard = shipped(result)
        assert len(shard.strings) == len(set(shard.strings))
        assert sum(b > a for a, b in zip(shard.first[1:], shard.first[2:])) > 0
        if seen:
            assert seen & set(shard.strings)
        seen.update(shard.strings)


@pytest.mark.parametrize("chunk", [codec.CHUNK, 5, 2])
def test_sections_written_from_shipped_columns_equal_the_driver_encoded(mapped, tmp_path, monkeypatch, chunk):
    """With records of `chunk` rows a table's definitions span two records (a qualname stored as a code in
    the shard, as its text after a record boundary), and sites and locals records end inside a shard."""
    paths, results = mapped
    monkeypatch.setattr(codec, "CHUNK", chunk)
    n = len(results)
    driver = write(tmp_path / "driver.fidx", paths, results, range(n), [False] * n)
    assert write(tmp_path / "shipped.fidx", paths, results, range(n), [True] * n) == driver
    order = list(range(n))
    random.Random(chunk).shuffle(order)   # shards arriving in any order, one of them from its tables
    assert write(tmp_path / "mixed.fidx", paths, results, order, [i != 2 for i in range(n)]) == driver
    if chunk == 5:   # a nested definition whose parent is in the record before
        at, across = 0, 0
        for t in (t for r in results for t in r.tables):
            across += sum(d.parent >= 0 and (at + d.parent) // chunk < (at + i) // chunk
                          for i, d in enumerate(t.definitions))
            at += len(t.definitions)
        assert across


def test_tables_too_big_to_keep_apart_are_shipped_whole(mapped, tmp_path, monkeypatch):
    """A table that fills a record by itself (CHUNK sites, locals or definitions) is shipped as its record and
    encoded by the driver; the shard's other tables still from their columns, the strings numbered alike."""
    paths, results = mapped
    monkeypatch.setattr(codec, "CHUNK", 8)
    n = len(results)
    shards = [shipped(r) for r in results]
    assert any(not all(s.encoded) for s in shards) and any(any(s.encoded) for s in shards)
    assert [s.tables for s in shards] == [r.tables for r in results]
    driver = write(tmp_path / "driver.fidx", paths, results, range(n), [False] * n)
    assert write(tmp_path / "shipped.fidx", paths, results, reversed(range(n)), [True] * n) == driver
