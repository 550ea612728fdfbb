"""C# resolution by namespace.

Forms handled:
  namespace A.B (block or file-scoped)   as the map recorded it (FileTable.package: the file's first namespace
                                         declaration; "" for none, the global namespace): the files of a
                                         namespace form one package sharing their top-level types
  enclosing namespaces                   code in namespace A.B.C sees the types of A.B, then A, then the global
                                         namespace, before its file's `using` directives
  using A.B;                             star import of namespace A.B (nested namespaces are not implied)
  using S = A.B.C;                       S binds type C of namespace A.B (or namespace A.B.C itself; `A.B.C.D`: C's
                                         nested type D, where A.B is the longest namespace the name starts with)
  using static A.B.C;                    star import of the members of type C of namespace A.B
  global using A.B;                      (C# 10) a star import of every file of the declaring file's project (the
                                         nearest .csproj's folder at or above it; without one, the files under its
                                         own folder), after the file's own usings
  <Using Include="A.B" />                the same from MSBuild: a .csproj's, for its project's files; the nearest
                                         Directory.Build.props' and .targets' above a project, for its files (an
                                         ItemGroup whose Condition is none or `'$(P)' == 'true'` with P set true
                                         in the project's .csproj; any other condition: left out)
  anything else                          external
No source file is read here; the MSBuild files are (their first 2 MB).
"""
from __future__ import annotations

import os
import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, parent_dir

_TAG = re.compile(r"<(/?)(ItemGroup|Using)\b([^<>]*)>", re.I)
_ATTRIBUTE = re.compile(r"""(\w+)\s*=\s*(?:"([^"]*)"|'([^']*)')""")
_TRUE_PROPERTY = re.compile(r"^\s*'\$\((\w+)\)'\s*==\s*'true'\s*$", re.I)
_PROPERTY_SET = re.compile(r"<(\w+)>\s*true\s*</\1\s*>", re.I)
MSBUILD_LIMIT = 2 << 20   # bytes of an MSBuild file read


def _without_comments(text: str) -> str:
    """The text without its XML comments (an unclosed one: to the end), in one pass."""
    parts = text.split("<!--")
    out = [parts[0]]
    for part in parts[1:]:
        end = part.find("-->")
        if end < 0:
            break
        out.append(part[end + 3:])
    return "".join(out)


def msbuild_usings(data: bytes) -> tuple[list[tuple[str, str]], set[str]]:
    """Of an MSBuild file's bytes: its `<Using Include=".." />` items as (namespace, the property that must be true
    for it or ""), in order (an alias's, `Alias=".."`, and those under any other condition left out), and the
    properties it sets true (`<IncludePollyUsings>true</IncludePollyUsings>`). Linear in the file's length."""
    if data[:2] in (b"\xff\xfe", b"\xfe\xff"):
        text = data.decode("utf-16", "replace")
    else:
        text = data.decode("utf-8-sig", "replace")
    text = _without_comments(text)
    usings: list[tuple[str, str]] = []
    group: str | None = ""   # the open ItemGroup's needed property ("" none; None: a condition not read)
    for m in _TAG.finditer(text):
        closing, tag, rest = m.groups()
        attrs = {k.lower(): a if a or not b else b for k, a, b in _ATTRIBUTE.findall(rest)}
        if tag.lower() == "itemgroup":
            if closing:
                group = ""
            elif "condition" in attrs:
                needs = _TRUE_PROPERTY.match(attrs["condition"])
                group = needs.group(1) if needs else None
            else:
                group = ""
        elif not closing and group is not None and "include" in attrs and "alias" not in attrs and \
                "condition" not in attrs:
            usings.extend((ns.strip(), group) for ns in attrs["include"].split(";") if ns.strip())
    return usings, set(_PROPERTY_SET.findall(text))


def _read_bytes(root: str, rel: str) -> bytes:
    try:
        with open(os.path.join(root, rel), "rb") as fh:
            return fh.read(MSBUILD_LIMIT)
    except OSError:
        return b""


