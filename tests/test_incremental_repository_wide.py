"""Incremental runs where the link's repository-wide results change, every snapshot equal to a full index:

- Go types satisfy interfaces implicitly (the link's structural pass), so an edit can give a type in an unchanged
  file an `implements` edge or take one away. The pass runs again after the files to re-link; a file not linked
  again whose types it now gives other edges is linked again too (relink._structural_moved).
- Members declared outside their type (Rust `impl T` in another module, C++ `int T::f()` in a .cpp) are found
  through the owner index, built for both trees when a file it read or such a member changes; the types whose
  entries differ are linked again with their readers (relink._owner_changes)."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from conftest import write
from test_incremental import change_in_turn, content, reuse_of, run

from fastindex.exports.entity_edges import entity_edges
from fastindex.snapshot.api import Snapshot

GO_MOD = "module example.com/m\n\ngo 1.21\n"


def replacing(path: Path, old: str, new: str):
    """A change that replaces `old` with `new` in the file."""
    def change():
        path.write_text(path.read_text(encoding="utf-8").replace(old, new), encoding="utf-8")
    return change


def implements(path: Path) -> set[tuple[str, str]]:
    """The (type, interface) pairs of a snapshot's `implements` edges, each as "path:qualname"."""
    snap = Snapshot(str(path))
    names = [f"{p}:{d.qualname}" for p, d in snap.iter_definitions()]
    first = len(snap.files)   # node ids: the files, then the definitions
    return {(names[s - first], names[d - first]) for s, d, kind, *_ in snap.edges if kind == "implements"}


def test_a_go_edit_relinks_the_unchanged_files_whose_types_it_makes_satisfy_an_interface_or_not(tmp_path, capsys):
    """Method sets change in one file and interfaces in another: each step takes the partial re-link, equals a
    full index, and an unchanged file whose type gains or loses an interface is linked again for it."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "store/reader.go", "package store\n\ntype Reader interface {\n\tRead(p []byte) int\n}\n")
    write(root, "store/file.go", "package store\n\ntype File struct{ n int }\n\n"
                                 "func (f *File) Read(p []byte) int { return f.n }\n")
    write(root, "store/buf.go", "package store\n\ntype Buf struct{ n int }\n\n"
                                "func (b *Buf) Read(p []byte) int { return b.n }\n")
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/store"\n\n'
                               "func Run(r store.Reader) int { return r.Read(nil) }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    both = {("store/file.go:File", "store/reader.go:Reader"), ("store/buf.go:Buf", "store/reader.go:Reader")}
    assert implements(base) == both

    def edit(rel, old, new):
        return replacing(root / rel, old, new)

    steps = [
        # a body: nothing the pass reads changes its result
        (edit("store/file.go", "return f.n", "return f.n + 1"), "incremental", set(), both),
        # the interface wants one more method: neither type satisfies it, and neither file changed
        (edit("store/reader.go", "Read(p []byte) int\n", "Read(p []byte) int\n\tClose() error\n"), "incremental",
         {"store/file.go", "store/buf.go"}, set()),
        # one type gets it
        (edit("store/buf.go", "return b.n }\n", "return b.n }\n\nfunc (b *Buf) Close() error { return nil }\n"),
         "incremental", set(), {("store/buf.go:Buf", "store/reader.go:Reader")}),
        # a method's parameter type no longer matches the interface's
        (edit("store/buf.go", "Read(p []byte) int", "Read(p string) int"), "incremental", set(), set()),
    ]
    for step, (change, mode, restaled, pairs) in enumerate(steps):
        (tmp_path / str(step)).mkdir()
        base = change_in_turn(capsys, tmp_path / str(step), root, base, [(change, mode)])
        reuse = reuse_of(base)
        assert reuse.get("relinked_structural", 0) == len(restaled), (step, reuse)
        assert implements(base) == pairs, step


def test_a_go_body_edit_keeps_the_structural_result_with_its_lines_read_again(tmp_path, capsys):
    """An edit inside function bodies, lines added above a type and a function added leave what the structural
    pass reads as it was (relink._structural_key): the base's result is kept, its definitions renumbered and each
    edge's line (its type's) read from the new table, not computed again. A function named as an embedded type, or
    a method's new parameter type, computes it again."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "store/reader.go", "package store\n\ntype Reader interface {\n\tRead(p []byte) int\n}\n")
    write(root, "store/wrap.go", "package store\n\ntype Wrap struct {\n\tBase\n}\n")
    write(root, "store/file.go", "package store\n\nfunc helper() int { return 1 }\n\ntype File struct{ n int }\n\n"
                                 "func (f *File) Read(p []byte) int { return f.n }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def edit(old, new):
        return replacing(root / "store/file.go", old, new)

    steps = [(edit("return 1 }", "x := 2\n\tx++\n\n\treturn x\n}"), True),   # the type moves 3 lines down
             (edit("func helper() int {", "// a comment\nfunc helper() int {"), True),
             (edit("func helper() int {", "func other() int { return 0 }\n\nfunc helper() int {"), True),
             # a function named as the type a kept file embeds (invalid Go, but the link takes the first)
             (edit("func other() int", "func Base() int"), False),
             (edit("Read(p []byte) int { return f.n }", "Read(p string) int { return f.n }"), False)]
    for step, (change, kept) in enumerate(steps):
        (tmp_path / str(step)).mkdir()
        base = change_in_turn(capsys, tmp_path / str(step), root, base, [(change, "incremental")])
        assert reuse_of(base).get("structural_kept", False) is kept, step
    assert implements(base) == set()


def test_go_files_that_come_and_go_take_the_partial_relink(tmp_path, capsys):
    """A Go file added (a type satisfying an interface of another file), renamed and removed: the partial re-link
    each time, equal to a full index; the interface's implementers follow."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "store/reader.go", "package store\n\ntype Reader interface {\n\tRead(p []byte) int\n}\n\n"
                                   "func Make() Reader { return nil }\n")
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/store"\n\n'
                               "func Run() int { return store.Make().Read(nil) }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    added = "package store\n\ntype Pipe struct{}\n\nfunc (p Pipe) Read(b []byte) int { return 0 }\n"
    steps = [
        (lambda: write(root, "store/pipe.go", added), "incremental",
         {("store/pipe.go:Pipe", "store/reader.go:Reader")}),
        (lambda: (root / "store/pipe.go").rename(root / "store/tube.go"), "incremental",
         {("store/tube.go:Pipe", "store/reader.go:Reader")}),
        (lambda: (root / "store/tube.go").unlink(), "incremental", set()),
    ]
    for step, (change, mode, pairs) in enumerate(steps):
        (tmp_path / str(step)).mkdir()
        base = change_in_turn(capsys, tmp_path / str(step), root, base, [(change, mode)])
        assert implements(base) == pairs, step


def test_go_files_with_build_constraints_come_and_go_in_the_partial_relink(tmp_path, capsys):
    """A file under `//go:build` added to a package, or removed: which file's `Open` the package's name resolves
    to depends on the default build (linux/amd64) and the files' order; its importers read the package whole and
    are linked again, as for any file added to it."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "json/std.go", "//go:build !gojson\n\npackage json\n\nfunc Marshal() int { return 1 }\n")
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/json"\n\n'
                               "func Run() int { return json.Marshal() + json.Open() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    steps = [(lambda: write(root, "json/a_windows.go", "package json\n\nfunc Open() int { return 2 }\n"),
              "incremental"),
             (lambda: write(root, "json/b.go", "//go:build linux\n\npackage json\n\nfunc Open() int { return 3 }\n"),
              "incremental"),
             (lambda: (root / "json/b.go").unlink(), "incremental")]
    for step, (change, mode) in enumerate(steps):
        (tmp_path / str(step)).mkdir()
        base = change_in_turn(capsys, tmp_path / str(step), root, base, [(change, mode)])
        edges = set(entity_edges(Snapshot(str(base))))
        assert (("app/main.go", "Run", "json/b.go", "Open") in edges) is (step == 1), step


