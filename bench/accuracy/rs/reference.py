#!/usr/bin/env python3
"""Rust reference edges from rustc itself (nightly `-Zunpretty=hir-tree` and `-Zunpretty=thir-tree`).

    python bench/accuracy/rs/reference.py REPO OUT_DIR --vendor VENDOR_DIR [--toolchain nightly]

Why rustc and not rust-analyzer: see README.md (rust-analyzer is not installable on this machine). rustc's
own name resolution (HIR: every path with its resolved definition) and type checking (THIR: every call,
method call and field access with its resolved definition) are compiler-grade by definition. They need the
crate's dependencies: VENDOR_DIR is a `cargo vendor`-style directory (see vendor_mirrors.py), used through
source replacement in a scratch copy of the repository (`cargo --offline`; nothing is written to REPO).

Every workspace package's lib and bin targets are compiled with the test profile (so `#[cfg(test)]` code is
in), integration-test targets too; a target that fails to compile is reported in stats.json and its files
stay out of the universe (files.txt = the files rustc compiled).

Entities (docs/entity-edges.md, Rust reading): functions, structs, unions, enums, traits, type aliases,
consts, statics and macro_rules at module level; inline `mod m {}` as a qualifier (`m.f`); struct fields
(`S.x`, named ones; enum variants are not entities, `E::V` counts for `E`), trait items (`Tr.m`) and
impl items (`T.m` in the impl's file, T the impl's self type, as fastindex names them). Items inside
function bodies are not entities (references in them count for the enclosing entity).

Edges: HIR: every resolved path and path segment (`a::b::C`, `E::V`, `Type::method` after type checking),
written by the user (syntax context #0: derive and macro_rules bodies are left out; a macro's arguments
are in); THIR: the callee of every call and method call (a trait method called on a concrete type that
implements it resolves to that impl's method when the impl defines it), every field access. Source = the
innermost entity around the occurrence; an impl header's (`impl Tr for T`) is T, as a class declaration's
`implements` clause is the class's; module-level code and `use` items are `<module>`.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections import defaultdict

OWNER = re.compile(r"^DefId\(\d+:\d+ ~ (.+)\) => OwnerNodes")
BODY = re.compile(r"^DefId\(\d+:\d+ ~ (.+)\):$")
DEFID = re.compile(r"DefId\(\d+:\d+ ~ ([^)]+)\)")
SPAN = re.compile(r"span: (\S+?):(\d+):\d+: (\d+):\d+ \(#(\d+)\)")
FNDEF = re.compile(r"FnDef\(DefId\(\d+:\d+ ~ ([^)]+)\), \[([^\]]*)\]")
DISAMBIGUATOR = re.compile(r"#\d+$")
HASH = re.compile(r"\[[0-9a-f]{4}\]")
ENTITY_KINDS = {"Fn", "Struct", "Union", "Enum", "Trait", "TyAlias", "Const", "Static", "Macro"}
CONTAINERS = {"Struct", "Union", "Enum", "Trait", "Impl", "Mod"}
BODIES = {"Fn", "Const", "Static"}


def norm(path: str) -> str:
    return HASH.sub("", path, count=1)


def log(msg: str) -> None:
    print(f"[rs-reference] {msg}", file=sys.stderr, flush=True)


class Crate:
    """What the HIR of one compiled target says: owners, their kinds and files, impls, fields, variants."""

    def __init__(self) -> None:
        self.kind: dict[str, str] = {}          # def path -> Fn/Struct/.../Field/Variant/AssocFn/...
        self.file: dict[str, str] = {}          # def path -> file (repo-relative)
        self.mod_file: dict[str, str] = {}      # module path -> the file its body is in
        self.impl_self: dict[str, str] = {}     # impl path -> self type path ("" when not a named type)
        self.impl_trait: dict[str, str] = {}    # impl path -> trait path
        self.fields: dict[str, list[str]] = defaultdict(list)   # struct/variant path -> field paths in order
        self.generated: set[str] = set()        # definitions a macro wrote (derives, #[test], macro_rules)
        self.hir_refs: list[tuple[str, str]] = []                  # (source def path, target def path)
        self.idents: list[tuple[str, str]] = []                    # (source def path, identifier) for baseline
        self.reexports: dict[str, str] = {}     # `use` path (module::name) -> the type it names (`pub use a::T`)
        self.globs: dict[str, list[str]] = defaultdict(list)   # module -> modules it glob-imports (`use a::*`)


def parse_hir(lines, crate: Crate, root: str) -> None:
    owner = ""
    item_kind_next = False
    in_item = False
    last_ctx = "0"
    field_stack: list[tuple[int, str]] = []    # (indent, field/variant path): references in a field's type
    pending_def = None                         # the FieldDef/Variant whose def_id comes next
    res_state = 0                              # 1: saw `res: Def(`, 2: saw its kind line
    res_kind = ""
    self_ty_state = 0                          # in an impl: 1 after `self_ty:`, waiting for its first res
    trait_state = 0
    prev = ""
    use_ns, use_target = 0, ""                 # in a `use` item: the type namespace's definition
    for raw in lines:
        line = raw.rstrip("\n")
        m = OWNER.match(line)
        if m:
            owner = norm(m.group(1))
            use_ns, use_target = 0, ""
            if "::" not in owner:
                crate.kind[owner] = "Mod"          # the crate root
            in_item, item_kind_next, field_stack, pending_def = False, False, [], None
            res_state = self_ty_state = trait_state = 0
            continue
        stripped = line.lstrip(" ")
        indent = len(line) - len(stripped)
        if crate.kind.get(owner) == "Use":
            # `use a::T;` / `use a::{T as U}`: the name it binds in its module (THIR prints types by such
            # visible paths, `alpha::Repo` for `alpha::models::repo::Repo`); a `PerNS` res, type namespace
            if stripped == "type_ns: Some(":
                use_ns = 1
            elif use_ns == 1:
                use_ns = 2 if stripped == "Def(" else 0
            elif use_ns == 2:
                use_ns = 3
            elif use_ns == 3:
                d = DEFID.match(stripped)
                use_target = norm(d.group(1)) if d else ""
                use_ns = 0
            elif prev == "Single(" and use_target and last_ctx == "0":
                crate.reexports[owner.rsplit("::", 1)[0] + "::" + stripped.rstrip(",").split("#", 1)[0]] = \
                    use_target
            elif stripped == "Glob," and use_target and last_ctx == "0":
                crate.globs[owner.rsplit("::", 1)[0]].append(use_target)
            if use_ns == 0:
                prev = stripped
        if indent == 12 and stripped in ("Item {", "ImplItem {", "TraitItem {", "ForeignItem {"):
            in_item = True
            item_kind_next = stripped
            continue
        if in_item and indent == 16:
            if stripped.startswith("kind: "):
                k = stripped[6:].split("(", 1)[0].split(" ", 1)[0].rstrip(",")
                if item_kind_next in ("ImplItem {", "TraitItem {"):
                    k = {"Fn": "AssocFn", "Const": "AssocConst", "Type": "AssocTy"}.get(k, k)
                crate.kind.setdefault(owner, k)
            elif stripped.startswith("span: "):
                s = SPAN.match(stripped)
                if s:
                    crate.file.setdefault(owner, s.group(1))
                    if s.group(4) != "0":
                        crate.generated.add(owner)
                in_item = False    # the item's own fields end here; its body's nodes follow
        while field_stack and indent <= field_stack[-1][0]:
            field_stack.pop()
        if stripped in ("FieldDef {", "Variant {"):
            pending_def = (indent, "Field" if stripped == "FieldDef {" else "Variant")
            continue
        if pending_def is not None and stripped.startswith("def_id: DefId(") and indent == pending_def[0] + 4:
            d = DEFID.search(stripped)
            if d:
                p = norm(d.group(1))
                crate.kind[p] = pending_def[1]
                if last_ctx != "0":
                    crate.generated.add(p)
                parent = p.rsplit("::", 1)[0]
                crate.fields[parent].append(p)
                field_stack.append((pending_def[0], p))
            pending_def = None
            continue
        if stripped.startswith("inner_span: ") and crate.kind.get(owner) == "Mod":
            s = SPAN.search(stripped)
            if s:
                crate.mod_file[owner] = s.group(1)
            continue
        if stripped.startswith("span: "):
            s = SPAN.match(stripped)
            if s:
                last_ctx = s.group(4)
            continue
        if stripped.startswith("self_ty: Ty {") and crate.kind.get(owner) == "Impl":
            self_ty_state = 1
            crate.impl_self.setdefault(owner, "")
        elif stripped.startswith("of_trait: Some(") and crate.kind.get(owner) == "Impl":
            trait_state = 1
        elif stripped.startswith("kind: Ref(") and self_ty_state == 1:
            self_ty_state = 0      # `impl Tr for &T`: no named self type (fastindex: a plain function)
        if prev == "PathSegment {" and stripped.startswith("ident: ") and "#" in stripped and last_ctx == "0":
            crate.idents.append((field_stack[-1][1] if field_stack else owner, stripped[7:].split("#", 1)[0]))
        prev = stripped
        if stripped == "res: Def(":
            res_state = 1
            continue
        if res_state == 1:
            res_kind = re.split(r"[,({ ]", stripped, maxsplit=1)[0]   # `Const {..}`, `Ctor(Struct, Fn)`
            res_state = 2
            continue
        if res_state >= 2:
            d = DEFID.match(stripped)
            if not d:
                res_state = res_state + 1 if res_state < 8 else 0   # the kind's own fields come first
                continue
            res_state = 0
            target = norm(d.group(1))
            if self_ty_state == 1:
                self_ty_state = 0
                if not res_kind.startswith("TyParam"):
                    crate.impl_self[owner] = target
            if trait_state == 1 and res_kind == "Trait":
                trait_state = 0
                crate.impl_trait[owner] = target
            if last_ctx != "0" or res_kind.startswith(("Mod", "TyParam", "ConstParam", "Local")):
                continue
            crate.hir_refs.append((field_stack[-1][1] if field_stack else owner, target))


def parse_thir(lines, out: list, fields_out: list, methods_out: list) -> None:
    """(body, callee path, generic args text) for every FnDef and every named constant (`NamedConst`:
    `Type::CONST`, `Self::CONST`, whose HIR segment is type-relative); (body, lhs type text, field index) for
    every field access; THIR bodies are printed as `DefId(..) :` headers followed by their expression trees."""
    body = ""
    field_state = 0
    field_index = -1
    const_next = False
    seen: set = set()
    for raw in lines:
        if raw.startswith("DefId("):
            m = BODY.match(raw.rstrip("\n"))
            if m:
                body = norm(m.group(1))
                seen = set()
            continue
        stripped = raw.strip()
        if const_next:
            const_next = False
            d = DEFID.search(stripped) if stripped.startswith("def_id: ") else None
            if d and (d.group(1), "") not in seen:
                seen.add((d.group(1), ""))
                out.append((body, norm(d.group(1)), ""))
        elif stripped == "NamedConst {":
            const_next = True
        if stripped.startswith("ty: ") and "FnDef(" in stripped:
            for f in FNDEF.finditer(stripped):
                key = (f.group(1), f.group(2))
                if key not in seen:
                    seen.add(key)
                    out.append((body, norm(f.group(1)), f.group(2)))
        if stripped == "Field {":
            field_state, field_index = 1, -1
        elif field_state == 1 and stripped.startswith("name: "):
            try:
                field_index = int(stripped[6:])
            except ValueError:
                field_state = 0
        elif field_state == 1 and stripped.startswith("ty: "):
            fields_out.append((body, stripped[4:], field_index))
            field_state = 0
        elif stripped.startswith("from_hir_call: false"):
            methods_out.append(body)


class Universe:
    """All compiled targets' HIR facts, keyed by crate name, and the entity of any definition path."""

    def __init__(self, root: str) -> None:
        self.root = root
        self.crates: dict[str, Crate] = {}
        self._entity: dict[str, tuple[str, str] | None] = {}

    def crate_of(self, path: str) -> Crate | None:
        return self.crates.get(path.split("::", 1)[0])

    def entity(self, path: str):
        """(file, qualname) of the entity a definition path belongs to, "<module>" entities for module-level
        code, None for paths outside the compiled workspace."""
        if path in self._entity:
            return self._entity[path]
        c = self.crate_of(path)
        result = None
        if c is not None:
            result = self._compute(c, path)
        self._entity[path] = result
        return result

    def _compute(self, c: Crate, path: str):
        segs = path.split("::")
        qual: list[str] = []
        entity_path = None
        file = c.mod_file.get(segs[0], "")
        for i in range(1, len(segs)):
            p = "::".join(segs[:i + 1])
            if p in c.generated:
                return None            # written by a macro: not in the source as such
            k = c.kind.get(p)
            if k == "Mod":
                mf = c.mod_file.get(p, "")
                if mf and mf != file:     # a file module: qualnames start over
                    qual, file = [], mf
                else:
                    qual.append(segs[i])   # an inline module qualifies what it holds
                entity_path = None
                continue
            if k == "Impl":
                st = c.impl_self.get(p, "")
                qual = qual + ([st.rsplit("::", 1)[-1]] if st else [])
                file = c.file.get(p, file)
                continue
            if k == "Variant":
                break                  # enum variants are not entities (the spec): their enum is
            if k in ENTITY_KINDS or k in ("AssocFn", "AssocConst", "Field"):
                if k == "Field" and segs[i].isdigit():
                    break
                qual = qual + [segs[i]]
                entity_path = p
                file = c.file.get(p, file)
                if k in BODIES or k in ("AssocFn", "AssocConst"):
                    break              # anything deeper is inside a body
                continue
            break                      # closures, use items, nested anonymous things: the enclosing entity
        if not file:
            return None
        file = os.path.relpath(os.path.join(self.root, file), self.root) if not os.path.isabs(file) else \
            os.path.relpath(file, self.root)
        if file.startswith(".."):
            return None
        if entity_path is None or not qual:
            return (file, "<module>")
        return (file, ".".join(DISAMBIGUATOR.sub("", q) for q in qual))

    def type_path(self, text: str, context: str) -> str | None:
        """A printed type (`&'{erased} mut interpolate::Ref<'{erased}>`) as a definition path."""
        t = re.sub(r"^(?:&'\{erased\}\s*|&\s*|mut\s+)+", "", text.strip())
        t = t.split("<", 1)[0].strip()
        if not re.fullmatch(r"[A-Za-z_]\w*(?:::[A-Za-z_]\w*)*", t):
            return None
        crate = context.split("::", 1)[0]
        c = self.crates.get(crate)
        if c is not None and f"{crate}::{t}" in c.kind:
            return f"{crate}::{t}"
        head = t.split("::", 1)[0]
        if head in self.crates and t in self.crates[head].kind:
            return t
        for p in (f"{crate}::{t}", t):     # a path through `pub use` re-exports (another crate's visible path)
            got = self._through_uses(p, 0)
            if got is not None:
                return got
        return None

    def _through_uses(self, p: str, depth: int) -> str | None:
        c = self.crate_of(p)
        if c is None or depth > 8:
            return None
        if p in c.kind:
            return p
        if p in c.reexports:
            return self._through_uses(c.reexports[p], depth + 1)
        mod, _, name = p.rpartition("::")
        for g in c.globs.get(mod, ()):
            got = self._through_uses(f"{g}::{name}", depth + 1)
            if got is not None:
                return got
        return None