class NamespaceResolver(ModuleResolver):
    reads_tables = True          # FileTable.package: a file's declared namespace
    configs_name_paths = False   # a .csproj's text names no file a specifier reaches
    packages_nest = True         # namespace A.B.C's code looks in A.B and A

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict) -> None:
        super().__init__(root, paths, configs)
        self.namespace_of: dict[str, str] = {}
        self.files: dict[str, list[str]] = {}
        # MSBuild: a project's folder (its .csproj's) -> (its usings, the properties it sets true); a
        # Directory.Build.props' / .targets' folder -> its usings, each with the property it needs (or "")
        self.projects: dict[str, tuple[list[str], set[str]]] = {}
        self.directory_usings: dict[str, dict[str, list[tuple[str, str]]]] = {"props": {}, "targets": {}}
        for c in configs:
            folder, name = parent_dir(c), c.rpartition("/")[2]
            usings, props = msbuild_usings(_read_bytes(root, c))
            if name.endswith(".csproj"):
                own, true = self.projects.setdefault(folder, ([], set()))
                own.extend(ns for ns, needs in usings if not needs)
                true.update(props)
            else:   # Directory.Build.props / .targets
                self.directory_usings[name.rpartition(".")[2].lower()].setdefault(folder, []).extend(usings)
        # a project's folder (else, where no .csproj is above a file, its own folder) -> the namespaces the
        # `global using` directives of its files name
        self.global_usings: dict[str, list[str]] = {}
        self._implicit: dict[str, tuple[str, ...]] = {}
        for p in sorted(paths):
            t = tables.get(p)
            ns = t.package if t is not None else ""
            self.namespace_of[p] = ns
            self.files.setdefault("ns:" + ns, []).append(p)
            for module in self.declares_implicit_stars(t) if t is not None else ():
                folder = parent_dir(p)
                found = self.global_usings.setdefault(self._project_of(folder) or folder, [])
                if module not in found:
                    found.append(module)

    def _project_of(self, folder: str) -> str | None:
        """The folder of the nearest .csproj at or above `folder`, None for none."""
        while True:
            if folder in self.projects:
                return folder
            if not folder:
                return None
            folder = parent_dir(folder)

    @staticmethod
    def config_essence(data: bytes, config: str) -> bytes:
        # what of an MSBuild file steers resolution: its usings and the properties it sets true (a package's
        # version bumped re-links nothing)
        usings, props = msbuild_usings(data)
        return repr((usings, sorted(props))).encode()

    @staticmethod
    def declares_implicit_stars(table) -> tuple:
        return tuple(imp.module for imp in table.imports if imp.name == "*" and imp.alias == "global")

    def implicit_stars(self, path: str) -> tuple[str, ...]:
        folder = parent_dir(path)
        found = self._implicit.get(folder)
        if found is None:
            folders = [folder]   # the file's folder and those above it, the nearest first
            while folders[-1]:
                folders.append(parent_dir(folders[-1]))
            project = self._project_of(folder)
            stars: list[str] = []
            if project is not None:   # its project's global usings, then its .csproj's
                own, true = self.projects[project]
                stars.extend(self.global_usings.get(project, ()))
                stars.extend(m for m in own if m not in stars)
            else:   # no project: the global usings of the files of its folder and those above
                true = set()
                for at in folders:
                    stars.extend(m for m in self.global_usings.get(at, ()) if m not in stars)
            for kind in ("props", "targets"):   # MSBuild reads the nearest Directory.Build.props / .targets
                start = folders.index(folder if project is None else project)
                nearest = next((self.directory_usings[kind][at] for at in folders[start:]
                                if at in self.directory_usings[kind]), ())
                stars.extend(m for m, needs in nearest if m not in stars and (not needs or needs in true))
            found = self._implicit[folder] = tuple(stars)
        return found

    def resolve(self, importer: str, specifier: str) -> str | None:
        key = "ns:" + specifier
        if key in self.files:
            return key
        head, _, last = specifier.rpartition(".")
        # (a type of a namespace: `A.B.C` of namespace A.B; a single name is a namespace of its own, no type of the
        # global namespace: `using Test = Xunit.FactAttribute;` of a Xunit outside the repository is external)
        return ("ns:" + head) if head and "ns:" + head in self.files else None

    def star_module(self, importer: str, specifier: str) -> str | None:
        # `using static Helpers;` of a class of the global namespace (no namespace of that name): the global one
        found = self.resolve(importer, specifier)
        if found is None and "." not in specifier and "ns:" in self.files and "ns:" + specifier not in self.files:
            return "ns:"
        return found

    def star_class(self, specifier: str) -> str | None:
        # `using static A.B.C;`: the name of no namespace, type C of namespace A.B, whose members it imports
        if "ns:" + specifier in self.files:
            return None
        head, _, last = specifier.rpartition(".")
        return last if "ns:" + head in self.files else None

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        if "ns:" + imp.module in self.files:
            return Binding(imp.alias, imp.module, None)
        parts = imp.module.split(".")
        for i in range(len(parts) - 1, 0, -1):   # `using S = A.B.Outer.Inner;`: a nested type of namespace A.B
            if "ns:" + (head := ".".join(parts[:i])) in self.files:
                return Binding(imp.alias or parts[-1], head, ".".join(parts[i:]))
        head, _, last = imp.module.rpartition(".")
        return Binding(imp.alias or last, head, last)

    def package_of(self, path: str) -> str | None:
        ns = self.namespace_of.get(path)
        return None if ns is None else "ns:" + ns

    def module_files(self, key: str) -> tuple[str, ...]:
        return tuple(self.files.get(key, ()))

    def enclosing_prefixes(self, path: str) -> tuple[str, ...]:
        ns = self.namespace_of.get(path)
        parts = ns.split(".") if ns else []
        return tuple(".".join(parts[:i]) + "." for i in range(len(parts), 0, -1)) + ("",)

    def outer_packages(self, path: str) -> tuple[str, ...]:
        ns = self.namespace_of.get(path)
        if not ns:
            return ()
        parts = ns.split(".")
        keys = ("ns:" + ".".join(parts[:i]) for i in range(len(parts) - 1, -1, -1))   # A.B, A, then global
        return tuple(k for k in keys if k in self.files)
