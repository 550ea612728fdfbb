"""One table over every supported language: a fixture file (in a fixture repo under tests/fixtures/) and the
definitions and entity edges (docs/entity-edges.md) that indexing it must yield, one of them through the
language's import form. Adding a language to the registry without a row here fails."""
from __future__ import annotations

import ast
import tokenize

import pytest

from fastindex.exports.entity_edges import entity_edges
from fastindex.languages import LANGUAGES
from fastindex.map import extract
from fastindex.reduce import link

# language -> (fixture repo, file, {(kind, qualname)} defined in the file, {(src qualname, dst "path::qualname")})
TABLE = {
    "python": ("py_basic", "app/models.py", {("class", "Repo"), ("method", "Repo.get")},
               {("Repo.get", "app/base.py::Base.save")}),
    "typescript": ("ts_basic", "src/models/repo.ts", {("class", "Repo"), ("method", "Repo.get")},
                   {("Repo.get", "src/models/base.ts::BaseRepo.log")}),
    "tsx": ("ts_basic", "src/components/App.tsx", {("function", "App")},
            {("App", "src/components/Button.tsx::Button"), ("App", "src/service.ts::Service.run")}),
    "javascript": ("ts_basic", "src/legacy/run.js", {("function", "run")},
                   {("run", "src/legacy/helpers.js::slugify")}),
    "go": ("go_mods", "svc/api/api.go", {("class", "Handler"), ("method", "Handler.Show"), ("function", "New")},
           {("New", "svc/store/memory.go::NewMemory"), ("Handler.Show", "lib/text/text.go::Slug")}),
    "java": ("java_maven", "core/src/main/java/com/acme/core/Repo.java",
             {("class", "Repo"), ("method", "Repo.find"), ("class", "Repo.Cache"), ("method", "Repo.Repo")},
             {("Repo.save", "core/src/main/java/com/acme/util/Strings.java::Strings.slug"),
              ("Repo.find", "core/src/main/java/com/acme/core/BaseRepo.java::BaseRepo.first")}),
    "rust": ("rs_workspace", "crates/core/src/store/memory.rs",
             {("class", "Memory"), ("method", "Memory.new"), ("method", "Memory.get")},
             {("Memory.add", "crates/core/src/util.rs::slug"), ("Memory", "crates/core/src/store/mod.rs::Store")}),
    "c": ("c_include", "src/main.c", {("function", "main")},
          {("main", "include/geo/point.h::point_dist"), ("main", "include/geo/point.h::point")}),
    "cpp": ("cpp_classes", "src/main.cpp", {("function", "main")},
            {("main", "src/shape.hpp::geo.Circle.area"), ("main", "src/shape.hpp::geo.Shape.twice")}),
    "csharp": ("cs_namespaces", "App/Program.cs", {("class", "Program"), ("method", "Program.Main")},
               {("Program.Main", "Store/Repo.cs::Repo.Find"), ("Program.Run", "Store/Repo.cs::IRepo.Find")}),
    "kotlin": ("kt_gradle", "src/main/kotlin/com/acme/app/Main.kt", {("function", "main")},
               {("main", "src/main/kotlin/com/acme/store/Repo.kt::defaultRepo"),
                ("main", "src/main/java/com/acme/store/Item.java::Item.touch")}),
    "ruby": ("rb_require", "lib/shop/cart.rb", {("class", "Shop.Cart"), ("method", "Shop.Cart.add")},
             {("Shop.Cart.add", "lib/shop/item.rb::Item"), ("Shop.Cart.add", "lib/shop/cart.rb::Shop.Cart.total")}),
    "php": ("php_psr4", "src/Http/Controller.php", {("class", "Controller"), ("method", "Controller.store")},
            {("Controller.store", "src/Models/User.php::User.save"),
             ("Controller.check", "src/Http/Controller.php::helper")}),
}


def test_every_registered_language_has_a_row():
    assert set(TABLE) == {spec.name for spec in LANGUAGES}


@pytest.mark.parametrize("language", sorted(TABLE))
def test_language_yields_its_definitions_and_edges(language, fixture_snapshots):
    case, path, defs, edges = TABLE[language]
    snap = fixture_snapshots[case]
    table = next(f for f in snap.files if f.path == path)
    assert table.language == language and table.error == ""
    got = {(d.kind, d.qualname) for d in table.definitions}
    assert defs <= got, f"missing definitions {defs - got}"
    all_edges = {(sq, f"{dp}::{dq}") for sp, sq, dp, dq in entity_edges(snap) if sp == path}
    assert edges <= all_edges, f"missing edges {edges - all_edges}"


