"""C/C++ include resolution.

Forms handled:
  #include "a/b.h"    relative to the including file's folder, then to each folder of the repository that is
                      an include root by usage (include/, src/, the repository root), then any file whose path
                      ends with /a/b.h (the one sharing the longest folder prefix with the includer)
  #include <a/b.h>    the same search without the relative step (a project's own headers are often included
                      with angle brackets), nor the including file's folder unless that folder is an include root
                      by usage (files of other folders include its headers with angle brackets: nginx's
                      `<ngx_core.h>` in src/core/, from src/http/ and from src/core/ itself) and the header is no
                      standard C header; system headers are not in the repository: external
An include is a star import: the header's names, and the names of what it includes, are visible; a name several
includes declare is the last one's (a file's own declarations first, then its includes last to first: the
most recent declaration, as the compiler binds a redefined macro or a redeclared function). Names a
file uses without including them (through a header included earlier by another header) resolve the same way.
"""
from __future__ import annotations

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, normjoin, parent_dir

# the C standard library's headers: `<errno.h>` is the system's wherever the repository has a header of that name
_STANDARD = frozenset((
    "assert.h complex.h ctype.h errno.h fenv.h float.h inttypes.h iso646.h limits.h locale.h math.h setjmp.h "
    "signal.h stdalign.h stdarg.h stdatomic.h stdbool.h stddef.h stdint.h stdio.h stdlib.h stdnoreturn.h string.h "
    "tgmath.h threads.h time.h uchar.h wchar.h wctype.h").split())


class IncludeResolver(ModuleResolver):
    implicit_exports = True
    stars_last_first = True   # the last #include declaring a name declares it last: the declaration in force
    reads_tables = True       # the #include lines of every file: the folders angle includes are rooted in

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict | None = None) -> None:
        super().__init__(root, paths, configs)
        self.by_name: dict[str, list[str]] = {}
        for p in sorted(paths):
            self.by_name.setdefault(p.rsplit("/", 1)[-1], []).append(p)
        self._cache: dict[tuple[str, str], str | None] = {}
        self.angle_roots = self._angle_roots(paths, tables) if tables else frozenset()

    def _candidates(self, spec: str) -> list[str]:
        tail = "/" + spec
        return [p for p in self.by_name.get(spec.rsplit("/", 1)[-1], ()) if p == spec or p.endswith(tail)]

    def _angle_roots(self, paths: set[str], tables: dict) -> frozenset:
        """The folders a build puts on the include path, as the repository's angle includes show them: a folder
        whose header a file of another folder includes as `<x.h>` (`<a/x.h>`: the folder above a/), not a
        standard header's name. nginx: src/core/, src/event/, src/http/ ... (`#include <ngx_core.h>` in
        src/http/ngx_http.c); redis: none (`<sds.h>` from src/ is deps/hiredis' copy)."""
        roots: set[str] = set()
        for p in sorted(paths):
            t = tables.get(p)
            if t is None:
                continue
            here = parent_dir(p)
            for imp in t.imports:
                module = imp.module
                if not module.startswith("<") or module[1:-1].strip() in _STANDARD:
                    continue
                spec = module[1:-1].strip()
                for q in self._candidates(spec):
                    folder = q[:len(q) - len(spec)].rstrip("/")
                    if folder != here:
                        roots.add(folder)
        return frozenset(roots)

    def resolve(self, importer: str, specifier: str) -> str | None:
        key = (parent_dir(importer), specifier)
        if key not in self._cache:
            self._cache[key] = self._resolve(importer, specifier)
        return self._cache[key]

    def _resolve(self, importer: str, specifier: str) -> str | None:
        system = specifier.startswith("<")
        spec = specifier.strip("<>\"")
        if not system:
            near = normjoin(parent_dir(importer), spec)
            if near in self.paths:
                return near
        if spec in self.paths:
            return spec
        tail = "/" + spec
        found = [p for p in self.by_name.get(spec.rsplit("/", 1)[-1], ()) if p.endswith(tail)]
        if system:   # `<x.h>` is not looked for in the including file's folder: redis's `<sds.h>` in src/ is the
            # vendored hiredis one, libuv's `<errno.h>` in include/uv/ the system's, not include/uv/errno.h; unless
            # the folder is on the include path (angle_roots: nginx's `<ngx_core.h>` from src/core/ngx_palloc.c)
            here = parent_dir(importer)
            if here not in self.angle_roots or spec in _STANDARD:
                found = [p for p in found if p[:len(p) - len(tail)] != here]
        if not found:
            return None
        importer_dir = parent_dir(importer) + "/"

        def shared(p: str) -> int:
            n = 0
            for a, b in zip(p, importer_dir):
                if a != b:
                    break
                n += 1
            return n
        return max(found, key=lambda p: (shared(p), -len(p), p))

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*" or not (imp.name or imp.alias):   # an #include; `using namespace util;` (the linker)
            return None
        return Binding(imp.alias or imp.name, imp.module.replace("::", "."), imp.name)
