"""The map function over every registered language: definitions, references, imports; purity and
serialisation of its output."""
from __future__ import annotations

import pickle

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fastindex.languages import BY_NAME, LANGUAGES, language_for
from fastindex.map.extract import map_file
from fastindex.map.table import FileTable
from fastindex.snapshot.codec import decode_table, encode_table

CASES = {
    "python": ("pkg/mod.py", b'''\
from .base import Base
import os.path as osp

LIMIT: int = 10


class Repo(Base):
    kind = "repo"

    def get(self, key: str) -> "Item":
        return self.lookup(key)

    @staticmethod
    def build():
        return Repo()


def helper(repo: Repo):
    return repo.get("k")
''', {
        ("variable", "LIMIT"), ("class", "Repo"), ("property", "Repo.kind"), ("method", "Repo.get"),
        ("method", "Repo.build"), ("function", "helper"),
    }, {
        ("lookup", "call", "self"), ("Base", "inherit", ""), ("Repo", "call", ""), ("get", "call", "repo"),
        ("staticmethod", "decorator", ""), ("Repo", "type", ""),
    }, {(".base", "Base", "Base"), ("os.path", "", "osp")}),
    "typescript": ("src/repo.ts", b'''\
import { Base } from "./base";
import * as util from "../util";

export interface Getter {
  get(id: string): string;
}

export type Id = string | number;

export enum Color { Red, Green }

export class Repo extends Base implements Getter {
  private cache = new Map<string, string>();

  get(id: string): string {
    return util.slug(this.find(id));
  }

  find(id: string): string {
    return id;
  }
}

export const makeRepo = (): Repo => new Repo();
''', {
        ("interface", "Getter"), ("method", "Getter.get"), ("type", "Id"), ("enum", "Color"), ("class", "Repo"),
        ("property", "Repo.cache"), ("method", "Repo.get"), ("method", "Repo.find"), ("function", "makeRepo"),
    }, {
        ("Base", "inherit", ""), ("Getter", "implement", ""), ("slug", "call", "util"), ("find", "call", "this"),
        ("Repo", "new", ""), ("Map", "new", ""),
    }, {("./base", "Base", "Base"), ("../util", "", "util")}),
    "tsx": ("src/App.tsx", b'''\
import React from "react";
import { Button } from "./Button";

interface Props {
  title: string;
}

export function App({ title }: Props) {
  const onClick = () => console.log(title);
  return <div><Button label={title} onClick={onClick} /></div>;
}

export default App;
''', {("interface", "Props"), ("property", "Props.title"), ("function", "App")},
        {("Button", "call", ""), ("Props", "type", ""), ("log", "call", "console")},
        {("react", "default", "React"), ("./Button", "Button", "Button")}),
    "javascript": ("lib/run.js", b'''\
const { slugify } = require("./helpers");
const path = require("path");

class Runner extends EventEmitter {
  constructor(name) {
    super();
    this.name = name;
  }

  run() {
    return slugify(path.join(this.name, "x"));
  }
}

function main() {
  return new Runner("a").run();
}

module.exports = { Runner, main };
''', {("class", "Runner"), ("method", "Runner.constructor"), ("method", "Runner.run"), ("function", "main")},
        {("EventEmitter", "inherit", ""), ("slugify", "call", ""), ("join", "call", "path"), ("Runner", "new", "")},
        {("./helpers", "slugify", "slugify"), ("path", "", "path")}),
    "go": ("store/memory.go", b'''\
package store

import (
	"fmt"
	st "example.com/m/state"
)

type Reader interface {
	Get(id int) (*Item, error)
}

type Memory struct {
	Base
	items map[int]*Item
}

func NewMemory() *Memory { return &Memory{items: nil} }

func (m *Memory) Get(id int) (*Item, error) {
	fmt.Println(st.Count(m.items))
	return m.items[id], nil
}
''', {("interface", "Reader"), ("method", "Reader.Get"), ("class", "Memory"), ("property", "Memory.items"),
         ("function", "NewMemory"), ("method", "Memory.Get")},
        {("Base", "inherit", ""), ("Memory", "new", ""), ("Println", "call", "fmt"), ("Count", "call", "st"),
         ("Item", "type", "")},
        {("fmt", "", ""), ("example.com/m/state", "", "st")}),
    "java": ("src/main/java/com/acme/App.java", b'''\
package com.acme;

import com.acme.store.Repo;
import static com.acme.util.Strings.slug;

public class App extends Base implements Runnable {
    private final Repo repo;

    public App(Repo repo) { this.repo = repo; }

    @Override
    public void run() {
        Item it = new Item(slug("a"));
        repo.save(it);
    }

    static class Nested { void m() {} }
}
''', {("class", "App"), ("property", "App.repo"), ("method", "App.App"), ("method", "App.run"),
         ("class", "App.Nested"), ("method", "App.Nested.m")},
        {("Base", "inherit", ""), ("Runnable", "implement", ""), ("Item", "new", ""), ("save", "call", "repo"),
         ("slug", "call", ""), ("Override", "decorator", "")},
        {("com.acme.store.Repo", "", ""), ("com.acme.util.Strings.slug", "", "")}),
    "rust": ("src/store.rs", b'''\
use crate::util::{slug, Trim as T};
use std::collections::HashMap;
mod inner;

pub struct Memory {
    items: Vec<Item>,
}

pub trait Store {
    fn get(&self, id: u32) -> Option<&Item>;
}

impl Memory {
    pub fn new() -> Self {
        Memory { items: Vec::new() }
    }
}

impl Store for Memory {
    fn get(&self, id: u32) -> Option<&Item> {
        slug("x");
        self.items.first()
    }
}
''', {("class", "Memory"), ("property", "Memory.items"), ("interface", "Store"), ("method", "Store.get"),
         ("method", "Memory.new"), ("method", "Memory.get")},
        {("Store", "implement", ""), ("Memory", "new", ""), ("new", "call", "Vec"), ("slug", "call", ""),
         ("first", "call", "self.items")},
        {("crate::util", "slug", "slug"), ("crate::util", "Trim", "T"), ("std::collections", "HashMap", "HashMap"),
         ("inner", "", "")}),
    "c": ("src/area.c", b'''\
#include "util.h"
#include <stdio.h>
struct point { int x; int y; };
typedef struct point point_t;
enum color { RED, GREEN };
static int helper(int a) { return a + 1; }
int area(struct point *p, point_t q) { int n = helper(p->x); q.y = 1; printf("%d", n); return util_max(n, 2); }
#define MAX(a,b) ((a)>(b)?(a):(b))
''', {('class', 'point'), ('enum', 'color'), ('function', 'area'), ('function', 'helper'),
         ('property', 'point.x'), ('type', 'point_t')},
        {('helper', 'call', ''), ('point_t', 'type', ''), ('printf', 'call', ''), ('x', 'read', 'p')},
        {('<stdio.h>', '*', ''), ('util.h', '*', '')}),
    "cpp": ("src/circle.cpp", b'''\
#include "shape.hpp"
namespace geo {
class Circle : public Shape, private Base {
public:
  Circle(double r) : r_(r) {}
  double area() const override { return helper(r_) * r_; }
  static Circle make();
private:
  double r_;
};
double Circle::perimeter() const { return 2 * r_; }
}
int main() { geo::Circle c(1.0); auto d = c.area(); geo::Circle* p = new geo::Circle(2);
  p->area(); std::cout << d; return 0; }
template <typename T> T twice(T x) { return x + x; }
struct S { int f(); };
''', {('class', 'geo.Circle'), ('function', 'main'), ('method', 'geo.Circle.area'),
         ('method', 'geo.Circle.perimeter'), ('module', 'geo')},
        {('Circle', 'new', 'geo'), ('Shape', 'inherit', ''), ('area', 'call', 'p'), ('helper', 'call', '')},
        {('shape.hpp', '*', '')}),
    "csharp": ("App/App.cs", b'''\
using System;
using Acme.Store;
using S = Acme.Util.Strings;
namespace Acme.App {
  public class App : Base, IRunnable {
    private readonly Repo repo;
    public int Count { get; set; }
    public App(Repo repo) { this.repo = repo; }
    public void Run() { var r = new Repo(); r.Save(1); repo.Find(2); S.Slug("x"); Helper(); Console.WriteLine(); }
    static void Helper() {}
  }
  interface IRunnable { void Run(); }
  enum Color { Red }
  struct P { int x; }
}
''', {('class', 'App'), ('enum', 'Color'), ('interface', 'IRunnable'), ('method', 'App.Run'), ('property', 'App.repo')},
        {('Base', 'inherit', ''), ('Repo', 'new', ''), ('Save', 'call', 'r'), ('Slug', 'call', 'S')},
        {('Acme.Store', '*', ''), ('Acme.Util.Strings', '', 'S'), ('System', '*', '')}),
    "kotlin": ("src/main/kotlin/com/acme/app/App.kt", b'''\
package com.acme.app

import com.acme.store.Repo
import com.acme.util.*
import com.acme.util.Strings.slug as sl

class App(private val repo: Repo) : Base(), Runnable {
    val count: Int = 0
    override fun run() { val r = Repo(); r.save(1); repo.find(2); sl("x"); helper() }
    companion object { fun create(): App = App(Repo()) }
}
interface Runnable {
    fun run()
}
object Single { fun go() {} }
fun helper(): Int = 1
enum class Color { RED }
data class P(val x: Int)
''', {('class', 'App'), ('function', 'helper'), ('interface', 'Runnable'), ('method', 'App.run'),
         ('property', 'App.repo')},
        {('Base', 'inherit', ''), ('Runnable', 'implement', ''), ('save', 'call', 'r'), ('sl', 'call', '')},
        {('com.acme.store.Repo', '', ''), ('com.acme.util', '*', ''), ('com.acme.util.Strings.slug', '', 'sl')}),
    "ruby": ("lib/app.rb", b'''\
require_relative 'store/repo'
require 'json'
module Acme
  class App < Base
    include Helpers
    attr_reader :repo
    def initialize(repo)
      @repo = repo
    end
    def run
      r = Repo.new
      r.save(1)
      @repo.find(2)
      helper
      self.class.create
    end
    def self.create; new(nil); end
  end
end
def top_level; end
''', {('class', 'Acme.App'), ('method', 'Acme.App.run'), ('method', 'top_level'), ('module', 'Acme')},
        {('Base', 'inherit', ''), ('Repo', 'new', ''), ('helper', 'call', ''), ('save', 'call', 'r')},
        {('json', '*', ''), ('store/repo', '*', '')}),
    "php": ("src/Http/Controller.php", b'''\
<?php
namespace App\\Http;

use App\\Models\\User;
use App\\Util\\{Str, Arr as A};
require_once __DIR__ . '/helpers.php';

class Controller extends Base implements Handler {
    private User $user;
    const MAX = 3;
    public function __construct(User $user) { $this->user = $user; }
    public function show(int $id): User {
        $u = new User();
        $u->save();
        $this->user->find($id);
        Str::slug("x");
        helper();
        return self::make();
    }
    public static function make(): self { return new static(); }
}
interface Handler { public function show(int $id): User; }
trait T { function t() {} }
function helper() {}
''', {('class', 'Controller'), ('function', 'helper'), ('method', 'Controller.show'), ('property', 'Controller.user')},
        {('Base', 'inherit', ''), ('Handler', 'implement', ''), ('User', 'new', ''),
         ('find', 'call', '$this.user'), ('slug', 'call', 'Str')},
        {('App\\Models\\User', '', ''), ('App\\Util', 'Arr', 'A'), ('App\\Util', 'Str', 'Str')}),
}


