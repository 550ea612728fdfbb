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
  global using A.B;                      (C# 10) a star import of every file under the folder of the file that
                                         declares it (its project's: GlobalUsings.cs beside the .csproj), after
                                         the file's own
  <Using Include="A.B" />                the same from MSBuild: a .csproj's, for the files under its folder; a
                                         Directory.Build.props' or .targets', for every project under its folder
                                         (an ItemGroup whose Condition is none or `'$(P)' == 'true'` with P set
                                         true in the project's .csproj; any other condition: left out)
  anything else                          external
No source file is read here; the MSBuild files are (their first 2 MB).
"""
from __future__ import annotations

import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, read_text

_XML_COMMENT = re.compile(r"<!--.*?-->", re.S)
_ITEM_GROUP = re.compile(r"<ItemGroup\b([^>]*)>(.*?)</ItemGroup\s*>", re.S)
_USING = re.compile(r"<Using\s+Include\s*=\s*\"([^\"]+)\"([^>]*)>")
_TRUE_PROPERTY = re.compile(r"Condition\s*=\s*\"\s*'\$\((\w+)\)'\s*==\s*'true'\s*\"", re.I)
_CONDITION = re.compile(r"\bCondition\s*=", re.I)
_PROPERTY_SET = re.compile(r"<(\w+)>\s*true\s*</\1\s*>", re.I)
MSBUILD_LIMIT = 2 << 20


def _msbuild_usings(text: str) -> list[tuple[str, str]]:
    """(namespace, the property that must be true for it or "") of an MSBuild file's `<Using Include=".." />` items
    (not an alias's, `Alias=".."`), in order; those of an ItemGroup under any other condition left out."""
    out = []
    for attrs, body in _ITEM_GROUP.findall(_XML_COMMENT.sub("", text)):
        needs = _TRUE_PROPERTY.search(attrs)
        if needs is None and _CONDITION.search(attrs):
            continue
        for include, rest in _USING.findall(body):
            if "Alias" not in rest and not _CONDITION.search(rest):
                out.extend((ns.strip(), needs.group(1) if needs else "") for ns in include.split(";") if ns.strip())
    return out


class NamespaceResolver(ModuleResolver):
    reads_tables = True          # FileTable.package: a file's declared namespace

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict) -> None:
        super().__init__(root, paths, configs)
        self.namespace_of: dict[str, str] = {}
        self.files: dict[str, list[str]] = {}
        # a folder ("" the root's) -> the namespaces the `global using` directives of its files name
        self.global_usings: dict[str, list[str]] = {}
        self._implicit: dict[str, tuple[str, ...]] = {}
        # MSBuild: a project's folder -> (its .csproj's usings, the properties it sets true); a Directory.Build
        # file's folder -> its usings (each with the property it needs, or "")
        self.projects: dict[str, tuple[list, set]] = {}
        self.directory_usings: dict[str, list[tuple[str, str]]] = {}
        for c in configs:
            folder, _, name = c.rpartition("/")
            text = read_text(root, c, MSBUILD_LIMIT)
            if name.endswith(".csproj"):
                usings, props = self.projects.setdefault(folder, ([], set()))
                usings.extend(ns for ns, needs in _msbuild_usings(text) if not needs)
                props.update(_PROPERTY_SET.findall(_XML_COMMENT.sub("", text)))
            else:   # Directory.Build.props / .targets
                self.directory_usings.setdefault(folder, []).extend(_msbuild_usings(text))
        for p in sorted(paths):
            t = tables.get(p)
            ns = t.package if t is not None else ""
            self.namespace_of[p] = ns
            self.files.setdefault("ns:" + ns, []).append(p)
            for module in self.declares_implicit_stars(t) if t is not None else ():
                found = self.global_usings.setdefault(p.rpartition("/")[0], [])
                if module not in found:
                    found.append(module)

    @staticmethod
    def declares_implicit_stars(table) -> tuple:
        return tuple(imp.module for imp in table.imports if imp.name == "*" and imp.alias == "global")

    def implicit_stars(self, path: str) -> tuple[str, ...]:
        folder = path.rpartition("/")[0]
        found = self._implicit.get(folder)
        if found is None:
            folders = [folder]   # the file's folder and those above it, the nearest first
            while folders[-1]:
                folders.append(folders[-1].rpartition("/")[0])
            project = next((self.projects[f] for f in folders if f in self.projects), ((), set()))
            stars: list[str] = []
            for at in folders:
                stars.extend(m for m in self.global_usings.get(at, ()) if m not in stars)
            stars.extend(m for m in project[0] if m not in stars)
            for at in folders:
                stars.extend(m for m, needs in self.directory_usings.get(at, ())
                             if m not in stars and (not needs or needs in project[1]))
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
