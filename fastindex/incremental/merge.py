"""The incremental reduce's results in node-id space: the base's edges and unresolved sites of the files not linked
again, renumbered for the new tree, merged with those of the re-linked files.

A full link sorts its edges as (src, dst, kind, provenance) node-key tuples: ("def", path, i) < ("ext", name) <
("file", path), then by path (files are numbered in path order) and index, or by name (externals are numbered in
name order). So within each kind of node the ids sort as the keys do, and sorting the rows by (src kind, src id, dst
kind, dst id, kind name, provenance name) gives the full link's order without building a key per edge. Node ids
shift only by the files that come or go before them (files keep their path order), by the definitions added or
removed in changed files before them and by the externals that come or go; a reused edge into a changed file goes
to the same definition (qualname, occurrence and kind: surface.definition_moves) at its new index (relink.py links
again every file whose lookups could reach a definition whose records changed). When definitions change their
order the rows are sorted again.
"""
from __future__ import annotations

import numpy as np

from ..graph import EDGE_KINDS, PROVENANCES, edge_array, edge_counts
from ..snapshot.codec import UNRESOLVED_REASONS, SiteArrays, decode_edges
from ..snapshot.stored import definition_names

_KIND_RANK = np.argsort(np.argsort(np.array(EDGE_KINDS)))        # code -> rank of its name
_PROV_RANK = np.argsort(np.argsort(np.array(PROVENANCES)))
_UNKNOWN = UNRESOLVED_REASONS.index("unknown")


class Mismatch(Exception):
    """The base's edges do not fit the new tree (a reused edge into a definition that is gone): link in full."""


def _starts(counts: np.ndarray, files: int) -> np.ndarray:
    """Each file's first definition id (definitions are numbered after the files, in file order)."""
    out = np.empty(len(counts), dtype=np.int64)
    if len(counts):
        out[0] = files
        np.cumsum(counts[:-1], out=out[1:])
        out[1:] += files
    return out


def sort_order(keys: tuple, widths: tuple) -> np.ndarray:
    """The order that sorts rows by `keys` (non-negative int64 arrays, the first the most significant), each
    key below 2**width: the keys packed into one int64 and argsorted when they fit (np.lexsort over a million
    edges takes 15 times longer), else np.lexsort."""
    if sum(widths) > 62:
        return np.lexsort(keys[::-1])
    return np.argsort(pack(keys, widths), kind="stable")


def pack(keys: tuple, widths: tuple) -> np.ndarray:
    """`keys` (as `sort_order` takes them, their widths summing to 62 bits at most) packed into one int64 each."""
    key = np.zeros(len(keys[0]), dtype=np.int64)
    for k, width in zip(keys, widths, strict=True):
        key <<= width
        key |= k
    return key


