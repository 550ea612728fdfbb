"""Rust module resolution.

Forms handled:
  Cargo.toml [package] name (and [lib] path)      a crate of the workspace: `use name::...` from other crates
                                                  (dashes read as underscores); every Cargo.toml counts, so
                                                  workspaces and their members need no glob expansion
  crate roots                                     src/lib.rs, src/main.rs, src/bin/*.rs, build.rs next to a
                                                  Cargo.toml (a `mod build;` elsewhere is a module), examples/,
                                                  tests/, benches/ files (each its own root)
  mod foo;  in a/mod.rs, lib.rs, main.rs          a/foo.rs or a/foo/mod.rs
  mod foo;  in a/bar.rs                           a/bar/foo.rs or a/bar/foo/mod.rs
  crate::a::b   self::a   super::a (repeatable)   from the importer's crate root / module / parent module
  a::b (2018 uniform paths)                       a child module of the importer's module, else a crate of
                                                  the workspace, else external (std, dependencies)
  #[path = "x.rs"] mod foo;                      left unresolved: reported as an external import "x.rs"
  std, core, alloc and the prelude (Some, Ok, Vec, ...)   bound in every file, external
A module's names include its `use` bindings and `pub use` re-exports (implicit_exports), followed to the
original definition; a path that runs into an item (`use a::Enum::Variant`) is resolved up to the module; a
path through a module another one re-exports (`grep::printer` after `pub extern crate grep_printer as printer`)
is followed by the linker through that module's names (path_through_names).
"""
from __future__ import annotations

import os
import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, config_dirs, parent_dir

_NAME = re.compile(r'^\s*name\s*=\s*"([^"]+)"', re.M)
_SECTION = re.compile(r"^\s*\[([^\]]+)\]\s*$", re.M)
_LIB_PATH = re.compile(r'^\s*path\s*=\s*"([^"]+)"', re.M)


def _sections(text: str) -> dict[str, str]:
    out: dict[str, str] = {}
    parts = _SECTION.split(text)
    for i in range(1, len(parts) - 1, 2):
        out.setdefault(parts[i].strip(), parts[i + 1])
    return out


# Names of the standard prelude that code uses without importing them.
PRELUDE = ("Some", "None", "Ok", "Err", "Option", "Result", "Vec", "String", "Box", "ToString", "ToOwned",
           "Default", "Clone", "Iterator", "IntoIterator", "From", "Into", "AsRef")


class RustResolver(ModuleResolver):
    implicit_exports = True
    path_through_names = "::"     # `use grep::printer::X` where grep has `pub extern crate .. as printer`

    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        super().__init__(root, paths, configs)
        self.crates: dict[str, str] = {}      # crate name (underscored) -> its root file
        self.package_dirs = set(config_dirs(configs, "Cargo.toml"))   # where a build.rs is the build script
        for c in sorted(configs):
            try:
                with open(os.path.join(root, c), encoding="utf-8", errors="replace") as fh:
                    text = fh.read(1 << 16)
            except OSError:
                continue
            sections = _sections(text)
            package = sections.get("package")
            if package is None:
                continue
            m = _NAME.search(package)
            if not m:
                continue
            folder = parent_dir(c)
            lib = sections.get("lib", "")
            lib_name = _NAME.search(lib)
            lib_path = _LIB_PATH.search(lib)
            candidates = [lib_path.group(1)] if lib_path else []
            candidates += ["src/lib.rs", "src/main.rs"]
            for cand in candidates:
                full = f"{folder}/{cand}" if folder else cand
                if full in paths:
                    name = (lib_name.group(1) if lib_name else m.group(1)).replace("-", "_")
                    self.crates.setdefault(name, full)
                    break
        self._cache: dict[tuple[str, str], str | None] = {}

    # ---- the module tree --------------------------------------------------------------------
    def is_root(self, path: str) -> bool:
        name = path.rsplit("/", 1)[-1]
        if name in ("lib.rs", "main.rs"):
            return True
        if name == "build.rs":
            return parent_dir(path) in self.package_dirs
        d = parent_dir(path)
        return d.endswith(("src/bin", "examples", "tests", "benches")) or d in ("bin", "examples", "tests",
                                                                                "benches")

    def children_dir(self, module: str) -> str:
        """Where `mod foo;` declared in this module file looks for foo."""
        name = module.rsplit("/", 1)[-1]
        if name == "mod.rs" or self.is_root(module):
            return parent_dir(module)
        return module[:-3]

    def child(self, module: str, name: str) -> str | None:
        d = self.children_dir(module)
        base = f"{d}/{name}" if d else name
        for cand in (base + ".rs", base + "/mod.rs"):
            if cand in self.paths:
                return cand
        return None

    def parent(self, module: str) -> str | None:
        if self.is_root(module):
            return None
        d = parent_dir(module)
        if module.endswith("/mod.rs"):
            d = parent_dir(d)
        for cand in (f"{d}/mod.rs", f"{d}.rs", f"{d}/lib.rs", f"{d}/main.rs") if d else ("mod.rs", "lib.rs",
                                                                                           "main.rs"):
            if cand in self.paths:
                return cand
        return None

    def crate_root(self, module: str) -> str | None:
        seen = 0
        while module is not None and not self.is_root(module) and seen < 64:
            module = self.parent(module)
            seen += 1
        return module

    # ---- paths --------------------------------------------------------------------------------
    def resolve(self, importer: str, specifier: str) -> str | None:
        key = (importer, specifier)
        if key not in self._cache:
            self._cache[key] = self._resolve(importer, specifier)
        return self._cache[key]

    def _resolve(self, importer: str, specifier: str) -> str | None:
        if not specifier or specifier.startswith('"'):
            return None               # #[path = "..."] mod: not followed
        parts = specifier.split("::")
        head, rest = parts[0], parts[1:]
        if head in ("crate", "$crate"):
            current = self.crate_root(importer)
        elif head == "self":
            current = importer
        elif head == "super":
            current = self.parent(importer)
            while rest and rest[0] == "super" and current is not None:
                current = self.parent(current)
                rest = rest[1:]
        else:
            current = self.child(importer, head) or self.crates.get(head)
        for part in rest:
            if current is None:
                return None
            nxt = self.child(current, part)
            if nxt is None:
                return None   # the path runs into an item: binding() resolves up to the module
            current = nxt
        return current

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        if imp.module.startswith('"'):                # #[path] mod foo;
            return Binding(imp.alias or imp.name, imp.module, None)
        if imp.name == "":                           # mod foo; use foo; use a::b as c (module form)
            return Binding(imp.alias or imp.module.rsplit("::", 1)[-1], imp.module, None)
        if imp.name == "self":                        # use a::b::{self}
            local = imp.alias if imp.alias and imp.alias != "self" else imp.module.rsplit("::", 1)[-1]
            return Binding(local, imp.module, None)
        return Binding(imp.alias or imp.name, imp.module, imp.name)

    def implicit_bindings(self, path: str) -> list[Binding]:
        out = [Binding("crate", "crate", None), Binding("super", "super", None)]
        out += [Binding(name, name, None) for name in ("std", "core", "alloc")]          # external crates
        out += [Binding(name, "std::prelude", name) for name in PRELUDE]                 # the prelude
        out += [Binding(name, name, None) for name in sorted(self.crates) if self.crates[name] != path]
        return out

    def module_bindings(self, path: str) -> list[Binding]:
        return [Binding("super", "self", None)]   # `mod tests { super::f() }`: the file's own module

    def submodule(self, key: str, name: str) -> str | None:
        return self.child(key, name)
