"""Hostile inputs: files a monorepo really holds (huge, deeply nested, binary, odd encodings) and files that
take too long to parse. Each is indexed with the right counts or recorded with a named reason; the run goes
on and every discovered file is accounted for."""
from __future__ import annotations

import json

import pytest
from conftest import index_snapshot, write

import fastindex
from fastindex import cli
from fastindex.map.extract import ParseTimeout, map_file
from fastindex.map.load import DEFAULT_PARSE_TIMEOUT, MapTimeout, load_and_map, map_budget
from fastindex.pipeline import IndexOptions, index
from fastindex.snapshot import SnapshotReader

SMALL = "class A:\n    def m(self):\n        return helper()\n\n\ndef helper():\n    return 1\n"


def many_functions(n: int) -> str:
    return "".join(f"def f{i}(x):\n    return g(x) + [a for a in x if a]\n" for i in range(n))


# ---- a per-file parse budget: tree-sitter's own cancellation ---------------------------------------------

# About 1 MB of Python: its parse alone takes hundreds of milliseconds on any machine, far past TINY_BUDGET;
# a 7-line file parses in tens of microseconds, far inside it.
BIG = many_functions(20_000)
TINY_BUDGET = 0.02


def test_parse_past_its_budget_is_cancelled_by_tree_sitter():
    with pytest.raises(ParseTimeout, match="budget"):
        map_file("big.py", BIG.encode(), parse_timeout=TINY_BUDGET)
    # the same (reused) parser then parses a file whole: the cancelled parse is not resumed
    table = map_file("small.py", SMALL.encode(), parse_timeout=DEFAULT_PARSE_TIMEOUT)
    assert [d.qualname for d in table.definitions] == ["A", "A.m", "helper"]
    assert table == map_file("small.py", SMALL.encode())   # the budget never changes what is extracted


def test_the_map_keeps_no_source_bytes_alive():
    """The map runs with the collector paused: a file's bytes and text must be freed when its table is made.
    py-tree-sitter 0.26.1 keeps a reference to whatever a read callback returns, so the budgeted parse must not
    hand it the file's bytes (a small file's whole slice is the bytes object itself) or copies of them; and the
    extraction's closures must not form a reference cycle (it held each file's bytes and text until a collection)."""
    import gc
    import sys
    import tracemalloc

    from fastindex.languages import BY_NAME
    from fastindex.map.extract import Extractor, parse

    small = SMALL.encode()
    map_file("small.py", small, parse_timeout=DEFAULT_PARSE_TIMEOUT)   # compiled, the read buffer made
    before = sys.getrefcount(small)
    gc.collect()
    gc.disable()
    try:
        map_file("small.py", small, parse_timeout=DEFAULT_PARSE_TIMEOUT)
        assert gc.collect() == 0   # nothing left for the collector: no cycle holds the file
    finally:
        gc.enable()
    assert sys.getrefcount(small) == before
    parser = Extractor().compiled(BY_NAME["python"]).parser
    big = BIG.encode()   # about 1 MB: many chunks
    parse(parser, big, DEFAULT_PARSE_TIMEOUT)
    tracemalloc.start()
    try:
        start = tracemalloc.get_traced_memory()[0]
        for _ in range(3):
            parse(parser, big, DEFAULT_PARSE_TIMEOUT)
        grown = tracemalloc.get_traced_memory()[0] - start
    finally:
        tracemalloc.stop()
    assert grown < len(big) // 10   # leaking the chunks would keep 3 copies of the file


def test_ctrl_c_during_a_parse_interrupts_instead_of_failing_the_file():
    """A SIGINT that lands in tree-sitter's read callback comes out of the parser as a SystemError; it must
    stop the run as KeyboardInterrupt, not be recorded as the file's failure while the run goes on."""
    import signal

    map_file("small.py", SMALL.encode(), parse_timeout=DEFAULT_PARSE_TIMEOUT)   # queries compiled: the parse is next

    raised = []

    def interrupt(_signum, frame):
        if frame is not None and frame.f_code.co_name == "read":   # the parser's read callback
            raised.append(True)
            raise KeyboardInterrupt
        signal.setitimer(signal.ITIMER_REAL, 0.0002)    # elsewhere: try again a moment later

    previous = signal.signal(signal.SIGALRM, interrupt)
    try:
        # the timer may miss the read callback altogether (the parse ends between two alarms, seen once in a
        # full suite): such an attempt proves nothing and is made again; one where the interrupt was raised in
        # the callback must end in KeyboardInterrupt
        for _ in range(20):
            raised.clear()
            signal.setitimer(signal.ITIMER_REAL, 0.0002)
            try:
                map_file("big.py", BIG.encode(), parse_timeout=DEFAULT_PARSE_TIMEOUT)
            except KeyboardInterrupt:
                break
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            assert not raised, "the interrupt raised in the read callback was swallowed"
        else:
            pytest.fail("no alarm landed in the parser's read callback in 20 parses")
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert map_file("small.py", SMALL.encode(), parse_timeout=DEFAULT_PARSE_TIMEOUT).definitions   # parser usable