def test_every_registered_language_has_a_case():
    assert set(CASES) == {spec.name for spec in LANGUAGES}


@pytest.mark.parametrize("language", sorted(CASES))
def test_language_for_path(language):
    path = CASES[language][0]
    assert language_for(path) is BY_NAME[language]


@pytest.mark.parametrize("language", sorted(CASES))
def test_definitions(language):
    path, source, defs, _, _ = CASES[language]
    table = map_file(path, source)
    assert table.language == language
    assert table.parse_errors == 0 and table.error == ""
    got = {(d.kind, d.qualname) for d in table.definitions if not d.local}
    missing = defs - got
    assert not missing, f"missing definitions {missing}; got {sorted(got)}"


@pytest.mark.parametrize("language", sorted(CASES))
def test_references(language):
    path, source, _, refs, _ = CASES[language]
    table = map_file(path, source)
    got = {(r.name, r.kind, r.receiver) for r in table.references}
    missing = refs - got
    assert not missing, f"missing references {missing}; got {sorted(got)}"


@pytest.mark.parametrize("language", sorted(CASES))
def test_imports(language):
    path, source, _, _, imports = CASES[language]
    table = map_file(path, source)
    got = {(i.module, i.name, i.alias) for i in table.imports}
    missing = imports - got
    assert not missing, f"missing imports {missing}; got {sorted(got)}"


