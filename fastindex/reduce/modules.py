"""What a language's module resolver provides to the linker, and helpers they share."""
from __future__ import annotations

import json
import os
import re
from importlib import import_module
from typing import NamedTuple

from ..map.table import Import


class Binding(NamedTuple):
    """What an import binds locally: `local` names `member` of the module `specifier` (None: the module)."""

    local: str
    specifier: str
    member: str | None


def resolver_class(spec) -> type:
    """The ModuleResolver class a LanguageSpec names ("module:Class", imported on first use)."""
    mod, _, cls = spec.resolver.partition(":")
    return getattr(import_module(mod), cls)


def read_text(root: str, rel: str, limit: int = 1 << 16) -> str:
    """The first `limit` characters of a config file of the repository ("" where it cannot be read)."""
    try:
        with open(os.path.join(root, rel), encoding="utf-8", errors="replace") as fh:
            return fh.read(limit)
    except OSError:
        return ""


class ModuleResolver:
    """Base of the per-language resolvers (fastindex/languages/<lang>/resolver.py).

    A module is named by a key: the repo-relative path of its file, or "dir/" for a namespace package.
    """

    # Python: every name in a module's namespace is importable from it; TS/JS: only what it exports.
    implicit_exports = False
    # Java: an import names any class of the package, not only its exported (public) ones (a package-private
    # class imported in its own package, `import a.b.FooTest.Person` in a.b's tests; elsewhere javac refuses it).
    imports_unexported = False
    # With implicit_exports: whether a module's imported names are importable from it too (Python: `from a import
    # x` where a imported x), or only what the module itself defines (PHP: a `use` is an alias of its file alone).
    exports_imports = True
    # Rust: the segments of a path (joined by this separator) may name modules that a module re-exports
    # (`pub use a::b;`, `pub extern crate x as y;`), not only its child modules: where resolve() gives None,
    # the linker follows the longest resolvable prefix through the module's names. "": paths name files only.
    path_through_names = ""
    # C: a name visible through several star imports (#includes) is the most recent declaration of it, as the
    # compiler binds it (the later #define of a macro two headers define): the star imports are searched last
    # first. Elsewhere the first import that has the name wins.
    stars_last_first = False
    # Python: a module's star imports bind in the order they run, so where two give the same name the later one's
    # binding is the module's (networkx/__init__.py star-imports `networkx.generators`, whose `community` is its
    # generators/community.py, then `networkx.algorithms`, whose `community` is the package nx.community is): the
    # file's star imports are searched last first.
    later_stars_win = False
    # The constructor takes a keyword argument `tables` (path -> FileTable, every language's): the resolver reads
    # what the map recorded of its files (FileTable.package / .constraint), never the files themselves.
    reads_tables = False
    # Whether resolution reads what the language's config files (LanguageSpec.config_files) hold, or only where
    # they are (Python: a pyproject.toml marks an import root): an incremental run compares their contents or
    # only their presence (incremental/relink.py: config_digests).
    reads_config_contents = True
    # Whether a config file's text can name a source file a specifier then reaches without naming it (a tsconfig
    # `paths` alias, a package.json `main`): an incremental run that adds or removes a file its text names
    # reduces everything (incremental/relink.py: _named_by_config).
    configs_name_paths = True
    # Whether a file's package is looked in by the files of the packages nested in it (C#'s enclosing namespaces):
    # an incremental run in which a package comes or goes reduces everything.
    packages_nest = False
    # External generic base class name -> {member: index of the type argument that types it}.
    generic_base_members: dict[str, dict[str, int]] = {}
    # External generic base class name -> {method: (argument, the type argument index typing each parameter of
    # the callback passed there)}.
    generic_base_callbacks: dict[str, dict[str, tuple]] = {}

    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        self.root = root
        self.paths = paths
        self.dirs = _dirs_of(paths)
        self.configs = configs

    def resolve(self, importer: str, specifier: str) -> str | None:
        """The module key an import specifier names from `importer`, or None when it is outside the repo."""
        raise NotImplementedError

    @staticmethod
    def config_inputs(root: str, config: str) -> list[str]:
        """Other files that a config file makes the resolver read (tsconfig "extends"): they steer resolution
        as much as the config itself (an incremental reduce compares their digests too)."""
        return []

    @staticmethod
    def config_essence(data: bytes, config: str) -> bytes:
        """What of a config file's bytes resolution reads: an incremental reduce compares its digest (Go's go.mod:
        the module path and local replacements, not a `require` bump). The whole file unless a resolver says."""
        return data

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        """The local name an import record of `importer` binds, or None when it binds nothing (side-effect,
        re-export)."""
        raise NotImplementedError

    def yields_to_variable(self, importer: str, specifier: str) -> bool:
        """Whether an import of `specifier` leaves its name to a same-named variable of the importer's scope: a
        package fastindex cannot follow (Python: neither in the repository nor the standard library) where the
        module also assigns the name (`try: import yaml` / `except ImportError: yaml = None`; `_Column =
        mapped_column` / `except ImportError: from sqlalchemy import Column as _Column`): that variable is the one
        definition of it there, as pyright reads it without the package installed. Never, unless a resolver says."""
        return False

    def submodule(self, key: str, name: str) -> str | None:
        """A package's submodule reached as an attribute (Python `pkg.sub`); None where there is no such thing."""
        return None

    def implicit_bindings(self, path: str) -> list[Binding]:
        """Names bound in a file without an import (Rust `crate`, `super` and the workspace's crate names);
        a file's own definitions and imports shadow them."""
        return []

    def module_bindings(self, path: str) -> list[Binding]:
        """Names bound inside every inline module of a file (Rust `mod tests { .. }`: `super` is the file's module
        there); the module's own definitions and imports shadow them."""
        return []

    def owns(self, key: str) -> bool:
        """Whether a key that is neither a file nor a package of module_files is this resolver's (a namespace)."""
        return False

    def package_of(self, path: str) -> str | None:
        """The key of the package a file belongs to when a package is several files sharing one namespace
        (a Go folder, a Java package); None where a file is its own module."""
        return None

    def module_files(self, key: str) -> tuple[str, ...]:
        """The files of a package key (see package_of), in a fixed order; () for any other key."""
        return ()

    def project_of(self, path: str) -> str:
        """The folder of the project a file is compiled with (TypeScript: the nearest package.json's), "" where the
        repository is one project: what a module augmentation in it reaches (Linker._merged_in_view)."""
        return ""

    def package_root(self, specifier: str) -> str:
        """The package a specifier of an outside package names, where a specifier can name a module inside one
        (TypeScript: `@mui/material/styles` -> `@mui/material`); the specifier itself elsewhere."""
        return specifier

    def default_import_is_namespace(self, importer: str, target: str) -> bool:
        """Whether a default import of module `target` in file `importer` binds the module's exports object (all of
        its exports) rather than its default export (TypeScript under node16/nodenext resolution: an ES module
        importing a CommonJS one). Link._resolve_binding."""
        return False

    def enclosing_prefixes(self, path: str) -> tuple[str, ...]:
        """What a qualified name written in file `path` may be relative to, as prefixes of it, innermost first, ""
        (as written) last (C#: `Json.Schema.X` in `namespace Newtonsoft.Json.Tests` is tried as
        Newtonsoft.Json.Tests.Json.Schema.X, Newtonsoft.Json.Json.Schema.X, Newtonsoft.Json.Schema.X, then as
        written). Link._namespace_path."""
        return ("",)

    def outer_packages(self, path: str) -> tuple[str, ...]:
        """The keys of the packages around a file's own whose top-level names it sees after its own package's,
        innermost first (C#: the namespaces enclosing `namespace A.B.C`, then the global namespace)."""
        return ()

    def constant_file(self, name: str) -> str:
        """The file name (without its extension) a global constant `name` is declared in by the language's
        convention (LanguageSpec.global_constants: Ruby's autoloading, `ThingList` in thing_list.rb); "" for none."""
        return ""

    def star_visible(self, table, name: str) -> bool:
        """Whether `from m import *` / `export * from` carries `name` out of module `table`."""
        return name != "default"

    def star_module(self, importer: str, specifier: str) -> str | None:
        """The module a star import names (its class's module where star_class gives a class): resolve()'s."""
        return self.resolve(importer, specifier)

    def implicit_stars(self, path: str) -> tuple[str, ...]:
        """The star imports a file has besides its own, which another file declares for it (C#'s `global using A.B;`
        for every file of its project), in the order they are looked in."""
        return ()

    @staticmethod
    def declares_implicit_stars(table) -> tuple:
        """What of a file's table gives other files implicit_stars (an incremental run that sees it change reduces
        the whole repository)."""
        return ()

    def star_class(self, specifier: str) -> str | None:
        """When a star import brings in the members of a class rather than a module's names (Java
        `import static a.b.C.*`), the class's member path in the module `resolve()` gives ("C"); else None."""
        return None

    def method_shape(self, signature: str, name: str, packages: dict | None = None) -> str | None:
        """What a method must match besides its name to satisfy an interface's method (structural interfaces):
        its parameter and result types as comparable text; None = the name alone decides. `packages`: the
        package each qualifier of the declaring file names ("" for the file's own package), when known."""
        return None


