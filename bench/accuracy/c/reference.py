#!/usr/bin/env python3
"""C reference edges from clang itself (libclang through its Python bindings, PyPI `libclang`).

    python bench/accuracy/c/reference.py REPO OUT_DIR [--cflags "-DFOO -Iextra"] [--jobs N]

Every `.c` file of the repository is parsed by clang as its own translation unit (flags: the file's entry of
the repository's `compile_commands.json` when there is one, else `-std=gnu11 -D_GNU_SOURCE`, `-I` for every
folder of the repository that holds a `.h` file, plus --cflags; clang's builtin headers (stddef.h, ...) are
taken from the system's gcc or clang: the wheel ships libclang.so without them). A file whose parse ends in a
fatal error (a header that does not exist on this platform: `<windows.h>`, `<mach/mach.h>`) is left out of
the universe, with the error in stats.json; so is an amalgamation (a file including two or more of the
repository's source files: lua's onelua.c, another build of files parsed on their own) and a file whose code
this build's preprocessor leaves out entirely (lua's ltests.c without LUA_DEBUG): see skipped_tu. The universe
(files.txt) is the parsed `.c` files plus the repository's headers they include.

Entities (docs/entity-edges.md read for C, named as fastindex names them): file-scope functions, definitions
and prototypes alike (a prototype in a header is the declaration a call in another file binds to); struct and
union definitions with a tag (`S`), their fields (`S.f`); the fields of an anonymous struct/union that a
typedef names (`typedef struct { int w; } T;`: `T.w`); named enums (`E`; enumerators are enum members: not
entities); typedefs (`T`); file-scope variables, one per name (`x`: `extern` declarations in headers too);
`#define` macros, object- and function-like (`M`). A declaration whose name a macro's body wrote (it is not in
the source as such) is not an entity.

Edges: every DECL_REF_EXPR, MEMBER_REF_EXPR (`a.f`, `p->f`), MEMBER_REF (a designated initializer's `.f`),
TYPE_REF (`struct S`, `T`) and macro expansion (`M`, `M(x)`) written by the user: a token that a macro's body
wrote (its spelling location is not its file location) is not counted, a macro's arguments are, as the Rust
reference's syntax context #0. Its target is the declaration clang's lookup bound (`cursor.referenced`),
or that declaration's definition when the translation unit holds one (a function defined in the same file);
a struct/union/enum seen only through a forward declaration is its definition elsewhere in the universe (same
USR). Source = the innermost entity around the occurrence (a struct field for the types in its declaration,
a variable for its type and initializer, a prototype for its parameter types); `<module>` otherwise.
Translation units share headers: the edges are a set (a header's inline function seen from many `.c` files
gives its edges once); a macro's use at one place in a header is bound as the first unit (by path) that expanded it
bound it (a test that defines JSON_ASSERT before its #include binds nlohmann's headers' uses to its own in its
unit only; stats.json: macro_uses_bound_as_the_first_unit).
"""
from __future__ import annotations

import argparse
import ctypes
import importlib.metadata
import json
import os
import re
import shlex
import subprocess
import sys
import time
from collections import defaultdict

import clang.cindex as ci

SKIP_DIRS = {".git", "node_modules", "build", "out", "dist", "__pycache__", ".venv", "venv"}
CK = ci.CursorKind
REF_KINDS = {CK.DECL_REF_EXPR, CK.MEMBER_REF_EXPR, CK.MEMBER_REF, CK.TYPE_REF}
RECORDS = {CK.STRUCT_DECL, CK.UNION_DECL}
TAGS = RECORDS | {CK.ENUM_DECL}


def log(msg: str) -> None:
    print(f"[c-reference] {msg}", file=sys.stderr, flush=True)


_fileloc = ci.conf.lib.clang_getFileLocation
_fileloc.argtypes = [ci.SourceLocation, ctypes.POINTER(ctypes.c_void_p), ctypes.POINTER(ctypes.c_uint),
                     ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]
_fileloc.restype = None


def file_offset(sl: ci.SourceLocation) -> int:
    """clang_getFileLocation: a macro argument's token where it is written, any other token of an expansion at
    the expansion (cursor.location puts a macro argument at the expansion too)."""
    f, line, col, off = ctypes.c_void_p(), ctypes.c_uint(), ctypes.c_uint(), ctypes.c_uint()
    _fileloc(sl, ctypes.byref(f), ctypes.byref(line), ctypes.byref(col), ctypes.byref(off))
    return off.value