@pytest.mark.parametrize("language", sorted(CASES))
def test_nesting_and_scopes(language):
    path, source, _, _, _ = CASES[language]
    table = map_file(path, source)
    for i, d in enumerate(table.definitions):
        # a member declared outside its type (Go receiver, Rust impl) is qualified by the type and
        # belongs to it when the file defines it; it does not lie within the type's span
        outside = d.kind == "method" and "." in d.qualname and (
            d.parent < 0 or not (
                table.definitions[d.parent].start_byte <= d.start_byte < table.definitions[d.parent].end_byte))
        if d.parent >= 0:
            parent = table.definitions[d.parent]
            assert d.qualname == f"{parent.qualname}.{d.name}"
            if not outside:
                assert d.parent < i
                assert parent.start_byte <= d.start_byte and d.end_byte <= parent.end_byte
        elif outside:
            assert d.qualname.count(".") == 1 and d.qualname.endswith("." + d.name)
        else:
            assert d.qualname == d.name
    for r in table.references:
        assert -1 <= r.scope < len(table.definitions)
        if r.scope >= 0 and not (r.kind == "implement" and table.definitions[r.scope].parent < 0):
            # (`impl Trait for Type` is a reference made by Type, written outside it)
            assert table.definitions[r.scope].start_line <= r.line <= table.definitions[r.scope].end_line


