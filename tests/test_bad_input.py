"""Bad input: each user error is one line on stderr starting `fastindex: error:`, a non-zero exit and no
traceback; bad files inside a repository are recorded with a reason and the run goes on."""
from __future__ import annotations

import json
import os
import struct
import subprocess
from pathlib import Path

import pytest
from conftest import VENV_BIN, clean_env, index_snapshot, write

from fastindex import cli
from fastindex.map.load import load_and_map
from fastindex.pipeline import IndexOptions, index, write_snapshot
from fastindex.snapshot import FORMAT_MAJOR, SECTIONS, SnapshotReader, SnapshotWriter

PY = "class A:\n    def m(self):\n        return helper()\n\n\ndef helper():\n    return 1\n"


def run_cli(capsys, *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def assert_one_line_error(code: int, err: str, *needles: str) -> None:
    assert code != 0
    assert "Traceback" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("fastindex: error: ")
    for n in needles:
        assert n in lines[0]


@pytest.fixture(scope="module")
def good_snapshot(tmp_path_factory) -> Path:
    base = tmp_path_factory.mktemp("bad_input")
    root = base / "repo"
    write(root, "a.py", PY)
    write(root, "b.ts", "export function f(): number { return 1; }\n")
    out = base / "good.fidx"
    index_snapshot(root, out)
    return out


def corrupt_copy(src: Path, dest: Path, edit) -> Path:
    data = bytearray(src.read_bytes())
    data = edit(data)
    dest.write_bytes(bytes(data))
    return dest


# ---- index: bad arguments ------------------------------------------------------------------------------

def test_index_missing_repo_path(tmp_path, capsys):
    code, _, err = run_cli(capsys, "index", str(tmp_path / "nope"), "-o", str(tmp_path / "o.fidx"), "-q")
    assert_one_line_error(code, err, "does not exist", str(tmp_path / "nope"))
    assert not (tmp_path / "o.fidx").exists()


def test_index_repo_path_is_a_file(tmp_path, capsys):
    f = write(tmp_path, "file.py", PY)
    code, _, err = run_cli(capsys, "index", str(f), "-o", str(tmp_path / "o.fidx"), "-q")
    assert_one_line_error(code, err, "not a directory")


def unwritable_dir(tmp_path: Path) -> Path:
    d = tmp_path / "readonly"
    d.mkdir()
    d.chmod(0o555)
    if not os.access(d, os.W_OK):
        return d
    # root ignores permission bits; a procfs folder takes no new files from anyone
    return Path("/proc/self")


def test_index_unwritable_output_folder(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    folder = unwritable_dir(tmp_path)
    try:
        code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(folder / "o.fidx"), "-q")
    finally:
        (tmp_path / "readonly").chmod(0o755)
    assert_one_line_error(code, err, "not writable")
    assert not (folder / "o.fidx").exists()


def test_index_output_in_missing_folder(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path / "no" / "such" / "o.fidx"),
                           "-q")
    assert_one_line_error(code, err, "does not exist")


def test_index_output_is_a_directory(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path), "-q")
    assert_one_line_error(code, err, "is a directory")


def test_index_negative_workers(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path / "o.fidx"),
                           "--workers", "-1", "-q")
    assert_one_line_error(code, err, "--workers")


@pytest.mark.parametrize("value", ["0", "-1"])
def test_index_max_file_bytes_below_one(tmp_path, capsys, value):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path / "o.fidx"),
                           "--max-file-bytes", value, "-q")
    assert_one_line_error(code, err, "--max-file-bytes must be >= 1")
    assert not (tmp_path / "o.fidx").exists()


def test_index_with_no_indexable_file_warns(tmp_path, capsys):
    """An empty snapshot is written, with one warning line (also under -q); the progress counts 0 of 0."""
    (tmp_path / "empty").mkdir()
    write(tmp_path, "docs/readme.txt", "hello\n")
    write(tmp_path, "docs/notes.md", "# notes\n")
    code, _, err = run_cli(capsys, "index", str(tmp_path / "empty"), "-o", str(tmp_path / "e.fidx"), "-q")
    assert code == 0 and err == f"fastindex: warning: no file indexed in {tmp_path / 'empty'} (no files); " \
                                "the snapshot is empty\n", err
    code, _, err = run_cli(capsys, "index", str(tmp_path / "docs"), "-o", str(tmp_path / "d.fidx"))
    assert code == 0 and "map: 0/0 files" in err and "0/1" not in err, err
    assert err.endswith(f"fastindex: warning: no file indexed in {tmp_path / 'docs'} (skipped: not-source 2); "
                        "the snapshot is empty\n"), err
    assert (tmp_path / "d.fidx").exists()
    write(tmp_path, "docs/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "docs"), "-o", str(tmp_path / "d.fidx"), "-q")
    assert code == 0 and err == ""


def test_index_unknown_language(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path / "o.fidx"),
                           "--languages", "py,cobol", "-q")
    assert_one_line_error(code, err, "cobol")


