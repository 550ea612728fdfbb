"""Go module resolution.

Forms handled:
  go.mod `module example.com/m` in any folder     the folder is the root of import paths under example.com/m;
                                                  several modules in one repository, the longest prefix wins
  go.mod `replace example.com/x => ../x`          a local replacement: the path resolves into that folder
  go.work `use ./a` / `replace ... => ./x`        the workspace's modules are the go.mod folders it uses
  import "example.com/m/pkg/util"                 the folder pkg/util of module example.com/m: a package, keyed
                                                  "pkg/util/" (its .go files share one namespace)
  import "./util" (GOPATH-era relative import)    relative to the importer's folder
  anything else (the standard library, other modules)   external
A package binds the name of its `package` clause (as the map recorded it for one of its files: FileTable.package),
else the import path's last element without a major-version suffix (`.../v2`) or a `go-` prefix. A package's
files are listed default-build first by their names' GOOS/GOARCH suffixes and their `//go:build` lines (as the map
recorded them: FileTable.constraint). Only go.mod and go.work are read here; no source file is.
"""
from __future__ import annotations

import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, normjoin, parent_dir, read_text
from .. import split_commas

_MODULE = re.compile(r"^\s*module\s+\"?([^\s\"]+)\"?", re.M)
_REPLACE_LINE = re.compile(r"^\s*(?:replace\s+)?(\S+)(?:\s+\S+)?\s+=>\s+(\.{1,2}/\S*|\.{1,2})\s*$", re.M)
_USE = re.compile(r"^\s*(?:use\s+)?(\.{1,2}(?:/\S*)?)\s*$", re.M)
_VERSION = re.compile(r"^v\d+$")
_QUALIFIER = re.compile(r"\b[A-Za-z_]\w*\.(?=[A-Za-z_])")      # remote.Message -> Message
_TYPE_WORDS = frozenset({"chan", "func", "map", "struct", "interface"})


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", "", text)