def test_python_module_level_names_are_public_unless_underscore():
    table = map_file("m.py", b"def pub():\n    pass\n\ndef _priv():\n    pass\n")
    assert {d.name: d.exported for d in table.definitions} == {"pub": True, "_priv": False}


def test_typescript_only_exported_declarations_are_exported():
    table = map_file("m.ts", b"export function a() {}\nfunction b() {}\nconst c = 1;\nexport { c };\n")
    assert {d.name: d.exported for d in table.definitions} == {"a": True, "b": False, "c": True}


def test_python_all_is_recorded_as_export_all():
    table = map_file("m.py", b'__all__ = ["a", "b"]\n\ndef a():\n    pass\n')
    assert [(e.name, e.form) for e in table.exports] == [("a", "all"), ("b", "all")]


def test_function_locals_are_not_entities():
    table = map_file("m.py", b"def outer():\n    x = 1\n    def inner():\n        return x\n    return inner\n")
    kinds = {d.qualname: d.local for d in table.definitions}
    assert kinds == {"outer": False, "outer.inner": True}
    assert ("x", "variable") in {(loc.name, loc.kind) for loc in table.locals}


def test_a_name_a_python_function_declares_global_or_nonlocal_is_no_local_of_it():
    # the statements count where they are nested (in an `if`, after `;`; a nested function's count for the function
    # around it too); a name merely holding the word (`from_global_id`, `global_x`) declares nothing
    table = map_file("m.py", b"cache = None\n"
                             b"def f():\n    if cache is None:\n        x = 1; global cache\n"
                             b"    cache = from_global_id(1)\n"
                             b"    def g():\n        nonlocal y\n        y = 2\n    y = 3\n"
                             b"def h():\n    global_x = from_global_id(2)\n    cache = 4\n")
    got = sorted((loc.name, table.definitions[loc.scope].name) for loc in table.locals if loc.kind == "variable")
    assert got == [("cache", "h"), ("global_x", "h"), ("x", "f")]


def test_byte_order_mark_does_not_shift_or_break_parsing():
    table = map_file("m.ts", b"\xef\xbb\xbfexport function f() {}\n")
    assert table.parse_errors == 0
    d = table.definitions[0]
    assert (d.name, d.name_line, d.name_col) == ("f", 1, 19)


