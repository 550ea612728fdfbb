"""Java module resolution.

Forms handled:
  a folder of .java files is a package; its name is its path below a source root. A file whose folder does not
  end in the path of the package it declares (FileTable.package, as the map recorded its `package a.b;`: sources
  directly under a module folder, a plain tree not laid out by package) is placed by its declaration, in the
  package "<its source root, else its folder>/a/b/". A package is found by
  the path suffix of its dotted name (a.b.c -> any folder ending in a/b/c), so Maven/Gradle layouts
  (m/src/main/java, m/src/test/java), plain src/ trees and multi-module builds need no configuration;
  among several folders with that suffix, the importer's own module (the part before its source root) wins,
  then main over test sources, then the shortest path
  one package in several source roots (a module's package continued in another module: zxing's android/src and
  android-core/src/main/java both declare com.google.zxing.client.android.camera) is one package: each root's
  files see the others' classes (as javac does with both on its path), their own root's first
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
    reads_tables = True          # FileTable.package: a file's declared package

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict) -> None:
        super().__init__(root, paths, configs)
        self.by_key: dict[str, list[str]] = {}       # package key -> files
        self.key_of_path: dict[str, str] = {}
        self.by_suffix: dict[str, list[str]] = {}    # "a/b" -> package keys whose package path ends so
        declared_of: dict[str, str] = {}             # package key -> the package its files declare
        placed: dict[tuple[str, str], str] = {}      # (folder, declared package) -> key
        for p in sorted(paths, key=lambda p: (parent_dir(p), p)):   # a folder's files together, in order
            t = tables.get(p)
            declared = t.package if t is not None else ""
            where = (parent_dir(p), declared)
            key = placed.get(where)
            if key is None:
                key = placed[where] = self._place(*where)
            self.key_of_path[p] = key
            self.by_key.setdefault(key, []).append(p)
            if declared:
                declared_of.setdefault(key, declared)
        for key in sorted(self.by_key):
            # a package's path ends within its source root: the root's own folders name no package (okio's
            # build-support/src/main/kotlin/, whose files declare none, is no package `java` for `import java.io.X`)
            m = _SOURCE_ROOT.match(key)
            parts = (key[m.end():] if m else key).rstrip("/").split("/")
            for i in range(len(parts) if parts != [""] else 0):
                self.by_suffix.setdefault("/".join(parts[i:]), []).append(key)
        self._cache: dict[tuple[str, str], str | None] = {}
        # fully qualified names (`com.acme.a.Repo r`): the dotted names of the packages under a source root, the
        # namespaces above them (com, com.acme) and the first segments, bound in every file (javac: a name that is
        # no variable or type is a package)
        self.dotted: set[str] = set()
        self.namespaces: set[str] = set()
        self.dotted_of: dict[str, str] = {}          # package key -> its package's dotted name, where known
        same: dict[str, list[str]] = {}              # dotted name -> the keys of that package
        for key in sorted(self.by_key):
            m = _SOURCE_ROOT.match(key)
            dotted = declared_of.get(key) or (key[m.end():].rstrip("/").replace("/", ".") if m else "")
            if dotted:
                self.dotted_of[key] = dotted
                same.setdefault(dotted, []).append(key)
                self.dotted.add(dotted)
                parts = dotted.split(".")
                self.namespaces.update(".".join(parts[:i]) for i in range(1, len(parts)))
        self.roots = sorted({d.split(".")[0] for d in self.dotted})
        # a package's files: its key's, then those of the same package in other source roots (shortest key first)
        self._files: dict[str, tuple[str, ...]] = {}
        for key, files in self.by_key.items():
            others = sorted((k for k in same.get(self.dotted_of.get(key, ""), ()) if k != key),
                            key=lambda k: (len(k), k))
            self._files[key] = tuple(files) + tuple(f for k in others for f in self.by_key[k])

    def _place(self, folder: str, declared: str) -> str:
        """The package key of the files of `folder` declaring package `declared`: the folder's (_key_of) where its
        path ends in the package's, else the package's path below the folder's source root (or the folder)."""
        package = declared.replace(".", "/")
        if not declared or folder == package or folder.endswith("/" + package):
            return self._key_of(folder)
        m = _SOURCE_ROOT.match(folder + "/")
        base = m.group(0).rstrip("/") if m else folder
        return self._key_of(f"{base}/{package}" if base else package)

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
        # the folders whose files declare that package, where some do (okio's Gradle module folder `okio/`, holding
        # only build.gradle.kts, is no package okio beside okio/src/commonMain/kotlin/okio/)
        candidates = [k for k in candidates if self.dotted_of.get(k) == package] or candidates
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
            found = next((f for f in self._files[key] if f.endswith(wanted) or f == wanted[1:]), None)
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
            dotted = self.dotted_of.get(key, "") if key in self.by_key else ""
            return self._namespace(self._module_of(key), f"{dotted}.{name}") if dotted else None
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
        if ".Companion." in f".{member}.":
            # Kotlin `import okio.Path.Companion.toPath`: a companion object's members are its class's (the map
            # reads `companion object {..}` as the class's body)
            member = ".".join(part for part in member.split(".") if part != "Companion")
        if not package or not member:     # outside the repository: java.util.List -> external java.util:List
            head, _, last = imp.module.rpartition(".")
            return Binding(local, head, last)
        return Binding(local, package, member)

    def package_of(self, path: str) -> str | None:
        return self.key_of_path.get(path)

    def module_files(self, key: str) -> tuple[str, ...]:
        return self._files.get(key, ())