class GoResolver(ModuleResolver):
    reads_tables = True

    @staticmethod
    def config_essence(data: bytes, config: str) -> bytes:
        """The module path (go.mod) and the local replacements, as __init__ reads them."""
        # as _read gives it: text mode's newlines (\r\n, \r -> \n), then its first 64K characters
        text = data.decode("utf-8", errors="replace").replace("\r\n", "\n").replace("\r", "\n")
        text = _strip_comments(text[:1 << 16])
        found = _MODULE.search(text) if config.endswith("go.mod") else None
        parts = [found.group(1) if found else ""]
        parts += [f"{m.group(1)} => {m.group(2)}" for m in _REPLACE_LINE.finditer(text)]
        return "\n".join(parts).encode()

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict) -> None:
        super().__init__(root, paths, configs)
        self.tables = tables
        self.by_dir: dict[str, list[str]] = {}
        for p in sorted(paths):
            self.by_dir.setdefault(parent_dir(p), []).append(p)
        modules: dict[str, str] = {}          # module path -> folder
        for c in sorted(configs):
            folder = parent_dir(c)
            text = _strip_comments(read_text(root, c))
            if c.endswith("go.mod"):
                m = _MODULE.search(text)
                if m:
                    modules.setdefault(m.group(1), folder)
            for m in _REPLACE_LINE.finditer(text):
                target = normjoin(folder, m.group(2))
                if target is not None:
                    modules.setdefault(m.group(1), target)
        # the longest module path first: example.com/m/sub (its own go.mod) wins over example.com/m
        self.modules = sorted(modules.items(), key=lambda kv: (-len(kv[0]), kv[0]))
        self._cache: dict[str, str | None] = {}
        self._names: dict[tuple[str, str], str] = {}   # (importer folder if relative, specifier) -> name
        self._files: dict[str, tuple[str, ...]] = {}    # package key -> its files, the default build's first

    def resolve(self, importer: str, specifier: str) -> str | None:
        if specifier.startswith("."):
            folder = normjoin(parent_dir(importer), specifier)
            return self._package_at(folder) if folder is not None else None
        if specifier in self._cache:
            return self._cache[specifier]
        found = None
        for module, folder in self.modules:
            if specifier == module or specifier.startswith(module + "/"):
                rest = specifier[len(module) + 1:]
                found = self._package_at(f"{folder}/{rest}".strip("/") if folder else rest)
                if found is not None:
                    break
        self._cache[specifier] = found
        return found

    def _package_at(self, folder: str) -> str | None:
        return folder + "/" if folder in self.by_dir else None

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*" or imp.alias == "_":
            return None                     # dot imports are star imports; blank imports bind nothing
        return Binding(imp.alias or self.package_name(importer, imp.module), imp.module, None)

    def package_name(self, importer: str, specifier: str) -> str:
        # a relative specifier ("./util") names a different folder from each importer's folder
        cache_key = (parent_dir(importer) if specifier.startswith(".") else "", specifier)
        name = self._names.get(cache_key)
        if name is None:
            name = self._names[cache_key] = self._package_name(importer, specifier)
        return name

    def _package_name(self, importer: str, specifier: str) -> str:
        key = self.resolve(importer, specifier)
        if key is not None:
            for path in self.by_dir[key[:-1]]:
                if path.endswith("_test.go"):
                    continue
                t = self.tables.get(path)
                if t is not None and t.package:
                    return t.package
        parts = specifier.split("/")
        last = parts[-2] if _VERSION.match(parts[-1]) and len(parts) > 1 else parts[-1]
        last = last.split(".")[0]                      # gopkg.in/yaml.v3 -> yaml
        last = last[3:] if last.startswith("go-") else last
        last = last[:-3] if last.endswith("-go") else last
        return re.sub(r"\W", "_", last)

    def package_of(self, path: str) -> str | None:
        return parent_dir(path) + "/"

    def module_files(self, key: str) -> tuple[str, ...]:
        """A package's files, those of the default build first (see _default_build): where several files declare a
        name under exclusive build constraints (`codec/json/json.go` and `go_json.go`'s `Package`), the package's
        name is the default build's declaration (the linker keeps a package's first)."""
        if not key.endswith("/"):
            return ()
        found = self._files.get(key)
        if found is None:
            files = self.by_dir.get(key[:-1], ())
            tables = self.tables
            built = [_default_build(p, tables[p].constraint if p in tables else "") for p in files]
            found = self._files[key] = tuple(p for p, b in zip(files, built) if b) + \
                tuple(p for p, b in zip(files, built) if not b)
        return found

    def method_shape(self, signature: str, name: str, packages: dict | None = None) -> str | None:
        """`func (r *T) M(a, b int, o *remote.Opt) (x X, err error)` -> "(int,int,*Opt)(X,error)": parameter and
        result types without names or package qualifiers, so that an interface's method and a type's method
        compare like go/types' identical signatures for the common cases (names differ, imports differ)."""
        i = 0
        if signature.startswith("func"):
            i = signature.find("(")
            if i < 0:
                return None
            if signature[4:i].strip() == "":        # `func (r *T) M(...)`: skip the receiver
                i = _close(signature, i)
                if i < 0:
                    return None
        open_ = _call_of(signature, name, i)
        if open_ < 0:
            return None
        close = _close(signature, open_)
        if close < 0:
            return None
        params = _types(signature[open_ + 1:close - 1], packages)
        rest = signature[close:].strip().rstrip("{").strip()
        results = _types(rest[1:_close(rest, 0) - 1], packages) if rest.startswith("(") else \
            ([_norm(rest, packages)] if rest else [])
        if params is None or results is None:
            return None
        return "(" + ",".join(params) + ")(" + ",".join(results) + ")"


def _call_of(text: str, name: str, start: int) -> int:
    """The index of the `(` after the first `name` in `text` from `start` that starts a word and is followed by
    blanks and a `(`, else -1: what a regex made of the name finds, without compiling one per method name
    (kitex's 2,453 names overflowed re's cache: a compile per call)."""
    pos = start
    while (j := text.find(name, pos)) >= 0:
        if j == 0 or not (text[j - 1].isalnum() or text[j - 1] == "_"):
            k = j + len(name)
            while k < len(text) and text[k].isspace():
                k += 1
            if k < len(text) and text[k] == "(":
                return k
        pos = j + 1
    return -1


# The build `go build` makes with no tags on linux/amd64 (what go/types' reference checks): the tags that hold
_BUILD_TAGS = frozenset({"linux", "amd64", "unix", "gc", "cgo"})
_GOOS = frozenset("aix android darwin dragonfly freebsd hurd illumos ios js linux nacl netbsd openbsd plan9 "
                  "solaris wasip1 windows zos".split())
_GOARCH = frozenset("386 amd64 amd64p32 arm arm64 arm64be armbe loong64 mips mipsle mips64 mips64le mips64p32 "
                    "mips64p32le ppc ppc64 ppc64le riscv riscv64 s390 s390x sparc sparc64 wasm".split())
_BUILD_LINE = re.compile(r"^//go:build\s+(.+?)\s*$")
_BUILD_TOKEN = re.compile(r"\s*(\(|\)|!|&&|\|\||[\w.]+)")


