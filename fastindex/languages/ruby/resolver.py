"""Ruby require resolution.

Forms handled:
  require_relative "a/b"   a/b.rb relative to the requiring file
  require "a/b"            lib/a/b.rb or a/b.rb of the repository (the load path of gems and apps), else any
                           file ending in /lib/a/b.rb; otherwise external (a gem or the standard library)
A required file is a star import: its top-level classes, modules and methods are visible. Ruby's global
constant namespace is wider than this (constants of files required elsewhere); those stay unresolved.
"""
from __future__ import annotations

import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, normjoin, parent_dir

_CAMEL_BOUNDARY = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


class RequireResolver(ModuleResolver):
    implicit_exports = True

    def constant_file(self, name: str) -> str:
        # Zeitwerk's (and Rails' classic autoloader's) convention: "ThingList" in thing_list.rb, "HTMLParser" in
        # html_parser.rb
        return _CAMEL_BOUNDARY.sub("_", name).lower()

    def resolve(self, importer: str, specifier: str) -> str | None:
        name = specifier if specifier.endswith(".rb") else specifier + ".rb"
        near = normjoin(parent_dir(importer), name)
        if near in self.paths:
            return near
        for cand in (f"lib/{name}", name):
            if cand in self.paths:
                return cand
        return self._lib_tails().get(name)

    def _lib_tails(self) -> dict[str, str]:
        """{what follows a `/lib/` of a path: the first such path}, built once: `require "spree/testing_support/x"`
        is core/lib/spree/testing_support/x.rb in a repository of gems (a scan of every path per require had been
        most of solidus's reduce: 37 of 53 s under cProfile)."""
        tails = self.__dict__.get("_tails")
        if tails is None:
            tails = self._tails = {}
            for p in sorted(self.paths):
                i = p.find("/lib/")
                while i >= 0:
                    tails.setdefault(p[i + 5:], p)
                    i = p.find("/lib/", i + 1)
        return tails

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        return None
