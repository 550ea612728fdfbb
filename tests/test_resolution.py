"""Resolution, one behaviour per test, on the fixture repos (tests/fixtures/<case>/).

Each test checks specific entity edges (docs/entity-edges.md) are present and wrong ones absent.
Tests marked xfail(strict=True) document resolution bugs: the expected edge is the correct one.
"""
from __future__ import annotations

import pytest

from fastindex.exports.entity_edges import entity_edges
from fastindex.exports.text import node_label


@pytest.fixture(scope="module")
def edges(fixture_snapshots):
    cache = {}

    def get(case: str) -> set[tuple[str, str, str, str]]:
        if case not in cache:
            cache[case] = set(entity_edges(fixture_snapshots[case]))
        return cache[case]
    return get


@pytest.fixture(scope="module")
def graph_edges(fixture_snapshots):
    """(kind, src label, dst label) of every graph edge, labels as in the golden dump."""
    def get(case: str) -> set[tuple[str, str, str]]:
        snap = fixture_snapshots[case]
        nodes = snap.nodes
        return {(e[2], node_label(nodes[e[0]]), node_label(nodes[e[1]])) for e in snap.edges}
    return get


def E(src: str, dst: str) -> tuple[str, str, str, str]:
    """"a/b.py::C.m" -> ("a/b.py", "C.m")"""
    sp, sq = src.split("::")
    dp, dq = dst.split("::")
    return sp, sq, dp, dq


def sources_of(edge_set, dst: str) -> set[str]:
    dp, dq = dst.split("::")
    return {f"{s}::{q}" for s, q, p, d in edge_set if (p, d) == (dp, dq)}


def unresolved(snap, path: str) -> set[tuple[str, str, str]]:
    """(name, receiver, reason) of the unresolved sites in one file."""
    return {(u[2], u[3], u[6]) for u in snap.unresolved if u[0] == path}


# ---- Python: py_basic -------------------------------------------------------------------------------

def test_py_relative_from_import_of_function(edges):
    assert E("app/service.py::build", "app/models.py::make_item") in edges("py_basic")


def test_py_from_dot_import_module_then_attribute_call(edges):
    # `from . import util` then `util.slugify(...)`
    assert E("app/service.py::paths", "app/util.py::slugify") in edges("py_basic")


def test_py_import_dotted_module_as_alias(edges):
    # `import app.base as b` then `b.Base.table`
    e = edges("py_basic")
    assert E("app/service.py::base_table", "app/base.py::Base") in e
    assert E("app/service.py::base_table", "app/base.py::Base.table") in e


def test_py_class_inheritance_across_files(edges):
    e = edges("py_basic")
    assert E("app/models.py::Repo", "app/base.py::Auditable") in e
    assert E("app/base.py::Auditable", "app/base.py::Base") in e


def test_py_self_call_into_base_class_in_other_file(edges):
    # Repo(Auditable(Base)): self.save() in Repo.get is Base.save, two classes up, in base.py
    e = edges("py_basic")
    assert E("app/models.py::Repo.get", "app/base.py::Base.save") in e
    assert not any(s == "app/models.py" and q == "Repo.get" and d == "Auditable.audit" for s, q, _, d in e)


def test_py_self_call_within_class(edges):
    assert E("app/models.py::Repo.get", "app/models.py::Repo.lookup") in edges("py_basic")


def test_py_typed_parameter_receiver(edges):
    # def handle(repo: Repo): repo.get(...)
    e = edges("py_basic")
    assert E("app/service.py::handle", "app/models.py::Repo.get") in e
    assert E("app/service.py::handle", "app/models.py::Repo") in e   # the annotation


def test_py_constructed_variable_receiver(edges):
    # x = Repo(); x.lookup(...)
    e = edges("py_basic")
    assert E("app/service.py::build", "app/models.py::Repo") in e
    assert E("app/service.py::build", "app/models.py::Repo.lookup") in e


def test_py_method_on_a_constructor_call_result(edges):
    # Service(Repo()).fetch(...)
    assert E("scripts/run.py::main", "app/service.py::Service.fetch") in edges("py_basic")


def test_py_return_annotation_types_the_receiver(edges):
    # item = make_item("n")  (-> Item); item.label()
    assert E("app/service.py::build", "app/models.py::Item.label") in edges("py_basic")


