"""Finding code by meaning: docstrings and leading comments from the map, the lexical index in the snapshot,
`search` with graph expansion (Python API and CLI)."""
from __future__ import annotations

import json
import subprocess
import sys

import bm25s
import numpy as np
import pytest
from conftest import index_snapshot, write

from fastindex.cli import main
from fastindex.map.extract import map_file
from fastindex.query import Index, QueryError
from fastindex.search.lexical import LexicalIndex, bm25_matrix, documents, term_counts, words
from fastindex.snapshot import SECTIONS, SnapshotWriter
from fastindex.snapshot.api import Snapshot

UPLOADS = '''\
"""Uploading files to the object store."""
from .store import Bucket, put_object


class Upload:
    """One file on its way to the bucket."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.attempts = 0


class UploadQueue:
    def __init__(self, bucket: Bucket) -> None:
        self.bucket = bucket
        self.pending: list[Upload] = []

    def retry_failed(self, limit: int = 3) -> int:
        """Send again what did not reach the bucket, up to `limit` attempts each."""
        sent = 0
        for item in self.pending:
            if item.attempts < limit:
                self.push(item)
                sent += 1
        return sent

    def push(self, item: Upload) -> None:
        item.attempts += 1
        put_object(self.bucket, item.path)


# Throttle outgoing network traffic so the uplink is not saturated.
def pace(rate: float) -> float:
    return 1.0 / rate
'''

STORE = '''\
class Bucket:
    """A named container of blobs."""
    name = "default"


def put_object(bucket: Bucket, key: str) -> None:
    return None
'''

CLI = '''\
from .uploads import UploadQueue


def nightly(queue: UploadQueue) -> None:
    queue.retry_failed(limit=5)
'''

WEB = '''\
/**
 * Renders the avatar of a signed-in member, falling back to initials.
 */
export function Badge(props: { member: Member }) {
  return initials(props.member);
}

// two letters from a display name
function initials(m: Member): string {
  return m.name.slice(0, 2);
}

export interface Member {
  /** what other people see */
  name: string;
}
'''


@pytest.fixture(scope="module")
def repo(tmp_path_factory):
    root = tmp_path_factory.mktemp("search") / "repo"
    write(root, "app/__init__.py", "")
    write(root, "app/uploads.py", UPLOADS)
    write(root, "app/store.py", STORE)
    write(root, "app/cli.py", CLI)
    write(root, "web/badge.tsx", WEB)
    return root


@pytest.fixture(scope="module")
def indexed(repo, tmp_path_factory):
    return index_snapshot(repo, tmp_path_factory.mktemp("snap") / "repo.fidx")


@pytest.fixture(scope="module")
def ix(indexed):
    return Index(indexed[1])


def labels(results):
    return [r["label"] for r in results]


# ---- what the map records ------------------------------------------------------------------------------------

def test_docstrings_and_leading_comments_come_from_the_query_files(repo):
    defs = {d.qualname: d for d in map_file("app/uploads.py", (repo / "app/uploads.py").read_bytes()).definitions}
    assert defs["UploadQueue.retry_failed"].doc == \
        "Send again what did not reach the bucket, up to `limit` attempts each."
    assert defs["Upload"].doc == "One file on its way to the bucket."
    assert defs["pace"].doc == "Throttle outgoing network traffic so the uplink is not saturated."
    assert defs["UploadQueue.push"].doc == ""
    ts = {d.qualname: d for d in map_file("web/badge.tsx", WEB.encode()).definitions}
    assert ts["Badge"].doc == "Renders the avatar of a signed-in member, falling back to initials."
    assert ts["initials"].doc == "two letters from a display name"
    assert ts["Member.name"].doc == "what other people see"
    assert ts["Member"].doc == ""


def test_a_docstring_wins_over_a_comment():
    src = b'# a comment\ndef f():\n    """The docstring."""\n'
    assert map_file("m.py", src).definitions[0].doc == "The docstring."


def test_words_split_identifiers_stem_and_drop_stop_words():
    assert words("getHTTPResponse2 parse_json_body") == ["get", "http", "respons", "pars", "json", "bodi"]
    assert words("the size of a file") == ["size", "file"]
    assert words("uploads") == words("uploading") == words("upload_file")[:1] == ["upload"]


