"""C# resolution by namespace.

Forms handled:
  namespace A.B (block or file-scoped)   read from each file's text (the first declaration): the files of a
                                         namespace form one package sharing their top-level types
  using A.B;                             star import of namespace A.B (nested namespaces are not implied)
  using S = A.B.C;                       S binds type C of namespace A.B (or namespace A.B.C itself)
  anything else                          external
"""
from __future__ import annotations

import os
import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver

_NAMESPACE = re.compile(r"^\s*namespace\s+([\w.]+)", re.M)


class NamespaceResolver(ModuleResolver):
    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        super().__init__(root, paths, configs)
        self.namespace_of: dict[str, str] = {}
        self.files: dict[str, list[str]] = {}
        for p in sorted(paths):
            try:
                with open(os.path.join(root, p), encoding="utf-8", errors="replace") as fh:
                    head = fh.read(1 << 14)
            except OSError:
                continue
            m = _NAMESPACE.search(head)
            ns = m.group(1) if m else ""
            self.namespace_of[p] = ns
            self.files.setdefault("ns:" + ns, []).append(p)

    def resolve(self, importer: str, specifier: str) -> str | None:
        key = "ns:" + specifier
        if key in self.files:
            return key
        head, _, last = specifier.rpartition(".")
        return ("ns:" + head) if "ns:" + head in self.files else None

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        if "ns:" + imp.module in self.files:
            return Binding(imp.alias, imp.module, None)
        head, _, last = imp.module.rpartition(".")
        return Binding(imp.alias or last, head, last)

    def package_of(self, path: str) -> str | None:
        ns = self.namespace_of.get(path)
        return None if ns is None else "ns:" + ns

    def module_files(self, key: str) -> tuple[str, ...]:
        return tuple(self.files.get(key, ()))