def test_py_constructor_call_links_init(graph_edges):
    # Item(name) runs Item.__init__ (the edge kind for that link is "calls" or "instantiates")
    kinds = {k for k, s, d in graph_edges("py_basic")
             if (s, d) == ("app/models.py::make_item", "app/models.py::Item.__init__")}
    assert kinds & {"calls", "instantiates"}


def test_py_decorator_resolved_through_star_import(edges):
    assert E("app/service.py::Service.slug", "app/util.py::cached") in edges("py_basic")


def test_py_star_import_honours_dunder_all(edges, fixture_snapshots):
    e = edges("py_basic")
    assert E("scripts/run.py::main", "app/util.py::slugify") in e
    # `unlisted` is public but not in util.__all__: `from app.util import *` does not bring it
    assert E("scripts/run.py::main", "app/util.py::unlisted") not in e
    assert ("unlisted", "", "unknown") in unresolved(fixture_snapshots["py_basic"], "scripts/run.py")


def test_py_import_from_package_init_reexport(edges):
    # `from app import Repo, Service` where app/__init__.py imports them from submodules
    e = edges("py_basic")
    assert E("scripts/run.py::main", "app/models.py::Repo") in e
    assert E("scripts/run.py::main", "app/service.py::Service") in e
    assert not any(d == "app/__init__.py" for _, _, d, _ in e)


def test_py_parameter_shadows_imported_name(edges):
    # def shadowed(Repo): Repo.get(...) -- Repo is the parameter, not the imported class
    e = edges("py_basic")
    assert E("app/service.py::shadowed", "app/models.py::Repo") not in e
    assert E("app/service.py::shadowed", "app/models.py::Repo.get") not in e


def test_py_module_level_call_has_module_source(edges):
    assert E("scripts/run.py::<module>", "scripts/run.py::main") in edges("py_basic")


def test_py_relative_imports_become_file_import_edges(graph_edges):
    g = graph_edges("py_basic")
    assert ("imports", "app/service.py", "app/util.py") in g          # from . import util
    assert ("imports", "app/service.py", "app/base.py") in g          # import app.base as b
    assert ("imports", "app/models.py", "app/base.py") in g           # from .base import Auditable
    assert ("imports", "app/util.py", "external:functools") in g


def test_py_self_attribute_assigned_from_typed_parameter(edges):
    assert E("app/service.py::Service.fetch", "app/models.py::Repo.get") in edges("py_basic")


# ---- TypeScript / JavaScript: ts_basic ---------------------------------------------------------------

def test_ts_relative_import_with_index_probing(graph_edges):
    # import {...} from "./models" -> src/models/index.ts
    assert ("imports", "src/service.ts", "src/models/index.ts") in graph_edges("ts_basic")


def test_ts_relative_import_js_extension_maps_to_ts(graph_edges):
    # import * as util from "./util.js" -> src/util.ts
    assert ("imports", "src/service.ts", "src/util.ts") in graph_edges("ts_basic")


def test_ts_barrel_export_star_followed_to_definition(edges):
    e = edges("ts_basic")
    assert E("src/service.ts::Service.fromFactory", "src/models/repo.ts::makeRepo") in e
    assert E("src/service.ts::Service.fresh", "src/models/repo.ts::Repo") in e


def test_ts_barrel_export_as_alias(edges):
    # export { BaseRepo as Base } from "./base"; new Base()
    assert E("src/service.ts::Service.base", "src/models/base.ts::BaseRepo") in edges("ts_basic")


def test_ts_default_export_imported_under_another_name(edges):
    # import makeLogger from "./logger" where logger has `export default function createLogger`
    assert E("src/service.ts::Service.log", "src/logger.ts::createLogger") in edges("ts_basic")


def test_ts_namespace_import_member_access(edges):
    e = edges("ts_basic")
    assert E("src/service.ts::Service.run", "src/util.ts::slug") in e
    assert E("src/service.ts::Service.run", "src/util.ts::VERSION") in e


def test_ts_class_extends_across_files(edges):
    assert E("src/models/repo.ts::Repo", "src/models/base.ts::BaseRepo") in edges("ts_basic")


