"""Rust resolution, one behaviour per test: the rs_workspace fixture (a Cargo workspace of a library crate and
a binary crate with a bin/ target) and inline cases."""
from __future__ import annotations

import pytest
from test_resolution_inline import E, edges_of

from fastindex.exports.entity_edges import entity_edges

CORE = "crates/core/src"
APP = "crates/app/src"


@pytest.fixture(scope="module")
def rs(fixture_snapshots):
    return set(entity_edges(fixture_snapshots["rs_workspace"]))


def test_rust_workspace_crate_by_package_name_through_pub_use_chain(rs):
    # acme-core's lib.rs `pub use store::Memory`, store/mod.rs `pub use memory::Memory`
    assert E(f"{APP}/main.rs::main", f"{CORE}/store/memory.rs::Memory.new") in rs


def test_rust_use_rename_and_type_method_call(rs):
    assert E(f"{APP}/main.rs::main", f"{CORE}/store/item.rs::Item.new") in rs


def test_rust_method_call_on_typed_local(rs):
    assert E(f"{APP}/main.rs::main", f"{CORE}/store/memory.rs::Memory.add") in rs


def test_rust_trait_default_method_through_trait_impl(rs):
    assert E(f"{APP}/main.rs::main", f"{CORE}/store/mod.rs::Store.count") in rs


def test_rust_trait_impls_are_implements_edges_and_supertraits_inherit(rs):
    assert E(f"{CORE}/store/memory.rs::Memory", f"{CORE}/store/mod.rs::Store") in rs
    assert E(f"{CORE}/store/memory.rs::Memory", f"{CORE}/store/mod.rs::Clear") in rs
    assert E(f"{CORE}/store/mod.rs::Clear", f"{CORE}/store/mod.rs::Store") in rs


def test_rust_mod_tree_and_super_path(rs):
    assert E(f"{APP}/main.rs::main", f"{APP}/cli.rs::run") in rs
    assert E(f"{APP}/cli.rs::run", f"{APP}/main.rs::helper") in rs


def test_rust_crate_path_use_and_absolute_crate_path_in_a_bin_target(rs):
    assert E(f"{CORE}/store/memory.rs::Memory.add", f"{CORE}/util.rs::slug") in rs
    assert E(f"{APP}/bin/tool.rs::main", f"{CORE}/util.rs::slug") in rs


def test_rust_parameter_typed_by_a_crate_path(rs):
    assert E(f"{APP}/cli.rs::run", f"{CORE}/store/memory.rs::Memory.get") in rs


def test_rust_for_loop_over_a_borrowed_vec_field(rs):
    assert E(f"{CORE}/store/memory.rs::Memory.get", f"{CORE}/store/item.rs::Item.touch") in rs


def test_rust_path_attribute_module_is_left_unresolved_and_reported(fixture_snapshots):
    snap = fixture_snapshots["rs_workspace"]
    nodes = snap.nodes
    externals = {nodes[d].get("name") for s, d, kind, *_ in snap.edges
                 if kind == "imports" and nodes[s].get("path") == f"{CORE}/lib.rs"}
    assert '"compat/legacy.rs"' in externals


def test_rust_super_path_in_a_method_is_the_parent_module(tmp_path):
    """`super::` is the parent module in a method too (clap's `-> &super::ValueParser`, `super::ValueParser::
    string()`): it was read as the type's bases, Java's `super`, and left such calls unresolved."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod builder;
// --- path: src/builder/mod.rs ---
pub mod arg;
pub struct Parser { pub n: u32 }
impl Parser {
    pub fn string() -> Parser { Parser { n: 0 } }
    pub fn kind(&self) -> u32 { self.n }
}
pub fn helper() -> u32 { 1 }
// --- path: src/builder/arg.rs ---
pub struct Arg { n: u32 }
impl Arg {
    pub fn parser(&self) -> super::Parser {
        super::helper();
        super::Parser::string()
    }
    pub fn kind(&self) -> u32 { self.parser().kind() }
}
""")
    assert E("src/builder/arg.rs::Arg.parser", "src/builder/mod.rs::helper") in edges
    assert E("src/builder/arg.rs::Arg.parser", "src/builder/mod.rs::Parser.string") in edges
    assert E("src/builder/arg.rs::Arg.kind", "src/builder/mod.rs::Parser.kind") in edges


def test_rust_glob_import_and_self_in_use_list(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod shapes;
pub mod draw;
// --- path: src/shapes/mod.rs ---
pub mod circle;
pub fn area() -> f64 { 0.0 }
// --- path: src/shapes/circle.rs ---
pub struct Circle { pub r: f64 }
impl Circle { pub fn grow(&mut self) {} }
// --- path: src/draw.rs ---
use crate::shapes::circle::*;
use crate::shapes::{self};

pub fn draw(c: &mut Circle) {
    c.grow();
    shapes::area();
}
""")
    assert E("src/draw.rs::draw", "src/shapes/circle.rs::Circle.grow") in edges
    assert E("src/draw.rs::draw", "src/shapes/mod.rs::area") in edges


def test_rust_self_return_type_and_self_path(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Builder { n: u32 }
impl Builder {
    pub fn new() -> Self { Self::with(0) }
    pub fn with(n: u32) -> Self { Builder { n } }
    pub fn build(&self) -> u32 { self.n }
}
pub fn make() -> u32 { Builder::new().build() }
""")
    assert E("src/lib.rs::make", "src/lib.rs::Builder.build") in edges
    assert E("src/lib.rs::Builder.new", "src/lib.rs::Builder.with") in edges


def test_rust_call_of_a_name_that_is_both_field_and_method_is_the_method(tmp_path):
    from conftest import index_snapshot, write
    repo = tmp_path / "repo"
    write(repo, "Cargo.toml", '[package]\nname = "m"\n')
    write(repo, "src/lib.rs", """pub struct Core { pos: usize }
impl Core {
    pub fn pos(&self) -> usize { self.pos }
    pub fn step(&self) -> usize { self.pos() + 1 }
}
""")
    _, snap = index_snapshot(repo, tmp_path / "s.fidx")
    nodes = snap.nodes
    called = {nodes[d]["kind"] for s, d, kind, *_ in snap.edges
              if kind == "calls" and nodes[s].get("qualname") == "Core.step"}
    assert called == {"method"}


def test_rust_if_let_match_and_iter_bindings_are_typed(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Item { n: u32 }
impl Item { pub fn touch(&self) {} pub fn peek(&self) {} pub fn walk(&self) {} }
pub struct Store { items: Vec<Item> }
impl Store {
    pub fn get(&self, i: usize) -> Option<&Item> { self.items.get(i) }
}
pub fn use_it(s: &Store) {
    if let Some(it) = s.get(0) { it.touch(); }
    match s.get(1) { Some(x) => x.peek(), None => {} }
    for y in s.items.iter() { y.walk(); }
}
""")
    assert E("src/lib.rs::use_it", "src/lib.rs::Item.touch") in edges
    assert E("src/lib.rs::use_it", "src/lib.rs::Item.peek") in edges
    assert E("src/lib.rs::use_it", "src/lib.rs::Item.walk") in edges


def test_rust_impl_block_in_another_module_than_its_type(tmp_path):
    # `impl Index` in src/ops.rs, `struct Index` in src/model.rs: the methods are Index's members, so a call
    # on a value typed Index finds them; inside the impl, `self` and `Self` are Index
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod model;
pub mod ops;
pub mod app;
// --- path: src/model.rs ---
pub struct Index { pub len: usize }
impl Index { pub fn empty() -> Index { Index { len: 0 } } }
// --- path: src/ops.rs ---
use crate::model::Index;
impl Index {
    pub fn grow(&mut self) { self.len += 1; self.check(); }
    pub fn check(&self) -> bool { self.len > 0 }
    pub fn fresh() -> Self { Self::empty() }
}
// --- path: src/app.rs ---
use crate::model::Index;
pub fn run(ix: &mut Index) -> bool { ix.grow(); Index::fresh().check() }
""")
    assert E("src/app.rs::run", "src/ops.rs::Index.grow") in edges
    assert E("src/app.rs::run", "src/ops.rs::Index.fresh") in edges
    assert E("src/app.rs::run", "src/ops.rs::Index.check") in edges
    assert E("src/ops.rs::Index.grow", "src/ops.rs::Index.check") in edges
    assert E("src/ops.rs::Index.grow", "src/model.rs::Index.len") in edges
    assert E("src/ops.rs::Index.fresh", "src/model.rs::Index.empty") in edges


def test_rust_impl_in_another_module_attaches_to_the_type_its_scope_names(tmp_path):
    # two crates' types share the name Config: `impl Config` attaches to the one the impl's file imports
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
pub mod ext;
pub fn run(c: a::Config, d: b::Config) { c.verbose(); d.verbose(); }
// --- path: src/a.rs ---
pub struct Config;
// --- path: src/b.rs ---
pub struct Config;
impl Config { pub fn verbose(&self) {} }
// --- path: src/ext.rs ---
use crate::a::Config;
impl Config { pub fn verbose(&self) {} }
""")
    assert E("src/lib.rs::run", "src/ext.rs::Config.verbose") in edges
    assert E("src/lib.rs::run", "src/b.rs::Config.verbose") in edges


def test_rust_builder_chain_through_a_method_named_like_a_field(tmp_path):
    # `t.line_number(true).check()`: line_number is a field and a method of Tester; a call is the method,
    # whose result types the rest of the chain
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Tester { line_number: bool }
impl Tester {
    pub fn new() -> Tester { Tester { line_number: false } }
    pub fn line_number(&mut self, yes: bool) -> &mut Tester { self.line_number = yes; self }
    pub fn check(&self) {}
}
pub fn run() {
    Tester::new()
        .line_number(true)
        .check();
}
""")
    assert E("src/lib.rs::run", "src/lib.rs::Tester.line_number") in edges
    assert E("src/lib.rs::run", "src/lib.rs::Tester.check") in edges


def test_rust_calls_inside_macro_arguments(tmp_path):
    # macro arguments are token trees, not expressions: f(..), T::f(..), x.m(..), x.f(..).m(..), self.field
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Ig { on: bool }
pub struct M;
impl M { pub fn is_ignore(&self) -> bool { true } }
impl Ig {
    pub fn new() -> Ig { Ig { on: true } }
    pub fn matched(&self, p: &str) -> M { M }
    pub fn check(&self) { assert!(self.on); }
}
pub fn helper(x: u32) -> u32 { x }
pub fn t() {
    let ig = Ig::new();
    assert!(ig.matched("foo").is_ignore());
    assert_eq!(helper(1), 1, "{}", Ig::new().on);
}
""")
    assert E("src/lib.rs::t", "src/lib.rs::Ig.matched") in edges
    assert E("src/lib.rs::t", "src/lib.rs::M.is_ignore") in edges
    assert E("src/lib.rs::t", "src/lib.rs::helper") in edges
    assert E("src/lib.rs::t", "src/lib.rs::Ig.new") in edges
    assert E("src/lib.rs::Ig.check", "src/lib.rs::Ig.on") in edges


def test_rust_value_typed_by_a_bounded_type_parameter_has_the_bound_members(tmp_path):
    # `<M: Matcher>` and `where M: Matcher`: m.find() is Matcher's method
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub trait Matcher { fn find(&self) -> u32; fn is_match(&self) -> bool { true } }
pub fn generic<M: Matcher>(m: M) -> u32 { m.find() }
pub fn generic_where<M>(m: &M) -> bool where M: Matcher { m.is_match() }
""")
    assert E("src/lib.rs::generic", "src/lib.rs::Matcher.find") in edges
    assert E("src/lib.rs::generic_where", "src/lib.rs::Matcher.is_match") in edges


