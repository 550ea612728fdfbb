#!/usr/bin/env python3
"""Compiler-grade reference entity edges for a Python repository (fastindex accuracy harness).

Resolution comes from pyright, run through scip-python (npm `@sourcegraph/scip-python`), which writes a SCIP
index: every name occurrence in the repo with the symbol pyright resolved it to. Entities and their extents come
from the stdlib `ast`; each SCIP symbol is mapped to an entity by its descriptor path (module + `C#m().`), and each
reference occurrence is attributed to the innermost entity whose lines enclose it.

usage: reference.py REPO_ROOT OUT_DIR [--scip INDEX.scip] [--keep-scip]

Writes into OUT_DIR (format: docs/entity-edges.md): reference.tsv, baseline.tsv (naive name matching),
entities.tsv, files.txt, stats.json, and reference-notes.tsv (the reference edges seen only through names in
string annotations or type comments, with a 5th column `string-annotation` / `type-comment`; score.py uses it
to categorize misses).
"""
from __future__ import annotations

import argparse
import ast
import builtins
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
import tokenize
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import scip_pb  # noqa: E402

SKIP_DIRS = {
    ".git", ".hg", ".svn", "node_modules", "__pycache__", ".venv", "venv", "env", ".env", ".tox", ".nox",
    "build", "dist", "site-packages", ".mypy_cache", ".pytest_cache", ".ruff_cache", ".eggs",
}
SCIP_PYTHON = HERE / "node_modules" / "@sourcegraph" / "scip-python" / "index.js"


def log(msg: str) -> None:
    print(f"[py-reference] {msg}", file=sys.stderr, flush=True)


# ----------------------------------------------------------------------------------------------------------
# discovery and entities

def discover(root: Path) -> list[str]:
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        for fn in filenames:
            if fn.endswith(".py"):
                out.append(os.path.relpath(os.path.join(dirpath, fn), root).replace(os.sep, "/"))
    return sorted(out)


def _target_names(t: ast.expr) -> list[ast.Name]:
    if isinstance(t, ast.Name):
        return [t]
    if isinstance(t, (ast.Tuple, ast.List)):
        return [n for e in t.elts for n in _target_names(e)]
    if isinstance(t, ast.Starred):
        return _target_names(t.value)
    return []


def _start_line(node: ast.AST) -> int:
    line = node.lineno
    for d in getattr(node, "decorator_list", ()) or ():
        line = min(line, d.lineno)
    return line


def collect_entities(tree: ast.Module) -> list[tuple[str, int, int]]:
    """(qualname, first_line, last_line) for every entity of the module, per docs/entity-edges.md."""
    out: list[tuple[str, int, int]] = []

    def body(stmts, prefix):
        for st in stmts:
            if isinstance(st, (ast.FunctionDef, ast.AsyncFunctionDef)):
                out.append((prefix + st.name, _start_line(st), st.end_lineno))
            elif isinstance(st, ast.ClassDef):
                q = prefix + st.name
                out.append((q, _start_line(st), st.end_lineno))
                body(st.body, q + ".")
            elif isinstance(st, ast.Assign):
                for t in st.targets:
                    for n in _target_names(t):
                        out.append((prefix + n.id, st.lineno, st.end_lineno))
            elif isinstance(st, (ast.AnnAssign, ast.AugAssign)):
                for n in _target_names(st.target):
                    out.append((prefix + n.id, st.lineno, st.end_lineno))
            elif type(st).__name__ == "TypeAlias":  # Python 3.12 `type X = ...`
                if isinstance(st.name, ast.Name):
                    out.append((prefix + st.name.id, st.lineno, st.end_lineno))
            elif isinstance(st, ast.If):
                body(st.body, prefix)
                body(st.orelse, prefix)
            elif isinstance(st, (ast.Try, getattr(ast, "TryStar", ast.Try))):
                body(st.body, prefix)
                for h in st.handlers:
                    body(h.body, prefix)
                body(st.orelse, prefix)
                body(st.finalbody, prefix)
            elif isinstance(st, (ast.With, ast.AsyncWith)):
                body(st.body, prefix)

    body(tree.body, "")
    return out


def line_owner(entities: list[tuple[str, int, int]], nlines: int) -> list[str]:
    """owner[line] = innermost entity qualname enclosing that line (1-based), '<module>' otherwise."""
    owner = ["<module>"] * (nlines + 2)
    # parents first (earlier start, then longer extent); the first claimant of a statement keeps it
    seen_extent: dict[tuple[int, int], str] = {}
    for q, a, b in sorted(entities, key=lambda e: (e[1], -e[2])):
        if (a, b) in seen_extent and not q.startswith(seen_extent[(a, b)] + "."):
            continue  # `X = Y = ...` / `a, b = ...`: the first target owns the statement
        seen_extent[(a, b)] = q
        for ln in range(a, min(b, nlines + 1) + 1):
            owner[ln] = q
    return owner