def test_ts_class_implements_interface_across_files(edges, graph_edges):
    assert E("src/models/repo.ts::Repo", "src/models/getter.ts::Getter") in edges("ts_basic")
    assert ("implements", "src/models/repo.ts::Repo", "src/models/getter.ts::Getter") in graph_edges("ts_basic")


def test_ts_this_call_into_base_class_in_other_file(edges):
    e = edges("ts_basic")
    assert E("src/models/repo.ts::Repo.get", "src/models/base.ts::BaseRepo.log") in e
    assert E("src/models/repo.ts::Repo.get", "src/models/repo.ts::Repo.find") in e


def test_ts_constructor_parameter_property_receiver(edges):
    # constructor(private repo: Repo) {}  ...  this.repo.get(id)
    e = edges("ts_basic")
    assert E("src/service.ts::Service.run", "src/models/repo.ts::Repo.get") in e
    assert E("src/service.ts::Service.run", "src/models/getter.ts::Getter.get") not in e


def test_ts_function_return_type_types_the_receiver(edges):
    # const r = makeRepo();  (): Repo ;  r.get("y")
    assert E("src/service.ts::Service.fromFactory", "src/models/repo.ts::Repo.get") in edges("ts_basic")


def test_ts_method_call_on_new_expression(edges):
    assert E("src/service.ts::Service.fresh", "src/models/repo.ts::Repo.find") in edges("ts_basic")


def test_tsx_component_used_as_jsx_element(edges):
    e = edges("ts_basic")
    assert E("src/components/App.tsx::App", "src/components/Button.tsx::Button") in e
    assert E("src/components/App.tsx::App", "src/service.ts::Service.run") in e


def test_js_destructured_require(edges):
    assert E("src/legacy/run.js::run", "src/legacy/helpers.js::slugify") in edges("ts_basic")


def test_js_require_namespace_member_call(edges):
    # const helpers = require("./helpers.js"); helpers.unused()
    assert E("src/legacy/run.js::run", "src/legacy/helpers.js::unused") in edges("ts_basic")


def test_js_module_exports_marks_exports(fixture_snapshots):
    files = {f.path: f for f in fixture_snapshots["ts_basic"].files}
    helpers = files["src/legacy/helpers.js"]
    assert {(x.name, x.alias) for x in helpers.exports} == {("slugify", "slugify"), ("unused", "unused")}
    run = files["src/legacy/run.js"]
    # `module.exports = run`: form "module" (the module itself; also its default export, docs/snapshot-format.md)
    assert [(x.name, x.alias, x.form) for x in run.exports] == [("run", "default", "module")]


# ---- tsconfig paths ----------------------------------------------------------------------------------

def test_tsconfig_paths_wildcard_alias_to_folder_index(graph_edges, edges):
    # "@app/*": ["src/app/*"]; import from "@app/core" -> src/app/core/index.ts -> ./config
    assert ("imports", "src/main.ts", "src/app/core/index.ts") in graph_edges("tsconfig_paths")
    e = edges("tsconfig_paths")
    assert E("src/main.ts::main", "src/app/core/config.ts::loadConfig") in e
    assert E("src/main.ts::main", "src/app/core/config.ts::Config") in e


def test_tsconfig_paths_wildcard_alias_to_file(graph_edges):
    assert ("imports", "src/main.ts", "src/app/core/config.ts") in graph_edges("tsconfig_paths")


def test_tsconfig_paths_exact_alias(edges):
    # "@lib": ["src/lib/index.ts"]
    assert E("src/main.ts::main", "src/lib/index.ts::format") in edges("tsconfig_paths")


def test_tsconfig_base_url_bare_specifier(edges):
    # baseUrl "."; import from "src/lib/strings"
    assert E("src/main.ts::main", "src/lib/strings.ts::pad") in edges("tsconfig_paths")


def test_tsconfig_node_builtin_stays_external(graph_edges, fixture_snapshots):
    assert ("imports", "src/main.ts", "external:fs") in graph_edges("tsconfig_paths")
    assert ("readFileSync", "", "external") in unresolved(fixture_snapshots["tsconfig_paths"], "src/main.ts")


# ---- workspaces --------------------------------------------------------------------------------------