def test_rust_unwrap_and_expect_give_the_wrapped_value(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Re;
pub struct Err;
impl Re {
    pub fn new(p: &str) -> Result<Re, Err> { Ok(Re) }
    pub fn find(&self) -> u32 { 1 }
    pub fn check(&self) -> bool { true }
}
pub fn run() -> u32 { let m = Re::new("a").unwrap(); m.check(); Re::new("b").expect("valid").find() }
""")
    assert E("src/lib.rs::run", "src/lib.rs::Re.check") in edges
    assert E("src/lib.rs::run", "src/lib.rs::Re.find") in edges


def test_rust_variant_paths_in_or_patterns_and_match_arm_values(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub enum Kind { A, B, C }
pub const LIMIT: usize = 3;
pub struct Limits;
impl Limits { pub const MAX: usize = 9; }
pub fn f(k: Kind) -> usize { match k { Kind::A | Kind::B => Limits::MAX, Kind::C => 0 } }
""")
    assert E("src/lib.rs::f", "src/lib.rs::Limits.MAX") in edges
    assert E("src/lib.rs::f", "src/lib.rs::Kind") in edges


def test_rust_facade_crate_pub_extern_crate_as_reexports_a_workspace_crate(tmp_path):
    # ripgrep's `grep` crate: `pub extern crate grep_printer as printer;`, used as grep::printer::Standard::new()
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[workspace]
members = ["crates/*"]
// --- path: crates/printer/Cargo.toml ---
[package]
name = "grep-printer"
// --- path: crates/printer/src/lib.rs ---
pub struct Standard;
impl Standard { pub fn new() -> Standard { Standard } pub fn flush(&self) {} }
// --- path: crates/grep/Cargo.toml ---
[package]
name = "grep"
// --- path: crates/grep/src/lib.rs ---
pub extern crate grep_printer as printer;
// --- path: crates/app/Cargo.toml ---
[package]
name = "app"
// --- path: crates/app/src/main.rs ---
use grep::printer::Standard;
fn main() { grep::printer::Standard::new().flush(); let s: Standard = Standard::new(); s.flush(); }
""")
    assert E("crates/app/src/main.rs::main", "crates/printer/src/lib.rs::Standard.new") in edges
    assert E("crates/app/src/main.rs::main", "crates/printer/src/lib.rs::Standard.flush") in edges
    assert E("crates/app/src/main.rs::main", "crates/printer/src/lib.rs::Standard") in edges


def test_rust_use_of_an_item_in_an_inline_module_of_another_file(tmp_path):
    # ripgrep's ignore crate: lib.rs `mod tests { pub struct TempDir; }`, dir.rs `use crate::{tests::TempDir}`
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod dir;
#[cfg(test)]
mod tests {
    pub struct TempDir(u32);
    impl TempDir { pub fn new() -> TempDir { TempDir(0) } pub fn path(&self) -> u32 { self.0 } }
}
// --- path: src/dir.rs ---
#[cfg(test)]
mod tests {
    use crate::{tests::TempDir};
    fn tmpdir() -> TempDir { TempDir::new() }
    fn explicit() { let td = tmpdir(); td.path(); }
}
""")
    assert E("src/dir.rs::tests.tmpdir", "src/lib.rs::tests.TempDir.new") in edges
    assert E("src/dir.rs::tests.explicit", "src/lib.rs::tests.TempDir.path") in edges


def test_rust_let_shadowing_the_function_that_initialises_it(tmp_path):
    # `let ov = ov(&[..]);`: the initialiser calls the function ov, the binding shadows it afterwards
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Override;
impl Override { pub fn matched(&self) -> bool { true } }
fn ov(globs: &[&str]) -> Override { Override }
fn gitignore() { let ov = ov(&["/foo"]); ov.matched(); }
fn stats() -> Override { Override }
pub struct HiArgs { stats: Override }
impl HiArgs {
    fn from_low_args() -> HiArgs { let stats = stats(); stats.matched(); HiArgs { stats } }
}
""")
    assert E("src/lib.rs::gitignore", "src/lib.rs::ov") in edges
    assert E("src/lib.rs::gitignore", "src/lib.rs::Override.matched") in edges
    # in a method, the function around the impl, not the type's same-named field
    assert E("src/lib.rs::HiArgs.from_low_args", "src/lib.rs::stats") in edges
    assert E("src/lib.rs::HiArgs.from_low_args", "src/lib.rs::Override.matched") in edges


def test_rust_derived_default_constructs_the_type(tmp_path):
    # `#[derive(Default)]`: no `default` definition in the repo, `T::default()` is still a T
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
#[derive(Default)]
pub struct PartialErrorBuilder(Vec<u32>);
impl PartialErrorBuilder { pub fn push(&mut self, e: u32) { self.0.push(e); } pub fn is_empty(&self) -> bool { true } }
fn collect() {
    let mut errs = PartialErrorBuilder::default();
    errs.push(1);
    PartialErrorBuilder::default().is_empty();
}
""")
    assert E("src/lib.rs::collect", "src/lib.rs::PartialErrorBuilder.push") in edges
    assert E("src/lib.rs::collect", "src/lib.rs::PartialErrorBuilder.is_empty") in edges


def test_rust_trait_impl_in_another_module_than_its_type_is_made_by_the_type(tmp_path):
    # `impl Show for Index` in src/ops.rs, Index in src/model.rs: the implements edge comes from Index (not
    # from ops.rs's module), and Show's default methods are Index's members
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod model;
pub mod ops;
pub trait Show { fn show(&self) -> u32; fn twice(&self) -> u32 { 2 * self.show() } }
pub fn run(ix: model::Index) -> u32 { ix.twice() }
// --- path: src/model.rs ---
pub struct Index { pub len: usize }
pub struct Wrap<T>(T);
// --- path: src/ops.rs ---
use crate::model::{Index, Wrap};
use crate::Show;
impl Show for Index {
    fn show(&self) -> u32 { self.len as u32 }
}
impl<T> Show
    for Wrap<T> { fn show(&self) -> u32 { 0 } }
""")
    assert E("src/model.rs::Index", "src/lib.rs::Show") in edges
    assert E("src/model.rs::Wrap", "src/lib.rs::Show") in edges
    assert E("src/ops.rs::<module>", "src/lib.rs::Show") not in edges
    assert E("src/lib.rs::run", "src/lib.rs::Show.twice") in edges


def test_rust_use_lists_nested_two_and_three_deep(tmp_path):
    # `use crate::{searcher::{Config, core::Core}}` (ripgrep's searcher/glue.rs) and a third level
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod searcher;
pub mod glue;
// --- path: src/searcher/mod.rs ---
pub mod core;
pub struct Config;
// --- path: src/searcher/core/mod.rs ---
pub mod pos;
pub struct Core;
impl Core { pub fn step(&self) -> usize { 1 } }
// --- path: src/searcher/core/pos.rs ---
pub fn origin() -> usize { 0 }
// --- path: src/glue.rs ---
use crate::{
    searcher::{Config, core::{Core as C, pos::origin}},
};
pub struct SliceByLine { core: C, cfg: Config }
impl SliceByLine { pub fn run(&self) -> usize { self.core.step() + origin() } }
""")
    assert E("src/glue.rs::SliceByLine.core", "src/searcher/core/mod.rs::Core") in edges
    assert E("src/glue.rs::SliceByLine.run", "src/searcher/core/mod.rs::Core.step") in edges
    assert E("src/glue.rs::SliceByLine.run", "src/searcher/core/pos.rs::origin") in edges


def test_rust_macro_arguments_with_call_results_indexes_and_field_paths(tmp_path):
    # assert!(matchedf(&m).is_ignore()), assert_eq!(x, args.mode), args.ctx.get_limited(), ms[0].is_ignore()
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct M { pub mode: u32, pub ctx: Ctx }
pub struct Ctx;
impl Ctx { pub fn get_limited(&self) -> u32 { 1 } }
impl M { pub fn is_ignore(&self) -> bool { true } pub fn is_none(&self) -> bool { true } }
fn matchedf(m: &M) -> M { M { mode: 1, ctx: Ctx } }
fn t(args: M, ms: Vec<M>) {
    assert!(matchedf(&args).is_ignore());
    assert_eq!(1, args.mode);
    assert_eq!(1, args.ctx.get_limited());
    assert!(ms[0].is_none());
}
""")
    assert E("src/lib.rs::t", "src/lib.rs::M.is_ignore") in edges
    assert E("src/lib.rs::t", "src/lib.rs::M.mode") in edges
    assert E("src/lib.rs::t", "src/lib.rs::M.ctx") in edges
    assert E("src/lib.rs::t", "src/lib.rs::Ctx.get_limited") in edges
    assert E("src/lib.rs::t", "src/lib.rs::M.is_none") in edges


def test_rust_enum_variant_pattern_binds_the_variant_field_type(tmp_path):
    # `Literal(ref s) => s.is_match()` (ripgrep's globset strategies), `if let Some(E::V(x)) = ..`
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct LiteralStrategy;
impl LiteralStrategy { pub fn is_match(&self) -> bool { true } }
pub struct Ext;
impl Ext { pub fn matches_all(&self) -> bool { true } }
pub enum Strategy { Literal(LiteralStrategy), Extension(Ext, u32) }
fn is_match(st: &Strategy) -> bool {
    match *st {
        Strategy::Literal(ref s) => s.is_match(),
        Strategy::Extension(ref mut e, _) => e.matches_all(),
    }
}
fn first(x: Option<Strategy>) -> bool { if let Some(Strategy::Literal(l)) = x { l.is_match() } else { false } }
""")
    assert E("src/lib.rs::is_match", "src/lib.rs::LiteralStrategy.is_match") in edges
    assert E("src/lib.rs::is_match", "src/lib.rs::Ext.matches_all") in edges
    assert E("src/lib.rs::first", "src/lib.rs::LiteralStrategy.is_match") in edges


def test_rust_for_over_a_static_slice_of_trait_objects_through_iterator_adaptors(tmp_path):
    # ripgrep's `static FLAGS: &[&dyn Flag]`; `for &flag in FLAGS.iter()`, `.iter().rev().filter(..)`
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub trait Flag { fn name_long(&self) -> &str; fn is_switch(&self) -> bool; }
pub static FLAGS: &[&dyn Flag] = &[];
fn g() {
    for &flag in FLAGS.iter() { flag.name_long(); }
    for flag in FLAGS.iter().rev().filter(|f| f.is_switch()) { flag.name_long(); }
}
""")
    assert E("src/lib.rs::g", "src/lib.rs::Flag.name_long") in edges


def test_rust_field_typed_by_a_struct_parameter_bounded_on_the_impl(tmp_path):
    # `struct Core<M> { matcher: M }` + `impl<M: Matcher> Core<M>`: self.matcher.find() is Matcher's method
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub trait Matcher { fn find(&self) -> u32; }
pub trait Sink { fn finish(&mut self); }
pub struct Core<'s, M: 's, S> { matcher: M, sink: S, config: &'s u32 }
impl<'s, M: Matcher, S: Sink> Core<'s, M, S> {
    pub fn run(&mut self) -> u32 { self.sink.finish(); self.matcher.find() }
}
""")
    assert E("src/lib.rs::Core.run", "src/lib.rs::Matcher.find") in edges
    assert E("src/lib.rs::Core.run", "src/lib.rs::Sink.finish") in edges