def test_a_go_mod_dependency_bump_is_no_change_to_resolution(tmp_path, capsys):
    """The Go resolver reads a go.mod's module path and its local replacements (GoResolver.config_essence): a
    `require` line added or bumped keeps the partial re-link; a local replacement or another module path links
    every file."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "lib/l.go", "package lib\n\nfunc L() int { return 1 }\n")
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/lib"\n\nfunc Run() int { return lib.L() }\n')
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    steps = [(lambda: write(root, "go.mod", GO_MOD + "\nrequire github.com/x/y v1.2.0 // indirect\n"), "incremental"),
             (lambda: write(root, "go.mod", GO_MOD + "\nrequire github.com/x/y v1.3.0\n"), "incremental"),
             (lambda: write(root, "go.mod", GO_MOD + "\nreplace github.com/x/y => ./lib\n"), "full: "),
             (lambda: write(root, "go.mod", GO_MOD.replace("example.com/m", "example.com/n")), "full: ")]
    base = change_in_turn(capsys, tmp_path, root, base, steps)
    assert ("app/main.go", "Run", "lib/l.go", "L") not in set(entity_edges(Snapshot(str(base))))


@pytest.mark.parametrize("newline", ["\r", "\r\n"])
def test_a_go_mod_with_other_line_endings_is_read_as_the_resolver_reads_it(tmp_path, capsys, newline):
    """The resolver reads go.mod in text mode (\\r and \\r\\n are line breaks): a replacement's new target after a
    comment line is a change to resolution (found by a review: the essence saw one line and no replacement)."""
    root = tmp_path / "repo"
    write(root, "x/x.go", "package x\n\nfunc F() {}\n")
    write(root, "y/y.go", "package x\n\nfunc F() {}\n")
    write(root, "a/a.go", 'package a\n\nimport "example.com/x"\n\nfunc g() { x.F() }\n')
    mod = newline.join(["// m", "module example.com/m", "replace example.com/x => ./x", ""])
    (root / "go.mod").write_bytes(mod.encode())
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    base = change_in_turn(capsys, tmp_path, root, base,
                          [(lambda: (root / "go.mod").write_bytes(mod.replace("./x", "./y").encode()), "full: ")])
    assert ("a/a.go", "g", "y/y.go", "F") in set(entity_edges(Snapshot(str(base))))


READ = "func (t *T) Read(p []byte) int { return 0 }\n"
READER = "type Reader interface {\n\tRead(p []byte) int\n}\n"
TYPE_T = "package store\n\ntype T struct{}\n\n" + READ
UTIL = "package util\n\nfunc F() int { return 1 }\n"


@pytest.mark.parametrize(("files", "rel", "text", "pair"), [
    # a type added to a file that had none: the pass lists types and interfaces without reading their files
    ({"store/reader.go": "package store\n\n" + READER, "util/u.go": UTIL},
     "util/u.go", UTIL + "\ntype T struct{}\n\n" + READ,
     ("util/u.go:T", "store/reader.go:Reader")),
    # no interface in the base (the pass read nothing at all), one added to another file
    ({"store/t.go": TYPE_T, "util/u.go": UTIL}, "util/u.go", UTIL + "\n" + READER,
     ("store/t.go:T", "util/u.go:Reader")),
    # and to the type's own file
    ({"store/t.go": TYPE_T}, "store/t.go", TYPE_T + "\n" + READER, ("store/t.go:T", "store/t.go:Reader")),
])
def test_a_go_file_the_structural_pass_did_not_read_changes_its_result(tmp_path, capsys, files, rel, text, pair):
    """Found by a review's random Go repositories (each snapshot differed from the full index before): the pass's
    recorded dependencies miss the Go files it only listed, so a change to any Go file runs it again."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    for path, source in files.items():
        write(root, path, source)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    base = change_in_turn(capsys, tmp_path, root, base, [(lambda: write(root, rel, text), "incremental")])
    assert implements(base) == {pair}


