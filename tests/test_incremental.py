"""Incremental re-index (`index --base`, `--changed-since`): after any edit, the snapshot equals a full index.

What "equal" means (docs/snapshot-format.md, "Incremental runs"): every section but `meta` is byte-identical
(same footer checksums and record counts), and `meta` is identical except the report's timings, worker
figures, slowest files and the `reuse` entry, and the `run` options (workers, backend).
"""
from __future__ import annotations

import json
import random
import re
import shutil
from pathlib import Path

import pytest
from conftest import FIXTURES, git, git_init, write
from test_resolution_inline import E

import fastindex
from fastindex import cli
from fastindex.exports.entity_edges import entity_edges
from fastindex.snapshot import FORMAT_MAJOR, FORMAT_MINOR, SnapshotReader, codec, stream
from fastindex.snapshot.api import Snapshot

STABLE_REPORT = ("languages", "errors", "skipped", "counts")


def content(path: Path) -> dict:
    """Everything an incremental run must reproduce exactly."""
    with SnapshotReader(str(path)) as r:
        sections = {n: (s["blake2b"], s["records"]) for n, s in r.sections.items() if n != "meta"}
        meta = r.records("meta")[0]
    report = meta.pop("report")
    meta.pop("run")
    return {"sections": sections, "meta": meta, "report": {k: report.get(k) for k in STABLE_REPORT}}


def reuse_of(path: Path) -> dict:
    with SnapshotReader(str(path)) as r:
        return r.records("meta")[0]["report"].get("reuse", {})


def appending(root, rel, appended):
    """A step of change_in_turn: append `appended` to the file root/rel."""
    def change():
        with open(root / rel, "a", encoding="utf-8") as fh:
            fh.write(appended)
    return change


def edit_in_turn(capsys, tmp_path, root, base, edits) -> Path:
    """Append each (file, text, expected reduce mode) in turn (change_in_turn)."""
    return change_in_turn(capsys, tmp_path, root, base,
                          [(appending(root, rel, text), mode) for rel, text, mode in edits])


def change_in_turn(capsys, tmp_path, root, base, steps, *options: str) -> Path:
    """Make each (change, expected reduce mode) in turn, each run on the last as its base: the incremental
    snapshot equals a full index, with the reduce the mode says ("full: ..." or "incremental": how its report
    starts). `options`: both runs'. The last incremental snapshot is returned."""
    for step, (change, mode) in enumerate(steps):
        change()
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full), *options)
        run(capsys, str(root), "-o", str(inc), "--base", str(base), *options)
        assert content(inc) == content(full), step
        assert reuse_of(inc)["reduce"].startswith(mode), (step, reuse_of(inc)["reduce"])
        base = inc
    return base


def run(capsys, *argv: str) -> tuple[int, str]:
    code = cli.main(["index", "-q", "--backend", "inprocess", *argv])
    return code, capsys.readouterr().err


def build_repo(root: Path) -> Path:
    """Python packages, a tsconfig with path aliases, a workspace and Go modules, side by side."""
    for case in ("py_basic", "py_more", "tsconfig_paths", "workspace", "go_mods"):
        shutil.copytree(FIXTURES / case, root / case)
    return root


# ---- random edits ---------------------------------------------------------------------------------------------

def sources(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("*")
                  if p.is_file() and p.suffix in (".py", ".ts", ".go") and ".git" not in p.parts)


def py_body(rng: random.Random, n: int) -> str:
    callee = rng.choice(["Repo", "Service", "make_item", "helper", "slugify", "Base"])
    return (f"from app.models import Repo\nfrom app import Service\n\n\nclass Gen{n}(Repo):\n"
            f"    def run{n}(self):\n        return {callee}().get('k')\n\n\ndef f{n}(x):\n"
            f"    return Gen{n}().run{n}() + x\n")


def ts_body(rng: random.Random, n: int) -> str:
    spec = rng.choice(["@app/core", "@lib", "src/lib/strings", "@core/config", "./main"])
    name = rng.choice(["loadConfig", "format", "pad", "main"])
    return (f'import {{ {name} }} from "{spec}";\n\nexport function g{n}(): string {{\n'
            f"  return String({name}());\n}}\n\nexport class K{n} {{\n  run(): string {{ return g{n}(); }}\n}}\n")


TSCONFIG_ALIASES = [
    {"@app/*": ["src/app/*"], "@lib": ["src/lib/index.ts"]},
    {"@app/*": ["src/app/*"], "@lib": ["src/lib/strings.ts"]},
    {"@app/*": ["src/lib/*"], "@lib": ["src/lib/index.ts"], "@core/*": ["src/app/core/*"]},
    {"@core/*": ["src/app/core/*"], "@lib": ["src/lib/index.ts"]},
]
INIT_LINES = ["from .models import Repo\n", "from .service import Service\n", "from .util import *\n",
              "from .models import make_item as Repo\n", "__all__ = ['Repo']\n"]


def edit(root: Path, rng: random.Random, n: int) -> str:
    """One random edit; returns its kind."""
    files = sources(root)
    kind = rng.choice(["add", "delete", "rename", "modify", "copy", "tsconfig", "init", "package.json",
                       "pyproject", "go.mod"])
    if kind == "add" or len(files) < 8:
        folder = rng.choice(["py_basic/app", "py_more/core/sub", "tsconfig_paths/src/app/core",
                             "tsconfig_paths/src", "workspace/packages/util/src", "go_mods/svc/store"])
        if folder.startswith("go_"):
            write(root, f"{folder}/gen{n}.go", f"package store\n\nfunc Gen{n}() int {{\n\treturn {n}\n}}\n")
        elif folder.startswith("py_"):
            write(root, f"{folder}/gen{n}.py", py_body(rng, n))
        else:
            write(root, f"{folder}/gen{n}.ts", ts_body(rng, n))
        return "add"
    path = root / rng.choice(files)
    if kind == "delete":
        path.unlink()
    elif kind in ("rename", "copy"):
        target = path.with_name(f"moved{n}{path.suffix}")
        if rng.random() < 0.5:   # also across folders, where imports resolve differently
            target = root / rng.choice(files).rsplit("/", 1)[0] / target.name
        target.parent.mkdir(parents=True, exist_ok=True)
        (shutil.copyfile if kind == "copy" else shutil.move)(path, target)
    elif kind == "modify":
        text = path.read_text(encoding="utf-8")
        if rng.random() < 0.4:
            # Same size, other content: only the digest can tell (one identifier's last letter changed).
            names = sorted(set(re.findall(r"\b[A-Za-z_]\w{2,}\b", text)) - {"import", "from", "return", "export"})
            if names:
                name = rng.choice(names)
                text = re.sub(rf"\b{name}\b", name[:-1] + ("q" if name[-1] != "q" else "z"), text)
                path.write_text(text, encoding="utf-8")
                return "same-size"
        if path.suffix == ".go":
            text += f"\nfunc Extra{n}() int {{\n\treturn {n}\n}}\n"
        elif path.suffix == ".py":
            text += f"\n\ndef extra{n}():\n    return Repo().get({n})\n"
        else:
            text += f"\nexport function extra{n}(): string {{ return loadConfig().name + {n}; }}\n"
        path.write_text(text, encoding="utf-8")
    elif kind == "tsconfig":
        cfg = {"compilerOptions": {"baseUrl": ".", "paths": rng.choice(TSCONFIG_ALIASES)}}
        write(root, "tsconfig_paths/tsconfig.json", json.dumps(cfg, indent=2))
    elif kind == "package.json":   # the workspace package's name: `@org/util` imports resolve or not
        pkg = root / "workspace/packages/util/package.json"
        data = json.loads(pkg.read_text())
        data["name"] = rng.choice(["@org/util", "@org/utils", "@other/util"])
        pkg.write_text(json.dumps(data, indent=2))
    elif kind == "pyproject":      # a project root: where absolute imports resolve from
        target = root / rng.choice(["py_more/pyproject.toml", "py_basic/pyproject.toml", "py_more/core/setup.py"])
        if target.exists():
            target.unlink()
        else:
            write(root, target.relative_to(root).as_posix(), "[project]\nname = 'x'\n")
    elif kind == "go.mod":         # the module path that `example.com/lib/...` imports name
        write(root, "go_mods/lib/go.mod", f"module {rng.choice(['example.com/lib', 'example.com/lib2'])}\n\ngo 1.22\n")
    elif kind == "init":
        init = rng.choice(["py_basic/app/__init__.py", "py_more/core/__init__.py", "py_more/core/sub/__init__.py"])
        write(root, init, "".join(rng.sample(INIT_LINES, rng.randint(0, 3))))
    return kind


# ---- the property ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", [1, 2, 3])
def test_base_output_equals_a_full_index_after_random_edits(tmp_path, capsys, seed):
    rng = random.Random(seed)
    root = build_repo(tmp_path / "repo")
    assert run(capsys, str(root), "-o", str(tmp_path / "s0.fidx"))[0] == 0
    changed_edges = 0
    for step in range(1, 9):
        kinds = [edit(root, rng, step * 10 + i) for i in range(rng.randint(1, 3))]
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"s{step}.fidx"
        assert run(capsys, str(root), "-o", str(full))[0] == 0
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(tmp_path / f"s{step - 1}.fidx"))
        assert code == 0 and err == "", err
        assert content(inc) == content(full), f"seed {seed} step {step}: {kinds}"
        reuse = reuse_of(inc)
        files = content(full)["meta"]["counts"]["files"]
        assert reuse["reused"] + reuse["parsed"] == files
        assert reuse["reused"] >= files - 2 * len(kinds) - 2, (kinds, reuse)   # only edited files parsed
        if content(full)["sections"]["edges"] != content(tmp_path / f"s{step - 1}.fidx")["sections"]["edges"]:
            changed_edges += 1
    assert changed_edges >= 3   # the edits changed the graph: the comparison had something to catch


# ---- content edits: the incremental reduce -------------------------------------------------------------------

NAME_POOL = ["Repo", "Service", "make_item", "helper", "slugify", "Base", "Auditable", "Item", "label", "lookup",
             "format", "pad", "loadConfig", "main", "greet", "Wheel", "Tool", "util"]
PY_LINES = ["from .models import Repo\n", "from .util import *\n", "from .service import Service as Repo\n",
            "from . import util\n", "from .base import Auditable as Item\n", "import app.models as m\n",
            "from .models import make_item\n", "from .tools import *\n", "from .wheel import Wheel\n",
            "from .. import Base\n", "Repo = None\n"]
TS_LINES = ['export * from "./strings";\n', 'export { format as pad } from "./strings";\n',
            'export * from "./config";\n', 'export { loadConfig as main } from "./config";\n',
            'import { format } from "@lib";\n', 'export { greet } from "./greet";\n', "export const pad = 1;\n"]


def content_edit(root: Path, rng: random.Random, n: int) -> str:
    """One edit that keeps the set of files and every resolution config: what the incremental reduce handles
    (a definition renamed, removed or added that unchanged files look up; re-exports, stars, bases, return
    types and `__init__.py` contents changed), Go's among them."""
    path = root / rng.choice(sources(root))
    text = path.read_text(encoding="utf-8")
    py = path.suffix == ".py"
    kind = rng.choice(["rename-def", "rename-word", "add-def", "add-line", "drop-line", "base", "returns"])
    if kind == "rename-def":   # the declaration only: its users now miss it (or hit another)
        decls = re.findall(r"\b(?:def|class|function|interface|func|type)\s+([A-Za-z_]\w*)", text)
        if decls:
            name = rng.choice(decls)
            new = rng.choice([n2 for n2 in NAME_POOL if n2 != name] + [f"{name}{n}"])
            text = re.sub(rf"\b(def|class|function|interface|func|type)(\s+){name}\b", rf"\g<1>\g<2>{new}", text,
                          count=1)
    elif kind == "rename-word":
        names = sorted(set(re.findall(r"\b[A-Za-z_]\w{2,}\b", text)) - {"import", "from", "return", "export",
                                                                          "package", "func", "def", "class"})
        if names:
            name = rng.choice(names)
            text = re.sub(rf"\b{name}\b", rng.choice(NAME_POOL), text)
    elif kind == "add-def":    # a definition with a name others use: it may now win their lookup
        name = rng.choice(NAME_POOL)
        if py:
            text += rng.choice([f"\n\ndef {name}(x=None):\n    return x\n",
                                f"\n\nclass {name}:\n    def get(self, key):\n        return key\n\n"
                                f"    def label(self):\n        return 'l'\n"])
        elif path.suffix == ".go":
            text += f"\nfunc {name}{n}() int {{\n\treturn {n}\n}}\n"
        else:
            text += rng.choice([f"\nexport function {name}(): string {{ return 'x'; }}\n",
                                f"\nexport class {name} {{\n  run(): string {{ return 'r'; }}\n}}\n"])
    elif kind == "add-line":   # an import, re-export, star or shadowing binding at the top
        line = rng.choice(PY_LINES if py else TS_LINES if path.suffix != ".go" else ["\n"])
        text = line + text
    elif kind == "drop-line":  # an import, re-export or definition line goes
        lines = text.splitlines(keepends=True)
        candidates = [i for i, ln in enumerate(lines) if re.match(r"\s*(from|import|export|class|def)\b", ln)]
        if candidates:
            del lines[rng.choice(candidates)]
            text = "".join(lines)
    elif kind == "base" and py:  # another base class: inherited members resolve elsewhere
        text = re.sub(r"class (\w+)(\([^)]*\))?:", lambda m: f"class {m.group(1)}({rng.choice(NAME_POOL)}):",
                      text, count=1)
    elif kind == "returns" and py:   # another declared result type: receivers typed by calls change
        text = re.sub(r"\)(\s*->\s*[\w.]+)?:\n", f") -> {rng.choice(NAME_POOL)}:\n", text, count=1)
    path.write_text(text, encoding="utf-8")
    return f"{kind} {path.relative_to(root).as_posix()}"