def _dirs_of(paths: set[str]) -> set[str]:
    dirs = set()
    for p in paths:
        i = p.rfind("/")
        while i > 0:
            d = p[:i]
            if d in dirs:
                break
            dirs.add(d)
            i = p.rfind("/", 0, i)
    return dirs


def normjoin(base_dir: str, rel: str) -> str | None:
    """Join and normalise repo-relative paths; None if the result leaves the repository."""
    joined = f"{base_dir}/{rel}" if base_dir else rel
    parts: list[str] = []
    for part in joined.split("/"):
        if part in ("", "."):
            continue
        if part == "..":
            if not parts:
                return None
            parts.pop()
        else:
            parts.append(part)
    return "/".join(parts)


_COMMENTS = re.compile(r'"(?:\\.|[^"\\])*"|//[^\n]*|/\*.*?\*/', re.S)
_TRAILING_COMMA = re.compile(r",(\s*[}\]])")


def read_jsonc(full_path: str) -> dict | None:
    """Read a JSON-with-comments file (tsconfig.json); None if it is missing or malformed."""
    try:
        with open(full_path, encoding="utf-8-sig") as fh:
            text = fh.read()
    except OSError:
        return None
    text = _COMMENTS.sub(lambda m: m.group(0) if m.group(0).startswith('"') else "", text)
    text = _TRAILING_COMMA.sub(r"\1", text)
    try:
        data = json.loads(text)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def parent_dir(path: str) -> str:
    i = path.rfind("/")
    return path[:i] if i >= 0 else ""


def config_dirs(configs: list[str], name: str) -> list[str]:
    return sorted(parent_dir(c) for c in configs if os.path.basename(c) == name)
