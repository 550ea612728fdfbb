"""Entity-level dependency edges (docs/entity-edges.md): the unit the accuracy harness scores."""
from __future__ import annotations

import re
import sys

from ..languages import BY_NAME
from ..output import is_stdout, replacing
from ..snapshot.api import Snapshot
from .jsonl import safe_path

DEPENDENCY_KINDS = frozenset({"calls", "references", "inherits", "implements"})


def entity_edges(snap: Snapshot, include_heuristic: bool = False,
                 left_out: set | None = None) -> list[tuple[str, str, str, str]]:
    """(src_path, src_qualname, dst_path, dst_qualname), sorted and unique. An edge with an end in a file whose
    path the format cannot carry (a tab or a line break in it) or that leaves the repository is left out; those
    paths are added to `left_out` when given."""
    nodes = snap.nodes
    files = snap.files
    n_files = len(files)
    # the files whose language counts its modules (namespaces) as entities (LanguageSpec.module_entities)
    module_files = {f.path for f in files if f.language in BY_NAME and BY_NAME[f.language].module_entities}
    # the names that make no entity, by language (LanguageSpec.non_entity_names: C++'s operators)
    unnamed = {language: re.compile(BY_NAME[language].non_entity_names) for language in {f.language for f in files}
               if language in BY_NAME and BY_NAME[language].non_entity_names}
    no_entity = set()
    # For each definition node: the entity it belongs to (itself, or its nearest non-local ancestor; a module is
    # none where modules are no entities: what its body holds outside any item is made at module level, as a
    # Rust `mod tests { m!(f()); }`)
    owner: dict[int, tuple[str, str] | None] = {}
    base = n_files
    for f in files:
        defs = f.definitions
        modules_are_entities = f.path in module_files
        named = unnamed.get(f.language)
        if named is not None:
            no_entity.update(base + i for i, d in enumerate(defs) if named.match(d.name))
        for i in range(len(defs)):
            j = i
            while j >= 0 and (defs[j].local or (defs[j].kind == "module" and not modules_are_entities) or
                              base + j in no_entity):
                j = defs[j].parent
            owner[base + i] = (f.path, defs[j].qualname) if j >= 0 else (f.path, "<module>")
        base += len(defs)
    out = set()
    for s, d, kind, provenance, _count, _line in snap.edges:
        if kind not in DEPENDENCY_KINDS or (provenance == "heuristic" and not include_heuristic):
            continue
        dst_node = nodes[d]
        if dst_node["type"] != "definition" or dst_node["local"] or d in no_entity or \
                (dst_node["kind"] == "module" and dst_node["path"] not in module_files):
            continue
        if s < n_files:
            src = (nodes[s]["path"], "<module>")
        else:
            src = owner.get(s)
            if src is None:
                continue
        dst = (dst_node["path"], dst_node["qualname"])
        if src != dst:
            if _tsv_safe(src[0]) and _tsv_safe(dst[0]):
                out.add((src[0], src[1], dst[0], dst[1]))
            elif left_out is not None:
                left_out.update(p for p in (src[0], dst[0]) if not _tsv_safe(p))
    return sorted(out)


def _tsv_safe(path: str) -> bool:
    """A path that stays inside the repository and fits in a TSV field (no tab or line break)."""
    return safe_path(path) is not None and not any(c in path for c in "\t\n\r")


def write_tsv(rows, out_path: str) -> None:
    """Write the rows to `out_path` ("-" or /dev/stdout: stdout), a file under a temporary name renamed into place."""
    if is_stdout(out_path):
        _write_rows(rows, sys.stdout)
        return
    with replacing(out_path) as fh:
        _write_rows(rows, fh)


def _write_rows(rows, fh) -> None:
    for row in rows:
        fh.write("\t".join(row) + "\n")
