#!/usr/bin/env python3
"""C++ reference edges from clang itself (libclang, PyPI `libclang`): the C reference (reference.py) read for C++.

    python bench/accuracy/c/reference_cpp.py REPO OUT_DIR [--cflags "-DFOO -Iextra"]

Every C++ source file (`.cc .cpp .cxx .c++`, the extensions fastindex maps to C++ that are not headers) is
parsed as its own translation unit: flags from the repository's `compile_commands.json` when there is one, else
`-x c++ -std=c++17 -D_GNU_SOURCE`, `-I` for the repository's root and for every folder that holds a header
(`.h .hh .hpp .hxx .h++ .ipp .inl`) and for every `include` folder above one (`#include "leveldb/db.h"`), plus
--cflags. A file whose parse ends in a fatal error (a header that is
not there: `<windows.h>`, gtest, a generated config) is left out, with the error in stats.json. The universe
(files.txt) is the parsed files plus the repository's headers they include, whatever their extension (fastindex
reads a `.h` as C: the candidate's file list decides what is scored).

Entities, named as fastindex's entity-edges export names them for C++ (qualname = the semantic parents' names joined
with `.`; a namespace adds its name, `ns.inner.f`, but is no entity itself, as in fastindex's export
(LanguageSpec.module_entities is TypeScript's only): what a namespace holds outside any entity is `<module>`'s; the
anonymous namespace and `extern "C"` add no name; a namespace written at one place in a header is named as the first
translation unit by path named it, whatever another unit's configuration pastes: namespace_name); classes, structs,
unions, class templates and enums (`ns.C`, `ns.C.D`); their methods, constructors (`C.C`), destructors (`C.~C`), fields
and static data members (`C.m`, `C.f`), member typedefs/aliases; functions and function templates, variables, typedefs
and `using` aliases at namespace scope; `#define` macros. A member defined out of line (`void C::m() {..}` in a .cc) is
an entity where it is defined too, named by its class (`ns.C.m`), and its body's references are its own; a method a
macro defines (its name written nowhere: googletest's `TEST(Suite, Name) {..}`, `Suite_Name_Test::TestBody`) gives its
body's references to its class (`Suite_Name_Test`). Overloads share their entity. Left out: operator overloads and
conversion functions (`operator+`, `operator bool`: a use of `+` is no name written; their bodies' references belong to
the class around them), friend declarations, enumerators (enum members), anything inside a function body (local classes,
lambdas: their references are the function's).

Edges: DECL_REF_EXPR, MEMBER_REF_EXPR, MEMBER_REF (a member initializer's `x_(..)`, a designated `.f`),
TYPE_REF (a class, enum, typedef or alias named), TEMPLATE_REF (`Box<int>`: the class, function or alias template) and
macro expansions, written by the user at the occurrence (as in C: a token a macro's body wrote is not counted;
a macro written just before a declaration, `LEVELDB_EXPORT void f();`, is the declaration's even when it expands
to nothing).
Targets: a class member (method, constructor, field, static member) is its declaration in the class (clang's
canonical declaration): member lookup finds the class's member, not an out-of-line definition; a function or
variable at namespace scope is, as in C, its definition when the translation unit holds one in the repository,
else the declaration clang's lookup bound. A specialization of a template is its template (clang's
`getSpecializedCursorTemplate`: `Twice<int>` -> `Twice`, `Box<int>::get` -> `Box.get`).
Not counted: implicit calls (a constructor that `new T(..)`, `T x(..)` or a member initializer runs: the type
written, `T`, is the edge, as docs/entity-edges.md's `new C()` -> C; implicit conversions, `begin()`/`end()` of a
range for, overloaded operators); namespace qualifiers (`ns::f`: a NAMESPACE_REF names no single declaration, a
namespace being reopened in many files); the qualifier of an out-of-line definition's own name
(`C::` in `void C::m()` or `struct C::Rep {..}`: part of the declared name). Templates: their bodies are read
uninstantiated, as clang's AST holds them: a non-dependent name is bound (an edge), a dependent one (`t.size()`
with `t` a `T`) is not (no edge); instantiations are not walked.
"""
from __future__ import annotations