def import_lines(tree: ast.Module) -> tuple[set[int], set[str]]:
    """Lines of import statements, and the names bound by `import ... as NAME` aliases."""
    lines: set[int] = set()
    aliases: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            lines.update(range(node.lineno, node.end_lineno + 1))
            for a in node.names:
                if a.asname and a.asname != a.name.rsplit(".", 1)[-1]:
                    aliases.add(a.asname)
    return lines, aliases


def baseline_occurrences(tree: ast.Module):
    """(name, line) of every identifier occurrence a naive name matcher would link: loaded/deleted names,
    attribute names, keyword-argument names. Declarations (assigned names, defs, parameters) and imports are
    not occurrences."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Name):
            if not isinstance(node.ctx, ast.Store):
                yield node.id, node.lineno
        elif isinstance(node, ast.Attribute):
            yield node.attr, node.end_lineno
        elif isinstance(node, ast.keyword) and node.arg is not None:
            yield node.arg, node.lineno


class TextSpans:
    """Where a file's string literals and comments are, to tell names pyright resolved inside string
    annotations (`x: "Foo"`) and type comments (`# type: (Foo) -> Bar`) from names in code."""

    def __init__(self, src: bytes):
        self.strings: dict[int, list[tuple[int, int]]] = defaultdict(list)  # line -> [(col0, col1)]
        self.comments: dict[int, int] = {}  # line -> start col
        try:
            toks = list(tokenize.tokenize(io.BytesIO(src).readline))
        except (tokenize.TokenError, SyntaxError, UnicodeDecodeError):
            return
        fstring_start = getattr(tokenize, "FSTRING_START", None)
        for t in toks:
            if t.type == tokenize.COMMENT:
                self.comments[t.start[0]] = t.start[1]
            elif t.type == tokenize.STRING or (fstring_start is not None and t.type == fstring_start):
                (l0, c0), (l1, c1) = t.start, t.end
                if t.string[:1] in "fF" or t.string[:2].lower() in ("rf", "fr"):
                    continue  # f-strings hold code
                for ln in range(l0, l1 + 1):
                    self.strings[ln].append((c0 if ln == l0 else 0, c1 if ln == l1 else 1 << 30))

    def kind(self, line: int, col: int) -> str:
        c = self.comments.get(line)
        if c is not None and col >= c:
            return "type-comment"
        for a, b in self.strings.get(line, ()):
            if a <= col < b:
                return "string-annotation"
        return "code"


# ----------------------------------------------------------------------------------------------------------
# SCIP symbols

def _split_symbol(sym: str):
    """'scip-python python PKG VER DESCRIPTORS' -> DESCRIPTORS (spaces in fields are escaped as '  ')."""
    parts, cur, i = [], [], 0
    while i < len(sym) and len(parts) < 4:
        c = sym[i]
        if c == " ":
            if i + 1 < len(sym) and sym[i + 1] == " ":
                cur.append(" ")
                i += 2
                continue
            parts.append("".join(cur))
            cur = []
            i += 1
            continue
        cur.append(c)
        i += 1
    if len(parts) < 4:
        return None
    return sym[i:]


def parse_descriptors(desc: str):
    """Descriptor string -> list of (name, suffix) where suffix is one of '/', '#', '.', '()', ':', '(p)', '[t]'."""
    out = []
    i, n = 0, len(desc)
    while i < n:
        if desc[i] == "`":
            j = i + 1
            name = []
            while j < n:
                if desc[j] == "`":
                    if j + 1 < n and desc[j + 1] == "`":
                        name.append("`")
                        j += 2
                        continue
                    break
                name.append(desc[j])
                j += 1
            name = "".join(name)
            i = j + 1
        elif desc[i] in "([":
            close = ")" if desc[i] == "(" else "]"
            j = desc.find(close, i)
            if j < 0:
                return None
            out.append((desc[i + 1:j], "(p)" if close == ")" else "[t]"))
            i = j + 1
            continue
        else:
            j = i
            while j < n and (desc[j].isalnum() or desc[j] in "_+-$"):
                j += 1
            name = desc[i:j]
            i = j
        if i >= n:
            return None
        c = desc[i]
        if c == "(":  # method: name(disambiguator).
            j = desc.find(").", i)
            if j < 0:
                return None
            out.append((name, "()"))
            i = j + 2
        elif c in "/#.:!":
            out.append((name, c))
            i += 1
        else:
            return None
    return out


class SymbolMapper:
    def __init__(self, module_to_path: dict[str, str], entity_set: set[tuple[str, str]]):
        self.module_to_path = module_to_path
        self.entity_set = entity_set
        self.cache: dict[str, tuple[str, str] | None] = {}
        self.name_cache: dict[str, str | None] = {}

    def entity(self, sym: str):
        r = self.cache.get(sym, 0)
        if r != 0:
            return r
        r = self._entity(sym)
        self.cache[sym] = r
        return r

    def name(self, sym: str):
        """The symbol's own (last) name, for a class/function/attribute symbol; None otherwise."""
        r = self.name_cache.get(sym, 0)
        if r != 0:
            return r
        desc = _split_symbol(sym)
        parsed = parse_descriptors(desc) if desc else None
        r = None
        if parsed and len(parsed) > 1 and parsed[-1][1] in ("#", ".", "()"):
            r = parsed[-1][0]
        self.name_cache[sym] = r
        return r

    def in_repo_non_param(self, sym: str) -> bool:
        """A symbol of a repo module that is not a parameter/local of a function (for diagnostics)."""
        desc = _split_symbol(sym)
        parsed = parse_descriptors(desc) if desc else None
        if not parsed or parsed[0][1] != "/" or parsed[0][0] not in self.module_to_path:
            return False
        return len(parsed) > 1 and parsed[-1][1] != ":" and \
            all(suf not in ("(p)", "[t]") for _, suf in parsed) and \
            all(suf == "#" for _, suf in parsed[1:-1])

    def _entity(self, sym: str):
        if sym.startswith("local "):
            return None
        desc = _split_symbol(sym)
        if not desc:
            return None
        parsed = parse_descriptors(desc)
        if not parsed or parsed[0][1] != "/":
            return None
        path = self.module_to_path.get(parsed[0][0])
        if path is None:
            return None
        names = []
        rest = parsed[1:]
        if len(rest) == 2 and rest[0] == rest[1] and rest[0][1] == ".":
            # scip-python 0.6.6 names an annotated module-level variable (`X: int = 1`, `X: Final = ...`)
            # `mod/X.X.`: the term doubled. It is the variable X.
            rest = rest[:1]
        for k, (name, suf) in enumerate(rest):
            last = k == len(rest) - 1
            if suf in ("(p)", "[t]", ":", "!", "/"):
                return None
            if not last and suf != "#":  # only classes contain entities
                return None
            names.append(name)
        if not names:
            return None
        key = (path, ".".join(names))
        return key if key in self.entity_set else None


