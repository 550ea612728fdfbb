"""Score fastindex's entity edges (docs/entity-edges.md) against a synthetic corpus's ground truth.

Truth: OUT/.synth/edges.tsv (and edges-by-feature.tsv for recall per generator feature, entities.tsv to tell a
false edge to a real entity from one to something that is not an entity). The primary scores leave out edges
whose source is `<module>` (as the doc says); "all" keeps them.
"""
from __future__ import annotations

import hashlib
import os
from collections import defaultdict

MODULE = "<module>"
EXAMPLES = 8


def read_tsv(path: str, width: int) -> list[tuple[str, ...]]:
    rows = []
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            parts = line.rstrip("\n").split("\t")
            if len(parts) >= width:
                rows.append(tuple(parts[:width]) if len(parts) == width else tuple(parts))
    return rows


def _prf(tp: int, fp: int, fn: int) -> dict:
    p = tp / (tp + fp) if tp + fp else 0.0
    r = tp / (tp + fn) if tp + fn else 0.0
    return {"precision": round(p, 4), "recall": round(r, 4), "f1": round(2 * p * r / (p + r), 4) if p + r else 0.0,
            "tp": tp, "fp": fp, "fn": fn}


def _spread(rows, n: int) -> list:
    """n rows spread over the set (ordered by a hash, so not all from the first file), deterministic."""
    return sorted(rows, key=lambda e: hashlib.blake2b("\t".join(e).encode(), digest_size=8).digest())[:n]


def _lang(path: str) -> str:
    ext = path.rsplit(".", 1)[-1] if "." in path.rsplit("/", 1)[-1] else ""
    return {"py": "python", "ts": "typescript", "tsx": "tsx", "js": "javascript", "jsx": "javascript",
            "mjs": "javascript", "cjs": "javascript"}.get(ext, ext or "(none)")


def score(candidate: list[tuple[str, str, str, str]], synth_dir: str) -> dict:
    truth = set(read_tsv(os.path.join(synth_dir, "edges.tsv"), 4))
    cand = set(candidate)
    features: dict[tuple, list[str]] = defaultdict(list)
    fpath = os.path.join(synth_dir, "edges-by-feature.tsv")
    if os.path.exists(fpath):
        for row in read_tsv(fpath, 5):
            features[row[:4]].extend(f for f in row[4].split(",") if f)
    entities = set()
    epath = os.path.join(synth_dir, "entities.tsv")
    if os.path.exists(epath):
        entities = {(r[0], r[1]) for r in read_tsv(epath, 2)}

    def primary(s):
        return {e for e in s if e[1] != MODULE}

    out = {"truth_edges": len(truth), "candidate_edges": len(cand)}
    t, c = primary(truth), primary(cand)
    out["primary"] = _prf(len(t & c), len(c - t), len(t - c))
    out["all"] = _prf(len(truth & cand), len(cand - truth), len(truth - cand))
    by_lang = {}
    for lang in sorted({_lang(e[0]) for e in t | c}):
        tl = {e for e in t if _lang(e[0]) == lang}
        cl = {e for e in c if _lang(e[0]) == lang}
        by_lang[lang] = _prf(len(tl & cl), len(cl - tl), len(tl - cl))
    out["by_language"] = by_lang
    if features:
        per: dict[str, list[int]] = defaultdict(lambda: [0, 0])
        for e in truth:
            for f in features.get(e, ["(none)"]):
                per[f][1] += 1
                if e in cand:
                    per[f][0] += 1
        out["recall_by_feature"] = {f: {"found": k, "truth": n, "recall": round(k / n, 4) if n else 0.0}
                                    for f, (k, n) in sorted(per.items(), key=lambda kv: (kv[1][0] / kv[1][1], kv[0]))}
    false = c - t
    if entities:
        out["false_edges_by_target"] = {
            "to a real entity (wrong resolution)": sum(1 for e in false if (e[2], e[3]) in entities),
            "to a non-entity (local, member or name the truth does not have)":
                sum(1 for e in false if (e[2], e[3]) not in entities)}
    out["false_by_scope"] = {"same-file": sum(1 for e in false if e[0] == e[2]),
                             "cross-file": sum(1 for e in false if e[0] != e[2])}
    missed = t - c
    out["missed_by_scope"] = {"same-file": sum(1 for e in missed if e[0] == e[2]),
                              "cross-file": sum(1 for e in missed if e[0] != e[2])}
    out["example_misses"] = [{"edge": list(e), "features": features.get(e, [])} for e in _spread(missed, EXAMPLES)]
    out["example_false"] = [{"edge": list(e)} for e in _spread(false, EXAMPLES)]
    return out