def test_index_unreachable_ray_address_fails_in_one_line(tmp_path):
    """A --ray-address nothing listens on: one line and exit 2 within seconds (ray.init retried for minutes)."""
    import socket

    write(tmp_path, "repo/a.py", PY)
    with socket.socket() as s:    # a port nothing listens on once closed
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    for address in (f"127.0.0.1:{port}", f"ray://127.0.0.1:{port}"):
        proc = subprocess.run([str(VENV_BIN / "fastindex"), "index", str(tmp_path / "repo"), "-o",
                               str(tmp_path / "o.fidx"), "--ray-address", address, "-q"],
                              capture_output=True, text=True, env=clean_env(), timeout=60)
        assert proc.returncode == 2
        assert_one_line_error(proc.returncode, proc.stderr, f"could not join the Ray cluster at {address}: "
                              f"cannot connect to 127.0.0.1:{port} (Connection refused)")
        assert not (tmp_path / "o.fidx").exists()


def test_index_ray_address_that_is_not_a_ray_cluster_fails_in_seconds(tmp_path):
    """A --ray-address that takes TCP connections but is not a Ray cluster (a web server; a port that closes every
    connection; one that never answers): one line and exit 2 within seconds. ray.init tried such an address for
    many minutes (20 attempts of up to 40 s each)."""
    import http.server
    import socket
    import threading
    import time

    write(tmp_path, "repo/a.py", PY)
    web = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.SimpleHTTPRequestHandler)
    closer, silent = socket.socket(), socket.socket()
    held = []

    def serve(sock, keep):
        while True:
            try:
                conn, _ = sock.accept()
            except OSError:   # the test closed the socket
                return
            if keep:
                held.append(conn)   # accepted, never answered
            else:
                conn.close()

    threads = [threading.Thread(target=web.serve_forever, daemon=True)]
    for sock, keep in ((closer, False), (silent, True)):
        sock.bind(("127.0.0.1", 0))
        sock.listen(16)
        threads.append(threading.Thread(target=serve, args=(sock, keep), daemon=True))
    for t in threads:
        t.start()
    cases = [(web.server_address[1], "it answered '<!DOCTYPE HTML>'"),
             (closer.getsockname()[1], "it closed the connection without answering"),
             (silent.getsockname()[1], "no answer within 5 s")]
    try:
        for port, answer in cases:
            for scheme, what in (("", "Ray's GCS"), ("ray://", "a Ray Client server")):
                address = f"{scheme}127.0.0.1:{port}"
                t0 = time.monotonic()
                proc = subprocess.run([str(VENV_BIN / "fastindex"), "index", str(tmp_path / "repo"), "-o",
                                       str(tmp_path / "o.fidx"), "--ray-address", address, "-q"],
                                      capture_output=True, text=True, env=clean_env(), timeout=40)
                took = time.monotonic() - t0
                assert proc.returncode == 2
                assert_one_line_error(proc.returncode, proc.stderr, f"could not join the Ray cluster at {address}: "
                                      f"127.0.0.1:{port} takes connections but does not answer as {what} (a gRPC "
                                      f"server) does: {answer}")
                assert took < 15, (address, took)
                assert not (tmp_path / "o.fidx").exists()
    finally:
        web.shutdown()
        web.server_close()
        for sock in (closer, silent):
            sock.shutdown(socket.SHUT_RDWR)   # wakes its accept() (close alone would not)
        for t in threads:
            t.join(5)
        for sock in (closer, silent, *held):
            sock.close()


# ---- stats on files that are not (good) snapshots ----------------------------------------------------------

def test_stats_on_a_non_snapshot_file(tmp_path, capsys):
    f = write(tmp_path, "notes.txt", "hello, not a snapshot\n")
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "not a fastindex snapshot")


def test_stats_on_an_empty_file(tmp_path, capsys):
    f = write(tmp_path, "empty.fidx", b"")
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "not a fastindex snapshot")


def test_stats_on_a_missing_file(tmp_path, capsys):
    code, _, err = run_cli(capsys, "stats", str(tmp_path / "gone.fidx"))
    assert_one_line_error(code, err, "no such file")