def edit_and_reindex(root: Path, rng: random.Random, seed: int, step: int, base: Path, tmp_path: Path, capsys):
    """One or two content edits, then a full index and an incremental one on `base`: (full, incremental), their
    contents checked equal."""
    kinds = [content_edit(root, rng, step * 10 + i) for i in range(rng.randint(1, 2))]
    full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"s{step}.fidx"
    assert run(capsys, str(root), "-o", str(full))[0] == 0
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert code == 0 and err == "", err
    assert content(inc) == content(full), f"seed {seed} step {step}: {kinds}"
    return full, inc


@pytest.mark.parametrize("seed", [11, 12, 13, 14])
def test_content_edits_relink_only_what_they_reach_and_equal_a_full_index(tmp_path, capsys, seed):
    """Edits that keep the files and configs: the reduce re-links the changed files and those whose lookups
    reached them, takes the rest from the base, and the snapshot still equals a full index after each one."""
    rng = random.Random(seed)
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "s0.fidx"
    assert run(capsys, str(root), "-o", str(base))[0] == 0
    modes, narrowed = [], 0
    for step in range(1, 11):
        full, inc = edit_and_reindex(root, rng, seed, step, base, tmp_path, capsys)
        reuse = reuse_of(inc)
        modes.append(reuse["reduce"])
        if reuse["reduce"] == "incremental":
            assert reuse["relinked"] + reuse["link_reused"] == content(full)["meta"]["counts"]["files"]
            assert reuse["relinked"] >= reuse["parsed"]
            narrowed += reuse["relinked"] < reuse["parsed"] + reuse["readers"]   # some readers kept their links
        base = inc   # the next run's base is this incremental output: its `links` section is used next
    assert modes.count("incremental") >= 5, modes   # the partial reduce was exercised, not only the fallback
    assert narrowed >= 1   # and so was leaving out readers that cannot look up a changed name


@pytest.mark.parametrize(("seed", "stored_run"), [(21, stream.STORED_RUN), (22, 3)])
def test_kept_tables_copied_as_stored_equal_a_full_index_across_chunk_boundaries(tmp_path, capsys, monkeypatch,
                                                                                  seed, stored_run):
    """A kept table is written from the base's stored columns (TableEncoder.add_stored_run, runs of consecutive
    kept tables together), its string ids renumbered: with chunks of 7 rows, files' definitions, sites and
    locals straddle chunk boundaries (a qualname coded relative to its parent only within a chunk), and the
    edits (new names among them) move the boundaries and the strings' numbering; the output still equals a full
    index, byte for byte. With runs of at most 3 tables, runs also end inside stretches of kept tables."""
    monkeypatch.setattr(codec, "CHUNK", 7)
    monkeypatch.setattr(stream, "STORED_RUN", stored_run)
    rng = random.Random(seed)
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "s0.fidx"
    assert run(capsys, str(root), "-o", str(base))[0] == 0
    with SnapshotReader(str(base)) as r:
        assert r.sections["definitions"]["records"] > 5 and r.sections["references"]["records"] > 5
    for step in range(1, 7):
        full, inc = edit_and_reindex(root, rng, seed, step, base, tmp_path, capsys)
        base = inc