@pytest.mark.parametrize("language", sorted(CASES))
def test_output_is_picklable_and_deterministic(language):
    path, source, _, _, _ = CASES[language]
    a = map_file(path, source)
    b = map_file(path, bytes(source))
    assert a == b
    assert pickle.loads(pickle.dumps(a)) == a
    assert isinstance(a, FileTable)


def msgpack_round_trip(table: FileTable) -> FileTable:
    # the snapshot's own codec and msgpack settings, as map results travel from Ray workers
    packed = msgpack.Packer(use_bin_type=True).pack(encode_table(table))
    return decode_table(msgpack.unpackb(packed, raw=False, strict_map_key=False))


@pytest.mark.parametrize("language", sorted(CASES))
def test_file_table_round_trips_through_msgpack(language):
    path, source, _, _, _ = CASES[language]
    table = map_file(path, source)
    back = msgpack_round_trip(table)
    assert back == table
    assert type(back.definitions[0]) is type(table.definitions[0])
    assert all(type(r).__name__ == "Reference" for r in back.references)


@settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.one_of(st.binary(max_size=400), st.text(alphabet="()[]{}<>:;=.,'\"`/*\\ \n\tabcdefxyz_09@#",
                                                  max_size=300).map(str.encode)),
       st.sampled_from(sorted(CASES)))
def test_any_bytes_map_to_a_serialisable_table(data, language):
    path = CASES[language][0]
    table = map_file(path, data)
    assert table.size == len(data)
    assert msgpack_round_trip(table) == table
    assert map_file(path, data) == table


# ---- definition digests (what `fastindex diff` compares) -----------------------------------------------------

DIGEST_SOURCE = b"""class Repo:
    def get(self, key):
        return key

    def put(self, key, value):
        helper = lambda v: v
        return helper(value)


def top():
    return 1
"""


def digests_by_qualname(source: bytes) -> dict[str, bytes]:
    t = map_file("m.py", source)
    step = len(t.def_digests) // len(t.definitions)
    assert step == 4 and len(t.def_digests) == 4 * len(t.definitions)
    return {d.qualname: t.def_digests[i * step:(i + 1) * step] for i, d in enumerate(t.definitions)
            if not d.local}


def test_changing_a_method_changes_its_digest_not_its_class_nor_its_siblings():
    before = digests_by_qualname(DIGEST_SOURCE)
    after = digests_by_qualname(DIGEST_SOURCE.replace(b"return key", b"return key + 1"))
    assert set(before) == {"Repo", "Repo.get", "Repo.put", "top"}
    assert before["Repo.get"] != after["Repo.get"]
    assert [q for q in before if before[q] != after[q]] == ["Repo.get"]


def test_a_change_inside_a_local_function_changes_the_enclosing_method():
    before = digests_by_qualname(DIGEST_SOURCE)
    after = digests_by_qualname(DIGEST_SOURCE.replace(b"lambda v: v", b"lambda v: -v"))
    assert [q for q in before if before[q] != after[q]] == ["Repo.put"]


def test_moving_a_definition_down_keeps_its_digest():
    before = digests_by_qualname(DIGEST_SOURCE)
    after = digests_by_qualname(b"# a comment\n\n" + DIGEST_SOURCE)
    assert before == after


def test_a_class_header_change_changes_only_the_class():
    before = digests_by_qualname(DIGEST_SOURCE)
    after = digests_by_qualname(DIGEST_SOURCE.replace(b"class Repo:", b"class Repo(Base):"))
    assert [q for q in before if before[q] != after[q]] == ["Repo"]


def test_captures_the_map_never_reads_are_left_out_of_the_compiled_query():
    from fastindex.map.extract import _drop_unread_captures, compile_language
    compiled = compile_language(BY_NAME["python"])
    names = {compiled.query.capture_name(i) for i in range(compiled.query.capture_count)}
    # a reference's main node and a capture no predicate reads are dropped; a predicate's capture is kept
    assert not any(n.startswith(("reference.", "local.")) for n in names)
    assert "_g" not in names and "_self" in names
    assert {"definition.class", "name", "receiver", "import.named", "module"} <= names
    # a quoted token that looks like a capture (Java's "@interface") is grammar, not a capture
    pattern = '(annotation_type_declaration "@interface" name: (identifier) @name) @reference.type'
    assert _drop_unread_captures(pattern, "reference", "reference.type", []) == \
        '(annotation_type_declaration "@interface" name: (identifier) @name)'
    # the tables do not change: the Python case still finds its definitions and references
    table = map_file(*CASES["python"][:2])
    assert ("method", "Repo.get") in {(d.kind, d.qualname) for d in table.definitions}
    assert any(r.name == "get" and r.kind == "call" and r.receiver == "repo" for r in table.references)


