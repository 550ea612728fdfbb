"""The lexical index: BM25 (bm25s) over each definition's words, built during the index run.

A definition's document is its name split into words (camelCase, snake_case, digits), weighted up; the
qualified name of its container; its signature; its docstring or leading comment; and its file's path. The
index run only counts words: the snapshot's `search` section stores, per word, the documents it occurs in and
its count in each (plus document lengths and the vocabulary), which pack far smaller than scores. The bm25s
score matrix (CSC: one column of document scores per word) is computed from those counts, vectorised, when
`Snapshot.search` is first read (`Index.warm`, the MCP server's start-up, does it up front), so a query only
sums matrix columns.

Reading needs numpy and bm25s only (no tree-sitter, no Ray).
"""
from __future__ import annotations

import re
from typing import NamedTuple

import numpy as np

from ..snapshot.codec import planes, unplanes

# Part of the stored format: a snapshot records the tokenizer it was built with and a query uses the same.
TOKENIZER = "fastindex-words-2"
NAME_WEIGHT = 3          # a word of the definition's own name counts as this many occurrences
K1, B, METHOD = 1.5, 0.75, "lucene"
MAX_COUNT = 65535        # a word's count in one document is stored as u16
INDEXED_KINDS = frozenset({"function", "method", "class", "interface", "type", "enum", "variable", "constant",
                           "property", "module"})

_IDENT = re.compile(r"[A-Za-z][A-Za-z0-9]*")
_WORDS = re.compile(r"[A-Z]+(?=[A-Z][a-z])|[A-Z]?[a-z]+|[A-Z]+")


# bm25s's English stop words (`bm25s.stopwords.STOPWORDS_EN`, Lucene's set), spelled out: importing bm25s imports
# scipy.sparse (0.45 CPU-s), which an index run, that only counts words, does not need. tests/test_search.py
# checks that they are bm25s's.
STOPWORDS = frozenset((
    "a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no", "not", "of",
    "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to", "was", "will",
    "with"))
# Snowball's English stemmer (the Porter2 algorithm): "uploads", "uploading" and "uploaded" are one word.
# Pure Python, but only run once per distinct identifier (see _Vocabulary).
_STEMS: dict[str, str] = {}
_STEMMER = None


def _stem(word: str) -> str:
    global _STEMMER
    stem = _STEMS.get(word)
    if stem is None:
        if _STEMMER is None:
            import snowballstemmer
            _STEMMER = snowballstemmer.stemmer("english")
        stem = _STEMS[word] = _STEMMER.stemWord(word)
    return stem


def _split(ident: str) -> tuple[str, ...]:
    return tuple(_stem(w) for w in (m.lower() for m in _WORDS.findall(ident)) if len(w) > 1 and w not in STOPWORDS)


def words(text: str) -> list[str]:
    """Lower-case, stemmed words of code or prose: `getHTTPResponses2` -> get, http, respons; stop words,
    single letters and digits dropped (digits name versions and indexes, rarely what a question asks for)."""
    return [w for ident in _IDENT.findall(text) for w in _split(ident)]


class _Vocabulary:
    """Words to dense ids; an identifier's word ids are cached (names and types repeat across a repository)."""

    def __init__(self) -> None:
        self.ids: dict[str, int] = {}
        self._idents: dict[str, tuple[int, ...]] = {}
        self._texts: dict[str, list[int]] = {}

    def encode(self, text: str) -> list[int]:
        out: list[int] = []
        cache = self._idents
        for ident in _IDENT.findall(text):
            ids = cache.get(ident)
            if ids is None:
                ids = cache[ident] = tuple(self.ids.setdefault(w, len(self.ids)) for w in _split(ident))
            out.extend(ids)
        return out

    def encode_short(self, text: str) -> list[int]:
        """`encode` of a name, container or signature, cached whole (they recur: a class's methods share its
        name as their container, many functions have the same signature), not read for identifiers again. The
        list is shared: not to be changed."""
        ids = self._texts.get(text)
        if ids is None:
            ids = self._texts[text] = self.encode(text)
        return ids


def is_indexed(d) -> bool:
    """Whether the search indexes a definition (lexical and dense): an entity (not local to a function) of an
    INDEXED_KINDS kind."""
    return not d.local and d.kind in INDEXED_KINDS