def test_a_name_defined_anywhere_for_the_first_time_turns_unrelated_global_sites_unknown(tmp_path, capsys):
    """`global` (no definition of the name in the repository) against `unknown` is decided over every file: a
    file that neither imports nor is imported by the changed one is re-linked when its unresolved site's name
    starts or stops being defined somewhere."""
    root = tmp_path / "repo"
    write(root, "a.py", "def f():\n    return nowhere_defined(1) + also_missing.attr\n")
    write(root, "b.py", "def g():\n    return 2\n")
    write(root, "c.py", "def h():\n    return g\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    for step, text in enumerate(["def g():\n    return 2\n\n\ndef nowhere_defined():\n    return 2\n\n\n"
                                 "class also_missing:\n    pass\n",
                                 "def g():\n    return 3\n"]):
        write(root, "b.py", text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert content(inc) == content(full)
        reuse = reuse_of(inc)
        assert (reuse["reduce"], reuse["relinked"]) == ("incremental", 2)   # b.py and a.py, not c.py
        base = inc


def test_a_member_name_defined_for_the_first_time_keeps_its_file_linked_but_renames_its_site(tmp_path, capsys):
    """An unknown site `p.fresh()` (its receiver a parameter) stays unknown whether or not some file defines
    `fresh`, so its file is not linked again; but the `unresolved_names` section lists an unknown site's name
    only while a definition has it: the merged sites of a file taken from the base follow the flip both ways."""
    root = tmp_path / "repo"
    write(root, "a.py", "def f(p):\n    return p.fresh() + p.other()\n")
    write(root, "b.py", "def g():\n    return 2\n")
    write(root, "c.py", "def other():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    for step, text in enumerate(["def g():\n    return 2\n\n\ndef fresh():\n    return 3\n",
                                 "def g():\n    return 3\n"]):
        write(root, "b.py", text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert content(inc) == content(full)
        reuse = reuse_of(inc)
        assert (reuse["reduce"], reuse["relinked"]) == ("incremental", 1)   # b.py alone
        snap = Snapshot(str(full))
        listed = {snap.strings[i] for i in snap.unresolved_names.tolist() if i >= 0}
        assert listed == ({"fresh", "other"} if step == 0 else {"other"})
        base = inc


def relinked_after(tmp_path, capsys, root: Path, base: Path, tag: str) -> tuple[int, Path]:
    """Index the tree in full and with --base; assert they are equal; (files re-linked, the incremental output)."""
    full, inc = tmp_path / f"full-{tag}.fidx", tmp_path / f"inc-{tag}.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert code == 0 and err == "", err
    assert content(inc) == content(full), tag
    reuse = reuse_of(inc)
    assert reuse["reduce"] == "incremental", reuse
    return reuse["relinked"], inc


def test_only_the_readers_of_a_changed_name_are_relinked(tmp_path, capsys):
    """A file that read a changed file is linked again only when it can look up a name whose records changed
    there (fastindex/incremental/surface.py): a body-only edit re-links the edited file alone; a renamed
    export re-links its importers; a name added behind a barrel (`export *`) re-links the file that imports
    it through the barrel, not the barrel's other importers."""
    root = tmp_path / "repo"
    strings = ('export function pad(v: string): string {\n  return v;\n}\n\n'
               'export function trim(v: string): string {\n  return v;\n}\n')
    write(root, "src/lib/strings.ts", strings)
    write(root, "src/lib/index.ts", 'export * from "./strings";\n')
    write(root, "src/a.ts", 'import { pad } from "./lib";\n\nexport function a(): string {\n  return pad("x");\n}\n')
    write(root, "src/b.ts", 'import { trim } from "./lib";\n\nexport function b(): string {\n  return trim("x");\n}\n')
    write(root, "src/c.ts", 'import { shout } from "./lib";\n\nexport function c(): string {\n'
                            '  return shout("x");\n}\n')
    write(root, "src/d.ts", 'import { a } from "./a";\n\nexport function d(): string {\n  return a();\n}\n')
    write(root, "py/m.py", "class K:\n    def run(self):\n        return 1\n\n\ndef make() -> K:\n    return K()\n")
    write(root, "py/u.py", "from py.m import make\n\n\ndef use():\n    return make().run()\n")
    write(root, "py/v.py", "from py.m import K\n\n\ndef other():\n    return K\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    write(root, "src/lib/strings.ts", strings.replace("return v;", "return v + v;", 1))   # a body only
    assert relinked_after(tmp_path, capsys, root, base, "body")[0] == 1
    write(root, "src/lib/strings.ts", strings + '\nexport function shout(v: string): string {\n  return v;\n}\n')
    n, inc = relinked_after(tmp_path, capsys, root, base, "barrel")   # strings.ts and c.ts
    assert n == 2 and content(inc)["sections"]["edges"] != content(base)["sections"]["edges"]
    write(root, "src/lib/strings.ts", strings.replace("function trim", "function trimmed"))
    assert relinked_after(tmp_path, capsys, root, base, "export")[0] == 2   # strings.ts and b.ts
    write(root, "src/lib/strings.ts", strings)
    write(root, "py/m.py", "class K:\n    def go(self):\n        return 1\n\n\ndef make() -> K:\n    return K()\n")
    assert relinked_after(tmp_path, capsys, root, base, "member")[0] == 2   # m.py and u.py (calls .run())
    write(root, "py/m.py", "class K(Exception):\n    def run(self):\n        return 1\n\n\n"
                           "def make() -> K:\n    return K()\n")
    assert relinked_after(tmp_path, capsys, root, base, "bases")[0] == 3   # K's bases: every reader of K


def test_a_kept_file_narrowed_by_isinstance_is_relinked_as_a_full_index_links_it(tmp_path, capsys):
    """A kept table's narrowed locals (`isinstance(x, C)`, read from the base as stored) steer its relink as
    they steer a fresh table's: a member added to the checked class or taken away changes the edge."""
    root = tmp_path / "repo"
    kinds = "class Base:\n    def common(self):\n        return 0\n\n\nclass Call(Base):\n{body}"
    write(root, "py/kinds.py", kinds.format(body="    def ret(self):\n        return 1\n"))
    write(root, "py/use.py", "from py.kinds import Base, Call\n\n\ndef use(t: Base):\n"
                             "    if isinstance(t, Call):\n        return t.ret() + t.common()\n    return 0\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "py/kinds.py", kinds.format(body="    def ret(self):\n        return 1\n\n"
                                            "    def common(self):\n        return 2\n"))
    n, inc = relinked_after(tmp_path, capsys, root, base, "override")
    assert n == 2
    assert ("py/use.py", "use", "py/kinds.py", "Call.common") in set(entity_edges(Snapshot(str(inc))))
    write(root, "py/kinds.py", kinds.format(body="    pass\n"))
    n, inc = relinked_after(tmp_path, capsys, root, base, "gone")
    assert n == 2
    assert not {e for e in entity_edges(Snapshot(str(inc))) if e[3] in ("Call.ret", "Call.common")}


def test_a_kept_class_body_declared_without_values_is_relinked_as_a_full_index_links_it(tmp_path, capsys):
    """A kept table's names declared without a value (Python `type: Required[type[Any]]`, read from the base as
    stored) bind nothing in its class body when it is linked again, as in a fresh table: `cls: type[Any]` is
    not the field `type`; `Check` read after `Check = Check` is the field."""
    root = tmp_path / "repo"
    write(root, "py/base.py", "class Base:\n    def common(self):\n        return 0\n")
    write(root, "py/schema.py", "from typing import Any\n\nfrom py.base import Base\n\n\nclass Check:\n    pass\n\n\n"
                                "class Schema(Base):\n    type: type[Any]\n    cls: type[Any]\n    Check = Check\n"
                                "    ref: Check\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "py/base.py", "class Base(dict):\n    def common(self):\n        return 0\n")
    n, inc = relinked_after(tmp_path, capsys, root, base, "bases")
    assert n == 2
    edges = set(entity_edges(Snapshot(str(inc))))
    assert not {e for e in edges if e[1] == "Schema.cls" and e[3].startswith("Schema.")}
    assert ("py/schema.py", "Schema.ref", "py/schema.py", "Schema.Check") in edges


def test_a_kept_file_with_an_import_before_its_fallback_definition_is_relinked_as_a_full_index_links_it(
        tmp_path, capsys):
    """A kept table's imports are bound only as far as a lookup needs (_KeptNames): an import before a function
    of the same name (`try: from py.helpers import pick` / `except ImportError: def pick()`) binds the name
    there too, and one after a function (`def shout` ... `from py.helpers import shout`) does not."""
    root = tmp_path / "repo"
    helpers = "def pick():\n    return 1\n\n\ndef shout():\n    return {n}\n"
    write(root, "py/helpers.py", helpers.format(n=2))
    write(root, "py/use.py", "def shout():\n    return 0\n\n\ntry:\n    from py.helpers import pick, shout\n"
                             "except ImportError:\n    def pick():\n        return 0\n\n\n"
                             "def run():\n    return pick() + shout()\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "py/helpers.py", helpers.format(n=3).replace("def pick():", "def pick(x=0):"))
    n, inc = relinked_after(tmp_path, capsys, root, base, "pick")
    assert n == 2
    edges = set(entity_edges(Snapshot(str(inc))))
    assert {("py/use.py", "run", "py/helpers.py", "pick"), ("py/use.py", "run", "py/use.py", "shout")} <= edges
    assert not {("py/use.py", "run", "py/use.py", "pick"), ("py/use.py", "run", "py/helpers.py", "shout")} & edges


def test_a_file_that_met_a_cycle_guard_is_relinked_with_every_other_such_file(tmp_path, capsys):
    """Results that met a cycle guard depend on what the files linked before them left in the memo: a re-linked
    file that met one in the base takes every file that met one with it, linked again in path order, and the
    reduce stays incremental. The repository is the smallest one found (by reducing random star-import cycles)
    where re-linking pkg/b.py alone gives another snapshot than a full index."""
    root = tmp_path / "repo"
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/a.py", "from pkg.d import *\n\n\ndef fa():\n    return k() + k()\n")
    write(root, "pkg/b.py", "from pkg.a import k\n\n\ndef fb():\n    return n() + k()\n")
    write(root, "pkg/c.py", "from pkg.b import *\n")
    write(root, "pkg/d.py", "from pkg.c import *\n")
    write(root, "pkg/e.py", "def fe():\n    return 1\n")   # outside the cycle
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    with open(root / "pkg/b.py", "a", encoding="utf-8") as fh:
        fh.write("\n\ndef gb():\n    return n()\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(inc) == content(full)
    reuse = reuse_of(inc)
    assert reuse["reduce"] == "incremental"
    assert reuse["relinked"] >= 2 and reuse["relinked_cycle"] >= 1 and reuse["link_reused"] >= 1
    write(root, "pkg/e.py", "def fe():\n    return 2\n")   # outside the cycle: re-linked alone
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(tmp_path / "inc2.fidx"), "--base", str(inc))
    assert content(tmp_path / "inc2.fidx") == content(full)
    assert (reuse_of(tmp_path / "inc2.fidx")["reduce"], reuse_of(tmp_path / "inc2.fidx")["relinked"]) == \
        ("incremental", 1)
    # a file that meets a guard it did not meet in the base: its results could hang on files not re-linked
    write(root, "pkg/e.py", "from pkg.d import *\n\n\ndef fe():\n    return k()\n")
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(tmp_path / "inc3.fidx"), "--base", str(tmp_path / "inc2.fidx"))
    assert content(tmp_path / "inc3.fidx") == content(full)
    assert reuse_of(tmp_path / "inc3.fidx")["reduce"] == \
        "full: pkg/e.py met a cycle guard it did not meet in the base"


def test_members_declared_outside_their_type_take_the_partial_relink_when_they_change(tmp_path, capsys):
    """The owner index (C++ `double Circle::area() {...}` in a .cpp, Rust `impl T` in another module) spans the
    repository: a change to a file that declares such members is compared on the index of both trees, and the
    types whose entries differ are linked again with their readers (relink._owner_changes)."""
    root = tmp_path / "repo"
    for case in ("cpp_classes", "rs_workspace", "py_basic"):
        shutil.copytree(FIXTURES / case, root / case)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    edits = [("cpp_classes/src/shape.cpp", "double Circle::twice() const { return 2 * r_; }\n", "incremental"),
             ("cpp_classes/src/main.cpp", "int other() { return 1; }\n", "incremental"),
             ("py_basic/app/util.py", "\n\ndef more():\n    return 1\n", "incremental")]
    edit_in_turn(capsys, tmp_path, root, base, edits)


def test_a_tsconfig_that_another_extends_steers_resolution_too(tmp_path, capsys):
    """tsconfig.base.json is no config file by name, but the tsconfig.json that extends it reads its paths."""
    root = build_repo(tmp_path / "repo")
    write(root, "tsconfig_paths/tsconfig.json", json.dumps({"extends": "./tsconfig.base"}))
    write(root, "tsconfig_paths/tsconfig.base.json",
          json.dumps({"compilerOptions": {"baseUrl": ".", "paths": TSCONFIG_ALIASES[0]}}))
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "tsconfig_paths/tsconfig.base.json",
          json.dumps({"compilerOptions": {"baseUrl": ".", "paths": TSCONFIG_ALIASES[1]}}))
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(full)["sections"]["edges"] != content(base)["sections"]["edges"]
    assert content(inc) == content(full)
    assert reuse_of(inc)["reduce"] == "full: a file that steers resolution changed (tsconfig_paths/tsconfig.base.json)"


def test_a_file_the_map_skips_is_no_change(tmp_path, capsys):
    """A minified file is found, mapped and skipped on every run (no table in the base or now): the reduce
    still re-links only what an edit reaches (regression: it was taken for a changed table, KeyError)."""
    root = build_repo(tmp_path / "repo")
    write(root, "py_basic/app/bundle.py", "X = [" + "1, " * 2000 + "]\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    with open(root / "py_basic/app/util.py", "a", encoding="utf-8") as fh:
        fh.write("\n\ndef more():\n    return 1\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert code == 0 and err == "", err
    assert content(inc) == content(full)
    assert reuse_of(inc)["reduce"] == "incremental"


@pytest.mark.parametrize("git_mode", [False, True], ids=["content", "changed-since"])
def test_a_file_gitattributes_mark_generated_or_not_is_mapped_again(tmp_path, capsys, git_mode):
    """Its content unchanged, a file the repository now says is (or is not) generated is indexed as a full index
    would: its table from the base was made under the other word."""
    root = build_repo(tmp_path / "repo")
    write(root, "py_basic/app/made.py", "# Code generated by hand. DO NOT EDIT.\nfrom .util import slugify\n\n\n"
                                        "def made():\n    return slugify('x')\n")
    since = ()
    if git_mode:   # the .gitattributes edits stay in the work tree: git lists no changed source file
        git_init(root)
        git(root, "add", ".")
        git(root, "commit", "-q", "-m", "init")
        since = ("--changed-since", git(root, "rev-parse", "HEAD").strip())
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    # parsed again: the files whose word changed (None -> False too: the base's table was made without it)
    steps = [("py_basic/app/util.py linguist-generated\n", 1), ("py_basic/app/made.py -linguist-generated\n", 2),
             ("py_basic/app/*.py linguist-generated=false\n", 5), ("", 6)]
    for step, (text, parsed) in enumerate(steps):
        write(root, ".gitattributes", text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), *since)
        assert code == 0 and err == "", err
        assert content(inc) == content(full), step
        assert reuse_of(inc)["parsed"] == parsed, (step, reuse_of(inc))
        base = inc
    made = next(f for f in fastindex.open(str(base)).files if f.path == "py_basic/app/made.py")
    assert made.error.startswith("generated: declarations only (a generator's marker")


def test_every_kind_of_edit_at_once_including_resolution_configs(tmp_path, capsys):
    """A tsconfig alias change and an __init__.py change re-resolve files that were not edited themselves."""
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "tsconfig_paths/tsconfig.json", json.dumps(
        {"compilerOptions": {"baseUrl": ".", "paths": TSCONFIG_ALIASES[1]}}))
    write(root, "py_basic/app/__init__.py", "from .models import make_item as Repo\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(full)["sections"]["edges"] != content(base)["sections"]["edges"]
    assert content(inc) == content(full)
    reuse = reuse_of(inc)
    assert reuse["parsed"] == 1 and reuse["mode"] == "content"   # only __init__.py; tsconfig is no table


def test_a_renamed_file_reuses_its_table_under_the_new_path(tmp_path, capsys):
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    shutil.move(root / "py_basic/app/util.py", root / "py_basic/app/helpers.py")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(inc) == content(full)
    reuse = reuse_of(inc)
    assert (reuse["parsed"], reuse["reused_renamed"], reuse["removed"]) == (0, 1, 1)


def test_the_report_shows_reused_and_parsed(tmp_path, capsys):
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    code = cli.main(["index", str(root), "-o", str(tmp_path / "inc.fidx"), "--base", str(base),
                     "--backend", "inprocess"])
    err = capsys.readouterr().err
    assert code == 0
    assert "reuse: 32 files from the base (0 renamed), 1 new or changed, 0 gone" in err
    phases = [line.split()[0] for line in err.splitlines() if line[:1].isalpha()]
    assert phases[1:4] == ["phase", "discover", "reuse"]   # after the map progress line


# ---- --changed-since: the changed list from git ---------------------------------------------------------------

@pytest.mark.parametrize("seed", [4, 5])
def test_changed_since_equals_a_full_index_after_random_edits(tmp_path, capsys, seed):
    rng = random.Random(seed)
    root = build_repo(git_init(tmp_path / "repo"))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    base = tmp_path / "s0.fidx"
    run(capsys, str(root), "-o", str(base))
    for step in range(1, 6):
        rev = git(root, "rev-parse", "HEAD").strip()
        kinds = [edit(root, rng, step * 10 + i) for i in range(rng.randint(1, 3))]
        if step % 2:   # changes committed since the base, or only in the work tree (some staged)
            git(root, "add", "-A")
            git(root, "commit", "-qm", f"c{step}", "--allow-empty")
        elif rng.random() < 0.5:
            git(root, "add", "-A")
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", rev)
        assert code == 0 and err == "", err
        assert content(inc) == content(full), f"seed {seed} step {step}: {kinds}"
        reuse = reuse_of(inc)
        assert reuse["mode"] == "git"
        # unchanged files are not read: only changed or new paths are hashed
        assert reuse["hashed"] <= 2 * len(kinds) + 1, (kinds, reuse)
        # the next base: the committed tree, indexed clean
        git(root, "add", "-A")
        git(root, "commit", "-qm", f"base{step}", "--allow-empty")
        base = tmp_path / f"s{step}.fidx"
        run(capsys, str(root), "-o", str(base))


def test_changed_since_another_commit_than_the_base_compares_digests(tmp_path, capsys):
    root = build_repo(git_init(tmp_path / "repo"))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    first = git(root, "rev-parse", "HEAD").strip()
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c1")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))        # indexed at c1, but the user names c0
    write(root, "py_basic/app/util.py", "def slugify(x):\n    return x\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", first)
    assert code == 0
    assert err.count("\n") == 1 and "content digests compared instead" in err
    assert content(inc) == content(full)
    assert reuse_of(inc)["mode"] == "content"


def _committed_repo(tmp_path) -> tuple[Path, str]:
    """A repository whose `lib.py` defines foo, called from `main.py` directly and through a symlink to lib.py
    (`alias.py`, indexed with lib.py's content); committed. (root, the commit)."""
    root = git_init(tmp_path / "repo")
    write(root, "lib.py", "def foo():\n    return 1\n")
    (root / "alias.py").symlink_to("lib.py")
    write(root, "main.py", "from lib import foo\nfrom alias import foo as again\n\nfoo()\nagain()\n")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    return root, git(root, "rev-parse", "HEAD").strip()


def _same_size_edit(root: Path) -> None:
    """foo renamed bar in lib.py: the same size, so only the content tells."""
    text = (root / "lib.py").read_text()
    (root / "lib.py").write_text(text.replace("def foo", "def bar"))


def _changed_since_equals_full(capsys, tmp_path, root: Path, base: Path, rev: str) -> None:
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", rev)
    assert (code, err) == (0, "")
    assert reuse_of(inc)["mode"] == "git"
    with fastindex.open(str(inc)) as snap:   # the edit was seen: foo is gone, bar defined twice
        assert sorted(d.qualname for f in snap.files for d in f.definitions) == ["bar", "bar"]
    assert content(inc) == content(full)


def test_changed_since_reads_a_symlink_whose_target_changed(tmp_path, capsys):
    """git lists the target's change under the target's path only, and the link's size is the target's: the
    link kept its stale table (a reviewer's finding on real history)."""
    root, first = _committed_repo(tmp_path)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    _same_size_edit(root)
    git(root, "commit", "-qam", "c1")
    _changed_since_equals_full(capsys, tmp_path, root, base, first)


@pytest.mark.parametrize("flag", ["--skip-worktree", "--assume-unchanged"])
def test_changed_since_reads_files_git_diff_is_told_to_skip(tmp_path, capsys, flag):
    root, first = _committed_repo(tmp_path)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    git(root, "update-index", flag, "lib.py")
    _same_size_edit(root)
    assert git(root, "diff", "--name-only", first) == ""   # git itself says nothing changed
    _changed_since_equals_full(capsys, tmp_path, root, base, first)


def test_changed_since_from_a_base_indexed_with_local_changes(tmp_path, capsys):
    """A base indexed from a work tree that differed from its commit (the files git listed then are recorded in
    its meta, `modified`), whose change was then undone: those files are read again."""
    root, first = _committed_repo(tmp_path)
    _same_size_edit(root)
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))     # indexed with bar, at the commit that has foo
    with fastindex.open(str(base)) as snap:
        assert snap.meta["modified"] == ["lib.py"]
    git(root, "checkout", "--", "lib.py")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", first)
    assert (code, err) == (0, "") and reuse_of(inc)["mode"] == "git"
    with fastindex.open(str(inc)) as snap:
        assert sorted(d.qualname for f in snap.files for d in f.definitions) == ["foo", "foo"]
        assert snap.meta["modified"] == []
    assert content(inc) == content(full)


# ---- bad bases and bad revisions ------------------------------------------------------------------------------

@pytest.fixture
def repo_and_base(tmp_path, capsys):
    root = build_repo(tmp_path / "repo")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    full = tmp_path / "full.fidx"
    run(capsys, str(root), "-o", str(full))
    return root, base, full


def assert_full_index_with_one_line(capsys, root, base, full, tmp_path, *needles, extra=()):
    out = tmp_path / "out.fidx"
    code, err = run(capsys, str(root), "-o", str(out), "--base", str(base), *extra)
    assert code == 0
    assert err.count("\n") == 1 and err.startswith("fastindex: base not reused: "), err
    assert "indexing every file" in err and all(n in err for n in needles), err
    if not extra:
        assert content(out) == content(full)
    assert reuse_of(out).get("reused", 0) == 0


def rewrite(src: Path, dest: Path, meta_edit=None, minor: int | None = None) -> Path:
    from fastindex.snapshot import SnapshotWriter
    with SnapshotReader(str(src)) as r:
        w = SnapshotWriter(str(dest))
        for name in r.sections:
            records = r.records(name)
            if name == "meta" and meta_edit:
                meta_edit(records[0])
            w.section(name, records)
        w.commit()
    if minor is not None:
        data = bytearray(dest.read_bytes())
        data[10:12] = minor.to_bytes(2, "little")
        dest.write_bytes(bytes(data))
    return dest