TS_PARSED_FIRST_AS_TSX = [
    # parses as TSX too: the TSX grammar's table
    ("clean", b"import { Base } from './base';\nexport class Repo<T> extends Base {\n"
              b"  items: Map<string, T> = new Map();\n"
              b"  get(key: string): T | undefined { return this.items.get(key); }\n}\n"
              b"export const pick = <K,>(xs: K[]) => xs.filter((x) => x !== undefined)[0];\n", False),
    # a `<T>x` cast and a generic arrow function without the comma: errors as TSX, parsed again as TypeScript
    ("cast", b"export function first(xs: unknown[]): string {\n  const s = <string>xs[0];\n  return s;\n}\n"
             b"export const id = <T>(x: T): T => x;\n", True),
    # a real syntax error: as many errors in both grammars, TSX's table (the same as TypeScript's grammar gives),
    # and TypeScript's query is not compiled for it (~0.5 CPU-s)
    ("broken", b"export function ok(a: number) { return a + 1; }\nexport function bad( {\n", False),
]


@pytest.mark.parametrize("name, source, own", TS_PARSED_FIRST_AS_TSX, ids=[c[0] for c in TS_PARSED_FIRST_AS_TSX])
def test_typescript_is_parsed_as_tsx_first_with_the_same_table(name, source, own):
    from fastindex.map.extract import Extractor, _extract, compile_language
    ts = BY_NAME["typescript"]
    assert ts.parse_first == "tsx"
    ex = Extractor()
    table = ex.map_file(f"src/{name}.ts", source)
    assert table == _extract(compile_language(ts), f"src/{name}.ts", source)   # its own grammar's table
    assert table.language == "typescript" and table.definitions
    assert (table.parse_errors > 0) == (name == "broken")
    # the TypeScript grammar's query is compiled only for a file its grammar parses with fewer errors than TSX's
    assert ("typescript\0own" in ex._compiled) == own and "tsx" in ex._compiled


def test_java_calls_record_their_number_of_arguments():
    # Reference.arity (spec.call_arguments): `el.attr("k")` 1, `text()` 0, comments are no arguments; other sites and
    # languages without overloads -1
    table = map_file("p/A.java", b"""package p;
class A {
    String run(Node el) {
        el.attr("k", /* a comment */ f(1, g()));
        return text() + el.attr("k");
    }
}
""")
    got = sorted((r.name, r.arity) for r in table.references if r.kind == "call")
    assert got == [("attr", 1), ("attr", 2), ("f", 2), ("g", 0), ("text", 0)]
    assert {r.arity for r in table.references if r.kind != "call"} <= {-1}
    py = map_file("m.py", b"def f(a, b):\n    return f(1, 2)\n")
    assert [r.arity for r in py.references if r.kind == "call"] == [-1]
    # kept through the codec that ships tables from Ray workers
    assert decode_table(encode_table(table)).references == table.references


def test_python_decorators_record_whether_they_are_called():
    # Reference.arity of a decorator site (spec.decorated_values): its call's number of arguments, comments are none;
    # -1 for a decorator that is not called
    table = map_file("m.py", b"""import functools, app
@functools.cache
@app.route("/", methods=["GET"])
@lru_cache(maxsize=3)  # trailing
@group()
@plain
def f():
    pass
""")
    got = [(r.receiver, r.name, r.arity) for r in table.references if r.kind == "decorator"]
    assert got == [("functools", "cache", -1), ("app", "route", 2), ("", "lru_cache", 1), ("", "group", 0),
                   ("", "plain", -1)]
    assert decode_table(encode_table(table)).references == table.references


