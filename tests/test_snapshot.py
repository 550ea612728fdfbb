"""Snapshot round trip: index -> write -> fastindex.open gives back what was indexed."""
from __future__ import annotations

import bisect
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import numpy as np
import pytest
from conftest import clean_env, copy_fixture, index_snapshot

import fastindex
from fastindex import cli
from fastindex.exports.entity_edges import entity_edges
from fastindex.exports.text import dump_text
from fastindex.graph import EDGE_KINDS, PROVENANCES, EdgeColumns, build_graph, node_payloads
from fastindex.snapshot import (
    FORMAT_MAJOR,
    FORMAT_MINOR,
    SECTIONS,
    SnapshotError,
    SnapshotReader,
    SnapshotWriter,
    codec,
)
from fastindex.snapshot.codec import CHUNK


@pytest.fixture(scope="module")
def indexed(tmp_path_factory):
    base = tmp_path_factory.mktemp("snapshot")
    root = base / "repo"
    root.mkdir()
    for case in ("py_basic", "ts_basic"):
        copy_fixture(case, root)
    out = base / "repo.fidx"
    result, _ = index_snapshot(root, out)
    return result, out


def test_open_gives_back_the_indexed_tables(indexed):
    result, out = indexed
    snap = fastindex.open(str(out))
    assert snap.files == result.tables
    assert [f.path for f in snap.files] == sorted(f.path for f in snap.files)
    assert len(snap.files) == 17


def test_open_gives_back_edges_externals_unresolved_problems(indexed):
    result, out = indexed
    snap = fastindex.open(str(out))
    assert snap.externals == result.link.externals
    assert len(snap.edges) == len(result.link.edges)
    ids = snap.node_index
    expected = sorted((ids.id_of(s), ids.id_of(d), k, p, c, ln) for s, d, k, p, c, ln in result.edge_tuples())
    assert sorted(snap.edges) == expected
    tables = {t.path: t for t in result.tables}
    expected = []
    for u in result.link.unresolved:
        r = tables[u.path].references[u.index]
        expected.append((u.path, r.scope, r.name, r.receiver, r.kind, r.line, u.reason))
    assert snap.unresolved == expected
    assert snap.problems == result.problems


def test_node_keys_are_given_back_from_ids(indexed):
    """NodeIndex.key_of undoes id_of for every node: files (one without definitions among them), definitions,
    externals; and IndexResult.edge_tuples gives the rows' ends as those keys."""
    from fastindex.graph import NodeIndex
    result, _ = indexed
    assert any(not t.definitions for t in result.tables) and result.link.externals
    ids = NodeIndex(result.tables, result.link.externals)
    keys = [("file", t.path) for t in result.tables]
    keys += [("def", t.path, i) for t in result.tables for i in range(len(t.definitions))]
    keys += [("ext", m) for m in result.link.externals]
    assert [ids.id_of(k) for k in keys] == list(range(ids.size))
    assert [ids.key_of(i) for i in range(ids.size)] == keys
    with pytest.raises(IndexError):
        ids.key_of(ids.size)
    rows = result.link.edges.tolist()
    assert [[ids.id_of(s), ids.id_of(d), EDGE_KINDS.index(k), PROVENANCES.index(p), c, ln]
            for s, d, k, p, c, ln in result.edge_tuples()] == rows


def test_graph_and_queries_never_decode_reference_sites_or_locals(indexed, tmp_path):
    """The graph and the query index read only files + definitions (+ edges): with the `locals` section
    destroyed they still load, while the full tables report the corrupt section."""
    _, out = indexed
    raw = bytearray(out.read_bytes())
    with SnapshotReader(str(out)) as r:
        loc = r.sections["locals"]
    raw[loc["offset"]:loc["offset"] + loc["length"]] = b"\0" * loc["length"]
    bad = tmp_path / "no-locals.fidx"
    bad.write_bytes(bytes(raw))
    good = fastindex.open(str(out))
    snap = fastindex.open(str(bad))
    assert snap.graph().num_edges() == good.graph().num_edges() and snap.nodes == good.nodes
    assert [e.definitions for e in snap.entries] == [f.definitions for f in good.files]
    from fastindex.query import Index
    ix = Index(str(bad))
    assert ix.callers("py_basic/app/models.py::Repo.get")["results"]
    assert snap.unresolved == good.unresolved     # from `references`, not `locals`
    with pytest.raises(SnapshotError, match="checksum mismatch in section 'locals'"):
        _ = snap.files


@pytest.mark.parametrize("docs", [[["one", "two"]], [[1]], ["not a record"]])
def test_a_malformed_docs_section_is_reported_as_docs(indexed, tmp_path, docs):
    _, out = indexed
    bad = tmp_path / "bad-docs.fidx"
    w = SnapshotWriter(str(bad))
    with SnapshotReader(str(out)) as r:
        names = [n for n in SECTIONS if n in r.sections]
        assert "docs" in names
        for name in names:
            w.section(name, docs if name == "docs" else r.records(name))
    w.commit()
    with pytest.raises(SnapshotError, match="section 'docs' has malformed records"):
        _ = fastindex.open(str(bad)).entries


def test_meta_header(indexed):
    result, out = indexed
    snap = fastindex.open(str(out))
    assert snap.format_version[0] == FORMAT_MAJOR
    meta = snap.meta
    assert meta["tool"] == "fastindex" and meta["tool_version"] == fastindex.__version__
    assert meta["root"] == result.root
    assert meta["counts"] == {"files": 17, "definitions": sum(len(f.definitions) for f in snap.files),
                              "externals": len(snap.externals), "edges": len(snap.edges),
                              "unresolved": len(snap.unresolved)}
    assert meta["options"] == {"languages": "all", "max_file_bytes": 2 * 1024 * 1024,
                               "with_source": False}
    assert [p["name"] for p in snap.report["phases"]] == ["discover", "map", "reduce", "graph", "lexical", "write"]


def test_definition_digests_are_stored_one_per_definition(indexed):
    _, out = indexed
    snap = fastindex.open(str(out))
    assert all(len(f.def_digests) == 4 * len(f.definitions) for f in snap.files)
    assert sum(len(f.definitions) for f in snap.files) > 20