def test_a_go_file_added_to_a_folder_whose_package_name_another_folder_declares(tmp_path, capsys):
    """A Go package is a folder: `a/util` and `b/util` both declare `package util`, and a file added to `a/util`
    re-links the importers of `a/util` (they read it whole), its new names found through the import after."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "a/util/x.go", "package util\n\nfunc X() int { return 1 }\n")
    write(root, "b/util/y.go", "package util\n\nfunc Y() int { return 1 }\n")
    write(root, "c/w.go", "package c\n\nfunc W() int { return 1 }\n")   # W is defined: no name is new
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/a/util"\n\n'
                               "func Run() int { return util.X() + util.W() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    steps = [(lambda: write(root, "a/util/z.go", "package util\n\nfunc Z() int { return 2 }\n"), "incremental"),
             (lambda: write(root, "a/util/z.go", "package util\n\nfunc Z() int { return 2 }\n\n"
                                                 "func W() int { return 3 }\n"), "incremental")]
    base = change_in_turn(capsys, tmp_path, root, base, steps)
    assert ("app/main.go", "Run", "a/util/z.go", "W") in set(entity_edges(Snapshot(str(base))))


def test_a_go_file_added_first_in_its_folder_changes_the_name_an_import_binds(tmp_path, capsys):
    """The name `import "m/lib"` binds is the package clause of the folder's first file: a file added before
    `lib/b.go` (`package other`) makes it `lib`, and `lib.Y()` resolves."""
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    write(root, "lib/b.go", "package other\n\nfunc X() int { return 1 }\n")
    write(root, "lib/c.go", "package lib\n\nfunc Y() int { return 2 }\n")
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/lib"\n\nfunc Run() int { return lib.Y() }\n')
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    base = change_in_turn(capsys, tmp_path, root, base,
                          [(lambda: write(root, "lib/a.go", "package lib\n\nvar V = 1\n"), "incremental")])
    assert ("app/main.go", "Run", "lib/c.go", "Y") in set(entity_edges(Snapshot(str(base))))


def _random_steps(capsys, tmp_path: Path, root: Path, rng: random.Random, edit, steps: int = 8) -> list[dict]:
    """Index `root`, then `steps` times: one or two random `edit(root, rng, n)`s, a full index and one with the
    last snapshot as its base, their contents equal; each step's reuse stats."""
    base = tmp_path / "s0.fidx"
    run(capsys, str(root), "-o", str(base))
    out = []
    for step in range(1, steps + 1):
        for i in range(rng.randint(1, 2)):
            edit(root, rng, step * 10 + i)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"s{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert content(inc) == content(full), step
        out.append(reuse_of(inc))
        base = inc
    return out


TYPES = ["Reader", "Writer", "Store", "Cache", "Conn"]
METHODS = ["Read", "Write", "Close", "Get", "Put"]
PARAMS = ["int", "string", "error", "[]byte", "bool"]
PACKAGES = ["core", "io2", "svc", "util"]


def _method(rng: random.Random, receiver: str | None = None) -> str:
    """A method (of `receiver`) or an interface's method line; a name has one signature most of the time, so
    that types satisfy interfaces."""
    k = rng.randrange(len(METHODS))
    p, r = (PARAMS[k], PARAMS[(k + 1) % 5]) if rng.random() < 0.85 else (rng.choice(PARAMS), rng.choice(PARAMS))
    if receiver is None:
        return f"\t{METHODS[k]}(x {p}) {r}\n"
    return f"func (o *{receiver}) {METHODS[k]}(x {p}) {r} {{\n\tvar z {r}\n\treturn z\n}}\n"