class Repairer:
    """Resolves `module.name` for an occurrence scip-python mis-symbolized: `module` is taken from the SCIP
    symbol of the receiver name (a module symbol `.../__init__:`), `name` is looked up among the module's
    entities, then through its module-level `from X import name [as name]` and `from X import *`."""

    def __init__(self, trees: dict, module_to_path: dict[str, str], entity_set: set):
        self.trees = trees
        self.module_to_path = module_to_path
        self.entity_set = entity_set
        self.attr_receiver: dict[str, dict[tuple[int, int], tuple[int, int]]] = {}
        self.receiver_names: dict[str, dict[tuple[int, int], str]] = {}   # (line, column) of a receiver -> its name
        self.member_names: dict[str, set[tuple[int, int]]] = {}   # (line, column) of every accessed member's name
        self.aliased_imports: dict[str, dict[str, str]] = {}

    def _receivers(self, f: str):
        m = self.attr_receiver.get(f)
        if m is None:
            m, names = {}, {}
            members = self.member_names[f] = set()
            for node in ast.walk(self.trees[f]):
                if not isinstance(node, ast.Attribute) or node.end_lineno != node.lineno:
                    continue
                members.add((node.end_lineno - 1, node.end_col_offset - len(node.attr)))
                value = node.value
                if isinstance(value, ast.Name):
                    at = (value.lineno - 1, value.col_offset)
                    names[at] = value.id
                elif isinstance(value, ast.Attribute) and value.end_lineno == value.lineno:
                    at = (value.end_lineno - 1, value.end_col_offset - len(value.attr))   # `dask.config.set`: config
                else:
                    continue
                m[(node.end_lineno - 1, node.end_col_offset - len(node.attr))] = at
            self.attr_receiver[f] = m
            self.receiver_names[f] = names
        return m

    def module_attribute(self, f: str, line0: int, col: int, name: str, sym_at: dict):
        recv = self._receivers(f).get((line0, col))
        if recv is None:
            return None
        rsym = sym_at.get(recv)
        if rsym and rsym.startswith("local "):
            # `dt.String` after `import ibis.expr.datatypes as dt`: scip-python gives the alias a local symbol (the
            # module only where the import names it); the module is the one the file imports under that name
            module = self._import_aliases(f).get(self._receiver_name(f, recv))
            path = self.module_to_path.get(module) if module else None
            return self.lookup(path, name, 0) if path else None
        if not rsym or not rsym.endswith("/__init__:"):
            return None
        desc = _split_symbol(rsym)
        parsed = parse_descriptors(desc) if desc else None
        if not parsed:
            return None
        # `tables.RearPortTable` after `from . import tables`: the receiver's symbol is `tables/__init__:`
        path = self.module_to_path.get(parsed[0][0]) or self.relative_module(f, parsed[0][0])
        return self.lookup(path, name, 0) if path else None

    def module_member(self, f: str, r, lines: list[str], sym_at: dict):
        """The entity a module's member names at occurrence range `r` of file f where scip-python gave it no symbol
        of the repository: a local one (`dd.read_parquet` after `import dask.dataframe as dd`, a function its
        decorator types as a `Callable`), or a builtin's (`dask.config.set`, config.py's `class set`); None where the
        receiver is no module of the repository or the module has no such entity."""
        if len(r) != 3 or r[0] >= len(lines):
            return None
        text = lines[r[0]][r[1]:r[2]]
        return self.module_attribute(f, r[0], r[1], text, sym_at) if text.isidentifier() else None

    def is_member(self, f: str, r) -> bool:
        """Whether occurrence range `r` of file f is the member name of an attribute access (`tool.function`,
        `make().type`)."""
        self._receivers(f)
        return len(r) == 3 and (r[0], r[1]) in self.member_names[f]

    def _import_aliases(self, f: str) -> dict[str, str]:
        """{alias: module} of file f's module-level `import a.b as alias` statements."""
        found = self.aliased_imports.get(f)
        if found is None:
            found = self.aliased_imports[f] = {
                a.asname: a.name for st in self._module_statements(self.trees[f].body)
                if isinstance(st, ast.Import) for a in st.names if a.asname}
        return found

    def _receiver_name(self, f: str, at: tuple[int, int]) -> str:
        """The name written at (line, column) of file f (a receiver _receivers found)."""
        return self.receiver_names[f].get(at, "")

    def relative_module(self, f: str, module: str):
        """The path of a module scip-python names as written in one of f's relative imports (`models/__init__:`
        for `from .models import *`, `tables/__init__:` for `from . import tables`), if f has such an import."""
        for st in self._module_statements(self.trees[f].body):
            if not isinstance(st, ast.ImportFrom) or not st.level:
                continue
            if st.module == module:
                return self._module_path(f, module, st.level)
            for a in st.names:
                if a.name != "*" and a.asname is None and \
                        module == (f"{st.module}.{a.name}" if st.module else a.name):
                    return self._module_path(f, module, st.level)
        return None

    def _module_path(self, f: str, module: str | None, level: int):
        if level:
            pkg = f.split("/")[:-1]
            if level > 1:
                pkg = pkg[: len(pkg) - (level - 1)]
            base = ".".join(pkg)
            module = f"{base}.{module}" if module else base
        if not module:
            return None
        p = self.module_to_path.get(module)
        if p is None:  # module names are keyed by their first-seen form; try path-derived names
            for cand in (module.replace(".", "/") + ".py", module.replace(".", "/") + "/__init__.py"):
                if cand in self.trees:
                    return cand
        return p

    def lookup(self, path: str, name: str, depth: int):
        if (path, name) in self.entity_set:
            return (path, name)
        if depth > 6 or path not in self.trees:
            return None
        stars = []
        for st in self._module_statements(self.trees[path].body):
            if isinstance(st, ast.ImportFrom):
                for a in st.names:
                    if a.name == "*":
                        stars.append(st)
                    elif (a.asname or a.name) == name:
                        target = self._module_path(path, st.module, st.level)
                        if target:
                            r = self.lookup(target, a.name, depth + 1)
                            if r:
                                return r
        for st in reversed(stars):
            target = self._module_path(path, st.module, st.level)
            if target:
                r = self.lookup(target, name, depth + 1)
                if r:
                    return r
        return None

    @staticmethod
    def _module_statements(stmts):
        for st in stmts:
            yield st
            if isinstance(st, ast.If):
                yield from Repairer._module_statements(st.body)
                yield from Repairer._module_statements(st.orelse)
            elif isinstance(st, ast.Try):
                yield from Repairer._module_statements(st.body)
                for h in st.handlers:
                    yield from Repairer._module_statements(h.body)
                yield from Repairer._module_statements(st.orelse)