def test_sections_and_record_counts(indexed):
    result, out = indexed
    with SnapshotReader(str(out)) as r:
        assert set(r.sections) == set(SECTIONS)
        # files: chunks of columns (docs/snapshot-format.md)
        assert r.sections["files"]["records"] == -(-len(result.tables) // CHUNK)
        heads = list(codec.iter_file_heads(r.records("files")))
        assert [h[0] for h in heads] == [t.path for t in result.tables]
        assert [h[8] for h in heads] == [t.def_digests for t in result.tables]
        # edges: a header, the `contains` edges (one per definition) as a record of their own, the others as
        # chunks of columns (docs/snapshot-format.md)
        contains = sum(e[2] == "contains" for e in result.edge_tuples())
        assert contains == sum(len(t.definitions) for t in result.tables)
        assert r.sections["edges"]["records"] == 2 + -(-(len(result.link.edges) - contains) // CHUNK)
        assert r.records("edges")[0]["contains"] == contains
        assert r.sections["meta"]["records"] == 1


def test_many_chunks_read_back_like_one(indexed, tmp_path, monkeypatch):
    """Edges, definitions and unresolved sites stored in many small chunks (as a large repo's are, 65,536 rows
    each) read back exactly as from one chunk, through every reader: tuples, columns and queries."""
    result, out = indexed
    from fastindex.pipeline import IndexOptions, write_snapshot
    from fastindex.query import Index
    from fastindex.snapshot import codec
    monkeypatch.setattr(codec, "CHUNK", 3)
    small = tmp_path / "small-chunks.fidx"
    write_snapshot(result, str(small), IndexOptions(progress=False))
    with SnapshotReader(str(small)) as r:
        assert r.sections["unresolved"]["records"] > 3 and r.sections["definitions"]["records"] > 3
    one, many = fastindex.open(str(out)), fastindex.open(str(small))
    assert many.files == one.files and many.edges == one.edges
    for field in reversed(codec.DEFINITION_FIELDS):   # each column alone, qualnames across chunk boundaries
        assert fastindex.open(str(small)).definition_column(field) == one.definition_column(field)
    assert fastindex.open(str(small)).nodes == one.nodes
    alone = fastindex.open(str(small))   # one definition, one node at a time, from its own record
    n_defs = len(one.definition_columns[0])
    assert [alone.definition(j) for j in reversed(range(n_defs))] == [one.definition(j) for j in
                                                                      reversed(range(n_defs))]
    alone = fastindex.open(str(small))
    assert [alone.nodes[i] for i in reversed(range(len(one.nodes)))] == list(one.nodes)[::-1]
    assert many.unresolved == one.unresolved and many.unresolved_sites == one.unresolved_sites
    fids, idxs, _ = many.unresolved_sites
    assert fids == sorted(fids) and len(set(fids)) > 3
    a, b = Index(str(out)), Index(str(small))
    for sym in ("py_basic/app/models.py::Repo.get", "ts_basic/src/models/repo.ts::Repo.get"):
        assert a.callers(sym) == b.callers(sym) | {"symbol": a.callers(sym)["symbol"]}
    _check_sites_read_one_at_a_time(b, one.unresolved)


def test_strings_holding_the_joining_nul_are_stored_as_lists(indexed, tmp_path):
    """String columns are stored joined by NUL (`strings`, the definitions' signatures, `docs`); a column with a
    value that holds a NUL itself is stored as a list instead, and every value reads back the same."""
    import dataclasses

    from fastindex.pipeline import IndexOptions, write_snapshot
    result, out = indexed
    tables = list(result.tables)
    k = next(i for i, t in enumerate(tables) if t.definitions and t.imports)
    t = tables[k]
    d = t.definitions[0]
    defs = [d._replace(signature=d.signature + "\0x", doc="a\0b")] + t.definitions[1:]
    tables[k] = t._replace(definitions=defs, imports=[t.imports[0]._replace(module="m\0n")] + t.imports[1:])
    # and files whose digests are stored as they are: a digest that is not 32 hex digits, definition digests
    # unknown (b"") for a file with definitions
    j = next(i for i, t in enumerate(tables) if t.definitions and i != k)
    tables[j] = tables[j]._replace(digest="not-hex", def_digests=b"")
    nul = tmp_path / "nul.fidx"
    write_snapshot(dataclasses.replace(result, tables=tables, tables_written=None), str(nul),
                   IndexOptions(progress=False))
    snap = fastindex.open(str(nul))
    assert snap.files == tables and [t.path for t in snap.iter_files()] == [t.path for t in tables]
    assert list(snap.iter_files()) == tables
    assert snap.definition_column("signature") == [d.signature for t in tables for d in t.definitions]
    with SnapshotReader(str(nul)) as r, SnapshotReader(str(out)) as plain:
        for name, get, packed in (("strings", lambda recs: recs[0], str), ("docs", lambda recs: recs[0][0], str),
                                  ("definitions", lambda recs: recs[0][9], str),
                                  ("files", lambda recs: recs[0][3], bytes), ("files", lambda recs: recs[0][9], bytes)):
            assert isinstance(get(r.records(name)), list) and isinstance(get(plain.records(name)), packed)


def test_local_type_texts_stored_without_what_they_repeat(indexed, tmp_path):
    """A local's type text that names a site on its line is a pointer to the site (its place among the line's
    sites), and a destructured one whose key is the local's name is stored without the key (KEY_NAME on its
    kind); every other text is stored whole, and all read back the same, in full, streamed and as an
    incremental run's stored tables read them."""
    import dataclasses

    from fastindex.map.table import Local
    from fastindex.pipeline import IndexOptions, write_snapshot
    from fastindex.snapshot.stored import StoredTables
    result, _out = indexed
    tables = list(result.tables)
    k = next(i for i, t in enumerate(tables) if len(t.references) > 3)
    t = tables[k]
    site = t.references[2]
    on_line = [r for r in t.references if r.line == site.line]
    text = f"{site.receiver}.{site.name}" if site.receiver else site.name
    cases = [("a", "prop:a:Props"), ("b", "prop:key:Props"), ("a", "prop::T"), ("", "prop::T"),
             ("c", "propx:c:make()"), ("d", "prop:d:"), ("e", "prop:e"), ("f", f"call:{text}"),
             ("g", "call:not_a_site_here"), ("h", "expr:x:y")]
    locs = [Local(name, "variable", -1, ty, site.line) for name, ty in cases]
    tables[k] = t._replace(locals=sorted([*t.locals, *locs], key=lambda x: (x.line, x.name)))
    out = tmp_path / "keyed.fidx"
    write_snapshot(dataclasses.replace(result, tables=tables, tables_written=None), str(out),
                   IndexOptions(progress=False))
    snap = fastindex.open(str(out))
    assert snap.files == tables and list(snap.iter_files()) == tables
    stored = StoredTables(snap)
    assert [list(s.locals) for s in stored.tables] == [t.locals for t in tables]
    names, kinds, _scopes, types, _lines = stored.local_columns(k)
    keyed = sorted(snap.strings[names[i]] for i, c in enumerate(kinds) if c >= codec.KEY_NAME)
    assert keyed == ["a", "c", "d"]
    assert "prop:Props" in snap.strings and "prop:a:Props" not in snap.strings and "prop::T" in snap.strings
    assert len(on_line) >= 1 and any(v < 0 for v in types)


def test_definition_type_texts_cut_from_their_signatures(indexed, tmp_path):
    """A definition's type text found in its signature (a return annotation) is stored once: cut from the
    signature (its last occurrence, after the name's first is cut) and put back when read, in full, one value
    at a time, streamed and as an incremental run copies the stored columns."""
    import dataclasses

    from fastindex.pipeline import IndexOptions, write_snapshot
    from fastindex.snapshot.stored import StoredTables
    result, _out = indexed
    tables = list(result.tables)
    k = next(i for i, t in enumerate(tables) if len(t.definitions) >= 7)
    t = tables[k]
    cases = [("def f(x: T) -> T:", "f", "T"), ("function g(): Promise<G> {", "g", "Promise<G>"),
             ("h(): h", "h", "h"), ("k(a: int)", "k", "str"), ("m(): M", "m", ""), ("", "n", "N"),
             ("pp(): p", "pp", "p")]
    defs = [d._replace(signature=sig, name=name, type_text=ty) if i < len(cases) else d
            for i, d in enumerate(t.definitions) for sig, name, ty in [cases[i] if i < len(cases) else ("", "", "")]]
    defs = [d._replace(qualname=d.name if d.parent < 0 else d.qualname) for d in defs]
    tables[k] = t._replace(definitions=defs)
    out = tmp_path / "typed.fidx"
    write_snapshot(dataclasses.replace(result, tables=tables, tables_written=None), str(out),
                   IndexOptions(progress=False))
    snap = fastindex.open(str(out))
    assert snap.files == tables and list(snap.iter_files()) == tables
    first = sum(len(x.definitions) for x in tables[:k])
    sigs = [sig for sig, _n, _t in cases]
    assert snap.definition_column("signature")[first:first + len(cases)] == sigs
    fresh = fastindex.open(str(out))
    assert [fresh._definitions.value("signature", first + i) for i in range(len(cases))] == sigs
    stored = StoredTables(fresh)
    cols, _straddles = stored.definition_columns(k)
    assert cols[9][:len(cases)] == ["de f(x: T) -> :", "function ():  {", "(): ", "(a: int)", "(): M", "", "(): "]
    assert cols[15][:len(cases)] == [1, 2, 0, -1, -1, -1, 0]
    assert [stored.definitions(i) for i in range(len(tables))] == [t.definitions for t in tables]


def small_chunk_snapshot(result, tmp_path, monkeypatch):
    """`result` written again with records of 5 rows (many small `references` frames)."""
    from fastindex.pipeline import IndexOptions, write_snapshot
    monkeypatch.setattr(codec, "CHUNK", 5)
    small = tmp_path / "small-chunks.fidx"
    write_snapshot(result, str(small), IndexOptions(progress=False))
    monkeypatch.undo()
    return small


def test_definition_kinds_stored_as_codes(indexed):
    """A `definitions` record's kinds are stored as its distinct kinds and a u8 code per row (since 14.0): read
    back in full, one value at a time and as columns, equal to the tables'; a code out of range or a column
    of the wrong length is refused."""
    result, out = indexed
    kinds = [d.kind for t in result.tables for d in t.definitions]
    with SnapshotReader(str(out)) as r:
        records = list(r.iter_records("definitions"))
    vocab, codes = records[0][2]
    assert vocab == sorted(set(vocab)) and isinstance(codes, bytes) and len(codes) == len(records[0][1])
    assert [vocab[c] for c in codes] == kinds[:len(codes)]
    snap = fastindex.open(str(out))
    assert snap.definition_column("kind") == kinds
    assert [fastindex.open(str(out))._definitions.value("kind", j) for j in range(len(kinds))] == kinds
    assert codec._kinds(codec._kind_codes(["method", "class", "method"]), 3) == ["method", "class", "method"]
    for bad, n in (([["class"], bytes([1])], 1), ([["class"], bytes([0, 0])], 1), (["class"], None)):
        with pytest.raises(ValueError):
            codec._kinds(bad, n)


@pytest.mark.parametrize("parents", [[-1], [-1, 0, 1, 1, 0, -1], [-1, -1, 0, -1, 0, 1], [0, 1, -1, 0, 0]])
def test_definition_ends_round_trip_as_gaps(parents):
    """End lines and bytes are stored as the gap to the next row's start when the next row is not nested in
    this one (a sibling, an uncle, or a next file's first definition: parent index not greater), else as the
    span; both come back exactly, whatever the values (a next file's start can be anywhere)."""
    starts = [10, 12, 13, 20, 40, 3][:len(parents)]
    ends = [50, 30, 15, 25, 45, 9][:len(parents)]
    offsets = [e - s for s, e in zip(starts, ends, strict=True)]
    codes = codec._end_codes(starts, offsets, parents)
    assert codec._ends(starts, codes, parents) == ends
    assert codes[-1] == offsets[-1]   # the record's last row: its span


@pytest.mark.parametrize("form", sorted(set(codec.REFERENCE_FORMS + codec.LOCAL_FORMS)))
def test_site_columns_round_trip_at_the_narrowest_width(form):
    """A `references` / `locals` column (since 15.0) is stored at the narrowest of 1, 2, 4, 8 bytes that holds
    its values, in its form, and comes back exactly; a blob whose length is no width times the rows is refused."""
    lowest = {"i": -(1 << 40), "P": -1, "m": -(1 << 40)}.get(form, 0)
    for values, width in (([], 0), ([0, 1, 5], 1), ([3, 255 if form != "i" else 127], 1), ([0, 256], 2),
                          ([70000, 1], 4), ([1 << 40, 7], 8), ([lowest, 0, 2], None)):
        a = np.array(values, dtype=np.int64)
        if form == "P":
            a = a - (1 if width else 0)    # -1 (SAME) is the least a receiver can be
        stored = codec.site_planes(a, form)
        if form == "m":
            assert stored == a.tolist()
        elif width is not None:
            assert len(stored) == width * len(values)
        assert codec.site_column(stored, len(values), form).tolist() == a.tolist()
    if form != "m":
        for blob, n in ((b"\0" * 3, 1), (b"\0" * 5, 2), (b"\0", 0), ([1, 2], 2)):
            with pytest.raises(ValueError):
                codec.site_column(blob, n, form)
        if form != "i":
            with pytest.raises(OverflowError):
                codec.site_planes(np.array([-2 if form == "P" else -1]), form)
    else:
        with pytest.raises(ValueError):
            codec.site_column([1, 2], 3, form)


def test_join_strings_round_trips():
    for values in ([""], ["", ""], ["a"], ["a", "", "b"], ["\0"], ["a\0", "b"], ["x"] * 3):
        stored = codec.join_strings(values)
        assert isinstance(stored, str) == (not any("\0" in v for v in values))
        assert codec.split_strings(stored, len(values)) == values
    with pytest.raises(ValueError):
        codec.split_strings("a\0b", 3)


def _check_sites_read_one_at_a_time(ix, unresolved: list[tuple]) -> None:
    """The query index reads unresolved sites one at a time from the indexed `references` section and looks
    'unknown' ones up by name id (from `unresolved_names`, since 7.1: the sites named like a definition, which
    are all a question looks up; from `references` without it: every name); both must agree with the whole
    section decoded (`Snapshot.unresolved`)."""
    ix._load_unresolved()
    assert [ix._row(k) for k in reversed(range(len(unresolved)))] == unresolved[::-1]
    stored = ix.snapshot.unresolved_names is not None
    defined = set(ix.snapshot.definition_column("name"))
    names = {row[2] for row in unresolved} | {"no-such-name"}
    assert any(row[6] == "unknown" and row[2] in defined for row in unresolved)    # the check is not vacuous
    assert any(row[6] == "unknown" and row[2] not in defined for row in unresolved)
    for name in sorted(names):
        assert ix._unresolved_with_name(name) == [k for k, row in enumerate(unresolved)
                                                  if row[6] == "unknown" and row[2] == name and
                                                  (name in defined or not stored)]


def test_unresolved_sites_read_one_at_a_time_equal_the_section(indexed):
    from fastindex.query import Index
    _, out = indexed
    unresolved = fastindex.open(str(out)).unresolved
    assert {row[6] for row in unresolved} >= {"unknown", "external"}
    assert any(row[3] and "." in row[3] for row in unresolved)   # chained receivers are rebuilt
    _check_sites_read_one_at_a_time(Index(str(out)), unresolved)


def _without(src: Path, dst: Path, section: str) -> Path:
    """A copy of snapshot `src` without one section (as a snapshot written before the section existed)."""
    w = SnapshotWriter(str(dst))
    with SnapshotReader(str(src)) as r:
        for name in SECTIONS:
            if name != section:
                w.section(name, r.records(name))
    w.commit()
    return dst


def test_unresolved_names_round_trip(indexed):
    """`unresolved_names` holds, per unknown site in `unresolved` order, the site's name as a string id when a
    definition has that name, else -1: what the linker left unknown, read back from the tables."""
    result, out = indexed
    snap = fastindex.open(str(out))
    tables = {t.path: t for t in result.tables}
    defined = {d.name for t in result.tables for d in t.definitions}
    names = [tables[u.path].references[u.index].name for u in result.link.unresolved if u.reason == "unknown"]
    expected = [snap.strings.index(n) if n in defined else -1 for n in names]
    assert snap.unresolved_names.tolist() == expected
    assert -1 in expected and any(i >= 0 for i in expected)
    with SnapshotReader(str(out)) as r:
        assert r.version == (FORMAT_MAJOR, FORMAT_MINOR) and r.has("unresolved_names")


def test_questions_list_the_unresolved_sites_of_the_whole_section(indexed, tmp_path, monkeypatch):
    """A question's unresolved listings (names from `unresolved_names`, fields from the `references` frames of
    the files they are in) equal those of the whole `unresolved` section decoded, on a snapshot whose
    `references` is one record and on one of many small records (a frame each); a question decompresses only
    the frames of the files it lists sites of, and one whose symbol's files have no unresolved site and whose
    name no unknown site has reads none."""
    from fastindex.query import Index
    from fastindex.query.engine import CALL_KINDS, CALL_SITE_KINDS
    result, out = indexed
    small = small_chunk_snapshot(result, tmp_path, monkeypatch)
    with SnapshotReader(str(small)) as r:
        frames = r.frames("references")
        assert len(frames) > 5 and sum(n for _f, n in frames) == len(result.tables)
    eager = fastindex.open(str(out)).unresolved
    one_ix, many_ix = Index(str(out)), Index(str(small))
    unknown_names = {row[2] for row in eager if row[6] == "unknown"}
    symbols = [one_ix.n_files + j for j, name in enumerate(one_ix.snapshot.definition_column("name"))]
    assert any(one_ix.nodes[i]["name"] in unknown_names for i in symbols)
    listed = inside = 0
    for i in symbols:
        for ask in ("callers", "refs", "blast_radius"):
            a, b = getattr(one_ix, ask)(i), getattr(many_ix, ask)(i)
            assert a == b
            name = one_ix.nodes[i]["name"]
            kinds = CALL_SITE_KINDS if set(a["kinds"]) <= set(CALL_KINDS) else None
            uses = sorted(r for r in eager if r[6] == "unknown" and r[2] == name and (kinds is None or r[4] in kinds))
            assert a["unresolved_uses"] == {"total": len(uses), "sites": [one_ix._site(r) for r in uses]}
            listed += a["unresolved_uses"]["total"]
            inside += a["unresolved"]["total"]
    assert listed > 0 and inside > 0
    # one question on the many-frames snapshot: only the frames of the files it lists sites of
    asked = next(i for i in symbols if many_ix.callers(i)["unresolved"]["total"])
    lazy = Index(str(small))
    answer = lazy.callers(asked)
    files = {lazy.file_ids[s["path"]] for s in answer["unresolved"]["sites"] + answer["unresolved_uses"]["sites"]}
    files.add(lazy.def_at[asked][0])
    first = lazy._refs._part_first
    assert set(lazy._refs._parts) == {bisect.bisect_right(first, f) - 1 for f in files} != set(range(len(frames)))
    quiet = Index(str(out))
    fids = set(quiet.snapshot.unresolved_sites[0])
    for i in symbols:
        node = quiet.nodes[i]
        if quiet.file_ids[node["path"]] not in fids and node["name"] not in unknown_names:
            quiet.callers(i)
            break
    else:
        pytest.fail("no symbol without unresolved sites in its file")
    assert quiet._refs is None


def _with_footer(src: Path, dst: Path, change) -> Path:
    """A copy of snapshot `src` whose footer's section entries are passed through `change` (entry -> None)."""
    import struct
    raw = src.read_bytes()
    (flen,) = struct.unpack("<Q", raw[-16:-8])
    footer = json.loads(raw[-16 - flen:-16])
    for entry in footer["sections"]:
        change(entry)
    text = json.dumps(footer, sort_keys=True).encode()
    dst.write_bytes(raw[:-16 - flen] + text + struct.pack("<Q", len(text)) + raw[-8:])
    return dst


def test_a_question_checks_only_the_references_frames_it_reads(indexed, tmp_path, monkeypatch):
    """Since 12.1 the footer lists each `references` frame's checksum: a question reads and checks only the
    frames of the files it looks at, so a damaged frame elsewhere does not stop it, the damaged one is refused
    when a question reads it, and reading the whole section still checks the whole section; a snapshot without
    the frames' checksums (12.0) is checked as a whole when a frame is read."""
    from fastindex.query import Index
    result, _out = indexed
    small = small_chunk_snapshot(result, tmp_path, monkeypatch)
    with SnapshotReader(str(small)) as r:
        entry = r.sections["references"]
        frames = r.frames("references")
    assert len(entry["frame_blake2b"]) == len(frames) > 3
    assert [f.blake2b for f, _n in frames] == entry["frame_blake2b"]
    good = Index(str(small))
    good._ref_sites()
    first = good._refs._part_first

    def frame_of(fid):
        return bisect.bisect_right(first, fid) - 1

    with_sites = sorted(set(good.snapshot.unresolved_sites[0]))
    late = with_sites[-1]
    early = next(f for f in with_sites if frame_of(f) != frame_of(late))
    # the frame of `late`'s sites damaged: a question about `early` (another frame) answers, one about `late` is
    # refused (a file's callers read its frame: it has unresolved sites)
    raw = bytearray(small.read_bytes())
    at = entry["offset"] + sum(n for n, _k in entry["frames"][:frame_of(late)])
    raw[at + entry["frames"][frame_of(late)][0] // 2] ^= 0xFF
    bad = tmp_path / "bad-frame.fidx"
    bad.write_bytes(bytes(raw))
    early_sym, late_sym = good.paths[early], good.paths[late]
    assert Index(str(bad)).callers(early_sym) == good.callers(early_sym)
    with pytest.raises(SnapshotError, match="checksum mismatch in section 'references'"):
        Index(str(bad)).callers(late_sym)
    with pytest.raises(SnapshotError, match="checksum mismatch in section 'references'"):
        _ = fastindex.open(str(bad)).files
    # 12.0's footer (no frame checksums): the whole section is checked before a frame is read
    old = _with_footer(bad, tmp_path / "old.fidx", lambda e: e.pop("frame_blake2b", None))
    with pytest.raises(SnapshotError, match="checksum mismatch in section 'references'"):
        Index(str(old)).callers(early_sym)
    same = _with_footer(small, tmp_path / "old-good.fidx", lambda e: e.pop("frame_blake2b", None))
    assert Index(str(same)).callers(late_sym) == good.callers(late_sym)


def test_iteration_streams_what_the_lists_hold(indexed, tmp_path, monkeypatch):
    """iter_files / iter_definitions / iter_edges give exactly files / definitions / edges, across many
    chunks; a damaged section is refused when iteration is asked for, before the first record."""
    result, out = indexed
    from fastindex.pipeline import IndexOptions, write_snapshot
    from fastindex.snapshot import codec
    monkeypatch.setattr(codec, "CHUNK", 5)
    small = tmp_path / "small-chunks.fidx"
    write_snapshot(result, str(small), IndexOptions(progress=False))
    for path in (out, small):
        snap = fastindex.open(str(path))
        assert list(snap.iter_files()) == snap.files == result.tables
        assert list(snap.iter_definitions()) == [(f.path, d) for f in snap.files for d in f.definitions]
        assert list(snap.iter_edges()) == snap.edges
    raw = bytearray(small.read_bytes())
    with SnapshotReader(str(small)) as r:
        loc = r.sections["references"]
    raw[loc["offset"] + loc["length"] // 2] ^= 0xFF
    bad = tmp_path / "bad.fidx"
    bad.write_bytes(bytes(raw))
    with pytest.raises(SnapshotError, match="checksum mismatch in section 'references'"):
        fastindex.open(str(bad)).iter_files()
    assert len(list(fastindex.open(str(bad)).iter_edges())) == len(result.link.edges)


def test_graph_node_and_edge_counts(indexed):
    result, out = indexed
    snap = fastindex.open(str(out))
    g = snap.graph()
    n_defs = sum(len(f.definitions) for f in snap.files)
    assert g.num_nodes() == len(snap.files) + n_defs + len(snap.externals)
    assert g.num_edges() == len(snap.edges)
    assert (g.num_nodes(), g.num_edges()) == (result.graph.num_nodes(), result.graph.num_edges())
    # every definition has exactly one "contains" edge into it (from its file or its parent)
    contains = Counter(d for _, d, k, *_ in snap.edges if k == "contains")
    assert sorted(contains) == list(range(len(snap.files), len(snap.files) + n_defs))
    assert set(contains.values()) == {1}
    # an edge's payload is its index into the edges: snap.edge(i) gives its fields
    assert sorted(e for _s, _d, e in g.weighted_edge_list()) == list(range(len(snap.edges)))
    assert all(snap.edges[e][:2] == (s, d) for s, d, e in g.weighted_edge_list())
    first = snap.edge(0)
    assert (first["src"], first["dst"], first["kind"], first["provenance"], first["count"], first["line"]) == \
        snap.edges[0]
    kinds = {e[2] for e in snap.edges}
    assert kinds <= set(EDGE_KINDS) and {"contains", "imports", "calls", "inherits"} <= kinds
    assert {e[3] for e in snap.edges} <= set(PROVENANCES)


def test_graph_from_columns_equals_the_graph_from_records(indexed):
    """The reader builds the graph straight from the decoded columns; it must equal the graph built from the
    per-record objects (FileEntry/Definition and edge tuples), and the pipeline's own graph."""
    result, out = indexed
    snap = fastindex.open(str(out))
    g = snap.graph()
    by_records = build_graph(snap.entries, snap.externals, snap.edges)
    assert g.nodes() == by_records.nodes() == result.graph.nodes() == list(range(snap.node_count))
    assert snap.nodes == node_payloads(snap.entries, snap.externals) == node_payloads(result.tables,
                                                                                      result.link.externals)
    assert g.weighted_edge_list() == by_records.weighted_edge_list() == result.graph.weighted_edge_list()
    assert list(g.edge_list()) == [e[:2] for e in snap.edges]
    assert [snap.edge(i) for i in range(len(snap.edges))] == [
        {"src": s, "dst": d, "kind": k, "provenance": p, "count": c, "line": ln} for s, d, k, p, c, ln in snap.edges]
    rev = fastindex.open(str(out)).graph(reverse=True)
    assert rev.nodes() == g.nodes()
    assert sorted(rev.weighted_edge_list(), key=lambda e: e[2]) == [(d, s, i) for s, d, i in g.weighted_edge_list()]
    # the columns the graph and the query index read are the fields of the indexed definitions
    cols = snap.definition_columns
    defs = [d for t in result.tables for d in t.definitions]
    assert [list(c) for c in zip(*(d[:14] for d in defs))] == cols
    assert [d for _p, d in snap.iter_definitions()] == defs


def test_definition_columns_decoded_one_at_a_time_equal_the_records(indexed):
    """Each field's column, decoded and derived on its own (qualnames from the parent's row, signatures with the
    name put back), in any order, equals that field of the indexed definitions; node dicts built one at a time,
    in any order, equal the dicts of the whole list."""
    result, out = indexed
    defs = [d for t in result.tables for d in t.definitions]
    fields = codec.DEFINITION_FIELDS
    fresh = fastindex.open(str(out))   # one definition at a time, before any column is decoded
    assert [fresh.definition(j) for j in reversed(range(len(defs)))] == defs[::-1]
    for order in (fields, fields[::-1]):
        snap = fastindex.open(str(out))
        for f in order:
            assert snap.definition_column(f) == [getattr(d, f) for d in defs], f
    snap = fastindex.open(str(out))
    expected = node_payloads(result.tables, result.link.externals)
    nodes = snap.nodes
    assert len(nodes) == len(expected) == snap.node_count
    for i in (len(expected) - 1, result.tables.__len__(), 0, -1, len(expected) // 2):
        assert nodes[i] == expected[i]
    assert nodes[2:7] == expected[2:7] and list(nodes) == expected and nodes == expected
    with pytest.raises(IndexError):
        nodes[len(expected)]
    fc = snap.file_columns
    assert (fc.paths, fc.languages, fc.digests, fc.counts) == (
        [t.path for t in result.tables], [t.language for t in result.tables], [t.digest for t in result.tables],
        [len(t.definitions) for t in result.tables])
    with pytest.raises(KeyError):
        snap.definition_column("doc")
    assert EdgeColumns.from_rows(snap.edges).rows() == snap.edges == fastindex.open(str(out)).edge_columns.rows()


def test_graph_nodes_carry_their_payloads(indexed):
    _, out = indexed
    snap = fastindex.open(str(out))
    g = snap.graph()
    assert g.nodes() == list(range(len(snap.nodes)))   # a node's payload is its id; snap.nodes[i] its fields
    labels = {(n["path"], n["qualname"]) for n in map(snap.nodes.__getitem__, g.nodes()) if n["type"] == "definition"}
    assert ("py_basic/app/models.py", "Repo.get") in labels
    assert ("ts_basic/src/models/repo.ts", "Repo.get") in labels
    assert all(not p.startswith("/") for p, _ in labels)   # paths are relative to the root
    assert any(n["type"] == "external" and n["name"] == "functools" for n in snap.nodes)


def test_stats_json(indexed, capsys):
    result, out = indexed
    assert cli.main(["stats", str(out), "--json"]) == 0
    stats = json.loads(capsys.readouterr().out)
    snap = fastindex.open(str(out))
    assert stats["files"] == {"javascript": 2, "python": 6, "tsx": 2, "typescript": 7}
    assert stats["edges"] == dict(Counter(e[2] for e in snap.edges))
    assert sum(stats["unresolved"].values()) == len(snap.unresolved)
    assert stats["definitions"]["python"]["class"] == 5
    assert stats["definitions"]["python"]["method"] == 10
    assert stats["root"] == result.root
    assert stats["report"]["counts"] == result.report.counts


def test_stats_text(indexed, capsys):
    _, out = indexed
    assert cli.main(["stats", str(out)]) == 0
    text = capsys.readouterr().out
    assert "files: javascript 2, python 6, tsx 2, typescript 7" in text
    assert "definitions [python]:" in text


def test_export_text_and_entity_edges_via_cli(indexed, tmp_path, capsys):
    _, out = indexed
    snap = fastindex.open(str(out))
    assert cli.main(["export", str(out), "--format", "text", "-o", str(tmp_path / "dump.txt")]) == 0
    assert (tmp_path / "dump.txt").read_text(encoding="utf-8") == dump_text(snap)
    assert cli.main(["export", str(out), "--format", "entity-edges", "-o", str(tmp_path / "e.tsv")]) == 0
    rows = [tuple(line.split("\t")) for line in (tmp_path / "e.tsv").read_text(encoding="utf-8").splitlines()]
    assert rows == entity_edges(snap)
    assert ("py_basic/app/models.py", "Repo.get", "py_basic/app/base.py", "Base.save") in rows


def test_reading_needs_neither_tree_sitter_nor_ray(indexed):
    _, out = indexed
    code = ("import sys, fastindex\n"
            f"s = fastindex.open({str(out)!r})\n"
            "s.files; s.edges; s.graph(); s.unresolved; s.search.scores('x')\n"
            "bad = [m for m in ('tree_sitter', 'tree_sitter_language_pack', 'ray') if m in sys.modules]\n"
            "print(bad)\n")
    proc = subprocess.run([sys.executable, "-c", code], check=False, capture_output=True, text=True, env=clean_env(),
                          timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "[]"


def test_cli_index_writes_report_json_and_prints_the_report(tmp_path, capsys):
    root = copy_fixture("tsconfig_paths", tmp_path)
    out, report = tmp_path / "o.fidx", tmp_path / "report.json"
    assert cli.main(["index", str(root), "-o", str(out), "--report", str(report)]) == 0
    err = capsys.readouterr().err
    data = json.loads(report.read_text(encoding="utf-8"))
    assert data["snapshot_bytes"] == out.stat().st_size
    assert [p["name"] for p in data["phases"]] == ["discover", "map", "reduce", "graph", "lexical", "write"]
    assert data["workers"]["backend"] == "inprocess"        # a tiny repo never pays Ray's start-up
    assert data["languages"]["typescript"]["files"] == 5
    assert "phase" in err and f"snapshot: {out}" in err
    assert "map: 5/5 files" in err                           # progress, as plain lines off a terminal


def test_backend_choice(monkeypatch):
    from fastindex import pipeline
    from fastindex.pipeline import FORK_MIN_BYTES, IN_PROCESS_BYTES, IndexOptions, _backend_for

    big = 10 * IN_PROCESS_BYTES
    monkeypatch.setattr(pipeline, "usable_cores", lambda: 8)
    assert _backend_for(IndexOptions(), 10) == ("inprocess", 1)                     # tiny: one process
    assert _backend_for(IndexOptions(), FORK_MIN_BYTES - 1) == ("inprocess", 1)
    assert _backend_for(IndexOptions(), FORK_MIN_BYTES) == ("fork", 8)             # Ray's start would not pay
    assert _backend_for(IndexOptions(), IN_PROCESS_BYTES - 1) == ("fork", 8)
    assert _backend_for(IndexOptions(), big) == ("ray", 8)
    assert _backend_for(IndexOptions(workers=1), big) == ("inprocess", 1)
    assert _backend_for(IndexOptions(workers=3), big) == ("ray", 3)
    assert _backend_for(IndexOptions(workers=2), big) == ("fork", 2)                 # too few for Ray to pay
    assert _backend_for(IndexOptions(workers=2, ray_address="h:1"), 10) == ("ray", 2)
    assert _backend_for(IndexOptions(workers=2, backend="inprocess"), big) == ("inprocess", 2)
    assert _backend_for(IndexOptions(workers=2, backend="ray"), big) == ("ray", 2)
    monkeypatch.setattr(pipeline, "_can_fork", lambda: False)                      # no fork: as before it
    assert _backend_for(IndexOptions(), FORK_MIN_BYTES) == ("inprocess", 1)
    assert _backend_for(IndexOptions(), big) == ("ray", 8)


def test_a_small_repository_forks_from_256_kb(monkeypatch):
    """A few hundred KB of source already map faster on 2 forked workers than in one process (MediatR's 0.36 MB:
    0.51 -> 0.44 s on 2 cores); a few KB do not (a fixture of 2 KB: 0.26 -> 0.29 s)."""
    from fastindex import pipeline
    from fastindex.pipeline import IndexOptions, _backend_for

    monkeypatch.setattr(pipeline, "usable_cores", lambda: 2)
    assert _backend_for(IndexOptions(), 360 * 1024) == ("fork", 2)
    assert _backend_for(IndexOptions(), 2 * 1024) == ("inprocess", 1)


def test_auto_backend_forks_below_three_cores(monkeypatch):
    from fastindex import pipeline

    big = 10 * pipeline.IN_PROCESS_BYTES
    monkeypatch.setattr(pipeline, "usable_cores", lambda: 2)
    assert pipeline._backend_for(pipeline.IndexOptions(), big) == ("fork", 2)
    monkeypatch.setattr(pipeline, "usable_cores", lambda: 8)   # the machine's cores under its cgroup's quota
    assert pipeline._backend_for(pipeline.IndexOptions(), big) == ("ray", 8)


def test_unresolved_sites_decode_as_the_per_site_rule_says():
    """decode_unresolved_sites (numpy) against the format's rule, site by site: a file delta moves to another
    file and starts its index afresh, a zero delta adds to the previous index; each chunk starts at 0, 0."""
    import random

    from fastindex.snapshot.codec import decode_unresolved_sites

    def by_rule(records):
        fids, idxs, reasons = [], [], []
        for fid_deltas, idx_deltas, codes in records:   # the columns' values, before the byte planes
            fid = idx = 0
            for fd, d in zip(fid_deltas, idx_deltas, strict=True):
                fid, idx = (fid + fd, d) if fd else (fid, idx + d)
                fids.append(fid)
                idxs.append(idx)
            reasons.extend(codes)
        return fids, idxs, reasons

    rng = random.Random(7)
    for _ in range(200):
        records = []
        for _chunk in range(rng.randint(0, 3)):
            n = rng.randint(0, 40)
            records.append([[rng.choice([0, 0, 0, 1, 3]) for _ in range(n)], [rng.randint(0, 9) for _ in range(n)],
                            [rng.randint(0, 2) for _ in range(n)]])
        stored = [[len(c), *(codec.planes(col, t) for col, t in zip(cols, codec.UNRESOLVED_COLUMN_TYPES))]
                  for cols in records for c in [cols[2]]]
        assert decode_unresolved_sites(stored) == by_rule(records)
    for bad in ([[0, 1], [1], [0, 0]], [2, codec.planes([0], "<u4"), codec.planes([1, 2], "<u4"), b"\x00\x00"],
                [1, b"\x00" * 4, b"\x00" * 4]):
        with pytest.raises(ValueError):
            decode_unresolved_sites([bad])


def test_unresolved_index_reads_sites_as_the_whole_decode(monkeypatch):
    """UnresolvedIndex (a question's reader: a file's sites, one site) gives what decode_unresolved_arrays gives
    for every site and every file, on sections written by the writer's own encoder in records of a few sites
    (a file's sites split across records, files with none); a site outside the files, sites out of file order
    and a column of the wrong length are refused."""
    import random

    import numpy as np

    from fastindex.snapshot.codec import SiteArrays, UnresolvedIndex, decode_unresolved_arrays

    rng = random.Random(11)
    for chunk in (1, 3, 7, 1000):
        monkeypatch.setattr(codec, "CHUNK", chunk)
        for _ in range(40):
            files = rng.randint(1, 12)
            sites = sorted({(rng.randrange(files), rng.randrange(300)) for _ in range(rng.randint(0, 60))})
            fids = np.array([f for f, _i in sites], dtype=np.int64)
            idxs = np.array([i for _f, i in sites], dtype=np.int64)
            reasons = np.array([rng.randint(0, 2) for _ in sites], dtype=np.int64)
            records = list(codec._site_array_columns(SiteArrays(fids, idxs, reasons, [])))
            assert len(records) == -(-len(sites) // chunk)
            whole = decode_unresolved_arrays(records)
            assert [a.tolist() for a in whole] == [fids.tolist(), idxs.tolist(), reasons.tolist()]
            ix = UnresolvedIndex(records, files)
            assert len(ix) == len(sites) and ix.reasons.tolist() == reasons.tolist()
            assert [ix.site(k) for k in reversed(range(len(sites)))] == list(zip(fids, idxs, reasons))[::-1]
            for f in range(files):
                lo, hi = ix.file_range(f)
                at = [k for k, (g, _i) in enumerate(sites) if g == f]
                assert (lo, hi) == ((at[0], at[-1] + 1) if at else (0, 0))
                assert ix.indices(lo, hi).tolist() == idxs[lo:hi].tolist()
                if hi - lo > 2:
                    assert ix.indices(lo + 1, hi - 1).tolist() == idxs[lo + 1:hi - 1].tolist()
            with pytest.raises(IndexError):
                ix.site(len(sites))
            if sites:
                with pytest.raises(ValueError):    # a file the snapshot does not have
                    UnresolvedIndex(records, int(fids.max()))
    monkeypatch.undo()
    later_first = [[1, codec.planes([2], "<u4"), codec.planes([0], "<u4"), b"\x00"],
                   [1, codec.planes([1], "<u4"), codec.planes([0], "<u4"), b"\x00"]]
    assert decode_unresolved_arrays(later_first)[0].tolist() == [2, 1]
    for bad in (later_first, [[2, codec.planes([0], "<u4"), codec.planes([1, 2], "<u4"), b"\x00\x00"]],
                [[1, b"\x00" * 4, b"\x00" * 4]]):
        with pytest.raises(ValueError):
            UnresolvedIndex(bad, 5)


def test_edge_columns_round_trip_as_byte_planes(monkeypatch):
    """Rows the `contains` edges cannot be left out of (not one per definition, not in the linker's key order)
    are all stored in the chunks, and every column comes back exactly, across chunks, with sources that go down
    as well as up; a value past a column's width is an error when writing, a record of the wrong shape one when
    reading."""
    import random

    from fastindex.snapshot import codec

    monkeypatch.setattr(codec, "CHUNK", 7)
    rng = random.Random(3)
    rows = [(rng.randint(0, 999), rng.randint(0, 2**32 - 1), rng.randint(0, 6), rng.randint(0, 2),
             rng.randint(1, 2**32 - 1), rng.randint(0, 2**31)) for _ in range(40)]
    records = list(codec.encode_edges(rows, 10, 1000))
    assert records[0] == {"files": 10, "nodes": 1000, "contains": 0}
    assert len(records) == 7 and [r[0] for r in records[1:]] == [7] * 5 + [5]
    cols = codec.decode_edges(records)
    assert list(zip(*(c.tolist() for c in cols))) == rows
    assert [c.tolist() for c in codec.decode_edges(list(codec.encode_edges([], 0, 0)))] == [[]] * 6
    with pytest.raises(OverflowError):
        list(codec.encode_edges([(0, 0, 256, 0, 1, 1)], 1, 1))
    with pytest.raises(OverflowError):   # kind and provenance share a byte: a provenance code past 3 is an error
        list(codec.encode_edges([(0, 0, 1, 4, 1, 1)], 1, 1))
    with pytest.raises(ValueError):
        codec.decode_edges([records[0], [3] + records[1][1:]])
    with pytest.raises(ValueError):
        codec.decode_edges([records[0], records[1][:4]])
    assert [c.tolist() for c in codec.decode_edges([])] == [[]] * 6   # a section without records
    with pytest.raises(ValueError):
        codec.decode_edges(records, 11, 1000)


def test_edge_destinations_stored_as_differences_or_plain(monkeypatch):
    """Each chunk stores its destinations as plain node ids or as differences within a source, whichever
    compresses smaller: distinct rising callees per source (synth-1m's) take the differences, a few callees
    that recur (saleor's) the plain ids; both come back exactly, and a difference leading below node 0 is an
    error."""
    import random

    import numpy as np

    from fastindex.snapshot import codec

    monkeypatch.setattr(codec, "CHUNK", 4096)
    rng = random.Random(5)
    nodes = 1 << 22
    spread = []
    for src in range(100, 100 + 1200):
        for dst in sorted(rng.sample(range(nodes), 5)):
            spread.append((src, dst, 2, 0, 1, rng.randint(1, 300)))
    popular = [rng.randint(0, nodes - 1) for _ in range(6)]
    recurring = [(src, dst, 2, 0, 1, 7) for src in range(2000, 2000 + 1200)
                 for dst in sorted(set(rng.sample(popular, 4)))]
    rows = spread + recurring
    records = list(codec.encode_edges(rows, 10, nodes))
    assert records[0]["contains"] == 0
    hows = [r[6] for r in records[1:]]
    assert codec.DST_DELTAS in hows[:1] and hows[-1] == codec.DST_PLAIN
    assert list(zip(*(c.tolist() for c in codec.decode_edges(records)))) == rows
    first = records[1]
    below = [first[0], first[1], codec.planes(codec._zigzag(np.full(first[0], -1000, dtype=np.int64)), "<u4"),
             *first[3:]]
    with pytest.raises(ValueError):
        codec.decode_edges([records[0], below])
    with pytest.raises(ValueError):
        codec.decode_edges([records[0], first[:6] + [2]])


def _linked_rows(files: list[list[int]], calls: list[tuple[int, int, int]], externals: int = 0):
    """Edge rows as the linker orders them for files whose definitions have the given parents (−1: the file),
    with `calls` (src node, dst node, line) among them: (rows, files, nodes)."""
    from fastindex.graph import EDGE_KINDS, PROVENANCES
    n_files = len(files)
    nodes = n_files + sum(map(len, files)) + externals
    rows, node = [], n_files
    for f, parents in enumerate(files):
        first = node
        for i, p in enumerate(parents):
            rows.append((f if p < 0 else first + p, first + i, 0, 0, 1, 10 * i + f))
        node += len(parents)
    rows += [(s, d, EDGE_KINDS.index("calls"), 0, 2, ln) for s, d, ln in calls]

    def rank(n):   # the linker's node keys: ("def", ...) < ("ext", ...) < ("file", ...)
        return n - n_files if n >= n_files else n + nodes

    rows.sort(key=lambda r: (rank(r[0]), rank(r[1]), EDGE_KINDS[r[2]], PROVENANCES[r[3]]))
    return rows, n_files, nodes


@pytest.mark.parametrize("files, calls, externals", [
    ([[-1, 0, 1, -1], [], [-1, -1, 1]], [(4, 5, 3), (4, 11, 9), (3, 4, 1), (0, 10, 2), (9, 3, 7), (8, 3, 1)], 2),
    ([[-1]], [], 0),                       # a definition and nothing else
    ([[], [-1, 0]], [(2, 3, 5), (3, 2, 6)], 0),   # an empty file first; a call back into the class
    ([[-1, 0, 0, 2, -1]] * 3, [(1 + 5 * k, 3 + 5 * j, j) for k in range(3) for j in range(3)], 1),
])
def test_contains_edges_left_out_and_put_back_in_place(files, calls, externals, monkeypatch):
    """The `contains` edges (one per definition, in the linker's key order) are stored as one record of parents
    and lines, and put back in place among the others: the rows come back in their order, with chunks of any
    size."""
    from fastindex.snapshot import codec

    rows, n_files, nodes = _linked_rows(files, calls, externals)
    for chunk in (2, 65536):
        monkeypatch.setattr(codec, "CHUNK", chunk)
        records = list(codec.encode_edges(rows, n_files, nodes))
        assert records[0]["contains"] == sum(map(len, files)) > 0
        assert list(zip(*(c.tolist() for c in codec.decode_edges(records, n_files, nodes)))) == rows
    if len(rows) < 2:
        return
    swapped = rows[1:2] + rows[:1] + rows[2:]   # out of the key order: stored as they are
    records = list(codec.encode_edges(swapped, n_files, nodes))
    assert records[0]["contains"] == 0
    assert list(zip(*(c.tolist() for c in codec.decode_edges(records)))) == swapped


def test_a_malformed_edges_section_is_one_clear_error(indexed, tmp_path):
    _, out = indexed
    bad = tmp_path / "bad-edges.fidx"
    w = SnapshotWriter(str(bad))
    with SnapshotReader(str(out)) as r:
        for name in [n for n in SECTIONS if n in r.sections]:
            recs = r.records(name)
            w.section(name, recs[:2] + [[rec[0] + 1] + rec[1:] for rec in recs[2:]] if name == "edges" else recs)
    w.commit()
    with pytest.raises(SnapshotError, match="section 'edges' has malformed records"):
        fastindex.open(str(bad)).graph()
    with pytest.raises(SnapshotError, match="section 'edges' has malformed records"):
        list(fastindex.open(str(bad)).iter_edges())


def _rewritten(out, bad, name: str, change) -> str:
    """A copy of snapshot `out` with section `name`'s records passed through `change` (checksums recomputed)."""
    w = SnapshotWriter(str(bad))
    with SnapshotReader(str(out)) as r:
        for section in [n for n in SECTIONS if n in r.sections]:
            recs = r.records(section)
            w.section(section, change(recs) if section == name else recs)
    w.commit()
    return str(bad)


def test_malformed_sections_read_lazily_are_one_clear_error(indexed, tmp_path):
    """Sections decoded only when a reader asks (definitions column by column, reference sites one by one)
    still refuse malformed records with one clear line, at the question that reads them."""
    from fastindex.query import Index
    _, out = indexed
    narrow = _rewritten(out, tmp_path / "narrow-defs.fidx", "definitions", lambda recs: [r[:-1] for r in recs])
    assert fastindex.open(narrow).graph().num_nodes() > 0   # the graph reads no definition
    for read in (lambda s: s.nodes[len(s.file_columns.paths)], lambda s: s.definition_column("qualname"),
                 lambda s: s.definition(0), lambda s: Index(s)):
        with pytest.raises(SnapshotError, match="section 'definitions' has malformed records"):
            read(fastindex.open(narrow))
    bad_quals = _rewritten(out, tmp_path / "bad-quals.fidx", "definitions",
                           lambda recs: [[r[0], [10 ** 6] * len(r[1]), *r[2:]] for r in recs])
    with pytest.raises(SnapshotError, match="section 'definitions' has malformed records"):
        fastindex.open(bad_quals).definition_column("qualname")
    miscounted = _rewritten(out, tmp_path / "bad-refs.fidx", "references",
                            lambda recs: [[[c + 1 for c in r[0]], *r[1:]] for r in recs])
    ix = Index(miscounted)   # loads: the references are read by the first question that lists unresolved sites
    with pytest.raises(SnapshotError, match="section 'references' has malformed records"):
        ix.callers("py_basic/app/models.py::Repo.get")


def test_definition_values_equal_the_columns(indexed):
    """`definition_values` (a field of many definitions at once: one by one for a few of a record, else from an
    array of the record's values) gives what the decoded columns hold, for a few and for all definitions."""
    _, out = indexed
    snap, cols = fastindex.open(str(out)), fastindex.open(str(out))
    n = len(cols.definition_column("name"))
    assert n > 40
    for field in ("start_line", "end_line", "kind", "parent"):
        column = cols.definition_column(field)
        for js in ([n - 1, 0], [1], list(range(0, n, 3)), list(range(n))):
            assert snap.definition_values(field, js).tolist() == [column[j] for j in js]
    with pytest.raises(IndexError):
        snap.definition_values("start_line", [n])


def test_a_first_site_chained_on_nothing_is_one_clear_error(indexed, tmp_path):
    """A site's receiver stored as "chained" (the previous site's receiver + its name) cannot be a file's first
    site: a snapshot that says so is refused, not decoded into the name of the record's last site."""
    _, out = indexed
    def chain_first(r):
        receivers = codec.site_column(r[3], sum(r[0]), "P")
        receivers[0] = codec.SAME
        return [*r[:3], codec.site_planes(receivers, "P"), *r[4:]]

    bad = _rewritten(out, tmp_path / "chained.fidx", "references",
                     lambda recs: [chain_first(r) if k == 0 else r for k, r in enumerate(recs)])
    with SnapshotReader(bad) as r:   # well-formed columns: only the chained first site is wrong
        rec = next(iter(r.records("references")))
        assert codec.site_record_columns(rec, codec.REFERENCE_FORMS)[3][0] == codec.SAME
    with pytest.raises(SnapshotError, match="section 'references' has malformed records"):
        assert fastindex.open(bad).files is None                       # every table, decoded at once: raises