def test_java_calls_record_what_their_arguments_types_are():
    # LanguageSpec.argument_types: a Local "arguments" per call with an argument naming a type where it is written
    # (`new T()`, `new T[]`, a cast) or a constant (`Feature.X`): `COL:` and a hint per argument (a literal's type, the
    # type written, `=` and the text the linker resolves; "" unknown); calls with no such argument record nothing
    table = map_file("p/A.java", b"""package p;
class A {
    void run(Node el, Gen gen) {
        gen.writeRawValue(new SerializedString("1"), "s", 'c', true, 1, 1L, 2.5, x + y);
        gen.writeBinary(new byte[] { 1 });
        b.enable(JsonParser.Feature.X, (Feature) f, el, name.getValue());
        gen.flush();
        gen.write(x + y, "s", el, name.getValue(), this.field, 1);
    }
}
""")
    got = sorted((loc.name, loc.type_text) for loc in table.locals if loc.kind == "arguments")
    assert got == [
        ("enable", "10:=JsonParser.Feature.X\x1fFeature\x1f=el\x1f=name.getValue()"),
        ("writeBinary", "12:byte[]"),
        ("writeRawValue", "12:SerializedString\x1fString\x1fchar\x1fboolean\x1fint\x1f\x1fdouble\x1f"),
    ]
    assert decode_table(encode_table(table)).locals == table.locals


def test_the_declared_package_and_build_constraint_are_recorded():
    # Java `package a.b;` (whitespace dropped, an annotation before it); Go's package clause and its `//go:build`
    # line before it (after a license comment, before a doc comment), parsed both ways (with a budget: through a
    # read callback); a `//go:build` after the package clause builds nothing; a file without a declaration: ""
    java = map_file("x/Y.java", b"/* lic */\n@Deprecated\npackage com . acme.util;\n\nclass Y {}\n")
    assert (java.package, java.constraint) == ("com.acme.util", "")
    go = (b"// Copyright.\n\n//go:build linux && !cgo\n\n// Package net does.\npackage net\n\n"
          b"//go:build no\nfunc F() {}\n")
    for budget in (None, 10.0):
        t = map_file("net/a_linux.go", go, parse_timeout=budget)
        assert (t.package, t.constraint) == ("net", "//go:build linux && !cgo")
    assert (map_file("b.go", b"package b\n//go:build x\n").constraint, map_file("c.java", b"class C {}\n").package) \
        == ("", "")
    row = msgpack.unpackb(msgpack.packb(encode_table(t), use_bin_type=True), raw=False)
    assert decode_table(row) == t


def test_the_declared_namespace_of_a_csharp_file_is_its_first():
    # block-scoped or file-scoped, whitespace dropped; a nested or later namespace is not the file's (the resolver
    # takes the first, as it did reading the files); a commented-out one is none; no namespace: ""
    cases = {b"// namespace Old\nusing System;\nnamespace Acme . Store {\n  namespace Inner { class C {} }\n}\n"
             b"namespace Later { }\n": "Acme.Store",
             b"using System;\n\nnamespace Acme.App;\n\nclass P {}\n": "Acme.App",
             b"/*\nnamespace Wrong\n*/\nnamespace Right { }\n": "Right",
             b"class Top {}\n": ""}
    for data, package in cases.items():
        for budget in (None, 10.0):
            assert map_file("A.cs", data, parse_timeout=budget).package == package, data


def test_the_declared_package_of_a_kotlin_file():
    # `package a.b` after a file annotation and a comment, whitespace dropped; a script without one: ""
    kt = map_file("src/main/kotlin/util/S.kt", b'/* lic */\n@file:JvmName("S")\npackage com . acme.util\n\n'
                                              b"import x.y\n\nfun f() {}\n")
    assert (kt.package, kt.constraint) == ("com.acme.util", "")
    assert map_file("build.gradle.kts", b'plugins { id("x") }\n').package == ""


def test_go_blank_identifier_is_no_reference_site():
    t = map_file("a.go", b"package a\n\nvar _ error = (*T)(nil)\n\n"
                         b"func f(x int) {\n\t_ = x\n\tfor _, y := range []int{x} {\n\t\t_ = y\n\t}\n}\n")
    assert "_" not in {r.name for r in t.references}
    assert {r.name for r in t.references} >= {"x", "y", "T"}