def test_a_base_from_another_format_version_is_not_reused(repo_and_base, tmp_path, capsys):
    root, base, full = repo_and_base
    other = rewrite(base, tmp_path / "other.fidx", minor=FORMAT_MINOR + 1)
    assert_full_index_with_one_line(capsys, root, other, full, tmp_path,
                                    f"snapshot format {FORMAT_MAJOR}.{FORMAT_MINOR + 1}")


def test_a_base_of_the_previous_major_format_is_not_reused(repo_and_base, tmp_path, capsys):
    """A base of the format before this one (its header says so: this fastindex cannot read it) gives one line
    and a full index."""
    root, base, full = repo_and_base
    older = tmp_path / "older.fidx"
    data = bytearray(base.read_bytes())
    data[8:12] = (FORMAT_MAJOR - 1).to_bytes(2, "little") + (1).to_bytes(2, "little")
    older.write_bytes(bytes(data))
    assert_full_index_with_one_line(capsys, root, older, full, tmp_path, f"snapshot format {FORMAT_MAJOR - 1}.1")


def test_a_base_with_other_options_is_not_reused(repo_and_base, tmp_path, capsys):
    root, base, full = repo_and_base
    py_only = tmp_path / "py.fidx"
    run(capsys, str(root), "-o", str(py_only), "--languages", "py")
    assert_full_index_with_one_line(capsys, root, py_only, full, tmp_path, "other options", "languages=python")


def test_a_base_is_reused_whatever_the_spelling_of_its_languages(repo_and_base, tmp_path, capsys):
    """--languages py, python, py,py and "go,py" against "python,go" name the same languages: the base is reused;
    a base that stored its options as typed (before they were normalised) too."""
    root, _, _ = repo_and_base
    for first, then in (("py", "python"), ("python", "py,py"), ("python,go", "go,py")):
        base, full, inc = tmp_path / "b.fidx", tmp_path / "f.fidx", tmp_path / "i.fidx"
        run(capsys, str(root), "-o", str(base), "--languages", first)
        write(root, "py_basic/app/new.py", f"def fresh():\n    return {len(first)}\n")
        run(capsys, str(root), "-o", str(full), "--languages", then)
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--languages", then)
        assert code == 0 and err == "", (first, then, err)
        assert content(inc) == content(full) and reuse_of(inc)["parsed"] == 1, (first, then, reuse_of(inc))
    typed = rewrite(base, tmp_path / "typed.fidx", meta_edit=lambda m: m["options"].update(languages="py,go,py"))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(typed), "--languages", "go,python")
    assert code == 0 and err == "" and reuse_of(inc)["parsed"] == 1, err   # new.py, changed since


def test_a_base_from_another_map_is_not_reused(repo_and_base, tmp_path, capsys):
    root, base, full = repo_and_base
    other = rewrite(base, tmp_path / "other.fidx", meta_edit=lambda m: m.update(map_key="0" * 32))
    assert_full_index_with_one_line(capsys, root, other, full, tmp_path, "another version of the map")


def test_a_corrupt_base_gives_one_line_and_a_full_index(repo_and_base, tmp_path, capsys):
    root, base, full = repo_and_base
    data = bytearray(base.read_bytes())
    with SnapshotReader(str(base)) as r:
        s = r.sections["files"]
    data[s["offset"] + s["length"] // 2] ^= 0xFF
    bad = tmp_path / "bad.fidx"
    bad.write_bytes(bytes(data))
    assert_full_index_with_one_line(capsys, root, bad, full, tmp_path, "checksum mismatch")


@pytest.mark.parametrize("damage", ["truncated", "missing", "not-a-snapshot"])
def test_an_unreadable_base_gives_one_line_and_a_full_index(repo_and_base, tmp_path, capsys, damage):
    root, base, full = repo_and_base
    bad = tmp_path / "bad.fidx"
    if damage == "truncated":
        bad.write_bytes(base.read_bytes()[:-40])
    elif damage == "not-a-snapshot":
        bad.write_text("hello")
    assert_full_index_with_one_line(capsys, root, bad, full, tmp_path, str(bad))


def test_a_bad_revision_is_an_error(repo_and_base, tmp_path, capsys):
    root, base, _ = repo_and_base
    git_init(root)
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    code, err = run(capsys, str(root), "-o", str(tmp_path / "o.fidx"), "--base", str(base),
                    "--changed-since", "no-such-rev")
    # git's own words (`ambiguous argument 'no-such-rev': unknown revision or ...` in English), not only that it
    # failed
    assert err.startswith("fastindex: error: --changed-since no-such-rev: ") and err.count("\n") == 1, err
    assert err.count("no-such-rev") == 2 and "git failed" not in err, err
    assert code == 2 and not (tmp_path / "o.fidx").exists()
    code, err = run(capsys, str(root), "-o", str(tmp_path / "o.fidx"), "--base", str(base),
                    "--changed-since", "HEAD^{tree}")
    assert code == 2 and err.count("\n") == 1 and "expected commit type" in err, err


def test_changed_since_outside_git_is_an_error(repo_and_base, tmp_path, capsys):
    root, base, _ = repo_and_base
    code, err = run(capsys, str(root), "-o", str(tmp_path / "o.fidx"), "--base", str(base),
                    "--changed-since", "HEAD")
    assert code == 2 and err.count("\n") == 1 and "not inside a git work tree" in err, err


def test_changed_since_needs_a_base(repo_and_base, tmp_path, capsys):
    root, _, _ = repo_and_base
    code, err = run(capsys, str(root), "-o", str(tmp_path / "o.fidx"), "--changed-since", "HEAD")
    assert code == 2 and "--changed-since needs --base" in err


def test_changed_since_on_a_folder_inside_the_repository(tmp_path, capsys):
    """The repository indexed is a sub-folder of the git work tree: git's paths are taken relative to it."""
    top = git_init(tmp_path / "mono")
    root = build_repo(top / "services" / "api")
    write(top, "other/x.py", "def x():\n    return 1\n")
    git(top, "add", "-A")
    git(top, "commit", "-qm", "c0")
    rev = git(top, "rev-parse", "HEAD").strip()
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    util = root / "py_basic/app/util.py"
    util.write_text(util.read_text().replace("lower()", "upper()"))   # same size: only git (or a digest) tells
    write(top, "other/x.py", "def x():\n    return 2\n")          # outside the indexed folder
    write(root, "py_more/core/extra.py", "from core.base import *\n")  # untracked
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", rev)
    assert code == 0 and err == "", err
    assert content(inc) == content(full)
    reuse = reuse_of(inc)
    assert (reuse["mode"], reuse["parsed"], reuse["hashed"]) == ("git", 2, 2)   # the changed and the new file


def test_the_base_may_be_the_output(tmp_path, capsys):
    """CI keeps one snapshot and re-indexes over it: --base x.fidx -o x.fidx."""
    root = build_repo(tmp_path / "repo")
    snap = tmp_path / "repo.fidx"
    run(capsys, str(root), "-o", str(snap))
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    full = tmp_path / "full.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(snap), "--base", str(snap))
    assert code == 0 and err == "", err
    assert content(snap) == content(full)
    assert reuse_of(snap)["parsed"] == 1


@pytest.mark.parametrize("git_mode", [False, True])
def test_with_source_equals_a_full_index(tmp_path, capsys, git_mode):
    """--with-source re-reads every file at write time: reused tables get their sources like mapped ones."""
    root = build_repo(tmp_path / "repo")
    if git_mode:
        git_init(root)
        git(root, "add", "-A")
        git(root, "commit", "-qm", "c0")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base), "--with-source")
    util = root / "py_basic/app/util.py"
    util.write_text(util.read_text().replace("lower()", "upper()"))
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full), "--with-source")
    extra = ("--changed-since", "HEAD") if git_mode else ()
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--with-source", *extra)
    assert code == 0 and err == "", err
    assert "sources" in content(full)["sections"]
    assert content(inc) == content(full)
    assert reuse_of(inc)["parsed"] == 2


def test_changed_since_runs_nothing_from_the_repository(tmp_path, capsys):
    """The repository's git config names commands (fsmonitor, an external diff): the git fast path runs none."""
    markers = tmp_path / "markers"
    markers.mkdir()
    root = build_repo(git_init(tmp_path / "repo"))
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    git(root, "config", "core.fsmonitor", f"touch {markers / 'fsmonitor'}; true")
    git(root, "config", "diff.external", f"touch {markers / 'diff'}; true")
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    code, err = run(capsys, str(root), "-o", str(tmp_path / "inc.fidx"), "--base", str(base), "--changed-since", "HEAD")
    assert code == 0 and err == "", err
    assert reuse_of(tmp_path / "inc.fidx")["mode"] == "git"
    assert sorted(p.name for p in markers.iterdir()) == []


def test_changed_since_runs_no_filter_driver_of_the_repository(tmp_path, capsys):
    """`git diff` hashes a stat-dirty file through its clean filter (or a long-running process filter): the
    repository's own drivers, whatever their name, never run, and the changed files are still found."""
    markers = tmp_path / "markers"
    markers.mkdir()
    root = build_repo(git_init(tmp_path / "repo"))
    write(root, ".gitattributes", "*.py filter=evil diff=conv\n*.ts filter=we.ird=name\n*.go filter=proc\n")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "c0")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    for name, var in (("evil", "clean"), ("evil", "smudge"), ("we.ird=name", "clean"), ("proc", "process")):
        git(root, "config", f"filter.{name}.{var}", f"touch {markers / (name + '-' + var)}; cat")
        git(root, "config", f"filter.{name}.required", "true")
    git(root, "config", "diff.conv.textconv", f"touch {markers / 'textconv'}; cat")
    util = root / "py_basic/app/util.py"
    util.write_text(util.read_text().replace("lower()", "upper()"))   # same size: git must hash it
    for rel in sources(root):                                          # every file stat-dirty, most unchanged
        (root / rel).touch()
    write(root, "py_basic/app/new.py", "def fresh():\n    return 1\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), "--changed-since", "HEAD")
    assert code == 0 and err == "", err
    assert sorted(p.name for p in markers.iterdir()) == []
    assert content(inc) == content(full)
    reuse = reuse_of(inc)
    assert (reuse["mode"], reuse["parsed"]) == ("git", 2), reuse   # the edited and the new file


def test_a_trait_impl_in_another_file_than_its_type_equals_a_full_index(tmp_path, capsys):
    """`impl Show for Index` in ops.rs, Index in model.rs: the implements edge is Index's (model.rs's) though
    ops.rs makes it; re-linking ops.rs alone (it reads the changed util.rs) or model.rs alone gives what a
    full index gives."""
    root = tmp_path / "repo"
    write(root, "Cargo.toml", '[package]\nname = "m"\n')
    write(root, "src/lib.rs", "pub mod model;\npub mod ops;\npub mod util;\n"
                              "pub trait Show { fn show(&self) -> u32; }\n")
    write(root, "src/model.rs", "pub struct Index { pub len: usize }\npub fn size() -> usize { 1 }\n")
    write(root, "src/util.rs", "pub fn helper() -> u32 { 1 }\n")
    write(root, "src/ops.rs", "use crate::model::Index;\nuse crate::Show;\nuse crate::util::helper;\n"
                              "impl Show for Index {\n    fn show(&self) -> u32 { helper() }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    edits = [("src/util.rs", "pub fn helper() -> u32 { 1 }\npub fn helper2() -> u32 { 2 }\n", "incremental"),
             ("src/util.rs", "pub fn helper2() -> u32 { 2 }\npub fn helper() -> u32 { 1 }\n", "incremental"),
             ("src/model.rs", "pub struct Index { pub len: usize }\npub fn size() -> usize { 2 }\n", "incremental")]
    for step, (rel, text, mode) in enumerate(edits):
        write(root, rel, text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert content(inc) == content(full), (rel, reuse_of(inc))
        assert reuse_of(inc)["reduce"].startswith(mode), (rel, reuse_of(inc)["reduce"])
        base = inc


def test_a_method_added_outside_its_type_relinks_the_readers_of_the_type(tmp_path, capsys):
    """`impl Index { fn put }` added in ops.rs, Index in model.rs, `x.put()` in app.rs: app.rs read model.rs, not
    ops.rs (Index had no member declared outside it), and `put` was defined already (Table's), so neither the
    changed file's readers nor a name new to the repository reach it: the owner index of both trees differs for
    Index, whose file's readers are linked again (relink._owner_changes). Then the impl moves to another file."""
    root = tmp_path / "repo"
    write(root, "Cargo.toml", '[package]\nname = "m"\n')
    write(root, "src/lib.rs", "pub mod model;\npub mod ops;\npub mod more;\npub mod app;\n")
    write(root, "src/model.rs", "pub struct Index { pub n: u32 }\npub struct Table { pub n: u32 }\n"
                                "impl Table {\n    pub fn put(&self) -> u32 { self.n }\n}\n")
    write(root, "src/ops.rs", "use crate::model::Index;\n\npub fn helper() -> u32 { 1 }\n")
    write(root, "src/more.rs", "use crate::model::Index;\n\npub fn other() -> u32 { 2 }\n")
    write(root, "src/app.rs", "use crate::model::Index;\n\npub fn call(x: &Index) -> u32 { x.put() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    impl = "impl Index {\n    pub fn put(&self) -> u32 { self.n }\n}\n"
    steps = [(lambda: write(root, "src/ops.rs", (root / "src/ops.rs").read_text() + impl), "incremental"),
             (lambda: (write(root, "src/ops.rs", "use crate::model::Index;\n\npub fn helper() -> u32 { 1 }\n"),
                       write(root, "src/more.rs", "use crate::model::Index;\n\n" + impl)), "incremental")]
    base = change_in_turn(capsys, tmp_path, root, base, steps)
    assert ("src/app.rs", "call", "src/more.rs", "Index.put") in set(entity_edges(Snapshot(str(base))))
    assert reuse_of(base)["owner_changed"] >= 1


def test_packed_sort_keys_order_rows_as_lexsort_does():
    """merge.sort_order packs the edges' sort keys into one int64 when they fit: the order is np.lexsort's."""
    import numpy as np

    from fastindex.incremental.merge import sort_order
    rng = np.random.default_rng(7)
    keys = tuple(rng.integers(0, hi, 5000) for hi in (3, 40, 3, 40, 7, 3))
    expected = np.lexsort(keys[::-1])
    assert (sort_order(keys, (2, 6, 2, 6, 3, 2)) == expected).all()
    assert (sort_order(keys, (2, 30, 2, 30, 3, 2)) == expected).all()   # too wide to pack: np.lexsort itself


def test_readers_from_the_stored_dependency_ids_are_the_files_whose_dependencies_meet_the_change(tmp_path, capsys):
    """relink._Base.readers finds, with one numpy pass over the `links` records, the files that read a changed
    file: the same files as comparing every file's dependency set (built one by one) with the change."""
    from fastindex.incremental.relink import _Base
    from fastindex.snapshot.api import Snapshot
    from fastindex.snapshot.stored import StoredTables

    root = build_repo(tmp_path / "repo")
    out = tmp_path / "s.fidx"
    assert run(capsys, str(root), "-o", str(out))[0] == 0
    snap = Snapshot(str(out))
    base = _Base(StoredTables(snap).tables, snap._records("links"))
    rng = random.Random(3)
    checked = 0
    for k in (1, 1, 2, 3, 5):
        for _ in range(10):
            changed = set(rng.sample(base.paths, k))
            expected = [p for p in base.paths if not base.deps(p).isdisjoint(changed)]
            assert base.readers(changed) == expected
            checked += bool(expected)
            # what they read, together: the union of their dependency sets (markers aside)
            assert base.deps_of(expected) == {q for p in expected for q in base.deps(p) if q in base.paths}
    assert checked >= 10   # most changes had readers: the comparison had something to find


def test_words_of_the_strings_are_the_tokens_the_regex_finds():
    """surface.words_of (the distinct runs of word characters, leading digits off) gives what `names_in` finds
    in the strings joined, ASCII or not."""
    from fastindex.incremental.surface import names_in, words_of

    rng = random.Random(5)
    alphabet = "ab_$09Z.:( )-<>/\\'\"\t"
    for _ in range(200):
        strings = ["".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12))) for _ in range(rng.randint(0, 6))]
        assert words_of(strings) == names_in("\n".join(strings)), strings
    for strings in (["9lives $x a1.b2 __init__ 12"], ["caf\u00e9.na\u00efve x\u0663y", "\u0663abc"]):
        assert words_of(strings) == names_in("\n".join(strings)) != set()


