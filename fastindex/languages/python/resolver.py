"""Python module resolution.

Forms handled:
  import a.b            binds `a` to package a (a.b is reached as an attribute, a submodule)
  import a.b as c       binds `c` to module a.b
  from a.b import x     x: a name in a.b's namespace, else the submodule a.b.x
  from . import x       relative to the importing file's package; each extra dot goes one package up
  from ..a import b     relative, then down into a
  from m import *       the names in m's __all__, else its public names
Import roots, in priority order for a given importer: the innermost root containing it, then every other root
(deepest first), then the repo root; a standard library module's name only in the first and the repo root.
Roots: folders with pyproject.toml / setup.py / setup.cfg and their src/ child, a top-level src/, and every folder
that holds a top-level package (`python/pkg/__init__.py` with no `python/__init__.py`: maturin layouts,
subprojects without a marker file).
Namespace packages (folders without __init__.py) are modules too, keyed "dir/".
An absolute import found under no root is looked for in the importer's own folder, then the folders above it
(pyright's last resort, as Python does for a script run from its folder: `scripts/tox/run.py` importing its
sibling `config`); never a standard-library module's name (`import logging` beside a `logging.py` is the
standard library's), nor the package holding the importer itself (`import httpx` in `tests/httpx/test_a.py`
names the library, not its test package). That walk comes before the other roots that only hold a top-level
package (no marker file): prefect-dbt's `tests/core/test_a.py` importing `from conftest import write_manifest`
is its sibling tests/core/conftest.py, not the conftest.py of `tests/concurrency/`, a root because it holds the
package `tests/concurrency/v1/` (pyright has no such root).
"""
from __future__ import annotations

import sys

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, parent_dir

PROJECT_MARKERS = ("pyproject.toml", "setup.py", "setup.cfg")
# the standard library's modules, and those typeshed's stdlib folder holds beside them (a checker reads them so)
STDLIB = frozenset(getattr(sys, "stdlib_module_names", ())) | {"typing_extensions", "_typeshed"}
_UNKNOWN = object()   # not in the cache yet