import argparse
import os
import re
import sys
from collections import defaultdict

import clang.cindex as ci

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reference import (  # noqa: E402
    SKIP_DIRS,
    Walker,
    _anonymous_member,
    file_offset,
    run,
    written_here,
)

CK = ci.CursorKind
SOURCES = (".cc", ".cpp", ".cxx", ".c++")
HEADERS = (".h", ".hh", ".hpp", ".hxx", ".h++", ".ipp", ".inl")
REF_KINDS = {CK.DECL_REF_EXPR, CK.MEMBER_REF_EXPR, CK.MEMBER_REF, CK.TYPE_REF, CK.TEMPLATE_REF}
CLASSES = {CK.CLASS_DECL, CK.STRUCT_DECL, CK.UNION_DECL, CK.CLASS_TEMPLATE,
           CK.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION}
TAGS = CLASSES | {CK.ENUM_DECL}
FUNCTIONS = {CK.FUNCTION_DECL, CK.CXX_METHOD, CK.CONSTRUCTOR, CK.DESTRUCTOR, CK.FUNCTION_TEMPLATE,
             CK.CONVERSION_FUNCTION, CK.LAMBDA_EXPR}
TYPEDEFS = {CK.TYPEDEF_DECL, CK.TYPE_ALIAS_DECL, CK.TYPE_ALIAS_TEMPLATE_DECL}
TRANSPARENT = {CK.LINKAGE_SPEC, CK.UNEXPOSED_DECL}

_specialized = ci.conf.lib.clang_getSpecializedCursorTemplate
_specialized.argtypes = [ci.Cursor]
_specialized.restype = ci.Cursor
_specialized.errcheck = ci.Cursor.from_result

# the rest of a qualified declarator's name after a qualifier: `::`, more `X::` / `X<..>::`, then the name
_QUALIFIER_TAIL = re.compile(rb"(?:<[^;{}()]*>)?\s*::\s*(?:~?\w+\s*(?:<[^;{}()]*>)?\s*::\s*)*~?\s*$")


_WORD_AND_SPACE = re.compile(rb"[A-Za-z_]\w*\s+")
_WORD = re.compile(rb"[A-Za-z_]\w*")
_PARAMETERS_END = re.compile(rb"\)\s*(?:const\s*)?$")   # a declarator's parameters (and `const`) at an extent's end


_TEMPLATE_ARGUMENTS = re.compile(r"<.*>$")


def _member_name(c: ci.Cursor) -> str:
    """c's name; a class template's constructor or destructor without the arguments clang spells it with
    (`Box<T>` -> `Box`, `~Box<T>` -> `~Box`: it was no entity, its name not written so, and its body's references
    were the class's, unlike a plain class's constructor)."""
    if c.kind in (CK.CONSTRUCTOR, CK.DESTRUCTOR) and c.spelling.endswith(">"):
        return _TEMPLATE_ARGUMENTS.sub("", c.spelling)
    return c.spelling


def template_of(c: ci.Cursor) -> ci.Cursor:
    """The template a specialization instantiates (`Twice<int>` -> `Twice`), repeatedly; else c."""
    for _ in range(4):
        t = _specialized(c)
        if t is None or t == c or t.kind.is_invalid():
            break
        c = t
    return c