def test_rust_closure_parameter_of_an_iterator_or_option_method_holds_an_element(tmp_path):
    # `self.file_type().map(|ft| ft.is_dir())` (Option: its value), `gs.iter().filter(|g| ..)`, `.map(|&g| ..)`
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct FileType;
impl FileType { pub fn is_dir(&self) -> bool { true } }
pub struct Glob { pub name: u32 }
impl Glob { pub fn is_whitelist(&self) -> bool { true } }
pub struct DirEntry;
impl DirEntry {
    pub fn file_type(&self) -> Option<FileType> { None }
    pub fn is_dir(&self) -> bool { self.file_type().map(|ft| ft.is_dir()).unwrap_or(false) }
}
fn globs(mut gs: Vec<Glob>) -> usize {
    let n = gs.iter().filter(|g| g.is_whitelist()).count();
    gs.retain(|g| g.is_whitelist());
    gs.sort_by(|a, b| a.name.cmp(&b.name));
    gs.iter().map(|&g| g.name).count() + n
}
fn sorted(mut defs: Vec<FileType>) { defs.sort_by(|_a, b| b.is_dir().cmp(&true)); }
""")
    assert E("src/lib.rs::DirEntry.is_dir", "src/lib.rs::FileType.is_dir") in edges
    assert E("src/lib.rs::globs", "src/lib.rs::Glob.is_whitelist") in edges
    assert E("src/lib.rs::globs", "src/lib.rs::Glob.name") in edges
    assert E("src/lib.rs::sorted", "src/lib.rs::FileType.is_dir") in edges   # the second parameter of sort_by


def test_rust_each_match_arm_binds_its_own_variable(tmp_path):
    # every arm binds `s` to another strategy type: s.is_match() is a different method in each arm
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Lit;
impl Lit { pub fn is_match(&self) -> bool { true } }
pub struct SuffixStrategy;
impl SuffixStrategy { pub fn is_match(&self) -> bool { false } }
pub enum Strategy { Literal(Lit), Suffix(SuffixStrategy) }
impl Strategy {
    fn is_match(&self) -> bool {
        use self::Strategy::*;
        match *self {
            Literal(ref s) => s.is_match(),
            Suffix(ref s) => s.is_match(),
        }
    }
}
""")
    assert E("src/lib.rs::Strategy.is_match", "src/lib.rs::Lit.is_match") in edges
    assert E("src/lib.rs::Strategy.is_match", "src/lib.rs::SuffixStrategy.is_match") in edges


def test_rust_a_type_in_an_enum_variant_is_not_the_same_named_variant(tmp_path):
    # `enum Message { Begin(Begin) }`: the field type is the struct Begin
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Begin { pub path: u32 }
impl Begin { pub fn path(&self) -> u32 { self.path } }
pub enum Message { Begin(Begin), End }
fn path_of(m: Message) -> u32 { match m { Message::Begin(b) => b.path(), Message::End => 0 } }
""")
    assert E("src/lib.rs::Message", "src/lib.rs::Begin") in edges
    assert E("src/lib.rs::path_of", "src/lib.rs::Begin.path") in edges


def test_rust_blanket_impl_for_a_reference_or_box_calls_through_self(tmp_path):
    # `impl<M: Matcher> Matcher for &M { fn find(&self) { (*self).find() } }` (ripgrep's grep-matcher)
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub trait Matcher { fn find(&self) -> u32; fn capture_count(&self) -> usize { 0 } }
impl<'a, M: Matcher> Matcher for &'a M {
    fn capture_count(&self) -> usize { (*self).capture_count() }
}
impl<M: Matcher + ?Sized> Matcher for Box<M> {
    fn find(&self) -> u32 { (**self).find() }
}
""")
    assert E("src/lib.rs::capture_count", "src/lib.rs::Matcher.capture_count") in edges
    assert E("src/lib.rs::Box.find", "src/lib.rs::Matcher.find") in edges


def test_rust_type_in_a_module_qualified_call_path(tmp_path):
    """`s::Repo::new()` and `crate::a::s::Repo::new()` name the type Repo as well as its `new` (rustc resolves
    every path segment; the synthetic monorepo's rs.via_module_qualified / rs.via_inline_path edges)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
// --- path: src/a/mod.rs ---
pub mod s;
// --- path: src/a/s.rs ---
pub struct Repo { pub count: usize }
impl Repo {
    pub fn new() -> Self { Self { count: 0 } }
    pub fn get(&self) -> usize { self.count }
}
// --- path: src/b.rs ---
use crate::a::s;
pub fn qualified() -> usize {
    let r = s::Repo::new();
    r.get()
}
pub fn inline() -> usize {
    crate::a::s::Repo::new().get()
}
""")
    for fn in ("qualified", "inline"):
        assert E(f"src/b.rs::{fn}", "src/a/s.rs::Repo") in edges
        assert E(f"src/b.rs::{fn}", "src/a/s.rs::Repo.new") in edges
        assert E(f"src/b.rs::{fn}", "src/a/s.rs::Repo.get") in edges


def test_rust_enum_variant_value_has_the_enum_type(tmp_path):
    """`let m = Mode::On; m.rank()`: a unit variant is a value of its enum, so methods of the enum's impl resolve
    on it (a struct-like variant's literal, `Mode::Closed { code: 1 }`, is typed by the linker's struct-literal
    rule, not by this definition type: not covered here)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
// --- path: src/a.rs ---
pub enum Mode { On, Closed { code: usize }, Wrapped(usize) }
impl Mode {
    pub fn rank(&self) -> usize { 1 }
}
// --- path: src/b.rs ---
use crate::a::Mode;
pub fn unit() -> usize {
    let m = Mode::On;
    m.rank()
}
""")
    assert E("src/b.rs::unit", "src/a.rs::Mode.rank") in edges


def test_rust_impl_for_a_path_qualified_type(tmp_path):
    """`impl Loader for a::Repo { fn load(&self) .. }`: the methods are Repo's (`Repo.load`, as rustc names them),
    Repo implements Loader, and `r.load()` on a Repo resolves to them. (The linker finds the type by its name
    in the file's scope: here `Repo` is also imported; with only `a` imported the impl stays unlinked.)"""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod t;