def test_a_call_pattern_keeps_its_node_only_where_it_is_the_name_parent():
    """compile_language keeps a call pattern's main capture (and reads the arguments from it, not from the name's
    parent, a search down from the root) only where the pattern is one node holding @name as a direct child."""
    from fastindex.map.extract import _child_of_main, compile_language
    assert _child_of_main('(method_invocation object: (_) @receiver name: (identifier) @name) @reference.call',
                          "name", "reference.call")
    assert _child_of_main('(explicit_constructor_invocation constructor: (super) @name) @reference.call',
                          "name", "reference.call")
    # nested one level down, in an alternation, captured twice, or no main capture on the outer node: not kept
    assert not _child_of_main('(call function: (attribute attribute: (identifier) @name)) @reference.call',
                              "name", "reference.call")
    assert not _child_of_main('[(call function: (identifier) @name) (new name: (identifier) @name)] @reference.call',
                              "name", "reference.call")
    assert not _child_of_main('(call (identifier) @name (identifier) @name) @reference.call', "name", "reference.call")
    assert not _child_of_main('(call function: (identifier) @name)', "name", "reference.call")
    # a quoted bracket is grammar text, not nesting
    assert _child_of_main('(call "(" function: (identifier) @name) @reference.call', "name", "reference.call")
    java = compile_language(BY_NAME["java"])
    kept = {java.query.capture_name(i) for i in range(java.query.capture_count)}
    assert "reference.call" in kept
    # Python reads no call's arguments from its node: its reference captures are still dropped
    python = compile_language(BY_NAME["python"])
    assert "reference.call" not in {python.query.capture_name(i) for i in range(python.query.capture_count)}


@pytest.mark.parametrize("path, source, script", [
    ("g.d.ts", "declare const __DEV__: boolean\n", True),
    ("t.d.ts", 'declare module "x" {\n  export const a: number\n}\n', True),   # an ambient module's export
    ("svg.d.ts", "declare module '*.svg' {\n  import {A} from 'y'\n  const c: A\n  export default c\n}\n", True),
    ("page.js", "function show() { return 1 }\n", True),
    ("a.ts", "export {}\ndeclare global { var X: number }\n", False),
    ("b.ts", "export default 42\n", False),
    ("c.ts", "export = foo\n", False),
    ("h.d.ts", "export as namespace Foo\n", False),
    ("i.ts", "const u = import.meta.url\n", False),
    ("m.ts", "import x = require('y')\n", False),
    ("e.js", "exports.a = 1\n", False),
    ("q.js", "module.exports.a = 1\n", False),
    ("r.js", "const fs = require('fs')\n", False),
    ("s.mts", "function f() {}\n", False),
    ("v.cjs", "function f() {}\n", False),
    ("w.ts", "export interface I {}\n", False),
])
def test_a_typescript_or_javascript_file_without_import_or_export_is_a_script(path, source, script):
    """A script's table carries an Export of form "script" (languages/typescript/script.py): its top-level
    declarations are global; any import or export, `import.meta`, CommonJS's exports or an .mts/.cjs name make a
    module."""
    t = map_file(path, source.encode(), language_for(path))
    assert any(e.form == "script" for e in t.exports) is script
    if script:
        assert t.exports[0] == ("", "", 1, "script")


def test_a_script_s_globals_are_its_top_level_declarations_but_its_blocks_locals():
    """reduce.link.global_definitions of a script: `var root`, `const f`, not a loop's `var i`, a block's `const k`
    or function `g`, nor the arrow function's own definition (all locals of the module, no entities)."""
    from fastindex.reduce.link import global_definitions
    spec = BY_NAME["javascript"]
    t = map_file("loop.js", b"for (var i = 0; i < 3; i++) {}\nif (c) { const k = 1; function g() {} }\nvar root\n"
                            b"const f = () => 1\n", spec)
    assert [t.definitions[i].name for i in global_definitions(t, spec)] == ["root", "f"]


@pytest.mark.parametrize("name", sorted(BY_NAME))
def test_every_language_s_queries_compile_for_its_grammar(name):
    """Each language's query files compile for its own grammar (a pattern one grammar cannot match, as a
    TypeScript class expression's `name: (identifier)` where its grammar has a type_identifier, is a QueryError
    there: then every file of the language fails to map, recorded file by file while the run goes on)."""
    from fastindex.map.extract import compile_language
    compiled = compile_language(BY_NAME[name])
    assert compiled.query.pattern_count == len(compiled.patterns) > 0