class CppWalker(Walker):
    def __init__(self, repo: str) -> None:
        super().__init__(repo)
        self.namespace_refs = 0
        self.qualifier_refs = 0
        self.implicit = 0
        # (file, line, column, depth) of a namespace's name -> its name as the first unit read it; the (place, name)
        # pairs another unit's configuration gave another name
        self.namespace_names: dict[tuple, str] = {}
        self.renamed: set[tuple] = set()
        # a name a using-declaration brings in -> the declarations it names (`using nlohmann::json;`), and the type
        # references read through one
        self.usings: dict[str, list] = {}
        self.through_using = 0

    def declared(self, c: ci.Cursor, ent: tuple[str, str], src: tuple[str, str], tags) -> tuple[str, str]:
        """As in C; and a partial specialization's definition is its primary template's where that one is only
        declared (gmock's `template <typename F> class Action;` defined as `class Action<R(Args...)> {..}`): a
        `Action<int(int)>` names the primary (template_of), whose edge went nowhere (pending_tags found no
        definition of its USR)."""
        ent = super().declared(c, ent, src, tags)
        if c.kind == CK.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION and c.is_definition():
            primary = template_of(c)
            if primary != c and primary.get_definition() is None:
                self.tag_defs[primary.get_usr()].add(ent)
        return ent

    def qualname(self, c: ci.Cursor) -> str | None:
        """The names of c and its semantic parents up to the translation unit, or None inside a function."""
        parts: list[str] = []
        k = c.kind
        first = True
        while c is not None and k != CK.TRANSLATION_UNIT:
            if k in FUNCTIONS and not first:
                return None
            first = False
            if k == CK.NAMESPACE:
                if c.spelling:
                    parts.append(self.namespace_name(c))
            elif k in TAGS:
                name = self.tag_name(c)
                if name is None:
                    if _anonymous_member(c):   # `struct S { union { int a; }; }`: S.a
                        c = c.semantic_parent
                        k = c.kind if c is not None else CK.TRANSLATION_UNIT
                        continue
                    return None
                parts.append(name)
            elif k in TRANSPARENT:
                pass
            else:
                if not c.spelling:
                    return None
                parts.append(_member_name(c))
            c = c.semantic_parent
            k = c.kind if c is not None else CK.TRANSLATION_UNIT
        return ".".join(reversed(parts)) if parts else None

    def namespace_name(self, c: ci.Cursor) -> str:
        """A namespace's name as the first translation unit (by path) that read it at its place named it: a header's
        name pasted from settings a unit may change before its #include (nlohmann/json's `inline namespace
        json_abi_v3_11_3`, `json_abi_diag_v3_11_3` where tests/abi/diag defines JSON_DIAGNOSTICS) is one name, so
        that the header's declarations and edges are counted once, not once per configuration."""
        loc = c.location
        depth, p = 0, c.semantic_parent   # (the namespaces a macro opens share the place of its use)
        while p is not None and p.kind == CK.NAMESPACE:
            depth, p = depth + 1, p.semantic_parent
        key = (loc.file.name if loc.file else "", loc.line, loc.column, depth)
        name = self.namespace_names.setdefault(key, c.spelling)
        if name != c.spelling:
            self.renamed.add(key + (c.spelling,))
        return name

    def tag_name(self, rec: ci.Cursor) -> str | None:
        if rec.is_anonymous():
            return self._typedef_of_anon.get(template_of(rec).hash) or self._typedef_of_anon.get(rec.hash)
        return rec.spelling or None

    def entity_of(self, c: ci.Cursor) -> tuple[str, str] | None:
        k = c.kind
        if k == CK.TYPE_ALIAS_TEMPLATE_DECL:   # `template <..> using X = ..;`: the alias declaration in it (the name
            # a TEMPLATE_REF names; the template's own cursor is not where the name is written)
            inner = next((ch for ch in c.get_children() if ch.kind == CK.TYPE_ALIAS_DECL), None)
            return self.entity_of(inner) if inner is not None else None
        if k == CK.MACRO_DEFINITION:
            path = self.rel(c.location.file)
            return (path, c.spelling) if path else None
        if k in TAGS:
            d = c.get_definition()
            c = d if d is not None else c
        elif k not in FUNCTIONS and k not in TYPEDEFS and k not in (CK.VAR_DECL, CK.FIELD_DECL):
            # a namespace names its members (`ns.C`) but is no entity, as fastindex's export has it for C++
            # (LanguageSpec.module_entities): what is written in it outside any entity is `<module>`'s
            return None
        if k == CK.LAMBDA_EXPR or k == CK.CONVERSION_FUNCTION or c.spelling.startswith("operator"):
            return None
        path = self.rel(c.location.file)
        if path is None or not c.spelling:
            return None
        if c.lexical_parent is not None and c.lexical_parent.kind == CK.FRIEND_DECL:
            return None
        name = _member_name(c)
        if k not in TAGS and not written_here(c, name.lstrip("~")) and not written_here(c, name):
            return None
        if k in TAGS and c.is_anonymous() and self.tag_name(c) is None:
            return None
        q = self.qualname(c)
        return (path, q) if q else None

    def visit(self, c: ci.Cursor, src: tuple[str, str], path: str) -> None:
        k = c.kind
        if k in REF_KINDS:
            self.reference(c, src)
        elif k == CK.NAMESPACE_REF:
            self.namespace_refs += 1
        elif k == CK.FRIEND_DECL:
            pass
        elif k == CK.USING_DECLARATION:
            for ch in c.get_children():
                if ch.kind == CK.OVERLOADED_DECL_REF:
                    self.usings[ch.spelling] = [ci.conf.lib.clang_getOverloadedDecl(ch, i)
                                                for i in range(ci.conf.lib.clang_getNumOverloadedDecls(ch))]
        elif k.is_declaration():
            ent = self.entity_of(c) if k != CK.MACRO_DEFINITION else None
            if ent is not None:
                src = self.declared(c, ent, src, TAGS)
            elif k in FUNCTIONS and c.is_definition() and c.spelling.isidentifier() and \
                    not written_here(c, c.spelling) and (owner := c.semantic_parent) is not None and \
                    owner.kind in TAGS and (made := self.entity_of(owner)) is not None:
                # a method a macro defines, its name written nowhere (googletest's `TEST(Suite, Name) {..}`:
                # `void Suite_Name_Test::TestBody()`): its body's references are its class's, the entity the
                # macro's arguments name (else they would be the namespace's, `<module>`). Not an operator, nor a
                # class template's constructor (spelled `SkipList<Key, Comparator>`): those stay as they were;
                # the macros its body expands (`EXPECT_EQ(..)`) too: its extent (from the TEST(..) it is
                # expanded at to its `}`) is the class's for `enclosing` (before, those were `<module>`'s)
                src = made
                ext = c.extent
                if ext.start.file is not None and self.rel(ext.start.file) == made[0]:
                    self._extents[made[0]].append((ext.start.offset, ext.end.offset, made[1]))
            if k in TYPEDEFS:
                under = c.underlying_typedef_type.get_declaration()
                if under.kind in CLASSES | {CK.ENUM_DECL} and under.is_anonymous():
                    self._typedef_of_anon.setdefault(under.hash, c.spelling)
        for ch in c.get_children():
            if k in FUNCTIONS or k == CK.VAR_DECL or k in TAGS:
                if ch.kind in (CK.TYPE_REF, CK.NAMESPACE_REF, CK.TEMPLATE_REF) and self.qualifier_of(c, ch):
                    self.qualifier_refs += 1
                    continue
            self.visit(ch, src, path)

    def qualifier_of(self, decl: ci.Cursor, ref: ci.Cursor) -> bool:
        """`C::` (or `ns::C::`) in `void C::m() {..}` or `struct C::Rep {..}`: part of the out-of-line
        declaration's own name."""
        sem, lex = decl.semantic_parent, decl.lexical_parent
        if sem is None or lex is None or sem == lex:   # (clang gives no parent for some template instances)
            return False
        f = ref.location.file
        if f is None or decl.location.file is None or f.name != decl.location.file.name:
            return False
        text = self._TEXT_of(f.name)
        end, name = ref.extent.end.offset, file_offset(decl.location)
        return 0 <= end <= name and _QUALIFIER_TAIL.fullmatch(text, end, name) is not None

    def enclosing(self, path: str, off: int) -> str:
        """As in C; and a macro written just before a declaration (`LEVELDB_EXPORT void leveldb_close(..);`) or just
        after its parameters is that declaration's, whatever it expands to: an empty expansion (leveldb's export.h
        without LEVELDB_SHARED_LIBRARY) would otherwise leave it outside the declaration's extent."""
        best = super().enclosing(path, off)
        text = self._TEXT_of(os.path.join(self.repo, path))
        m = _WORD_AND_SPACE.match(text, off)
        if m is not None:
            after = m.end()
            for s, _e, q in self._extents.get(path, ()):
                if s == after:
                    return q
        # ... and one written just after a declaration's parameters (an annotation, googletest's `const TestSuite*
        # current_test_suite() const GTEST_LOCK_EXCLUDED_(mutex_);`): the extent ends before an empty expansion
        # (it was the class's; fastindex's annotation_sites gives it to the method, as for a definition's)
        for _s, e, q in self._extents.get(path, ()):
            if e <= off and not text[e:off].strip() and _PARAMETERS_END.search(text, max(0, e - 16), e):
                return q
        return best

    def _word_at(self, c: ci.Cursor) -> str:
        """The identifier written at c's location ("" for none)."""
        f = c.location.file
        if f is None:
            return ""
        m = _WORD.match(self._TEXT_of(f.name), file_offset(c.location))
        return m.group(0).decode() if m is not None else ""

    @staticmethod
    def _TEXT_of(name: str) -> bytes:
        from reference import _TEXT
        t = _TEXT.get(name)
        if t is None:
            try:
                with open(name, "rb") as fh:
                    t = _TEXT[name] = fh.read()
            except OSError:
                t = _TEXT[name] = b""
        return t

    def reference(self, c: ci.Cursor, src: tuple[str, str]) -> None:
        d = c.referenced
        if d is None or d.kind.is_invalid():
            return
        d = template_of(d)
        name = d.spelling
        if not name or not written_here(c, name.lstrip("~")) and not written_here(c, name):
            # a type named through a using-declaration (`using nlohmann::json;` then `json j;`): libclang's TYPE_REF
            # is spelled and resolved as the type behind the alias (`class nlohmann::basic_json<>`); the name
            # written is the alias the using-declaration names
            named = [u for u in self.usings.get(self._word_at(c), ()) if u.kind in TYPEDEFS] \
                if c.kind == CK.TYPE_REF else []
            if len(named) != 1:
                self.macro_body_tokens += 1
                return
            d, name = named[0], named[0].spelling
            self.through_using += 1
        if d.location == c.location:
            return
        self.occ.add((src[0], src[1], name))
        parent = d.semantic_parent
        member = parent is not None and parent.kind in TAGS
        if d.kind in TAGS:
            dd = d.get_definition()
            if dd is None:
                self.pending_tags.append((src, d.get_usr()))
                return
            d = dd
        elif member and d.kind in FUNCTIONS | {CK.VAR_DECL}:
            d = d.canonical
        elif d.kind in (CK.FUNCTION_DECL, CK.VAR_DECL, CK.FUNCTION_TEMPLATE):
            dd = d.get_definition()
            if dd is not None and self.rel(dd.location.file) is not None:
                d = dd
        ent = self.entity_of(d)
        if ent is None or ent == src:
            return
        self.edges.add(src + ent)


