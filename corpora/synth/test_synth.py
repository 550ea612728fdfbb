"""Checks of the synthetic monorepo generator: determinism, size, syntax, and the ground truth.

    python -m pytest -q corpora/synth/test_synth.py
"""

from __future__ import annotations

import ast
import json
import os
import random
import re
from pathlib import Path

import pytest

from corpora.synth import SIZES, generate

SOURCE_EXT = (".py", ".ts", ".tsx", ".js", ".go", ".java", ".rs")


def _tree(root: Path) -> dict[str, bytes]:
    out = {}
    for dirpath, _dirs, files in os.walk(root):
        for fn in files:
            p = Path(dirpath) / fn
            out[p.relative_to(root).as_posix()] = p.read_bytes()
    return out


@pytest.fixture(scope="module")
def tiny(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("synth") / "tiny"
    generate(out, SIZES["synth-tiny"], seed=0, size_name="synth-tiny")
    return out


@pytest.fixture(scope="module")
def medium(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("synth") / "medium"
    generate(out, 30_000, seed=3)
    return out


def _manifest(root: Path) -> dict:
    return json.loads((root / ".synth" / "manifest.json").read_text())


def _edges(root: Path) -> list[tuple[str, str, str, str]]:
    lines = (root / ".synth" / "edges.tsv").read_text().splitlines()
    return [tuple(ln.split("\t")) for ln in lines]


def _entities(root: Path) -> dict[tuple[str, str], str]:
    out = {}
    for ln in (root / ".synth" / "entities.tsv").read_text().splitlines():
        p, q, k = ln.split("\t")
        out[(p, q)] = k
    return out


# ------------------------------------------------------------------------------------------------ determinism

def test_deterministic(tiny, tmp_path):
    again = tmp_path / "again"
    generate(again, SIZES["synth-tiny"], seed=0, size_name="synth-tiny")
    a, b = _tree(tiny), _tree(again)
    assert sorted(a) == sorted(b)
    diff = [p for p in a if a[p] != b[p]]
    assert not diff, f"files differ between two runs: {diff[:5]}"


def test_parallel_and_serial_are_identical(tmp_path):
    a, b = tmp_path / "a", tmp_path / "b"
    generate(a, 8_000, seed=5, jobs=1)
    generate(b, 8_000, seed=5, jobs=2)
    assert _tree(a) == _tree(b)


def test_seed_changes_output(tiny, tmp_path):
    other = tmp_path / "other"
    generate(other, SIZES["synth-tiny"], seed=1)
    assert (other / ".synth" / "edges.tsv").read_bytes() != (tiny / ".synth" / "edges.tsv").read_bytes()


# ------------------------------------------------------------------------------------------------------ size

def test_size_roughly_as_requested(tiny, medium):
    for root, want in ((tiny, SIZES["synth-tiny"]), (medium, 30_000)):
        m = _manifest(root)
        assert 0.75 * want <= m["lines_total"] <= 1.25 * want, (want, m["lines_by_language"])
        assert m["lines_by_language"]["python"] > 0 and m["lines_by_language"]["typescript"] > 0
        assert m["lines_by_language"]["go"] > 0
        assert m["lines_by_language"]["java"] > 0


def test_manifest_fields(medium):
    m = _manifest(medium)
    for k in ("seed", "size", "generator_version", "files_total", "lines_by_language", "entities", "edges",
              "features", "edges_by_feature", "junk"):
        assert k in m
    assert m["edges"] == len(_edges(medium))
    assert m["entities"] == len(_entities(medium))
    for cat in ("syntax_error", "minified", "generated", "binary", "node_modules", "gitignored"):
        assert m["junk"].get(cat), cat


def test_features_present(medium):
    f = _manifest(medium)["features"]
    ef = _manifest(medium)["edges_by_feature"]
    for name in ("py.star_import", "py.import_from_rel", "py.import_module_as_alias", "py.type_checking_import",
                 "py.try_except_import", "py.shadowing", "py.import_via_package_reexport",
                 "py.inheritance_cross_file", "py.self_method_inherited", "ts.reexport_renamed",
                 "ts.reexport_namespace", "ts.default_import_renamed", "ts.import_tsconfig_path_alias",
                 "ts.import_workspace_package", "ts.import_via_area_barrel", "ts.shadowing", "ts.implements",
                 "js.commonjs_file"):
        assert f.get(name, 0) > 0, name
    for name in ("py.method_on_typed_param", "py.method_on_self_attr", "py.base_class", "py.decorator",
                 "py.constructor_call", "py.constant_ref", "ts.method_on_constructed", "ts.this_method",
                 "ts.this_parameter_property", "ts.extends", "ts.jsx_component", "js.require_member_call"):
        assert ef.get(name, 0) > 0, name
    # the smaller languages' features are checked on trees where their share is large enough (go_tree, rust_tree)


# ---------------------------------------------------------------------------------------------------- syntax

def test_python_compiles(medium):
    junk = set(_manifest(medium)["junk"]["syntax_error"])
    bad, broken_ok = [], []
    for p, data in _tree(medium).items():
        if not p.endswith(".py"):
            continue
        try:
            compile(data, p, "exec", dont_inherit=True)
        except SyntaxError:
            (broken_ok if p in junk else bad).append(p)
        else:
            assert p not in junk, f"{p} should not compile"
    assert not bad, bad[:5]
    assert broken_ok


def test_binary_and_minified(medium):
    m = _manifest(medium)
    data = (medium / m["junk"]["binary"][0]).read_bytes()
    assert b"\x00" in data and data[0] == 0x47
    mini = (medium / m["junk"]["minified"][0]).read_bytes()
    assert mini.count(b"\n") == 1 and len(mini) > 1_000_000


def test_gitignore_covers_ignored_copies(medium):
    ignored = [ln.strip().rstrip("/") for ln in (medium / ".gitignore").read_text().splitlines()
               if ln.strip() and not ln.startswith("#")]
    for p in _manifest(medium)["junk"]["gitignored"]:
        assert p.split("/")[0] in ignored, p


# ------------------------------------------------------------------------------------------------ ground truth

def test_edges_well_formed(medium):
    raw = (medium / ".synth" / "edges.tsv").read_text().splitlines()
    assert raw == sorted(set(raw)), "edges.tsv must be sorted and unique"
    ents = _entities(medium)
    junk = {p for v in _manifest(medium)["junk"].values() for p in v}
    for sp, sq, dp, dq in _edges(medium):
        assert (dp, dq) in ents
        assert sq == "<module>" or (sp, sq) in ents
        assert (sp, sq) != (dp, dq)
        assert sp not in junk and dp not in junk
        assert sp.endswith(SOURCE_EXT) and dp.endswith(SOURCE_EXT)


def _py_segments(path: Path) -> dict[str, str]:
    """qualname -> source text of that entity (module-level, class members, nested classes)."""
    src = path.read_text()
    tree = ast.parse(src)
    lines = src.splitlines()
    out: dict[str, str] = {}

    def seg(node) -> str:
        start = min([node.lineno] + [d.lineno for d in getattr(node, "decorator_list", [])])
        return "\n".join(lines[start - 1: node.end_lineno])

    def walk(body, prefix):
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out[prefix + node.name] = seg(node)
            elif isinstance(node, ast.ClassDef):
                out[prefix + node.name] = seg(node)
                walk(node.body, prefix + node.name + ".")
            elif isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for t in targets:
                    if isinstance(t, ast.Name):
                        out[prefix + t.id] = out.get(prefix + t.id, "") + "\n" + seg(node)
            elif isinstance(node, (ast.If, ast.Try)) and not prefix:
                walk(node.body + getattr(node, "orelse", []) + [h for hd in getattr(node, "handlers", [])
                                                                 for h in hd.body], prefix)
    walk(tree.body, "")
    return out


_TS_TOP = re.compile(r"^(?:export )?(?:default )?(?:function|class|interface|enum|type|const|let) (\w+)")
_TS_MEMBER = re.compile(r"^  (?:static readonly |static |get |private readonly |private )?(\w+)\s*[(:=?]")


def _ts_segments(path: Path) -> dict[str, str]:
    """qualname -> text, for the regular layout the generator writes (top level at column 0, members at 2)."""
    lines = path.read_text().splitlines()
    out: dict[str, str] = {}
    cur, member = None, None
    for ln in lines:
        m = _TS_TOP.match(ln)
        if m:
            cur, member = m.group(1), None
            out[cur] = ln
            continue
        if cur is None or not ln.strip():
            continue
        if not ln.startswith((" ", "}")):
            cur, member = None, None
            continue
        out[cur] += "\n" + ln
        mm = _TS_MEMBER.match(ln)
        if mm:
            member = f"{cur}.{mm.group(1)}"
            out[member] = ln
            for pp in re.findall(r"private readonly (\w+):", ln):  # parameter properties
                out[f"{cur}.{pp}"] = ln
        elif member and ln.startswith("   "):
            out[member] += "\n" + ln
        elif ln.startswith(("  }", "}")):
            member = None
    return out


_GO_FUNC = re.compile(r"^func (?:\(\w+ \*?(\w+)(?:\[\w+\])?\) )?(\w+)")
_GO_TOP = re.compile(r"^(?:type|const|var) (\w+)")


def _go_segments(path: Path) -> dict[str, str]:
    """qualname -> text, for the layout go.py writes (gofmt-like: declarations at column 0, one level of tabs)."""
    out: dict[str, str] = {}
    block, owner, cur = None, None, None
    for ln in path.read_text().splitlines():
        if block and ln in ("}", ")"):
            if cur and block == "func":
                out[cur] += "\n" + ln
            block = cur = None
            continue
        if block == "func":
            out[cur] += "\n" + ln
            continue
        if block in ("struct", "interface", "const"):
            words = ln.split()
            name = re.match(r"\t\*?(\w+)", ln).group(1)
            if block == "const":
                out[name] = ln
            elif block == "struct" and len(words) > 1 or block == "interface" and "(" in ln:
                out[f"{owner}.{name}"] = ln
            else:  # an embedded type belongs to the type
                out[owner] += "\n" + ln
            continue
        m = _GO_FUNC.match(ln)
        if m:
            cur = f"{m.group(1)}.{m.group(2)}" if m.group(1) else m.group(2)
            out[cur] = ln
            block = None if ln.endswith("}") else "func"
            continue
        if ln == "const (":
            block = "const"
            continue
        m = _GO_TOP.match(ln)
        if m:
            owner = m.group(1)
            out[owner] = out.get(owner, "") + ln
            if ln.endswith("struct {") or ln.endswith("interface {"):
                block = "struct" if ln.endswith("struct {") else "interface"
    return out


def _segments(path: Path) -> dict[str, str]:
    p = str(path)
    if p.endswith(".java"):
        return _java_segments(path)
    return _py_segments(path) if p.endswith(".py") else _go_segments(path) if p.endswith(".go") else _ts_segments(path)



_JAVA_TOP = re.compile(r"(?:class|interface|enum|@interface) (\w+)")
_JAVA_MEMBER = re.compile(r"(?:(?:public|protected|private|static|final|abstract|default) )*(?:class )?(?:<\w+> )?"
                          r"(?:[\w.<>, ]+ )?(\w+)\s*[(;={]")


def _java_segments(path: Path) -> dict[str, str]:
    """qualname -> text, for the regular layout the generator writes (one type at column 0, its members at 4,
    a nested class's members at 8); annotation lines belong to the declaration below them."""
    out: dict[str, str] = {}
    top = member = nested = cur = None
    pending: list[str] = []
    for ln in path.read_text().splitlines():
        b = ln.strip()
        if not b or b.startswith(("package ", "import ")):
            continue
        ind = len(ln) - len(ln.lstrip(" "))
        if ind == 0:
            if b.startswith("@"):
                pending.append(ln)
            elif b != "}":
                top, member, nested, cur = _JAVA_TOP.search(b).group(1), None, None, None
                out[top], pending = "\n".join(pending + [ln]), []
            continue
        out[top] += "\n" + ln
        if ind == 4 and b == "}":
            member = nested = cur = None
        elif ind == 4 and b.startswith("@"):
            pending.append(ln)
        elif ind == 4:
            member = f"{top}.{_JAVA_MEMBER.match(b).group(1)}"
            out[member], pending = out.get(member, "") + "\n" + "\n".join(pending + [ln]), []
            nested = member if b.startswith("public static class ") else None
        elif nested is not None:
            out[nested] += "\n" + ln
            if ind == 8 and b == "}":
                cur = None
            elif ind == 8 and b.startswith("@"):
                pending.append(ln)
            elif ind == 8:
                cur = f"{nested}.{_JAVA_MEMBER.match(b).group(1)}"
                out[cur], pending = out.get(cur, "") + "\n" + "\n".join(pending + [ln]), []
            elif cur is not None:
                out[cur] += "\n" + ln
        elif member is not None:
            out[member] += "\n" + ln
    return out


def test_sampled_edges_appear_in_source(medium):
    """The destination's name is written inside the source entity (cheap textual check on a sample); Go's
    implicit `implements` edges (T -> I from method sets) have no name in the source and are left out."""
    implicit = {tuple(ln.split("\t")[:4]) for ln in (medium / ".synth" / "edges-by-feature.tsv").read_text()
                .splitlines() if ln.split("\t")[4] == "go.implements"}
    edges = [e for e in _edges(medium) if e not in implicit]
    sample = random.Random(0).sample(edges, min(3000, len(edges)))
    cache: dict[str, dict[str, str]] = {}
    checked = 0
    for sp, sq, dp, dq in sample:
        if sp not in cache:
            path = medium / sp
            cache[sp] = _segments(path)
        name = dq.rsplit(".", 1)[-1]
        if sp.endswith(".rs"):
            # Rust: the name is written in the source file, or, for `impl Tr for S` placed in the trait's file
            # (the header's source is S, docs/entity-edges.md), in that impl's header
            text = (medium / sp).read_text()
            ok = re.search(r"\b" + re.escape(name), text) or re.search(
                r"^impl \S*" + re.escape(name) + r"\S* for ", (medium / dp).read_text(), re.M)
            assert ok, f"{sp}:{sq} -> {dp}:{dq}: '{name}' not in source"
            checked += 1
            continue
        if sq == "<module>":
            text = (medium / sp).read_text()
        else:
            assert sq in cache[sp], f"{sp}: entity {sq} not found"
            text = cache[sp][sq]
        # local aliases (default imports, `X as XRef`, renamed re-exports) all start with the declared name
        # Java `super(...)` names the base class's constructor `B.B` without writing B
        ctor = sp.endswith(".java") and dq.count(".") and dq.split(".")[-2] == name and "super(" in text
        assert ctor or re.search(r"\b" + re.escape(name), text), f"{sp}:{sq} -> {dp}:{dq}: '{name}' not in source"
        checked += 1
    assert checked >= min(3000, len(edges))


def test_entities_exist_in_source(medium):
    ents = _entities(medium)
    by_file: dict[str, list[str]] = {}
    for p, q in ents:
        by_file.setdefault(p, []).append(q)
    for p in random.Random(1).sample(sorted(by_file), min(150, len(by_file))):
        segs = _py_segments(medium / p) if p.endswith(".py") else _go_segments(medium / p) if p.endswith(".go") \
            else None
        text = (medium / p).read_text()
        for q in by_file[p]:
            if segs is not None:
                assert q in segs, f"{p}: {q}"
            else:
                assert re.search(r"\b" + re.escape(q.rsplit(".", 1)[-1]) + r"\b", text), f"{p}: {q}"


# ------------------------------------------------------------------------- cross-check with the compiler references
# These run bench/accuracy's references when their node dependencies are installed (`npm ci --prefix
# bench/accuracy/ts|py`, or SYNTH_TS_NODE_PATH pointing at a node_modules holding `typescript`); else they skip.

REPO_ROOT = Path(__file__).resolve().parents[2]
ACC = REPO_ROOT / "bench" / "accuracy"


def _junk_paths(root: Path) -> set[str]:
    return {p for v in _manifest(root)["junk"].values() for p in v}


def _read_edges(path: Path) -> set[tuple[str, ...]]:
    return {tuple(ln.split("\t")) for ln in path.read_text().splitlines() if ln}


def _copy_without_junk(src: Path, dst: Path) -> None:
    import shutil
    junk_dirs = {"scratch", "build", "legacy", "gen", "node_modules"}
    shutil.copytree(src, dst, ignore=lambda d, names: [n for n in names if Path(d) == src and n in junk_dirs])


def test_typescript_truth_matches_the_checker(tmp_path):
    import shutil
    import subprocess
    node_path = os.environ.get("SYNTH_TS_NODE_PATH") or str(ACC / "ts" / "node_modules")
    if not shutil.which("node") or not (Path(node_path) / "typescript" / "package.json").exists():
        pytest.skip("TypeScript reference not installed (npm ci --prefix bench/accuracy/ts)")
    root, out = tmp_path / "tree", tmp_path / "ref"
    generate(root, 12_000, seed=11)
    subprocess.run(["node", str(ACC / "ts" / "reference.js"), str(root), str(out)], check=True,
                   capture_output=True, env={**os.environ, "NODE_PATH": node_path})
    junk = _junk_paths(root)
    ts = (".ts", ".tsx", ".js")
    truth = {e for e in _edges(root) if e[0].endswith(ts)}
    ref = {e for e in _read_edges(out / "reference.tsv") if e[0] not in junk and e[2] not in junk}
    assert truth == ref, (sorted(truth - ref)[:5], sorted(ref - truth)[:5])
    ents = {k for k in _entities(root) if k[0].endswith(ts)}
    ref_ents = {tuple(ln.split("\t")[:2]) for ln in (out / "entities.tsv").read_text().splitlines()}
    assert ents == {e for e in ref_ents if e[0] not in junk}


def test_python_truth_matches_pyright(tmp_path):
    import subprocess
    import sys
    if not (ACC / "py" / "node_modules" / "@sourcegraph" / "scip-python" / "index.js").exists():
        pytest.skip("pyright reference not installed (npm ci --prefix bench/accuracy/py)")
    full, root, out = tmp_path / "full", tmp_path / "tree", tmp_path / "ref"
    generate(full, SIZES["synth-tiny"], seed=2)
    _copy_without_junk(full, root)  # scip-python crashes on the duplicate modules under scratch/
    subprocess.run([sys.executable, str(ACC / "py" / "reference.py"), str(root), str(out)], check=True,
                   capture_output=True)
    truth = {e for e in _edges(full) if e[0].endswith(".py")}
    ref = _read_edges(out / "reference.tsv")
    assert not ref - truth, sorted(ref - truth)[:5]
    # scip-python reports no occurrence for names brought in by `from x import *`; everything else must match
    for sp, sq, dp, dq in truth - ref:
        star = re.escape(dp.rsplit("/", 1)[-1][:-3])
        assert re.search(rf"from \S*{star} import \*", (full / sp).read_text()), (sp, sq, dp, dq)
    ents = {k for k in _entities(full) if k[0].endswith(".py")}
    assert ents == {tuple(ln.split("\t")[:2]) for ln in (out / "entities.tsv").read_text().splitlines()}


def _rust_toolchain(nightly: bool = False) -> bool:
    import shutil
    import subprocess
    if shutil.which("cargo") is None:
        return False
    if nightly:
        return subprocess.run(["rustc", "+nightly", "--version"], capture_output=True).returncode == 0
    return True


@pytest.fixture(scope="module")
def rust_tree(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("synth") / "rs"
    generate(out, 2_830, seed=7, languages=("rust",))   # the Rust part of a 50K tree of Python, TS and Rust
    return out


def test_rust_features_present(rust_tree):
    m = _manifest(rust_tree)
    for name in ("rs.use_glob", "rs.use_rename", "rs.module_qualified_path", "rs.inline_path", "rs.cross_crate_use",
                 "rs.reexport_of_reexport", "rs.dir_module", "rs.trait_impl", "rs.std_trap", "rs.shadowing"):
        assert m["features"].get(name, 0) > 0, name
    for name in ("rs.method_on_constructed", "rs.method_on_self_field", "rs.impl_trait_for", "rs.enum_variant",
                 "rs.field_type", "rs.via_use_glob", "rs.via_cross_crate", "rs.via_module_qualified"):
        assert m["edges_by_feature"].get(name, 0) > 0, name


def test_rust_compiles(rust_tree, tmp_path):
    """`cargo check --offline --all-targets` accepts the generated workspace (std only, path dependencies)."""
    import subprocess
    if not _rust_toolchain():
        pytest.skip("cargo is not installed")
    r = subprocess.run(["cargo", "check", "--offline", "--all-targets", "-q"], cwd=rust_tree / "rust",
                       capture_output=True, text=True, env={**os.environ, "CARGO_TARGET_DIR": str(tmp_path / "t")})
    assert r.returncode == 0, r.stderr[-3000:]
    assert _manifest(rust_tree)["lines_by_language"]["rust"] > 2000


def test_rust_truth_matches_rustc(rust_tree, tmp_path):
    """The truth equals rustc's (bench/accuracy/rs/reference.py: HIR + THIR of every crate, tests included)."""
    import subprocess
    import sys
    if not _rust_toolchain(nightly=True):
        pytest.skip("cargo and a nightly rustc are needed for the Rust reference")
    out, vendor = tmp_path / "ref", tmp_path / "vendor"
    vendor.mkdir()
    subprocess.run([sys.executable, str(ACC / "rs" / "reference.py"), str(rust_tree / "rust"), str(out),
                    "--vendor", str(vendor)], check=True, capture_output=True)
    assert json.loads((out / "stats.json").read_text())["failed_targets"] == []
    truth = {e for e in _edges(rust_tree) if e[0].endswith(".rs")}
    ref = {("rust/" + a, b, "rust/" + c, d) for a, b, c, d in _read_edges(out / "reference.tsv")}
    assert truth == ref, (sorted(truth - ref)[:5], sorted(ref - truth)[:5])
    ents = {k for k in _entities(rust_tree) if k[0].endswith(".rs")}
    ref_ents = {("rust/" + ln.split("\t")[0], ln.split("\t")[1])
                for ln in (out / "entities.tsv").read_text().splitlines()}
    # `--profile test` gives every lib target the test harness's `main` (rustc-generated, not in the source)
    assert ents == {e for e in ref_ents if not (e[0].endswith("/lib.rs") and e[1] == "main")}


def _go_env() -> dict:
    return {**os.environ, "GOFLAGS": "-mod=mod", "GOPROXY": "off", "GOWORK": "off"}


@pytest.fixture(scope="module")
def go_tree(tmp_path_factory) -> Path:
    import shutil
    if shutil.which("go") is None:
        pytest.skip("go is not installed (Debian: apt-get install golang-go): needed to compile the Go part")
    out = tmp_path_factory.mktemp("synth") / "go"
    generate(out, 8_256, seed=4, languages=("go",))  # the Go part of a 100K tree of Python, TS and Go: both modules
    return out


def test_go_features_present(go_tree):
    m = _manifest(go_tree)
    for name in ("go.import_alias", "go.same_package_cross_file", "go.shadowing", "go.embedded_struct",
                 "go.iota_block", "go.closure", "go.init_func", "go.test_func", "go.modules",
                 "go.trap_stdlib_method_named_like_repo_method", "go.promoted_method", "go.functional_option",
                 "go.accessor_method", "go.trap_anonymous_struct_field", "go.local_named_like_a_field",
                 "go.goroutine", "go.shadowing_parameter"):
        assert m["features"].get(name, 0) > 0, name
    for name in ("go.call", "go.method_on_constructed", "go.method_on_typed_param", "go.method_on_interface_param",
                 "go.method_on_receiver_promoted", "go.embedded_field_name", "go.implements", "go.struct_literal_key",
                 "go.type_assertion", "go.type_switch", "go.method_value", "go.generic_method", "go.enum_const",
                 "go.method_on_field", "go.method_on_interface_field", "go.interface_embed", "go.package_var",
                 "go.interface_assertion_var", "go.factory_call", "go.receiver_type", "go.param_type",
                 "go.method_on_method_result", "go.method_on_func_type", "go.method_on_range_value",
                 "go.method_on_map_value", "go.enum_switch_case", "go.function_value", "go.sentinel_error",
                 "go.constant_in_constant", "go.method_on_interface_result", "go.deferred_method",
                 "go.method_on_channel_value", "go.method_on_call_result"):
        assert m["edges_by_feature"].get(name, 0) > 0, name


def test_go_compiles(go_tree):
    import subprocess
    mods = sorted(p.parent for p in (go_tree / "platform").rglob("go.mod"))
    assert len(mods) == 2, mods
    for mod in mods:
        for cmd in (["go", "build", "./..."], ["go", "vet", "./..."]):
            r = subprocess.run(cmd, cwd=mod, capture_output=True, text=True, env=_go_env())
            assert r.returncode == 0, (mod, cmd, r.stderr[:2000])


def test_go_truth_matches_go_types(go_tree, tmp_path):
    import subprocess
    import sys
    sys.path.insert(0, str(ACC))
    import run
    exe = run.ensure_go_reference()
    out = tmp_path / "ref"
    subprocess.run([str(exe), str(go_tree), str(out)], check=True, capture_output=True, env=_go_env())
    stats = json.loads((out / "stats.json").read_text())
    assert stats["type_errors"] == 0, stats["type_error_samples"]
    truth = {e for e in _edges(go_tree) if e[0].endswith(".go")}
    ref = _read_edges(out / "reference.tsv")
    assert truth == ref, (sorted(truth - ref)[:5], sorted(ref - truth)[:5])
    ents = {k for k in _entities(go_tree) if k[0].endswith(".go")}
    assert ents == {tuple(ln.split("\t")[:2]) for ln in (out / "entities.tsv").read_text().splitlines()}


def _java_part(root: Path) -> list[Path]:
    return sorted((root / "jvm").rglob("*.java"))


@pytest.fixture(scope="module")
def java_tree(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("synth") / "java"
    generate(out, 2_477, seed=3, languages=("java",))   # the Java part of the medium tree of Python, TS and Java
    return out


def test_java_features_present(java_tree):
    m = _manifest(java_tree)
    for name in ("java.import_single", "java.import_wildcard", "java.enum", "java.default_method", "java.override",
                 "java.shadowing_param", "java.trap_map_get"):
        assert m["features"].get(name, 0) > 0, name
    for name in ("java.extends", "java.implements", "java.method_on_interface_field", "java.super_method",
                 "java.super_constructor", "java.via_static_import_single", "java.via_static_import_star",
                 "java.type_via_wildcard_import", "java.method_reference", "java.nested_class",
                 "java.annotation_element", "java.enum_method", "java.this_method_inherited",
                 "java.method_on_type_argument", "java.call_in_anonymous_class"):
        assert m["edges_by_feature"].get(name, 0) > 0, name


def test_java_compiles(java_tree, tmp_path):
    import shutil
    import subprocess
    if not shutil.which("javac"):
        pytest.skip("javac (JDK 17+) not installed")
    files = _java_part(java_tree)
    assert files
    res = subprocess.run(["javac", "-d", str(tmp_path / "classes"), "-proc:none", *map(str, files)],
                         capture_output=True, text=True)
    assert res.returncode == 0, res.stderr[-3000:]


def test_java_truth_matches_javac(java_tree, tmp_path):
    import shutil
    import subprocess
    if not shutil.which("java"):
        pytest.skip("java (JDK 17+) not installed: the Java reference runs javac through it")
    out = tmp_path / "ref"
    subprocess.run(["java", "-Xmx1g", str(ACC / "java" / "Reference.java"), str(java_tree), str(out)], check=True,
                   capture_output=True)
    truth = {e for e in _edges(java_tree) if e[0].endswith(".java")}
    ref = _read_edges(out / "reference.tsv")
    assert truth == ref, (sorted(truth - ref)[:5], sorted(ref - truth)[:5])
    ents = {k for k in _entities(java_tree) if k[0].endswith(".java")}
    assert ents == {tuple(ln.split("\t")[:2]) for ln in (out / "entities.tsv").read_text().splitlines()}