def test_a_declare_global_relinks_what_reads_it_and_takes_the_full_reduce_when_its_names_change(tmp_path, capsys):
    """`declare global {..}` declares names every file sees, found where no scope binds them or through an ambient
    value (`window.h`: Window). An edit that moves them (a definition added before the block) keeps their
    readers' edges, renumbered; one that changes their records (Window's bases) re-links the files that read
    them, also those whose text names only `window`; one that changes which names are declared re-links
    everything; a change elsewhere re-links only what it reaches."""
    root = tmp_path / "repo"
    block = "declare global {\n  interface Window { h: Hook }\n}\n"
    write(root, "a.ts", "export class Hook { run() { return 1 } }\n" + block + "export const a = 1\n")
    write(root, "b.ts", "export function g(w: Window) { return w.h }\n")
    write(root, "c.ts", "export function c() { return 1 }\n")
    write(root, "d.ts", "export function d() { return window.h.run() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert ("d.ts", "d", "a.ts", "Hook.run") in set(entity_edges(Snapshot(str(base))))
    write(root, "a.ts", "export class Hook { run() { return 1 } }\nexport function first() { return 0 }\n" + block +
          "export const a = 1\n")
    n, inc = relinked_after(tmp_path, capsys, root, base, "moved")
    assert n <= 2   # a.ts (the moved Window's readers keep their edges, renumbered)
    assert ("d.ts", "d", "a.ts", "Hook.run") in set(entity_edges(Snapshot(str(inc))))
    # Window's bases change, not its members: d2.ts's text names only `window` and a member of the new base
    write(root, "e.ts", "import { Hook } from './a'\nexport interface Base { x: Hook }\n")
    write(root, "d2.ts", "export function d2() { return window.x.run() }\n")
    base2 = tmp_path / "base2.fidx"
    run(capsys, str(root), "-o", str(base2))
    write(root, "a.ts", "import { Base } from './e'\nexport class Hook { run() { return 1 } }\n"
          "export function first() { return 0 }\n" + block.replace("Window {", "Window extends Base {") +
          "export const a = 1\n")
    n, inc = relinked_after(tmp_path, capsys, root, base2, "bases")
    assert ("d2.ts", "d2", "a.ts", "Hook.run") in set(entity_edges(Snapshot(str(inc))))
    edits = [("a.ts", "declare global {\n  interface Window { k: number }\n}\n",
              "full: a.ts changes the names every file sees"),
             ("c.ts", "export function e() { return 2 }\n", "incremental")]
    edit_in_turn(capsys, tmp_path, root, inc, edits)


def test_a_module_augmentation_s_merge_is_relinked_or_takes_the_full_reduce(tmp_path, capsys):
    """`declare module './index' { interface State {..} }` merges with what index.ts exports as State, known
    before any file is linked. An edit inside the augmentation that keeps its declarations, or elsewhere, is
    incremental; one that declares another name in it, or changes a file the merge was looked up through
    (index.ts re-exporting State from elsewhere), or adds a file holding an augmentation, takes the full reduce;
    each agrees with a full index."""
    root = tmp_path / "repo"
    write(root, "expect.ts", "export interface State { isNot: boolean }\n")
    write(root, "other.ts", "export interface State { other: boolean }\n")
    write(root, "index.ts", "export type { State } from './expect'\n")
    write(root, "global.ts", "import type { State as S } from './expect'\n"
          "declare module './index' {\n  interface State { env: string }\n}\n")
    write(root, "user.ts", "import type { State } from './index'\n"
          "export function check(s: State) { return s.env }\n")
    write(root, "c.ts", "export function c() { return 1 }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert ("user.ts", "check", "global.ts", "'./index'.State.env") in set(entity_edges(Snapshot(str(base))))

    steps = [(appending(root, "c.ts", "export function e() { return 2 }\n"), "incremental"),
             (lambda: write(root, "global.ts", "import type { State as S } from './expect'\ndeclare module "
                            "'./index' {\n  interface State { env: string; mode: number }\n}\n"), "incremental"),
             (appending(root, "global.ts", "declare module './index' {\n  interface Extra { x: number }\n}\n"),
              "full: global.ts changes the declarations it adds to a module"),
             (lambda: write(root, "index.ts", "export type { State } from './other'\n"),
              "full: index.ts is read by what a module augmentation merges with"),
             (lambda: write(root, "more.ts", "import './c'\ndeclare module './c' {\n  interface More { y: number }"
                            "\n}\n"), "full: more.ts was added or removed: it augments a module")]
    last = change_in_turn(capsys, tmp_path, root, base, steps)
    assert ("user.ts", "check", "global.ts", "'./index'.State.env") in set(entity_edges(Snapshot(str(last))))
    assert ("user.ts", "check", "other.ts", "State") in set(entity_edges(Snapshot(str(last))))


def test_a_script_s_globals_are_relinked_as_declare_global_s(tmp_path, capsys):
    """A script's top-level declarations (a TypeScript or JavaScript file without import or export) are names every
    file sees: an edit inside one keeps the full index's edges with an incremental reduce; one that declares another
    name, or makes the script a module, takes the full reduce."""
    root = tmp_path / "repo"
    write(root, "web/util.js", "function log(s) { return s }\n")
    write(root, "web/page.js", "function show() { return log(1) }\n")
    write(root, "src/app.ts", "export function run() { return log(2) }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert ("src/app.ts", "run", "web/util.js", "log") in set(entity_edges(Snapshot(str(base))))
    edits = [("web/util.js", "// a comment\n", "incremental"),
             ("web/util.js", "function warn(s) { return s }\n", "full: web/util.js changes the names every file sees"),
             ("web/page.js", "function more() { return warn(3) }\n", "full: web/page.js changes the names"),
             ("web/util.js", "export {}\n", "full: web/util.js changes the names every file sees")]
    last = edit_in_turn(capsys, tmp_path, root, base, edits)
    assert not any(e[2] == "web/util.js" for e in entity_edges(Snapshot(str(last))) if e[0] != "web/util.js")


def test_a_go_build_constraint_flipped_alone_relinks_the_package_users(tmp_path, capsys):
    """Which of two files a package's name resolves to depends on their `//go:build` lines (the default build's
    file wins): flipping only those lines changes where `json.Marshal` goes, and an incremental run must agree
    with a full index."""
    root = tmp_path / "repo"
    write(root, "go.mod", "module example.com/m\n\ngo 1.19\n")
    body = "\n\npackage json\n\nfunc Marshal(v any) ([]byte, error) { return nil, nil }\n"
    write(root, "json/std.go", "//go:build !gojson" + body)
    write(root, "json/fast.go", "//go:build gojson" + body)
    write(root, "app/main.go", 'package app\n\nimport "example.com/m/json"\n\nfunc Run() { json.Marshal(1) }\n')
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert ("app/main.go", "Run", "json/std.go", "Marshal") in set(entity_edges(Snapshot(str(base))))
    for rel, tag in (("json/std.go", "gojson"), ("json/fast.go", "!gojson")):
        text = (root / rel).read_text()
        (root / rel).write_text("//go:build " + tag + text[text.index("\n"):])
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(inc) == content(full)
    assert ("app/main.go", "Run", "json/fast.go", "Marshal") in set(entity_edges(Snapshot(str(inc))))


def test_a_java_file_declaring_another_package_takes_the_full_reduce(tmp_path, capsys):
    """The Java resolver places a file whose folder is not its package's path by its `package` declaration: a
    file declaring another package moves, and every file that imported it from the old one must be linked again
    (the names it declares are the same). An incremental run links in full and equals a full index."""
    root = tmp_path / "repo"
    write(root, "util/Strings.java", "package com.acme.util;\n\npublic final class Strings {\n"
                                     "    public static String slug(String s) { return s; }\n}\n")
    write(root, "app/App.java", "package com.acme.app;\n\nimport com.acme.util.Strings;\n\n"
                                "public class App {\n    String run() { return Strings.slug(\"x\"); }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert ("app/App.java", "App.run", "util/Strings.java", "Strings.slug") in set(entity_edges(Snapshot(str(base))))
    text = (root / "util/Strings.java").read_text()
    (root / "util/Strings.java").write_text(text.replace("com.acme.util", "com.acme.text"))
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert reuse_of(inc)["reduce"].startswith("full: util/Strings.java declares another package")
    assert content(inc) == content(full)
    assert ("app/App.java", "App.run", "util/Strings.java", "Strings.slug") not in set(entity_edges(Snapshot(str(inc))))


def test_csharp_edits_link_incrementally_unless_a_file_declares_another_namespace(tmp_path, capsys):
    """The C# resolver groups files by the namespace the map recorded (FileTable.package), so a changed .cs file
    no longer takes the full reduce: a body edit, a class added to a namespace and a `using` added re-link only
    what they touch; a file declaring another namespace moves its types, and the files that reached them through
    the old one must be linked again: the full reduce. Every step equals a full index."""
    root = tmp_path / "repo"
    write(root, "Store/Repo.cs", "namespace Acme.Store {\n  public class Repo {\n"
                                 "    public Item Find(int id) { return new Item(); }\n  }\n}\n")
    write(root, "Store/Item.cs", "namespace Acme.Store;\n\npublic class Item { public void Touch() {} }\n")
    write(root, "Text/Strings.cs", "namespace Acme.Text;\n\npublic static class Strings {\n"
                                   "  public static string Slug(string s) { return s; }\n}\n")
    write(root, "App/Program.cs", "using Acme.Store;\n\nnamespace Acme.App {\n  class Program {\n"
                                  "    static void Main() { new Repo().Find(1).Touch(); }\n  }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    main = ("App/Program.cs", "Program.Main")
    assert main + ("Store/Item.cs", "Item.Touch") in set(entity_edges(Snapshot(str(base))))
    edits = [
        ("Store/Item.cs", "namespace Acme.Store;\n\npublic class Item { public void Touch() { Touch(); } }\n",
         "incremental"),
        ("Store/Repo.cs", "namespace Acme.Store {\n  public class Repo {\n"
                          "    public Item Find(int id) { return new Item(); }\n  }\n  public class Cache {}\n}\n",
         "incremental"),
        ("App/Program.cs", "using Acme.Store;\nusing Acme.Text;\n\nnamespace Acme.App {\n  class Program {\n"
                           "    static void Main() { new Repo().Find(1).Touch(); Strings.Slug(\"x\"); }\n  }\n}\n",
         "incremental"),
        # a class of the same name in the other namespace Program imports: what Strings.Slug names may change
        ("Store/Repo.cs", "namespace Acme.Store {\n  public class Repo {\n"
                          "    public Item Find(int id) { return new Item(); }\n  }\n  public class Cache {}\n"
                          "  public static class Strings { public static string Slug(string s) { return s; } }\n}\n",
         "incremental"),
        ("Store/Repo.cs", "namespace Acme.Store {\n  public class Repo {\n"
                          "    public Item Find(int id) { return new Item(); }\n  }\n  public class Cache {}\n}\n",
         "incremental"),
        ("Store/Item.cs", "namespace Acme.Text;\n\npublic class Item { public void Touch() { Touch(); } }\n",
         "full: Store/Item.cs declares another package"),
    ]
    for step, (rel, text, mode) in enumerate(edits):
        write(root, rel, text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert content(inc) == content(full), (rel, reuse_of(inc))
        assert reuse_of(inc)["reduce"].startswith(mode), (rel, reuse_of(inc)["reduce"])
        base = inc
    edges = set(entity_edges(Snapshot(str(base))))
    assert main + ("Text/Strings.cs", "Strings.Slug") in edges
    assert main + ("Store/Item.cs", "Item.Touch") not in edges       # Item left Acme.Store
    assert ("Store/Repo.cs", "Repo.Find", "Store/Item.cs", "Item") not in edges


def test_a_relink_of_most_sites_takes_the_full_reduce_where_that_runs_on_several_processes(tmp_path, capsys,
                                                                                         monkeypatch):
    """The re-link runs in one process: where the full reduce would run on 2 and the files to re-link hold more
    than half the reference sites, every file is linked instead (the report says why); on one process, or for a
    small share, the re-link is taken."""
    from fastindex.reduce import parallel
    monkeypatch.setattr(parallel, "MIN_REFERENCES", 0)   # this small repository's full reduce on 2 processes
    root = tmp_path / "repo"
    write(root, "lib.ts", "export function f() { return 1 }\nexport function g() { return 2 }\n")
    for i in range(4):
        write(root, f"use{i}.ts", "import { f, g } from './lib'\nexport function u() { return f() + g() + f() }\n")
    write(root, "other.ts", "export function o() { return 1 }\nexport function p() { return o() + o() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base), "--reduce-processes", "2")
    write(root, "lib.ts", "export function f(a = 1) { return a }\nexport function g(b = 2) { return b }\n")
    for processes, mode in (("2", "full: re-linking 5 files (88% of the reference sites) costs more than linking "
                                  "all on 2 processes"), ("1", "incremental")):
        full, inc = tmp_path / f"full{processes}.fidx", tmp_path / f"inc{processes}.fidx"
        run(capsys, str(root), "-o", str(full), "--reduce-processes", processes)
        run(capsys, str(root), "-o", str(inc), "--base", str(base), "--reduce-processes", processes)
        assert content(inc) == content(full)
        assert reuse_of(inc)["reduce"] == mode
    write(root, "other.ts", "export function o() { return 1 }\nexport function p() { return o() }\n")
    run(capsys, str(root), "-o", str(tmp_path / "full3.fidx"), "--reduce-processes", "2")
    run(capsys, str(root), "-o", str(tmp_path / "inc3.fidx"), "--base", str(tmp_path / "inc2.fidx"),
        "--reduce-processes", "2")
    assert content(tmp_path / "inc3.fidx") == content(tmp_path / "full3.fidx")
    assert (reuse_of(tmp_path / "inc3.fidx")["reduce"], reuse_of(tmp_path / "inc3.fidx")["relinked"]) == \
        ("incremental", 1)


def test_added_removed_and_renamed_files_take_an_incremental_reduce(tmp_path, capsys):
    """Files that come or go re-link what can reach them: the files that read a removed one, and the files whose
    strings name an added or removed file (its module path's last part) or an added file's names, with the files
    that read those. Every other file keeps its base link, renumbered for the new tree; each snapshot equals a
    full index."""
    root = tmp_path / "repo"
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/util.py", "def helper():\n    return 1\n")
    write(root, "pkg/use.py", "from pkg.util import helper\nfrom pkg.extra import more\n\n\n"
                              "def run():\n    return helper() + more()\n")
    write(root, "pkg/attr.py", "import pkg.util\n\n\ndef where():\n    return pkg.gone\n")
    write(root, "pkg/gone.py", "x = 1\n")
    for i in range(4):
        write(root, f"pkg/far{i}.py", f"def far{i}():\n    return {i}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    steps = [
        # an added module that an import named before it existed: the importer is linked again, not the others
        ("added", lambda: write(root, "pkg/extra.py", "def more():\n    return 2\n"), {"pkg/extra.py", "pkg/use.py"}),
        # a removed module: its readers
        ("removed", lambda: (root / "pkg/util.py").unlink(), {"pkg/use.py", "pkg/attr.py"}),
        # found by its path alone (`pkg.gone`, no `import pkg.gone`): the file naming it, though it read no table
        ("removed-by-path", lambda: (root / "pkg/gone.py").unlink(), {"pkg/attr.py"}),
        ("renamed", lambda: (root / "pkg/far0.py").rename(root / "pkg/near0.py"), {"pkg/near0.py"}),
    ]
    for tag, change, relinked in steps:
        change()
        n, inc = relinked_after(tmp_path, capsys, root, base, tag)
        assert n == len(relinked), (tag, n)
        base = inc
    edges = set(entity_edges(Snapshot(str(base))))
    assert ("pkg/use.py", "run", "pkg/extra.py", "more") in edges
    assert not any(e[2] in ("pkg/util.py", "pkg/gone.py") for e in edges)


def test_an_added_file_that_a_directory_resolves_to_takes_the_full_reduce(tmp_path, capsys):
    """`import '..'`, `from . import x`: a specifier can reach an index or `__init__` file without naming it, so
    adding or removing one links every file (and the snapshot equals a full index)."""
    root = tmp_path / "repo"
    write(root, "web/lib/a.ts", "export function a() { return 1 }\n")
    write(root, "web/main.ts", "import { a } from './lib'\nexport function m() { return a() }\n")
    write(root, "py/pkg/mod.py", "def f():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    steps = [(lambda rel=rel, text=text: write(root, rel, text),
              f"full: {rel} was added or removed: a module a directory resolves to")
             for rel, text in (("web/lib/index.ts", "export * from './a'\n"), ("py/pkg/__init__.py",
                                                                            "from .mod import f\n"))]
    last = change_in_turn(capsys, tmp_path, root, base, steps)
    assert ("web/main.ts", "m", "web/lib/a.ts", "a") in set(entity_edges(Snapshot(str(last))))


def test_a_config_read_for_where_it_is_steers_resolution_only_by_coming_or_going(tmp_path, capsys):
    """Python reads no pyproject.toml's contents (one marks an import root): editing it (a dependency bump)
    re-links nothing, while adding one (a new root) links every file; a package.json's contents are read (its
    name, its exports), so editing one links every file."""
    root = tmp_path / "repo"
    write(root, "pyproject.toml", '[project]\nname = "app"\ndependencies = ["a==1"]\n')
    write(root, "app/__init__.py", "")
    write(root, "app/core.py", "def f():\n    return 1\n")
    write(root, "app/use.py", "from app.core import f\n\n\ndef g():\n    return f()\n")
    write(root, "web/package.json", '{"name": "web", "version": "1.0.0"}\n')
    write(root, "web/index.ts", "export function w() { return 1 }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    change_in_turn(capsys, tmp_path, root, base, [
        (lambda: write(root, "pyproject.toml", '[project]\nname = "app"\ndependencies = ["a==2"]\n'),
         "incremental"),
        (lambda: write(root, "tools/pyproject.toml", '[project]\nname = "tools"\n'),
         "full: a file that steers resolution changed (tools/pyproject.toml)"),
        (lambda: write(root, "web/package.json", '{"name": "web", "version": "1.0.1"}\n'),
         "full: a file that steers resolution changed (web/package.json)")])


def test_an_owner_index_that_met_a_cycle_guard_keeps_the_reduce_incremental_elsewhere(tmp_path, capsys):
    """The owner index (members declared outside their type: Rust `impl T`) is built before any file from an
    empty memo, in a partial link as in a full one, so a cycle guard it met (`T` re-exported by two modules from
    each other) is met alike: a change to a file it did not read stays incremental; a change to one it read links
    every file."""
    root = tmp_path / "repo"
    write(root, "Cargo.toml", '[package]\nname = "x"\nversion = "0.1.0"\n')
    write(root, "src/lib.rs", "mod a;\nmod b;\nmod c;\n")
    write(root, "src/a.rs", "pub use crate::b::T;\n")
    write(root, "src/b.rs", "pub use crate::a::T;\n")
    write(root, "src/c.rs", "use crate::a::T;\n\nimpl T {\n    pub fn f(&self) {}\n}\n")
    write(root, "py/other.py", "def g():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    with SnapshotReader(str(base)) as r:
        assert r.records("links")[0]["owner_flags"] == 1   # the cycle guard, met while the owner index was built
    edits = [("py/other.py", "\n\ndef h():\n    return g()\n", "incremental"),
             ("src/b.rs", "\npub fn more() {}\n", "incremental")]
    edit_in_turn(capsys, tmp_path, root, base, edits)


# Files that come or go where the files they change name neither them nor their names (found by a review's
# random repositories; each snapshot differed from the full index before): (files, files added, files removed).
CAME_OR_WENT = {
    # a lookup through a whole package (Java's same-package classes) reads every file of it: its dependencies gain
    # the added file, and the next run's change there must find it (B's `X` then resolves to a/C.java's)
    "java-same-package": ({"a/A.java": "package a;\npublic class A { public void f() {} }\n",
                           "a/B.java": "package a;\npublic class B { void g() { X x = new X(); x.m(); } }\n",
                           "b/X.java": "package b;\npublic class X { public void m() {} }\n"},
                          {"a/C.java": "package a;\nclass C { }\n"}, ()),
    "php-namespace-folder": ({"p/Model.php": "<?php\nnamespace p;\n"
                                             "class Model { function run() { return new Q(); } }\n"},
                             {"p/Bar.php": "<?php\nnamespace p;\nuse q\\Other;\n"}, ()),
    # a namespace path in code (`\\App\\Lib\\Util::help()`) comes to name a class: its file came
    "php-namespace-path": ({"src/Http/Ctrl.php": "<?php\nnamespace App\\Http;\n"
                                                 "class Ctrl { function a() { return \\App\\Lib\\Util::help(); } }\n"},
                           {"src/Lib/Util.php": "<?php\nnamespace App\\Lib;\n"
                                                "class Util { static function help() {} }\n"},
                           ()),
    # an import of a multi-file package has an edge to each of its files, whichever of its names the importer uses
    # (none: Go's blank import `_ "m/store"`): a file added to or removed from it adds or takes one away
    "go-blank-import": ({"go.mod": "module example.com/m\n\ngo 1.21\n",
                         "store/a.go": "package store\n\nfunc A() int { return 1 }\n",
                         "cmd/main.go": 'package main\n\nimport _ "example.com/m/store"\n\nfunc main() {}\n'},
                        {"store/zz.go": "package store\n\nfunc Z() int { return 2 }\n"}, ()),
    "go-blank-import-removed": ({"go.mod": "module example.com/m\n\ngo 1.21\n",
                                 "store/a.go": "package store\n\nfunc A() int { return 1 }\n",
                                 "store/zz.go": "package store\n\nfunc Z() int { return 2 }\n",
                                 "cmd/main.go": 'package main\n\nimport _ "example.com/m/store"\n\nfunc main() {}\n'},
                                {}, ("store/zz.go",)),
    # a package that comes to exist: `import a.b.C` now resolves in the repository (a global site, not external)
    "java-new-package": ({"u/Use.java": "package u;\nimport a.b.C;\nclass Use { C c; }\n"},
                         {"a/b/D.java": "package a.b;\nclass D { }\n"}, ()),
    "csharp-new-namespace": ({"u/Use.cs": "using A.B;\nclass Use { }\n"},
                             {"x/D.cs": "namespace A.B { class D { } }\n"}, ()),
    "python-new-namespace-package": ({"u/use.py": "import pkg.sub\n"}, {"pkg/sub/other.py": ""}, ()),
    "python-gone-namespace-package": ({"u/use.py": "import pkg.sub\n", "pkg/sub/other.py": ""}, {},
                                      ("pkg/sub/other.py",)),
    # a Rust module file that places the files of its folder in the crate (`crate::` in them)
    "rust-parent-module": ({"Cargo.toml": '[package]\nname = "demo"\n', "src/lib.rs": "pub mod help;\n",
                            "src/help.rs": "pub fn alpha() {}\n",
                            "src/core/child.rs": "use crate::help::alpha;\npub fn f() { alpha(); }\n"},
                           {"src/core.rs": "pub mod child;\n"}, ()),
}


@pytest.mark.parametrize("case", sorted(CAME_OR_WENT))
def test_a_file_that_comes_or_goes_relinks_what_resolves_through_its_package_or_folder(tmp_path, capsys, case):
    files, added, removed = CAME_OR_WENT[case]
    root = tmp_path / "repo"
    for rel, text in files.items():
        write(root, rel, text)
    write(root, "pad/pad.py", "def pad():\n    return 1\n")   # a file no change reaches
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    for rel, text in added.items():
        write(root, rel, text)
    for rel in removed:
        (root / rel).unlink()
    n, inc = relinked_after(tmp_path, capsys, root, base, case)
    assert n < len(files) + len(added) - len(removed) + 1
    if case == "java-same-package":   # the next change, with this run's snapshot as the base
        write(root, "a/C.java", "package a;\nclass C { }\nclass X { void m() {} }\n")
        _n, inc2 = relinked_after(tmp_path, capsys, root, inc, case + "-2")
        assert ("a/B.java", "B.g", "a/C.java", "X.m") in set(entity_edges(Snapshot(str(inc2))))


def test_a_file_renamed_to_another_c_family_extension_is_mapped_as_its_new_extension_says(tmp_path, capsys):
    """A table is reused for a renamed file of the same content, but a `.cpp` renamed `.c` is C: its C++ table
    is not taken (a `.h` keeps the dialect its content gave it)."""
    root = tmp_path / "repo"
    write(root, "x.cpp", "int f(int x) { return x; }\n")
    write(root, "y.c", "int g(void) { return 0; }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    (root / "x.cpp").rename(root / "x.c")
    _n, inc = relinked_after(tmp_path, capsys, root, base, "renamed")
    assert {f.path: f.language for f in Snapshot(str(inc)).files}["x.c"] == "c"
    assert reuse_of(inc)["reused_renamed"] == 0


def test_files_that_come_or_go_in_ways_no_word_can_find_take_the_full_reduce_or_are_relinked(tmp_path, capsys):
    """A removed file that read a changed one is not looked up among the new tables; an added file that a
    specifier reaches without any of its words (`./404`, a tsconfig alias naming the file) links every file. Each
    snapshot equals a full index (found by a review of the change)."""
    root = tmp_path / "repo"
    write(root, "a.py", "def f():\n    return 1\n")
    write(root, "g.py", "from a import f\n\nf()\n")
    write(root, "m.py", "def h():\n    return 0\n")
    write(root, "web/main.ts", "import * as p from './404'\nexport function m() { return p.q() }\n")
    write(root, "web/tsconfig.json", '{"compilerOptions": {"paths": {"@cfg": ["src/config/real.ts"]}}}\n')
    write(root, "web/src/use.ts", "import * as c from '@cfg'\nexport function u() { return c.v() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def remove_a_reader():
        with open(root / "a.py", "a", encoding="utf-8") as fh:
            fh.write("\n\ndef h():\n    return 2\n")
        (root / "g.py").unlink()

    change_in_turn(capsys, tmp_path, root, base, [
        (remove_a_reader, "incremental"),
        (lambda: write(root, "web/404.ts", "export function q() { return 1 }\n"),
         "full: web/404.ts was added or removed: its name has no word"),
        (lambda: write(root, "web/src/config/real.ts", "export function v() { return 1 }\n"),
         "full: web/src/config/real.ts was added or removed: web/tsconfig.json names it")])


def test_definitions_that_move_keep_their_readers_edges_without_relinking_them(tmp_path, capsys):
    """A definition added before others, or two definitions swapped, changes no record of the others (records
    name definitions by qualname, never by index): their readers are not linked again, and their edges follow
    each definition to its new index (re-sorted when definitions change their order)."""
    root = tmp_path / "repo"
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/lib.py", "def f():\n    return 1\n\n\nclass G:\n    def run(self):\n        return 2\n")
    for i in range(3):
        write(root, f"pkg/use{i}.py", "from pkg.lib import f, G\n\n\ndef u():\n    return f() + G().run()\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "pkg/lib.py", "def first():\n    return 0\n\n\ndef f():\n    return 1\n\n\n"
                              "class G:\n    def run(self):\n        return 2\n")
    n, inc = relinked_after(tmp_path, capsys, root, base, "added-before")
    assert n == 1
    write(root, "pkg/lib.py", "class G:\n    def run(self):\n        return 2\n\n\ndef first():\n    return 0\n\n\n"
                              "def f():\n    return 1\n")
    n, inc = relinked_after(tmp_path, capsys, root, inc, "swapped")
    assert n == 1
    assert {("pkg/use0.py", "u", "pkg/lib.py", "f"), ("pkg/use0.py", "u", "pkg/lib.py", "G.run")} <= \
        set(entity_edges(Snapshot(str(inc))))


def test_an_edit_above_anonymous_functions_relinks_no_reader(tmp_path, capsys):
    """Anonymous functions are named by their line (`<fn@12>`): an edit above them renamed them all, which
    counted as a change to the whole file and re-linked every file that read it (excalidraw's App.tsx: about 230
    files). Records now name them without the line, and no text looks them up."""
    root = tmp_path / "repo"
    app = ("export class App {\n  run() { return [1, 2].map((x) => x + 1) }\n}\n"
           "export const handler = () => 1\nsetTimeout(() => 2)\n")
    write(root, "app.ts", app)
    for i in range(3):
        write(root, f"use{i}.ts", "import { App, handler } from './app'\n"
                                  "export function u() { return new App().run() + handler() }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "app.ts", "// a comment\n// and another\n" + app.replace("x + 1", "x + 2"))
    n, inc = relinked_after(tmp_path, capsys, root, base, "moved")
    assert n == 1
    assert ("use0.ts", "u", "app.ts", "App.run") in set(entity_edges(Snapshot(str(inc))))


def test_an_added_python_file_relinks_the_files_naming_its_module_not_its_names(tmp_path, capsys):
    """A Python name defined in another file is seen only through an import naming that file's module: adding a
    migration that defines `Migration`, as hundreds of others do, re-links the files naming the new module, not
    every file that names `Migration` (LanguageSpec.names_only_through_imports)."""
    root = tmp_path / "repo"
    write(root, "app/__init__.py", "")
    for i in range(4):
        write(root, f"app/m{i}.py", "class Migration:\n    pass\n\n\ndef run():\n    return Migration()\n")
    write(root, "app/use.py", "from app.m0 import Migration\nfrom app.m9 import Migration as Later\n\n\n"
                              "def u():\n    return Migration(), Later()\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "app/m9.py", "class Migration:\n    pass\n")
    n, inc = relinked_after(tmp_path, capsys, root, base, "added")
    assert n == 2   # app/m9.py itself, and app/use.py, which names its module
    assert ("app/use.py", "u", "app/m9.py", "Migration") in set(entity_edges(Snapshot(str(inc))))


def test_a_definition_and_an_import_of_one_name_trading_places_relinks_their_readers(tmp_path, capsys):
    """Which of `def f` and `from pkg.c import f` comes first decides what `f` is (an import binds over a function
    defined after it): swapping them changes no record but their order, which is a record of its own (found by
    a review's random repositories; older than the day's change)."""
    root = tmp_path / "repo"
    write(root, "pkg/__init__.py", "")
    write(root, "pkg/c.py", "def f():\n    return 2\n")
    write(root, "pkg/a.py", "from pkg.b import f\n\nf()\n")
    write(root, "pkg/b.py", "def f():\n    return 1\n\nfrom pkg.c import f\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    last = change_in_turn(capsys, tmp_path, root, base, [
        (lambda: write(root, "pkg/b.py", "from pkg.c import f\n\ndef f():\n    return 1\n"), "incremental"),
        (lambda: write(root, "pkg/b.py", "def f():\n    return 1\n\nfrom pkg.c import f\n"), "incremental")])
    edges = [set(entity_edges(Snapshot(str(p)))) for p in (tmp_path / "inc0.fidx", last)]
    assert [("pkg/a.py", "<module>", f"pkg/{m}.py", "f") in e for m, e in zip("cb", edges, strict=True)] == [True] * 2


def test_a_ruby_class_declared_with_its_namespace_that_comes_or_goes(tmp_path, capsys):
    """`Acme::Thing` is looked up among every file's classes, modules and constants by its qualified name
    (Linker._constant, Ruby's constants being global and its modules open): a miss reads no file, so a change to
    those declarations takes the full reduce (a class added, `Acme::Thing` or another, or one reopened: its members
    are every declaration's); an edit of a Ruby file that declares the same ones stays incremental."""
    root = tmp_path / "repo"
    write(root, "lib/acme.rb", "module Acme\nend\n")
    write(root, "lib/thing.rb", "# things\n")
    write(root, "app/u.rb", "require_relative '../lib/acme'\nmodule Acme\n  def self.make\n    Acme::Thing.new\n"
                            "  end\nend\n")
    write(root, "pad/pad.py", "def pad():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    last = edit_in_turn(capsys, tmp_path, root, base, [
        ("lib/thing.rb", "class Acme::Thing\n  def run; end\nend\n", "full"),
        ("lib/thing.rb", "# edited\n", "incremental"),
        ("lib/thing.rb", "class Acme::Thing\n  def stop; end\nend\n", "full"),   # Acme::Thing reopened
    ])
    assert ("app/u.rb", "Acme.make", "lib/thing.rb", "Acme.Thing") in set(entity_edges(Snapshot(str(last))))


def test_a_commonjs_module_that_comes_to_export_one_value(tmp_path, capsys):
    """`const K = require("./k")` is K once k.js says `module.exports = K` (LanguageSpec.commonjs_interop): the
    importer is linked again. (k.js requires a module: without it, it is a script whose K every file sees, and the
    edit that makes it a module re-links everything.)"""
    root = tmp_path / "repo"
    write(root, "k.js", 'const path = require("path");\nclass K { run() { return 1; } }\n')
    write(root, "u.js", 'const K = require("./k");\nfunction user() { return new K().run(); }\n')
    write(root, "pad/pad.py", "def pad():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    last = edit_in_turn(capsys, tmp_path, root, base, [("k.js", "module.exports = K;\n", "incremental")])
    assert ("u.js", "user", "k.js", "K.run") in set(entity_edges(Snapshot(str(last))))


def test_a_file_the_map_rewrites_before_parsing_is_reused_when_unchanged(tmp_path, capsys):
    # a C header with an `extern "C"` block (c/source.rewrite blanks it), a C++ file with an export macro and a
    # Python file with a BOM: the parser is given other bytes than the file's, and the table's digest is the
    # file's, so an unchanged file is reused (it was re-mapped on every incremental run)
    root = tmp_path / "repo"
    write(root, "lib.h", '#ifdef __cplusplus\nextern "C" {\n#endif\nint add(int a, int b);\n#ifdef __cplusplus\n}\n'
                         '#endif\n')
    write(root, "lib.c", '#include "lib.h"\nint add(int a, int b) { return a + b; }\n')
    write(root, "api.hpp", "namespace n {\nclass LIB_EXPORT Api { public: int f(); };\n}\n")
    (root / "bom.py").write_bytes(b"\xef\xbb\xbfdef g():\n    return 1\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    write(root, "new.py", "def fresh():\n    return 2\n")
    full, inc = tmp_path / "full.fidx", tmp_path / "inc.fidx"
    run(capsys, str(root), "-o", str(full))
    run(capsys, str(root), "-o", str(inc), "--base", str(base))
    assert content(inc) == content(full)
    assert reuse_of(inc)["parsed"] == 1


def test_csharp_an_extension_method_that_changes_its_receiver_type_relinks_the_type_s_readers(tmp_path, capsys):
    """An extension method (`static string Shout(this Item i)`) whose Item is another namespace's after an edit of
    its file's `using` alone (no name or signature changes) is what `item.Shout()` calls in an unchanged file that
    reads only the other Item (its namespace not imported: the linker does not ask for it): the extension index
    (Linker._extension_index, built with the owner index) of both trees is compared when a changed file declares
    extension methods, and the types whose extensions differ are linked again with their readers. There and back:
    each step equals a full index."""
    root = tmp_path / "repo"
    write(root, "Store/Item.cs", "namespace Acme.Store;\n\npublic class Item { public void Touch() {} }\n")
    write(root, "Other/Item.cs", "namespace Acme.Other;\n\npublic class Item { public void Poke() {} }\n")
    ext = "using {ns};\n\nnamespace Acme.Ext;\n\npublic static class Ext {{\n" \
          "  public static string Shout(this Item i) {{ return \"\"; }}\n}}\n"
    write(root, "Ext/Ext.cs", ext.format(ns="Acme.Store"))
    write(root, "App/Program.cs", "using Acme.Other;\n\nnamespace Acme.App {\n  class Program {\n"
                                  "    static void Main(Item item) { item.Poke(); item.Shout(); }\n  }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    shout = ("App/Program.cs", "Program.Main", "Ext/Ext.cs", "Ext.Shout")
    assert shout not in set(entity_edges(Snapshot(str(base))))
    for step, (ns, linked) in enumerate([("Acme.Other", True), ("Acme.Store", False)]):
        write(root, "Ext/Ext.cs", ext.format(ns=ns))
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert reuse_of(inc)["reduce"].startswith("incremental"), reuse_of(inc)["reduce"]
        assert content(inc) == content(full), step
        assert (shout in set(entity_edges(Snapshot(str(inc))))) is linked
        base = inc


def test_csharp_an_extension_overload_changed_in_another_file_relinks_the_calls_it_changes(tmp_path, capsys):
    """`policy.Raise()` calls the only `Raise` extension of Policy taking no argument (Linker._extension_groups):
    another class's `Raise(this Policy p, string context)` given a default makes the call ambiguous (left
    unresolved), and a third class's overload added does too; back, it is PolicyExtensions' again. Each step is an
    incremental reduce equal to a full index (the groups of both trees are compared too: relink's _owner_changes)."""
    root = tmp_path / "repo"
    contextual = "namespace P;\n\npublic static class Contextual {{\n" \
                 "  public static void Raise(this Policy p, {p}) {{ }}\n}}\n"
    write(root, "src/Policy.cs", "namespace P;\n\npublic class Policy { }\n")
    write(root, "src/A.cs", contextual.format(p="string context"))
    write(root, "src/B.cs", "namespace P;\n\npublic static class PolicyExtensions {\n"
                            "  public static void Raise(this Policy p) { }\n}\n")
    write(root, "src/Use.cs", "namespace P;\n\npublic class Use {\n"
                              "  public void Go(Policy policy) { policy.Raise(); }\n}\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    raise_ = ("src/Use.cs", "Use.Go", "src/B.cs", "PolicyExtensions.Raise")
    assert raise_ in set(entity_edges(Snapshot(str(base))))
    other = "namespace P;\n\npublic static class Other {\n  public static void Raise(this Policy p, int n = 0) { }\n}\n"
    steps = [(lambda: write(root, "src/A.cs", contextual.format(p='string context = ""')), False),
             (lambda: write(root, "src/A.cs", contextual.format(p="string context")), True),
             (lambda: write(root, "src/C.cs", other), False),
             (lambda: (root / "src/C.cs").unlink(), True)]
    for step, (change, linked) in enumerate(steps):
        change()
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert content(inc) == content(full), step
        assert (raise_ in set(entity_edges(Snapshot(str(inc))))) is linked, step
        assert reuse_of(inc)["reduce"].startswith("incremental"), reuse_of(inc)["reduce"]
        base = inc


def test_ruby_rspec_configured_mixins_relink_the_specs_when_they_or_the_requires_change(tmp_path, capsys):
    """The modules `RSpec.configure` blocks include (Linker._configured_mixins) are seen by the specs through their
    requires: an edit of a module mixed in, of the list or of a file's requires takes the full reduce (a bare name
    none has reads no file); a spec's body edit re-links it alone. Every step equals a full index."""
    root = tmp_path / "repo"
    write(root, "lib/acme/helpers.rb", "module Acme\n  module Helpers\n    def check(x); x; end\n  end\nend\n")
    write(root, "lib/acme/support.rb", "require_relative 'helpers'\n\nRSpec.configure do |config|\n"
                                       "  config.include Acme::Helpers\nend\n")
    write(root, "spec/spec_helper.rb", "require 'acme/support'\n")
    write(root, "spec/a_spec.rb", "RSpec.describe 'a' do\n  it { check(1); verify(2) }\nend\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    spec = ("spec/a_spec.rb", "<module>")
    verify = spec + ("lib/acme/helpers.rb", "Acme.Helpers.verify")
    edits = [
        ("lib/acme/helpers.rb", "module Acme\n  module Helpers\n    def check(x); x; end\n"
                                "    def verify(x); x; end\n  end\nend\n", "full", True),
        ("spec/a_spec.rb", "RSpec.describe 'a' do\n  it { verify(2) }\nend\n", "incremental", True),
        ("spec/spec_helper.rb", "# nothing required\n", "full", False),
        ("spec/spec_helper.rb", "require 'acme/support'\n", "full", True),
        ("lib/acme/support.rb", "require_relative 'helpers'\n", "full", False),
    ]
    for step, edges in edits_in_turn(capsys, tmp_path, root, base, [e[:3] for e in edits]):
        assert (verify in edges) is edits[step][3], step


def edits_in_turn(capsys, tmp_path, root: Path, base: Path, edits: list):
    """Each (file, text, expected reduce mode) of `edits` written in turn, the tree indexed in full and with the
    last incremental snapshot as its base: the two equal, the reduce the mode says ("full: .." or "incremental");
    yields (step, the incremental snapshot's entity edges)."""
    for step, (rel, text, mode) in enumerate(edits):
        write(root, rel, text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base))
        assert code == 0 and err == "", err
        assert reuse_of(inc)["reduce"].startswith(mode), (step, reuse_of(inc)["reduce"])
        assert content(inc) == content(full), step
        yield step, set(entity_edges(Snapshot(str(inc))))
        base = inc


def test_ruby_a_support_file_s_top_level_methods_relink_the_specs_when_they_change(tmp_path, capsys):
    """A top-level `def` of spec/support/ is every spec's (Linker._helper_functions): one added or removed there
    takes the full reduce (a bare name none has reads no file), an edit that leaves them (or only reorders them)
    re-links the changed file alone; a shared group's method added is read as its module's members are. Every step
    equals a full index."""
    root = tmp_path / "repo"
    write(root, "spec/spec_helper.rb", "Dir[\"#{__dir__}/support/**/*.rb\"].each { |f| require f }\n")
    write(root, "spec/support/misc.rb", "def helper_a; end\n")
    write(root, "spec/support/group.rb", "RSpec.shared_context 'g' do\n  def in_group; end\nend\n")
    write(root, "spec/a_spec.rb", "RSpec.describe 'a' do\n  include_context 'g'\n"
                                  "  it { helper_a; helper_b; in_group; other }\nend\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    spec = ("spec/a_spec.rb", "<module>")
    edits = [
        ("spec/support/misc.rb", "def helper_a; end\ndef helper_b; end\n", "full",
         ("spec/support/misc.rb", "helper_b")),
        ("spec/support/misc.rb", "def helper_a; 1; end\ndef helper_b; 2; end\n", "incremental",
         ("spec/support/misc.rb", "helper_b")),
        ("spec/support/misc.rb", "\ndef helper_b; 2; end\ndef helper_a; 1; end\n", "incremental",
         ("spec/support/misc.rb", "helper_b")),
        ("spec/support/group.rb", "RSpec.shared_context 'g' do\n  def in_group; end\n  def other; end\nend\n",
         "incremental", ("spec/support/group.rb", "'g'.other")),
        ("spec/support/misc.rb", "def helper_a; 1; end\n", "full", None),
    ]
    for step, edges in edits_in_turn(capsys, tmp_path, root, base, [e[:3] for e in edits]):
        linked = edits[step][3]
        if linked is not None:
            assert spec + linked in edges, step
        assert (spec + ("spec/support/misc.rb", "helper_b") in edges) is (step < 4), step


@pytest.mark.parametrize("rel, source, name", [
    # `self.assertTrue(1)` in a unittest TestCase
    ("tests/test_a.py", "from unittest import TestCase\n\n\nclass T(TestCase):\n    def test_a(self):\n"
                        "        self.assertTrue(1)\n", "assertTrue"),
    # `r.json()` on an instance of a class extending an outside one (the file's OUTSIDE marker)
    ("app/resp.py", "from requests import Response as Base\n\n\nclass R(Base):\n    pass\n\n\n"
                    "def f(r: R):\n    return r.json()\n", "json"),
])
def test_a_member_turns_external_or_unknown_as_its_name_stops_or_starts_being_defined(tmp_path, capsys, rel, source,
                                                                                       name):
    """A member of a class whose hierarchy reaches outside the repository, called on `self` or on an instance, is
    "external" while the repository defines nothing of its name, "unknown" once a file (unrelated to it) defines one:
    the unchanged file is linked again, both ways, and each incremental snapshot equals a full index."""
    root = tmp_path / "repo"
    write(root, rel, source)
    write(root, "b.py", "def g():\n    return 2\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def reason() -> str:
        return next(u[6] for u in Snapshot(str(base)).unresolved if u[2] == name)
    assert reason() == "external"
    for text, expected in ((f"def g():\n    return 2\n\n\ndef {name}(x):\n    return x\n", "unknown"),
                           ("def g():\n    return 3\n", "external")):
        write(root, "b.py", text)
        base = change_in_turn(capsys, tmp_path, root, base, [(lambda: None, "incremental")])
        assert reason() == expected


def test_a_facade_s_see_tag_changed_links_its_callers_again(tmp_path, capsys):
    """`Cache::store()` on a facade (`extends Facade`, whose `__callStatic` forwards) is the `@see` class's store: a run
    that changes only the tag (to another class) links the caller again, as a full index would."""
    root = tmp_path / "repo"
    write(root, "composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}\n')
    write(root, "src/Facade.php", "<?php\nnamespace App;\nabstract class Facade {\n"
                                  "  public static function __callStatic($m, $a) {}\n}\n")
    for name in ("CacheManager", "Repository"):
        write(root, f"src/{name}.php", f"<?php\nnamespace App;\nclass {name} {{ public function store() {{}} }}\n")
    facade = "<?php\nnamespace App;\n/**\n * @see \\App\\{}\n */\nclass Cache extends Facade {{ }}\n"
    write(root, "src/Cache.php", facade.format("CacheManager"))
    write(root, "src/UseIt.php", "<?php\nnamespace App;\nclass UseIt { public function run() { Cache::store(); } }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def store_of() -> set:
        return {e[2] for e in entity_edges(Snapshot(str(base))) if e[1] == "UseIt.run" and e[3].endswith("store")}
    assert store_of() == {"src/CacheManager.php"}
    base = change_in_turn(capsys, tmp_path, root, base,
                          [(lambda: write(root, "src/Cache.php", facade.format("Repository")), "incremental")])
    assert store_of() == {"src/Repository.php"}


def test_a_phpdoc_mixin_read_from_kept_and_changed_files_as_a_full_index_reads_it(tmp_path, capsys):
    """`$b->where(1)` on an Eloquent-style Builder whose `@mixin \\App\\Query\\Builder` gives the member: a run that
    keeps the Builder's file reads its doc as a full index does, and one that changes only the tag (to another
    class) links the reader again."""
    root = tmp_path / "repo"
    write(root, "composer.json", '{"autoload": {"psr-4": {"App\\\\": "src/"}}}\n')
    for name in ("Builder", "Other"):
        write(root, f"src/Query/{name}.php",
              f"<?php\nnamespace App\\Query;\nclass {name} {{ public function where($a) {{}} }}\n")
    builder = "<?php\nnamespace App\\Eloquent;\n/**\n * @mixin \\App\\Query\\{}\n */\nclass Builder {{ }}\n"
    write(root, "src/Eloquent/Builder.php", builder.format("Builder"))
    write(root, "src/UseIt.php", "<?php\nnamespace App;\nuse App\\Eloquent\\Builder;\n"
                                 "class UseIt { public function run(Builder $b) { $b->where(1); } }\n")
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))

    def where_of() -> set:
        return {e[2] for e in entity_edges(Snapshot(str(base))) if e[1] == "UseIt.run" and e[3].endswith("where")}
    assert where_of() == {"src/Query/Builder.php"}
    steps = [(lambda: write(root, "src/UseIt.php", "<?php\nnamespace App;\nuse App\\Eloquent\\Builder;\n"
                                                   "class UseIt { public function run(Builder $b) { $b->where(1); }"
                                                   " public function two() {} }\n"), "incremental"),
             (lambda: write(root, "src/Eloquent/Builder.php", builder.format("Other")), "incremental")]
    base = change_in_turn(capsys, tmp_path, root, base, steps[:1])
    assert where_of() == {"src/Query/Builder.php"}
    base = change_in_turn(capsys, tmp_path, root, base, steps[1:])
    assert where_of() == {"src/Query/Other.php"}


@pytest.mark.parametrize("git_mode", [False, True], ids=["content", "changed-since"])
def test_a_changed_namespace_macro_maps_the_c_family_again(tmp_path, capsys, git_mode):
    """C++ files are mapped with the repository's namespace macros (fmt's FMT_BEGIN_NAMESPACE, defined in base.h):
    where base.h's definition changes, format.h, unchanged, is mapped again (its namespace is now fmt::v13), and
    the snapshot equals a full index; an edit of base.h that leaves the macros as they were maps base.h alone."""
    root = tmp_path / "repo"
    base_h = ("#define FMT_BEGIN_NAMESPACE namespace fmt { inline namespace v12 {\n#define FMT_END_NAMESPACE } }\n"
              "FMT_BEGIN_NAMESPACE\ntemplate <typename T> int count(T n);\nFMT_END_NAMESPACE\n")
    write(root, "include/fmt/base.h", base_h)
    write(root, "include/fmt/format.h", "#include \"base.h\"\nFMT_BEGIN_NAMESPACE\n"
                                        "class buffer {\n public:\n  int size() const;\n};\nFMT_END_NAMESPACE\n")
    write(root, "src/main.cc", "#include \"fmt/format.h\"\nint main() { fmt::buffer b; return b.size(); }\n")
    write(root, "tool.py", "def tool():\n    return 1\n")
    since = ()
    if git_mode:
        git_init(root)
        git(root, "add", ".")
        git(root, "commit", "-q", "-m", "init")
        since = ("--changed-since", git(root, "rev-parse", "HEAD").strip())
    base = tmp_path / "base.fidx"
    run(capsys, str(root), "-o", str(base))
    assert E("src/main.cc::main", "include/fmt/format.h::fmt.v12.buffer.size") in set(entity_edges(Snapshot(str(base))))
    steps = [(base_h.replace("v12", "v13"), 3, "fmt.v13"), (base_h.replace("v12", "v13") + "// edited\n", 1, "fmt.v13")]
    for step, (text, parsed, namespace) in enumerate(steps):
        write(root, "include/fmt/base.h", text)
        full, inc = tmp_path / f"full{step}.fidx", tmp_path / f"inc{step}.fidx"
        run(capsys, str(root), "-o", str(full))
        code, err = run(capsys, str(root), "-o", str(inc), "--base", str(base), *since)
        assert code == 0 and err == "", err
        assert content(inc) == content(full), step
        assert reuse_of(inc)["parsed"] == parsed, (step, reuse_of(inc))
        assert E("src/main.cc::main", f"include/fmt/format.h::{namespace}.buffer.size") in \
            set(entity_edges(Snapshot(str(inc))))
        base = inc