@pytest.mark.parametrize("keep", [0.5, 0.99])
def test_stats_on_a_truncated_snapshot(good_snapshot, tmp_path, capsys, keep):
    f = corrupt_copy(good_snapshot, tmp_path / "cut.fidx", lambda d: d[: int(len(d) * keep)])
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "truncated")


@pytest.mark.parametrize("section", ["meta", "files", "edges"])
def test_stats_on_a_flipped_byte_in_a_section(good_snapshot, tmp_path, capsys, section):
    s = SnapshotReader(str(good_snapshot)).sections[section]

    def flip(d):
        d[s["offset"] + s["length"] // 2] ^= 0x40
        return d
    f = corrupt_copy(good_snapshot, tmp_path / "flip.fidx", flip)
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "checksum mismatch", repr(section))


def test_stats_on_a_corrupt_footer(good_snapshot, tmp_path, capsys):
    def garble(d):
        (flen,) = struct.unpack("<Q", d[-16:-8])
        start = len(d) - 16 - flen
        d[start:start + 2] = b"#!"          # the footer's JSON no longer parses
        return d
    f = corrupt_copy(good_snapshot, tmp_path / "footer.fidx", garble)
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "corrupt")


def test_stats_on_a_wrong_major_version(good_snapshot, tmp_path, capsys):
    def bump(d):
        d[8:10] = struct.pack("<H", 99)
        return d
    f = corrupt_copy(good_snapshot, tmp_path / "v99.fidx", bump)
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "format 99.", "re-index")


def test_export_on_a_corrupt_snapshot(good_snapshot, tmp_path, capsys):
    s = SnapshotReader(str(good_snapshot)).sections["files"]

    def flip(d):
        d[s["offset"] + 1] ^= 0xFF
        return d
    f = corrupt_copy(good_snapshot, tmp_path / "flip.fidx", flip)
    code, _, err = run_cli(capsys, "export", str(f), "--format", "entity-edges", "-o", str(tmp_path / "e.tsv"))
    assert_one_line_error(code, err, "checksum mismatch")


def test_export_to_a_missing_folder(good_snapshot, tmp_path, capsys):
    code, _, err = run_cli(capsys, "export", str(good_snapshot), "--format", "text",
                           "-o", str(tmp_path / "missing" / "dump.txt"))
    assert_one_line_error(code, err, "does not exist")


def test_stats_on_the_good_snapshot_succeeds(good_snapshot, capsys):
    # the corruption tests above start from this file: it must read cleanly
    code, out, err = run_cli(capsys, "stats", str(good_snapshot))
    assert code == 0, err
    assert "files: python 1, typescript 1" in out


def test_console_script_reports_one_line_error(tmp_path):
    exe = VENV_BIN / "fastindex"
    f = write(tmp_path, "bogus.fidx", b"FIDXSNAP" + struct.pack("<HH", FORMAT_MAJOR, 0) + b" and nothing useful")
    proc = subprocess.run([str(exe), "stats", str(f)], check=False, capture_output=True, text=True,
                          env=clean_env(), timeout=120)
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert_one_line_error(proc.returncode, proc.stderr, "truncated")
    proc = subprocess.run([str(exe), "index", str(tmp_path / "missing"), "-o", str(tmp_path / "o.fidx")], check=False,
                          capture_output=True, text=True, env=clean_env(), timeout=120)
    assert_one_line_error(proc.returncode, proc.stderr, "does not exist")


def test_python_m_fastindex_is_the_command(tmp_path):
    write(tmp_path, "repo/a.py", PY)
    proc = subprocess.run([str(VENV_BIN / "python"), "-m", "fastindex", "index", str(tmp_path / "repo"), "-o",
                           str(tmp_path / "o.fidx"), "-q"], capture_output=True, text=True, env=clean_env(),
                          timeout=120, cwd=tmp_path)
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    proc = subprocess.run([str(VENV_BIN / "python"), "-m", "fastindex", "--help"], capture_output=True, text=True,
                          env=clean_env(COLUMNS="300"), timeout=120, cwd=tmp_path)   # wide: argparse wraps no line
    assert proc.returncode == 0 and proc.stdout.startswith("usage: fastindex ")
    # every question `query` answers is in the top-level help
    from fastindex.query.cli import QUESTIONS
    assert "ask a snapshot: " + ", ".join(QUESTIONS) + "\n" in proc.stdout, proc.stdout


def test_index_report_path_is_a_directory_names_the_option(tmp_path, capsys):
    write(tmp_path, "repo/a.py", PY)
    code, _, err = run_cli(capsys, "index", str(tmp_path / "repo"), "-o", str(tmp_path / "o.fidx"),
                           "--report", str(tmp_path), "-q")
    assert_one_line_error(code, err, f"--report: output path is a directory: {tmp_path}")