def test_timed_out_file_is_recorded_and_the_run_goes_on(tmp_path):
    root = tmp_path / "repo"
    write(root, "big.py", BIG)
    write(root, "small.py", SMALL)
    write(root, "b.ts", "export function f(): number { return 1; }\n")
    result, snap = index_snapshot(root, tmp_path / "o.fidx", parse_timeout=TINY_BUDGET)
    files = {f.path: f for f in snap.files}
    assert set(files) == {"big.py", "small.py", "b.ts"}          # kept, with its reason: counted, not lost
    big = files["big.py"]
    assert big.error == f"timeout: parse ran past the {TINY_BUDGET:g} s budget"
    assert big.definitions == [] and big.size == len(BIG)
    assert [d.qualname for d in files["small.py"].definitions] == ["A", "A.m", "helper"]
    assert [d.qualname for d in files["b.ts"].definitions] == ["f"]
    assert snap.report["errors"] == {"timeout": ["big.py"]}
    assert {"path": "big.py", "reason": big.error} in snap.problems
    assert snap.meta["run"]["parse_timeout"] == TINY_BUDGET


def test_map_budget_stops_what_the_parse_s_cancellation_does_not_cover():
    """The whole map of one file runs under map_budget (MAP_BUDGET_FACTOR x the parse budget): a pattern
    backtracking without end (as one TypeScript grammar repair did on svelte's elements.d.ts, until 2164724) is
    stopped, and the alarm and its handler are left as they were found; in a thread, or where another handler
    holds SIGALRM, no budget is set."""
    import re
    import signal
    import threading
    runaway = re.compile(r"(a|aa)*c")   # 2^n ways to fail on n a's
    with pytest.raises(MapTimeout):
        with map_budget(0.2):
            runaway.match("a" * 80)
    assert signal.getsignal(signal.SIGALRM) is signal.SIG_DFL and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    with map_budget(0.2):
        assert runaway.match("aac")   # within its budget: the same answer
    seen = []

    def in_thread():
        with map_budget(0.2):
            seen.append(signal.getitimer(signal.ITIMER_REAL)[0])
    worker = threading.Thread(target=in_thread)
    worker.start()
    worker.join()
    assert seen == [0]
    previous = signal.signal(signal.SIGALRM, lambda *_: None)
    try:
        with map_budget(0.2):
            assert signal.getitimer(signal.ITIMER_REAL)[0] == 0
    finally:
        signal.signal(signal.SIGALRM, previous)


def test_cli_parse_timeout_flag(tmp_path, capsys):
    root = tmp_path / "repo"
    write(root, "big.py", BIG)
    write(root, "small.py", SMALL)
    out, report = tmp_path / "o.fidx", tmp_path / "r.json"
    assert cli.main(["index", str(root), "-o", str(out), "--parse-timeout", str(TINY_BUDGET), "--report",
                     str(report), "-q"]) == 0
    assert json.loads(report.read_text())["errors"] == {"timeout": ["big.py"]}
    code = cli.main(["index", str(root), "-o", str(out), "--parse-timeout", "-1", "-q"])
    err = capsys.readouterr().err
    assert code == 2 and err.strip() == "fastindex: error: --parse-timeout must be >= 0 seconds"
    # the CLI writes the default out (it does not import the map to start up): it must be the map's
    assert cli.build_parser().parse_args(["index", ".", "-o", "x"]).parse_timeout == DEFAULT_PARSE_TIMEOUT


def test_no_budget_parses_whole(tmp_path):
    write(tmp_path, "mid.py", many_functions(300))
    for budget in (0, None):
        table, reason, _ = load_and_map(str(tmp_path), "mid.py", "python", budget)
        assert reason == "" and not table.error and len(table.definitions) == 300