def test_the_stop_words_are_bm25s_own_and_an_index_run_does_not_import_bm25s(tmp_path):
    from bm25s.stopwords import STOPWORDS_EN

    from fastindex.search.lexical import STOPWORDS
    assert STOPWORDS == frozenset(STOPWORDS_EN)
    # bm25s imports scipy.sparse: an index run (which only counts words) must not pay for it
    write(tmp_path / "repo", "m.py", "def parse_body(text):\n    return text\n")
    code = ("import sys; from fastindex.cli import main; "
            f"assert main(['index', {str(tmp_path / 'repo')!r}, '-o', {str(tmp_path / 's.fidx')!r}, '-q', "
            "'--backend', 'inprocess']) == 0; "
            "print(sorted(m for m in ('bm25s', 'scipy') if m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


# ---- the index -----------------------------------------------------------------------------------------------

def test_matrix_is_bm25s_own(indexed):
    """The vectorised build gives exactly the score matrix bm25s builds document by document."""
    result, _ = indexed
    _ids, flat, lengths, vocab = documents(result.tables)
    word, doc, tf = term_counts(np.asarray(flat), np.asarray(lengths))
    data, indices, indptr = bm25_matrix(word, doc, tf, np.asarray(lengths), len(vocab))
    corpus, start = [], 0
    for n in lengths:
        corpus.append(flat[start:start + n])
        start += n
    ref = bm25s.BM25(k1=1.5, b=0.75, method="lucene")
    ref.index((corpus, {w: i for i, w in enumerate(vocab)}), create_empty_token=False, show_progress=False)
    assert np.array_equal(ref.scores["indptr"], indptr)
    assert np.array_equal(ref.scores["indices"], indices)
    assert np.allclose(ref.scores["data"], data, rtol=1e-5)


def test_documents_merged_from_the_shards_are_the_driver_own(indexed):
    """The map's shards encode their tables' documents (`shard_documents`); merged, they make the index the
    driver would build from the tables alone: the same vocabulary numbering and counts, whatever runs the tables
    were cut into, with tables no run covers (a run without documents, a run of other table objects) encoded
    by the driver."""
    from fastindex.search.lexical import shard_documents
    result, _ = indexed
    tables = result.tables
    assert len(tables) >= 3
    whole = LexicalIndex.build(tables).records()
    for cuts in ([0, len(tables)], [0, 1, 2, len(tables)], [0, len(tables) - 1, len(tables)]):
        runs = [tables[a:b] for a, b in zip(cuts, cuts[1:])]
        assert LexicalIndex.build(tables, [(r, shard_documents(r)) for r in runs]).records() == whole
        assert LexicalIndex.build(tables, [(runs[0], None)] + [(r, shard_documents(r)) for r in runs[1:]]
                                  ).records() == whole
        other = [t._replace() for t in runs[-1]]     # equal tables, not these: its documents are not used
        assert other[0] is not runs[-1][0]
        assert LexicalIndex.build(tables, [(r, shard_documents(r)) for r in runs[:-1]] +
                                  [(other, shard_documents(runs[0]))]).records() == whole


def test_the_map_reports_what_its_documents_cost(repo, indexed, tmp_path):
    """The documents are encoded in the map's workers, so the map phase's CPU holds them: its report says how
    much (`lexical_documents_cpu_s`, which bench.retrieval.cost counts in the lexical index's share), in one
    process and from forked workers."""
    result, _ = indexed
    fork, _ = index_snapshot(repo, tmp_path / "fork.fidx", backend="fork", workers=2)
    for run in (result, fork):
        ph = run.report.phase("map")
        assert 0 < ph.extra["lexical_documents_cpu_s"] < ph.cpu


def test_only_entities_are_documents(indexed):
    result, snap = indexed
    ids = set(snap.search.node_ids.tolist())
    for i, node in enumerate(snap.nodes):
        if node["type"] == "definition":
            assert (i in ids) == (not node["local"]), node
        else:
            assert i not in ids


def test_dense_texts_cover_the_lexical_documents(indexed):
    """Both indexes take their definitions from lexical.indexed_definitions (no model needed to check)."""
    from fastindex.search import dense
    result, snap = indexed
    ids, texts = dense.texts(result.tables)
    assert ids == documents(result.tables)[0] == snap.search.node_ids.tolist()
    assert len(texts) == len(ids) and all(snap.nodes[i]["name"] in t for i, t in zip(ids, texts))


def test_the_snapshot_holds_the_index_and_reads_it_back_exactly(indexed):
    result, snap = indexed
    built, read = result.search, snap.search
    assert np.array_equal(built.node_ids, read.node_ids)
    assert built.vocab == read.vocab
    for q in ("retry failed uploads", "bucket", "avatar member initials", "nothing matches zzz"):
        a, wa = built.scores(q)
        b, wb = read.scores(q)
        assert wa == wb and np.array_equal(a, b)
    phase = next(p for p in snap.report["phases"] if p["name"] == "lexical")
    assert phase["documents"] == len(read) > 0


def test_document_lengths_are_stored_only_when_the_counts_do_not_give_them(indexed):
    """The section leaves out the documents' lengths when each is the sum of its words' counts (always, unless
    a count hit the u16 cap): the reader sums them. A length the counts do not give is stored and read back."""
    result, snap = indexed
    built = result.search
    records = built.records()
    assert records[3] == b""
    word, doc, tf, lengths = built._counts
    assert np.array_equal(snap.search._counts[3], lengths) and lengths.sum() > 0
    capped = lengths.copy()
    capped[0] += 70000   # as if one word of document 0 occurred more often than its stored (capped) count
    odd = LexicalIndex(built.node_ids, list(built.vocab), word, doc, tf, capped, scorer=False)
    records = odd.records()
    assert records[3] != b""
    back = LexicalIndex.from_records(records)
    assert all(np.array_equal(a, b) for a, b in zip(back._counts, odd._counts, strict=True))


def test_a_snapshot_without_the_section_has_no_index_and_search_says_so(tmp_path, indexed, capsys):
    """Format 3.0 snapshots have no `search` section: readers carry on, `search` gives one line."""
    _, snap = indexed
    old = tmp_path / "old.fidx"
    w = SnapshotWriter(str(old))
    from fastindex.snapshot import SnapshotReader
    with SnapshotReader(snap.path) as r:
        for name in SECTIONS:
            if name != "search":
                w.section(name, r.records(name))
    w.commit()
    s = Snapshot(str(old))
    assert s.search is None and len(s.files) == len(snap.files)
    assert main(["query", str(old), "search", "retry"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "no search index" in err[0] and "re-index" in err[0]


# ---- search --------------------------------------------------------------------------------------------------

def test_search_ranks_by_name_doc_and_path(ix):
    ans = ix.search("retry failed uploads")
    assert ans["results"][0]["label"] == "app/uploads.py::UploadQueue.retry_failed"
    assert ans["words"] == ["retri", "fail", "upload"]             # stems
    scores = [r["score"] for r in ans["results"]]
    assert scores == sorted(scores, reverse=True) and [r["rank"] for r in ans["results"]] == \
        list(range(1, len(scores) + 1))
    # found by its leading comment alone: no word of the question is in its name
    assert labels(ix.search("throttle network traffic", k=1)["results"]) == ["app/uploads.py::pace"]
    # found by its JSDoc
    assert labels(ix.search("avatar of the signed-in member", k=1)["results"]) == ["web/badge.tsx::Badge"]


def test_search_with_no_known_word_finds_nothing(ix):
    ans = ix.search("zzzz qqqq")
    assert ans["results"] == [] and ans["words"] == []


def test_expand_adds_callers_callees_and_types_once_each(ix):
    ans = ix.search("retry failed", k=1, expand=1)
    assert labels(ans["results"]) == ["app/uploads.py::UploadQueue.retry_failed"]
    got = {r["label"]: (r["relation"], r["distance"]) for r in ans["expanded"]}
    assert got["app/uploads.py::UploadQueue.push"] == ("callee", 1)
    assert got["app/cli.py::nightly"] == ("caller", 1)
    assert len(labels(ans["expanded"])) == len(set(labels(ans["expanded"])))
    assert "app/uploads.py::UploadQueue.retry_failed" not in got
    assert "app/store.py::put_object" not in got          # two hops away
    deeper = {r["label"]: r for r in ix.search("retry failed", k=1, expand=2)["expanded"]}
    assert deeper["app/store.py::put_object"]["distance"] == 2
    assert deeper["app/store.py::put_object"]["score"] < deeper["app/uploads.py::UploadQueue.push"]["score"]
    # a type a hit refers to
    types = {r["label"]: r["relation"] for r in ix.search("put object", k=1, expand=1)["expanded"]}
    assert types.get("app/store.py::Bucket") == "type"


@pytest.mark.parametrize("kwargs,message", [
    ({"text": "  "}, "empty search text"),
    ({"text": "x", "mode": "fuzzy"}, "mode must be one of"),
    ({"text": "x", "k": 0}, "^k must be a positive integer"),
    ({"text": "x", "expand": -1}, "expand must be a non-negative integer"),
    ({"text": "x", "mode": "dense"}, "no embeddings"),
])
def test_search_rejects_bad_input(ix, kwargs, message):
    with pytest.raises(QueryError, match=message):
        ix.search(**kwargs)


@pytest.mark.parametrize("argv,message", [
    (["search", "x", "--k", "0"], "--k must be a positive integer"),
    (["search", "x", "--expand", "-1"], "--expand must be a non-negative integer"),
    (["callers", "Repo", "--depth", "0"], "--depth must be a positive integer"),
    (["rank", "--top", "0"], "--top must be an integer from 1 to 1000"),
])
def test_cli_bad_numbers_name_their_option(indexed, capsys, argv, message):
    _, snap = indexed
    assert main(["query", snap.path, *argv]) == 2
    assert capsys.readouterr().err == f"fastindex: error: {message}\n"


def test_cli_search_text_and_json(indexed, capsys):
    _, snap = indexed
    assert main(["query", snap.path, "search", "retry failed uploads", "--k", "3", "--expand", "1"]) == 0
    out = capsys.readouterr().out
    assert "app/uploads.py:18" in out and "UploadQueue.retry_failed (method)" in out
    assert "caller of UploadQueue.retry_failed" in out
    assert main(["query", snap.path, "search", "bucket", "--json"]) == 0
    ans = json.loads(capsys.readouterr().out)
    assert ans["query"] == "search" and ans["mode"] == "lexical"   # the default, auto, without embeddings
    assert ans["results"][0]["label"] in ("app/store.py::Bucket", "app/uploads.py::UploadQueue")


def test_search_in_the_lexical_index_alone(indexed):
    """LexicalIndex works on its own (no graph): what a consumer of the section needs."""
    _, snap = indexed
    lex: LexicalIndex = snap.search
    scores, known = lex.scores("bucket")
    top = int(lex.node_ids[int(np.argmax(scores))])
    assert known == ["bucket"] and snap.nodes[top]["qualname"] in ("Bucket", "UploadQueue")


def test_an_index_from_another_tokenizer_is_refused_in_one_line(tmp_path, indexed, capsys):
    _, snap = indexed
    other = tmp_path / "other.fidx"
    w = SnapshotWriter(str(other))
    from fastindex.snapshot import SnapshotReader
    with SnapshotReader(snap.path) as r:
        for name in SECTIONS:
            records = r.records(name)
            if name == "search":
                records[0]["tokenizer"] = "some-future-tokenizer"
            w.section(name, records)
    w.commit()
    assert main(["query", str(other), "search", "retry"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "some-future-tokenizer" in err[0] and "re-index" in err[0]


def test_no_tests_leaves_out_test_files(tmp_path):
    root = tmp_path / "repo"
    write(root, "pkg/refund.py", "def refund_payment(order):\n    return order\n")
    write(root, "pkg/tests/test_refund.py", "def test_refund_payment_twice_refund_refund():\n    pass\n")
    write(root, "web/refund.test.ts", "export function refundRefundSpec() {}\n")
    _, snap = index_snapshot(root, tmp_path / "r.fidx")
    ix = Index(snap)
    assert labels(ix.search("refund")["results"])[0] != "pkg/refund.py::refund_payment"   # tests outrank it
    assert labels(ix.search("refund", no_tests=True)["results"]) == ["pkg/refund.py::refund_payment"]


TEST_PATHS = ["tests/a.py", "pkg/test/a.py", "src/spec/a.rb", "e2e/login.ts", "pkg/fixtures/data.py",
              "web/x.test.tsx", "web/x.spec.js", "pkg/test_x.py", "pkg/x_test.go", "conftest.py",
              "app/__tests__/a.js", "app/migrations/0001_initial.py"]
CODE_PATHS = ["pkg/x.py", "pkg/latest.py", "pkg/contest.py", "src/specs.py", "pkg/testing.py", "web/x.tsx"]


def test_search_and_context_share_one_test_path_rule():
    from fastindex.query import engine
    from fastindex.query.paths import is_test_path
    from fastindex.search import retrieve
    assert engine.is_test_path is is_test_path and retrieve.is_test_path is is_test_path
    assert [p for p in TEST_PATHS if not is_test_path(p)] == []
    assert [p for p in CODE_PATHS if is_test_path(p)] == []


def test_no_tests_leaves_out_every_test_path_convention(tmp_path):
    root = tmp_path / "repo"
    write(root, "pkg/refund.py", "def refund_payment(order):\n    return order\n")
    for i, p in enumerate(p for p in TEST_PATHS if p.endswith(".py")):
        write(root, p, f"def refund_case_{i}():\n    pass\n")
    _, snap = index_snapshot(root, tmp_path / "r.fidx")
    ix = Index(snap)
    assert len(labels(ix.search("refund")["results"])) > 1
    assert labels(ix.search("refund", no_tests=True)["results"]) == ["pkg/refund.py::refund_payment"]