def _go_file(rng: random.Random, package: str, n: int) -> str:
    """Interfaces, structs (some embedding another type) with methods, calls into other packages."""
    others = rng.sample([q for q in PACKAGES if q != package], rng.randint(0, 2))
    out = [f"package {package}\n\n"]
    if others:
        out.append("import (\n" + "".join(f'\t"example.com/m/{q}"\n' for q in others) + ")\n\n")
    for _ in range(rng.randint(1, 3)):
        name = f"{rng.choice(TYPES)}{rng.randint(0, 3)}"
        if rng.random() < 0.4:
            wanted = "".join(_method(rng) for _ in range(rng.randint(1, 2)))
            out.append(f"type {name} interface {{\n{wanted}}}\n\n")
            continue
        embedded = f"\t{rng.choice(TYPES)}{rng.randint(0, 3)}\n" if rng.random() < 0.3 else ""
        out.append(f"type {name} struct {{\n{embedded}\tv int\n}}\n\n")
        out.extend(_method(rng, name) + "\n" for _ in range(rng.randint(1, 4)))
    out.extend(f"func use{n}{q}() {{\n\t_ = {q}.New{rng.randint(0, 2)}()\n}}\n\n" for q in others)
    out.append(f"func New{n % 3}() int {{ return {n} }}\n")
    return "".join(out)


def _go_edit(root: Path, rng: random.Random, n: int) -> None:
    """One random edit: a method added or dropped, on a type or an interface; a parameter type, a type's name,
    an embedding, a body; a file added, removed or renamed."""
    files = sorted(root.rglob("*.go"))
    kind = rng.choice(["add-method", "drop-method", "iface-add", "iface-drop", "param", "rename-type", "body",
                       "embed", "add-file", "remove-file", "rename-file"])
    if kind == "add-file" or not files:
        package = rng.choice(PACKAGES)
        write(root, f"{package}/n{n}.go", _go_file(rng, package, n))
        return
    path = rng.choice(files)
    if kind == "remove-file":
        path.unlink()
        return
    if kind == "rename-file":
        path.rename(path.parent / f"r{n}.go")
        return
    text = path.read_text(encoding="utf-8")
    if kind == "add-method" and (structs := re.findall(r"type (\w+) struct", text)):
        text += "\n" + _method(rng, rng.choice(structs))
    elif kind == "drop-method" and (found := list(re.finditer(r"func \(o \*\w+\) [^\n]*\n[^\n]*\n[^\n]*\n\}\n", text))):
        m = rng.choice(found)
        text = text[:m.start()] + text[m.end():]
    elif kind == "iface-add" and (found := list(re.finditer(r"type \w+ interface \{\n", text))):
        m = rng.choice(found)
        text = text[:m.end()] + _method(rng) + text[m.end():]
    elif kind == "iface-drop" and (found := list(re.finditer(r"\n\t[A-Z]\w*\(x [^\n]*", text))):
        m = rng.choice(found)
        text = text[:m.start()] + text[m.end():]
    elif kind == "param":
        text = re.sub(r"\(x (int|string|error|bool)\)", lambda m: f"(x {rng.choice(PARAMS)})", text, count=1)
    elif kind == "rename-type" and (names := re.findall(r"type (\w+) ", text)):
        text = re.sub(rf"\b{rng.choice(names)}\b", f"{rng.choice(TYPES)}{rng.randint(0, 3)}", text)
    elif kind == "embed":
        text = text.replace("struct {\n", f"struct {{\n\t{rng.choice(TYPES)}{rng.randint(0, 3)}\n", 1)
    else:
        text = text.replace("return z", "return z // edited", 1)
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_go_edits_equal_a_full_index(tmp_path, capsys, seed):
    """Random Go packages and edits, each run on the last as its base: every snapshot equals a full index, the
    partial re-link taken each time, and unchanged files re-linked for their types' interfaces at least once."""
    rng = random.Random(seed)
    root = tmp_path / "repo"
    write(root, "go.mod", GO_MOD)
    for package in PACKAGES:
        for i in range(rng.randint(1, 3)):
            write(root, f"{package}/f{i}.go", _go_file(rng, package, i))
    reuses = _random_steps(capsys, tmp_path, root, rng, _go_edit)
    assert all(reuse["reduce"] == "incremental" for reuse in reuses), reuses
    assert any(reuse.get("relinked_structural", 0) > 0 for reuse in reuses)