def test_console_script_index_run_writes_and_reports_before_it_exits(tmp_path):
    """The console entry ends an index run without tearing its objects down (cli.run): the snapshot, the
    report file and the summary on stderr are all complete, and equal what the in-process run gives."""
    import sys
    root = tmp_path / "repo"
    write(root, "a.py", PY)
    write(root, "b.ts", "export function f(): number {\n  return 1;\n}\n")
    here = tmp_path / "here.fidx"
    assert cli.main(["index", str(root), "-o", str(here), "-q", "--backend", "inprocess"]) == 0
    for cmd in ([str(VENV_BIN / "fastindex")], [sys.executable, "-m", "fastindex.cli"]):
        out, report = tmp_path / "out.fidx", tmp_path / "report.json"
        proc = subprocess.run([*cmd, "index", str(root), "-o", str(out), "--report", str(report), "--backend",
                               "inprocess"], capture_output=True, text=True, env=clean_env(), timeout=300)
        assert proc.returncode == 0, proc.stderr
        assert proc.stderr.rstrip().splitlines()[-1].startswith(f"snapshot: {out} (")
        assert set(json.loads(report.read_text())["languages"]) == {"python", "typescript"}
        with SnapshotReader(str(out)) as a, SnapshotReader(str(here)) as b:
            assert {n: s["blake2b"] for n, s in a.sections.items() if n != "meta"} == \
                {n: s["blake2b"] for n, s in b.sections.items() if n != "meta"}


# ---- bad files inside a repository: recorded, the run goes on ---------------------------------------------

def test_invalid_utf8_file_is_indexed_and_reported(tmp_path):
    root = tmp_path / "repo"
    write(root, "bad.py", b"def caf\xe9():\n    pass\n\n\ndef ok():\n    return 1\n")
    write(root, "good.py", PY)
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert set(files) == {"bad.py", "good.py"}
    bad = files["bad.py"]
    assert bad.error.startswith("decode: invalid UTF-8 at byte 7")
    assert "ok" in [d.name for d in bad.definitions]
    assert snap.report["errors"]["decode"] == ["bad.py"]
    assert {"path": "bad.py", "reason": bad.error} in snap.problems
    assert not files["good.py"].error