def _builtin_class(name: str | None) -> bool:
    """Whether `name` names a class of Python's builtins (`function` is the type of functions, not a builtin name,
    and counts: scip-python names it so)."""
    return bool(name) and (name == "function" or isinstance(getattr(builtins, name, None), type))


def module_name_of(path: str) -> str:
    mod = path[:-3] if path.endswith(".py") else path
    if mod.endswith("/__init__"):
        mod = mod[: -len("/__init__")]
    return mod.replace("/", ".")


# ----------------------------------------------------------------------------------------------------------

def stage_repo(root: Path, dest: Path, deps: Path | None = None) -> list[str]:
    """Copy the repo's Python sources (.py, .pyi, py.typed) to DEST with our own pyrightconfig.json, so that
    the repo's own pyright settings (an `include` limited to the package, excludes, strictness) do not shrink
    the reference. Returns the extra import roots given to pyright.

    pyright's third-party packages are those of a virtual environment beside DEST (`venvPath`), whose site-packages
    is `deps` (a folder of the repository's installed dependencies: run.py), else empty: never the packages of the
    interpreter on PATH, which pyright would read otherwise (the machine's pydantic had typed pydantic models where
    msgspec, not installed there, typed none). Imported from, not indexed."""
    extra: set[str] = set()
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIP_DIRS and not d.startswith("."))
        rel = os.path.relpath(dirpath, root)
        wanted = [f for f in filenames if f.endswith((".py", ".pyi")) or f == "py.typed"]
        # a project folder below the root (psycopg/psycopg/pyproject.toml beside the package psycopg/psycopg/psycopg/,
        # psycopg_pool/ beside it): installed as it is developed (`pip install -e ./psycopg`), its package is
        # importable from there, as the tests import it (`from psycopg.adapt import PyFormat`); a marker inside a
        # package (sanic/logging/setup.py, a module) makes no root
        if rel != "." and "__init__.py" not in filenames and \
                any(f in filenames for f in ("pyproject.toml", "setup.py", "setup.cfg")):
            extra.add(rel.replace(os.sep, "/"))
        if not wanted:
            continue
        os.makedirs(dest / rel, exist_ok=True)
        for f in wanted:
            shutil.copyfile(os.path.join(dirpath, f), dest / rel / f)
        # a package directory (has __init__.py, or none: a namespace package, poetry's src/poetry beside
        # poetry-core's poetry.core) whose parent is not a package, under `src/` or `python/` (src layouts,
        # maturin projects such as pydantic-core/python/): an import root
        parent = os.path.dirname(dirpath)
        if rel != "." and any(f.endswith(".py") for f in wanted) and \
                not os.path.exists(os.path.join(parent, "__init__.py")):
            prel = os.path.relpath(parent, root).replace(os.sep, "/")
            if prel != "." and os.path.basename(parent) in ("src", "python", "lib"):
                extra.add(prel)
        # a Django project folder below the root (netbox/manage.py): Django runs with it on sys.path, so its
        # apps import each other absolutely from there (`from dcim.models import Site`)
        if "manage.py" in filenames and rel != ".":
            extra.add(rel.replace(os.sep, "/"))
    env = dest.parent / "env"
    lib = env / "venv" / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
    shutil.rmtree(env, ignore_errors=True)
    lib.mkdir(parents=True)
    if deps:
        (lib / "site-packages").symlink_to(deps, target_is_directory=True)
    else:
        (lib / "site-packages").mkdir()
    cfg = {"include": ["."], "exclude": ["**/node_modules", "**/__pycache__", "**/.*"],
           "extraPaths": sorted(extra), "typeCheckingMode": "basic", "venvPath": str(env), "venv": "venv"}
    (dest / "pyrightconfig.json").write_text(json.dumps(cfg, indent=1))
    return sorted(extra)