def test_polyglot_tree_is_one_run_and_one_graph(fixture_snapshots):
    """Python, TypeScript, Go, Java and Rust side by side in one repository: each resolves in its own module
    system, in one snapshot."""
    snap = fixture_snapshots["polyglot"]
    assert {f.language for f in snap.files} == {"python", "typescript", "go", "java", "rust"}
    edges = {(f"{sp}::{sq}", f"{dp}::{dq}") for sp, sq, dp, dq in entity_edges(snap)}
    assert {("tools/report/summary.py::summarize", "tools/report/format.py::line"),
            ("web/src/main.ts::render", "web/src/api.ts::fetchUsers"),
            ("services/api/main.go::main", "services/api/handlers/users.go::Users.List"),
            ("services/api/handlers/users.go::Users", "services/api/handlers/users.go::Lister"),
            ("services/worker/src/main/java/com/acme/worker/Job.java::Job.run",
             "services/worker/src/main/java/com/acme/worker/Job.java::Step.apply"),
            ("libs/core/src/lib.rs::shout", "libs/core/src/text.rs::upper")} <= edges


# Words of one language's syntax that the shared map and link once named, now fields of the languages' specs
# (LanguageSpec.super_names, none_types, type_assertion, ...): no string literal of theirs may be one again.
MOVED_WORDS = {"super", "None", "null", "undefined", "Optional[", "typing.Optional[", "TypeVar", "Generic[",
               "Protocol[", "typing.Generic[", "typing.Protocol[", "typeof ", ".(", "shorthand_property_identifier",
               "pair", "property_identifier", b"global", b"nonlocal"}


def _string_literals(path) -> set:
    out = set()
    with open(path, encoding="utf-8") as f:
        for tok in tokenize.generate_tokens(f.readline):
            if tok.type == tokenize.STRING:
                try:
                    out.add(ast.literal_eval(tok.string))
                except ValueError:   # an f-string
                    continue
    return out


@pytest.mark.parametrize("module", [extract, link], ids=["map/extract.py", "reduce/link.py"])
def test_shared_code_names_no_language_word(module):
    assert not _string_literals(module.__file__) & MOVED_WORDS


def test_python_platform_branches_blanked_keep_offsets_and_parse():
    """languages.python.static: a body the platform decides is blanked in place (offsets and lines kept, a `0`
    for its first statement), nested and one-line bodies too; a `for`'s `else`, and a file without such a
    condition, untouched."""
    from fastindex.languages.python.static import rewrite
    src = ("import os, sys\nif sys.platform == 'win32':\n    import msvcrt  # caf\u00e9\n    if os.name == 'nt':\n"
           "        x = 1\n    y = 2\nelif os.name == 'posix':\n    import termios\nelse:\n    z = 3\n"
           "if os.name == 'nt': import winreg\nfor a in b:\n    pass\nelse:\n    w = 4\n").encode()
    out = rewrite(src)
    assert len(out) == len(src) and out.count(b"\n") == src.count(b"\n")
    ast.parse(out)
    text = out.decode()
    assert "msvcrt" not in text and "x = 1" not in text and "y = 2" not in text and "z = 3" not in text
    assert "winreg" not in text and "import termios" in text and "w = 4" in text
    plain = b"import sys\nif sys.version_info >= (3, 11):\n    import tomllib\n"
    assert rewrite(plain) is plain
    # a comment after the colon, a body indented with tabs (mcp's, cpuinfo's): still a body, still parses
    for body in (b"def f():\n    if sys.platform == 'win32':  # pragma: no cover\n        x = 1\n    return 2\n",
                 b"def f():\n\tif sys.platform == 'win32':\n\t\tx = 1\n\treturn 2\n"):
        out = rewrite(b"import sys\n" + body)
        ast.parse(out)
        assert b"x = 1" not in out and b"return 2" in out


def test_no_language_spec_field_is_declared_twice():
    """A field declared again further down LanguageSpec's body silently replaces the first (its type and default):
    Kotlin's `literal_types` once took the name of Python's, and Python's frozenset met a dict's `.get`."""
    import ast
    from pathlib import Path

    import fastindex.languages.spec as spec_module
    tree = ast.parse(Path(spec_module.__file__).read_text(encoding="utf-8"))
    body = next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == "LanguageSpec").body
    names = [n.target.id for n in body if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)]
    assert len(names) == len(set(names)), sorted({n for n in names if names.count(n) > 1})