# ---- encodings and line endings -------------------------------------------------------------------------

PY_LF = "import os\n\n\nclass Repo:\n    def get(self, key):\n        return os.path.join(key)\n\n\ndef make():\n" \
        "    return Repo().get('k')\n"
TS_LF = "import { x } from './x';\n\nexport class Repo {\n  get(key: string): string {\n    return x(key);\n  }\n" \
        "}\n\nexport function make(): string {\n  return new Repo().get('k');\n}\n"


def shape(table):
    """What the map extracted, minus byte offsets (which a BOM or CR bytes legitimately shift)."""
    return ([(d.qualname, d.kind, d.start_line, d.end_line, d.name_line, d.exported) for d in table.definitions],
            [(r.name, r.kind, r.receiver, r.scope, r.line) for r in table.references],
            [(i.module, i.name, i.alias, i.line) for i in table.imports],
            table.lines, table.parse_errors, table.error)


@pytest.mark.parametrize("name,text", [("m.py", PY_LF), ("m.ts", TS_LF)])
def test_bom_and_crlf_index_like_plain_lf(name, text):
    plain = map_file(name, text.encode())
    assert plain.parse_errors == 0 and len(plain.definitions) == 3 and plain.lines == text.count("\n")
    crlf = text.replace("\n", "\r\n").encode()
    bom = b"\xef\xbb\xbf"
    for variant in (bom + text.encode(), crlf, bom + crlf):
        table = map_file(name, variant)
        assert shape(table) == shape(plain), variant[:20]
        assert table.size == len(variant)
    # the BOM keeps byte offsets: columns on the first line count it, as an editor's byte column does
    assert map_file(name, bom + text.encode()).definitions[0].start_byte == plain.definitions[0].start_byte + 3


def test_bom_crlf_and_mixed_encodings_through_a_run(tmp_path):
    root = tmp_path / "repo"
    write(root, "bom.py", b"\xef\xbb\xbf" + PY_LF.encode())
    write(root, "crlf.ts", TS_LF.replace("\n", "\r\n"))
    write(root, "mixed.py", "s = 'caf\u00e9'\n".encode() + b"t = 'caf\xe9'\n\n\ndef ok():\n    return s\n")
    result, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert [d.qualname for d in files["bom.py"].definitions] == ["Repo", "Repo.get", "make"]
    assert [d.qualname for d in files["crlf.ts"].definitions] == ["Repo", "Repo.get", "make"]
    assert [d.qualname for d in files["mixed.py"].definitions] == ["s", "t", "ok"]
    assert files["mixed.py"].error.startswith("decode: invalid UTF-8 at byte 20")
    assert snap.report["errors"] == {"decode": ["mixed.py"]}
    # Repo.get is called in both files and resolved in each
    calls = {(s["path"], s["qualname"]) for s, d, e in ((snap.nodes[a], snap.nodes[b], k) for a, b, k, *_ in
                                                        snap.edges) if e == "calls" and d.get("qualname") == "Repo.get"}
    assert calls == {("bom.py", "make"), ("crlf.ts", "make")}


# ---- binary, empty, huge ---------------------------------------------------------------------------------

def test_binary_empty_and_nul_free_garbage(tmp_path):
    root = tmp_path / "repo"
    write(root, "image.ts", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4)
    write(root, "lib.so.py", b"\x7fELF\x02\x01\x01\x00" + bytes(200))
    garbage = bytes((i * 37 + 11) % 255 + 1 for i in range(5000))      # no NUL byte: not detected as binary
    write(root, "garbage.js", garbage)
    write(root, "empty.py", b"")
    write(root, "empty.ts", b"")
    write(root, "ok.py", SMALL)
    result, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert sorted(files) == ["empty.py", "empty.ts", "garbage.js", "ok.py"]
    assert snap.report["skipped"]["binary"] == 2
    assert sorted(snap.report["skipped_examples"]["binary"]) == ["image.ts", "lib.so.py"]
    for empty in ("empty.py", "empty.ts"):
        f = files[empty]
        assert (f.size, f.lines, f.parse_errors, f.error, f.definitions, f.references) == (0, 0, 0, "", [], [])
    # NUL-free garbage is parsed (with recovery) and recorded as not UTF-8: kept, never a crash
    assert files["garbage.js"].size == len(garbage) and files["garbage.js"].error.startswith("decode:")
    assert [d.qualname for d in files["ok.py"].definitions] == ["A", "A.m", "helper"]
    assert len(snap.files) + sum(snap.report["skipped"].values()) == 6