def test_syntax_error_still_yields_definitions(tmp_path):
    root = tmp_path / "repo"
    write(root, "broken.py", "def good():\n    return 1\n\ndef broken(:\n    pass\n\nclass After:\n    x = 1\n")
    write(root, "broken.ts", "export function ok(): number { return 1; }\nexport class {{{ \n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    for path in ("broken.py", "broken.ts"):
        assert files[path].parse_errors > 0
    assert {"good", "After"} <= {d.name for d in files["broken.py"].definitions}
    assert "ok" in {d.name for d in files["broken.ts"].definitions}
    assert snap.report["errors"]["syntax-errors"] == ["broken.py", "broken.ts"]


def test_grammar_gap_is_no_syntax_error(tmp_path):
    """styled-components' `styled.div<Props>`...``: the pinned TypeScript grammar parses it with a MISSING `!`
    (spec.grammar_gaps). Such a file has no syntax error (outline: 108 of 2,706 files were reported), keeps its
    references, and a real error beside the gap still counts."""
    root = tmp_path / "repo"
    styled = ("import styled from 'styled-components';\nimport { pad } from './pad';\n"
              "export const Badge = styled.span<{ yellow?: boolean }>`\n  padding: ${() => pad(1)};\n`;\n"
              "export const Box = styled(Badge)<{ $on: boolean }>`x`;\n")
    write(root, "pad.ts", "export function pad(n: number): string { return `${n}px`; }\n")
    write(root, "Badge.ts", styled)
    write(root, "Badge2.tsx", styled)
    write(root, "broken.ts", styled + "export class {{{ \n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert files["Badge.ts"].parse_errors == 0 and files["Badge2.tsx"].parse_errors == 0
    assert files["broken.ts"].parse_errors > 0
    assert snap.report["errors"]["syntax-errors"] == ["broken.ts"]
    for path in ("Badge.ts", "Badge2.tsx"):
        assert {"Badge", "Box"} <= {d.name for d in files[path].definitions}
        assert "pad" in {r.name for r in files[path].references}


def test_grammar_repair_parses_valid_typescript_the_grammar_fails_on(tmp_path):
    """hono: generic call signatures on consecutive lines without `;` (`interface Get { <K>(k: K): X \n <K>(..) }`)
    made the pinned grammar read the `<` as the previous type's arguments: the interface, and for hono's types.ts
    the whole file, an error, its entities lost. `export type * from` (TS 5.0) was an error too. spec.grammar_repairs
    respells both (same length); definitions keep their lines and texts."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "status.ts", "export type Status = 200 | 404\n")
    write(root, "types.ts", "import type { Status } from './status'\n"
                            "export interface Get {\n"
                            "  <K extends keyof Vars>(key: K): Vars[K]\n"
                            "  <\n    K extends string,\n  >(key: K): Status\n"
                            "}\n"
                            "export type Vars = { a: number }\n"
                            "export type Boxed<T extends Status = Status> = { v: T }\n"
                            "export type * from './status'\n")
    write(root, "use.ts", "import type { Status } from './types'\nexport const ok = (s: Status) => s\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert files["types.ts"].parse_errors == 0
    assert {d.name: d.start_line for d in files["types.ts"].definitions if d.name in ("Vars", "Boxed")} == \
        {"Vars": 8, "Boxed": 9}
    edges = set(entity_edges(snap))
    assert ("types.ts", "Get", "status.ts", "Status") in edges
    assert ("types.ts", "Boxed", "status.ts", "Status") in edges
    assert ("use.ts", "ok", "status.ts", "Status") in edges


def test_grammar_repair_reads_using_as_a_name_and_keeps_using_declarations(tmp_path):
    """`using` as a name in an expression (mikro-orm's SchemaHelper: `${tableName}${using}`, TypeScript 5.2 made it a
    declaration keyword) made the pinned grammar fail and every method after it a module-level site (the class's
    `this.quote(..)` calls lost); the repair respells it for the parse, the name read stays `using`, and a `using`
    declaration is left as it is."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "s.ts", "export class Helper {\n"
                        "  quote(k: string): string { return k; }\n"
                        "  index(name: string): string {\n"
                        "    const using = this.method(name);\n"
                        "    return `create index ${name}${using}`;\n"
                        "  }\n"
                        "  method(n: string): string { return n; }\n"
                        "  drop(name: string): string { return `drop ${this.quote(name)}`; }\n"
                        "  scoped(): string {\n"
                        "    using res = open();\n"
                        "    return this.quote(res.name);\n"
                        "  }\n"
                        "}\n"
                        "function open() { return { name: 'r', [Symbol.dispose]() {} }; }\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    f = next(snap.iter_files())
    assert f.parse_errors == 0
    assert ("using", "Helper.index") in {(r.name, f.definitions[r.scope].qualname) for r in f.references
                                          if r.scope >= 0}
    edges = set(entity_edges(snap))
    for method in ("drop", "scoped"):
        assert ("s.ts", f"Helper.{method}", "s.ts", "Helper.quote") in edges
    assert ("s.ts", "Helper.scoped", "s.ts", "open") in edges


def test_grammar_repair_reads_members_named_accessor_and_abstract(tmp_path):
    """A class method named `accessor` (mikro-orm's property builder), which the pinned grammar reads as an
    auto-accessor field's keyword (`accessor x = 1`, TypeScript 4.9), and an interface property named `abstract`,
    read as the modifier: the class or interface was an error from there on; the repair respells the names for the
    parse, the members keep their names, and an auto-accessor field still parses."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "b.ts", "export class Builder {\n"
                        "  accessor count = 1;\n"
                        "  assign(o: object): Builder { return this; }\n"
                        "  accessor(accessor: string | boolean = true): Builder {\n"
                        "    return this.assign({ accessor });\n"
                        "  }\n"
                        "  nullable(): Builder { return this.assign({}); }\n"
                        "}\n"
                        "export interface Meta {\n  abstract: boolean;\n  name: string;\n}\n"
                        "export const abs = (m: Meta) => m.abstract || m.name;\n"
                        "export const b = new Builder().accessor('x').nullable();\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    f = next(snap.iter_files())
    assert f.parse_errors == 0
    assert {"Builder.accessor", "Builder.nullable", "Builder.count"} <= {d.qualname for d in f.definitions}
    edges = set(entity_edges(snap))
    assert ("b.ts", "Builder.accessor", "b.ts", "Builder.assign") in edges
    assert ("b.ts", "Builder.nullable", "b.ts", "Builder.assign") in edges
    assert ("b.ts", "b", "b.ts", "Builder.accessor") in edges
    assert ("b.ts", "abs", "b.ts", "Meta.abstract") in edges and ("b.ts", "abs", "b.ts", "Meta.name") in edges


def test_grammar_repair_reads_variance_annotations_of_type_parameters(tmp_path):
    """zod's `interface ZodType<out Output = unknown, ..>`, `interface $ZodCheck<in T = never>`, also after a comment
    (`/** @ts-ignore Cast variance */ out Shape extends ..`): TypeScript 4.7's variance annotations, which the pinned
    grammar lacks; the interfaces (zod's core schema files) were errors and their members lost."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "z.ts", "export interface Check<in T = never> {\n  run(v: T): boolean;\n}\n"
                        "export interface ZodType<\n  out Output = unknown,\n  in out Input = unknown,\n> {\n"
                        "  parse(v: unknown): Output;\n  check: Check<Input>;\n}\n"
                        "export interface ZodObject<\n  /** @ts-ignore Cast variance */\n"
                        "  out Shape extends object = {},\n> extends ZodType<Shape> {\n  shape: Shape;\n}\n"
                        "export function use(o: ZodObject) {\n  o.check.run(o.parse(1));\n  return o.shape;\n}\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    f = next(snap.iter_files())
    assert f.parse_errors == 0
    edges = set(entity_edges(snap))
    for member in ("ZodType.check", "ZodType.parse", "Check.run", "ZodObject.shape"):
        assert ("z.ts", "use", "z.ts", member) in edges


def test_grammar_repair_reads_typeof_undefined_in_a_type(tmp_path):
    """lexical's `normalizeClassNames(...classNames: (typeof undefined | boolean | null | string)[])`: the grammar's
    type query takes only a name, so the whole file (lexical's utils/classNames.ts) was an error and its exported
    functions lost; `typeof undefined` as a value is left as it is."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "c.ts", "export function normalizeClassNames(\n"
                        "  ...classNames: (typeof undefined | boolean | null | string)[]\n"
                        "): string[] {\n  return classNames.filter((c) => typeof c === 'string') as string[];\n}\n"
                        "export function addClassNames(el: HTMLElement, ...names: (typeof undefined | string)[]) {\n"
                        "  el.classList.add(...normalizeClassNames(...names));\n"
                        "  return typeof undefined === 'undefined';\n}\n")
    write(root, "use.ts", "import {addClassNames} from './c';\n"
                          "export function make(el: HTMLElement) { addClassNames(el, 'a'); }\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    assert {f.path: f.parse_errors for f in snap.iter_files()} == {"c.ts": 0, "use.ts": 0}
    edges = set(entity_edges(snap))
    assert ("use.ts", "make", "c.ts", "addClassNames") in edges
    assert ("c.ts", "addClassNames", "c.ts", "normalizeClassNames") in edges


def test_grammar_repair_reads_commented_generic_call_signatures_and_members_named_in(tmp_path):
    """redux-toolkit's listener types: generic call signatures without `;` with a blank line and a doc comment before
    each (`): Return\n\n  /** .. */\n  <A extends ..>(`), which made the whole file (82 definitions) one error, and
    GraphQL codegen's `in?: Maybe<..>` after another member, read as an `in` expression: both respelt for the parse."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    write(root, "t.ts", "export type Entry<S = unknown> = { id: string }\n"
                        "export type Overloads<Return> = {\n"
                        "  /** Accepts a predicate */\n"
                        "  <\n    P extends Entry,\n  >(options: { predicate: P }): Return\n\n"
                        "  /** Accepts an action creator, like `increment` */\n"
                        "  <C extends Entry>(options: { creator: C }): Return\n"
                        "  // and a type\n"
                        "  <T extends string>(options: { type: T }): Return\n"
                        "}\n"
                        "export type Query = {\n  notIn?: Entry\n  in?: Entry\n  readonly in2: Entry\n}\n"
                        "export interface Filter {\n  notIn?: Entry\n  in: Entry\n}\n"
                        "export function find(m: Map<string, Entry>, q: Query, f: Filter) {\n"
                        "  return m.get(f.in.id) ?? q\n}\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    f = next(snap.iter_files())
    assert f.parse_errors == 0
    assert {"Overloads", "Query", "Query.in", "Filter.in", "find"} <= {d.qualname for d in f.definitions}
    edges = set(entity_edges(snap))
    assert ("t.ts", "find", "t.ts", "Entry") in edges and ("t.ts", "find", "t.ts", "Filter.in") in edges
    assert ("t.ts", "Overloads", "t.ts", "Entry") in edges


def test_file_deleted_between_discover_and_read(tmp_path):
    write(tmp_path, "present.py", PY)
    table, reason, _ = load_and_map(str(tmp_path), "gone.py", "python")
    assert reason == ""                          # not skipped: kept as a table carrying the reason
    assert table.path == "gone.py" and table.language == "python"
    assert table.error == "read: file vanished"
    assert table.definitions == [] and table.size == 0
    table, reason, _ = load_and_map(str(tmp_path), "present.py", "python")
    assert not table.error and [d.qualname for d in table.definitions] == ["A", "A.m", "helper"]


def test_vanished_file_in_a_shard_does_not_stop_the_shard(tmp_path):
    from fastindex.execute import map_shard

    write(tmp_path, "a.py", PY)
    write(tmp_path, "c.py", PY)
    result = map_shard(str(tmp_path), [("a.py", "python"), ("b.py", "python"), ("c.py", "python")])
    assert [(t.path, t.error) for t in result.tables] == [("a.py", ""), ("b.py", "read: file vanished"),
                                                         ("c.py", "")]
    assert result.skipped == []


def test_unreadable_path_recorded_with_reason(tmp_path):
    # a path that cannot be read as a file (here: a folder) gives a table carrying the OS's reason
    (tmp_path / "pkg.py").mkdir()
    table, reason, _ = load_and_map(str(tmp_path), "pkg.py", "python")
    assert reason == "" and table.error == "read: Is a directory"


# ---- an interrupted write leaves nothing behind -------------------------------------------------------------

def exploding_problems():
    yield {"path": "a.py", "reason": "first record is fine"}
    raise RuntimeError("disk on fire")


def test_interrupted_write_leaves_no_file(tmp_path):
    root = tmp_path / "repo"
    write(root, "a.py", PY)
    opts = IndexOptions(backend="inprocess", progress=False)
    result = index(str(root), opts)
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    result.problems = exploding_problems()
    with pytest.raises(RuntimeError, match="disk on fire"):
        write_snapshot(result, str(out_dir / "o.fidx"), opts)
    assert os.listdir(out_dir) == []


def test_interrupted_write_keeps_the_previous_snapshot(tmp_path, good_snapshot):
    out = tmp_path / "o.fidx"
    out.write_bytes(good_snapshot.read_bytes())
    root = tmp_path / "repo"
    write(root, "a.py", PY)
    opts = IndexOptions(backend="inprocess", progress=False)
    result = index(str(root), opts)
    result.problems = exploding_problems()
    with pytest.raises(RuntimeError):
        write_snapshot(result, str(out), opts)
    assert os.listdir(tmp_path).count("o.fidx") == 1
    assert not [n for n in os.listdir(tmp_path) if n.endswith(".tmp")]
    assert out.read_bytes() == good_snapshot.read_bytes()


# ---- snapshots whose checksums hold but whose structure is wrong (another writer, a bug) ----------------------

def craft_footer(path: Path, footer) -> Path:
    from fastindex.snapshot import END_MAGIC, MAGIC
    raw = json.dumps(footer).encode()
    path.write_bytes(MAGIC + struct.pack("<HH", FORMAT_MAJOR, 0) + raw + struct.pack("<Q", len(raw)) + END_MAGIC)
    return path


@pytest.mark.parametrize("footer", [[], {"sections": "meta"}, {"sections": [{"name": "meta"}]},
                                    {"sections": [{"name": "meta", "offset": "12", "length": 1, "blake2b": ""}]},
                                    {"no_sections": []}])
def test_stats_on_a_malformed_footer(tmp_path, capsys, footer):
    f = craft_footer(tmp_path / "footer.fidx", footer)
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, "corrupt")


def written_snapshot(path: Path, sections: dict) -> Path:
    w = SnapshotWriter(str(path))
    for name in SECTIONS:
        w.section(name, sections.get(name, []))
    w.commit()
    return path


@pytest.mark.parametrize("section,records", [
    ("meta", ["not a header"]),
    ("files", [["a.py", "python"]]),
    ("files", [["a.py", "python", "", 1, 1, 0, [["f"]], [], [], [], [], ""]]),
    ("edges", [[0, 1, 99, 0, 1, 1]]),
    ("unresolved", [["a.py", -1, "x"]]),
    ("files", [["a.py", "python", "", 1, 1, 0, [["f", "f", "function", 1, 1, 0, 5, 1, 4, "", True, -1, False, ""]],
                [], [], [[], [], [], [], [], []], [[], [], [], [], []], ""]], ),
])
def test_stats_on_malformed_records(tmp_path, capsys, section, records):
    # the last case is a well-formed file whose `digests` record (3 bytes for 1 definition) is wrong
    f = written_snapshot(tmp_path / "bad.fidx", {"meta": [{"root": "/r"}], section: records,
                                                 "digests": [b"abc"] * len(records) if section == "files" else []})
    code, _, err = run_cli(capsys, "stats", str(f))
    assert_one_line_error(code, err, f"section {section!r} has malformed records")


# ---- every reading command on every kind of bad file ------------------------------------------------------------

def _truncate(d):
    return d[: len(d) // 2]


def _wrong_major(d):
    d[8:10] = struct.pack("<H", 99)
    return d


def _not_a_snapshot(d):
    return bytearray(b"#!/bin/sh\necho this is not a snapshot\n")


@pytest.mark.parametrize("damage,needle", [(_truncate, "truncated"), (_wrong_major, "format 99."),
                                           (_not_a_snapshot, "not a fastindex snapshot"), (None, "checksum mismatch")])
@pytest.mark.parametrize("command", [["stats", "{snap}"], ["query", "{snap}", "callers", "helper"],
                                     ["export", "{snap}", "--format", "jsonl", "-o", "{out}"]])
def test_every_reading_command_on_a_bad_file(good_snapshot, tmp_path, capsys, damage, needle, command):
    if damage is None:   # one flipped byte inside the files section
        s = SnapshotReader(str(good_snapshot)).sections["files"]

        def damage(d):
            d[s["offset"] + s["length"] // 2] ^= 0x40
            return d
    f = corrupt_copy(good_snapshot, tmp_path / "bad.fidx", damage)
    code, out, err = run_cli(capsys, *(a.format(snap=f, out=tmp_path / "out.jsonl") for a in command))
    assert_one_line_error(code, err, needle)
    assert not (tmp_path / "out.jsonl").exists()


def test_grammar_repair_ends_on_a_header_of_comment_lines_holding_urls(tmp_path):
    """svelte's elements.d.ts (from DefinitelyTyped) opens with 30 comment lines each holding a URL
    (`//                 Asana <https://asana.com>`) and has a member the grammar fails on: the repair pattern for
    generic call signatures could split a line comment at the `//` inside its URL, 2^lines ways to try, and the
    index never ended. Each comment is now taken to its line's end; the file is indexed like any other (the
    subprocess's timeout only tells a hang from a run: it finishes in well under a second)."""
    header = "".join(f"//                 Author {i} <https://github.com/author{i}>\n" for i in range(40))
    body = "export interface HTMLProps {\n  <T>(x: T): T\n  accessor?: number,,\n}\nexport type Booleanish = boolean\n"
    write(tmp_path / "repo", "elements.d.ts", header + body)
    proc = subprocess.run([str(VENV_BIN / "fastindex"), "index", str(tmp_path / "repo"), "-o",
                           str(tmp_path / "o.fidx"), "--workers", "1", "-q"],
                          capture_output=True, text=True, env=clean_env(), timeout=300)
    assert proc.returncode == 0, proc.stderr
    import fastindex
    (table,) = fastindex.open(str(tmp_path / "o.fidx")).files
    assert {"HTMLProps", "Booleanish"} <= {d.name for d in table.definitions}


def test_grammar_repair_reads_reserved_words_a_specifier_exports(tmp_path):
    """svelte's compiler/utils/builders.js: `export { var_builder as var, true_instance as true, if_builder as if }`
    (ES2022: a module's export names may be reserved words) made the pinned JavaScript and TypeScript grammars fail
    on the whole clause, exporting nothing; the repair respells the word for the parse (`va_`) and the name read
    stays the word: `b.var(..)` is var_builder. `as default` the grammar reads itself."""
    from fastindex.exports.entity_edges import entity_edges
    root = tmp_path / "repo"
    body = ("function var_builder(x) { return x; }\nconst true_instance = 1;\nfunction if_builder() {}\n"
            "function main() {}\n")
    write(root, "b.js", body + "export { var_builder as var, true_instance as true, if_builder as if,\n"
                               "  main as default };\n")
    write(root, "t.ts", body + "export { var_builder as var, true_instance as true };\n")
    write(root, "u.js", "import * as b from './b.js';\nimport * as t from './t';\nimport run from './b.js';\n"
                        "export function use() { return b.var(b.true, b.if(), t.var(t.true), run()); }\n")
    _, snap = index_snapshot(root, tmp_path / "o.fidx")
    files = {f.path: f for f in snap.files}
    assert files["b.js"].parse_errors == 0 and files["t.ts"].parse_errors == 0
    edges = set(entity_edges(snap))
    for target in ("b.js::var_builder", "b.js::true_instance", "b.js::if_builder", "b.js::main", "t.ts::var_builder",
                   "t.ts::true_instance"):
        path, name = target.split("::")
        assert ("u.js", "use", path, name) in edges, target