# scip-python 0.6.6 stops the whole index on a fatal error in one file (litestar/concurrency.py: `error: 'typevar'`,
# a ParamSpec through functools.partial); it names the file it was indexing
_FATAL_FILE = re.compile(r"currentFilepath: '([^']+)'")
_MAX_EXCLUDED = 5


def run_scip_python(root: Path, out_scip: Path, deps: Path | None = None) -> tuple[float, list[str], list[str]]:
    """Index the staged copy of ROOT; returns (seconds, extra import roots, files left out). A file scip-python
    fails on is deleted from the copy and the index run again (up to five such files): the file then has no
    document in the index, so it is outside the scored universe (the files both sides indexed), the edges into it
    included, and the reference's statistics name it (`files_scip_python_failed_on`)."""
    if not SCIP_PYTHON.exists():
        raise SystemExit(f"scip-python not installed: run `npm ci --prefix {HERE}`")
    env_json = out_scip.with_suffix(".env.json")
    env_json.write_text("[]")  # no third-party package is indexed: only the repo (the --deps folder is imported from)
    staged = out_scip.parent / "repo"
    shutil.rmtree(staged, ignore_errors=True)
    extra = stage_repo(root, staged, deps)
    cmd = ["node", "--max-old-space-size=8192", str(SCIP_PYTHON), "index", "--cwd", str(staged),
           "--output", str(out_scip), "--environment", str(env_json), "--project-name", "repo",
           "--project-version", "0", "--quiet"]
    log("running " + " ".join(cmd) + (f"  (extraPaths: {extra})" if extra else ""))
    t = time.time()
    excluded: list[str] = []
    while True:
        done = subprocess.run(cmd, cwd=str(staged), stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        sys.stderr.write(done.stdout)
        if done.returncode == 0:
            break
        fatal = _FATAL_FILE.search(done.stdout)
        if fatal is None or len(excluded) >= _MAX_EXCLUDED:
            raise SystemExit(f"scip-python failed (exit {done.returncode})")
        rel = os.path.relpath(fatal.group(1), staged).replace(os.sep, "/")
        if rel.startswith("..") or rel in excluded:
            raise SystemExit(f"scip-python failed (exit {done.returncode}) on {fatal.group(1)}")
        excluded.append(rel)
        log(f"scip-python stopped on {rel}: indexing again without it")
        (staged / rel).unlink()   # pyright's `exclude` does not help: a file another imports is analysed anyway
    shutil.rmtree(staged, ignore_errors=True)
    return time.time() - t, extra, excluded


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("repo")
    ap.add_argument("out_dir")
    ap.add_argument("--scip", help="use this existing SCIP index instead of running scip-python")
    ap.add_argument("--keep-scip", action="store_true", help="keep the index as OUT_DIR/index.scip")
    ap.add_argument("--deps", help="a folder of the repository's third-party packages (run.py installs them): the "
                    "site-packages of pyright's environment, imported from (a library's types, e.g. the fields a "
                    "pydantic or msgspec model takes as keyword arguments); without it an empty one")
    args = ap.parse_args(argv)
    root = Path(args.repo).resolve()
    out = Path(args.out_dir).resolve()
    out.mkdir(parents=True, exist_ok=True)
    stats: dict = {"repo": str(root)}
    t0 = time.time()

    if args.scip:
        scip_path = Path(args.scip)
        stats["seconds_scip"] = None
    else:
        tmpdir = Path(tempfile.mkdtemp(prefix="scip-"))
        scip_path = tmpdir / "index.scip"
        deps = Path(args.deps).resolve() if args.deps else None
        secs, extra, excluded = run_scip_python(root, scip_path, deps)
        stats["seconds_scip"] = round(secs, 1)
        stats["pyright_extra_paths"] = extra
        stats["deps"] = str(deps) if deps else None
        if excluded:
            stats["files_scip_python_failed_on"] = excluded
    t1 = time.time()
    index = scip_pb.read_index(str(scip_path))
    docs = {d.relative_path.replace(os.sep, "/"): d for d in index.documents}
    log(f"SCIP: {len(docs)} documents, read in {time.time() - t1:.1f}s")

    files = [f for f in discover(root) if f in docs]
    stats["files_discovered_not_in_scip"] = len([f for f in discover(root) if f not in docs])

    # entities and line maps
    entities: dict[str, list[tuple[str, int, int]]] = {}
    owners: dict[str, list[str]] = {}
    imports: dict[str, set[int]] = {}
    aliases: dict[str, set[str]] = {}
    texts: dict[str, list[str]] = {}
    trees: dict[str, ast.Module] = {}
    parse_failures = []
    for f in files:
        src = (root / f).read_bytes()
        try:
            tree = ast.parse(src, filename=f)
        except (SyntaxError, ValueError) as e:
            parse_failures.append(f"{f}: {e.__class__.__name__}")
            continue
        ents = collect_entities(tree)
        nlines = src.count(b"\n") + 1
        entities[f] = ents
        owners[f] = line_owner(ents, nlines)
        imports[f], aliases[f] = import_lines(tree)
        texts[f] = src.decode("utf-8", "replace").split("\n")
        trees[f] = tree
    files = [f for f in files if f in entities]
    entity_set = {(f, q) for f, ents in entities.items() for q, _, _ in ents}
    by_name: dict[str, set[tuple[str, str]]] = defaultdict(set)
    for f, q in entity_set:
        by_name[q.rsplit(".", 1)[-1]].add((f, q))
    log(f"entities: {len(entity_set)} in {len(files)} files ({len(parse_failures)} unparsable)")

    # module name -> path: from each document's own module symbol, then from the path
    module_to_path: dict[str, str] = {}
    for f in files:
        for occ in docs[f].occurrences:
            if occ.symbol_roles & scip_pb.ROLE_DEFINITION and occ.symbol.endswith("/__init__:"):
                d = _split_symbol(occ.symbol)
                p = parse_descriptors(d) if d else None
                if p:
                    module_to_path.setdefault(p[0][0], f)
                break
    for f in files:
        module_to_path.setdefault(module_name_of(f), f)
    mapper = SymbolMapper(module_to_path, entity_set)

    ref: set[tuple[str, str, str, str]] = set()
    # edges seen only through names inside strings (string annotations) or comments (type comments)
    via_code: set[tuple[str, str, str, str]] = set()
    via_text: dict[tuple[str, str, str, str], str] = {}
    text_spans = {f: TextSpans((root / f).read_bytes()) for f in files}
    n_occ = n_ref_occ = n_local = n_to_entity = n_import = 0
    unmapped_repo_syms: dict[str, int] = defaultdict(int)
    mismatches: dict[tuple[str, str], list] = defaultdict(list)
    n_repaired = n_star = n_member = 0
    unconfirmed: set[tuple[str, str, str, str]] = set()
    repairer = Repairer(trees, module_to_path, entity_set)
    sym_at = {f: {(o.range[0], o.range[1]): o.symbol for o in docs[f].occurrences if len(o.range) == 3}
              for f in files}
    for f in files:
        owner = owners[f]
        imp = imports[f]
        lines = texts[f]
        for occ in docs[f].occurrences:
            n_occ += 1
            if occ.symbol_roles & scip_pb.ROLE_DEFINITION:
                continue
            line = occ.range[0] + 1
            if line in imp:
                n_import += 1
                continue
            n_ref_occ += 1
            sym = occ.symbol
            if sym.startswith("local "):
                n_local += 1
                dst = repairer.module_member(f, occ.range, lines, sym_at[f])
                if dst is None:
                    continue
                n_member += 1
                sym = ""
            else:
                dst = mapper.entity(sym)
            # scip-python 0.6.6 sometimes emits the symbol of a *type* for a member access it could not map
            # (`ctx.line` -> `Context#`, `sentry_sdk.flush` -> `init#`). An occurrence whose text is not the
            # symbol's name (and not an import alias) is repaired when it is `module.name` (the name is looked
            # up in that module, following its `from ... import` re-exports), and dropped otherwise rather
            # than turned into a false edge.
            r = occ.range
            text = ""
            if len(r) == 3 and r[0] < len(lines):
                text = lines[r[0]][r[1]:r[2]]
                if dst is None and sym.endswith("/__init__:"):
                    # scip-python 0.6.6 gives a name bound by `from m import *` the symbol of the module m
                    # itself (`ModeChoices` -> `app.choices/__init__:`): the name is looked up in m (through
                    # its own re-exports). The module's own name (`m.f`, `import a.m`) and aliases are not.
                    d = _split_symbol(sym)
                    p = parse_descriptors(d) if d else None
                    mod = p[0][0] if p else ""
                    if mod and text.isidentifier() and text != mod.rsplit(".", 1)[-1] and \
                            text not in aliases[f]:
                        # a relative `from .models import *` gets the symbol `models/__init__:`
                        mpath = module_to_path.get(mod) or repairer.relative_module(f, mod)
                        dst = repairer.lookup(mpath, text, 0) if mpath else None
                        if dst is not None:
                            n_star += 1
                name = mapper.name(sym)
                if name is not None and text != name and text not in aliases[f] and text.isidentifier():
                    fixed = repairer.module_attribute(f, r[0], r[1], text, sym_at[f])
                    if fixed is not None:
                        n_repaired += 1
                        dst = fixed
                    else:
                        if dst is not None:
                            mm = mismatches[(text, dst[1])]
                            mm.append(f"{f}:{line}" if len(mm) < 2 else None)
                        continue
            if dst is None and " builtins/" in sym:
                # `dask.config.set`: a member of a repository module named as a builtin has the builtin's symbol
                dst = repairer.module_member(f, occ.range, lines, sym_at[f])
                n_member += dst is not None
                if dst is None and _builtin_class(mapper.name(sym)) and sym.endswith(f"/{text}#") and \
                        repairer.is_member(f, occ.range):
                    # `tool.function`, `socket.type`: scip-python 0.6.6 gives any variable member named as a builtin
                    # class the class's symbol (some methods too); the member is not known here (no receiver
                    # types): the name is left unconfirmed from this source (score.py's second precision)
                    unconfirmed.add((f, owner[line] if line < len(owner) else "<module>", text,
                                     "builtin-named-member"))
            if dst is None:
                if mapper.in_repo_non_param(sym):
                    unmapped_repo_syms[sym] += 1
                continue
            n_to_entity += 1
            src = owner[line] if line < len(owner) else "<module>"
            if (f, src) != dst:
                edge = (f, src, dst[0], dst[1])
                ref.add(edge)
                kind = text_spans[f].kind(line, occ.range[1]) if f in text_spans else "code"
                if kind == "code":
                    via_code.add(edge)
                else:
                    via_text.setdefault(edge, kind)

    # naive baseline
    base: set[tuple[str, str, str, str]] = set()
    n_base_occ = 0
    for f in files:
        owner = owners[f]
        imp = imports[f]
        for name, line in baseline_occurrences(trees[f]):
            if line in imp:
                continue
            n_base_occ += 1
            cands = by_name.get(name)
            if not cands:
                continue
            src = owner[line] if line < len(owner) else "<module>"
            for dst in cands:
                if (f, src) != dst:
                    base.add((f, src, dst[0], dst[1]))

    notes = {(*e, k) for e, k in via_text.items() if e not in via_code}
    write_tsv(out / "reference.tsv", ref)
    write_tsv(out / "reference-notes.tsv", notes)
    write_tsv(out / "unconfirmed.tsv", unconfirmed)
    write_tsv(out / "baseline.tsv", base)
    write_tsv(out / "entities.tsv", entity_set)
    (out / "files.txt").write_text("".join(f + "\n" for f in sorted(files)))
    try:
        ver = json.loads((HERE / "node_modules/@sourcegraph/scip-python/package.json").read_text())["version"]
    except OSError:
        ver = "?"
    top_unmapped = sorted(unmapped_repo_syms.items(), key=lambda kv: -kv[1])[:25]
    stats.update({
        "tool": f"scip-python {ver} (pyright)",
        "files": len(files),
        "parse_failures": parse_failures[:50],
        "entities": len(entity_set),
        "scip_occurrences": n_occ,
        "reference_occurrences": n_ref_occ,
        "import_statement_occurrences_skipped": n_import,
        "local_symbol_occurrences": n_local,
        "occurrences_to_entity": n_to_entity,
        "repaired_module_attribute_occurrences": n_repaired,
        "repaired_module_member_occurrences": n_member,
        "unconfirmed_builtin_named_members": len(unconfirmed),
        "repaired_star_import_occurrences": n_star,
        "dropped_name_mismatch_occurrences": sum(len(v) for v in mismatches.values()),
        "dropped_name_mismatch_samples": [
            f"{len(v)}x `{t}` -> {q} ({', '.join(x for x in v if x)})"
            for (t, q), v in sorted(mismatches.items(), key=lambda kv: -len(kv[1]))[:15]],
        "unmapped_in_repo_symbol_occurrences": sum(unmapped_repo_syms.values()),
        "unmapped_in_repo_symbol_samples": [f"{n}x {s}" for s, n in top_unmapped],
        "baseline_occurrences": n_base_occ,
        "reference_edges": len(ref),
        "reference_edges_only_via_string_annotation": sum(1 for n in notes if n[4] == "string-annotation"),
        "reference_edges_only_via_type_comment": sum(1 for n in notes if n[4] == "type-comment"),
        "baseline_edges": len(base),
        "seconds_total": round(time.time() - t0, 1),
    })
    (out / "stats.json").write_text(json.dumps(stats, indent=2) + "\n")
    log(f"reference edges {len(ref)}, baseline edges {len(base)}, {stats['seconds_total']}s")
    if not args.scip:
        if args.keep_scip:
            shutil.move(str(scip_path), str(out / "index.scip"))
        shutil.rmtree(scip_path.parent, ignore_errors=True)
    return 0


def write_tsv(path: Path, rows) -> None:
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in sorted(rows):
            fh.write("\t".join(r) + "\n")


if __name__ == "__main__":
    sys.exit(main())