CARGO = '[package]\nname = "m"\nversion = "0.1.0"\n'
CIRCLE = "#pragma once\nclass Circle {\npublic:\n  int area();\n};\n"
IN_UTIL = "#pragma once\nnamespace util {\nclass Circle {\npublic:\n  int area();\n};\n}\n"
SHAPE = "#pragma once\nnamespace util {\nclass Shape {\npublic:\n  Circle* next();\n};\n}\n"
RECT = "#pragma once\nnamespace util {\nclass Rect {\npublic:\n  int area();\n};\n}\n"
NEXT = "#pragma once\nnamespace util {\nclass Circle {\npublic:\n  Rect* next();\n};\n}\n"
# Found by a review's random repositories and hand cases (each snapshot differed from the full index before):
# (files before, files after; None: removed), the reduce the run takes.
OUTSIDE_CASES = {
    # the module an `impl Run for Index` names its owner through comes to exist: Index gains the impl
    "rust-owner-module-added": (
        {"Cargo.toml": CARGO, "src/lib.rs": "pub mod model;\npub mod app;\npub mod more;\n",
         "src/app.rs": "pub trait Run {\n    fn show(&self) -> u32 { 7 }\n}\n",
         "src/more.rs": "use crate::model::Index;\nuse crate::app::Run;\n\n"
                        "impl Run for Index {\n    fn show(&self) -> u32 { 1 }\n}\n"},
        {"src/model.rs": "pub struct Index { pub n: u32 }\n"}, "incremental"),
    # a re-export that comes to exist makes `impl Index` (through crate::re) attach: `x.get()` resolves
    "rust-reexport-added": (
        {"Cargo.toml": CARGO, "src/lib.rs": "pub mod model;\npub mod ops;\npub mod user;\npub mod re;\n",
         "src/model.rs": "pub struct Index { pub n: u32 }\n",
         "src/ops.rs": "use crate::re::Index;\n\nimpl Index {\n    pub fn get(&self) -> u32 { 1 }\n}\n",
         "src/user.rs": "use crate::model::Index;\n\npub fn g(x: &Index) -> u32 { x.get() }\n"},
        {"src/re.rs": "pub use crate::model::Index;\n"}, "incremental"),
    # C++: a class put in a namespace is found by `util::Shape`'s `Circle` through the headers' namespaced types
    "cpp-class-into-namespace": (
        {"shape.hpp": SHAPE, "include/circle.h": CIRCLE,
         "src/c.cpp": '#include "../include/circle.h"\n\nint Circle::area() { return 0; }\n'},
        {"include/circle.h": IN_UTIL}, "full: the namespaced types"),
    # a header included for the first time adds its namespace's types
    "cpp-header-included": (
        {"include/rect.h": RECT, "include/circle.h": NEXT, "src/a.cpp": '#include "../include/circle.h"\n',
         "src/b.cpp": "\n"},
        {"src/b.cpp": '#include "../include/rect.h"\n'}, "full: the namespaced types"),
    # C: `struct jq_state` with no such tag in view is the one .c file's defining it; a second one leaves none
    "c-tag-defined-twice": (
        {"src/jq.h": "typedef struct jq_state jq_state;\njq_state *jq_init(void);\n",
         "src/execute.c": '#include "jq.h"\nstruct jq_state { int halted; };\n',
         "src/main.c": '#include "jq.h"\nstatic int run(struct jq_state *jq) { return 0; }\n'},
        {"src/other.c": "struct jq_state { int other; };\n"}, "full: the struct, union and enum tags"),
    # C: a header's name it neither declares nor includes is what its includers have in view; a second includer
    # with another `mstime_t` leaves none
    "c-header-includer-added": (
        {"src/server.h": 'typedef long long mstime_t;\n#include "stream.h"\n',
         "src/stream.h": "typedef struct consumer { mstime_t seen; } consumer;\n",
         "src/a.c": '#include "server.h"\nstatic consumer c;\n'},
        {"src/b.c": 'typedef long mstime_t;\n#include "stream.h"\n'}, "full: the files including a C or C++ header"),
    # C++: a call takes the overload of its number of arguments among the declarations in view (_free_overload):
    # an overload a header comes to declare changes the target of a call in a file that did not change, whose own
    # definition of the name had been found without reading the header
    "cpp-overload-added": (
        {"keys.h": "void Other();\n",
         "keys.cpp": '#include "keys.h"\nint* GetKeyData(int ctx, int key) { return 0; }\n'
                     "void IsKeyDown() { GetKeyData(1); }\n"},
        {"keys.h": "void Other();\ninline int* GetKeyData(int key) { return 0; }\n"}, "incremental"),
    # C: `<ngx_core.h>` from its own folder is the repository's only where files of other folders include that
    # folder's headers with angle brackets (an include root: IncludeResolver.angle_roots); the first such file
    # makes src/core/ngx_palloc.c's include resolve
    "c-angle-include-root": (
        {"src/core/ngx_core.h": "typedef struct { int len; } ngx_str_t;\n",
         "src/core/ngx_palloc.c": "#include <ngx_core.h>\nstatic int size(ngx_str_t *s) { return s->len; }\n",
         "src/http/ngx_http.c": "\n"},
        {"src/http/ngx_http.c": "#include <ngx_core.h>\nstatic ngx_str_t name;\n"},
        "full: the files including a C or C++ header"),
    # C++: a method defined out of line of a nested class itself defined outside its class (`int RE2::Set::Size()`
    # in set.cc, `class RE2::Set {..}` in set.h): a member set.h comes to declare is what the unchanged set.cc reads
    "cpp-nested-class-outside-member-added": (
        {"re2.h": "namespace re2 {\nclass RE2 {\n public:\n  class Set;\n};\n}\n",
         "set.h": '#include "re2.h"\nnamespace re2 {\nclass RE2::Set {\n public:\n  int Size() const;\n};\n}\n',
         "set.cc": '#include "set.h"\nnamespace re2 {\nint RE2::Set::Size() const { return count_; }\n}\n'},
        {"set.h": '#include "re2.h"\nnamespace re2 {\nclass RE2::Set {\n public:\n  int Size() const;\n'
                  '  int count_;\n};\n}\n'}, "incremental"),
    # a forward-declared global type is the one header's defining it: a second header defining it leaves none
    "cpp-global-type-defined-twice": (
        {"include/state.h": "#pragma once\nclass State {\npublic:\n  int n;\n};\n",
         "include/build.h": "#pragma once\nclass State;\nclass Builder {\npublic:\n  State* state_;\n};\n",
         "src/a.cpp": '#include "../include/state.h"\n#include "../include/build.h"\n',
         "src/b.cpp": "\n"},
        {"lib/state.h": "#pragma once\nclass State {\npublic:\n  int m;\n};\n",
         "src/b.cpp": '#include "../lib/state.h"\n'}, "full: the namespaced types"),
    # a namespaced type the headers only forward-declare is the one source file's that defines it and includes the
    # header (glog's private LogMessageData): a source file coming to define it changes what the unchanged m.cc reads
    "cpp-private-implementation-added": (
        {"logging.h": "#pragma once\nnamespace g {\nstruct Data;\nclass M {\n public:\n  int f() const;\n"
                      "  Data* d_;\n};\n}\n",
         "m.cc": '#include "logging.h"\nnamespace g {\nint M::f() const { return d_->x; }\n}\n',
         "data.cc": '#include "logging.h"\n'},
        {"data.cc": '#include "logging.h"\nnamespace g {\nstruct Data {\n  int x;\n};\n}\n'},
        "full: the namespaced types"),
}


