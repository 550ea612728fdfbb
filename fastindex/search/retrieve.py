"""Hybrid retrieval over a loaded `fastindex.query.Index`: rank definitions by a sentence, then pull in their
callers, callees and types through the graph.

Modes: `lexical` (BM25 over the words of names, signatures, docstrings and paths), `dense` (cosine similarity
of embeddings, when the snapshot was indexed with `--embed`), `hybrid` (the two rankings fused by reciprocal
rank, so neither score scale dominates), and `auto` (the default): dense when the snapshot has embeddings and
the `[embed]` extra is installed, else lexical (dense found 1.5-2.4x as many answers as lexical, and hybrid
fewer than dense alone, on both measured repos: bench/results/retrieval-*-embed-*.md).
`expand` follows resolved edges only (heuristic, name-matched edges are left out): each expanded definition
scores the sum, over the hits that reach it, of the hit's score halved per hop, so a definition near several
hits ranks first.
"""
from __future__ import annotations

import numpy as np

from ..query.paths import is_test_path

MODES = ("auto", "lexical", "dense", "hybrid")
RRF_K = 60               # reciprocal rank fusion's constant (Cormack et al. 2009): 1 / (60 + rank)
POOL = 100               # each ranking contributes its top POOL to the fusion
HOP_DECAY = 0.5
EXPAND_PER_HIT = 20      # at most this many neighbours per hit and relation, nearest first
RELATIONS = (            # (name, edge kinds, walk dependents instead of dependencies)
    ("callee", ("calls", "instantiates"), False),
    ("caller", ("calls", "instantiates"), True),
    ("type", ("references", "inherits", "implements"), False),
)
TYPE_KINDS = frozenset({"class", "interface", "type", "enum"})



class SearchUnavailable(Exception):
    """The snapshot lacks what a mode needs (no search section, no embeddings): one line for the user."""


def _top(scores: np.ndarray, k: int) -> np.ndarray:
    """Indexes of the k highest positive scores, best first (ties: lower index first, deterministic)."""
    positive = np.flatnonzero(scores > 0)
    if len(positive) > k:
        part = np.argpartition(-scores[positive], k - 1)[:k]
        positive = positive[part]
    order = np.lexsort((positive, -scores[positive]))
    return positive[order]


def _mask(ix, ids: np.ndarray) -> np.ndarray:
    """True for the documents whose file is not a test file (see fastindex.query.paths)."""
    cache = getattr(ix, "_search_test_mask", None)
    if cache is None or len(cache) != len(ids):
        nodes = ix.nodes
        paths = [nodes[int(i)]["path"] for i in ids]
        ok = {p: not is_test_path(p) for p in set(paths)}
        cache = np.fromiter((ok[p] for p in paths), dtype=bool, count=len(ids))
        ix._search_test_mask = cache
    return cache


def resolve_mode(snap, mode: str) -> str:
    """`auto`: dense when the snapshot has embeddings and the extra is installed to embed the question, else
    lexical. Any other mode is itself."""
    if mode != "auto":
        return mode
    from .dense import EmbedUnavailable, require
    if "embeddings" not in getattr(snap, "section_names", ()):
        return "lexical"
    try:
        require()
    except EmbedUnavailable:
        return "lexical"
    return "dense"


def rank(ix, text: str, k: int, mode: str, no_tests: bool = False) -> tuple[list[tuple[int, float]], dict]:
    """[(node id, score)] best first, and facts about the query (the words the lexical index knew)."""
    snap = ix.snapshot
    lex = getattr(snap, "search", None)
    facts: dict = {}
    lexical = dense = None
    if mode in ("lexical", "hybrid"):
        if lex is None:
            raise SearchUnavailable("this snapshot has no search index (written by fastindex before format 3.1): "
                                    "re-index the repository")
        scores, known = lex.scores(text)
        facts["words"] = known
        if no_tests:
            scores = np.where(_mask(ix, lex.node_ids), scores, 0)
        lexical = (lex.node_ids, scores)
    if mode in ("dense", "hybrid"):
        from .dense import snapshot_embeddings
        emb = snapshot_embeddings(snap)
        if emb is None:
            raise SearchUnavailable("this snapshot has no embeddings: index with `fastindex index --embed` "
                                    "(needs the extra: pip install 'fastindex[embed]')")
        scores = emb.scores(text)
        if no_tests:
            scores = np.where(_mask(ix, emb.node_ids), scores, 0)
        dense = (emb.node_ids, scores)
        facts["model"] = emb.model
    if mode == "hybrid":
        fused: dict[int, float] = {}
        for ids, scores in (lexical, dense):
            for r, i in enumerate(_top(scores, POOL)):
                node = int(ids[i])
                fused[node] = fused.get(node, 0.0) + 1.0 / (RRF_K + r + 1)
        hits = sorted(fused.items(), key=lambda kv: (-kv[1], kv[0]))[:k]
        return hits, facts
    ids, scores = lexical if mode == "lexical" else dense
    return [(int(ids[i]), float(scores[i])) for i in _top(scores, k)], facts


def expand(ix, hits: list[tuple[int, float]], depth: int) -> list[dict]:
    """Callers, callees and types of the hits within `depth` hops (resolved edges), the hits themselves left
    out, ranked by accumulated score; each says which hit reached it first, how, and at what distance."""
    found: dict[int, dict] = {}
    hit_ids = {h for h, _ in hits}
    for hit, score in hits:
        for relation, kinds, reverse in RELATIONS:
            visitor = ix._walk([hit], kinds, False, reverse, float(depth))
            near = sorted((d, v) for v, d in visitor.dist.items() if v != hit)
            taken = 0
            for dist, v in near:
                v = ix.owner(v)
                node = ix.nodes[v]
                if v in hit_ids or node["type"] != "definition":
                    continue
                if relation == "type" and node["kind"] not in TYPE_KINDS:
                    continue
                gain = score * HOP_DECAY ** max(dist, 1)
                entry = found.get(v)
                if entry is None:
                    found[v] = {"score": gain, "relation": relation, "via": ix._label(hit),
                                "distance": int(max(dist, 1))}
                else:
                    entry["score"] += gain
                taken += 1
                if taken >= EXPAND_PER_HIT:
                    break
    ranked = sorted(found.items(), key=lambda kv: (-kv[1]["score"], kv[0]))
    return [ix.info(v) | {"score": round(e["score"], 4), "relation": e["relation"], "via": e["via"],
                          "distance": e["distance"]} for v, e in ranked]


def search(ix, text: str, k: int = 10, mode: str = "auto", expand_depth: int = 0, no_tests: bool = False) -> dict:
    """The answer to `fastindex query SNAPSHOT search TEXT` as a JSON-ready dict (its `mode` is the one used)."""
    mode = resolve_mode(ix.snapshot, mode)
    hits, facts = rank(ix, text, k, mode, no_tests)
    results = [ix.info(node) | {"rank": r + 1, "score": round(score, 4)} for r, (node, score) in enumerate(hits)]
    answer = {"query": "search", "text": text, "mode": mode, "k": k, "expand": expand_depth,
              "no_tests": no_tests} | facts
    answer["results"] = results
    if expand_depth:
        answer["expanded"] = expand(ix, hits, expand_depth)
    return answer