class PythonResolver(ModuleResolver):
    implicit_exports = True
    later_stars_win = True
    reads_config_contents = False   # a pyproject.toml, setup.py or setup.cfg marks a root; what it holds is not read

    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        super().__init__(root, paths, configs)
        roots = {""}
        held: set[str] = set()   # roots only because they hold a top-level package
        for c in configs:
            base = c.rsplit("/", 1)
            if base[-1] in PROJECT_MARKERS:
                d = parent_dir(c)
                roots.add(d)
                roots.add(f"{d}/src" if d else "src")
        # A top-level src/ layout without a marker file is still an import root.
        roots.add("src")
        # The folder holding a top-level package (a package whose parent is no package) is an import root:
        # maturin's python-source = "python", tools/ folders on sys.path, monorepo subprojects without markers.
        for path in self.paths:
            if path.endswith(("/__init__.py", "/__init__.pyi")):
                package = parent_dir(path)
                holder = parent_dir(package)
                if holder and f"{holder}/__init__.py" not in self.paths and f"{holder}/__init__.pyi" not in paths:
                    held.add(holder)
        held -= roots
        roots |= held
        # Deepest first: an importer inside a project resolves against that project before the repo root, also a
        # top-level one (netbox's `netbox/`, the folder of manage.py, whose `from netbox import settings_utils`
        # is its package netbox/netbox/, not the folder netbox/ seen from the repo root).
        self.roots = sorted((r for r in roots if r == "" or r in self.dirs),
                            key=lambda r: (r == "", -r.count("/"), r))
        self.held_roots = frozenset(held)
        self._cache: dict[tuple[str, str], str | None] = {}
        self._root_cache: dict[str, str] = {}   # importer -> _root_of(importer)
        self._importer_keys: dict[str, tuple[str, str, str]] = {}   # importer -> its resolve() cache keys' heads

    def _module_at(self, base: str) -> str | None:
        """The module at a slash path without extension: a file, a regular package or a namespace package."""
        for candidate in (f"{base}.py", f"{base}/__init__.py", f"{base}.pyi", f"{base}/__init__.pyi"):
            if candidate in self.paths:
                return candidate
        if base in self.dirs:
            return base + "/"
        return None

    def package_dir(self, key: str) -> str:
        if key.endswith("/"):
            return key[:-1]
        return parent_dir(key)

    def resolve(self, importer: str, specifier: str) -> str | None:
        # the answer depends on the importer's folder (a relative specifier) or its root (an absolute one; where
        # none has it, its folder too): both worked out once per importer
        keys = self._importer_keys.get(importer)
        if keys is None:
            folder = parent_dir(importer)
            keys = self._importer_keys[importer] = (folder, self._root_of(importer), folder + "/")
        relative = specifier.startswith(".")
        cache_key = (keys[0] if relative else keys[1], specifier)
        result = self._cache.get(cache_key, _UNKNOWN)
        if result is _UNKNOWN:
            result = self._cache[cache_key] = self._resolve(importer, specifier)
        if result is None and not relative and specifier.partition(".")[0] not in STDLIB:
            local_key = (keys[2], specifier)
            result = self._cache.get(local_key, _UNKNOWN)
            if result is _UNKNOWN:
                result = self._cache[local_key] = self._resolve_near(importer, specifier)
            if result is None and self.held_roots:
                held_key = (keys[1], "~" + specifier)   # (no specifier starts with "~")
                result = self._cache.get(held_key, _UNKNOWN)
                if result is _UNKNOWN:
                    result = self._cache[held_key] = self._resolve(importer, specifier, held=True)
        return result

    def _resolve_near(self, importer: str, specifier: str) -> str | None:
        """An absolute import in the importer's folder or a folder above it, up to its root (pyright's walk up);
        not the package holding the importer."""
        sub = specifier.replace(".", "/")
        top = specifier.partition(".")[0]
        base = parent_dir(importer)
        stop = self._root_of(importer)
        while base and base != stop:
            found = self._module_at(f"{base}/{sub}")
            if found is not None:
                head = f"{base}/{top}"
                return None if importer.startswith(head + "/") else found
            base = parent_dir(base)
        return None

    def _root_of(self, importer: str) -> str:
        found = self._root_cache.get(importer)
        if found is None:
            found = self._root_cache[importer] = next(
                (r for r in self.roots if r == "" or importer.startswith(r + "/")), "")
        return found

    def _resolve(self, importer: str, specifier: str, held: bool = False) -> str | None:
        """`specifier` from `importer`: relative, or absolute in the importer's root and the other roots with a
        marker file (`held`: in the other roots that only hold a top-level package)."""
        if specifier.startswith("."):
            dots = len(specifier) - len(specifier.lstrip("."))
            rest = specifier[dots:]
            base = parent_dir(importer)
            for _ in range(dots - 1):
                if not base:
                    return None
                base = parent_dir(base)
            if not rest:
                return self._module_at(base) if base else None
            sub = rest.replace(".", "/")
            return self._module_at(f"{base}/{sub}" if base else sub)
        sub = specifier.replace(".", "/")
        own = self._root_of(importer)
        if specifier.partition(".")[0] in STDLIB:
            # a standard library module's name is looked for in the importer's own root and the repository's only,
            # never in another root, which is no project of the importer's (mypy's `from typing import Final` is
            # the standard library's, not test-data/unit/lib-stub/typing.pyi: a folder of test stubs holding a
            # package is a root; pyright reads the standard library there too)
            ordered = [own, ""] if own else [own]
        elif held:
            ordered = [r for r in self.roots if r != own and r in self.held_roots]
        else:
            ordered = [own] + [r for r in self.roots if r != own and r not in self.held_roots]
        # a regular module or package in any root comes before a namespace package (a folder without __init__.py)
        # found earlier, as Python's path scan and pyright take it: psycopg's repository root holds the project
        # folders psycopg/ and psycopg_pool/, whose packages psycopg/psycopg/ and psycopg_pool/psycopg_pool/ are
        # what `import psycopg_pool as pool` in its tests is
        namespace = None
        for r in ordered:
            found = self._module_at(f"{r}/{sub}" if r else sub)
            if found is not None:
                if not found.endswith("/"):
                    return found
                if namespace is None:
                    namespace = found
        return namespace

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        if imp.name == "":
            if imp.alias:                       # import a.b as c
                return Binding(imp.alias, imp.module, None)
            head = imp.module.split(".", 1)[0]  # import a.b  binds a
            return Binding(head, head, None)
        return Binding(imp.alias or imp.name, imp.module, imp.name)

    def yields_to_variable(self, importer: str, specifier: str) -> bool:
        return not specifier.startswith(".") and specifier.partition(".")[0] not in STDLIB and \
            self.resolve(importer, specifier) is None

    def submodule(self, key: str, name: str) -> str | None:
        if not (key.endswith("/") or key.endswith("__init__.py") or key.endswith("__init__.pyi")):
            return None
        base = self.package_dir(key)
        return self._module_at(f"{base}/{name}" if base else name)

    def star_visible(self, table, name: str) -> bool:
        if table is None:
            return False
        declared = [e.name for e in table.exports if e.form == "all"]
        if declared:
            return name in declared
        return not name.startswith("_")