@pytest.mark.parametrize("case", sorted(OUTSIDE_CASES))
def test_what_members_and_namespaced_types_outside_a_file_resolve_through_changes(tmp_path, capsys, case):
    files, changes, mode = OUTSIDE_CASES[case]
    root = tmp_path / "repo"
    for rel, text in files.items():
        write(root, rel, text)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def change():
        for rel, text in changes.items():
            if text is None:
                (root / rel).unlink()
            else:
                write(root, rel, text)
    change_in_turn(capsys, tmp_path, root, base, [(change, mode)])


RS_TYPES = ["Index", "Table", "Cache"]
RS_METHODS = ["get", "put", "len", "show", "run"]
RS_MODULES = ["model", "ops", "extra", "util", "app"]


def _rs_module(rng: random.Random, module: str) -> str:
    """Types, a trait, `impl T` and `impl Show for T` blocks for types of any module, calls of their methods."""
    out = [f"use crate::{m}::{rng.choice(RS_TYPES + ['Show'])};\n"
           for m in rng.sample([m for m in RS_MODULES if m != module], rng.randint(1, 3))]
    out.extend(f"pub struct {t} {{ pub n: u32 }}\n" for t in rng.sample(RS_TYPES, rng.randint(0, 2)))
    if rng.random() < 0.3:
        out.append("pub trait Show { fn show(&self) -> u32; }\n")
    for _ in range(rng.randint(0, 2)):
        t = rng.choice(RS_TYPES)
        if rng.random() < 0.3:
            out.append(f"impl Show for {t} {{\n    fn show(&self) -> u32 {{ 1 }}\n}}\n")
        else:
            out.append(f"impl {t} {{\n" + "".join(f"    pub fn {m}(&self) -> u32 {{ self.n }}\n"
                                                  for m in rng.sample(RS_METHODS, rng.randint(1, 2))) + "}\n")
    out.extend(f"pub fn call{i}(x: &{rng.choice(RS_TYPES)}) -> u32 {{ x.{rng.choice(RS_METHODS)}() }}\n"
               for i in range(rng.randint(1, 2)))
    return "".join(out)


def _cpp_source(rng: random.Random, n: int) -> str:
    """Out-of-line members of a class of a header, and a call of a member of another."""
    t, other = rng.choice(RS_TYPES), rng.choice(RS_TYPES)
    return (f'#include "{t.lower()}.h"\n' + "".join(f"int {t}::{m}() {{ return n; }}\n"
                                                     for m in rng.sample(RS_METHODS, 2)) +
            f'#include "{other.lower()}.h"\nint use{n}({other}& x) {{ return x.{rng.choice(RS_METHODS)}(); }}\n')