def test_workspace_package_exports_types_condition(edges):
    # "exports": {".": {"types": "./src/index.ts", ...}}
    e = edges("workspace")
    assert E("packages/app/src/main.ts::main", "packages/util/src/index.ts::sum") in e
    assert E("packages/app/src/main.ts::main", "packages/util/src/index.ts::Counter") in e


def test_workspace_package_reexport_in_entry(edges):
    assert E("packages/app/src/main.ts::main", "packages/util/src/strings.ts::capitalize") in edges("workspace")


def test_workspace_package_subpath_export(edges, graph_edges):
    # "exports": {"./strings": "./src/strings.ts"}
    assert E("packages/app/src/main.ts::main", "packages/util/src/strings.ts::reverse") in edges("workspace")
    assert ("imports", "packages/app/src/main.ts", "packages/util/src/strings.ts") in graph_edges("workspace")


def test_workspace_package_main_in_dist_maps_to_src(edges):
    # "main": "dist/index.js" with only src/index.ts present
    assert E("packages/app/src/greet.ts::Greeter.greet",
             "packages/legacy/src/index.ts::legacyGreeting") in edges("workspace")


def test_workspace_aliased_import_base_class_method(edges):
    # import { Counter as Tally } from "@org/util"; class Greeter extends Tally { ... this.increment() }
    e = edges("workspace")
    assert E("packages/app/src/greet.ts::Greeter", "packages/util/src/index.ts::Counter") in e
    assert E("packages/app/src/greet.ts::Greeter.greet", "packages/util/src/index.ts::Counter.increment") in e


def test_workspace_constructed_instance_method(edges):
    assert E("packages/app/src/main.ts::main", "packages/util/src/index.ts::Counter.increment") in edges("workspace")


def test_workspace_unknown_package_stays_external(graph_edges, fixture_snapshots):
    assert ("imports", "packages/app/src/main.ts", "external:lodash/debounce") in graph_edges("workspace")
    assert ("debounce", "", "external") in unresolved(fixture_snapshots["workspace"], "packages/app/src/main.ts")


# ---- Python: py_more -------------------------------------------------------------------------------------

def test_py_super_call_into_base_class_in_other_package(edges):
    e = edges("py_more")
    assert E("plugins/audio.py::AudioPlugin.setup", "core/base.py::Plugin.setup") in e
    assert E("plugins/audio.py::AudioPlugin", "core/base.py::Plugin") in e


def test_py_import_dotted_module_then_full_attribute_path(edges):
    # import core.sub.tools; core.sub.tools.tool_helper()
    assert E("plugins/audio.py::AudioPlugin.setup", "core/sub/tools.py::tool_helper") in edges("py_more")


def test_py_nested_class_through_outer_class(edges):
    # Plugin.Meta().describe()
    e = edges("py_more")
    assert E("plugins/audio.py::AudioPlugin.meta", "core/base.py::Plugin.Meta") in e
    assert E("plugins/audio.py::AudioPlugin.meta", "core/base.py::Plugin.Meta.describe") in e
    assert E("core/base.py::Plugin.Meta.describe", "core/base.py::Plugin.Meta.ordering") in e


def test_py_cls_receiver_in_classmethod(edges):
    e = edges("py_more")
    assert E("core/base.py::Plugin.create", "core/base.py::Plugin.register") in e
    assert E("core/base.py::Plugin.register", "core/base.py::Plugin.registry") in e


def test_py_two_dot_relative_import(edges, graph_edges):
    # from ..base import Plugin  (in core/sub/tools.py)
    assert E("core/sub/tools.py::tool_helper", "core/base.py::Plugin") in edges("py_more")
    assert ("imports", "core/sub/tools.py", "core/base.py") in graph_edges("py_more")


def test_py_import_inside_a_function(edges):
    # def spin(self): from . import wheel; return wheel.turn()
    assert E("core/sub/tools.py::Cycle.spin", "core/sub/wheel.py::turn") in edges("py_more")


def test_py_circular_imports_resolve(edges):
    assert E("core/sub/wheel.py::turn", "core/sub/tools.py::Cycle") in edges("py_more")