def test_fifty_megabyte_single_line_file(tmp_path):
    root = tmp_path / "repo"
    write(root, "bundle.js", b"var a=1;" * (50 * 1024 * 1024 // 8))
    write(root, "ok.ts", TS_LF)
    # by default the size limit skips it at discovery (a stat, never read)
    result, snap = index_snapshot(root, tmp_path / "a.fidx")
    assert [f.path for f in snap.files] == ["ok.ts"]
    assert snap.report["skipped"] == {"too-large": 1} and snap.report["skipped_examples"]["too-large"] == ["bundle.js"]
    # with the limit raised the map reads it and recognises a minified bundle: not parsed, skipped by reason
    result, snap = index_snapshot(root, tmp_path / "b.fidx", max_file_bytes=64 * 1024 * 1024)
    assert [f.path for f in snap.files] == ["ok.ts"]
    assert snap.report["skipped"] == {"minified": 1} and snap.report["skipped_examples"]["minified"] == ["bundle.js"]


def test_a_file_of_100000_one_line_functions(tmp_path):
    root = tmp_path / "repo"
    n = 100_000
    write(root, "many.py", "".join(f"def f{i:x}(): g()\n" for i in range(n)))   # 1.7 MB, under the size limit
    result = index(str(root), IndexOptions(backend="inprocess", progress=False))
    (table,) = result.tables
    assert table.error == "" and table.parse_errors == 0 and table.lines == n
    assert len(table.definitions) == n and len({d.qualname for d in table.definitions}) == n
    assert table.definitions[-1].name == f"f{n - 1:x}" and table.definitions[-1].start_line == n
    assert len(table.references) == n
    assert result.link.counts["edges"] == {"contains": n}
    assert result.report.languages["python"]["definitions"] == n


# ---- nesting 10,000 levels deep ---------------------------------------------------------------------------

DEPTH = 10_000
# One level per line: on a single line these would be skipped as minified before the parser sees them.
DEEP = {
    "calls.py": b"x = " + b"f(\n" * DEPTH + b"1" + b")\n" * DEPTH,
    "parens.py": b"x = " + b"(\n" * DEPTH + b"1" + b")\n" * DEPTH,
    "lists.py": b"x = " + b"[\n" * DEPTH + b"]\n" * DEPTH,
    "conditional.py": b"x = (\n" + b"a if c else\n" * DEPTH + b"b)\n",
    "unary.py": b"x = (\n" + b"not\n" * DEPTH + b"y)\n",
    "chain.ts": b"export const x = a\n" + b".b()\n" * DEPTH + b";\n",
    "conditional.ts": b"export const x =\n" + b"c ? a :\n" * DEPTH + b"b;\n",
    "objects.ts": b"export const x =\n" + b"{a:\n" * DEPTH + b"1" + b"}\n" * DEPTH + b";\n",
    "functions.ts": b"function f() {\n" * DEPTH + b"}\n" * DEPTH,
    "generics.ts": b"let x:\n" + b"A<\n" * DEPTH + b"B" + b">\n" * DEPTH + b";\n",
    "elements.tsx": b"export const x =\n" + b"<a>\n" * DEPTH + b"</a>\n" * DEPTH + b";\n",
}


def test_expressions_nested_10000_deep_are_indexed(tmp_path):
    """Neither tree-sitter, the query engine nor the extraction may recurse per level: 10,000 levels would
    overflow the stack (value types of nested conditionals did: RecursionError). Query matches start no deeper
    than MAX_MATCH_DEPTH (the query cursor costs depth^2 below it), so the deepest sites are not recorded."""
    from fastindex.map.extract import MAX_MATCH_DEPTH

    root = tmp_path / "repo"
    for name, data in DEEP.items():
        write(root, name, data)
    result, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert sorted(files) == sorted(DEEP)
    assert snap.report["errors"] == {}
    for name, f in files.items():
        assert f.error == "" and f.parse_errors == 0, name
    for name in ("calls.py", "parens.py", "lists.py", "conditional.py", "unary.py", "chain.ts", "conditional.ts",
                 "objects.ts", "elements.tsx"):
        assert [d.qualname for d in files[name].definitions] == ["x"], name
    assert [d.exported for d in files["conditional.ts"].definitions] == [True]
    # the shallow levels are all recorded; below MAX_MATCH_DEPTH tree levels nothing is (2 to 4 tree levels
    # per source level, by construct)
    shallow = MAX_MATCH_DEPTH // 4
    for name, per_level, outer_lines in (("conditional.py", 2, range(2, 2 + shallow)),
                                         ("calls.py", 1, range(1, 1 + shallow)),
                                         ("chain.ts", 1, range(DEPTH + 2 - shallow, DEPTH + 2))):   # `.b()` last
        refs = files[name].references
        assert set(outer_lines) <= {r.line for r in refs}, name
        assert shallow * per_level <= len(refs) < DEPTH * per_level, name
    nested = files["functions.ts"].definitions
    assert MAX_MATCH_DEPTH // 4 <= len(nested) < DEPTH
    assert [d.qualname for d in nested[:3]] == ["f", "f.f", "f.f.f"] and nested[-1].start_line == len(nested)


@pytest.mark.parametrize("lang", ["py", "ts"])
def test_values_typed_through_a_chain_10000_long(tmp_path, lang):
    """`x1 = x0; x2 = x1; ...` types each value by the one before: following that recursively overflowed the
    Python stack in the reduce and ended the whole run. Chains past MAX_INSTANCE_DEPTH are not followed; short
    ones still are."""
    from fastindex.reduce.link import MAX_INSTANCE_DEPTH

    root = tmp_path / "repo"
    n = 10_000
    if lang == "py":
        head = "class A:\n    def m(self):\n        pass\n\n\nx0 = A()\n"
        step, call = "x{b} = x{a}\n", "x{n}.m()\n"
    else:
        head = "class A {\n  m() {}\n}\nconst x0 = new A();\n"
        step, call = "const x{b} = x{a};\n", "x{n}.m();\n"
    write(root, f"long.{lang}", head + "".join(step.format(a=i, b=i + 1) for i in range(n)) + call.format(n=n))
    short = MAX_INSTANCE_DEPTH // 2
    write(root, f"short.{lang}", head + "".join(step.format(a=i, b=i + 1) for i in range(short)) +
          call.format(n=short))
    result = index(str(root), IndexOptions(backend="inprocess", progress=False))
    assert result.report.errors == {}
    tables = {t.path: t for t in result.tables}
    calls = {(src[1], tables[dst[1]].definitions[dst[2]].qualname)
             for src, dst, kind, *_ in result.edge_tuples() if kind == "calls" and dst[0] == "def"}
    assert (f"short.{lang}", "A.m") in calls                     # a chain shorter than the limit: followed
    assert (f"long.{lang}", "A.m") not in calls                  # too long: left unresolved, the run goes on
    assert len(tables[f"long.{lang}"].definitions) == n + 3      # A, A.m and x0 ... x10000


# ---- the report's error section ------------------------------------------------------------------------------

def test_report_error_section_groups_failures_by_reason_with_file_names(tmp_path, capsys):
    from fastindex.report import format_report

    root = tmp_path / "repo"
    for i in range(5):
        write(root, f"latin{i}.py", b"# caf\xe9\ndef ok():\n    pass\n")
    write(root, "broken.py", "def broken(:\n    pass\n")
    write(root, "broken.ts", "export class {{{\n")
    write(root, "big.py", BIG)
    write(root, "fine.py", SMALL)
    out = tmp_path / "o.fidx"
    _, snap = index_snapshot(root, out, parse_timeout=TINY_BUDGET)
    assert snap.report["errors"] == {
        "decode": [f"latin{i}.py" for i in range(5)],
        "syntax-errors": ["broken.py", "broken.ts"],
        "timeout": ["big.py"],
    }
    text = format_report(snap.report)
    section = [line for line in text.splitlines() if line.startswith("error ")]
    assert section == [
        "error [decode] 5: latin0.py, latin1.py, latin2.py (+2 more)",
        "error [syntax-errors] 2: broken.py, broken.ts",
        "error [timeout] 1: big.py",
    ]
    # each file's own reason is kept in full in the snapshot's problems
    problems = {p["path"]: p["reason"] for p in snap.problems}
    assert problems["big.py"].startswith("timeout: ") and problems["latin3.py"].startswith("decode: ")
    assert cli.main(["stats", str(out)]) == 0
    assert "\n".join(section) in capsys.readouterr().out


# ---- odd file names, a file deleted between discovery and reading ----------------------------------------------

def test_odd_file_names_in_a_git_repository(tmp_path):
    import os

    from conftest import git, git_init

    root = git_init(tmp_path / "repo")
    names = ["a b.py", "new\nline.py", "tab\tx.py", "-dash.py", "#hash.py", "\u00fcn\u00ef.py", "x" * 250 + ".py",
             "quote\"'.py", "back\\slash.py"]
    for name in names:
        write(root, name, SMALL)
    with open(os.path.join(os.fsencode(root), b"caf\xe9.py"), "wb") as fh:      # not UTF-8: cannot be stored
        fh.write(SMALL.encode())
    os.symlink("loop2.py", root / "loop1.py")                                   # a symlink loop
    os.symlink("loop1.py", root / "loop2.py")
    os.symlink(".", root / "self")                                               # a folder link to itself
    git(root, "add", "-A")
    git(root, "commit", "-qm", "odd")
    out = tmp_path / "o.fidx"
    result, snap = index_snapshot(root, out)
    assert snap.meta["commit"] and result.report.phase("discover").files == len(names)    # git's listing
    assert sorted(f.path for f in snap.files) == sorted(names)
    assert all([d.qualname for d in f.definitions] == ["A", "A.m", "helper"] for f in snap.files)
    assert snap.report["skipped"] == {"broken-symlink": 2, "non-utf8-path": 1, "not-source": 1}
    assert snap.report["skipped_examples"]["non-utf8-path"] == ["caf\\xe9.py"]
    # every export takes them; the TSV drops the names it cannot hold (a tab or line break), nothing else
    tsv = tmp_path / "e.tsv"
    assert cli.main(["export", str(out), "--format", "entity-edges", "-o", str(tsv)]) == 0
    rows = [line.split("\t") for line in tsv.read_text(encoding="utf-8").splitlines()]
    assert sorted({r[0] for r in rows}) == sorted(n for n in names if "\t" not in n and "\n" not in n)
    assert all(len(r) == 4 for r in rows)
    jsonl = tmp_path / "e.jsonl"
    assert cli.main(["export", str(out), "--format", "jsonl", "-o", str(jsonl)]) == 0
    records = [json.loads(line) for line in jsonl.read_text(encoding="utf-8").splitlines()]
    assert sorted(r["path"] for r in records if r["type"] == "file") == sorted(names)


def test_file_deleted_between_discovery_and_reading_is_counted(tmp_path):
    from fastindex.discover import discover
    from fastindex.execute import inprocess, make_shards
    from fastindex.languages import LANGUAGES

    root = tmp_path / "repo"
    for i in range(6):
        write(root, f"m{i}.py", SMALL)
    write(root, "blob.py", b"\x00\x01")
    found = discover(str(root), LANGUAGES)                 # the real phases, one after the other
    (root / "m3.py").unlink()
    (root / "blob.py").unlink()
    results = list(inprocess.run(found.root, make_shards(found.files, 1), DEFAULT_PARSE_TIMEOUT))
    tables = [t for r in results for t in r.tables]
    skipped = [s for r in results for s in r.skipped]
    assert len(tables) + len(skipped) == len(found.files) == 7
    errors = {t.path: t.error for t in tables if t.error}
    assert errors == {"blob.py": "read: file vanished", "m3.py": "read: file vanished"}


# ---- Ctrl-C or a kill while the snapshot is written ---------------------------------------------------------

@pytest.fixture(scope="module")
def write_heavy_repo(tmp_path_factory):
    """A repository whose snapshot takes long enough to write that a signal lands inside the write."""
    root = tmp_path_factory.mktemp("write_heavy") / "repo"
    for i in range(4):
        write(root, f"gen{i}.py", "".join(f"def f{k}(x):\n    return g{k}(x) + x.h()\n" for k in range(2_000)))
    return root


def _index_until_the_write(repo, out_dir):
    """Run `fastindex index` and freeze it (SIGSTOP) as soon as its temporary snapshot file appears. Returns the
    stopped process, or None when the run had committed (or ended) before it could be frozen: on a loaded machine
    a small write can begin and end between two looks at the folder."""
    import signal
    import time

    import psutil
    from conftest import start_cli

    proc = start_cli(["index", str(repo), "-o", str(out_dir / "o.fidx"), "-q", "--backend", "inprocess"])
    deadline = time.monotonic() + 300
    while proc.poll() is None and time.monotonic() < deadline:
        if any(p.name.endswith(".tmp") for p in out_dir.iterdir()):    # the writer has begun
            proc.send_signal(signal.SIGSTOP)
            # kill() returns before the process has stopped: on a loaded machine it can still run, and commit,
            # for a moment. Wait until it is stopped (or gone) before looking at the output path.
            while proc.poll() is None and time.monotonic() < deadline:
                try:
                    if psutil.Process(proc.pid).status() == psutil.STATUS_STOPPED:
                        break
                except psutil.NoSuchProcess:
                    break
                time.sleep(0.001)
            # Frozen now. If the snapshot was committed (or the run ended) in between, this attempt is lost.
            if proc.poll() is None and not (out_dir / "o.fidx").exists():
                return proc
            proc.send_signal(signal.SIGCONT)
            break
        time.sleep(0.005)
    proc.communicate(timeout=300)
    return None


@pytest.mark.parametrize("sig", ["SIGINT", "SIGTERM", "SIGKILL"])
def test_a_signal_during_the_write_leaves_no_snapshot(write_heavy_repo, tmp_path, sig):
    import signal

    def whole(out_dir, out):
        """The run's output is the whole snapshot, nothing else left."""
        with SnapshotReader(str(out)) as reader:
            for name in reader.sections:
                reader._blob(name)
        assert [p.name for p in out_dir.iterdir()] == ["o.fidx"]

    for attempt in range(8):
        out_dir = tmp_path / f"out{attempt}"
        out_dir.mkdir()
        out = out_dir / "o.fidx"
        proc = _index_until_the_write(write_heavy_repo, out_dir)
        if proc is None:
            whole(out_dir, out)   # the run finished before it was frozen
            continue
        try:
            proc.send_signal(getattr(signal, sig))     # delivered when the process runs again (SIGKILL: at once)
            proc.send_signal(signal.SIGCONT)
            _, err = proc.communicate(timeout=300)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
        if sig != "SIGKILL" and out.exists():
            # frozen between its last check for a signal and the rename (a C call: Python runs the handler only
            # when it returns): committed, so the output must be whole (CI met this once on a loaded machine)
            whole(out_dir, out)
            continue
        break
    else:
        pytest.fail("the write was never caught in progress before its commit in 8 runs")
    assert not out.exists()                                  # never a partial snapshot at the output path
    if sig == "SIGINT":
        assert proc.returncode == 130 and err.strip() == "fastindex: interrupted"
        assert list(out_dir.iterdir()) == []                 # the temporary file is removed too
    elif sig == "SIGTERM":                                   # a CI runner cancelling the job: as Ctrl-C
        assert proc.returncode == 143 and err.strip() == "fastindex: terminated"
        assert list(out_dir.iterdir()) == []
    else:
        assert proc.returncode == -signal.SIGKILL            # a crash leaves at most the temporary file
        assert all(p.name.startswith(".fidx-") and p.name.endswith(".tmp") for p in out_dir.iterdir())


# ---- chains deeper than the Python stack in the reduce ---------------------------------------------------------

def chain_repo(root, n: int, tag: str, classes: int) -> None:
    """Inheritance `classes` deep and re-export barrels n modules deep, in Python and TypeScript; each used
    once from its far end."""
    write(root, f"{tag}inherit.py", "class A0:\n    def m(self):\n        pass\n\n\n" +
          "".join(f"class A{i + 1}(A{i}):\n    pass\n\n\n" for i in range(classes)) + f"A{classes}().m()\n")
    write(root, f"{tag}inherit.ts", "class A0 { m() {} }\n" +
          "".join(f"class A{i + 1} extends A{i} {{}}\n" for i in range(classes)) + f"new A{classes}().m();\n")
    write(root, f"{tag}ts/m0.ts", "export function deep() { return 1; }\n")
    for i in range(n):
        write(root, f"{tag}ts/m{i + 1}.ts", f"export * from './m{i}';\n")
    write(root, f"{tag}use.ts", f"import {{ deep }} from './{tag}ts/m{n}';\ndeep();\n")
    write(root, f"{tag}py/__init__.py", "")
    for i in range(n):
        write(root, f"{tag}py/p{i}.py", f"from .p{i + 1} import deep\n")
    write(root, f"{tag}py/p{n}.py", "def deep():\n    pass\n")
    write(root, f"{tag}use.py", f"from {tag}py.p0 import deep\ndeep()\n")


def test_chains_deeper_than_the_stack_leave_sites_unresolved_and_the_run_goes_on(tmp_path):
    """Every link step (a base class, a re-export) is a Python call: 2,000 bases or 600 re-exporting modules
    overflowed the stack and ended the whole run with RecursionError. Such a site is now left unresolved;
    short chains still resolve."""
    root = tmp_path / "repo"
    chain_repo(root, 600, "deep_", classes=2000)
    chain_repo(root, 5, "short_", classes=5)
    result = index(str(root), IndexOptions(backend="inprocess", progress=False))
    assert result.report.errors == {}
    tables = {t.path: t for t in result.tables}
    calls = {(src[1], dst[1], tables[dst[1]].definitions[dst[2]].qualname)
             for src, dst, kind, *_ in result.edge_tuples() if kind == "calls" and dst[0] == "def"}
    for lang in ("py", "ts"):
        assert ("short_inherit." + lang, "short_inherit." + lang, "A0.m") in calls
        assert (f"short_use.{lang}", f"short_{lang}/{'p5.py' if lang == 'py' else 'm0.ts'}", "deep") in calls
        assert not any(src.startswith("deep_use") or (src.startswith("deep_inherit") and q == "A0.m")
                       for src, _, q in calls)
    assert len(tables) == (2 * 600 + 7) + (2 * 5 + 7)


# ---- a file the indexer may not read ----------------------------------------------------------------------------

def test_unreadable_file_is_recorded_as_permission_denied(tmp_path):
    """A mode-000 file: recorded with its reason, the run goes on. Root reads anything, so as root the indexer
    runs without the capabilities that bypass file permissions (util-linux setpriv), as any other user would."""
    import os
    import shutil
    import subprocess

    from conftest import VENV_BIN, clean_env

    root = tmp_path / "repo"
    write(root, "ok.py", SMALL)
    secret = write(root, "secret.py", SMALL)
    secret.chmod(0)
    prefix = []
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        assert setpriv, "root needs util-linux setpriv to run the indexer without CAP_DAC_OVERRIDE"
        caps = "-dac_override,-dac_read_search"
        prefix = [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}"]
    out, report = tmp_path / "o.fidx", tmp_path / "r.json"
    try:
        proc = subprocess.run([*prefix, str(VENV_BIN / "fastindex"), "index", str(root), "-o", str(out), "-q",
                               "--report", str(report)], env=clean_env(), capture_output=True, text=True,
                              timeout=300, check=False)
    finally:
        secret.chmod(0o644)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert json.loads(report.read_text())["errors"] == {"read": ["secret.py"]}
    snap = fastindex.open(str(out))
    files = {f.path: f for f in snap.files}
    assert files["secret.py"].error == "read: permission denied" and files["secret.py"].definitions == []
    assert [d.qualname for d in files["ok.py"].definitions] == ["A", "A.m", "helper"]


# ---- types that name themselves ----------------------------------------------------------------------------

def test_a_narrowed_callback_parameter_named_after_its_collection(tmp_path):
    """vuejs/core's BaseTransition.ts: `if (isArray(hook)) hook.every(hook => ...)`. The callback's `hook` is an
    element of the outer, narrowed `hook`; read in the callback's own scope, `hook` named the parameter itself,
    and typing it recursed until the stack ran out (the run died: RecursionError). It is read where the
    callback is written, as every initialiser that names its own binding (`let ov = ov()`)."""
    from fastindex.reduce.link import CYCLE, DEEP, Linker

    root = tmp_path / "repo"
    write(root, "shared.ts", "export const isArray: typeof Array.isArray = Array.isArray\n")
    write(root, "hooks.ts", "import { isArray } from './shared'\n\ntype Hook<T = () => void> = T | T[]\n\n"
          "export function callAsync(hook: Hook<(el: any) => void>, done: () => void) {\n"
          "  if (isArray(hook)) {\n    if (hook.every(hook => hook.length <= 1)) done()\n  }\n}\n")
    result = index(str(root), IndexOptions(workers=1))
    calls = {(e[0][1], e[1][1]) for e in result.edge_tuples() if e[2] == "calls"}
    assert ("hooks.ts", "shared.ts") in calls
    linked = Linker(str(root), result.tables, []).link()
    assert not any(DEEP in fl.deps or CYCLE in fl.deps for fl in linked.files.values())