def merge(snap, base_tables: list, tables: list, relink: set[str], result, corrections: dict,
          defined: set[str] | None = None, moves: dict[str, list[int]] | None = None):
    """(edge rows as an (n, 6) int64 array in the full link's order, the externals, SiteArrays, the counts'
    "edges" and "provenance" entries). `moves`: per changed file, each base definition's index in its new
    version, -1 for one that is gone (surface.definition_moves; another file's definitions keep their index).
    `result`: the Linker's result over the files in `relink` only;
    `corrections`: (file id, site index) -> the name of an unknown site of a file not linked again whose
    "defined somewhere" status flipped (its name, or None when no definition has it any more); `defined`: the
    names of the definitions of `tables` (None: collected here)."""
    n_files, n_base = len(tables), len(base_tables)
    fid = {t.path: i for i, t in enumerate(tables)}
    # each base file's id in the new tree (files are numbered in path order), -1 for one that is gone
    file_map = np.fromiter((fid.get(t.path, -1) for t in base_tables), dtype=np.int64, count=n_base)
    base_counts = np.fromiter((len(t.definitions) for t in base_tables), dtype=np.int64, count=n_base)
    new_counts = np.fromiter((len(t.definitions) for t in tables), dtype=np.int64, count=n_files)
    base_start, new_start = _starts(base_counts, n_base), _starts(new_counts, n_files)
    base_ext0 = n_base + int(base_counts.sum())
    new_ext0 = n_files + int(new_counts.sum())
    relinked = np.zeros(n_files, dtype=bool)
    relinked[[fid[p] for p in relink]] = True
    # per base file: its rows are not kept (it is gone, or linked again)
    left = np.ones(n_base, dtype=bool)
    left[file_map >= 0] = relinked[file_map[file_map >= 0]]

    src, dst, kind, prov, count, line = decode_edges(snap._records("edges"))
    base_ext = snap.externals
    if len(src) and (src.min() < 0 or src.max() >= base_ext0 or dst.min() < 0 or
                     dst.max() >= base_ext0 + len(base_ext)):
        raise Mismatch("an edge out of the base's nodes")

    # per base node (files, definitions): whether its file is linked again, and (definitions) its id in the new
    # tree, -1 for one that is gone (an edge into it cannot be kept)
    def_file = np.repeat(np.arange(n_base, dtype=np.int64), base_counts)   # each base definition's file
    at = np.arange(len(def_file), dtype=np.int64) - (base_start - n_base)[def_file]
    new_file = file_map[def_file]
    new_def = np.where((new_file >= 0) & (at < new_counts[new_file]), new_start[new_file] + at, -1)
    base_id = {t.path: i for i, t in enumerate(base_tables)}
    for path, moved in (moves or {}).items():
        b, nf = base_id[path], fid[path]
        first = int(base_start[b]) - n_base
        if len(moved) != base_counts[b]:
            raise Mismatch(f"{path}: its definitions do not match the base's")
        moved = np.asarray(moved, dtype=np.int64)
        new_def[first:first + len(moved)] = np.where(moved >= 0, new_start[nf] + moved, -1)
    kept_defs = new_def[new_def >= 0]
    in_order = not (len(kept_defs) > 1 and (kept_defs[1:] <= kept_defs[:-1]).any())   # definitions kept their order
    keep = ~np.concatenate((left, left[def_file]))[src]
    src, dst, kind, prov, count, line = (c[keep] for c in (src, dst, kind, prov, count, line))
    to_ext = dst >= base_ext0
    names = {base_ext[i] for i in np.unique(dst[to_ext] - base_ext0).tolist()}
    names.update(d[1] for _s, d, *_rest in result.edges if d[0] == "ext")
    externals = sorted(names)
    ext_id = {name: new_ext0 + i for i, name in enumerate(externals)}
    ext_map = np.fromiter((ext_id.get(n, -1) for n in base_ext), dtype=np.int64, count=len(base_ext))
    # every base node's new id: files keep theirs, definitions and externals move (in the same order)
    node_map = np.concatenate((file_map, new_def, ext_map))
    src, dst = node_map[src], node_map[dst]
    if len(src) and (src.min() < 0 or dst.min() < 0):
        raise Mismatch("an edge into a definition that is gone")
    fresh = edge_array(tables, result.edges, externals)
    if (len(src) and (kind.max() >= len(EDGE_KINDS) or prov.max() >= len(PROVENANCES))) or \
            (len(fresh) and (fresh[:, 1].min() < 0 or fresh[:, 2].max() >= len(EDGE_KINDS) or
                             fresh[:, 3].max() >= len(PROVENANCES))):
        raise Mismatch("an edge with an unknown node, kind or provenance")
    n_nodes = new_ext0 + len(externals)

    def cat(a: np.ndarray) -> np.ndarray:   # "def" < "ext" < "file"
        return np.where(a < n_files, 2, np.where(a < new_ext0, 0, 1))

    bits = max(n_nodes, 1).bit_length()
    widths = (2, bits, 2, bits, (len(EDGE_KINDS) - 1).bit_length(), (len(PROVENANCES) - 1).bit_length())

    def keys(rows: np.ndarray) -> tuple:
        return (cat(rows[:, 0]), rows[:, 0], cat(rows[:, 1]), rows[:, 1], _KIND_RANK[rows[:, 2]],
                _PROV_RANK[rows[:, 3]])

    def src_keys(ids: np.ndarray) -> np.ndarray:   # a source's place in the order: definitions, then files
        return np.where(ids < n_files, ids + n_nodes, ids)

    # The base's rows kept stay in the full link's order: node ids move with the same order within each kind
    # of node (see the module's docstring). The re-linked files' rows are sorted, and put in place by their
    # source alone: no kept row has the source of one of them (a file linked again leaves the base's rows).
    kept_src = src_keys(src)
    columns = (src, dst, kind, prov, count, line)
    if sum(widths) <= 62 and in_order and not (len(kept_src) > 1 and (kept_src[1:] < kept_src[:-1]).any()):
        fresh = fresh[np.argsort(pack(keys(fresh), widths), kind="stable")]
        at = np.searchsorted(kept_src, src_keys(fresh[:, 0]), side="right")
        rows = np.stack([np.insert(c, at, fresh[:, j]) for j, c in enumerate(columns)], axis=1)
    else:
        rows = np.concatenate([np.stack(columns, axis=1).reshape(-1, 6), fresh])
        rows = rows[sort_order(keys(rows), widths)]
    del src, dst, kind, prov, count, line, columns
    kinds, provs = edge_counts(rows)
    return rows, externals, _sites(snap, tables, left, file_map, result, corrections, defined), kinds, provs


