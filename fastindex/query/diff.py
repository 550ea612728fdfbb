"""`fastindex diff OLD NEW`: which definitions a change added, removed, changed or moved, and who depends on them.

Definitions are compared by content: each `files` record holds, per definition of the file, the BLAKE2b-32
of its own text (its span with its nested non-local definitions cut out), so a changed method is reported
without its class, and a change inside a lambda or a nested helper is reported as a change of the function
that holds it. Only non-local definitions (entities) are listed.

A definition is identified by (path, qualname); definitions sharing both (overloads, a property and its
setter) are paired in order. A definition removed from one file and added to another with the same qualname
and digest is `moved`. The blast radius of every added, changed or moved definition is `Index.blast_radius`
on the NEW snapshot (its dependents up to `depth` hops, through its members too); for a removed one it is
taken in the OLD snapshot (who depended on it). It is the symbol's, of all its definitions there: a call
names one overload, and every overload is reported with the callers of the symbol.
"""
from __future__ import annotations

from collections import defaultdict
from contextlib import ExitStack

from ..map.table import DEF_DIGEST_BYTES
from .engine import Index, QueryError, _check_depth, _check_limit

STATUSES = ("changed", "added", "removed", "moved")


def _digests(ix: Index) -> list[bytes]:
    """Each file's definition digests (the `files` records carry them); a snapshot without them is an error."""
    blobs = [f.def_digests for f in ix.files]
    if any(f.definitions and not blob for f, blob in zip(ix.files, blobs)):
        raise QueryError(f"{ix.snapshot.path}: snapshot records no definition digests; "
                         f"re-index it with this fastindex to diff it")
    return blobs


def _entities(ix: Index) -> tuple[dict[tuple[str, str], list[int]], dict[int, bytes]]:
    """((path, qualname) -> node ids of the non-local definitions in file order, node id -> digest)."""
    keys: dict[tuple[str, str], list[int]] = defaultdict(list)
    digest: dict[int, bytes] = {}
    for f, blob in zip(ix.files, _digests(ix)):
        base = ix.def_base[f.path]
        for di, d in enumerate(f.definitions):
            if not d.local:
                keys[(f.path, d.qualname)].append(base + di)
                digest[base + di] = blob[di * DEF_DIGEST_BYTES:(di + 1) * DEF_DIGEST_BYTES]
    return keys, digest


def diff(old: Index | str, new: Index | str, depth: int = 2, limit: int = 50, include_heuristic: bool = False,
         kinds=None) -> dict:
    """The definitions that differ between two snapshots and each one's blast radius (see the module doc)."""
    depth = _check_depth(depth)
    limit = _check_limit(limit)
    with ExitStack() as opened:   # the indexes loaded here from paths are closed at the end
        old_ix = old if isinstance(old, Index) else opened.enter_context(Index(old))
        new_ix = new if isinstance(new, Index) else opened.enter_context(Index(new))
        return _diff(old_ix, new_ix, depth, limit, include_heuristic, kinds)


def _diff(old_ix: Index, new_ix: Index, depth: int, limit: int, include_heuristic: bool, kinds) -> dict:
    (before, old_digest), (after, new_digest) = _entities(old_ix), _entities(new_ix)
    rows: list[tuple[str, Index, int, int | None]] = []   # (status, index the node is in, node, old node)
    removed, added = [], []
    for key in sorted(before.keys() | after.keys()):
        a, b = before.get(key, []), after.get(key, [])
        for i, j in zip(a, b):
            if old_digest[i] != new_digest[j] or old_ix.nodes[i]["kind"] != new_ix.nodes[j]["kind"]:
                rows.append(("changed", new_ix, j, i))
        removed.extend(a[len(b):])
        added.extend(b[len(a):])
    # moved: the same qualname and digest in another file
    gone: dict[tuple[str, bytes], list[int]] = defaultdict(list)
    for i in removed:
        gone[(old_ix.nodes[i]["qualname"], old_digest[i])].append(i)
    for j in added:
        match = gone.get((new_ix.nodes[j]["qualname"], new_digest[j]))
        if match:
            rows.append(("moved", new_ix, j, match.pop(0)))
        else:
            rows.append(("added", new_ix, j, None))
    rows.extend(("removed", old_ix, i, None) for ids in gone.values() for i in ids)

    entries = []
    radii: dict[tuple, dict] = {}
    for status, ix, node, old_node in rows:
        info = ix.info(node)
        # the symbol's dependents, of all its definitions (overloads: the calls name one of them)
        key = (ix is old_ix, info["path"], info["qualname"])
        radius = radii.get(key)
        if radius is None:
            group = (before if ix is old_ix else after)[(info["path"], info["qualname"])]
            radius = radii[key] = ix.blast_radius(group, depth=depth, kinds=kinds,
                                                  include_heuristic=include_heuristic, limit=limit)
        entry = {"status": status, "label": info["label"], "path": info["path"], "qualname": info["qualname"],
                 "kind": info["kind"], "line": info["line"], "end_line": info["end_line"],
                 "graph": "old" if ix is old_ix else "new",
                 "dependents": [{"label": r["label"], "kind": r["kind"], "line": r.get("line", 0),
                                 "depth": r["depth"], "edge": r["edge"]["kind"]} for r in radius["results"]],
                 "dependents_total": radius["total"], "truncated": radius["truncated"], "files": radius["files"],
                 "unresolved_uses": radius.get("unresolved_uses", {}).get("total", 0)}
        if old_node is not None and status == "moved":
            entry["from"] = old_ix.info(old_node)["label"]
        entries.append(entry)
    order = {s: k for k, s in enumerate(STATUSES)}
    entries.sort(key=lambda e: (order[e["status"]], e["path"], e["line"], e["qualname"]))
    counts = {s: sum(1 for e in entries if e["status"] == s) for s in STATUSES}
    affected = sorted({f for e in entries for f in e["files"]})
    warnings = []
    old_paths, new_paths = {f.path for f in old_ix.files}, {f.path for f in new_ix.files}
    if old_paths and new_paths and not old_paths & new_paths and old_ix.root != new_ix.root:
        warnings.append(f"the snapshots share no file and were indexed from other folders ({old_ix.root}, "
                        f"{new_ix.root}): two different repositories?")
    return {"old": old_ix.snapshot.path, "new": new_ix.snapshot.path, "depth": depth, "counts": counts,
            "affected_files": affected, "definitions": entries, "warnings": warnings}


def render(ans: dict) -> str:
    c = ans["counts"]
    lines = [f"diff {ans['old']} -> {ans['new']}: {c['changed']} changed, {c['added']} added, "
             f"{c['removed']} removed, {c['moved']} moved definitions; dependents up to depth {ans['depth']} "
             f"in {len(ans['affected_files'])} files"]
    for e in ans["definitions"]:
        where = f"{e['kind']}, line {e['line']}"
        if e["status"] == "moved":
            where += f", from {e['from']}"
        graph = " (in the old graph)" if e["graph"] == "old" else ""
        lines.append(f"{e['status']:<8} {e['label']} ({where}) -- {e['dependents_total']} dependents{graph}")
        for d in e["dependents"]:
            lines.append(f"    {d['depth']}  {d['label']} ({d['kind']}) {d['edge']}")
        if e["truncated"]:
            lines.append(f"    ... {e['dependents_total'] - len(e['dependents'])} more (use --limit)")
        if e["unresolved_uses"]:
            lines.append(f"    + {e['unresolved_uses']} unresolved sites with this name (possible uses)")
    return "\n".join(lines)