pub mod u;
// --- path: src/a.rs ---
pub struct Repo { pub count: usize }
// --- path: src/t.rs ---
use crate::a;
use crate::a::Repo;
pub trait Loader {
    fn load(&self) -> usize;
}
impl Loader for a::Repo {
    fn load(&self) -> usize { self.count }
}
pub fn make() -> Repo { Repo { count: 1 } }
// --- path: src/u.rs ---
use crate::a::Repo;
use crate::t::Loader;
pub fn go(r: &Repo) -> usize {
    r.load()
}
""")
    assert E("src/a.rs::Repo", "src/t.rs::Loader") in edges
    assert E("src/t.rs::Repo.load", "src/a.rs::Repo.count") in edges
    assert E("src/u.rs::go", "src/t.rs::Repo.load") in edges


def test_rust_impl_for_a_type_imported_under_another_name(tmp_path):
    """`use crate::a::Repo as RepoRef; impl Loader for RepoRef { fn load(&self) .. }`: the methods are Repo's, named
    `Repo.load` as rustc names them (the type's own name, not the local alias), Repo implements Loader, and calls
    on a Repo resolve to them (synth's `impl Tr for XRef`: they were `RepoRef.load`, attached but misnamed)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod t;
pub mod u;
// --- path: src/a.rs ---
pub struct Repo { pub count: usize }
// --- path: src/t.rs ---
use crate::a::Repo as RepoRef;
pub trait Loader {
    fn load(&self) -> usize;
}
impl Loader for RepoRef {
    fn load(&self) -> usize { self.count }
}
impl RepoRef {
    pub fn fresh() -> Self { RepoRef { count: 0 } }
    pub fn twice(&self) -> usize { Self::fresh().load() + self.load() }
}
// --- path: src/u.rs ---
use crate::a::Repo;
use crate::t::Loader;
pub fn go(r: &Repo) -> usize {
    r.load() + Repo::fresh().twice()
}
""")
    assert E("src/a.rs::Repo", "src/t.rs::Loader") in edges
    assert E("src/t.rs::Repo.load", "src/a.rs::Repo.count") in edges
    assert E("src/u.rs::go", "src/t.rs::Repo.load") in edges
    assert E("src/u.rs::go", "src/t.rs::Repo.fresh") in edges
    assert E("src/u.rs::go", "src/t.rs::Repo.twice") in edges
    assert E("src/t.rs::Repo.twice", "src/t.rs::Repo.fresh") in edges
    assert not any(e[1].startswith("RepoRef.") or e[3].startswith("RepoRef.") for e in edges)


def test_rust_impl_for_a_path_qualified_type_whose_module_only_is_imported(tmp_path):
    """`impl Loader for crate::a::Repo` / `impl Loader for a::Repo` with only the module `a` in scope (no `use` of
    Repo): the methods are Repo's, Repo implements Loader, calls on a Repo resolve to them (the linker found the
    type by its bare name in the file's scope only, and left such an impl unlinked)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
pub mod t;
pub mod u;
// --- path: src/a.rs ---
pub struct Repo { pub count: usize }
// --- path: src/b.rs ---
pub struct Store { pub size: usize }
// --- path: src/t.rs ---
use crate::b;
pub trait Loader {
    fn load(&self) -> usize;
}
impl Loader for crate::a::Repo {
    fn load(&self) -> usize { self.count }
}
impl Loader for b::Store {
    fn load(&self) -> usize { self.size }
}
// --- path: src/u.rs ---
use crate::a::Repo;
use crate::b::Store;
use crate::t::Loader;
pub fn go(r: &Repo, s: &Store) -> usize {
    r.load() + s.load()
}
""")
    assert E("src/a.rs::Repo", "src/t.rs::Loader") in edges
    assert E("src/b.rs::Store", "src/t.rs::Loader") in edges
    assert E("src/t.rs::Repo.load", "src/a.rs::Repo.count") in edges
    assert E("src/t.rs::Store.load", "src/b.rs::Store.size") in edges
    assert E("src/u.rs::go", "src/t.rs::Repo.load") in edges
    assert E("src/u.rs::go", "src/t.rs::Store.load") in edges


def test_rust_use_list_with_a_bare_brace_group(tmp_path):
    """`use crate::{walk::DirEntry, {Error, Match as M, pathutil::strip}};` (rustfmt writes the crate root's own names
    as a bare `{..}` group, ripgrep's ignore/src/dir.rs): the names in the group are imported from the path before
    it; they were not imported at all, so every use of them was unresolved."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod dir;
pub mod pathutil;
pub enum Match { None, Ignore }
impl Match {
    pub fn is_none(&self) -> bool { true }
}
pub struct Error { pub depth: usize }
// --- path: src/pathutil.rs ---
pub fn strip() -> usize { 0 }
// --- path: src/dir.rs ---
use crate::{
    pathutil,
    {Error, Match as M, pathutil::strip},
};
pub fn check(m: M, e: &Error) -> bool {
    m.is_none() && e.depth == strip() + pathutil::strip()
}
""")
    assert E("src/dir.rs::check", "src/lib.rs::Match") in edges
    assert E("src/dir.rs::check", "src/lib.rs::Match.is_none") in edges
    assert E("src/dir.rs::check", "src/lib.rs::Error") in edges
    assert E("src/dir.rs::check", "src/lib.rs::Error.depth") in edges
    assert E("src/dir.rs::check", "src/pathutil.rs::strip") in edges


def test_rust_let_tuple_pattern_from_a_call_returning_a_tuple(tmp_path):
    """`let (ig, err) = ig0.add_child(p);` with `fn add_child(&self, ..) -> (Ignore, Option<Error>)`: ig is an Ignore
    (the tuple type's item at its place), so `ig.matched()` resolves; `let (a, b) = (x, y)` binds each its value."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Error { pub depth: usize }
pub struct Ignore { pub n: usize }
impl Ignore {
    pub fn add_child(&self, p: usize) -> (Ignore, Option<Error>) { (Ignore { n: p }, None) }
    pub fn matched(&self) -> bool { self.n > 0 }
}
pub fn check(ig0: &Ignore, e: Error) -> bool {
    let (ig, err) = ig0.add_child(1);
    let (mut other, depth) = (Ignore { n: 2 }, e);
    ig.matched() && err.is_none() && other.matched() && depth.depth > 0
}
""")
    assert E("src/lib.rs::check", "src/lib.rs::Ignore.matched") in edges
    assert E("src/lib.rs::check", "src/lib.rs::Error.depth") in edges


def test_rust_calling_a_tuple_variant_gives_its_enum(tmp_path):
    """`Error::Io(err).with_depth(d)`: calling a tuple variant constructs its enum, so the method is the enum's
    (ripgrep's ignore crate); a pattern `Error::Io(x)` still binds x to the variant's field type."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Io { pub code: usize }
pub enum Error { Io(Io), Depth { depth: usize } }
impl Error {
    pub fn with_depth(self, depth: usize) -> Error { Error::Depth { depth } }
}
pub fn wrap(e: Io) -> Error {
    Error::Io(e).with_depth(1)
}
pub fn code(e: Error) -> usize {
    match e {
        Error::Io(x) => x.code,
        _ => 0,
    }
}
""")
    assert E("src/lib.rs::wrap", "src/lib.rs::Error.with_depth") in edges
    assert E("src/lib.rs::code", "src/lib.rs::Io.code") in edges


def test_rust_let_bound_to_a_block_holds_its_tail_value(tmp_path):
    """`let stats = { let mut sink = ..; sink.stats().clone() };`: the block's value is its tail expression, so
    `stats.elapsed()` resolves (ripgrep's printer tests); a block ending in a statement gives no type."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Stats { pub n: usize }
impl Stats {
    pub fn elapsed(&self) -> usize { self.n }
}
pub struct Sink { pub stats: Stats }
impl Sink {
    pub fn stats(&self) -> &Stats { &self.stats }
}
pub fn check(sink: Sink) -> usize {
    let stats = {
        let other = 1;
        // the sink's
        sink.stats().clone()
    };
    stats.elapsed()
}
""")
    assert E("src/lib.rs::check", "src/lib.rs::Stats.elapsed") in edges


def test_rust_path_call_through_a_type_alias(tmp_path):
    """`type Range = Match;` (ripgrep's searcher) then, in a child module, `Range::new(..)` and `r.start()` on its
    result: the alias's associated functions and methods are the aliased type's (a parameter `r: Range` already
    followed it)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod matcher;
pub mod searcher;
// --- path: src/matcher.rs ---
pub struct Match { pub s: usize }
impl Match {
    pub fn new(s: usize) -> Match { Match { s } }
    pub fn zero() -> Self { Match { s: 0 } }
    pub fn start(&self) -> usize { self.s }
}
// --- path: src/searcher/mod.rs ---
use crate::matcher::Match;
mod core;
type Range = Match;
// --- path: src/searcher/core.rs ---
use crate::searcher::Range;
pub fn there() -> usize {
    let r = Range::new(1);
    let z = Range::zero();
    r.start() + z.start()
}
""")
    assert E("src/searcher/core.rs::there", "src/searcher/mod.rs::Range") in edges
    assert E("src/searcher/core.rs::there", "src/matcher.rs::Match.new") in edges
    assert E("src/searcher/core.rs::there", "src/matcher.rs::Match.zero") in edges
    assert E("src/searcher/core.rs::there", "src/matcher.rs::Match.start") in edges


def test_rust_an_impl_associated_type_is_no_entity(tmp_path):
    """`impl FromStr for Style { type Err = ColorError; .. }`: the associated type is no module-level type `Err` (it
    was one: edges to and from `Err` that name nothing of the module, as rustc's don't); module-level and inline
    module type aliases still are."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
use std::str::FromStr;
pub struct ColorError { pub n: usize }
pub struct Style { pub n: usize }
pub type Alias = Style;
pub mod inner {
    pub type Inner = crate::Style;
}
impl FromStr for Style {
    type Err = ColorError;
    fn from_str(s: &str) -> Result<Style, ColorError> {
        Err(ColorError { n: s.len() })
    }
}
pub fn make(a: Alias, b: inner::Inner) -> usize { a.n + b.n }
""")
    assert not any(e[1] == "Err" or e[3] == "Err" for e in edges)
    assert E("src/lib.rs::Style.from_str", "src/lib.rs::ColorError") in edges
    assert E("src/lib.rs::make", "src/lib.rs::Alias") in edges
    assert E("src/lib.rs::make", "src/lib.rs::inner.Inner") in edges
    assert E("src/lib.rs::inner.Inner", "src/lib.rs::Style") in edges


def test_rust_a_reference_in_an_inline_module_body_is_made_at_module_level(tmp_path):
    """`mod tests { mk!(made, class()); }`: a reference in an inline module's body outside any item is made by
    `<module>` (docs/entity-edges.md: the innermost entity, and a Rust module is none, as rustc's reference has
    it), not by `tests` (no entity: an edge from a source that does not exist); items inside keep their own."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod tests {
    pub fn class() -> usize { 1 }
    pub fn uses() -> usize { class() }
    macro_rules! mk { ($name:ident, $e:expr) => { pub fn $name() -> usize { $e } } }
    mk!(made, class());
}
""")
    assert E("src/lib.rs::<module>", "src/lib.rs::tests.class") in edges
    assert E("src/lib.rs::tests.uses", "src/lib.rs::tests.class") in edges
    assert not any(e[1] == "tests" for e in edges)


def test_rust_glob_import_of_an_enums_variants_in_a_function(tmp_path):
    """`use self::Kind::*;` in a function, then bare variants (`LineBuffered(ref w) => ..`): the function uses
    the enum (rustc: every variant path counts for its enum). The variants are no entities, so the `use` stands
    for their uses (as `Kind::A` gives its edge through the `Kind` segment); `use super::Kind::*` too."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod sub;
pub enum Kind { A, B(usize) }
pub struct S(Kind);
impl S {
    pub fn g(&self) -> usize {
        use self::Kind::*;
        match self.0 { A => 1, B(n) => n }
    }
}
// --- path: src/sub.rs ---
pub fn h(k: usize) -> bool {
    use super::Kind::*;
    let v = if k > 0 { A } else { B(k) };
    matches!(v, A)
}
""")
    assert E("src/lib.rs::S.g", "src/lib.rs::Kind") in edges
    assert E("src/sub.rs::h", "src/lib.rs::Kind") in edges


def test_rust_bounds_in_an_impl_header_are_the_self_types_references(tmp_path):
    """`impl<M: Matcher, S: Sink> Core<M, S> { .. }` and `impl<M, S> Line<M, S> where M: Matcher, S: a::Sink`: the
    bounds are references made by the impl's self type (rustc: an impl header's source is the type), not by the
    module; also when the type is in another file."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
pub trait Matcher { fn m(&self) -> usize; }
pub struct Core<M, S> { pub m: M, pub s: S }
impl<M: Matcher, S: a::Sink> Core<M, S> {
    pub fn go(&self) -> usize { self.m.m() }
}
pub struct Line<M, S> { pub m: M, pub s: S }
impl<M, S> Line<M, S>
where
    M: Matcher,
    S: a::Sink,
{
    pub fn go(&self) -> usize { self.m.m() }
}
// --- path: src/a.rs ---
pub trait Sink { fn s(&self) -> usize; }
// --- path: src/b.rs ---
use crate::{Core, Matcher};
impl<M: Matcher, S> Core<M, S> {
    pub fn other(&self) -> usize { 1 }
}
""")
    assert E("src/lib.rs::Core", "src/lib.rs::Matcher") in edges
    assert E("src/lib.rs::Core", "src/a.rs::Sink") in edges
    assert E("src/lib.rs::Line", "src/lib.rs::Matcher") in edges
    assert E("src/lib.rs::Line", "src/a.rs::Sink") in edges
    # the type in another file: left at module level (rustc's source would be Core; a member of the block is not)
    assert E("src/b.rs::Core.other", "src/lib.rs::Matcher") not in edges
    assert E("src/b.rs::<module>", "src/lib.rs::Matcher") in edges


def test_rust_a_tuple_structs_first_field(tmp_path):
    """`struct Override(Gitignore);` then `self.0.matched()`, and `struct Ignore(Arc<IgnoreInner>)` then
    `self.0.has_git`: the field `.0` holds the first field's type (a newtype's; ripgrep's ignore crate); `.0` is
    no entity (no edge of its own)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
use std::sync::Arc;
pub struct Gitignore { pub n: usize }
impl Gitignore {
    pub fn matched(&self) -> bool { self.n > 0 }
}
pub struct Override(Gitignore);
impl Override {
    pub fn matched(&self) -> bool { self.0.matched() }
}
pub struct IgnoreInner { pub has_git: bool }
pub struct Ignore(pub(crate) Arc<IgnoreInner>, usize);
impl Ignore {
    pub fn git(&self) -> bool { self.0.has_git && self.1 > 0 }
}
""")
    assert E("src/lib.rs::Override.matched", "src/lib.rs::Gitignore.matched") in edges
    assert E("src/lib.rs::Ignore.git", "src/lib.rs::IgnoreInner.has_git") in edges


def test_rust_elements_of_a_type_implementing_iterator(tmp_path):
    """`impl Iterator for Parents { fn next(&mut self) -> Option<IgnoreRef> }`: iterating a Parents (`for ig in
    self.parents()`, `self.parents().any(|ig| ..)`) gives IgnoreRefs, what its `next` returns (ripgrep's ignore)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct IgnoreRef { pub inner: usize }
impl IgnoreRef {
    pub fn path(&self) -> usize { self.inner }
}
pub struct Parents(Option<IgnoreRef>);
impl Iterator for Parents {
    type Item = IgnoreRef;
    fn next(&mut self) -> Option<IgnoreRef> { self.0.take() }
}
pub struct Ignore { pub n: usize }
impl Ignore {
    pub fn parents(&self) -> Parents { Parents(Some(IgnoreRef { inner: self.n })) }
    pub fn walk(&self) -> usize {
        let mut n = 0;
        for ig in self.parents() {
            n += ig.path();
        }
        n
    }
    pub fn any(&self) -> bool {
        self.parents().any(|ig| ig.inner > 0)
    }
}
""")
    assert E("src/lib.rs::Ignore.walk", "src/lib.rs::IgnoreRef.path") in edges
    assert E("src/lib.rs::Ignore.any", "src/lib.rs::IgnoreRef.inner") in edges


def test_rust_closure_parameter_typed_by_the_callees_fn_bound(tmp_path):
    """`find_iter(bytes, |m| m.start() > 0)` with `fn find_iter<F>(.., matched: F) where F: FnMut(Match) -> bool`
    (or `<F: FnMut(&Match) -> bool>`, a method `self.find_at(.., |m| ..)`): the closure's parameter is a Match,
    the bound's parameter at its place (ripgrep's printer and matcher)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Match { pub s: usize }
impl Match {
    pub fn start(&self) -> usize { self.s }
    pub fn end(&self) -> usize { self.s }
}
pub fn find_iter<F>(n: usize, mut matched: F) -> bool
where
    F: FnMut(Match) -> bool,
{
    matched(Match { s: n })
}
pub fn find_ref<F: FnMut(usize, &Match) -> bool>(n: usize, mut matched: F) -> bool {
    matched(n, &Match { s: n })
}
pub struct Finder { pub n: usize }
impl Finder {
    pub fn find_at<F>(&self, at: usize, mut matched: F) -> bool where F: FnMut(Match) -> bool {
        matched(Match { s: at + self.n })
    }
    pub fn go(&self) -> bool {
        self.find_at(1, |m| m.end() > 0)
    }
}
pub fn first() -> bool {
    find_iter(1, |m| m.start() > 0)
}
pub fn second() -> bool {
    find_ref(1, |i, m| m.end() > i)
}
""")
    assert E("src/lib.rs::first", "src/lib.rs::Match.start") in edges
    assert E("src/lib.rs::second", "src/lib.rs::Match.end") in edges
    assert E("src/lib.rs::Finder.go", "src/lib.rs::Match.end") in edges


def test_rust_a_path_through_a_module_that_shares_a_functions_name(tmp_path):
    """flags/mod.rs has `mod parse;` and `use crate::flags::parse::{parse}` (ripgrep's core): `crate::flags::parse::
    lookup(..)` goes through the module `parse` (Rust's type namespace), not the function imported as `parse`."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/main.rs ---
mod flags;
fn main() { flags::parse(); }
// --- path: src/flags/mod.rs ---
pub(crate) use crate::flags::parse::{parse, ParseResult};
mod doc;
mod parse;
// --- path: src/flags/parse.rs ---
pub struct ParseResult;
pub(crate) fn parse() -> usize { lookup("x") }
pub(super) fn lookup(name: &str) -> usize { name.len() }
// --- path: src/flags/doc.rs ---
pub(crate) fn help() -> usize {
    crate::flags::parse::lookup("a") + crate::flags::parse()
}
""")
    assert E("src/flags/doc.rs::help", "src/flags/parse.rs::lookup") in edges
    assert E("src/flags/doc.rs::help", "src/flags/parse.rs::parse") in edges
    assert E("src/main.rs::main", "src/flags/parse.rs::parse") in edges


def test_rust_super_in_an_inline_module_is_the_files_module(tmp_path):
    """`mod tests { .. super::parse_excludes_file(..) .. }` (ripgrep's gitignore tests): inside an inline module,
    `super` is the module of the file holding it, not the file's parent module."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod gi;
pub fn parse_excludes_file(d: &[u8]) -> usize { d.len() + 1 }
// --- path: src/gi.rs ---
fn parse_excludes_file(d: &[u8]) -> usize { d.len() }
pub fn outer() -> usize { super::parse_excludes_file(b"y") }
#[cfg(test)]
mod tests {
    #[test]
    fn t() {
        super::parse_excludes_file(b"x");
    }
}
""")
    assert E("src/gi.rs::tests.t", "src/gi.rs::parse_excludes_file") in edges
    assert E("src/gi.rs::tests.t", "src/lib.rs::parse_excludes_file") not in edges
    assert E("src/gi.rs::outer", "src/lib.rs::parse_excludes_file") in edges


def test_rust_a_constant_iterated_by_a_for_loop(tmp_path):
    """`for &(names, exts) in DEFAULT_TYPES { .. }` / `for x in defaults::TYPES`: the constant is read (ripgrep's
    ignore types.rs); a bare name or path as a for loop's value was no reference."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod defaults;
pub const DEFAULT_TYPES: &[(&str, &str)] = &[("rust", "*.rs")];
pub fn count() -> usize {
    let mut n = 0;
    for &(name, _) in DEFAULT_TYPES {
        n += name.len();
    }
    for t in defaults::TYPES {
        n += t.len();
    }
    n
}
// --- path: src/defaults.rs ---
pub const TYPES: &[&str] = &["a"];
""")
    assert E("src/lib.rs::count", "src/lib.rs::DEFAULT_TYPES") in edges
    assert E("src/lib.rs::count", "src/defaults.rs::TYPES") in edges


def test_rust_use_in_an_inline_module_binds_there_and_super_is_the_file(tmp_path):
    """`mod tests { use super::DEFAULT_TYPES; .. }` (ripgrep's default_types.rs): the import binds in the inline
    module (it bound the name for the whole file, to the parent module's DEFAULT_TYPES, which does not exist, so
    the file's own constant was unresolved from another file), and its `super` is the file's module."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
mod default_types;
pub mod types;
// --- path: src/default_types.rs ---
pub(crate) const DEFAULT_TYPES: &[&str] = &["rust"];
#[cfg(test)]
mod tests {
    use super::DEFAULT_TYPES;
    #[test]
    fn sorted() {
        let n = DEFAULT_TYPES.len();
        assert!(n > 0);
    }
}
// --- path: src/types.rs ---
use crate::default_types::DEFAULT_TYPES;
pub fn count() -> usize {
    let mut n = 0;
    for t in DEFAULT_TYPES {
        n += t.len();
    }
    n
}
""")
    assert E("src/types.rs::count", "src/default_types.rs::DEFAULT_TYPES") in edges
    assert E("src/default_types.rs::tests.sorted", "src/default_types.rs::DEFAULT_TYPES") in edges


def test_rust_a_bare_name_as_a_macro_argument_is_read(tmp_path):
    """`clamp!(SHARD_RETRIES)`, `assert_eq!(n, LIMIT)`, `format!("{}", x = &LIMIT)`: a constant passed to a macro
    is read (the synthetic corpus's last Rust miss); a local passed so gives no edge."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod schema;
use crate::schema::{SHARD_RETRIES, LIMIT};
macro_rules! clamp {
    ($e:expr) => { $e + 1 };
}
pub fn process(n: usize) -> usize {
    let local = n;
    assert_eq!(local, LIMIT);
    clamp!(SHARD_RETRIES) + clamp!(local)
}
// --- path: src/schema.rs ---
pub const SHARD_RETRIES: usize = 3;
pub const LIMIT: usize = 4;
""")
    assert E("src/lib.rs::process", "src/schema.rs::SHARD_RETRIES") in edges
    assert E("src/lib.rs::process", "src/schema.rs::LIMIT") in edges


def test_rust_the_enum_of_a_qualified_variant_in_an_argument_or_a_value(tmp_path):
    """`BinaryDetection(line_buffer::BinaryDetection::None)` (ripgrep's searcher), `f(a::Mode::On)`, `return
    a::Mode::Off`, `S { m: a::Mode::On }`, `x == a::Mode::On`, `a::Mode::Quit(b) =>`: the enum of a qualified
    variant is a reference wherever the path is a value or a tuple pattern (it was in a `let`, a call's path and a
    unit match pattern only)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
// --- path: src/a.rs ---
#[derive(PartialEq)]
pub enum Mode { On, Off, Quit(usize) }
// --- path: src/b.rs ---
use crate::a;
pub struct Wrap(a::Mode);
pub struct S { pub m: a::Mode }
pub fn take(m: bool) -> bool { m }
pub fn none() -> Wrap { Wrap(a::Mode::On) }
pub fn field() -> bool { let s = S { m: a::Mode::On }; s.m == a::Mode::Off }
pub fn back() -> a::Mode { return a::Mode::Off; }
pub fn quit(w: &Wrap) -> usize {
    match w.0 {
        a::Mode::Quit(b) => b,
        _ => 0,
    }
}
""")
    assert E("src/b.rs::none", "src/a.rs::Mode") in edges
    assert E("src/b.rs::quit", "src/a.rs::Mode") in edges
    assert E("src/b.rs::field", "src/a.rs::Mode") in edges
    assert E("src/b.rs::back", "src/a.rs::Mode") in edges


def test_rust_paths_and_field_chains_in_macro_arguments(tmp_path):
    """In macro arguments: `assert!(super::parse(&d).is_none())` (super::f(..)), `format!("{}",
    crate::flags::LIMIT)` and `crate::flags::lookup(x)` (3-segment paths: the receiver was the middle segment
    only), `assert!(self.config.invert)` (a field of a field); ripgrep's tests and help."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod flags;
pub struct Config { pub invert: bool }
pub struct Core { pub config: Config }
impl Core {
    pub fn check(&self) -> bool {
        assert!(self.config.invert);
        true
    }
}
fn parse(d: &[u8]) -> Option<usize> { Some(d.len()) }
#[cfg(test)]
mod tests {
    #[test]
    fn t() {
        let d = vec![1u8];
        assert!(super::parse(&d).is_some());
    }
}
// --- path: src/flags.rs ---
pub const LIMIT: usize = 3;
pub enum Category { Indexing, Other }
pub fn lookup(x: usize) -> usize { x }
pub fn help() -> String {
    format!("{} {}", crate::flags::LIMIT, crate::flags::lookup(1))
}
pub fn indexing(cat: usize) -> bool {
    let c = if cat > 0 { Some(1) } else { None };
    c.is_some() && matches!(crate::flags::Category::Indexing, crate::flags::Category::Indexing)
}
""")
    assert E("src/flags.rs::indexing", "src/flags.rs::Category") in edges
    assert E("src/lib.rs::Core.check", "src/lib.rs::Config.invert") in edges
    assert E("src/lib.rs::tests.t", "src/lib.rs::parse") in edges
    assert E("src/flags.rs::help", "src/flags.rs::LIMIT") in edges
    assert E("src/flags.rs::help", "src/flags.rs::lookup") in edges


def test_rust_a_macro_rules_body_makes_no_reference(tmp_path):
    """`macro_rules! err_message { ($($tt:tt)*) => { crate::messages::set_errored(); .. } }`: the body is a token
    template resolved where the macro is expanded (rustc counts none of it for the macro: ripgrep's messages.rs,
    globset's test macros), so it makes no edge; the macro's invocations' arguments still do."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod messages;
pub const LIMIT: usize = 3;
macro_rules! err_message {
    ($($tt:tt)*) => {
        crate::messages::set_errored();
        eprintln!("{}", crate::LIMIT);
    };
}
pub fn run() {
    err_message!(crate::messages::count());
}
// --- path: src/messages.rs ---
pub fn set_errored() {}
pub fn count() -> usize { 1 }
""")
    assert not any(e[1] == "err_message" for e in edges)
    assert E("src/lib.rs::run", "src/messages.rs::count") in edges


def test_rust_a_types_members_are_not_in_scope_in_its_own_body(tmp_path):
    """`impl fmt::Display for NiceDuration { fn fmt(..) }` (ripgrep's printer): the `fmt` of `fmt::Display` is the
    module `std::fmt`, not the type's own method `fmt` (a type's members are never in scope by their bare name)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
use std::fmt;
pub struct NiceDuration(pub u64);
impl fmt::Display for NiceDuration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}
impl NiceDuration {
    pub fn secs(&self) -> u64 { self.0 }
    pub fn twice(&self) -> u64 { self.secs() * 2 }
}
""")
    assert E("src/lib.rs::NiceDuration", "src/lib.rs::NiceDuration.fmt") not in edges
    assert E("src/lib.rs::NiceDuration.fmt", "src/lib.rs::NiceDuration.fmt") not in edges
    assert E("src/lib.rs::NiceDuration.twice", "src/lib.rs::NiceDuration.secs") in edges


def test_rust_a_let_bound_to_an_indexed_element(tmp_path):
    """`let decomp_cmd = &self.commands[i];` with `commands: Vec<DecompressionCommand>` (ripgrep's cli): the local
    holds an element, so `decomp_cmd.bin` resolves (an index expression is a value the linker reads, as Go's)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Cmd { pub bin: String }
pub struct M { pub commands: Vec<Cmd> }
impl M {
    pub fn command(&self, i: usize) -> usize {
        let c = &self.commands[i];
        c.bin.len()
    }
}
""")
    assert E("src/lib.rs::M.command", "src/lib.rs::Cmd.bin") in edges


def test_rust_for_loop_over_enumerate(tmp_path):
    """`for (i, flag) in FLAGS.iter().enumerate()` (ripgrep's completions): the second name is an element of what
    is enumerated (a method's receiver, as Python's `enumerate(xs)` argument)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Flag { pub n: usize }
impl Flag { pub fn name_long(&self) -> usize { self.n } }
pub static FLAGS: &[Flag] = &[];
pub fn generate(extra: Vec<Flag>) -> usize {
    let mut n = 0;
    for (i, flag) in FLAGS.iter().enumerate() {
        n += flag.name_long() + i;
    }
    for (i, f) in extra.into_iter().enumerate() {
        n += f.n + i;
    }
    n
}
""")
    assert E("src/lib.rs::generate", "src/lib.rs::Flag.name_long") in edges
    assert E("src/lib.rs::generate", "src/lib.rs::Flag.n") in edges


def test_rust_self_as_a_value(tmp_path):
    """`let (mut seq1, mut seq2) = (self, other);` (ripgrep's regex literal.rs) and `let me = self;`: `self` as a
    value is the receiver, so `seq1.make_inexact()` resolves (`self` was no value the map read)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct TSeq { pub n: usize }
impl TSeq {
    pub fn make_inexact(&mut self) {}
    pub fn len(&self) -> usize { self.n }
    pub fn choose(self, other: TSeq) -> TSeq {
        let (mut seq1, mut seq2) = (self, other);
        seq1.make_inexact();
        seq2.make_inexact();
        seq1
    }
    pub fn me(&self) -> usize {
        let me = self;
        me.len()
    }
}
""")
    assert E("src/lib.rs::TSeq.choose", "src/lib.rs::TSeq.make_inexact") in edges
    assert E("src/lib.rs::TSeq.me", "src/lib.rs::TSeq.len") in edges


def test_rust_let_bound_to_an_if_or_a_match(tmp_path):
    """`let dent = match DirEntryRaw::from_entry(..) { Ok(d) => DirEntry::new_raw(d), Err(e) => return 0 };` and
    `let w = if c { Walker::new() } else { Walker::empty() };` (ripgrep's walk.rs): the local holds what the
    branches give (the arms' values; a branch that returns gives nothing)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct DirEntry { pub depth: usize }
impl DirEntry {
    pub fn new_raw(d: usize) -> DirEntry { DirEntry { depth: d } }
    pub fn path(&self) -> usize { self.depth }
}
pub struct Walker { pub n: usize }
impl Walker {
    pub fn new() -> Walker { Walker { n: 1 } }
    pub fn empty() -> Walker { Walker { n: 0 } }
    pub fn walk(&self) -> usize { self.n }
}
pub fn from_entry(d: usize) -> Result<usize, String> { Ok(d) }
pub fn generate(depth: usize, c: bool) -> usize {
    let dent = match from_entry(depth) {
        Ok(d) => DirEntry::new_raw(d),
        Err(_) => return 0,
    };
    let w = if c { Walker::new() } else { Walker::empty() };
    dent.path() + w.walk()
}
""")
    assert E("src/lib.rs::generate", "src/lib.rs::DirEntry.path") in edges
    assert E("src/lib.rs::generate", "src/lib.rs::Walker.walk") in edges


def test_rust_match_arm_giving_the_name_its_pattern_binds(tmp_path):
    """`let mat = match lookup { FlagLookup::Match(mat) => mat, .. }` (ripgrep's flags parser) and `let m = match
    self.find_at(at)? { None => return, Some(m) => m }` (its matcher): an arm whose value is the one name its
    pattern binds gives the variant's field (`V(x) => x`), or, for `Some(x)` / `Ok(x)`, what the matched value
    holds."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct FlagInfo { pub kind: usize }
pub enum FlagLookup { Match(FlagInfo), Unknown(String) }
pub struct Match { pub s: usize }
impl Match { pub fn start(&self) -> usize { self.s } }
pub struct P;
impl P {
    pub fn find(&self) -> FlagLookup { FlagLookup::Match(FlagInfo { kind: 1 }) }
    pub fn find_at(&self, at: usize) -> Option<Match> { Some(Match { s: at }) }
    pub fn parse(&self) -> usize {
        let mat = match self.find() {
            FlagLookup::Match(mat) => mat,
            FlagLookup::Unknown(_) => return 0,
        };
        mat.kind
    }
    pub fn iter(&self) -> usize {
        let m = match self.find_at(1) {
            None => return 0,
            Some(m) => m,
        };
        m.start()
    }
}
""")
    assert E("src/lib.rs::P.parse", "src/lib.rs::FlagInfo.kind") in edges
    assert E("src/lib.rs::P.iter", "src/lib.rs::Match.start") in edges


def test_rust_a_trait_associated_type_through_a_type_parameter(tmp_path):
    """`S::Error::error_message(err)` with `S: Sink` and `trait Sink { type Error: SinkError; }` (ripgrep's
    searcher): the associated type is its bound's (SinkError), so the call is SinkError's; the associated type is
    no entity (no edge to `Sink.Error`), nor the owner of `impl SinkError for io::Error`'s methods."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub trait SinkError {
    fn error_message(m: usize) -> Self;
}
pub trait Sink {
    type Error: SinkError;
    fn matched(&mut self) -> Result<bool, Self::Error>;
}
impl SinkError for std::io::Error {
    fn error_message(m: usize) -> Self { std::io::Error::other(format!("{m}")) }
}
pub fn find<S: Sink>(n: usize) -> Result<bool, S::Error> {
    Err(S::Error::error_message(n))
}
""")
    assert E("src/lib.rs::find", "src/lib.rs::SinkError.error_message") in edges
    assert not any(e[3] == "Sink.Error" for e in edges)
    # the impl for io::Error is not attached to the associated type `Error` (a `S::Error` path names it)
    assert E("src/lib.rs::find", "src/lib.rs::Error.error_message") not in edges


def test_rust_a_let_in_a_match_arm_shadows_what_the_pattern_binds(tmp_path):
    """`Ok(Event::Dir(ent)) => { let mut ent = DirEntry::new_walkdir(ent); ent.path() }` (ripgrep's Walk::next):
    the arm's block is a scope of its own, so the `let` shadows the pattern's `ent` there."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Raw { pub n: usize }
pub enum Event { Dir(Raw), Exit }
pub struct DirEntry { pub raw: Raw }
impl DirEntry {
    pub fn new_walkdir(raw: Raw) -> DirEntry { DirEntry { raw } }
    pub fn path(&self) -> usize { self.raw.n }
}
pub fn next(ev: Event) -> usize {
    match ev {
        Event::Dir(ent) => {
            let ent = DirEntry::new_walkdir(ent);
            ent.path()
        }
        Event::Exit => 0,
    }
}
""")
    assert E("src/lib.rs::next", "src/lib.rs::DirEntry.path") in edges


def test_rust_a_module_named_build_is_not_a_build_script(tmp_path):
    """`mod build;` (src/clients/build.rs) is an ordinary module: only the build.rs next to a Cargo.toml is the
    package's build script (a crate root of its own), so `crate::` and `super::` in the module resolve."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: build.rs ---
fn main() {}
// --- path: src/lib.rs ---
pub mod api;
pub mod clients;
// --- path: src/api.rs ---
pub fn encode() -> usize { 1 }
// --- path: src/clients/mod.rs ---
pub mod build;
pub mod shipment;
// --- path: src/clients/shipment.rs ---
pub fn ship() -> usize { 2 }
// --- path: src/clients/build.rs ---
use crate::api::encode;
use super::shipment::ship;
pub fn rank_build() -> usize { encode() + ship() }
""")
    assert E("src/clients/build.rs::rank_build", "src/api.rs::encode") in edges
    assert E("src/clients/build.rs::rank_build", "src/clients/shipment.rs::ship") in edges


def test_rust_enum_named_through_a_module_path_in_values_and_patterns(tmp_path):
    """`a::Mode::On`, `crate::a::Mode::Closed { code: 1 }` and the same in `match` arms name the enum Mode
    (rustc resolves every segment; the variant itself is not an entity)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod a;
pub mod b;
// --- path: src/a.rs ---
pub enum Mode { On, Closed { code: usize } }
// --- path: src/b.rs ---
use crate::a;
pub fn unit() -> usize {
    let _m = a::Mode::On;
    1
}
pub fn structlike() -> usize {
    let _c = crate::a::Mode::Closed { code: 1 };
    2
}
pub fn arms(n: usize) -> usize {
    match make(n) {
        a::Mode::On => 1,
        crate::a::Mode::Closed { code } => code,
    }
}
pub fn make(n: usize) -> crate::a::Mode {
    crate::a::Mode::Closed { code: n }
}
""")
    for fn in ("unit", "structlike", "arms"):
        assert E(f"src/b.rs::{fn}", "src/a.rs::Mode") in edges, fn


def test_rust_a_macro_invoked_inside_a_macros_arguments_is_no_reference(tmp_path):
    """`clamp!(clamp!(n))`: the inner `clamp!` is an invocation (expanded, as the outer one is: rustc records
    neither), not a call of something named clamp; a function called inside the arguments still is
    (`clamp!(helper(n))`)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
macro_rules! clamp {
    ($x:expr) => {
        if $x > 9 { 9 } else { $x }
    };
}

pub fn helper(n: usize) -> usize { n + 1 }

pub fn nested(n: usize) -> usize {
    clamp!(clamp!(n))
}

pub fn called(n: usize) -> usize {
    clamp!(helper(n))
}
""")
    assert E("src/lib.rs::nested", "src/lib.rs::clamp") not in edges
    assert E("src/lib.rs::called", "src/lib.rs::clamp") not in edges
    assert E("src/lib.rs::called", "src/lib.rs::helper") in edges


def test_rust_a_crates_own_result_alias_is_a_type_reference(tmp_path):
    """`type Result<T> = core::result::Result<T, Error>;` (regex-syntax's parser and translator): every
    `-> Result<..>` names that alias, in its file and where it is imported; rustc counts each (regex: 65 edges
    missed). A `Result` that is std's names no entity of the repo."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod parse;
pub mod other;
// --- path: src/parse.rs ---
pub struct Error { pub k: u32 }
pub type Result<T> = core::result::Result<T, Error>;
pub struct P { n: u32 }
impl P {
    pub fn parse(&self) -> Result<u32> { Ok(self.n) }
}
pub fn g() -> Result<()> { Ok(()) }
// --- path: src/other.rs ---
use crate::parse::Result;
pub fn h() -> Result<u8> { Ok(1) }
pub fn std_result() -> std::result::Result<u8, ()> { Ok(1) }
""")
    assert E("src/parse.rs::P.parse", "src/parse.rs::Result") in edges
    assert E("src/parse.rs::g", "src/parse.rs::Result") in edges
    assert E("src/other.rs::h", "src/parse.rs::Result") in edges
    assert E("src/other.rs::std_result", "src/parse.rs::Result") not in edges


def test_rust_self_in_an_impl_of_a_type_alias_is_the_aliased_types_instance(tmp_path):
    """`type OwnedDFA = DFA<Vec<u32>>; impl OwnedDFA { fn f(&mut self) { self.tt.set(..) } }` (regex-automata's
    dense DFA builder): `self` is a DFA, its fields and methods (also of `impl<T> DFA<T>`) are what `self.x`
    names; the alias's own methods too. It resolved to nothing (regex: 75 edges missed)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod dense;
pub mod remap;
// --- path: src/dense.rs ---
pub struct TT<T> { v: T }
impl<T> TT<T> { pub fn set(&mut self, a: u32) {} }
pub struct DFA<T> { tt: TT<T>, n: u32 }
impl<T> DFA<T> {
    pub fn get(&self) -> u32 { self.n }
}
pub type OwnedDFA = DFA<Vec<u32>>;
impl OwnedDFA {
    pub fn set_transition(&mut self, a: u32) { self.tt.set(a); }
    pub fn count(&self) -> u32 { self.n + self.get() }
    pub fn twice(&self) -> u32 { self.count() * 2 }
    pub fn len_twice(&self) -> usize { self.state_len() * 2 }
}
impl<T> DFA<T> {
    pub fn state_len(&self) -> usize { 1 }
}
// --- path: src/remap.rs ---
pub trait Remappable { fn state_len(&self) -> usize; }
mod dense {
    use crate::dense::OwnedDFA;
    impl super::Remappable for OwnedDFA {
        fn state_len(&self) -> usize { OwnedDFA::state_len(self) }
    }
}
""")
    d = "src/dense.rs"
    assert E(f"{d}::OwnedDFA.set_transition", f"{d}::DFA.tt") in edges
    assert E(f"{d}::OwnedDFA.set_transition", f"{d}::TT.set") in edges
    assert E(f"{d}::OwnedDFA.count", f"{d}::DFA.n") in edges
    assert E(f"{d}::OwnedDFA.count", f"{d}::DFA.get") in edges
    assert E(f"{d}::OwnedDFA.twice", f"{d}::OwnedDFA.count") in edges
    # an inherent method of the aliased type before a trait impl's for the alias in another module
    assert E(f"{d}::OwnedDFA.len_twice", f"{d}::DFA.state_len") in edges
    assert E(f"{d}::OwnedDFA.len_twice", "src/remap.rs::dense.OwnedDFA.state_len") not in edges


def test_rust_a_method_named_like_a_primitive_type_called_in_macro_arguments(tmp_path):
    """In a macro's token tree a name such as `char`, `u8` or `str` is a primitive_type token, not an
    identifier: `assert_eq!(p(..), Hir::char('a'))`, `vec![Hir::char('a')]` and `assert_eq!(self.char(), '|')`
    (regex-syntax's and regex-lite's parsers) are calls of `Hir.char` / `ParserI.char` (regex: 22 edges missed)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Hir { k: u32 }
impl Hir {
    pub fn char(c: char) -> Hir { Hir { k: c as u32 } }
    pub fn u8(b: u8) -> Hir { Hir { k: b as u32 } }
    pub fn alternation(v: Vec<Hir>) -> Hir { Hir { k: v.len() as u32 } }
}
pub struct ParserI { c: char }
impl ParserI {
    fn char(&self) -> char { self.c }
    fn push_alternate(&self) { assert_eq!(self.char(), '|'); }
}
pub fn plain() { assert!(Hir::char('b').k > 0); }
pub fn nested() -> Hir { Hir::alternation(vec![Hir::u8(1), Hir::char('a')]) }
""")
    assert E("src/lib.rs::plain", "src/lib.rs::Hir.char") in edges
    assert E("src/lib.rs::nested", "src/lib.rs::Hir.u8") in edges
    assert E("src/lib.rs::nested", "src/lib.rs::Hir.char") in edges
    assert E("src/lib.rs::ParserI.push_alternate", "src/lib.rs::ParserI.char") in edges


def test_rust_self_in_an_impl_of_an_enum_is_its_instance(tmp_path):
    """`impl Utf8Sequence { fn len(&self) -> usize { self.as_slice().len() } }` with `enum Utf8Sequence`:
    `self` is an instance of the enum (LanguageSpec.enums_are_classes), so its methods are what `self.m()`
    names; it resolved to nothing (ripgrep: ErrorKind.fmt -> ErrorKind.description, regex: 5 such)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub enum Utf8Sequence { One(u8), Two([u8; 2]) }
impl Utf8Sequence {
    pub fn as_slice(&self) -> &[u8] { &[] }
    pub fn len(&self) -> usize { self.as_slice().len() }
}
pub fn first() -> usize { let s = Utf8Sequence::One(1); s.len() }
""")
    assert E("src/lib.rs::Utf8Sequence.len", "src/lib.rs::Utf8Sequence.as_slice") in edges
    assert E("src/lib.rs::first", "src/lib.rs::Utf8Sequence.len") in edges


def test_rust_a_closure_over_an_options_value_through_as_ref_and_map_or(tmp_path):
    """`self.pre.as_ref().is_some_and(|p| p.is_fast())` and `self.pre.as_ref().map_or(0, |p| ..)` with
    `pre: Option<Pre>` (regex-automata's meta strategies): the closure takes the Option's value. `as_ref()`
    (a passthrough method) hid the declared `Option<Pre>` from the element lookup, and map_or's closure is its
    second argument (regex +17 edges, ripgrep +4, all in the references)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Pre { n: usize }
impl Pre {
    pub fn memory_usage(&self) -> usize { self.n }
    pub fn is_fast(&self) -> bool { true }
}
pub struct Core { pre: Option<Pre> }
impl Core {
    pub fn memory_usage(&self) -> usize {
        self.pre.as_ref().map_or(0, |pre| pre.memory_usage())
    }
    pub fn fast(&self) -> bool {
        self.pre.as_ref().is_some_and(|p| p.is_fast())
    }
}
""")
    assert E("src/lib.rs::Core.memory_usage", "src/lib.rs::Pre.memory_usage") in edges
    assert E("src/lib.rs::Core.fast", "src/lib.rs::Pre.is_fast") in edges


def test_rust_a_paths_head_is_the_module_where_a_local_has_its_name(tmp_path):
    """`fn rep(&self, mut concat: ast::Concat) { let ast = match concat.asts.pop() { .. ast::ErrorKind::Missing
    .. } }` (regex-syntax's parser: locals named `ast`, `hir`, `nfa` beside the modules): a path's head is in the
    type namespace, where the local `ast` is not, so `ast::Concat` and `ast::ErrorKind` are the module's; they
    were read through the local and named nothing (regex: 52 edges missed)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod ast;
// --- path: src/ast/mod.rs ---
pub mod parse;
pub struct Concat { pub asts: Vec<Ast> }
pub enum Ast { Empty, Lit(u8) }
pub enum ErrorKind { Missing, Other }
pub struct Error { pub kind: ErrorKind }
// --- path: src/ast/parse.rs ---
use crate::ast::{self, Ast};
pub struct P { n: u32 }
impl P {
    fn error(&self, k: ast::ErrorKind) -> ast::Error { ast::Error { kind: k } }
    fn rep(&self, mut concat: ast::Concat) -> Option<ast::Error> {
        let ast = match concat.asts.pop() {
            Some(ast) => ast,
            None => return Some(self.error(ast::ErrorKind::Missing)),
        };
        None
    }
}
""")
    p = "src/ast/parse.rs::P.rep"
    assert E(p, "src/ast/mod.rs::Concat") in edges
    assert E(p, "src/ast/mod.rs::Concat.asts") in edges
    assert E(p, "src/ast/mod.rs::ErrorKind") in edges


def test_rust_a_wrapper_pattern_in_a_wrapper_pattern_binds_the_value(tmp_path):
    """`match self.half() { Ok(Some(hm)) => hm.offset(), .. }` with `-> Result<Option<HalfMatch>, E>`
    (regex-automata's meta strategies), `if let Ok(Some(hm)) = ..` and `let hm = match .. { Ok(Some(hm)) => hm,
    .. }`: both wrappers are read through, hm is a HalfMatch (regex +16 edges)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct HalfMatch { off: usize }
impl HalfMatch { pub fn offset(&self) -> usize { self.off } }
pub struct RetryError;
pub struct S;
impl S {
    fn half(&self) -> Result<Option<HalfMatch>, RetryError> { Ok(None) }
    pub fn arm(&self) -> usize {
        match self.half() {
            Err(_err) => 0,
            Ok(None) => 1,
            Ok(Some(hm)) => hm.offset(),
        }
    }
    pub fn cond(&self) -> usize {
        if let Ok(Some(hm)) = self.half() { return hm.offset(); }
        0
    }
    pub fn bound(&self) -> usize {
        let hm = match self.half() {
            Err(_) => return 0,
            Ok(None) => return 1,
            Ok(Some(hm)) => hm,
        };
        hm.offset()
    }
}
""")
    for fn in ("arm", "cond", "bound"):
        assert E(f"src/lib.rs::S.{fn}", "src/lib.rs::HalfMatch.offset") in edges, fn


def test_rust_a_glob_use_of_an_enums_variants_through_a_crate_path_in_a_function(tmp_path):
    """`fn fmt_assertion(..) { use crate::ast::AssertionKind::*; match k { StartLine => .. } }` (regex-syntax's
    printer): the `use` stands for the bare variants' uses of the enum, as `use self::Kind::*` does (regex +16)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod ast;
pub mod print;
// --- path: src/ast.rs ---
pub enum AssertionKind { StartLine, EndLine }
pub fn kind(n: u8) -> AssertionKind { if n == 0 { AssertionKind::StartLine } else { AssertionKind::EndLine } }
// --- path: src/print.rs ---
pub fn fmt_assertion(n: u8) -> &'static str {
    use crate::ast::AssertionKind::*;
    match crate::ast::kind(n) {
        StartLine => "^",
        EndLine => "$",
    }
}
""")
    assert E("src/print.rs::fmt_assertion", "src/ast.rs::AssertionKind") in edges


def test_rust_a_glob_reexport_of_an_inline_module(tmp_path):
    """`pub use crate::{builders::bytes::*, ..}` in src/bytes.rs, where `builders::bytes` is an inline
    `pub(crate) mod bytes { pub struct RegexSetBuilder .. }` (the regex crate's facade): `use
    crate::bytes::RegexSetBuilder` names the inline module's type; the glob resolved no file and gave nothing
    (regex +26 edges in the reference, 62 more in files outside its universe)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
mod builders;
pub mod bytes;
mod regexset;
// --- path: src/builders.rs ---
pub(crate) mod bytes {
    pub struct RegexSetBuilder { n: u32 }
    impl RegexSetBuilder {
        pub fn new() -> RegexSetBuilder { RegexSetBuilder { n: 0 } }
        pub fn build(&self) -> u32 { self.n }
    }
}
// --- path: src/bytes.rs ---
pub use crate::{builders::bytes::*, regexset::bytes::*};
// --- path: src/regexset/mod.rs ---
pub(crate) mod bytes;
// --- path: src/regexset/bytes.rs ---
use crate::bytes::RegexSetBuilder;
pub struct RegexSet { n: u32 }
impl RegexSet {
    pub fn new() -> u32 { RegexSetBuilder::new().build() }
}
""")
    assert E("src/regexset/bytes.rs::RegexSet.new", "src/builders.rs::bytes.RegexSetBuilder.new") in edges
    assert E("src/regexset/bytes.rs::RegexSet.new", "src/builders.rs::bytes.RegexSetBuilder.build") in edges


def test_rust_an_unsafe_blocks_value_and_a_tuple_in_a_result(tmp_path):
    """`let dfa = unsafe { DFA::one(s) };` holds the block's value (unsafe_block is transparent), and
    `let (dfa, nread) = unsafe { DFA::from_bytes_unchecked(s)? };` with `-> Result<(DFA, usize), E>` unpacks the
    wrapped tuple (regex-automata's from_bytes: +27 edges)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct ST { n: usize }
impl ST { pub fn validate(&self) -> bool { true } }
pub struct DFA { st: ST }
impl DFA {
    unsafe fn from_bytes_unchecked(s: &[u8]) -> Result<(DFA, usize), ()> { Ok((DFA { st: ST { n: 0 } }, 0)) }
    unsafe fn one(s: &[u8]) -> DFA { DFA { st: ST { n: 0 } } }
    pub fn from_bytes(s: &[u8]) -> Result<bool, ()> {
        let (dfa, nread) = unsafe { DFA::from_bytes_unchecked(s)? };
        Ok(dfa.st.validate())
    }
    pub fn from_one(s: &[u8]) -> bool {
        let dfa = unsafe { DFA::one(s) };
        dfa.st.validate()
    }
}
""")
    for fn in ("from_bytes", "from_one"):
        assert E(f"src/lib.rs::DFA.{fn}", "src/lib.rs::ST.validate") in edges, fn


def test_rust_a_let_struct_pattern_binds_the_structs_fields(tmp_path):
    """`let Cache { ref mut stack, ref mut curr, next: nx } = cache;` (regex-lite's and regex-automata's search
    loops): each name holds the named struct's field (regex +47 edges)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Set { n: usize }
impl Set { pub fn is_empty(&self) -> bool { self.n == 0 } }
pub struct Slots { n: usize }
impl Slots { pub fn reset(&mut self) {} }
pub struct Active { set: Set, slots: Slots }
pub struct Cache { stack: Vec<u32>, curr: Active, next: Active }
pub fn shorthand(cache: &mut Cache) -> bool {
    let Cache { ref mut stack, ref mut curr, .. } = cache;
    curr.set.is_empty()
}
pub fn keyed(cache: &mut Cache) {
    let Cache { next: nx, .. } = cache;
    nx.slots.reset()
}
""")
    assert E("src/lib.rs::shorthand", "src/lib.rs::Set.is_empty") in edges
    assert E("src/lib.rs::keyed", "src/lib.rs::Slots.reset") in edges


def test_rust_a_value_typed_by_a_type_alias_has_the_alias_impls_methods(tmp_path):
    """`struct Minimizer<'a> { dfa: &'a mut OwnedDFA }` with `type OwnedDFA = DFA<Vec<u32>>` and
    `impl OwnedDFA { fn minimize(&mut self) }` (regex-automata's minimizer): `self.dfa.minimize()` is the alias's
    impl's method, `self.dfa.stride()` still DFA's (the alias followed to DFA lost the former; regex +10)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct DFA<T> { v: T }
pub type OwnedDFA = DFA<Vec<u32>>;
impl OwnedDFA {
    pub fn minimize(&mut self) {}
}
impl<T> DFA<T> { pub fn stride(&self) -> u32 { 1 } }
pub struct Minimizer<'a> { dfa: &'a mut OwnedDFA }
impl<'a> Minimizer<'a> {
    pub fn run(self) -> u32 { self.dfa.minimize(); self.dfa.stride() }
}
""")
    assert E("src/lib.rs::Minimizer.run", "src/lib.rs::OwnedDFA.minimize") in edges
    assert E("src/lib.rs::Minimizer.run", "src/lib.rs::DFA.stride") in edges


def test_rust_a_method_of_an_alias_impl_called_through_the_aliased_type(tmp_path):
    """`let mut dfa = DFA::initial(3)?;` where `initial` is in `impl OwnedDFA` and `type OwnedDFA =
    DFA<Vec<u32>>` (regex-automata's dense builder, `dense::DFA::new(..)` in its tests): an impl of the alias is
    one of DFA<..>'s, so the path names its method, and the value is an OwnedDFA (regex +27 edges)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct TT { n: u32 }
pub struct DFA<T> { tt: TT, v: T }
pub type OwnedDFA = DFA<Vec<u32>>;
impl OwnedDFA {
    fn initial(n: u32) -> Result<OwnedDFA, ()> { Ok(DFA { tt: TT { n }, v: vec![] }) }
    pub fn minimize(&mut self) {}
}
pub fn build() -> Result<u32, ()> {
    let mut dfa = DFA::initial(3)?;
    dfa.minimize();
    Ok(dfa.tt.n)
}
""")
    assert E("src/lib.rs::build", "src/lib.rs::OwnedDFA.initial") in edges
    assert E("src/lib.rs::build", "src/lib.rs::OwnedDFA.minimize") in edges
    assert E("src/lib.rs::build", "src/lib.rs::DFA.tt") in edges


def test_rust_a_paths_head_is_no_enum_variant_of_the_same_name(tmp_path):
    """`impl Choice { fn new() { Memchr::new(k) .. Choice::Memchr(pre) } }` with `enum Choice { Memchr(Memchr) }`
    (regex-automata's prefilter choice; ripgrep's `Style::Bold` in `impl SpecValue` with a variant `Style(Style)`):
    a variant has no path members, so the head of `Memchr::new` is the type the scope around the enum binds, not
    the variant fastindex sees in the enum's body (regex +7, ripgrep +1, all in the references)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub mod memchr;
use crate::memchr::Memchr;
pub enum Choice { Memchr(Memchr), Other }
impl Choice {
    pub fn new(k: u8) -> Option<Choice> {
        if let Some(pre) = Memchr::new(k) {
            return Some(Choice::Memchr(pre));
        }
        None
    }
}
// --- path: src/memchr.rs ---
pub struct Memchr(u8);
impl Memchr { pub fn new(k: u8) -> Option<Memchr> { Some(Memchr(k)) } }
""")
    assert E("src/lib.rs::Choice.new", "src/memchr.rs::Memchr") in edges
    assert E("src/lib.rs::Choice.new", "src/memchr.rs::Memchr.new") in edges


def test_rust_arc_clone_and_box_new_give_the_value_they_wrap(tmp_path):
    """`let imp = Arc::clone(&self.imp); let strat = Arc::clone(&imp.strat);` (regex-automata's meta Regex
    clone; ripgrep's walker): wrappers are read through, so cloning or wrapping a value gives that value
    (LanguageSpec.collection_calls; regex +3, ripgrep +2, all in the references)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
use std::sync::Arc;
pub struct Strat { n: u32 }
impl Strat { pub fn create_cache(&self) -> u32 { self.n } }
pub struct RegexI { strat: Arc<Strat> }
pub struct Regex { imp: Arc<RegexI> }
impl Regex {
    pub fn dup(&self) -> u32 {
        let imp = Arc::clone(&self.imp);
        let strat = Arc::clone(&imp.strat);
        strat.create_cache()
    }
    pub fn boxed(&self) -> u32 {
        let b = Box::new(Strat { n: 1 });
        b.create_cache()
    }
}
""")
    assert E("src/lib.rs::Regex.dup", "src/lib.rs::RegexI.strat") in edges
    assert E("src/lib.rs::Regex.dup", "src/lib.rs::Strat.create_cache") in edges
    assert E("src/lib.rs::Regex.boxed", "src/lib.rs::Strat.create_cache") in edges


def test_rust_an_impl_for_a_path_generic_type_names_its_methods_by_the_type(tmp_path):
    """`impl From<Match> for core::ops::Range<usize> { fn from(..) }` (the regex crates): the methods are
    `Range.from`, as for `impl .. for Range<usize>` and `for core::ops::Range` (they were bare `from`; regex
    -3 false edges, +6 edges in the reference)."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct Match { s: usize, e: usize }
impl Match { pub fn range(&self) -> core::ops::Range<usize> { self.s..self.e } }
impl From<Match> for core::ops::Range<usize> {
    fn from(m: Match) -> core::ops::Range<usize> { m.range() }
}
""")
    assert E("src/lib.rs::Range.from", "src/lib.rs::Match.range") in edges
    assert E("src/lib.rs::from", "src/lib.rs::Match.range") not in edges


def test_rust_a_for_loop_calls_the_iterators_next(tmp_path):
    """`for s in self.states() { .. }` with `fn states(&self) -> StateIter` and `impl Iterator for StateIter {
    fn next(..) }`: the loop calls StateIter's next, as rustc's THIR shows (regex +53 edges, ripgrep +2: Walk.next,
    LineIter.next, all in the references); iterating a std collection names nothing of the repository."""
    edges = edges_of(tmp_path, """
// --- path: Cargo.toml ---
[package]
name = "m"
// --- path: src/lib.rs ---
pub struct StateIter { i: usize }
impl Iterator for StateIter {
    type Item = usize;
    fn next(&mut self) -> Option<usize> { None }
}
pub struct DFA { n: usize }
impl DFA {
    pub fn states(&self) -> StateIter { StateIter { i: 0 } }
    pub fn count(&self) -> usize {
        let mut n = 0;
        for s in self.states() { n += s; }
        n
    }
    pub fn plain(&self) -> usize {
        let mut n = 0;
        for x in vec![1, 2].iter() { n += x; }
        n
    }
}
""")
    assert E("src/lib.rs::DFA.count", "src/lib.rs::StateIter.next") in edges
    assert E("src/lib.rs::DFA.plain", "src/lib.rs::StateIter.next") not in edges
