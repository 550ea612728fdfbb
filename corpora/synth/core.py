"""Shared machinery of the synthetic monorepo generator.

``Repo`` collects the generated files together with the ground truth: every entity the generator declares
and every entity edge (docs/entity-edges.md) that the generated code truly contains.  Language modules
(``corpora/synth/<lang>.py``) add files, entities and edges to one ``Repo``; ``write`` lays it out on disk.
"""

from __future__ import annotations

import json
import os
from collections import Counter, defaultdict
from pathlib import Path

# ---------------------------------------------------------------------------------------------------------
# Vocabulary.  The word lists are disjoint on purpose (see the README): entity names, module names, package
# names and local-variable names never collide by accident, so every collision in the output is deliberate.

NOUNS = [
    "account", "order", "invoice", "payment", "member", "team", "project", "release", "event", "issue",
    "alert", "metric", "report", "session", "token", "webhook", "plugin", "widget", "dashboard", "query",
    "quota", "ledger", "profile", "bucket", "artifact", "deploy", "monitor", "incident", "tenant",
    "policy", "segment", "cohort", "span", "trace", "digest", "feed", "note", "rule", "snapshot", "rollup",
    "shard", "channel", "comment", "commit", "build", "ticket", "coupon", "refund", "shipment", "vendor",
    "invite", "avatar", "upload", "grant", "license", "region", "cluster", "node",
]
ROLES = [
    "Repo", "Service", "Manager", "Handler", "Client", "Store", "Serializer", "Validator", "Builder",
    "Controller", "Model", "Config", "Processor", "Factory", "Adapter", "Registry", "Cache", "Provider",
    "Gateway", "Worker",
]
VERBS = [
    "load", "compute", "resolve", "make", "parse", "normalize", "sync", "merge", "collect", "emit",
    "record", "ensure", "create", "find", "prune", "index", "rank", "score", "route", "encode", "decode",
    "archive", "restore", "notify", "schedule", "enqueue", "summarize", "migrate", "hydrate", "verify",
]
# Method names shared by many classes: resolving them needs the receiver's type.
COMMON_METHODS = [
    "get", "save", "delete", "process", "validate", "handle", "build", "load", "refresh", "serialize",
    "run", "update", "fetch", "render", "dispatch", "close", "reset", "apply", "prepare", "commit",
]
MODULE_KINDS = [
    "models", "services", "utils", "handlers", "views", "tasks", "api", "stores", "schema", "helpers",
    "signals", "forms", "serializers", "queries", "events", "backends", "clients", "mixins",
]
ATTRS = ["LIMIT", "TIMEOUT", "BATCH", "RETRIES", "TTL", "WINDOW", "PRIORITY", "VERSION", "THRESHOLD", "PAGE"]
# Local variable names (never entity, module or package names).
LOCALS = [
    "result", "value", "item", "record", "payload", "data", "entry", "obj", "temp", "current", "batch",
    "response", "target", "acc", "pending", "state", "outcome", "buf", "row", "chunk",
]


def camel(*parts: str) -> str:
    return "".join(p[:1].upper() + p[1:] for p in parts)


def lower_camel(*parts: str) -> str:
    s = camel(*parts)
    return s[:1].lower() + s[1:]


def snake_of_camel(name: str) -> str:
    out = []
    for i, ch in enumerate(name):
        if ch.isupper() and i:
            out.append("_")
        out.append(ch.lower())
    return "".join(out)


def weighted(rng, items, total: float | None = None):
    """Pick an item from ``[(item, weight), ...]`` with one ``rng.random()`` draw."""
    r = rng.random() * (sum(w for _, w in items) if total is None else total)
    for item, w in items:
        r -= w
        if r < 0:
            return item
    return items[-1][0]


def unique_name(base: str, taken: set[str] | dict) -> str:
    if base not in taken:
        return base
    i = 2
    while f"{base}{i}" in taken:
        i += 1
    return f"{base}{i}"


# ---------------------------------------------------------------------------------------------------------


