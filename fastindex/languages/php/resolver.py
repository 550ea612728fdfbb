"""PHP `use` resolution.

Forms handled:
  use A\\B\\C;            the file C.php declaring namespace A\\B, else the file A/B/C.php, else the file whose
                          path ends with the longest suffix of A/B/C.php (PSR-4: namespace prefixes map to
                          folders such as src/ or app/), C of that file
  use A\\B\\{C, D as E};  the same for each member of the group
  use function A\\B\\f;   (a function or constant: no file of its name) f among the files of the namespace A\\B's
                          folder (`use function App\\Lib\\helper;` with src/Lib/functions.php; the linker, where
                          the file is not found: LanguageSpec.namespace_paths), else among the files declaring
                          the namespace (src/helpers.php's `namespace App;`); also a group member
  \\A\\B\\C::m(), new A\\B\\C, extends \\A\\B\\C   a namespace path in code is read as an import of it would be
                          (the linker: LanguageSpec.namespace_paths)
  classes of the same namespace   visible without `use`: the files declaring the namespace (`namespace A\\B;`,
                          FileTable.package) form its package whatever their folders (composer's PSR-4 maps
                          Illuminate\\Support to Support/ and Collections/ alike); the files declaring none form the
                          global namespace, whose functions every namespace falls back to
  require / include       not followed (paths are expressions)
"""
from __future__ import annotations

from ...map.table import Import
from ...reduce.modules import Binding, ModuleResolver, parent_dir


class UseResolver(ModuleResolver):
    implicit_exports = True
    exports_imports = False      # `use Illuminate\Support\Stringable;` in types/Support/Stringable.php is its own
    reads_tables = True          # FileTable.package: a file's declared namespace

    def __init__(self, root: str, paths: set[str], configs: list[str], tables: dict) -> None:
        super().__init__(root, paths, configs)
        self.by_name: dict[str, list[str]] = {}
        self.by_dir: dict[str, list[str]] = {}
        self.namespace_of: dict[str, str] = {}
        self.by_namespace: dict[str, list[str]] = {}
        for p in sorted(paths):
            self.by_name.setdefault(p.rsplit("/", 1)[-1], []).append(p)
            self.by_dir.setdefault(parent_dir(p), []).append(p)
            ns = t.package if (t := tables.get(p)) is not None else ""
            self.namespace_of[p] = ns   # "": the global namespace
            self.by_namespace.setdefault("ns:" + ns, []).append(p)
        self._cache: dict[str, str | None] = {}

    def resolve(self, importer: str, specifier: str) -> str | None:
        if specifier not in self._cache:
            self._cache[specifier] = self._resolve(specifier)
        return self._cache[specifier]

    def _resolve(self, specifier: str) -> str | None:
        parts = [p for p in specifier.replace("\\", "/").split("/") if p]
        if not parts:
            return None
        # the file of that name that declares the namespace (PSR-4, whatever folder composer maps it to:
        # Illuminate\Support\Arr is src/Illuminate/Collections/Arr.php, not types/Support/Arr.php); a file that
        # declares another namespace holds no such class (`use Exception;` is PHP's own, not a Renderer\Exception;
        # a name relative to the current namespace, `use Concerns\InteractsWithIO;` in a class, ends its namespace)
        ns = "\\".join(parts[:-1])
        candidates = [c for c in self.by_name.get(parts[-1] + ".php", ())
                      if (declared := self.namespace_of.get(c, "")) in ("", ns) or
                      (ns and declared.endswith("\\" + ns))]
        found = [c for c in candidates if ns and self.namespace_of.get(c) == ns]
        if found:
            return min(found, key=lambda c: (len(c), c))
        for i in range(len(parts)):        # the longest suffix of the namespace path that is a file path
            tail = "/".join(parts[i:]) + ".php"
            found = [c for c in candidates if c == tail or c.endswith("/" + tail)]
            if found:
                return min(found, key=lambda c: (len(c), c))
        whole = "\\".join(parts)
        if "ns:" + whole in self.by_namespace:
            # a namespace the files declare: all of them, whatever their folders (`use function
            # Illuminate\Support\enum_value;` of src/Illuminate/Collections/functions.php, not Support/; `use function
            # App\helper;` of src/helpers.php, the PSR-4 root src/ named by no part of the namespace)
            return "ns:" + whole
        for i in range(len(parts)):        # a namespace: the folder with the longest suffix of its path
            tail = "/".join(parts[i:])
            # whose files declare that namespace (`\Symfony\Component\Console\Input\InputOption` is no class of
            # composer's src/Console/Input/, whose files declare Composer\Console\Input; nor is Orchestra\Testbench\
            # Factories\UserFactory one of laravel's types/../Factories/, whose files declare none: the global
            # namespace's classes are never named with a namespace)
            found = [d for d in self.by_dir if (d == tail or d.endswith("/" + tail)) and
                     any(self.namespace_of.get(f, "") == whole for f in self.by_dir[d])]
            if found:
                return min(found, key=lambda d: (len(d), d)) + "/"
        return None

    def package_of(self, path: str) -> str | None:
        ns = self.namespace_of.get(path)   # the declared namespace's files see each other's classes
        return None if ns is None else "ns:" + ns

    def outer_packages(self, path: str) -> tuple[str, ...]:
        # an unqualified function or constant a namespace does not declare is the global namespace's (composer's
        # `files` helpers: `value()`, `data_get()` of src/Illuminate/Collections/helpers.php, which declares none)
        return ("ns:",) if self.namespace_of.get(path) and "ns:" in self.by_namespace else ()

    def module_files(self, key: str) -> tuple[str, ...]:
        if key.startswith("ns:"):
            return tuple(self.by_namespace.get(key, ()))
        return tuple(self.by_dir.get(key[:-1], ())) if key.endswith("/") else ()

    def binding(self, imp: Import, importer: str = "") -> Binding | None:
        if imp.name == "*":
            return None
        full = f"{imp.module}\\{imp.name}" if imp.name else imp.module
        last = full.rsplit("\\", 1)[-1]
        if "ns:" + full.lstrip("\\") in self.by_namespace and \
                (self.resolve(importer, full) or "").startswith("ns:"):
            # `use Doctrine\ORM\Mapping as ORM;` (no class Mapping): the namespace, `#[ORM\Column]` its Column
            return Binding(imp.alias or last, full, None)
        return Binding(imp.alias or last, full, last)