def _owner_edit(root: Path, rng: random.Random, n: int) -> None:
    """A Rust module rewritten, an impl block added or dropped, a method renamed, a `use` added; a C++ source
    added, removed, or given or rid of an out-of-line member."""
    kind = rng.choice(["module", "add-impl", "drop-impl", "rename", "use", "cpp-add", "cpp-drop", "cpp-new",
                       "cpp-remove"])
    if kind.startswith("cpp"):
        sources = sorted((root / "cpp").glob("*.cpp"))
        if kind == "cpp-new" or not sources:
            write(root, f"cpp/new{n}.cpp", _cpp_source(rng, n))
            return
        path = rng.choice(sources)
        if kind == "cpp-remove":
            path.unlink()
            return
        lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
        if kind == "cpp-add":
            lines.append(_cpp_source(rng, n))
        elif members := [i for i, line in enumerate(lines) if "::" in line]:
            del lines[rng.choice(members)]
        path.write_text("".join(lines), encoding="utf-8")
        return
    module = rng.choice(RS_MODULES)
    path = root / f"src/{module}.rs"
    text = path.read_text(encoding="utf-8")
    if kind == "module":
        text = _rs_module(rng, module)
    elif kind == "add-impl":
        text += f"impl {rng.choice(RS_TYPES)} {{\n    pub fn {rng.choice(RS_METHODS)}(&self) -> u32 {{ 0 }}\n}}\n"
    elif kind == "drop-impl" and (blocks := list(re.finditer(r"impl [^{]*\{\n(    [^\n]*\n)*\}\n", text))):
        block = rng.choice(blocks)
        text = text[:block.start()] + text[block.end():]
    elif kind == "rename":
        text = re.sub(r"pub fn (get|put|len|run)\(", lambda m: f"pub fn {rng.choice(RS_METHODS)}(", text, count=1)
    else:
        text = f"use crate::{rng.choice(RS_MODULES)}::{rng.choice(RS_TYPES)};\n" + text
    path.write_text(text, encoding="utf-8")


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_edits_of_members_declared_outside_their_type_equal_a_full_index(tmp_path, capsys, seed):
    """Random Rust modules and C++ sources with members declared outside their type, and edits to them, each run
    on the last as its base: every snapshot equals a full index, and the owner index's changes were taken in a
    partial re-link at least once."""
    rng = random.Random(seed)
    root = tmp_path / "repo"
    write(root, "Cargo.toml", '[package]\nname = "m"\nversion = "0.1.0"\n')
    write(root, "src/lib.rs", "".join(f"pub mod {m};\n" for m in RS_MODULES))
    for module in RS_MODULES:
        write(root, f"src/{module}.rs", _rs_module(rng, module))
    for t in RS_TYPES:
        write(root, f"cpp/{t.lower()}.h", f"#pragma once\nclass {t} {{\npublic:\n" +
              "".join(f"  int {m}();\n" for m in rng.sample(RS_METHODS, 3)) + "  int n;\n};\n")
    for i in range(3):
        write(root, f"cpp/impl{i}.cpp", _cpp_source(rng, i))
    reuses = _random_steps(capsys, tmp_path, root, rng, _owner_edit)
    assert any(reuse["reduce"] == "incremental" and reuse.get("owner_changed", 0) > 0 for reuse in reuses)


def test_a_csharp_global_using_changed_added_or_removed_reduces_every_file(tmp_path, capsys):
    """`global using A.B;` gives every file of its project A.B's types, though no lookup of theirs reads the file
    declaring it (NamespaceResolver.implicit_stars): a change to a file's global usings, or a file that comes or
    goes with some, takes the full reduce, and so does a project file's `<Using Include>` (a config) and a file that
    brings a namespace (C# looks in the namespaces around a file's); an edit elsewhere, a project file's version
    and a file the project file's text happens to name re-link as usual. Each run equals a full index."""
    root = tmp_path / "repo"
    event = "public class LogEvent\n{\n    public void Render() { }\n}\n"
    sink_text = "namespace App.Sinks;\n\npublic class Sink\n{\n    public void Emit(LogEvent e) { e.Render(); }\n}\n"
    for rel, text in {
        "src/App/GlobalUsings.cs": "global using App.Events;\n",
        "src/App/Events/LogEvent.cs": "namespace App.Events;\n\n" + event,
        "src/App/Events/Other.cs": "namespace App.Other;\n\n" + event,
        "src/App/Sinks/Sink.cs": sink_text,
    }.items():
        write(root, rel, text)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    glob, sink = root / "src/App/GlobalUsings.cs", root / "src/App/Sinks/Sink.cs"
    last = change_in_turn(capsys, tmp_path, root, base, [
        (replacing(glob, "App.Events", "App.Other"), "full"),
        (replacing(sink, "e.Render();", "e.Render(); e.Render();"), "incremental"),
        (lambda: glob.unlink(), "full"),
        (lambda: (root / "src/App/More.cs").write_text("global using App.Events;\n", encoding="utf-8"), "full"),
        # MSBuild's `<Using Include=".." />` in the project file (a config: every change takes the full reduce)
        (lambda: (root / "src/App/App.csproj").write_text(
            '<Project>\n  <ItemGroup>\n    <Using Include="App.Other" />\n  </ItemGroup>\n</Project>\n',
            encoding="utf-8"), "full"),
        (lambda: (root / "src/App/More.cs").unlink(), "full"),
        # what of a project file steers resolution is its usings and true properties: a version bump re-links none
        (replacing(root / "src/App/App.csproj", "<Project>", "<Project><PropertyGroup><Version>2</Version>"
                   "</PropertyGroup>"), "incremental"),
        # a file the project file's text happens to name (`<Version>`) is no file a specifier reaches through it
        (lambda: (root / "src/App/Version.cs").write_text("namespace App.Sinks;\n\npublic class Version { }\n",
                                                           encoding="utf-8"), "incremental"),
        # a namespace that comes: the files of the namespaces in it look there (`App` around `App.Sinks`)
        (lambda: (root / "src/App/Root.cs").write_text("namespace App;\n\npublic class Root { }\n",
                                                        encoding="utf-8"), "full"),
    ])
    edges = set(entity_edges(Snapshot(str(last))))
    assert ("src/App/Sinks/Sink.cs", "Sink.Emit", "src/App/Events/Other.cs", "LogEvent.Render") in edges


