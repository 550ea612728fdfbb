"""The files fastindex reads and writes: a snapshot kept open while the path is re-indexed in place, outputs
that are symlinks, devices, `-` or the input itself, the written files' permissions, atomic exports, and a
closed pipe on stdout. Real files and real `fastindex` processes throughout."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import clean_env, write

import fastindex
from fastindex.query import Index
from fastindex.snapshot import SnapshotError


def fastindex_cli(*argv: str, **kwargs) -> subprocess.CompletedProcess:
    """`fastindex ARGV` as a separate process (this checkout's code: PYTHONPATH is inherited)."""
    return subprocess.run([sys.executable, "-m", "fastindex.cli", *argv], capture_output=True, text=True,
                          env=clean_env(), **({"timeout": 300} | kwargs))


def open_fds() -> set[str]:
    """This process's open file descriptors that point at files (not pipes, sockets or anonymous inodes)."""
    out = set()
    for fd in os.listdir("/proc/self/fd"):
        try:
            target = os.readlink(f"/proc/self/fd/{fd}")
        except OSError:
            continue
        if target.startswith("/"):
            out.add(target)
    return out


def repo_v1(root: Path) -> Path:
    write(root, "lib.py", 'def target(x):\n    """The target, first version."""\n    return x\n\n\n'
                          'class History:\n    def undo(self):\n        """Undo the last step."""\n'
                          '        return target(1)\n')
    for i in range(20):
        write(root, f"use{i:02d}.py", f"from lib import target\n\n\ndef caller{i}(o):\n    o.target()\n"
                                      f"    missing{i}()\n    return target({i})\n")
    return root


def reindex(snap: Path) -> None:
    """Index another repository into `snap`, in place (a new file renamed over the path): other files, names,
    docs and sizes, so that every section differs. The first repository stays on disk as it was."""
    root = snap.parent / "other"
    write(root, "lib.py", "".join(f'def other{i}(a, b):\n    """Something else entirely, number {i}."""\n'
                                  f"    return other{(i + 1) % 40}(b, a)\n\n\n" for i in range(40)))
    write(root, "more.py", "import lib\n\n\nclass Undo:\n    def redo(self):\n        return lib.other3(1, 2)\n")
    assert fastindex_cli("index", str(root), "-o", str(snap), "-q").returncode == 0


def answers(ix: Index) -> dict:
    return {"callers": ix.callers("target"), "refs": ix.refs("History.undo"),
            "context": ix.context("History.undo", budget=500), "blast": ix.blast_radius("target"),
            "search": ix.search("undo the last step", k=3)}


@pytest.fixture
def live(tmp_path) -> tuple[Path, Path, dict]:
    """(repo, snapshot, the answers a fresh index of the first version gives)."""
    root = repo_v1(tmp_path / "repo")
    snap = tmp_path / "live.fidx"
    assert fastindex_cli("index", str(root), "-o", str(snap), "-q").returncode == 0
    shutil.copy(snap, tmp_path / "v1.fidx")
    with Index(str(tmp_path / "v1.fidx")) as ix:
        expected = answers(ix)
    assert expected["callers"]["unresolved_uses"]["total"] == 20
    assert "Undo the last step" in expected["context"]["text"]
    return root, snap, expected


def test_an_open_index_answers_from_the_snapshot_it_loaded(live):
    root, snap, expected = live
    ix = Index(str(snap))
    assert ix.find("target")["total"] == 1
    reindex(snap)
    try:
        assert answers(ix) == expected
    finally:
        ix.close()


def test_an_open_snapshot_reads_the_file_it_opened(live):
    root, snap, _ = live
    with fastindex.open(str(snap)) as s:
        n_files, meta = len(s.file_columns.paths), s.meta
        reindex(snap)
        assert len(s.files) == n_files == 21 and s.meta == meta
        assert len(s.unresolved) == 40 and len(s.docs_column) == len(s.definition_column("name"))
        assert sum(1 for _ in s.iter_files()) == 21
    with fastindex.open(str(snap)) as s:   # the new file, once opened again
        assert len(s.files) == 2


def test_no_file_descriptor_is_left_open(live, capsys):
    from fastindex.cli import main
    from fastindex.query.diff import diff

    root, snap, _ = live
    before = open_fds()
    with fastindex.open(str(snap)) as s:
        assert str(snap) in open_fds()
        s.files, s.edges, s.unresolved, s.search   # noqa: B018 - reads every section
        s.reference_sites.load_all()
    assert s.closed and open_fds() == before
    with Index(str(snap)) as ix:
        answers(ix)
    assert open_fds() == before
    diff(str(snap), str(snap))
    for argv in (["stats", str(snap)], ["query", str(snap), "callers", "target"], ["diff", str(snap), str(snap)],
                 ["export", str(snap), "--format", "jsonl", "-o", str(root / "x.jsonl")]):
        assert main(argv) == 0
    capsys.readouterr()
    assert open_fds() == before
    s = fastindex.open(str(snap))
    s.close()
    with pytest.raises(SnapshotError, match="closed"):
        s.strings   # noqa: B018


def test_a_snapshot_or_index_dropped_without_close_releases_its_file(live):
    """50 snapshots, indexes and readers opened, used and dropped without close(), the cyclic collector off: the
    process's open descriptors stay as they were. Each frees its file as soon as it is unreachable: nothing a
    Snapshot caches refers back to it, and an Index's load (which freezes what it decoded out of the cyclic
    collector's reach) used to keep every dropped snapshot's file open until the process ended. A lazy view
    kept from a dropped snapshot still reads."""
    import gc

    import psutil

    from fastindex.snapshot import SnapshotReader

    root, snap, expected = live
    proc = psutil.Process()

    def use_snapshot():
        s = fastindex.open(str(snap))
        s.graph(), s.nodes[30], list(s.nodes), s.files, s.unresolved, s.search, s.definition(3)   # noqa: B018
        s.reference_sites.load_all()

    def use_index():
        ix = Index(str(snap))
        assert answers(ix) == expected
        ix.cycles(), ix.rank(), ix.path("caller3", "target"), ix.summary()   # noqa: B018

    def use_reader():
        SnapshotReader(str(snap)).records("meta")

    enabled = gc.isenabled()
    gc.disable()   # refcounting alone must free them (as under the Index's gc.freeze)
    try:
        for use in (use_snapshot, use_index, use_reader):
            use()
            before = proc.num_fds()
            for _ in range(50):
                use()
            assert proc.num_fds() == before, use.__name__
        nodes = fastindex.open(str(snap)).nodes   # the snapshot is dropped here, its view is not
        assert str(snap) in open_fds()            # which may still read the names
        assert nodes[25]["type"] == "definition" and nodes[25]["name"]
        assert str(snap) not in open_fds()        # read: nothing holds the file any more
    finally:
        if enabled:
            gc.enable()


def test_mcp_keeps_answering_from_the_snapshot_it_loaded(live):
    pytest.importorskip("mcp")
    from mcp import StdioServerParameters
    from test_mcp import call, run

    root, snap, expected = live

    async def body(session):
        first = await call(session, "find_symbol", name="target")
        reindex(snap)
        return first, await call(session, "symbol_context", symbol="History.undo", budget=500), \
            await call(session, "callers", symbol="target")

    params = StdioServerParameters(command=sys.executable, args=["-m", "fastindex.cli", "mcp", str(snap)],
                                   env=clean_env())   # this checkout's fastindex (PYTHONPATH)
    first, context, callers = run(params, body)
    assert first["total"] == 1
    assert context == json.loads(json.dumps(expected["context"]))
    assert callers["unresolved_uses"]["total"] == 20


# ---- where an output goes: symlinks, devices and FIFOs; the permissions it gets --------------------------

EXPORTS = ("text", "entity-edges", "uniast", "sqlite", "jsonl")


@pytest.fixture(scope="module")
def small(tmp_path_factory) -> tuple[Path, Path]:
    """(a one-file repository, its snapshot)."""
    base = tmp_path_factory.mktemp("small")
    root = write(base / "repo", "a.py", "".join(f"def f{i}():\n    return f{i + 1}()\n\n\n" for i in range(40))
                 + "def f40():\n    return 1\n").parent
    snap = base / "small.fidx"
    assert fastindex_cli("index", str(root), "-o", str(snap), "-q").returncode == 0
    return root, snap


def write_to(small, what: str, out: Path, **kwargs) -> subprocess.CompletedProcess:
    """`fastindex index REPO -o OUT` (what: "index") or `fastindex export SNAPSHOT --format WHAT -o OUT`."""
    root, snap = small
    if what == "index":
        return fastindex_cli("index", str(root), "-o", str(out), "-q", **kwargs)
    return fastindex_cli("export", str(snap), "--format", what, "-o", str(out), **kwargs)


def one_line_error(proc: subprocess.CompletedProcess, *needles: str) -> None:
    assert proc.returncode == 2, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("fastindex: error: "), proc.stderr
    for n in needles:
        assert n in lines[0]


def written(what: str, path: Path) -> bool:
    """Whether `path` holds a complete output of `what`."""
    data = path.read_bytes()
    if what == "index":
        with fastindex.open(str(path)) as s:
            return len(s.files) == 1
    if what == "sqlite":
        return data.startswith(b"SQLite format 3\x00")
    return b"a.py" in data


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_an_output_symlink_stays_a_link_and_its_target_is_written(small, tmp_path, what):
    (tmp_path / "versions").mkdir()
    old = tmp_path / "versions" / "v1.out"
    old.write_bytes(b"old")
    link = tmp_path / "latest.out"
    link.symlink_to(os.path.join("versions", "v1.out"))   # relative, to another folder
    assert write_to(small, what, link).returncode == 0
    assert link.is_symlink() and os.readlink(link) == os.path.join("versions", "v1.out")
    assert written(what, old)
    assert sorted(p.name for p in tmp_path.rglob("*")) == ["latest.out", "v1.out", "versions"]   # no temp left
    dangling = tmp_path / "next.out"
    dangling.symlink_to(tmp_path / "versions" / "v2.out")   # where the next version is to be created
    assert write_to(small, what, dangling).returncode == 0
    assert dangling.is_symlink() and written(what, tmp_path / "versions" / "v2.out")


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_a_link_into_a_missing_folder_names_that_folder(small, tmp_path, what):
    link = tmp_path / "out.link"
    link.symlink_to(os.path.join("nowhere", "x.out"))
    one_line_error(write_to(small, what, link), f"output folder does not exist: {tmp_path / 'nowhere'} ",
                   f"where the link {link} points")
    assert [p.name for p in tmp_path.iterdir()] == ["out.link"]


def test_entity_edges_of_a_path_with_a_line_break_are_left_out_with_a_warning(tmp_path):
    root = tmp_path / "repo"
    write(root, "lib.py", "def target():\n    return 1\n")
    for name in ("new\nline.py", "tab\tname.py", "plain.py"):
        write(root, name, "import lib\n\n\ndef user():\n    return lib.target()\n")
    snap = tmp_path / "s.fidx"
    assert fastindex_cli("index", str(root), "-o", str(snap), "-q").returncode == 0
    proc = fastindex_cli("export", str(snap), "--format", "entity-edges", "-o", "-")
    assert proc.returncode == 0
    assert proc.stdout == "plain.py\tuser\tlib.py\ttarget\n"
    assert proc.stderr == ("fastindex: warning: the edges of 2 file(s) left out: a path with a tab or a line "
                           "break, which the format cannot carry, or outside the repository (e.g. 'new\\nline.py')\n")
    # the text export keeps one record per line: such a path is quoted, with escapes
    text = fastindex_cli("export", str(snap), "--format", "text", "-o", "-").stdout
    assert "file 'new\\nline.py' [python]" in text and "file 'tab\\tname.py' [python]" in text
    assert "edge calls 'new\\nline.py'::user -> lib.py::target (scope)" in text
    assert all(not line.startswith("line.py") for line in text.splitlines())


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_an_output_that_is_not_a_regular_file_is_refused(small, tmp_path, what):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    link = tmp_path / "link"
    link.symlink_to(fifo)
    for out in (fifo, link):   # (opening a FIFO to write blocks until a reader comes: a timeout is a failure)
        one_line_error(write_to(small, what, out, timeout=60), "not a regular file", str(out))
    assert fifo.is_fifo() and link.is_symlink()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["fifo", "link"]


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_an_output_gets_the_mode_a_plain_open_gives(small, tmp_path, what):
    for mask, mode in ((0o022, 0o644), (0o002, 0o664), (0o077, 0o600)):
        out = tmp_path / f"new-{mask:o}.out"
        assert write_to(small, what, out, preexec_fn=lambda mask=mask: os.umask(mask)).returncode == 0
        assert written(what, out) and (out.stat().st_mode & 0o777) == mode, (oct(mask), oct(out.stat().st_mode))
    out = tmp_path / "existing.out"   # an existing file keeps its permissions, as open() for writing keeps them
    out.write_bytes(b"old")
    out.chmod(0o640)
    assert write_to(small, what, out, preexec_fn=lambda: os.umask(0o022)).returncode == 0
    assert written(what, out) and (out.stat().st_mode & 0o777) == 0o640


def test_index_in_place_keeps_the_snapshots_own_mode(small, tmp_path):
    """A snapshot written 0600 (as every fastindex before the open() rule wrote them: mkstemp's mode) stays 0600
    when indexed over in place, `--base X -o X`, under umask 022: an existing file's own mode is kept, as open()
    keeps it, never widened (it may have been set on purpose). Documented in the README; not a change."""
    root, snap = small
    x = tmp_path / "x.fidx"
    x.write_bytes(snap.read_bytes())
    x.chmod(0o600)
    proc = fastindex_cli("index", str(root), "--base", str(x), "-o", str(x), "-q",
                         preexec_fn=lambda: os.umask(0o022))
    assert proc.returncode == 0, proc.stderr
    assert (x.stat().st_mode & 0o777) == 0o600 and written("index", x)


# ---- an output that would destroy an input; a failed write; stdout ----------------------------------------

def file_size_limit(limit: int):
    """For preexec_fn: files the process writes cannot grow past `limit` bytes (a write past it fails with
    EFBIG, as on a full disk: Python ignores SIGXFSZ)."""
    import resource

    return lambda: resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_a_failed_write_leaves_the_previous_file(small, tmp_path, what):
    out = tmp_path / "out"
    out.write_bytes(b"previous")
    proc = write_to(small, what, out, preexec_fn=file_size_limit(256))
    one_line_error(proc, "cannot write", str(out))
    assert out.read_bytes() == b"previous"
    assert [p.name for p in tmp_path.iterdir()] == ["out"]   # no temporary file left


@pytest.mark.parametrize("backend", ["inprocess", "fork"])
def test_a_write_that_fails_while_the_map_streams_the_sections_is_one_line(tmp_path, backend):
    """The per-file sections are written while the map runs (snapshot.stream), by the writer's thread: a write
    that fails then (a file size limit, as a full disk) is one line, `cannot write snapshot`, as one that fails
    after the map, and leaves no temporary file (it was an internal error with a traceback's last line)."""
    root = tmp_path / "repo"
    for i in range(60):   # ~0.5 MB of source: its sections pass the limit while the map still runs
        write(root, f"pkg/m{i:02d}.py", "".join(f"def f{i}_{k}(x):\n    return g{k}(x) + x.h{k}()\n\n\n"
                                                for k in range(200)))
    out = tmp_path / "out" / "o.fidx"
    out.parent.mkdir()
    proc = fastindex_cli("index", str(root), "-o", str(out), "-q", "--backend", backend, "--workers", "2",
                         preexec_fn=file_size_limit(40_000))
    one_line_error(proc, "cannot write snapshot", str(out), "File too large")
    assert list(out.parent.iterdir()) == []


def test_a_write_failure_is_still_the_oserror_it_was_for_python_callers():
    import errno

    from fastindex.output import OutputError, WriteFailed, writing

    with pytest.raises(WriteFailed) as info:
        with writing("snapshot /x/o.fidx"):
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
    exc = info.value
    assert isinstance(exc, OSError) and isinstance(exc, OutputError) and exc.errno == errno.ENOSPC
    assert str(exc) == "cannot write snapshot /x/o.fidx: No space left on device"


def test_a_failed_report_write_leaves_the_previous_report(tmp_path):
    """--report is written as the exports are: under a temporary name renamed into place. A write that fails
    (a file size limit, as a full disk) is one line and leaves the previous report, not a truncated one."""
    root = tmp_path / "repo"
    for i in range(30):   # long names, listed in the report's errors and slowest files: a report far larger
        write(root, f"{'x' * 180}_{i:02d}.py", b'def f():\n    return "\xff"\n')   # than the snapshot
    out, report = tmp_path / "out" / "o.fidx", tmp_path / "out" / "report.json"
    out.parent.mkdir()
    assert fastindex_cli("index", str(root), "-o", str(out), "--report", str(report), "-q").returncode == 0
    assert out.stat().st_size < 6000 < report.stat().st_size
    complete = json.loads(report.read_text())
    assert len(complete["errors"]["decode"]) == 30
    report.write_bytes(b"previous")
    out.unlink()
    proc = fastindex_cli("index", str(root), "-o", str(out), "--report", str(report), "-q", cwd=tmp_path,
                         preexec_fn=file_size_limit(6000))
    one_line_error(proc, f"cannot write report {report}: File too large (the snapshot is written)")
    assert report.read_bytes() == b"previous"
    with fastindex.open(str(out)) as s:
        assert len(s.files) == 30
    assert sorted(p.name for p in out.parent.iterdir()) == ["o.fidx", "report.json"]   # no temporary file left


def test_the_report_to_stdout(small, tmp_path):
    root, _ = small
    for name in ("-", "/dev/stdout"):
        proc = fastindex_cli("index", str(root), "-o", str(tmp_path / "o.fidx"), "--report", name, "-q", cwd=tmp_path)
        assert proc.returncode == 0, proc.stderr
        assert json.loads(proc.stdout)["languages"]["python"]["files"] == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["o.fidx"]


@pytest.mark.parametrize("what", EXPORTS)
def test_an_export_onto_its_input_is_refused(small, tmp_path, what):
    _, snap = small
    kept = snap.read_bytes()
    link, hard = tmp_path / "link.fidx", tmp_path / "hard.fidx"
    link.symlink_to(snap)
    os.link(snap, hard)
    for out in (snap, link, hard):
        proc = fastindex_cli("export", str(hard if out == snap else snap), "--format", what, "-o", str(out))
        one_line_error(proc, "is the input", str(out))
    assert snap.read_bytes() == kept and link.is_symlink()


def test_index_onto_a_file_of_its_repository_or_its_report_is_refused(small, tmp_path):
    root, _ = small
    source = root / "a.py"
    kept = source.read_bytes()
    one_line_error(fastindex_cli("index", str(root), "-o", str(source), "-q"), "file of the repository")
    assert source.read_bytes() == kept
    out = tmp_path / "o.fidx"
    one_line_error(fastindex_cli("index", str(root), "-o", str(out), "--report", str(out), "-q"), "--report")
    assert not out.exists()
    one_line_error(fastindex_cli("index", str(root), "-o", str(out), "--report", str(source), "-q"),
                   "--report", "file of the repository")
    assert source.read_bytes() == kept and not out.exists()


def test_a_report_inside_the_repository_is_replaced_run_after_run(tmp_path):
    """What the refusal above spares: a report the previous run wrote into the repository (a JSON file with a
    report's fields) is its own output and is replaced, while another JSON file there is refused."""
    root = write(tmp_path / "repo", "a.py", "def f():\n    return 1\n").parent   # not `small`'s: files are added
    report, out = root / "fastindex-report.json", tmp_path / "o.fidx"
    for _ in range(2):
        proc = fastindex_cli("index", str(root), "-o", str(out), "--report", str(report), "-q")
        assert proc.returncode == 0, proc.stderr
        assert json.loads(report.read_text())["languages"]["python"]["files"] == 1
    other = root / "package.json"
    other.write_text('{"name": "x", "languages": []}')
    one_line_error(fastindex_cli("index", str(root), "-o", str(out), "--report", str(other), "-q"),
                   "file of the repository")
    assert json.loads(other.read_text()) == {"name": "x", "languages": []}


def test_index_in_place_onto_its_base(small, tmp_path):
    root, snap = small
    (tmp_path / "v1.fidx").write_bytes(snap.read_bytes())
    latest = tmp_path / "latest.fidx"
    latest.symlink_to("v1.fidx")
    for base in (tmp_path / "v1.fidx", latest):
        proc = fastindex_cli("index", str(root), "--base", str(base), "-o", str(base), "--report",
                             str(tmp_path / "report.json"))
        assert proc.returncode == 0, proc.stderr
        report = json.loads((tmp_path / "report.json").read_text())
        assert report["reuse"]["reused"] == 1 and report["reuse"]["parsed"] == 0
    assert latest.is_symlink()
    with fastindex.open(str(latest)) as s:
        assert len(s.files) == 1


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_dash_is_stdout_for_text_and_refused_for_binary_outputs(small, tmp_path, what):
    proc = write_to(small, what, "-", cwd=tmp_path)
    assert not (tmp_path / "-").exists()
    if what in ("index", "sqlite"):
        one_line_error(proc, "stdout")
        return
    assert proc.returncode == 0, proc.stderr
    assert write_to(small, what, tmp_path / "file").returncode == 0
    assert proc.stdout == (tmp_path / "file").read_text(encoding="utf-8") and "a.py" in proc.stdout


@pytest.mark.parametrize("what", ("index", *EXPORTS))
def test_dev_stdout_is_stdout_even_when_it_is_a_regular_file(small, tmp_path, what):
    """`-o /dev/stdout` (or /dev/fd/1) with stdout redirected to a file, after a header the caller wrote there:
    the text outputs write to the descriptor, as `-o -` does, after the header; the file is not replaced by a
    rename (which dropped the header and left the shell's descriptor on a deleted file). A binary output is
    refused as for `-o -`. Into a pipe, /dev/stdout is stdout too (it was refused as a device)."""
    root, snap = small
    expected = tmp_path / "expected"
    if what not in ("index", "sqlite"):
        assert write_to(small, what, expected).returncode == 0
    for name in ("/dev/stdout", "/dev/fd/1"):
        out = tmp_path / "out"
        with open(out, "wb") as fh:
            fh.write(b"header\n")
            fh.flush()
            inode = os.fstat(fh.fileno()).st_ino
            argv = ["index", str(root), "-o", name, "-q"] if what == "index" else \
                ["export", str(snap), "--format", what, "-o", name]
            proc = subprocess.run([sys.executable, "-m", "fastindex.cli", *argv], stdout=fh, stderr=subprocess.PIPE,
                                  text=True, env=clean_env(), cwd=tmp_path, timeout=300)
        assert out.stat().st_ino == inode
        if what in ("index", "sqlite"):
            one_line_error(proc, f"cannot be written to stdout (-o {name})")
            assert out.read_bytes() == b"header\n"
        else:
            assert proc.returncode == 0, proc.stderr
            assert out.read_bytes() == b"header\n" + expected.read_bytes()
        assert sorted(p.name for p in tmp_path.iterdir()) == ["expected", "out"][not expected.exists():]   # no temp
    proc = write_to(small, what, Path("/dev/stdout"))
    if what in ("index", "sqlite"):
        one_line_error(proc, "stdout")
    else:
        assert proc.returncode == 0 and proc.stdout == expected.read_text(encoding="utf-8"), proc.stderr


def test_an_output_naming_another_descriptor_of_a_regular_file_is_refused(small, tmp_path):
    """`-o /dev/stderr` with stderr redirected to a file: refused in one line (written there), not a rename that
    would replace the file behind the descriptor."""
    _, snap = small
    err = tmp_path / "err"
    with open(err, "w") as fh:
        proc = subprocess.run([sys.executable, "-m", "fastindex.cli", "export", str(snap), "--format", "text", "-o",
                               "/dev/stderr"], stdout=subprocess.PIPE, stderr=fh, env=clean_env(), cwd=tmp_path,
                              timeout=300)
    assert proc.returncode == 2
    lines = err.read_text().splitlines()
    assert lines == ["fastindex: error: output /dev/stderr is file descriptor 2 of fastindex: the file it leads to "
                     "would be replaced, not written through it; give that file's path"]
    assert [p.name for p in tmp_path.iterdir()] == ["err"]


# ---- a reader of stdout that goes away --------------------------------------------------------------------

def test_a_closed_stdout_ends_every_command_quietly(small, tmp_path):
    """`fastindex ... | head`: the reader's end of the pipe is closed before the command writes (as after head
    has its lines), so every write to stdout fails with EPIPE, deterministically."""
    _, snap = small
    commands = [["stats", str(snap)], ["stats", str(snap), "--json"], ["diff", str(snap), str(snap)],
                ["diff", str(snap), str(snap), "--json"], ["query", str(snap), "callers", "f3"],
                ["query", str(snap), "callers", "f3", "--json"], ["query", str(snap), "find", "nope"],
                *(["export", str(snap), "--format", f, "-o", "-"] for f in EXPORTS if f != "sqlite")]
    for argv in commands:
        r, w = os.pipe()
        os.close(r)
        try:
            proc = subprocess.run([sys.executable, "-m", "fastindex.cli", *argv], stdout=w, stderr=subprocess.PIPE,
                                  text=True, env=clean_env(), cwd=tmp_path, timeout=300)
        finally:
            os.close(w)
        assert (proc.returncode, proc.stderr) == (141, ""), argv   # 128 + SIGPIPE (fastindex.cli.EXIT_PIPE)
    assert list(tmp_path.iterdir()) == []


def test_a_write_failure_pickles_and_copies_with_its_message():
    import copy
    import errno
    import pickle

    from fastindex.output import WriteFailed

    exc = WriteFailed.of("snapshot /x/o.fidx", OSError(errno.ENOSPC, os.strerror(errno.ENOSPC)))
    for again in (copy.copy(exc), pickle.loads(pickle.dumps(exc))):
        assert type(again) is WriteFailed and again.errno == errno.ENOSPC
        assert str(again) == "cannot write snapshot /x/o.fidx: No space left on device"


def test_the_readmes_python_snippet_runs_as_written(tmp_path, monkeypatch, capsys):
    """README.md's "From Python" block, run on a repository where Repo.get is called at module level too (the
    snippet read `qualname` of every caller, which a file node has not: KeyError)."""
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    start = readme.index("import fastindex\n\nsnap = fastindex.open(")
    code = readme[start:readme.index("```", start)]
    root = write(tmp_path / "repo", "app/models.py", "class Repo:\n    def get(self, k):\n        return k\n\n\n"
                 "Repo().get(2)\n\n\ndef use(r: Repo):\n    return r.get(1)\n").parents[1]
    assert fastindex_cli("index", str(root), "-o", str(tmp_path / "repo.fidx"), "-q").returncode == 0
    monkeypatch.chdir(tmp_path)
    scope: dict = {}
    exec(compile(code, "README.md", "exec"), scope)
    assert sorted(scope["callers"]) == ["<module>", "use"]
    scope["snap"].close()
    assert "app/models.py Repo.get method 2" in capsys.readouterr().out


@pytest.mark.parametrize("after", ["open", "fchmod"])
def test_an_interrupt_right_after_the_temporary_file_exists_removes_it(tmp_path, monkeypatch, after):
    """Ctrl-C delivered the moment the temporary snapshot file is created (where test_hostile's frozen run can land:
    it stops the process as soon as the file appears) leaves no `.fidx-*.tmp` behind: mkstemp could be interrupted
    between creating the file and returning its name. The real calls run; the interrupt is raised after them."""
    from fastindex import output

    real = getattr(os, after)

    def interrupted(*args, **kwargs):
        fd = real(*args, **kwargs)
        if after == "open":
            os.close(fd)   # (the descriptor the interrupt lost: this test's process stays clean)
        raise KeyboardInterrupt

    monkeypatch.setattr(os, after, interrupted)
    with pytest.raises(KeyboardInterrupt):
        output.create_temporary(str(tmp_path / "o.fidx"), prefix=".fidx-")
    monkeypatch.undo()
    assert list(tmp_path.iterdir()) == []