def _sites(snap, tables: list, left: np.ndarray, file_map: np.ndarray, result, corrections: dict,
           defined: set | None) -> SiteArrays:
    """The unresolved sites: the base's of the files not linked again (`left`: per base file, gone or linked
    again; `file_map`: each base file's id in the new tree), the re-linked files' from `result`."""
    fids, idxs, reasons = snap.unresolved_arrays
    base_names = snap.unresolved_names
    strings = snap.strings
    keep = ~left[fids]
    unknown = reasons == _UNKNOWN
    kept_unknown = keep[unknown]
    names: list = [strings[v] if v >= 0 else None for v in base_names[kept_unknown].tolist()]
    if corrections:
        for k, (f, i) in enumerate(zip(fids[unknown][kept_unknown].tolist(), idxs[unknown][kept_unknown].tolist())):
            if (f, i) in corrections:
                names[k] = corrections[(f, i)]
    fid = {t.path: i for i, t in enumerate(tables)}
    if defined is None:
        defined = {name for t in tables for name in definition_names(t.definitions)}
    by_path = {t.path: t for t in tables}
    new = result.unresolved
    new_f = np.fromiter((fid[u.path] for u in new), dtype=np.int64, count=len(new))
    new_i = np.fromiter((u.index for u in new), dtype=np.int64, count=len(new))
    new_r = np.fromiter((UNRESOLVED_REASONS.index(u.reason) for u in new), dtype=np.int64, count=len(new))
    for u in new:
        if u.reason == "unknown":
            name = by_path[u.path].references[u.index].name
            names.append(name if name in defined else None)
    f = np.concatenate([file_map[fids[keep]], new_f])
    i = np.concatenate([idxs[keep], new_i])
    r = np.concatenate([reasons[keep], new_r])
    # each unknown site's position in `names` (kept sites first, in order, then the new ones)
    slot = np.full(len(f), -1, dtype=np.int64)
    is_unknown = r == _UNKNOWN
    slot[is_unknown] = np.arange(int(is_unknown.sum()))
    order = np.argsort(f * (int(i.max()) + 1) + i if len(i) else f, kind="stable")   # by file, then index
    slot = slot[order]
    return SiteArrays(f[order], i[order], r[order], [names[s] for s in slot[slot >= 0].tolist()])