KOTLIN_DSL = {
    "core/src/main/kotlin/org/koin/dsl/ModuleDSL.kt": "package org.koin.dsl\n\nimport org.koin.core.module.Module\n\n"
    "typealias ModuleDeclaration = Module.() -> Unit\n\nfun module(declaration: ModuleDeclaration): Module = TODO()\n",
    "core/src/main/kotlin/org/koin/core/module/Module.kt": "package org.koin.core.module\n\n"
    "import org.koin.core.scope.Scope\n\ntypealias Definition<T> = Scope.(Int) -> T\n\n"
    "class Module {\n  fun <T> single(definition: Definition<T>): T = TODO()\n}\n",
    "core/src/main/kotlin/org/koin/core/scope/Scope.kt": "package org.koin.core.scope\n\n"
    "class Scope {\n  fun <T> get(): T = TODO()\n}\n",
    "app/src/main/kotlin/app/App.kt": "package app\n\nimport org.koin.dsl.module\n\nclass Service(val x: Int)\n"
    "fun get(): Int = 0\n\nval appModule = module {\n    single { Service(get()) }\n}\n",
}


def test_a_kotlin_function_type_receiver_changed_elsewhere_relinks_the_lambdas_that_read_it(tmp_path, capsys):
    """`module { single { Service(get()) } }`: the lambdas' receivers come from the called functions' last
    parameter types, through typealiases in other files (Linker._callee_receiver), which App.kt names nowhere: a
    change to the alias or to the parameter re-links it (the function's surface holds its last parameter), and each
    incremental snapshot equals a full index."""
    root = tmp_path / "repo"
    for rel, text in KOTLIN_DSL.items():
        write(root, rel, text)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    module = root / "core/src/main/kotlin/org/koin/core/module/Module.kt"
    last = change_in_turn(capsys, tmp_path, root, base, [
        (replacing(module, "Definition<T> = Scope.(Int) -> T", "Definition<T> = (Int) -> T"), "incremental"),
        (replacing(module, "Definition<T> = (Int) -> T", "Definition<T> = Scope.(Int) -> T"), "incremental"),
        (replacing(module, "single(definition: Definition<T>)", "single(definition: (Int) -> T)"), "incremental"),
    ])
    edges = set(entity_edges(Snapshot(str(last))))
    assert ("app/src/main/kotlin/app/App.kt", "appModule", "app/src/main/kotlin/app/App.kt", "get") in edges


def test_a_kotlin_invoke_changed_relinks_the_lambdas_passed_to_values(tmp_path, capsys):
    """`queryBuilder { append(..) }` calls QueryBuilder's `operator fun invoke`, which no text of the caller names
    (LanguageSpec.implicit_members): a change to it re-links the callers, equal to a full index."""
    root = tmp_path / "repo"
    write(root, "src/main/kotlin/x/QueryBuilder.kt", "package x\n\nclass Other { fun append(s: String) {} }\n"
          "class QueryBuilder {\n  fun append(s: String): QueryBuilder = this\n"
          "  operator fun invoke(body: QueryBuilder.() -> Unit): Unit = body()\n}\n")
    write(root, "src/main/kotlin/x/Trim.kt", "package x\n\nclass Trim {\n  fun append(s: String) {}\n"
          "  fun build(queryBuilder: QueryBuilder) {\n    queryBuilder {\n      append(\"TRIM(\")\n    }\n  }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    qb = root / "src/main/kotlin/x/QueryBuilder.kt"
    last = change_in_turn(capsys, tmp_path, root, base, [
        (replacing(qb, "invoke(body: QueryBuilder.() -> Unit)", "invoke(body: Other.() -> Unit)"), "incremental"),
    ])
    edges = set(entity_edges(Snapshot(str(last))))
    assert ("src/main/kotlin/x/Trim.kt", "Trim.build", "src/main/kotlin/x/QueryBuilder.kt", "Other.append") in edges


def test_a_kotlin_extension_bound_or_an_object_changed_elsewhere_relinks_its_callers(tmp_path, capsys):
    """`fun <T : Table> T.insert()` is an extension of its bound (the owner index), `val tbl = Misc` holds the
    object `Misc` (LanguageSpec.singleton_classes): a bound changed to another type, and `object Misc` made a class
    and back, each re-link the callers in another file, equal to a full index."""
    root = tmp_path / "repo"
    write(root, "src/main/kotlin/a/Q.kt", "package a\n\nopen class Table\nopen class Column\n\n"
          "fun <T : Table> T.insert(): Int = 1\n")
    write(root, "src/main/kotlin/a/Misc.kt", "package a\n\nobject Misc : Table() {\n  fun d(): Int = 1\n}\n")
    write(root, "src/main/kotlin/b/U.kt", "package b\n\nimport a.Misc\nimport a.insert\n\nclass Tests {\n"
          "  fun one() {\n    val tbl = Misc\n    tbl.insert()\n    tbl.d()\n  }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    q, misc = root / "src/main/kotlin/a/Q.kt", root / "src/main/kotlin/a/Misc.kt"
    last = change_in_turn(capsys, tmp_path, root, base, [
        (replacing(q, "<T : Table>", "<T : Column>"), "incremental"),
        (replacing(q, "<T : Column>", "<T : Table>"), "incremental"),
        (replacing(misc, "object Misc", "class Misc"), "incremental"),
        (replacing(misc, "class Misc", "object Misc"), "incremental"),
    ])
    edges = set(entity_edges(Snapshot(str(last))))
    assert ("src/main/kotlin/b/U.kt", "Tests.one", "src/main/kotlin/a/Q.kt", "T.insert") in edges
    assert ("src/main/kotlin/b/U.kt", "Tests.one", "src/main/kotlin/a/Misc.kt", "Misc.d") in edges
