"""Java module resolution.

Forms handled:
  a folder of .java files is a package; its name is its path below a source root. A package is found by
  the path suffix of its dotted name (a.b.c -> any folder ending in a/b/c), so Maven/Gradle layouts
  (m/src/main/java, m/src/test/java), plain src/ trees and multi-module builds need no configuration;
  among several folders with that suffix, the importer's own module (the part before its source root) wins,
  then main over test sources, then the shortest path
  src/main/java/a/b and src/test/java/a/b of one module are one package (tests see package-private classes),
  and so is src/main/java-templates/a/b (Maven's templating plugin: sources generated into the main ones), and
  src/main/java11/a/b (a multi-release jar's sources for Java 11+, compiled into the same package)
  import a.b.C / import static a.b.C.f     member path "C" / "C.f" of package a.b (the longest package prefix);
                                            the import's file edge goes to the class's file a/b/C.java
  import a.b.*                              star import of package a.b
  import static a.b.C.*                     star import of the members of class C (star_class)
  anything not in the repository (java.*, libraries)                          external
"""
from __future__ import annotations

import re

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, parent_dir

# the source root part of a folder: "m/src/main/java/" in "m/src/main/java/a/b"; also a root of sources a build
# plugin generates from (Maven's templating plugin: "m/src/main/java-templates/"), compiled with the main sources,
# and a multi-release jar's versioned roots ("m/src/main/java11/", "m/src/test/java9/"), compiled into the same
# packages as their main (test) sources
_NS = "java-namespace:"   # the key of a namespace (com, com.acme) reached by a fully qualified name
_SOURCE_ROOT = re.compile(r"^(.*?/)?src/[\w.-]+/(?:java|kotlin)\d*(?:-[\w-]+)?/")


class JavaResolver(ModuleResolver):
    imports_unexported = True    # `import a.b.C.Inner` of a package-private C (in a.b itself)

    def __init__(self, root: str, paths: set[str], configs: list[str]) -> None:
        super().__init__(root, paths, configs)
        by_dir: dict[str, list[str]] = {}
        for p in sorted(paths):
            by_dir.setdefault(parent_dir(p), []).append(p)
        self.by_key: dict[str, list[str]] = {}       # package key -> files
        self.key_of_dir: dict[str, str] = {}
        self.by_suffix: dict[str, list[str]] = {}    # "a/b" -> package keys whose package path ends so
        for d in sorted(by_dir):
            key = self._key_of(d)
            self.key_of_dir[d] = key
            self.by_key.setdefault(key, []).extend(by_dir[d])
        for key in sorted(self.by_key):
            parts = key.rstrip("/").split("/")
            for i in range(len(parts)):
                self.by_suffix.setdefault("/".join(parts[i:]), []).append(key)
        self._cache: dict[tuple[str, str], str | None] = {}
        # fully qualified names (`com.acme.a.Repo r`): the dotted names of the packages under a source root, the
        # namespaces above them (com, com.acme) and the first segments, bound in every file (javac: a name that is
        # no variable or type is a package)
        self.dotted: set[str] = set()
        self.namespaces: set[str] = set()
        for key in self.by_key:
            m = _SOURCE_ROOT.match(key)
            dotted = key[m.end():].rstrip("/").replace("/", ".") if m else ""
            if dotted:
                self.dotted.add(dotted)
                parts = dotted.split(".")
                self.namespaces.update(".".join(parts[:i]) for i in range(1, len(parts)))
        self.roots = sorted({d.split(".")[0] for d in self.dotted})

    @staticmethod
    def _key_of(folder: str) -> str:
        """src/main/java/a/b and src/test/java/a/b of one module share the key "<module>src/main/java/a/b/"."""
        m = _SOURCE_ROOT.match(folder + "/")
        if m:
            return f"{m.group(1) or ''}src/main/java/{folder[m.end():]}".rstrip("/") + "/"
        return folder + "/"

    def resolve(self, importer: str, specifier: str) -> str | None:
        if specifier.startswith(_NS):
            return self._namespace(self._module_of(importer), specifier[len(_NS):])
        cache_key = (self._module_of(importer), specifier)
        if cache_key not in self._cache:
            self._cache[cache_key] = self._resolve(cache_key[0], specifier)
        return self._cache[cache_key]

    @staticmethod
    def _module_of(path: str) -> str:
        m = _SOURCE_ROOT.match(path)
        return (m.group(1) or "") if m else ""

    def _resolve(self, module: str, specifier: str) -> str | None:
        if not specifier or specifier.startswith("."):
            return None
        package, member = self._split(specifier)
        if not package:
            return None
        candidates = self.by_suffix[package.replace(".", "/")]
        suffix_len = len(package) + 1
        # the importer's module first, then the shortest prefix (the repository's top-level tree)
        key = min(candidates, key=lambda k: (not k.startswith(module) if module else False,
                                             len(k) - suffix_len, k))
        if not member:
            return key
        # a class of the package (import a.b.C, import static a.b.C.f): the file declaring it
        first = member.split(".")[0]
        for ext in (".java", ".kt"):
            wanted = "/" + first + ext
            found = next((f for f in self.by_key[key] if f.endswith(wanted) or f == wanted[1:]), None)
            if found is not None:
                return found
        return key   # a Kotlin top-level declaration, or a class in a file of another name: its package

    def _split(self, dotted: str) -> tuple[str, str]:
        """"a.b.C.Inner" -> ("a.b", "C.Inner"): the longest prefix that is a package of the repository."""
        parts = dotted.split(".")
        for i in range(len(parts), 0, -1):
            if "/".join(parts[:i]) in self.by_suffix:
                return ".".join(parts[:i]), ".".join(parts[i:])
        return "", dotted

    def _namespace(self, module: str, dotted: str) -> str | None:
        """The key of a package named in full (its files), or of a namespace above packages, else None."""
        if dotted in self.dotted:
            return self._resolve(module, dotted)
        if dotted in self.namespaces:
            return f"{_NS}{module}|{dotted}"
        return None

    def implicit_bindings(self, path: str) -> list[Binding]:
        return [Binding(r, _NS + r, None) for r in self.roots]

    def submodule(self, key: str, name: str) -> str | None:
        if not key.startswith(_NS):
            # a package with classes of its own is a namespace too: org.jsoup's subpackage nodes (`org.jsoup.nodes.X`)
            m = _SOURCE_ROOT.match(key) if key in self.by_key else None
            dotted = key[m.end():].rstrip("/").replace("/", ".") if m else ""
            return self._namespace(m.group(1) or "", f"{dotted}.{name}") if dotted else None
        module, _, dotted = key[len(_NS):].partition("|")
        return self._namespace(module, f"{dotted}.{name}")

    def owns(self, key: str) -> bool:
        return key.startswith(_NS)

    def star_class(self, specifier: str) -> str | None:
        return self._split(specifier)[1] or None

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        package, member = self._split(imp.module)
        local = imp.alias or imp.module.rsplit(".", 1)[-1]
        if not package or not member:     # outside the repository: java.util.List -> external java.util:List
            head, _, last = imp.module.rpartition(".")
            return Binding(local, head, last)
        return Binding(local, package, member)

    def package_of(self, path: str) -> str | None:
        return self.key_of_dir.get(parent_dir(path))

    def module_files(self, key: str) -> tuple[str, ...]:
        return tuple(self.by_key.get(key, ()))