def test_py_optional_return_annotation_types_the_receiver(edges):
    # def find(name) -> Optional[Plugin]; plugin = find(name); plugin.setup()
    e = edges("py_more")
    assert E("plugins/audio.py::load", "core/base.py::find") in e
    assert E("plugins/audio.py::load", "core/base.py::Plugin.setup") in e


def test_py_type_checking_import(edges):
    assert E("plugins/audio.py::load", "core/sub/wheel.py::turn") in edges("py_more")


def test_py_stdlib_names_are_not_edges(edges):
    assert not any(d.startswith("typing") or q == "Optional" for _, _, d, q in edges("py_more"))


# ---- TypeScript: ts_more ---------------------------------------------------------------------------------

def test_ts_default_exported_class_imported_by_default(edges):
    assert E("src/main.ts::main", "src/shapes.ts::Circle") in edges("ts_more")


def test_ts_super_call_into_base_class(edges):
    e = edges("ts_more")
    assert E("src/square.ts::Square.area", "src/shapes.ts::Polygon.area") in e
    assert E("src/square.ts::Square", "src/shapes.ts::Polygon") in e


def test_ts_this_call_to_abstract_method(edges):
    assert E("src/shapes.ts::Polygon.area", "src/shapes.ts::Polygon.sides") in edges("ts_more")


def test_ts_interface_typed_parameter_receiver(edges):
    # function measure(shape: Shape) { return shape.area(); }
    e = edges("ts_more")
    assert E("src/main.ts::measure", "src/shapes.ts::Shape.area") in e
    assert E("src/main.ts::measure", "src/shapes.ts::Shape") in e


def test_ts_export_star_cycle_terminates_and_resolves(edges):
    e = edges("ts_more")
    assert E("src/main.ts::main", "src/cycle_a.ts::fromA") in e
    assert E("src/main.ts::main", "src/cycle_b.ts::fromB") in e


def test_ts_import_equals_require(edges):
    assert E("src/main.ts::main", "src/legacy.ts::old") in edges("ts_more")


def test_ts_reexport_named_from_barrel_and_declared_type(edges):
    # import { Square } from "./ns" (export { Square } from "./square"); const s: Square = new Square(); s.sides()
    e = edges("ts_more")
    assert E("src/main.ts::main", "src/square.ts::Square") in e
    assert E("src/main.ts::main", "src/square.ts::Square.sides") in e


def test_ts_optional_chaining_on_a_call_result(edges):
    # maybe()?.area() with maybe(): Square | undefined
    assert E("src/main.ts::main", "src/square.ts::Square.area") in edges("ts_more")


def test_ts_namespace_reexport(edges):
    # export * as geometry from "./shapes"; geometry.Kind.Circle
    assert E("src/main.ts::main", "src/shapes.ts::Kind") in edges("ts_more")


def test_ts_enum_members_are_not_entities(edges):
    assert not any(d.startswith("Kind.") for _, _, _, d in edges("ts_more"))


def test_py_local_lambda_shadows_imported_function(edges):
    e = edges("py_more")
    assert E("core/usage.py::shadowed_helper", "core/base.py::find") not in e
    assert E("core/usage.py::unshadowed", "core/base.py::find") in e


def test_py_for_loop_variable_typed_from_iterable_annotation(edges):
    assert E("core/usage.py::setup_all", "core/base.py::Plugin.setup") in edges("py_more")


def test_py_call_through_module_level_class_alias(edges):
    e = edges("py_more")
    assert E("core/usage.py::via_alias", "core/usage.py::PluginAlias") in e
    assert E("core/usage.py::via_alias", "core/base.py::Plugin.setup") in e


def test_ts_method_on_result_of_arrow_function_with_return_type(edges):
    e = edges("ts_more")
    assert E("src/usage.ts::useArrowFactory", "src/usage.ts::makeSquare") in e
    assert E("src/usage.ts::useArrowFactory", "src/square.ts::Square.sides") in e


def test_ts_awaited_promise_return_type(edges):
    assert E("src/usage.ts::useAwaited", "src/square.ts::Square.sides") in edges("ts_more")


def test_ts_for_of_variable_typed_from_array_annotation(edges):
    assert E("src/usage.ts::useLoop", "src/square.ts::Square.sides") in edges("ts_more")