def source_files(repo: str) -> tuple[list[str], dict[str, set[str]]]:
    files, hdirs = [], defaultdict(set)
    for dirpath, dirnames, filenames in os.walk(repo):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for fn in sorted(filenames):
            low = fn.lower()
            if low.endswith(SOURCES):
                files.append(os.path.relpath(os.path.join(dirpath, fn), repo))
            elif low.endswith(HEADERS):
                hdirs[dirpath].add(fn)
    return files, hdirs


def _more_header_folders(repo: str, hdirs: dict) -> None:
    hdirs.setdefault(repo, set())   # `#include "db/version_set.h"` from the repository's root
    for d in list(hdirs):           # `#include "leveldb/db.h"` from include/
        while d.startswith(repo + os.sep):
            if os.path.basename(d) == "include":
                hdirs.setdefault(d, set())
            d = os.path.dirname(d)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("out")
    ap.add_argument("--cflags", default="", help="extra clang flags (without a compile_commands.json)")
    args = ap.parse_args(argv)
    return run(args.repo, args.out, args.cflags, CppWalker, source_files, ["-x", "c++", "-std=c++17"], "cpp_files",
               ", C++", _more_header_folders,
               lambda w: {"namespace_qualifiers_not_counted": w.namespace_refs,
                          "out_of_line_name_qualifiers_not_counted": w.qualifier_refs,
                          "namespaces_renamed": len(w.renamed),
                          "types_named_through_a_using_declaration": w.through_using})


if __name__ == "__main__":
    sys.exit(main())