def run_target(repo: str, env: dict, toolchain: str, pkg: str, target_args: list[str], mode: str, sink) -> tuple:
    cmd = ["cargo", f"+{toolchain}", "rustc", "--offline", "-q", "-p", pkg, *target_args, "--profile", "test",
           "--", f"-Zunpretty={mode}"]
    with tempfile.TemporaryFile("w+", errors="replace") as errfh:   # a pipe could fill and block cargo
        proc = subprocess.Popen(cmd, cwd=repo, env=env, stdout=subprocess.PIPE, stderr=errfh, text=True,
                                errors="replace")
        sink(proc.stdout)
        rc = proc.wait()
        errfh.seek(0)
        err = errfh.read()
    return rc, " ".join(cmd), err[-3000:]


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("out")
    ap.add_argument("--vendor", required=True, help="cargo-vendor style directory of the dependencies")
    ap.add_argument("--toolchain", default="nightly")
    ap.add_argument("--keep", help="keep the scratch copy and target dir here")
    ap.add_argument("--packages", help="comma list: only these workspace packages (a quick look)")
    args = ap.parse_args(argv)
    repo = os.path.abspath(args.repo)
    out = os.path.abspath(args.out)
    os.makedirs(out, exist_ok=True)
    t0 = time.time()
    scratch = args.keep or tempfile.mkdtemp(prefix="rsref-")
    work = os.path.join(scratch, "repo")
    if not os.path.exists(work):
        shutil.copytree(repo, work, ignore=shutil.ignore_patterns(".git", "target"))
        os.makedirs(os.path.join(work, ".cargo"), exist_ok=True)
        with open(os.path.join(work, ".cargo", "config.toml"), "w") as fh:
            fh.write('[source.crates-io]\nreplace-with = "vendored"\n[source.vendored]\n'
                     f'directory = "{os.path.abspath(args.vendor)}"\n[net]\noffline = true\n')
        lock = os.path.join(work, "Cargo.lock")
        if os.path.exists(lock):   # the vendored sources are rebuilt from git: their checksums differ
            text = open(lock).read()
            open(lock, "w").write(re.sub(r'^checksum = .*\n', "", text, flags=re.M))
    env = dict(os.environ, CARGO_TARGET_DIR=os.path.join(scratch, "target"),
               CARGO_HOME=os.path.join(scratch, "cargo-home"))
    meta = json.loads(subprocess.run(["cargo", f"+{args.toolchain}", "metadata", "--offline", "--no-deps",
                                      "--format-version", "1"], cwd=work, env=env, capture_output=True,
                                     text=True, check=True).stdout)
    targets = []
    only = set(args.packages.split(",")) if args.packages else None
    for p in sorted(meta["packages"], key=lambda p: p["name"]):
        if only and p["name"] not in only:
            continue
        for t in p["targets"]:
            kinds = t["kind"]
            if "lib" in kinds or "rlib" in kinds or "proc-macro" in kinds:
                targets.append((p["name"], ["--lib"], t["name"].replace("-", "_")))
            elif "bin" in kinds:
                targets.append((p["name"], ["--bin", t["name"]], t["name"].replace("-", "_")))
            elif "test" in kinds:
                targets.append((p["name"], ["--test", t["name"]], t["name"].replace("-", "_")))
    uni = Universe(work)
    stats = {"tool": f"rustc {args.toolchain} -Zunpretty=hir-tree/thir-tree "
                     + subprocess.run(["rustc", f"+{args.toolchain}", "--version"], capture_output=True,
                                      text=True).stdout.strip(),
             "targets": [], "failed_targets": []}
    calls, field_uses = [], []
    for pkg, targs, cname in targets:
        crate = Crate()
        t = time.time()
        rc, cmd, err = run_target(work, env, args.toolchain, pkg, targs, "hir-tree",
                                  lambda fh, crate=crate: parse_hir(fh, crate, work))
        if rc != 0:
            stats["failed_targets"].append({"target": f"{pkg} {' '.join(targs)}", "command": cmd,
                                            "error": err.strip().splitlines()[-12:]})
            log(f"FAILED {pkg} {' '.join(targs)}")
            continue
        crate_name = next(iter(crate.kind), cname + "::").split("::", 1)[0] if crate.kind else cname
        uni.crates[crate_name] = crate
        tc, tf, tm = [], [], []
        rc, cmd, err = run_target(work, env, args.toolchain, pkg, targs, "thir-tree",
                                  lambda fh, tc=tc, tf=tf, tm=tm: parse_thir(fh, tc, tf, tm))
        if rc != 0:
            stats["failed_targets"].append({"target": f"{pkg} {' '.join(targs)} (thir)", "command": cmd,
                                            "error": err.strip().splitlines()[-12:]})
        calls += tc
        field_uses += tf
        stats["targets"].append({"target": f"{pkg} {' '.join(targs)}", "crate": crate_name,
                                 "owners": len(crate.kind), "seconds": round(time.time() - t, 1)})
        log(f"{pkg} {' '.join(targs)}: {len(crate.kind)} defs, {time.time() - t:.0f}s")

    # trait method on a concrete type -> the impl's own method
    impl_of: dict[tuple[str, str], str] = {}
    for c in uni.crates.values():
        for impl, trait in c.impl_trait.items():
            st = c.impl_self.get(impl)
            if st:
                impl_of[(trait, st)] = impl
    impl_of_traits: dict[str, set] = defaultdict(set)   # method name -> {(trait, self type)} with an impl of it
    for (trait, st), impl in impl_of.items():
        c = uni.crate_of(impl)
        for p in (c.kind if c else ()):
            if p.startswith(impl + "::") and p.count("::") == impl.count("::") + 1:
                impl_of_traits[p.rsplit("::", 1)[1]].add((trait, st))
    edges, notes = set(), []
    entities: set[tuple[str, str]] = set()
    files: set[str] = set()
    for c in uni.crates.values():
        for p, k in c.kind.items():
            if k in ENTITY_KINDS or k in ("AssocFn", "AssocConst", "Field", "Variant", "Mod", "Impl"):
                e = uni.entity(p)
                if e is not None:
                    files.add(e[0])
                    if e[1] != "<module>" and k not in ("Mod", "Impl"):
                        entities.add(e)

    def add(src_path: str, dst_path: str):
        parent, _, last = dst_path.rpartition("::")
        c = uni.crate_of(dst_path)
        if last.isdigit() or c is None or c.kind.get(dst_path) == "Variant" or c.kind.get(parent) == "Variant":
            return   # a tuple field (`self.0`), an enum variant or its field: not entities
        s, d = uni.entity(src_path), uni.entity(dst_path)
        if s is None or d is None or d[1] == "<module>" or s == d:
            return
        edges.add((s[0], s[1], d[0], d[1]))

    unresolved_fields = 0
    for c in uni.crates.values():
        for src, dst in c.hir_refs:
            k = (uni.crate_of(dst).kind.get(dst) if uni.crate_of(dst) else None)
            if k is None and dst.endswith("::{constructor#0}"):
                dst = dst.rsplit("::", 1)[0]
            if c.kind.get(src) == "Impl" and uni.entity(c.impl_self.get(src) or "~") is not None:
                src = c.impl_self[src]   # `impl Tr for T` names Tr for T (as `class T implements Tr` does)
            add(src, dst)
    resolved_to_impl = 0
    for body, callee, targs in calls:
        if callee.endswith("::{constructor#0}"):
            callee = callee.rsplit("::", 1)[0]
        parent, _, name = callee.rpartition("::")
        if targs and any(trait == parent for trait, _ in impl_of_traits.get(name, ())):
            # a trait's method (the trait may be another crate's: termcolor::WriteColor) on a concrete type
            self_ty = uni.type_path(targs.split(",", 1)[0], body)
            impl = impl_of.get((parent, self_ty)) if self_ty else None
            ic = uni.crate_of(impl) if impl else None
            if ic is not None and f"{impl}::{name}" in ic.kind:
                callee = f"{impl}::{name}"
                resolved_to_impl += 1
        add(body, callee)
    for body, ty, index in field_uses:
        sp = uni.type_path(ty, body)
        c = uni.crate_of(sp) if sp else None
        flist = c.fields.get(sp, []) if c else []
        if 0 <= index < len(flist):
            add(body, flist[index])
        elif sp is not None:
            unresolved_fields += 1

    # the naive baseline: every identifier written in an entity, linked to every entity of that name
    by_name: dict[str, list] = defaultdict(list)
    for e in entities:
        by_name[e[1].rsplit(".", 1)[-1]].append(e)
    baseline = set()
    for c in uni.crates.values():
        for src, name in c.idents:
            s = uni.entity(src)
            if s is None:
                continue
            for d in by_name.get(name, ()):
                if d != s:
                    baseline.add((s[0], s[1], d[0], d[1]))
    for body, callee, _ in calls:
        s = uni.entity(body)
        for d in (by_name.get(callee.rsplit("::", 1)[-1], ()) if s else ()):
            if d != s:
                baseline.add((s[0], s[1], d[0], d[1]))

    def write(name, rows):
        with open(os.path.join(out, name), "w", encoding="utf-8") as fh:
            for r in sorted(rows):
                fh.write("\t".join(r) + "\n")
    write("reference.tsv", edges)
    write("baseline.tsv", baseline)
    write("entities.tsv", entities)
    with open(os.path.join(out, "files.txt"), "w") as fh:
        fh.write("".join(f + "\n" for f in sorted(files)))
    stats.update({"entities": len(entities), "files": len(files), "edges": len(edges),
                  "baseline_edges": len(baseline), "trait_calls_resolved_to_impl": resolved_to_impl,
                  "field_accesses_on_unknown_types": unresolved_fields, "notes": notes,
                  "seconds": round(time.time() - t0, 1)})
    with open(os.path.join(out, "stats.json"), "w") as fh:
        json.dump(stats, fh, indent=2)
    log(f"{len(edges)} edges, {len(entities)} entities, {len(files)} files, {time.time() - t0:.0f}s")
    if not args.keep:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