def indexed_definitions(tables, node: int | None = None):
    """(graph node id, file path, definition) for every definition the search indexes (`is_indexed`), in node
    order. Node ids follow the graph's numbering: files, then definitions (`node`: the first definition's id
    instead, when the tables are a run of the graph's)."""
    if node is None:
        node = len(tables)
    for t in tables:
        path = t.path
        for d in t.definitions:
            if is_indexed(d):
                yield node, path, d
            node += 1


def documents(tables) -> tuple[list[int], list[int], list[int], list[str]]:
    """(graph node ids, all documents' word ids one after another, each document's length, the vocabulary)
    for the definitions of `indexed_definitions`, in node order. A definition's document is described in the
    module docstring."""
    vocab = _Vocabulary()
    ids: list[int] = []
    flat: list[int] = []
    lengths: list[int] = []
    _encode_documents(indexed_definitions(tables), vocab, ids, flat, lengths)
    return ids, flat, lengths, list(vocab.ids)


class ShardDocuments(NamedTuple):
    """The documents of a run of consecutive tables (a map shard's), encoded where the run's tables were made
    (`shard_documents`, in the map's worker), for `LexicalIndex.build` to merge without encoding them again:
    the encoding is per definition and pure, and in the driver it ran alone after the reduce (synth-1m 0.75
    CPU-s of the lexical phase's 1.05). `words`: the run's own vocabulary, numbered as `_encode_documents` meets
    the words over the run; `flat`: the documents' word ids one after another; `lengths`; `defs`: per document,
    its definition's index among the run's definitions (arrays of the smallest unsigned type that holds them:
    synth-1m's 3.3M words in 6.6 MB)."""

    words: list[str]
    flat: np.ndarray
    lengths: np.ndarray
    defs: np.ndarray


def shard_documents(tables) -> ShardDocuments:
    """The documents of `tables`, a run of consecutive tables in path order (see ShardDocuments)."""
    vocab = _Vocabulary()
    defs: list[int] = []
    flat: list[int] = []
    lengths: list[int] = []
    _encode_documents(indexed_definitions(tables, 0), vocab, defs, flat, lengths)
    return ShardDocuments(list(vocab.ids), _small(flat), _small(lengths), _small(defs))


def _small(values: list[int]) -> np.ndarray:
    a = np.asarray(values, dtype=np.int64)
    top = int(a.max()) if len(a) else 0
    return a.astype(np.uint8 if top < 1 << 8 else np.uint16 if top < 1 << 16 else np.uint32)


def merged_documents(tables, shards) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[str]]:
    """`documents(tables)` (as arrays) from the `ShardDocuments` of runs of the tables: `shards` holds pairs
    (a run of tables, in path order, as the map made them; its documents or None). A run is used where its tables
    are, object for object, consecutive tables of `tables`; the tables no usable run covers are encoded here.
    The same vocabulary: a word's id is where it is first met over all documents in node order, and each run
    numbered its words in the order it met them; taken run by run in node order, a word new to the whole gets
    the next id (as `ShippedShard.number` numbers a shard's strings)."""
    at = {t.path: i for i, t in enumerate(tables)}
    runs: dict[int, tuple[int, ShardDocuments]] = {}
    for run, docs in shards:
        if docs is None or not run:
            continue
        i = at.get(run[0].path)
        if i is not None and i + len(run) <= len(tables) and i not in runs and \
                all(a is b for a, b in zip(run, tables[i:i + len(run)])):
            runs[i] = (len(run), docs)
    def_start = np.zeros(len(tables) + 1, dtype=np.int64)
    np.cumsum(np.fromiter(map(len, (t.definitions for t in tables)), dtype=np.int64, count=len(tables)),
              out=def_start[1:])
    def_start += len(tables)          # table i's first definition's node id
    vocab: dict[str, int] = {}
    parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    i = 0
    while i < len(tables):
        found = runs.get(i)
        if found is not None:
            n, docs = found
        else:                          # up to the next usable run
            n = next((j for j in sorted(runs) if j > i), len(tables)) - i
            docs = shard_documents(tables[i:i + n])
        remap = np.fromiter((vocab.setdefault(w, len(vocab)) for w in docs.words), dtype=np.int64,
                            count=len(docs.words))
        parts.append((docs.defs.astype(np.int64) + def_start[i], remap[docs.flat], docs.lengths))
        i += n
    if not parts:
        empty = np.zeros(0, dtype=np.int64)
        return empty, empty, empty, []
    node_ids, flat, lengths = (np.concatenate(c).astype(np.int64, copy=False) for c in zip(*parts, strict=True))
    return node_ids, flat, lengths, list(vocab)