_anonymous_record = ci.conf.lib.clang_Cursor_isAnonymousRecordDecl
_anonymous_record.argtypes = [ci.Cursor]
_anonymous_record.restype = ctypes.c_uint


def _anonymous_member(rec: ci.Cursor) -> bool:
    """An anonymous struct/union member without a declarator: its fields are the enclosing record's."""
    return bool(_anonymous_record(rec))


_TEXT: dict[str, bytes] = {}
_IDENT = frozenset(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")


def written_here(cursor: ci.Cursor, name: str | None = None) -> bool:
    """The name is written in the source at the cursor's file location (file_offset): a token that a macro's body
    wrote, or a pasted one (`f##n`), finds the macro's name there, not its own."""
    sl = cursor.location
    f = sl.file
    if f is None:
        return False
    text = _TEXT.get(f.name)
    if text is None:
        try:
            with open(f.name, "rb") as fh:
                text = _TEXT[f.name] = fh.read()
        except OSError:
            text = _TEXT[f.name] = b""
    n = (name if name is not None else cursor.spelling).encode()
    off = file_offset(sl)
    end = off + len(n)
    return bool(n) and text[off:end] == n and (end >= len(text) or text[end] not in _IDENT) \
        and not (off and text[off - 1] in _IDENT)


_MACRO_CALL = re.compile(rb"[A-Za-z_]\w*[ \t]*\([ \t]*([A-Za-z_]\w*)")


def macro_argument_name(cursor: ci.Cursor) -> str | None:
    """A function a macro defines from its argument (`TEST_IMPL(name) {..}` -> `int run_test_##name(void)`):
    the argument as written, when the function's name holds it; else None (a name the macro made up)."""
    f = cursor.location.file
    text = _TEXT.get(f.name) if f is not None else None
    if text is None:
        return None
    m = _MACRO_CALL.match(text, file_offset(cursor.location))
    if m is None:
        return None
    arg = m.group(1).decode()
    return arg if arg in cursor.spelling else None


_WORD = re.compile(rb"[A-Za-z_]\w*")


def renamed_as(cursor: ci.Cursor, name: str) -> str | None:
    """A name a renaming macro wrote (`#define yylex jq_yylex`, flex's and many libraries' prefixes): the word
    written at the cursor's file location when `name` holds it (`yylex` for `jq_yylex`), else None."""
    f = cursor.location.file
    text = _TEXT.get(f.name) if f is not None else None
    if not text:
        return None
    off = file_offset(cursor.location)
    if off and text[off - 1] in _IDENT:
        return None
    m = _WORD.match(text, off)
    word = m.group(0).decode() if m else ""
    return word if len(word) >= 3 and word != name and word in name else None


def in_function(c: ci.Cursor) -> bool:
    p = c.semantic_parent
    while p is not None and p.kind != CK.TRANSLATION_UNIT:
        if p.kind == CK.FUNCTION_DECL:
            return True
        p = p.semantic_parent
    return False


def builtin_include_dirs() -> list[str]:
    out = []
    for cc in ("clang", "gcc", "cc"):
        try:
            r = subprocess.run([cc, "-print-file-name=include"], capture_output=True, text=True, timeout=20)
        except (OSError, subprocess.TimeoutExpired):
            continue
        d = r.stdout.strip()
        if r.returncode == 0 and os.path.isabs(d) and os.path.exists(os.path.join(d, "stddef.h")):
            out.append(d)
            break
    return out


def include_flags(hdirs: dict[str, set[str]], system_dirs: list[str]) -> list[str]:
    """-I for every folder holding headers, except a folder with a header named as a system header (libuv's
    include/uv/errno.h would shadow <errno.h>): -iquote for it (its headers are then found by `#include "x.h"`)."""
    out = []
    for d in sorted(hdirs):
        shadows = any(os.path.exists(os.path.join(s, h)) for h in hdirs[d] for s in system_dirs)
        out.append(("-iquote" if shadows else "-I") + d)
    return out


def source_files(repo: str) -> tuple[list[str], dict[str, set[str]]]:
    cfiles, hdirs = [], defaultdict(set)
    for dirpath, dirnames, filenames in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for fn in sorted(filenames):
            if fn.endswith(".c"):
                cfiles.append(os.path.relpath(os.path.join(dirpath, fn), repo))
            elif fn.endswith(".h"):
                hdirs[dirpath].add(fn)
    return cfiles, hdirs


def compile_db(repo: str) -> dict[str, list[str]]:
    for cand in ("compile_commands.json", "build/compile_commands.json"):
        p = os.path.join(repo, cand)
        if os.path.exists(p):
            db = {}
            for e in json.load(open(p)):
                args = e.get("arguments") or shlex.split(e.get("command", ""))
                d = e.get("directory", repo)
                f = os.path.realpath(os.path.join(d, e["file"]))
                keep, skip = [], False
                for a in args[1:]:
                    if skip:
                        skip = False
                        continue
                    if a in ("-o", "-MF", "-MT", "-MQ"):
                        skip = True
                        continue
                    if a in ("-c", "-MD", "-MMD") or a == e["file"] or os.path.realpath(os.path.join(d, a)) == f:
                        continue
                    if a.startswith("-I") and len(a) > 2 and not os.path.isabs(a[2:]):
                        a = "-I" + os.path.join(d, a[2:])
                    keep.append(a)
                db[f] = keep
            return db
    return {}


class Walker:
    """Walks the translation units, collecting entities and edges (a set across TUs)."""

    def __init__(self, repo: str) -> None:
        self.repo = os.path.realpath(repo)
        self._rel: dict[str, str | None] = {}
        self.entities: set[tuple[str, str]] = set()
        self.edges: set[tuple[str, str, str, str]] = set()
        self.occ: set[tuple[str, str, str]] = set()      # (src path, src qualname, name): the baseline's input
        self.tag_defs: dict[str, set[tuple[str, str]]] = defaultdict(set)   # USR -> definitions (entities)
        self.pending_tags: list[tuple[tuple[str, str], str]] = []           # (src, USR) seen only declared
        self.files: set[str] = set()
        self.macro_refs = 0
        self.macro_body_tokens = 0
        # (path, offset) of a macro's use -> the definition the first unit (by path) expanded it to; the uses another
        # unit's own #define bound elsewhere (a test defining JSON_ASSERT before its #include)
        self.macro_targets: dict[tuple[str, int], tuple[str, str]] = {}
        self.macro_rebound = 0

    def rel(self, f) -> str | None:
        if f is None:
            return None
        name = f.name if not isinstance(f, str) else f
        r = self._rel.get(name)
        if r is None and name not in self._rel:
            p = os.path.realpath(name)
            r = os.path.relpath(p, self.repo).replace(os.sep, "/") if p.startswith(self.repo + os.sep) else None
            self._rel[name] = r
        return r

    # ---- entity naming ------------------------------------------------------------------------------------
    def entity_of(self, c: ci.Cursor) -> tuple[str, str] | None:
        """The entity a declaration cursor is, or None."""
        k = c.kind
        path = self.rel(c.location.file)
        if path is None or not c.spelling:
            return None
        parent = c.semantic_parent
        at_file = parent is not None and parent.kind == CK.TRANSLATION_UNIT
        if k == CK.FUNCTION_DECL or k == CK.TYPEDEF_DECL or k == CK.VAR_DECL:
            if not at_file:
                return None
            if written_here(c):
                return (path, c.spelling)
            if k == CK.FUNCTION_DECL and c.is_definition():   # `TEST_IMPL(name) { .. }`: `name`
                arg = macro_argument_name(c)
                if arg:
                    return (path, arg)
            word = renamed_as(c, c.spelling)   # `int yylex(..)` with `#define yylex jq_yylex`: `yylex`
            return (path, word) if word else None
        if k in TAGS:
            d = c.get_definition()
            if d is None or in_function(d):
                return None
            return self.record_name(d)
        if k == CK.FIELD_DECL:
            rec = self.record_name(parent)
            if rec is None or not written_here(c) or in_function(parent):
                return None
            return (rec[0], rec[1] + "." + c.spelling)
        if k == CK.MACRO_DEFINITION:
            return (path, c.spelling)
        return None

    def record_name(self, rec: ci.Cursor | None) -> tuple[str, str] | None:
        """struct S -> S; an anonymous struct that a typedef names -> the typedef's name; else None."""
        if rec is None or rec.kind not in TAGS:
            return None
        path = self.rel(rec.location.file)
        if path is None:
            return None
        if not rec.is_anonymous():
            if written_here(rec):
                return (path, rec.spelling)
            # clang names `typedef struct { .. } T;` T (is_anonymous() is false): its location is `struct`
            return (path, rec.spelling) if any(written_here(rec, kw) for kw in ("struct", "union", "enum")) \
                else None
        td = self._typedef_of_anon.get(rec.hash)
        if td:
            return (path, td)
        if _anonymous_member(rec):   # `struct S { union { int a; long b; }; }`: S.a, as `s->a` reads
            return self.record_name(rec.semantic_parent)
        return None

    # ---- the walk -----------------------------------------------------------------------------------------
    def walk_tu(self, tu: ci.TranslationUnit) -> None:
        self._typedef_of_anon: dict[int, str] = {}
        self._extents: dict[str, list[tuple[int, int, str]]] = defaultdict(list)   # per file: entity spans
        macro_uses, tops = [], []
        for top in tu.cursor.get_children():
            path = self.rel(top.location.file)
            if path is None:
                continue
            self.files.add(path)
            if top.kind == CK.MACRO_DEFINITION:
                self.entities.add((path, top.spelling))
            elif top.kind == CK.MACRO_INSTANTIATION:
                macro_uses.append(top)
            elif top.kind != CK.INCLUSION_DIRECTIVE:
                tops.append((top, path))
                if top.kind == CK.TYPEDEF_DECL:   # `typedef struct { .. } T;`: the struct comes first
                    under = top.underlying_typedef_type.get_declaration()
                    if under.kind in RECORDS and under.is_anonymous():
                        self._typedef_of_anon.setdefault(under.hash, top.spelling)
        for top, path in tops:
            self.visit(top, (path, "<module>"), path)
        for m in macro_uses:
            if not written_here(m):
                continue
            d = m.referenced
            if d is None or d.kind != CK.MACRO_DEFINITION:
                continue
            dp = self.rel(d.location.file)
            if dp is None:
                continue
            path = self.rel(m.location.file)
            src = (path, self.enclosing(path, m.extent.start.offset))
            self.macro_refs += 1
            self.occ.add((src[0], src[1], m.spelling))
            dst = (dp, d.spelling)
            first = self.macro_targets.setdefault((path, m.extent.start.offset), dst)
            if first != dst:   # a header's use, bound as the first unit that read it bound it
                self.macro_rebound += 1
                dst = first
            if dst != src:
                self.edges.add(src + dst)

    def enclosing(self, path: str, off: int) -> str:
        best, best_start = "<module>", -1
        for s, e, q in self._extents.get(path, ()):
            if s <= off < e and s > best_start:
                best, best_start = q, s
        return best

    def declared(self, c: ci.Cursor, ent: tuple[str, str], src: tuple[str, str], tags) -> tuple[str, str]:
        """Declaration `c` of entity `ent` recorded (one of `tags`, a struct, union, enum or class, only where
        defined), its extent too where it is in its own file; the entity its children's references count for."""
        if c.kind in tags:
            if not c.is_definition():
                return src
            self.tag_defs[c.get_usr()].add(ent)
        self.entities.add(ent)
        ext = c.extent
        if ext.start.file is not None and self.rel(ext.start.file) == ent[0]:
            self._extents[ent[0]].append((ext.start.offset, ext.end.offset, ent[1]))
        return ent

    def visit(self, c: ci.Cursor, src: tuple[str, str], path: str) -> None:
        k = c.kind
        if k in REF_KINDS:
            self.reference(c, src)
        elif k.is_declaration():
            ent = self.entity_of(c)
            if ent is not None and k != CK.MACRO_DEFINITION:
                src = self.declared(c, ent, src, TAGS)
            if k == CK.TYPEDEF_DECL:
                under = c.underlying_typedef_type.get_declaration()
                if under.kind in RECORDS and under.is_anonymous():
                    self._typedef_of_anon.setdefault(under.hash, c.spelling)
        for ch in c.get_children():
            self.visit(ch, src, path)

    def reference(self, c: ci.Cursor, src: tuple[str, str]) -> None:
        d = c.referenced
        if d is None:
            return
        if not written_here(c, d.spelling) and renamed_as(c, d.spelling) is None:
            self.macro_body_tokens += 1
            return
        if d.location == c.location:
            return   # an implicit declaration (a call to an undeclared function)
        name = d.spelling
        if name:
            self.occ.add((src[0], src[1], name))
        if d.kind in TAGS:
            dd = d.get_definition()
            if dd is None:
                self.pending_tags.append((src, d.get_usr()))
                return
            d = dd
        elif d.kind in (CK.FUNCTION_DECL, CK.VAR_DECL):
            dd = d.get_definition()
            if dd is not None and self.rel(dd.location.file) is not None:
                d = dd
        ent = self.entity_of(d)
        if ent is None or ent == src:
            return
        self.edges.add(src + ent)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("out")
    ap.add_argument("--cflags", default="", help="extra clang flags (without a compile_commands.json)")
    args = ap.parse_args(argv)
    return run(args.repo, args.out, args.cflags, Walker, source_files, ["-x", "c", "-std=gnu11"], "c_files")


def given_flags(cflags: str, repo: str) -> list[str]:
    """--cflags split as a shell would, a relative include folder taken in the repository (`-Ivendor`: jq's build
    adds `-I$(srcdir)/vendor` for `#include "decNumber/decNumber.h"`), so that a record's flags name no machine's
    path."""
    out = []
    for a in shlex.split(cflags):
        if a.startswith("-I") and len(a) > 2 and not os.path.isabs(a[2:]):
            a = "-I" + os.path.join(repo, a[2:])
        out.append(a)
    return out


def skipped_tu(tu: ci.TranslationUnit, main: str, sources_real: set[str]) -> str | None:
    """Why a parsed translation unit is left out of the reference, or None.

    "amalgamations": its file includes two or more of the repository's other source files (lua's onelua.c,
    sqlite-style unity builds), or one through a header (a header-only build: pugixml's tests of
    PUGIXML_HEADER_ONLY): another build of code that is parsed on its own, where a call between two of
    the included files binds to the other's definition, never visible in the files' own build; walking it too
    would add those edges and its own macros. "inactive_files": its file declares nothing outside the
    preprocessor (its code is under a condition this build leaves false: lua's ltests.c without LUA_DEBUG),
    as the Go reference leaves out files its build constraints exclude. A file that defines a macro before its first
    #include and declares nothing else configures what it includes (a test's main.cpp: `#define
    DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN` / `#include <doctest.hpp>`, the one unit that compiles doctest's
    implementation): "configuring_files", walked for what it includes, the file itself left out of the universe as
    an inactive one is (lua's ltests.c, `#define LUA_CORE` then its code under LUA_DEBUG: scored, fastindex's edges
    from its code had been 1,000 false ones)."""
    main = os.path.realpath(main)
    includes = [(inc.depth, os.path.realpath(inc.include.name)) for inc in tu.get_includes()]
    included = {name for depth, name in includes if depth == 1}
    if len((included & sources_real) - {main}) >= 2:
        return "amalgamations"
    if any(depth > 1 and name in sources_real and name != main for depth, name in includes):
        # a header-only build: a header includes a source file (pugixml.hpp's `#include "pugixml.cpp"` under
        # PUGIXML_HEADER_ONLY, in tests that `#define pugi pugih` first): that file's code again, under other names
        return "amalgamations"
    included = configures = False
    for top in tu.cursor.get_children():
        if top.location.file is None or os.path.realpath(top.location.file.name) != main:
            continue
        if top.kind == CK.INCLUSION_DIRECTIVE:
            included = True
        elif top.kind == CK.MACRO_DEFINITION:
            configures = configures or not included
        elif top.kind != CK.MACRO_INSTANTIATION:
            return None
    return "configuring_files" if configures and included else "inactive_files"


def run(repo: str, out: str, cflags: str, walker, sources, language_flags: list[str], count_key: str,
        what: str = "", more_header_folders=None, walker_stats=None) -> int:
    """Parse every source file `sources(repo)` lists with clang, walk each translation unit with `walker(repo)`
    and write reference.tsv, baseline.tsv, entities.tsv, files.txt and stats.json into `out` (the C and the C++
    reference: `language_flags` the language's, `more_header_folders(repo, hdirs)` adds include folders,
    `walker_stats(w)` the walker's own counts for stats.json)."""
    t0 = time.time()
    repo = os.path.realpath(repo)
    os.makedirs(out, exist_ok=True)
    cfiles, hdirs = sources(repo)
    db = compile_db(repo)
    builtins = builtin_include_dirs()
    if more_header_folders is not None:
        more_header_folders(repo, hdirs)
    incs = include_flags(hdirs, ["/usr/include", "/usr/local/include"] + builtins)
    default = language_flags + ["-D_GNU_SOURCE", "-ferror-limit=0"] + incs + given_flags(cflags, repo)
    index = ci.Index.create()
    w = walker(repo)
    stats: dict = {"tool": f"libclang {importlib.metadata.version('libclang')} (PyPI libclang; clang's AST per "
                           f"translation unit{what})",
                   "compile_commands": bool(db), "builtin_include_dirs": builtins,
                   "default_flags": [a for a in default if not a.startswith(("-I", "-iquote"))]
                   + [f"-I ({sum(a.startswith('-I') for a in incs)} folders)"]
                   + ["-iquote " + os.path.relpath(a[7:], repo) for a in incs if a.startswith("-iquote")],
                   "parsed": 0, "failed_files": [], "error_diagnostics": 0}
    top_errors: dict[str, int] = defaultdict(int)
    sources_real = {os.path.realpath(os.path.join(repo, r)) for r in cfiles}
    stats["amalgamations"], stats["inactive_files"], stats["configuring_files"] = [], [], []
    for i, rel in enumerate(cfiles):
        full = os.path.join(repo, rel)
        flags = db.get(os.path.realpath(full), default) + [f"-isystem{d}" for d in builtins]
        try:
            tu = index.parse(full, args=flags, options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD)
        except ci.TranslationUnitLoadError as exc:
            stats["failed_files"].append({"file": rel, "error": str(exc)})
            continue
        fatal = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Fatal]
        if fatal:
            stats["failed_files"].append({"file": rel, "error": fatal[0].spelling})
            continue
        for d in tu.diagnostics:
            if d.severity == ci.Diagnostic.Error:
                stats["error_diagnostics"] += 1
                top_errors[d.spelling[:80]] += 1
        stats["parsed"] += 1
        skip = skipped_tu(tu, full, sources_real)
        if skip:
            stats[skip].append(rel)
            if skip != "configuring_files":
                continue
        w.walk_tu(tu)
        if (i + 1) % 50 == 0:
            log(f"{i + 1}/{len(cfiles)} files, {len(w.edges)} edges, {time.time() - t0:.0f}s")
    # tags seen only through forward declarations: their definition elsewhere in the universe (same USR)
    for src, usr in w.pending_tags:
        for d in w.tag_defs.get(usr, ()):
            if d != src:
                w.edges.add(src + d)
    files = w.files - set(stats["configuring_files"])
    entities = {e for e in w.entities if e[0] in files}
    edges = {e for e in w.edges if e[0] in files and e[2] in files}
    by_name: dict[str, list] = defaultdict(list)
    for e in entities:
        by_name[e[1].rsplit(".", 1)[-1]].append(e)
    baseline = set()
    for sp, sq, name in w.occ:
        for d in by_name.get(name, ()):
            if d != (sp, sq):
                baseline.add((sp, sq, d[0], d[1]))

    def write(name, rows):
        with open(os.path.join(out, name), "w", encoding="utf-8") as fh:
            for r in sorted(rows):
                fh.write("\t".join(r) + "\n")
    write("reference.tsv", edges)
    write("baseline.tsv", baseline)
    write("entities.tsv", entities)
    with open(os.path.join(out, "files.txt"), "w") as fh:
        fh.write("".join(f + "\n" for f in sorted(files)))
    stats.update({count_key: len(cfiles), "header_folders": len(hdirs), "files": len(files),
                  "entities": len(entities), "edges": len(edges), "baseline_edges": len(baseline),
                  "macro_expansions_counted": w.macro_refs,
                  "macro_uses_bound_as_the_first_unit": w.macro_rebound,
                  "references_spelled_in_a_macro_body": w.macro_body_tokens,
                  **(walker_stats(w) if walker_stats is not None else {}),
                  "top_error_diagnostics": sorted(top_errors.items(), key=lambda kv: -kv[1])[:10],
                  "seconds": round(time.time() - t0, 1)})
    with open(os.path.join(out, "stats.json"), "w") as fh:
        json.dump(stats, fh, indent=2)
    log(f"{len(edges)} edges, {len(entities)} entities, {len(files)} files "
        f"({stats['parsed']} parsed, {len(stats['failed_files'])} failed), {time.time() - t0:.0f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