class Repo:
    """Generated files plus ground truth."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}       # contents not yet written to disk
        self.written: dict[str, int] = {}       # files already written (by a worker): path -> newline count
        self.out_dir: Path | None = None
        self.file_lang: dict[str, str] = {}
        self.entities: dict[tuple[str, str], str] = {}
        self.edges: dict[tuple[str, str, str, str], set[str]] = {}
        self.features: Counter = Counter()
        self.junk: dict[str, list[str]] = defaultdict(list)
        self.notes: dict[str, object] = {}

    # files ------------------------------------------------------------------------------------------
    def add_file(self, path: str, content: str | bytes, lang: str | None = None) -> None:
        if path in self.files or path in self.written:
            raise ValueError(f"duplicate file {path}")
        self.files[path] = content.encode("utf-8") if isinstance(content, str) else content
        if lang:
            self.file_lang[path] = lang

    def content(self, path: str) -> bytes:
        if path in self.files:
            return self.files[path]
        assert self.out_dir is not None
        return (self.out_dir / path).read_bytes()

    def write_files(self, out_dir: str | Path) -> None:
        """Write the pending files now and keep only their line counts (used by the parallel workers)."""
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        self.out_dir = out
        made_dirs: set[str] = set()
        for path in sorted(self.files):
            data = self.files[path]
            d = os.path.dirname(path)
            if d and d not in made_dirs:
                os.makedirs(out / d, exist_ok=True)
                made_dirs.add(d)
            with open(out / path, "wb") as f:
                f.write(data)
            self.written[path] = data.count(b"\n")
        self.files = {}

    def all_paths(self) -> set[str]:
        return set(self.files) | set(self.written)

    def merge(self, other: Repo) -> None:
        dup = (set(other.files) | set(other.written)) & self.all_paths()
        if dup:
            raise ValueError(f"duplicate files {sorted(dup)[:3]}")
        self.files.update(other.files)
        self.written.update(other.written)
        if other.out_dir is not None:
            self.out_dir = other.out_dir
        self.file_lang.update(other.file_lang)
        self.entities.update(other.entities)
        if not self.edges:
            self.edges = other.edges
        else:
            shared = self.edges.keys() & other.edges.keys()
            for k in shared:
                self.edges[k] = self.edges[k] | other.edges[k]
            self.edges.update((k, v) for k, v in other.edges.items() if k not in shared)
        self.features.update(other.features)
        for k, v in other.junk.items():
            self.junk[k].extend(v)
        self.notes.update(other.notes)

    # ground truth -----------------------------------------------------------------------------------
    def entity(self, path: str, qual: str, kind: str) -> None:
        self.entities[(path, qual)] = kind

    def edge(self, src_path: str, src_qual: str, dst_path: str, dst_qual: str, feature: str) -> None:
        if src_path == dst_path and src_qual == dst_qual:
            return  # self-edges are dropped
        key = (src_path, src_qual, dst_path, dst_qual)
        s = self.edges.get(key)
        if s is None:
            self.edges[key] = {feature}
        else:
            s.add(feature)

    def feature(self, name: str, n: int = 1) -> None:
        self.features[name] += n

    def validate(self) -> None:
        """Every edge must end at a declared entity and start at one (or at ``<module>``) of a generated file."""
        ents = self.entities.keys()
        bad = {(k[2], k[3]) for k in self.edges} - ents
        if bad:
            raise AssertionError(f"edges to unknown entities: {sorted(bad)[:3]}")
        bad = {(k[0], k[1]) for k in self.edges if k[1] != "<module>"} - ents
        if bad:
            raise AssertionError(f"edges from unknown entities: {sorted(bad)[:3]}")
        bad = ({k[0] for k in self.edges} | {k[2] for k in self.edges}) - self.all_paths()
        if bad:
            raise AssertionError(f"edges between missing files: {sorted(bad)[:3]}")

    # output -----------------------------------------------------------------------------------------
    def write(self, out_dir: str | Path, meta: dict) -> dict:
        out = Path(out_dir)
        out.mkdir(parents=True, exist_ok=True)
        self.write_files(out)
        synth = out / ".synth"
        synth.mkdir(exist_ok=True)
        # Sorting the tuples gives the byte order of the joined lines: no field contains a character below TAB.
        keys = sorted(self.edges)
        edge_lines = ["\t".join(k) for k in keys]
        (synth / "edges.tsv").write_bytes(("\n".join(edge_lines) + "\n" if edge_lines else "").encode())
        feats = [self.edges[k] for k in keys]
        feat_lines = [ln + "\t" + (next(iter(v)) if len(v) == 1 else ",".join(sorted(v)))
                      for ln, v in zip(edge_lines, feats)]
        (synth / "edges-by-feature.tsv").write_bytes(("\n".join(feat_lines) + "\n").encode())
        ent_lines = sorted(f"{p}\t{q}\t{k}" for (p, q), k in self.entities.items())
        (synth / "entities.tsv").write_bytes(("\n".join(ent_lines) + "\n").encode())
        manifest = self.manifest(meta)
        (synth / "manifest.json").write_bytes((json.dumps(manifest, indent=2, sort_keys=True) + "\n").encode())
        return manifest

    def manifest(self, meta: dict) -> dict:
        lines: Counter = Counter()
        files: Counter = Counter()
        for path, n in self.written.items():
            lang = self.file_lang.get(path)
            if not lang:
                continue
            files[lang] += 1
            lines[lang] += n
        edge_feats: Counter = Counter()
        for v in self.edges.values():
            edge_feats.update(v)
        src_module = sum(1 for k in self.edges if k[1] == "<module>")
        junk_paths = {p for v in self.junk.values() for p in v}
        return {
            **meta,
            "files_total": len(self.all_paths()),
            "files_by_language": dict(sorted(files.items())),
            "lines_by_language": dict(sorted(lines.items())),
            "lines_total": sum(lines.values()),
            "entities": len(self.entities),
            "edges": len(self.edges),
            "edges_from_module": src_module,
            "edges_by_feature": dict(sorted(edge_feats.items())),
            "features": dict(sorted(self.features.items())),
            "junk": {k: sorted(v) for k, v in sorted(self.junk.items())},
            "junk_files": len(junk_paths),
            "notes": self.notes,
        }