def _encode_documents(defs, vocab: _Vocabulary, ids: list[int], flat: list[int], lengths: list[int]) -> None:
    """Append the documents of `defs` ((node, path, definition) in node order) to ids, flat and lengths.
    `vocab` numbers a word when first met: a file's path is encoded before its first document's own words
    (so its words come first in the vocabulary), though a document holds them last."""
    encode, short = vocab.encode, vocab.encode_short
    last_path, path_words = None, []
    for node, path, d in defs:
        if path is not last_path:
            last_path, path_words = path, encode(path)
        container = d.qualname[: -len(d.name) - 1] if d.qualname.endswith("." + d.name) else ""
        doc = short(d.name) * NAME_WEIGHT
        doc += short(container)
        doc += short(d.signature)
        if d.doc:
            doc += encode(d.doc)
        doc += path_words
        ids.append(node)
        flat.extend(doc)
        lengths.append(len(doc))


def _first_met(path: str, d) -> list[str]:
    """A document's words in the order `_encode_documents` numbers them (its file's path first)."""
    container = d.qualname[: -len(d.name) - 1] if d.qualname.endswith("." + d.name) else ""
    return words(path) + words(d.name) + words(container) + words(d.signature) + (words(d.doc) if d.doc else [])


def term_counts(flat: np.ndarray, lengths: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(word, document, count) of every word in every document, sorted by word then document."""
    n_docs = len(lengths)
    # np.unique(flat * n_docs + document, return_counts=True) with one array of keys at a time besides `flat`
    # (sorted in place: np.unique sorts a copy): synth-1m's index run peaked here, 4M words, 194 -> 110 MiB
    key = np.multiply(flat, n_docs, dtype=np.int64)
    key += np.repeat(np.arange(n_docs, dtype=np.int64), lengths)
    key.sort()
    first = np.empty(len(key), dtype=bool)
    first[:1] = True
    np.not_equal(key[1:], key[:-1], out=first[1:])
    starts = np.flatnonzero(first)
    del first
    tf = np.diff(starts, append=len(key))
    key = key[starts]
    del starts
    word, doc = np.divmod(key, n_docs)
    return word, doc, np.minimum(tf, MAX_COUNT)


def bm25_matrix(word: np.ndarray, doc: np.ndarray, tf: np.ndarray, lengths: np.ndarray,
                n_words: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """bm25s's score matrix (method "lucene"; CSC: data, document indexes, column pointers) from the term
    counts, for all documents at once. bm25s builds it with a Python loop per document (1.5 s for saleor's
    47K definitions); tests/test_search.py checks that this gives bm25s's own matrix."""
    n_docs = len(lengths)
    df = np.bincount(word, minlength=n_words)
    idf = np.log(1 + (n_docs - df + 0.5) / (df + 0.5))
    avg = lengths.mean() if n_docs else 1.0
    tfc = tf / (tf + K1 * (1 - B + B * lengths[doc] / avg))
    data = (idf[word] * tfc).astype(np.float32)
    indptr = np.zeros(n_words + 1, dtype=np.int64)
    np.cumsum(df, out=indptr[1:])
    return data, doc.astype(np.int32), indptr


class LexicalIndex:
    """BM25 scores of definitions (graph node ids) for a query's words."""

    def __init__(self, node_ids: np.ndarray, vocab: list[str], word: np.ndarray, doc: np.ndarray, tf: np.ndarray,
                 lengths: np.ndarray, scorer: bool = True) -> None:
        self.node_ids = node_ids
        self.vocab = {w: i for i, w in enumerate(vocab)}
        self._counts = (word, doc, tf, lengths)
        self._bm25 = None
        if scorer:
            self._scorer()
            _stem("warm")    # load the stemmer now, not in the first query

    def _scorer(self):
        """bm25s's scorer over the score matrix (built on first use: an index run only stores the counts)."""
        if self._bm25 is None:
            import bm25s

            word, doc, tf, lengths = self._counts
            data, indices, indptr = bm25_matrix(word, doc, tf, lengths, len(self.vocab))
            bm = bm25s.BM25(k1=K1, b=B, method=METHOD)
            bm.scores = {"data": data, "indices": indices, "indptr": indptr, "num_docs": len(self.node_ids)}
            bm.vocab_dict = self.vocab
            bm.nonoccurrence_array = None
            self._bm25 = bm
        return self._bm25

    @classmethod
    def build(cls, tables, shards=()) -> LexicalIndex:
        """The index of the tables' definitions; `shards`: their documents as the map encoded them, where it did
        (`merged_documents`)."""
        if shards:
            node_ids, flat, lengths, vocab = merged_documents(tables, shards)
        else:
            node_ids, flat, lengths, vocab = documents(tables)
            lengths = np.asarray(lengths, dtype=np.int64)
            flat = np.asarray(flat, dtype=np.int64)   # the list goes (8 bytes a word besides the array)
        word, doc, tf = term_counts(flat, lengths)
        del flat
        return cls(np.asarray(node_ids, dtype=np.int64), vocab, word, doc, tf, lengths, scorer=False)

    @classmethod
    def build_reusing(cls, tables, base: LexicalIndex, origins: list) -> LexicalIndex:
        """`build(tables)`, with the documents of the tables whose `origins[i]` is not None taken from `base`:
        `origins[i]` is then the base's node id of table i's first definition, and table i has the base's
        definitions and path there (an unchanged file of an incremental run), so its documents are the base's.
        Only the other tables' documents are encoded; the result equals `build(tables)` (vocabulary numbered by
        first occurrence, counts sorted by word then document).

        The vocabulary order: a word is numbered where it first occurs, (document, place in the order
        `_encode_documents` meets the document's words). In a kept document, the base's ids order the words
        that first occurred there in the base too; a kept document where a word now first occurs that the base
        met earlier (in a document that is gone) has its words listed again (`_first_met`)."""
        b_word, b_doc, b_tf, b_lengths = base._counts
        b_nodes, b_vocab = base.node_ids, list(base.vocab)
        n_bv = len(b_vocab)
        # the new documents in node order: runs of base documents (kept tables) and fresh ones
        fresh_vocab = _Vocabulary()
        f_ids: list[int] = []
        f_flat: list[int] = []
        f_lengths: list[int] = []
        f_doc_at: list[int] = []         # per fresh document: its index among all documents
        kept_runs: list[tuple[int, int, int, int]] = []   # (first new doc, base lo, base hi, node shift)
        kept_tables: list[tuple[int, int, int]] = []      # (first new doc, table index, its first node) per run
        node = len(tables)
        n_docs = 0
        counts = [len(t.definitions) for t in tables]
        # each kept table's base documents lo..hi-1, found in one searchsorted over all of them
        origin = np.fromiter((-1 if o is None else o for o in origins), dtype=np.int64, count=len(tables))
        spans = np.searchsorted(b_nodes, np.stack([origin, origin + np.asarray(counts, dtype=np.int64)]))
        los, his = spans[0].tolist(), spans[1].tolist()
        for i, t in enumerate(tables):
            o = origins[i]
            n_defs = counts[i]
            if o is not None:
                lo, hi = los[i], his[i]
                if hi > lo:
                    kept_runs.append((n_docs, lo, hi, node - o))
                    kept_tables.append((n_docs, i, node))
                    n_docs += hi - lo
            else:
                before = len(f_ids)
                _encode_documents(((node + j, t.path, d) for j, d in enumerate(t.definitions) if is_indexed(d)),
                                  fresh_vocab, f_ids, f_flat, f_lengths)
                f_doc_at.extend(range(n_docs, n_docs + len(f_ids) - before))
                n_docs += len(f_ids) - before
            node += n_defs
        # base document -> new document (-1: gone), and the new documents' node ids and lengths
        docmap = np.full(len(b_nodes), -1, dtype=np.int64)
        node_ids = np.empty(n_docs, dtype=np.int64)
        lengths = np.empty(n_docs, dtype=np.int64)
        if kept_runs:   # every run's documents at once: base documents lo..hi-1 are new ones at..
            at, lo, hi, shift = (np.asarray(c, dtype=np.int64) for c in zip(*kept_runs, strict=True))
            size = hi - lo
            step = np.arange(int(size.sum()), dtype=np.int64) - np.repeat(np.cumsum(size) - size, size)
            b_at, n_at = np.repeat(lo, size) + step, np.repeat(at, size) + step
            docmap[b_at] = n_at
            node_ids[n_at] = b_nodes[b_at] + np.repeat(shift, size)
            lengths[n_at] = b_lengths[b_at]
        f_doc_at_a = np.asarray(f_doc_at, dtype=np.int64)
        node_ids[f_doc_at_a] = np.asarray(f_ids, dtype=np.int64)
        f_len = np.asarray(f_lengths, dtype=np.int64)
        lengths[f_doc_at_a] = f_len

        # where each word first occurs: (new document, place in the order its words are met there). Words of
        # the base vocabulary keep their base ids here, new ones follow.
        f_vocab = list(fresh_vocab.ids)
        b_index = base.vocab
        f_to_w = np.fromiter((b_index.get(w, -1) for w in f_vocab), dtype=np.int64, count=len(f_vocab))
        unseen = np.flatnonzero(f_to_w < 0)
        f_to_w[unseen] = n_bv + np.arange(len(unseen))
        n_w = n_bv + len(unseen)
        words_all = b_vocab + [f_vocab[j] for j in unseen.tolist()]
        none = np.iinfo(np.int64).max
        first_doc = np.full(n_w, none, dtype=np.int64)
        place = np.zeros(n_w, dtype=np.int64)
        flat = np.asarray(f_flat, dtype=np.int64)
        if len(flat):
            # the fresh vocabulary numbers words as met: a word's place among the words first met in its first
            # fresh document is its fresh id
            doc_of = np.repeat(np.arange(len(f_len)), f_len)
            uniq, first_at = np.unique(flat, return_index=True)
            w = f_to_w[uniq]
            first_doc[w] = f_doc_at_a[doc_of[first_at]]
            place[w] = uniq
        # kept documents: each base word's first kept document (a word's entries are sorted by document); the
        # base ids order the words first met there in the base too
        kept = docmap[b_doc] >= 0
        kw = b_word[kept]
        kd = docmap[b_doc[kept]]
        firsts = np.ones(len(kw), dtype=bool)
        firsts[1:] = kw[1:] != kw[:-1]
        kw1, kd1 = kw[firsts], kd[firsts]
        better = kd1 < first_doc[kw1]
        kw1, kd1 = kw1[better], kd1[better]
        first_doc[kw1] = kd1
        place[kw1] = kw1
        # a word whose first document in the base is gone: where it first occurs now, the base ids do not say
        # in what order that document's words are met; list them again
        b_first = np.full(n_bv, -1, dtype=np.int64)
        bf = np.ones(len(b_word), dtype=bool)
        bf[1:] = b_word[1:] != b_word[:-1]
        b_first[b_word[bf]] = b_doc[bf]
        moved = docmap[b_first[kw1]] != kd1
        if moved.any():
            starts = np.asarray([at for at, _, _ in kept_tables], dtype=np.int64)
            for doc_at in np.unique(kd1[moved]).tolist():
                r = int(np.searchsorted(starts, doc_at, side="right")) - 1
                _, ti, first_node = kept_tables[r]
                t = tables[ti]
                met: dict[str, int] = {}
                for word in _first_met(t.path, t.definitions[int(node_ids[doc_at]) - first_node]):
                    met.setdefault(word, len(met))
                for word, k in met.items():
                    j = b_index.get(word)
                    if j is not None and first_doc[j] == doc_at:
                        place[j] = k
        present = first_doc != none
        order_w = np.flatnonzero(present)
        order_w = order_w[np.lexsort((place[order_w], first_doc[order_w]))]
        new_id = np.full(n_w, -1, dtype=np.int64)
        new_id[order_w] = np.arange(len(order_w))
        vocab = [words_all[j] for j in order_w.tolist()]

        # the counts: the kept documents' from the base (renumbered), the fresh ones' counted; sorted by word, doc
        kk = new_id[kw] * n_docs + kd
        kt = b_tf[kept]
        if len(kk) > 1 and not (kk[1:] >= kk[:-1]).all():   # sorted already unless words were renumbered
            perm = np.argsort(kk, kind="stable")
            kk, kt = kk[perm], kt[perm]
        if len(f_flat):
            fw, fdoc, ftf = term_counts(flat, f_len)
            fk = new_id[f_to_w[fw]] * n_docs + f_doc_at_a[fdoc]
            fo = np.argsort(fk)
            fk, ftf = fk[fo], ftf[fo]
            at = np.searchsorted(kk, fk)
            kk = np.insert(kk, at, fk)
            kt = np.insert(kt, at, ftf)
        word, doc = np.divmod(kk, max(n_docs, 1))
        return cls(node_ids, vocab, word, doc, kt.astype(np.int64), lengths, scorer=False)

    def __len__(self) -> int:
        return len(self.node_ids)

    def scores(self, query: str) -> tuple[np.ndarray, list[str]]:
        """(a BM25 score per document, the query words that the index knows)."""
        known = [w for w in words(query) if w in self.vocab]
        if not known or not len(self.node_ids):
            return np.zeros(len(self.node_ids), dtype=np.float32), known
        return self._scorer().get_scores([self.vocab[w] for w in known]), known

    # ---- the snapshot's `search` section ----------------------------------------------------------------
    def records(self) -> list:
        """The section's records: a header, the vocabulary, then arrays as little-endian bytes: node ids (as
        differences), document lengths (b"" when they are the sums of the counts, as they are unless a count was
        capped), per word its document count, the documents (as differences within the word) and the word's
        count in each. Scores are recomputed when read (counts pack far smaller)."""
        word, doc, tf, lengths = self._counts
        df = np.bincount(word, minlength=len(self.vocab))
        first = np.ones(len(word), dtype=bool)
        first[1:] = word[1:] != word[:-1]
        deltas = np.where(first, doc, doc - np.concatenate(([0], doc[:-1])))
        header = {"kind": "lexical", "tokenizer": TOKENIZER, "scorer": f"bm25s {METHOD} k1={K1} b={B}",
                  "documents": len(self.node_ids), "words": len(self.vocab)}
        # a document's length is the sum of its words' counts unless a count was capped (MAX_COUNT): then stored
        derived = np.bincount(doc, weights=tf, minlength=len(lengths)).astype(np.int64)
        stored = b"" if np.array_equal(derived, lengths) else planes(lengths, "<u4")
        return [header, list(self.vocab), _bytes(np.diff(self.node_ids, prepend=0), "<u4"),
                stored, _bytes(df, "<u4"), planes(deltas, "<u4"), planes(tf, "<u2")]

    @classmethod
    def from_records(cls, records: list, scorer: bool = True) -> LexicalIndex:
        _header, vocab, node_deltas, lengths, df, deltas, tf = records
        node_ids = np.cumsum(np.frombuffer(node_deltas, "<u4"), dtype=np.int64)
        deltas, tf = (unplanes(b, None, t) for b, t in ((deltas, "<u4"), (tf, "<u2")))
        df = np.frombuffer(df, "<u4").astype(np.int64)
        word = np.repeat(np.arange(len(df), dtype=np.int64), df)
        deltas = deltas.astype(np.int64)
        # undo the differences: a running sum that restarts at each word's first document
        running = np.cumsum(deltas)
        starts = np.concatenate(([0], np.cumsum(df)[:-1]))[df > 0]
        base = np.zeros_like(deltas)
        base[starts] = running[starts] - deltas[starts]
        doc = running - np.maximum.accumulate(base) if len(base) else running
        if lengths:
            lengths = unplanes(lengths, len(node_ids), "<u4")
        else:   # not stored (since 8.0): each document's length is the sum of its words' counts
            lengths = np.bincount(doc, weights=tf, minlength=len(node_ids)).astype(np.int64)
        return cls(node_ids, vocab, word, doc, tf.astype(np.int64), lengths.astype(np.int64), scorer)


def _bytes(a: np.ndarray, dtype: str) -> bytes:
    return np.ascontiguousarray(a, dtype=dtype).tobytes()