def _default_build(path: str, constraint: str) -> bool:
    """Whether a file is in the default build: its name's `_GOOS`/`_GOARCH` suffixes (`x_windows.go`,
    `x_linux_arm64_test.go`) and its `//go:build` line (`constraint`: FileTable.constraint, "" for none) hold for
    linux/amd64 without custom tags (a tag `goN.M` holds; a line that does not parse counts as holding)."""
    stem = path.rpartition("/")[2][:-3]
    if stem.endswith("_test"):
        stem = stem[:-5]
    parts = stem.split("_")[1:]
    if parts and parts[-1] in _GOARCH:
        if parts[-1] not in _BUILD_TAGS:
            return False
        parts = parts[:-1]
    if parts and parts[-1] in _GOOS and parts[-1] not in _BUILD_TAGS:
        return False
    m = _BUILD_LINE.match(constraint)
    if m is None:
        return True
    tokens, at, text = [], 0, m.group(1)
    while at < len(text):
        t = _BUILD_TOKEN.match(text, at)
        if t is None:
            return True
        tokens.append(t.group(1))
        at = t.end()
    value, end = _build_or(tokens, 0)
    return value if end == len(tokens) and value is not None else True


def _build_or(tokens: list[str], i: int):
    value, i = _build_and(tokens, i)
    while value is not None and i < len(tokens) and tokens[i] == "||":
        right, i = _build_and(tokens, i + 1)
        value = None if right is None else (value or right)
    return value, i


def _build_and(tokens: list[str], i: int):
    value, i = _build_not(tokens, i)
    while value is not None and i < len(tokens) and tokens[i] == "&&":
        right, i = _build_not(tokens, i + 1)
        value = None if right is None else (value and right)
    return value, i


def _build_not(tokens: list[str], i: int):
    if i >= len(tokens):
        return None, i
    t = tokens[i]
    if t == "!":
        value, i = _build_not(tokens, i + 1)
        return (None if value is None else not value), i
    if t == "(":
        value, i = _build_or(tokens, i + 1)
        if i >= len(tokens) or tokens[i] != ")":
            return None, i
        return value, i + 1
    if t in (")", "&&", "||"):
        return None, i
    return (t in _BUILD_TAGS or re.fullmatch(r"go1\.\d+", t) is not None), i + 1


def _close(text: str, open_: int) -> int:
    """The index after the bracket that closes text[open_]; -1 when unbalanced."""
    depth = 0
    for j in range(open_, len(text)):
        ch = text[j]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
            if depth == 0:
                return j + 1
    return -1


_NAME = re.compile(r"(?<![\w.])([A-Za-z_]\w*)(?:\.([A-Za-z_]\w*))?")
_PREDECLARED = frozenset({"bool", "byte", "complex64", "complex128", "error", "float32", "float64", "int", "int8",
                          "int16", "int32", "int64", "rune", "string", "uint", "uint8", "uint16", "uint32", "uint64",
                          "uintptr", "any", "comparable", "chan", "func", "map", "struct", "interface"})


def _norm(type_text: str, packages: dict | None = None) -> str:
    t = re.sub(r"\s+", " ", type_text.strip())
    if packages is None:
        t = _QUALIFIER.sub("", t)
    else:   # each named type by the package declaring it: `Option` of package client, `server.Option`
        def named(m: re.Match) -> str:
            head, member = m.group(1), m.group(2)
            if member is not None:
                return f"{packages.get(head, head)}.{member}"
            return head if head in _PREDECLARED else f"{packages.get('', '')}.{head}"
        t = _NAME.sub(named, t)
    t = re.sub(r"\s*([\[\](){},*])\s*", r"\1", t)
    return "interface{}" if t == "any" else t


def _types(params: str, packages: dict | None = None) -> list[str] | None:
    """The types of a Go parameter list: `a, b int, c string` -> [int, int, string]; `int, error` -> same."""
    entries = split_commas(params)
    split = []
    for e in entries:
        m = re.match(r"^([A-Za-z_]\w*)\s+(\S.*)$", e, re.S)
        split.append((m.group(1), m.group(2)) if m and m.group(1) not in _TYPE_WORDS else (None, e))
    if not any(n is not None for n, _ in split):
        return [_norm(e, packages) for e in entries]   # unnamed: every entry is a type
    out, pending = [], 0
    for n, t in split:
        if n is None:                                  # a name sharing the next entry's type (`a, b int`)
            pending += 1
            continue
        out.extend([_norm(t, packages)] * (pending + 1))
        pending = 0
    return out if pending == 0 else None
