"""Python resolution cases written inline (`# --- path: a.py ---` fragments), one behaviour per test: the entity
edges (docs/entity-edges.md) that must be present and those that must not."""
from __future__ import annotations

from test_resolution_inline import E, edges_of


def test_py_classmethod_returning_self_called_on_the_class_gives_an_instance_of_it(tmp_path):
    """`Model.model_construct()` declared `-> Self` gives a Model (the class it is called on, not the one declaring
    the method): its members and the subclass's own fields resolve."""
    edges = edges_of(tmp_path, """
# --- path: base.py ---
from typing import Self
class Base:
    @classmethod
    def construct(cls) -> Self:
        return cls()
    def dump(self) -> dict:
        return {}
# --- path: use.py ---
from base import Base
class Model(Base):
    x: int = 0
def caller():
    m = Model.construct()
    m.dump()
    return m.x
""")
    assert E("use.py::caller", "base.py::Base.dump") in edges
    assert E("use.py::caller", "use.py::Model.x") in edges


def test_py_with_binds_what_entering_the_context_manager_gives(tmp_path):
    """`with f() as x`: a T where f is a generator function declared `-> Iterator[T]` / `Generator[T, ..]` (under
    @contextmanager), what the class's `__enter__` is declared to return where that is another type, else the
    value itself."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from contextlib import contextmanager
from typing import Generator, Iterator
class Scope:
    def clear(self): pass
class Conn:
    def close(self): pass
class Pool:
    def close(self): pass
    def __enter__(self) -> Conn:
        return Conn()
class Span:
    def finish(self): pass
    def __enter__(self) -> "Span":
        return self
@contextmanager
def isolation_scope() -> Generator[Scope, None, None]:
    yield Scope()
@contextmanager
def new_scope() -> "Iterator[Scope]":
    yield Scope()
# --- path: use.py ---
from lib import Pool, Span, isolation_scope, new_scope
def a():
    with isolation_scope() as scope:
        scope.clear()
def b():
    with new_scope() as scope:
        scope.clear()
def c():
    with Pool() as conn:
        conn.close()
def d():
    with Span() as span:
        span.finish()
""")
    assert E("use.py::a", "lib.py::Scope.clear") in edges
    assert E("use.py::b", "lib.py::Scope.clear") in edges
    assert E("use.py::c", "lib.py::Conn.close") in edges
    assert E("use.py::c", "lib.py::Pool.close") not in edges
    assert E("use.py::d", "lib.py::Span.finish") in edges


def test_py_a_local_bound_again_with_another_type_is_that_type_after_it(tmp_path):
    """Statements run in order: `span = start_other()` .. `span = start_span()` then `span.set_data()` is Span's;
    the reads before the second binding stay Other's, and a member only the first binding's type has is still
    read through it."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Span:
    def set_data(self): pass
class Other:
    def set_data(self): pass
    def only_other(self): pass
def start_span() -> Span: return Span()
def start_other() -> Other: return Other()
# --- path: use.py ---
from lib import start_other, start_span
def first():
    span = start_other()
    span.set_data()
def second():
    span = start_other()
    span = start_span()
    span.set_data()
def branches(c):
    if c:
        with start_other() as span:
            span.only_other()
    else:
        with start_span() as span:
            span.set_data()
            span.only_other()
""")
    assert E("use.py::first", "lib.py::Other.set_data") in edges
    assert E("use.py::second", "lib.py::Span.set_data") in edges
    assert E("use.py::second", "lib.py::Other.set_data") not in edges
    assert E("use.py::branches", "lib.py::Span.set_data") in edges
    assert E("use.py::branches", "lib.py::Other.set_data") not in edges
    assert E("use.py::branches", "lib.py::Other.only_other") in edges


def test_py_calling_a_class_object_makes_an_instance(tmp_path):
    """A value declared `type[C]` (directly, or through a module-level name standing for it: `PyAndJson =
    type[Validator]`) called gives a C."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Optional, Type
class Validator:
    def validate_test(self): pass
PyAndJson = type[Validator]
# --- path: use.py ---
from typing import Optional, Type
from lib import PyAndJson, Validator
def direct(make: type[Validator]):
    make().validate_test()
def aliased(py_and_json: PyAndJson):
    v = py_and_json()
    v.validate_test()
def optional(make: Optional[Type[Validator]]):
    v = make()
    v.validate_test()
""")
    for fn in ("direct", "aliased", "optional"):
        assert E(f"use.py::{fn}", "lib.py::Validator.validate_test") in edges, fn


def test_py_a_subscripted_generic_class_is_the_class(tmp_path):
    """`Response[int](data=1)` makes a Response: its fields named as keyword arguments and the members read on the
    result resolve."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class Response(Generic[T]):
    data: T
    error: str
    def dump(self): pass
# --- path: use.py ---
from lib import Response
def f():
    r = Response[int](data=1, error="")
    r.dump()
def g():
    Response[str](data="").dump()
""")
    assert E("use.py::f", "lib.py::Response.data") in edges
    assert E("use.py::f", "lib.py::Response.error") in edges
    assert E("use.py::f", "lib.py::Response.dump") in edges
    assert E("use.py::g", "lib.py::Response.dump") in edges


def test_py_an_overloaded_function_whose_first_declaration_gives_none_gives_another(tmp_path):
    """`@overload def get(t: None) -> None` declared first: a call gives what another declaration of get gives (the
    implementation's `-> P | None`, an overload's `-> P`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import overload
class P:
    def accept(self): pass
@overload
def get(t: None) -> None: ...
@overload
def get(t: int) -> P: ...
def get(t: int | None) -> P | None:
    return P() if t is not None else None
# --- path: use.py ---
from lib import get
def g(t: int):
    get(t).accept()
""")
    assert E("use.py::g", "lib.py::P.accept") in edges


def test_py_a_parameter_annotation_names_what_the_scope_around_binds(tmp_path):
    """`def h(cs: cs.CoreSchema)`: the annotation's `cs` is the module imported around the function (annotations are
    evaluated outside it), and the parameter holds a CoreSchema."""
    edges = edges_of(tmp_path, """
# --- path: cs.py ---
class CoreSchema:
    def items(self): pass
# --- path: use.py ---
import cs
def h(cs: cs.CoreSchema):
    cs.items()
""")
    assert E("use.py::h", "cs.py::CoreSchema") in edges
    assert E("use.py::h", "cs.py::CoreSchema.items") in edges


def test_py_calling_an_instance_gives_what_its_class_call_method_returns(tmp_path):
    """`r(x)` where r holds an instance of a class declaring `__call__`: what `__call__` is declared to return, also
    unpacked (`res, doc = r(x)` of `-> tuple[int, Doc]`); the call itself is no reference to `__call__` (pyright
    records none)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Doc:
    def find(self): pass
class Node:
    def text(self): pass
class Runner:
    def __call__(self, x: int) -> tuple[int, Doc]:
        return 1, Doc()
class Maker:
    def __call__(self) -> Node:
        return Node()
# --- path: use.py ---
from lib import Runner, Maker
def a(run: Runner):
    res, doc = run(1)
    doc.find()
def b(make: Maker):
    make().text()
def c():
    m = Maker()
    node = m()
    node.text()
""")
    assert E("use.py::a", "lib.py::Doc.find") in edges
    assert E("use.py::b", "lib.py::Node.text") in edges
    assert E("use.py::c", "lib.py::Node.text") in edges
    assert E("use.py::b", "lib.py::Maker.__call__") not in edges


def test_py_a_method_header_is_read_in_the_class_body_before_the_method(tmp_path):
    """A method's decorators, parameter annotations and defaults are evaluated in the class body (pyright): a nested
    class or class attribute bound before the method is what they name (`p: Params`, `@parametrize(SCOPES)`,
    `stdin=CLOSE_STDIN`) and types the parameter; a class member bound after the method is not (`lines: list[str]`
    before `def str(self)` is the builtin), nor is any class name in the method's body."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
def parametrize(*args):
    return lambda f: f
CLOSE_STDIN = None
class Config:
    class Params:
        def check(self): pass
    SCOPES = ["module", "session"]
    CLOSE_STDIN = object()

    def __init__(self, params: Params | None = None) -> None:
        if params is None:
            params = self.Params()
        self.params = params

    def use(self) -> None:
        self.params.check()

    def direct(self, p: Params, stdin=CLOSE_STDIN) -> None:
        p.check()

    @parametrize("scope", SCOPES)
    def test_scopes(
        self,
        scope: str,
    ) -> Params:
        return Config.Params()

    def lines(self, lines: list[str]) -> None:
        return None

    def str(self) -> str:
        return ""

    def body(self) -> None:
        return CLOSE_STDIN
""")
    assert E("lib.py::Config.use", "lib.py::Config.Params.check") in edges
    assert E("lib.py::Config.direct", "lib.py::Config.Params.check") in edges
    assert E("lib.py::Config.direct", "lib.py::Config.Params") in edges
    assert E("lib.py::Config.direct", "lib.py::Config.CLOSE_STDIN") in edges
    assert E("lib.py::Config.test_scopes", "lib.py::Config.SCOPES") in edges
    assert E("lib.py::Config.test_scopes", "lib.py::Config.Params") in edges
    assert E("lib.py::Config.lines", "lib.py::Config.str") not in edges
    assert E("lib.py::Config.body", "lib.py::CLOSE_STDIN") in edges
    assert E("lib.py::Config.body", "lib.py::Config.CLOSE_STDIN") not in edges


def test_py_a_parenthesised_annotation_is_the_type_it_groups(tmp_path):
    """`self.h: (\\n A | B\\n) = A()` (a formatter's wrapping of a long union): the union A | B, whose first
    alternative types `self.h.m()` (as pyright's symbol names it)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Stream:
    def set_when(self, w): pass
class Null:
    def set_when(self, w): pass
class Plugin:
    def __init__(self, on: bool) -> None:
        if on:
            self.handler: (
                Stream | Null
            ) = Stream()
        else:
            self.handler = Null()
    def start(self) -> None:
        self.handler.set_when("start")
def make() -> (Stream):
    return Stream()
def use():
    make().set_when("x")
""")
    assert E("lib.py::Plugin.start", "lib.py::Stream.set_when") in edges
    assert E("lib.py::use", "lib.py::Stream.set_when") in edges


def test_py_a_package_importing_its_own_submodule_by_name(tmp_path):
    """`from pkg import rewrite` in pkg/__init__.py itself (the name bound by that import only): the submodule
    pkg/rewrite.py, whatever order the linker meets the package's names in."""
    edges = edges_of(tmp_path, """
# --- path: pkg/__init__.py ---
from pkg import rewrite
from pkg import util

def install():
    return rewrite.Hook()

def compare():
    return util.repr_compare()
# --- path: pkg/rewrite.py ---
class Hook:
    pass
# --- path: pkg/util.py ---
def repr_compare():
    pass
""")
    assert E("pkg/__init__.py::install", "pkg/rewrite.py::Hook") in edges
    assert E("pkg/__init__.py::compare", "pkg/util.py::repr_compare") in edges


def test_py_an_attribute_the_class_does_not_declare_is_what_getattr_returns(tmp_path):
    """`gen.foo` where gen's class declares no foo but `__getattr__(self, name) -> MarkDecorator`: a MarkDecorator
    (no edge for foo itself); a declared attribute is still the declaration."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class MarkDecorator:
    name: str
    def with_args(self): pass
class MarkGenerator:
    known: int = 0
    def __getattr__(self, name: str) -> MarkDecorator:
        return MarkDecorator()
MARK_GEN = MarkGenerator()
# --- path: use.py ---
from lib import MARK_GEN
def a():
    return MARK_GEN.foo.name
def b():
    d = MARK_GEN.slow
    d.with_args()
    return MARK_GEN.known
""")
    assert E("use.py::a", "lib.py::MarkDecorator.name") in edges
    assert E("use.py::b", "lib.py::MarkDecorator.with_args") in edges
    assert E("use.py::b", "lib.py::MarkGenerator.known") in edges
    assert E("use.py::a", "lib.py::MarkGenerator.__getattr__") not in edges


def test_py_calling_an_instance_whose_call_method_is_overloaded(tmp_path):
    """`md(1, "2")` of a MarkDecorator whose first `@overload def __call__(self, arg: M) -> M` gives a type variable:
    what another declaration of `__call__` gives (`-> MarkDecorator`), as for an overloaded function."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import TypeVar, overload
M = TypeVar("M")
class Mark:
    kwargs: dict
class MarkDecorator:
    mark: Mark
    @overload
    def __call__(self, arg: M) -> M: ...
    @overload
    def __call__(self, *args: object) -> "MarkDecorator": ...
    def __call__(self, *args: object):
        return self
# --- path: use.py ---
from lib import MarkDecorator
def a(xfail: MarkDecorator):
    return xfail("b").mark.kwargs
""")
    assert E("use.py::a", "lib.py::MarkDecorator.mark") in edges
    assert E("use.py::a", "lib.py::Mark.kwargs") in edges


def test_py_iterating_or_indexing_self_of_a_class_inheriting_a_collection(tmp_path):
    """`for x in self` / `self[0]` in `class Traceback(list[Entry])`: an Entry, as iterating an instance of the class
    from outside gives."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Entry:
    lineno: int
    def frame(self): pass
class Traceback(list[Entry]):
    def cut(self):
        for x in self:
            x.frame()
    def first(self):
        return self[0].lineno
""")
    assert E("lib.py::Traceback.cut", "lib.py::Entry.frame") in edges
    assert E("lib.py::Traceback.first", "lib.py::Entry.lineno") in edges


def test_py_a_bare_yield_gives_what_the_generator_is_declared_to_be_sent(tmp_path):
    """`rep = yield` in a function declared `-> Generator[None, TestReport, TestReport]` (pluggy's hook wrappers):
    a TestReport, the Generator's second type argument (also `typing.Generator`); nothing where the function
    declares no Generator result."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class TestReport:
    outcome: str
    def skipped(self): pass
# --- path: use.py ---
import typing
from collections.abc import Generator
from lib import TestReport
def makereport() -> Generator[None, TestReport, TestReport]:
    rep = yield
    rep.outcome = "skipped"
    return rep
class Wrapper:
    def collect(self) -> typing.Generator[None, TestReport, None]:
        res = yield
        res.skipped()
def untyped():
    res = yield
    res.skipped()
""")
    assert E("use.py::makereport", "lib.py::TestReport.outcome") in edges
    assert E("use.py::Wrapper.collect", "lib.py::TestReport.skipped") in edges
    assert E("use.py::untyped", "lib.py::TestReport.skipped") not in edges


def test_py_a_keyword_argument_of_a_class_on_an_external_base_is_no_field(tmp_path):
    """saleor's `Voucher(name="v")` with `class Voucher(models.Model)`: Django's Model (outside the repository)
    takes the keywords in its `__init__(**kwargs)`, so pyright names no field (3,176 of saleor's false edges); a
    class on a base whose fields are the constructor's parameters (TypedDict, NamedTuple, pydantic's BaseModel)
    or on no base outside the repository (a dataclass) still names its field; so does one through a base of the
    repository on such a base."""
    edges = edges_of(tmp_path, """
# --- path: models.py ---
from dataclasses import dataclass
from typing import NamedTuple
from django.db import models
from pydantic import BaseModel
class Voucher(models.Model):
    name = models.CharField()
class Sub(Voucher):
    code = models.CharField()
class Schema(BaseModel):
    private_metadata: dict
class Point(NamedTuple):
    x: int
@dataclass
class Line:
    quantity: int
class Base(BaseModel):
    id: int
class Derived(Base):
    label: str
# --- path: use.py ---
from models import Voucher, Sub, Schema, Point, Line, Derived
def make():
    Voucher(name="v")
    Sub(code="c", name="n")
    Schema(private_metadata={})
    Point(x=1)
    Line(quantity=2)
    Derived(id=1, label="l")
""")
    assert not any(e[3] in ("Voucher.name", "Sub.code") for e in edges)
    for field in ("Schema.private_metadata", "Point.x", "Line.quantity", "Base.id", "Derived.label"):
        assert E("use.py::make", "models.py::" + field) in edges, field


def test_py_with_an_undeclared_contextmanager_generator_binds_what_it_yields(tmp_path):
    """`with self.getcapture() as cap` where getcapture is a generator function under @contextmanager with no
    declared result: what its `yield`s give where they agree (pyright infers the Generator's yield type); nothing
    from a generator yielding two different things."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Capture:
    def start(self): pass
    def readouterr(self): pass
class Other:
    def readouterr(self): pass
def make() -> Capture:
    return Capture()
# --- path: use.py ---
import contextlib
from lib import Capture, Other, make
class TestCapture:
    @contextlib.contextmanager
    def getcapture(self):
        cap = make()
        cap.start()
        try:
            yield cap
        finally:
            pass

    @contextlib.contextmanager
    def direct(self):
        yield make()

    @contextlib.contextmanager
    def mixed(self, c):
        if c:
            yield make()
        else:
            yield Other()

    def test_simple(self):
        with self.getcapture() as cap:
            cap.readouterr()

    def test_direct(self):
        with self.direct() as cap:
            cap.readouterr()

    def test_mixed(self):
        with self.mixed(1) as cap:
            cap.readouterr()
""")
    assert E("use.py::TestCapture.test_simple", "lib.py::Capture.readouterr") in edges
    assert E("use.py::TestCapture.test_direct", "lib.py::Capture.readouterr") in edges
    assert E("use.py::TestCapture.test_mixed", "lib.py::Capture.readouterr") not in edges
    assert E("use.py::TestCapture.test_mixed", "lib.py::Other.readouterr") not in edges


def test_py_a_raises_context_holds_an_instance_of_the_class_it_is_given(tmp_path):
    """pydantic-ai's tests: `with pytest.raises(ModelHTTPError) as exc_info: ..` then `exc_info.value.status_code`
    (pytest's ExceptionInfo[E]); unittest's `with self.assertRaises(ModelHTTPError) as cm:` then
    `cm.exception.status_code` (LanguageSpec.raised_contexts). A repository's own `raises` is read as written."""
    edges = edges_of(tmp_path, """
# --- path: t.py ---
import unittest
import pytest
class ModelAPIError(Exception):
    model_name: str
class ModelHTTPError(ModelAPIError):
    status_code: int
class Box:
    value: int = 0
    def __enter__(self) -> "Box":
        return self
    def __exit__(self, *a) -> None: ...
def raises(e: type) -> Box:
    return Box()
def test_count_tokens_error():
    with pytest.raises(ModelHTTPError) as exc_info:
        pass
    assert exc_info.value.status_code == 404
    assert exc_info.value.model_name == "m"
def test_own():
    with raises(ModelHTTPError) as box:
        return box.value
class T(unittest.TestCase):
    def test_x(self):
        with self.assertRaises(ModelHTTPError) as cm:
            pass
        self.assertEqual(cm.exception.status_code, 404)
""")
    assert E("t.py::test_count_tokens_error", "t.py::ModelHTTPError.status_code") in edges
    assert E("t.py::test_count_tokens_error", "t.py::ModelAPIError.model_name") in edges
    assert E("t.py::T.test_x", "t.py::ModelHTTPError.status_code") in edges
    assert E("t.py::test_own", "t.py::Box.value") in edges


def test_py_an_unannotated_function_returning_its_parameter_gives_the_argument(tmp_path):
    """faststream's tests: `async with self.patch_broker(consume_broker) as br` (and `br = ..`) of `def
    patch_broker(self, broker): return broker`, unannotated: the argument passed, a RedisBroker, as pyright infers
    the call's result from its arguments; a parameter declared with a type is read as declared instead."""
    edges = edges_of(tmp_path, """
# --- path: t.py ---
class Base:
    async def start(self) -> None: ...
class RedisBroker(Base):
    async def start(self) -> None: ...
    async def __aenter__(self) -> "RedisBroker":
        return self
    async def __aexit__(self, *a) -> None: ...
class TestConsume:
    def get_broker(self):
        return RedisBroker()
    def patch_broker(self, broker):
        return broker
    def typed_broker(self, broker: Base):
        return broker
    async def test_a(self):
        consume_broker = self.get_broker()
        br = self.patch_broker(consume_broker)
        await br.start()
    async def test_b(self):
        consume_broker = self.get_broker()
        async with self.patch_broker(consume_broker) as br:
            await br.start()
    async def test_c(self):
        consume_broker = self.get_broker()
        br = self.typed_broker(consume_broker)
        await br.start()
""")
    assert E("t.py::TestConsume.test_a", "t.py::RedisBroker.start") in edges
    assert E("t.py::TestConsume.test_b", "t.py::RedisBroker.start") in edges
    assert E("t.py::TestConsume.test_c", "t.py::Base.start") in edges
    assert E("t.py::TestConsume.test_c", "t.py::RedisBroker.start") not in edges


def test_py_a_class_attribute_holding_a_function_calls_it(tmp_path):
    """`captureclass = staticmethod(StdCapture)` (or the function itself) in a class body: `self.captureclass()`,
    `self.__class__.captureclass()` call StdCapture and give what it returns."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class MultiCapture:
    def start_capturing(self): pass
def StdCapture(out: bool = True) -> MultiCapture:
    return MultiCapture()
# --- path: use.py ---
from lib import StdCapture
class TestStdCapture:
    captureclass = staticmethod(StdCapture)
    plain = StdCapture

    def a(self):
        cap = self.__class__.captureclass()
        cap.start_capturing()

    def b(self):
        self.plain().start_capturing()
""")
    assert E("use.py::TestStdCapture.captureclass", "lib.py::StdCapture") in edges
    assert E("use.py::TestStdCapture.a", "lib.py::MultiCapture.start_capturing") in edges
    assert E("use.py::TestStdCapture.b", "lib.py::MultiCapture.start_capturing") in edges


def test_py_a_member_is_looked_up_in_the_method_resolution_order(tmp_path):
    """Python's C3 order, not depth first: `class Function(PyobjMixin, Item)` with both deriving from Node reads
    Item before Node (`super().__init__()` is Item's), `class Module(File, PyCollector)` reads PyCollector before
    File's base Collector."""
    edges = edges_of(tmp_path, """
# --- path: nodes.py ---
class Node:
    def __init__(self): pass
    def collect(self): pass
class Item(Node):
    def __init__(self): pass
class Collector(Node):
    def collect(self): pass
class FSCollector(Collector):
    pass
class File(FSCollector):
    pass
# --- path: python.py ---
from nodes import Node, Item, Collector, File
class PyobjMixin(Node):
    pass
class PyCollector(PyobjMixin, Collector):
    def collect(self): pass
class Function(PyobjMixin, Item):
    def __init__(self):
        super().__init__()
class Module(File, PyCollector):
    def collect(self):
        return super().collect()
def use(m: Module):
    m.collect()
""")
    assert E("python.py::Function.__init__", "nodes.py::Item.__init__") in edges
    assert E("python.py::Function.__init__", "nodes.py::Node.__init__") not in edges
    assert E("python.py::Module.collect", "python.py::PyCollector.collect") in edges
    assert E("python.py::Module.collect", "nodes.py::Collector.collect") not in edges
    assert E("python.py::use", "python.py::Module.collect") in edges


def test_py_a_submodule_imported_in_another_function_is_no_attribute_here(tmp_path):
    """`import pk.python` inside one function binds that function's `pk` (with its submodule); another function
    reading the module-level `import pk` has no `pk.python` (pyright: not a known attribute), the function itself
    has."""
    edges = edges_of(tmp_path, """
# --- path: pk/__init__.py ---
# --- path: pk/python.py ---
class Class:
    pass
# --- path: pk/fixtures.py ---
import pk

def get_scope_node():
    import pk.python
    return pk.python.Class

class Request:
    def cls(self):
        return pk.python.Class
""")
    assert E("pk/fixtures.py::get_scope_node", "pk/python.py::Class") in edges
    assert E("pk/fixtures.py::Request.cls", "pk/python.py::Class") not in edges


def test_py_a_module_a_star_import_binds_in_a_package_is_its_attribute(tmp_path):
    """networkx: `import networkx as nx` then `nx.community.is_partition(G, ..)`, where networkx/__init__.py does `from
    networkx.algorithms import *` and algorithms/__init__.py `from networkx.algorithms import community`: the star
    import binds `community` in networkx's namespace, so it is an attribute without `import networkx.community`
    (which is no module at all). A package's own submodule that nothing imports stays no attribute. The later of
    two star imports giving a name binds it: `from networkx.generators import *` before brings generators/
    community.py as `community` too (its package's own star import of it sets the attribute)."""
    edges = edges_of(tmp_path, """
# --- path: nx/__init__.py ---
from nx.generators import *
from nx.algorithms import *
from nx import drawing
from nx.drawing import *
# --- path: nx/generators/__init__.py ---
from nx.generators.community import *
# --- path: nx/generators/community.py ---
__all__ = ["lfr_benchmark_graph"]
def lfr_benchmark_graph(n):
    return n
def is_partition(G, parts):
    return False
# --- path: nx/algorithms/__init__.py ---
from nx.algorithms.core import *
from nx.algorithms import community
# --- path: nx/algorithms/core.py ---
__all__ = ["core_number"]
def core_number(G):
    return G
# --- path: nx/algorithms/community/__init__.py ---
from nx.algorithms.community.utils import *
# --- path: nx/algorithms/community/utils.py ---
__all__ = ["is_partition"]
def is_partition(G, parts):
    return True
# --- path: nx/drawing/__init__.py ---
from . import nx_agraph
# --- path: nx/drawing/nx_agraph.py ---
def to_agraph(G):
    return G
# --- path: nx/lonely.py ---
def alone():
    return 0
# --- path: user.py ---
import nx


def use(G):
    nx.core_number(G)
    nx.community.is_partition(G, [])
    nx.lonely.alone()
    return nx.nx_agraph.to_agraph(G)
""")
    assert E("user.py::use", "nx/algorithms/community/utils.py::is_partition") in edges
    assert E("user.py::use", "nx/drawing/nx_agraph.py::to_agraph") in edges
    assert E("user.py::use", "nx/algorithms/core.py::core_number") in edges
    assert E("user.py::use", "nx/lonely.py::alone") not in edges
    assert E("user.py::use", "nx/generators/community.py::is_partition") not in edges


def test_py_a_module_a_later_star_import_brings_binds_what_it_imported_back(tmp_path):
    """networkx/utils/__init__.py star-imports misc (which defines `groups`), then union_find, which does `from
    networkx.utils import groups` while the package is half made: its `groups` is misc's (the later star import
    first, as Python binds them, must not read the package's own lookup in progress and lose the name); where two
    star imports give different bindings the later one's is the package's."""
    edges = edges_of(tmp_path, """
# --- path: nu/__init__.py ---
from nu.misc import *
from nu.union_find import *
from nu.decorators import *
# --- path: nu/misc.py ---
__all__ = ["groups", "argmap"]
def groups(x):
    return x
def argmap(f):
    return f
# --- path: nu/decorators.py ---
__all__ = ["argmap"]
def argmap(f):
    return f
# --- path: nu/union_find.py ---
from nu import groups


class UnionFind:
    def to_sets(self):
        return groups(self)
# --- path: a_use.py ---
import nu


def f(x):
    return nu.groups(x), nu.argmap(x)
""")
    assert E("nu/union_find.py::UnionFind.to_sets", "nu/misc.py::groups") in edges
    assert E("a_use.py::f", "nu/misc.py::groups") in edges   # (linked first: the package's lookup starts there)
    assert E("a_use.py::f", "nu/decorators.py::argmap") in edges
    assert E("a_use.py::f", "nu/misc.py::argmap") not in edges


def test_py_type_of_x_is_c_narrows_x_to_c(tmp_path):
    """`if type(obj) is C:` / `elif type(obj) == D:`: obj is a C (a D) inside the branch, as after isinstance;
    `type(obj) is not C` narrows nothing."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Marker:
    name: str
class FixtureFunctionDefinition:
    marker: Marker
    def get_wrapped(self): pass
def safe_getattr(o, n, d):
    return d
# --- path: use.py ---
from lib import FixtureFunctionDefinition, Marker, safe_getattr
def parse(holder):
    obj = safe_getattr(holder, "x", None)
    if type(obj) is FixtureFunctionDefinition:
        marker = obj.marker
        return marker.name
    elif type(obj) == Marker:
        return obj.name
def negated(holder):
    obj = safe_getattr(holder, "x", None)
    if type(obj) is not FixtureFunctionDefinition:
        obj.get_wrapped()
""")
    assert E("use.py::parse", "lib.py::FixtureFunctionDefinition.marker") in edges
    assert E("use.py::parse", "lib.py::Marker.name") in edges
    assert E("use.py::negated", "lib.py::FixtureFunctionDefinition.get_wrapped") not in edges


def test_py_an_enum_member_is_an_instance_of_its_enum(tmp_path):
    """`Scope.Function` of `class Scope(Enum)` (also `enum.IntEnum`, and a subclass of a repository enum) is a
    Scope: `Scope.Function.next_higher()` is Scope's method; a plain class's attribute is not an instance of it."""
    edges = edges_of(tmp_path, """
# --- path: scope.py ---
import enum
from enum import Enum
class Scope(Enum):
    Function = "function"
    Class = "class"
    def next_higher(self) -> "Scope":
        return self
class Color(enum.IntEnum):
    RED = 1
    def shade(self): pass
class Base(Enum):
    def describe(self): pass
class Kind(Base):
    A = "a"
class Plain:
    X = 1
    def m(self): pass
# --- path: use.py ---
from scope import Scope, Color, Kind, Plain
def t():
    Scope.Function.next_higher()
    Color.RED.shade()
    Kind.A.describe()
    Plain.X.m()
""")
    assert E("use.py::t", "scope.py::Scope.next_higher") in edges
    assert E("use.py::t", "scope.py::Color.shade") in edges
    assert E("use.py::t", "scope.py::Base.describe") in edges
    assert E("use.py::t", "scope.py::Plain.m") not in edges


def test_py_a_chained_assignment_gives_every_target_the_value(tmp_path):
    """`self._monkeypatch = mp = monkeypatch` and `A = B = make()`: every target holds what the last right side
    gives."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class MonkeyPatch:
    def chdir(self): pass
def make() -> MonkeyPatch:
    return MonkeyPatch()
# --- path: use.py ---
from lib import MonkeyPatch, make
FIRST = SECOND = make()
class Pytester:
    def __init__(self, monkeypatch: MonkeyPatch) -> None:
        self._monkeypatch = mp = monkeypatch
    def chdir(self) -> None:
        self._monkeypatch.chdir()
def a():
    FIRST.chdir()
""")
    assert E("use.py::Pytester.chdir", "lib.py::MonkeyPatch.chdir") in edges
    assert E("use.py::a", "lib.py::MonkeyPatch.chdir") in edges


def test_py_a_class_pattern_names_its_class_and_narrows_the_subject(tmp_path):
    """`case Source():` / `case mod.Other(y=1):` in a match statement name the class matched (pyright records the
    reference); inside `case Exc():` the subject is an Exc."""
    edges = edges_of(tmp_path, """
# --- path: mod.py ---
class Other:
    pass
# --- path: use.py ---
import mod
class Source:
    pass
class Exc:
    def matches(self): pass
def f(x):
    match x:
        case Source():
            pass
        case mod.Other(y=1):
            pass
        case Exc():
            x.matches()
""")
    assert E("use.py::f", "use.py::Source") in edges
    assert E("use.py::f", "mod.py::Other") in edges
    assert E("use.py::f", "use.py::Exc.matches") in edges


def test_py_unpacking_a_homogeneous_collection_gives_each_name_an_element(tmp_path):
    """`(item,) = items` / `a, b = items` with `items: list[Item]` (or the list place of a declared tuple result):
    each name holds an Item; a tuple type still gives each place its own type."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Item:
    nodeid: str
class Recorder:
    def calls(self): pass
def genitems() -> tuple[list[Item], Recorder]:
    return [], Recorder()
# --- path: use.py ---
from lib import Item, genitems
def a():
    items, rec = genitems()
    (item,) = items
    rec.calls()
    return item.nodeid
def b(items: list[Item]):
    first, second = items
    return second.nodeid
""")
    assert E("use.py::a", "lib.py::Item.nodeid") in edges
    assert E("use.py::a", "lib.py::Recorder.calls") in edges
    assert E("use.py::b", "lib.py::Item.nodeid") in edges


def test_py_keyword_fields_of_a_dataclass_on_an_external_base_and_of_an_aliased_typed_dict(tmp_path):
    """pydantic's `@dataclasses.dataclass class StringConstraints(annotated_types.GroupedMetadata)` (the decorator
    makes the fields the constructor's parameters whatever the base) and `class InitErrorDetails(_TypedDict)` with
    `from typing import TypedDict as _TypedDict` (the base by its imported name) name their fields by keyword."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
import dataclasses as _dataclasses
import annotated_types
from typing import TypedDict as _TypedDict
@_dataclasses.dataclass(frozen=True)
class SC(annotated_types.GroupedMetadata):
    ascii_only: bool = False
class IED(_TypedDict):
    loc: str
def f():
    SC(ascii_only=True)
    IED(loc="x")
""")
    assert E("m.py::f", "m.py::SC.ascii_only") in edges
    assert E("m.py::f", "m.py::IED.loc") in edges


def test_py_a_receiver_annotated_with_a_type_variable_of_the_class_types_the_method_body(tmp_path):
    """pydantic v1's `def parse_raw(cls: Type['Model'], ..)` with `Model = TypeVar('Model', bound='BaseModel')`:
    the annotated receiver stays the method's receiver when the header is read in the class body (abd621a), so
    `cls.__config__.orm_mode` and `cls.parse_obj` resolve."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Type, TypeVar
Model = TypeVar('Model', bound='BaseModel')
class BaseConfig:
    orm_mode: bool = False
class BaseModel:
    __config__: Type[BaseConfig] = BaseConfig
    @classmethod
    def parse_obj(cls: Type['Model'], obj) -> 'Model':
        return cls.__config__.orm_mode
    @classmethod
    def parse_raw(cls: Type['Model'], b) -> 'Model':
        return cls.parse_obj(b)
""")
    assert E("m.py::BaseModel.parse_obj", "m.py::BaseConfig.orm_mode") in edges
    assert E("m.py::BaseModel.parse_obj", "m.py::BaseModel.__config__") in edges
    assert E("m.py::BaseModel.parse_raw", "m.py::BaseModel.parse_obj") in edges


def test_py_strings_in_a_literal_annotation_are_values_not_forward_references(tmp_path):
    """pydantic's `def _generate_alias(self, alias_kind: Literal['alias', 'validation_alias', ...])` in a class whose
    attributes are named so: a Literal's strings are values (pyright links no name in them); a string annotation
    elsewhere, also as a type argument (`Optional[List['Foo']]`), is a forward reference."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Literal, Optional, List
class G:
    alias: int = 0
    other: int = 1
    def gen(self, kind: Literal['alias', 'other'], y: Optional[List['Foo']] = None) -> 'Foo':
        pass
class Foo: pass
def h(k: Optional[Literal['Foo']]): pass
""")
    assert not any(e[3] in ("G.alias", "G.other") for e in edges)
    assert E("m.py::G.gen", "m.py::Foo") in edges
    assert not any(e[1] == "h" for e in edges)


def test_py_a_class_decorator_is_named_around_the_class(tmp_path):
    """`@collect class C` where C has a method named collect (the synthetic corpus's shadowing case): Python applies
    the decorator named in the scope around the class, whose body is not bound at that point; pyright links the
    imported function. The edge is the class's. TypeScript's class decorators likewise."""
    edges = edges_of(tmp_path, """
# --- path: deco.py ---
def collect(cls):
    return cls
# --- path: m.py ---
from deco import collect

@collect
class C:
    def collect(self, collect: int = 0) -> None:
        state = collect
# --- path: deco.ts ---
export function sealed(c: any) { return c; }
# --- path: u.ts ---
import { sealed } from './deco';
@sealed
export class D {
  sealed(): void {}
}
""")
    assert E("m.py::C", "deco.py::collect") in edges
    assert E("m.py::C", "m.py::C.collect") not in edges
    assert E("u.ts::D", "deco.ts::sealed") in edges
    assert E("u.ts::D", "u.ts::D.sealed") not in edges


def test_py_a_keyword_argument_taken_by_a_base_s_constructor_is_no_field(tmp_path):
    """netbox's `Site(name=.., slug=..)` with `class Site(PrimaryModel)` whose repository mixin defines
    `__init__(self, *args, **kwargs)`: that constructor takes the keywords (its **kwargs), as pyright reads the
    call, so no field is named (~2,900 of netbox's false edges); a dataclass subclass has a constructor of its own
    made from its fields, and a class on pydantic's BaseModel too (they still name the field)."""
    edges = edges_of(tmp_path, """
# --- path: models.py ---
from dataclasses import dataclass
from django.db import models
from pydantic import BaseModel
class TrackingMixin:
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
class Site(TrackingMixin, models.Model):
    name = models.CharField()
class Plain(TrackingMixin):
    label = None
class Base:
    def __init__(self, **kw):
        pass
@dataclass
class Line(Base):
    quantity: int = 0
class Schema(TrackingMixin, BaseModel):
    private_metadata: dict
# --- path: own.py ---
class BaseModel:
    def __init__(self, /, **data):
        pass
class Model(BaseModel):
    field1: int = 0
# --- path: use.py ---
from models import Site, Plain, Line, Schema
from own import Model
def make():
    Site(name="s")
    Plain(label="p")
    Line(quantity=2)
    Schema(private_metadata={})
    Model(field1=1)
""")
    assert E("use.py::make", "own.py::Model.field1") in edges   # pydantic's own BaseModel, in its repository
    assert E("use.py::make", "models.py::Site.name") not in edges
    assert E("use.py::make", "models.py::Plain.label") not in edges
    assert E("use.py::make", "models.py::Line.quantity") in edges
    assert E("use.py::make", "models.py::Schema.private_metadata") in edges


def test_py_a_tuple_literal_of_one_type_is_a_collection_of_it(tmp_path):
    """netbox's `devices = (Device(..), Device(..))` then `devices[0].site`, `for d in devices: d.tag`: each an
    instance of Device, as pyright's tuple[Device, Device]; a tuple of different types gives neither (its items
    differ by place), and `a, b = x, y` still binds each name its own value."""
    edges = edges_of(tmp_path, """
# --- path: a.py ---
class D:
    site = None
    tag = None
class E:
    site = None
def f():
    ds = (D(name=1), D(name=2))
    for d in ds:
        d.tag
    return ds[0].site
def g():
    mixed = (E(), D())
    return mixed[0].site
def h():
    a, b = E(), D()
    return b.tag
""")
    assert E("a.py::f", "a.py::D.tag") in edges
    assert E("a.py::f", "a.py::D.site") in edges
    assert E("a.py::g", "a.py::D.site") not in edges
    assert E("a.py::h", "a.py::D.tag") in edges


def test_py_a_top_level_import_root_wins_over_the_repository_root_for_its_files(tmp_path):
    """netbox: the Django project folder `netbox/` (holding the packages dcim/, netbox/, ...) is an import root;
    `from netbox import settings_utils` in its files is the package netbox/netbox/, not the folder netbox/ read
    from the repository root (where settings_utils is not: the submodule was lost)."""
    edges = edges_of(tmp_path, """
# --- path: pyproject.toml ---
[project]
name = "netbox"
# --- path: netbox/netbox/__init__.py ---
# --- path: netbox/netbox/settings_utils.py ---
def load_configuration():
    pass
# --- path: netbox/netbox/registry.py ---
registry = {}
# --- path: netbox/dcim/__init__.py ---
# --- path: netbox/dcim/apps.py ---
from netbox import settings_utils
from netbox.registry import registry
def ready():
    settings_utils.load_configuration()
    return registry
""")
    assert E("netbox/dcim/apps.py::ready", "netbox/netbox/settings_utils.py::load_configuration") in edges
    assert E("netbox/dcim/apps.py::ready", "netbox/netbox/registry.py::registry") in edges


def test_a_builtin_the_repository_also_defines_as_a_member_is_still_a_global(tmp_path):
    """`int` of Python and `close` of Go are builtins: a bare use that no scope binds is a "global" unresolved
    site, though the repository defines a method or field of that name somewhere (pydantic: 4,025 `int` sites were
    "unknown"); a bare name the repository defines and no scope binds stays "unknown"."""
    from fastindex.pipeline import IndexOptions, index, write_snapshot
    from fastindex.snapshot.api import Snapshot

    repo = tmp_path / "repo"
    files = {"conv.py": "class Conv:\n    def int(self):\n        return 1\n\n    def helper(self):\n"
                        "        return 2\n",
             "use.py": "def f(x):\n    return int(x) + helper(x)\n",
             "go.mod": "module example.com/m\n",
             "ch.go": "package m\n\ntype P struct{}\n\nfunc (p *P) close() {}\n\nfunc g(c chan int) { close(c) }\n"}
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    opts = IndexOptions(backend="inprocess", progress=False)
    write_snapshot(index(str(repo), opts), str(tmp_path / "s.fidx"), opts)
    reasons = {(u[0], u[2]): u[6] for u in Snapshot(str(tmp_path / "s.fidx")).unresolved}
    assert reasons[("use.py", "int")] == "global"
    assert reasons[("use.py", "helper")] == "unknown"
    assert reasons[("ch.go", "close")] == "global"


def test_py_class_attribute_holding_a_descriptor_is_what_its_get_method_returns(tmp_path):
    """`height = ScalarProperty()` with `__get__(..) -> Scalar | None`: `styles.height` is a Scalar;
    `focused: Reactive[Widget | None]` (also through a subclass, `reactive[Offset]`) with `__get__` declared, in
    overloads, `-> T` for reads through an instance: the type argument; `app = getters.app(App)` whose
    `__init__` takes `type[AppType]`: an App (textual's descriptors)."""
    edges = edges_of(tmp_path, """
# --- path: props.py ---
from typing import Generic, TypeVar, overload, TYPE_CHECKING
T = TypeVar("T")
class Scalar:
    value: float = 0.0
class ScalarProperty:
    def __get__(self, obj, objtype=None) -> Scalar | None:
        return None
class Reactive(Generic[T]):
    def __init__(self, default: T) -> None:
        self._default = default
    if TYPE_CHECKING:
        @overload
        def __get__(self: "Reactive[T]", obj: None, obj_type) -> "Reactive[T]": ...
        @overload
        def __get__(self: "Reactive[T]", obj: "Widget", obj_type) -> T: ...
    def __get__(self, obj, obj_type):
        return self._default
class reactive(Reactive[T]):
    pass
class Styles:
    height = ScalarProperty()
class Offset:
    x: int = 0
class App:
    def exit(self): pass
import getters
class Widget:
    styles: Styles = Styles()
    focused: Reactive["Widget | None"] = Reactive(None)
    offset: reactive[Offset] = reactive(Offset())
    name: str = ""
    app = getters.app(App)
# --- path: getters.py ---
from typing import Callable, Generic, TypeVar
AppType = TypeVar("AppType", bound="App")
class app(Generic[AppType]):
    def __init__(self, app_type: type[AppType] | Callable[[], type[AppType]]) -> None:
        self._app_type = app_type
    def __get__(self, obj, obj_type) -> AppType:
        return obj
# --- path: use.py ---
from props import Widget
def a(w: Widget):
    return w.styles.height.value
def b(w: Widget):
    return w.focused.name
def c(w: Widget):
    return w.offset.x
def d(w: Widget):
    w.app.exit()
""")
    assert E("use.py::a", "props.py::Scalar.value") in edges
    assert E("use.py::b", "props.py::Widget.name") in edges
    assert E("use.py::c", "props.py::Offset.x") in edges
    assert E("use.py::d", "props.py::App.exit") in edges


def test_py_class_bound_result_also_in_a_chain_and_at_a_later_argument(tmp_path):
    """`self.query_one(Input).clear()` with an overload `(self, selector: type[Q]) -> Q`, Q a type variable: an
    Input also where the call is a receiver's segment, and `query_one("Tabs > Tab", Input)` through the overload
    `(self, selector: str, expect_type: type[Q]) -> Q`: the class is the argument at the place typed `type[Q]`
    (the selector's `>` and `,` inside the string are no brackets or argument breaks)."""
    edges = edges_of(tmp_path, """
# --- path: dom.py ---
from typing import TYPE_CHECKING, TypeVar, overload
Q = TypeVar("Q", bound="Widget")
class Widget:
    if TYPE_CHECKING:
        @overload
        def query_one(self, selector: str) -> "Widget": ...
        @overload
        def query_one(self, selector: type[Q]) -> Q: ...
        @overload
        def query_one(self, selector: str, expect_type: type[Q]) -> Q: ...
    def query_one(self, selector, expect_type=None):
        return None
class Input(Widget):
    value: str = ""
    def clear(self): pass
# --- path: use.py ---
from dom import Widget, Input
def a(w: Widget):
    w.query_one(Input).clear()
def b(w: Widget):
    w.query_one("Tabs > Tab, #x", Input).clear()
def c(w: Widget):
    x = w.query_one("#x", Input)
    return x.value
""")
    assert E("use.py::a", "dom.py::Input.clear") in edges
    assert E("use.py::b", "dom.py::Input.clear") in edges
    assert E("use.py::c", "dom.py::Input.value") in edges


def test_py_class_bound_result_of_a_later_class_when_the_first_binds_nothing(tmp_path):
    """pydantic-ai's test helper `iter_message_parts(msgs, ModelResponse, NativeToolReturnPart)`, declared `(messages,
    message_type: type[ModelResponse], part_type: type[T]) -> Iterator[T]`: the first class passed binds no type
    variable, the last does; `list(..)` of it holds NativeToolReturnParts."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
from typing import Iterator, Sequence, TypeVar
class ModelResponse: ...
class ToolReturnPart:
    tool_name: str = ""
T = TypeVar("T", bound=ToolReturnPart)
def iter_message_parts(messages: Sequence[object], message_type: type[ModelResponse],
                       part_type: type[T]) -> Iterator[T]:
    return iter(())
def test(msgs: list[object]) -> None:
    returns = list(iter_message_parts(msgs, ModelResponse, ToolReturnPart))
    print([r.tool_name for r in returns])
""")
    assert E("c.py::test", "c.py::ToolReturnPart.tool_name") in edges


def test_py_type_parameter_results_iteration_and_bounds_of_a_generic_class(tmp_path):
    """`w.query(Input)` declared `(self, s: type[Q]) -> DOMQuery[Q]`: a DOMQuery whose Q is Input; iterating it
    (`def __iter__(self) -> Iterator[Q]`) gives Inputs, and `def first(self) -> Q` an Input; inside the class,
    where Q is given no argument, the bound of `Q = TypeVar("Q", bound="Widget")` (a Widget)."""
    edges = edges_of(tmp_path, """
# --- path: q.py ---
from __future__ import annotations
from typing import Generic, TypeVar, Iterator, TYPE_CHECKING
if TYPE_CHECKING:
    from dom import Widget
Q = TypeVar("Q", bound="Widget")
class DOMQuery(Generic[Q]):
    def __iter__(self) -> Iterator[Q]:
        return iter([])
    def first(self) -> Q: ...
    def refresh(self) -> None:
        for node in self:
            node.render()
    def one(self) -> None:
        self.first().render()
# --- path: dom.py ---
from typing import TYPE_CHECKING, overload
from q import DOMQuery, Q
class Widget:
    def render(self): pass
    if TYPE_CHECKING:
        @overload
        def query(self, selector: str | None = None) -> DOMQuery[Widget]: ...
        @overload
        def query(self, selector: type[Q]) -> DOMQuery[Q]: ...
    def query(self, selector=None):
        return DOMQuery()
class Input(Widget):
    value: str = ""
    def clear(self): pass
# --- path: use.py ---
from dom import Widget, Input
def a(w: Widget):
    for i in w.query(Input):
        i.clear()
def b(w: Widget):
    w.query(Input).first().clear()
def c(w: Widget):
    q = w.query(Input)
    q.first().clear()
def d(w: Widget):
    return [i.value for i in w.query(Input)]
""")
    for f in "abc":
        assert E(f"use.py::{f}", "dom.py::Input.clear") in edges
    assert E("use.py::d", "dom.py::Input.value") in edges
    assert E("q.py::DOMQuery.refresh", "dom.py::Widget.render") in edges
    assert E("q.py::DOMQuery.one", "dom.py::Widget.render") in edges


def test_py_receiver_whose_call_arguments_hold_brackets_in_strings(tmp_path):
    """`Expect("tag", open_tag=r"(?<!\\\\)\\[").extract_text()`: the brackets inside a string argument are text, so the
    receiver still reads as a call of Expect followed by its method."""
    edges = edges_of(tmp_path, r'''
# --- path: tok.py ---
class Expect:
    def __init__(self, description: str, **tokens: str) -> None:
        pass
    def extract_text(self) -> "Expect":
        return self
    def expect_eof(self, eof: bool = True) -> "Expect":
        return self
# --- path: use.py ---
from tok import Expect
expect_a = Expect(
    "markup tag",
    open_closing_tag=r"(?<!\\)\[/",
).extract_text()
def f():
    Expect("x", w="[\"(").expect_eof()
''')
    assert E("use.py::expect_a", "tok.py::Expect.extract_text") in edges
    assert E("use.py::f", "tok.py::Expect.expect_eof") in edges


def test_py_calling_an_alias_of_a_bound_method_and_iterating_a_callable_instance(tmp_path):
    """`get_token = tokenizer.get_token; token = get_token(e)`: what the method returns; `for t in tokenize(css)`
    where `tokenize = State()` and State's `__call__` is declared `-> Iterable[Token]`: a Token."""
    edges = edges_of(tmp_path, """
# --- path: tok.py ---
from typing import Iterable
class Token:
    name: str
    value: str
class Tokenizer:
    def get_token(self, expect: str) -> Token:
        return Token()
class State:
    def __call__(self, code: str) -> Iterable[Token]:
        return []
tokenize = State()
# --- path: use.py ---
from tok import tokenize, Tokenizer
def a():
    t = Tokenizer()
    get_token = t.get_token
    token = get_token("x")
    return token.name
def b(css):
    for token in tokenize(css):
        token.value
""")
    assert E("use.py::a", "tok.py::Token.name") in edges
    assert E("use.py::b", "tok.py::Token.value") in edges


def test_py_iter_next_min_max_give_the_elements_of_their_argument(tmp_path):
    """`iter(xs)` holds xs's elements; `next(it, None)`, `min(xs, key=f)`, `max(..)` give one of them (also as a
    receiver: `min(regions, key=f).x`, `next(iter(xs)).name`)."""
    edges = edges_of(tmp_path, """
# --- path: tok.py ---
from typing import Iterable
class Token:
    name: str
    value: str
def gen() -> Iterable[Token]:
    return []
# --- path: use.py ---
from tok import gen
def a():
    tokens = iter(gen())
    for token in tokens:
        token.value
def b():
    tokens = iter(gen())
    token = next(tokens, None)
    return token.name
def c():
    return next(iter(gen())).name
def d():
    return min(gen(), key=len).value
""")
    assert E("use.py::a", "tok.py::Token.value") in edges
    assert E("use.py::b", "tok.py::Token.name") in edges
    assert E("use.py::c", "tok.py::Token.name") in edges
    assert E("use.py::d", "tok.py::Token.value") in edges


def test_py_subscript_of_an_instance_reads_its_getitem(tmp_path):
    """`tree.root.children[0]` where `children` is declared `-> TreeNodes[D]` and `class TreeNodes(
    ImmutableSequenceView["TreeNode[D]"])` inherits `def __getitem__(self, index: int) -> T` (the first overload;
    `class ImmutableSequenceView(Generic[T])`): a TreeNode, its members resolve."""
    edges = edges_of(tmp_path, """
# --- path: seq.py ---
from __future__ import annotations
from typing import Generic, TypeVar, Sequence, TYPE_CHECKING, overload
T = TypeVar("T")
class ImmutableSequenceView(Generic[T]):
    def __init__(self, wrap: Sequence[T]) -> None:
        self._wrap = wrap
    if TYPE_CHECKING:
        @overload
        def __getitem__(self, index: int) -> T: ...
        @overload
        def __getitem__(self, index: slice) -> ImmutableSequenceView[T]: ...
    def __getitem__(self, index):
        return self._wrap[index]
# --- path: tree.py ---
from __future__ import annotations
from typing import Generic, TypeVar
from seq import ImmutableSequenceView
D = TypeVar("D")
class TreeNodes(ImmutableSequenceView["TreeNode[D]"]):
    pass
class TreeNode(Generic[D]):
    label: str = ""
    @property
    def children(self) -> TreeNodes[D]:
        return TreeNodes([])
    def expand(self) -> TreeNode[D]:
        return self
class Tree(Generic[D]):
    root: TreeNode[D]
# --- path: use.py ---
from tree import Tree
def a(t: Tree):
    return t.root.children[0].label
def b(t: Tree):
    node = t.root.children[1]
    node.expand()
""")
    assert E("use.py::a", "tree.py::TreeNode.label") in edges
    assert E("use.py::b", "tree.py::TreeNode.expand") in edges


def test_py_lambda_in_a_declared_mapping_or_callable_takes_its_parameter_types_from_the_declaration(tmp_path):
    """`_PSEUDO_CLASSES: ClassVar[dict[str, Callable[[Widget], bool]]] = {"focus": lambda widget: widget.has_focus}`:
    the lambda's parameter is a Widget (the declared mapping's value type's first parameter); so is `w` in
    `check: Callable[[Widget], bool] = lambda w: w.has_focus`."""
    edges = edges_of(tmp_path, """
# --- path: w.py ---
from __future__ import annotations
from typing import Callable, ClassVar
class Theme:
    dark: bool = False
class App:
    current_theme: Theme = Theme()
class Widget:
    has_focus: bool = False
    app: App = App()
    def allow_focus(self) -> bool:
        return True
    _PSEUDO_CLASSES: ClassVar[dict[str, Callable[[Widget], bool]]] = {
        "can-focus": lambda widget: widget.allow_focus(),
        "dark": lambda widget: widget.app.current_theme.dark,
    }
check: Callable[[Widget], bool] = lambda w: w.has_focus
""")
    assert E("w.py::Widget._PSEUDO_CLASSES", "w.py::Widget.allow_focus") in edges
    assert E("w.py::Widget._PSEUDO_CLASSES", "w.py::Theme.dark") in edges
    assert E("w.py::check", "w.py::Widget.has_focus") in edges


def test_py_name_declared_without_a_value_keeps_it_over_imports_binding_it(tmp_path):
    """`cell_len: Callable[[str], int]` then `try: from rich.cells import cached_cell_len as cell_len` / `except
    ImportError: from rich.cells import cell_len`: uses of cell_len, in the file and through imports of it, are the
    declaration (pyright's declared symbol), not the external imports."""
    edges = edges_of(tmp_path, """
# --- path: cells.py ---
from typing import Callable
cell_len: Callable[[str], int]
try:
    from rich.cells import cached_cell_len as cell_len
except ImportError:
    from rich.cells import cell_len
def f(x):
    return cell_len(x)
# --- path: use.py ---
from cells import cell_len
def g(x):
    return cell_len(x)
""")
    assert E("cells.py::f", "cells.py::cell_len") in edges
    assert E("use.py::g", "cells.py::cell_len") in edges


def test_py_subscript_of_a_method_call_declared_to_return_a_collection(tmp_path):
    """`n._bindings.get_bindings_for_key("a")[0].priority` with `-> list[Binding]`: an element of the declared
    collection also where the call is a receiver's segment (not only through a local); the collection itself has
    no member of its elements (`..get_bindings_for_key("a").priority` gives no edge)."""
    edges = edges_of(tmp_path, """
# --- path: b.py ---
from __future__ import annotations
class Binding:
    priority: bool = False
class BindingsMap:
    def get_bindings_for_key(self, key: str) -> list[Binding]:
        return []
class Node:
    def __init__(self):
        self._bindings = BindingsMap()
def a(n: Node):
    return n._bindings.get_bindings_for_key("a")[0].priority
def c(n: Node):
    return n._bindings.get_bindings_for_key("a").priority
""")
    assert E("b.py::a", "b.py::Binding.priority") in edges
    assert E("b.py::c", "b.py::Binding.priority") not in edges


def test_py_annotation_naming_a_variable_that_holds_a_class_is_that_class(tmp_path):
    """`Reactable = DOMNode` (in `if TYPE_CHECKING:`), `def f(obj: Reactable)`: obj is a DOMNode (an implicit type
    alias, as pyright reads it)."""
    edges = edges_of(tmp_path, """
# --- path: dom.py ---
class DOMNode:
    def set_class(self): pass
# --- path: r.py ---
from __future__ import annotations
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from dom import DOMNode
    Reactable = DOMNode
def f(obj: Reactable):
    obj.set_class()
""")
    assert E("r.py::f", "dom.py::DOMNode.set_class") in edges


def test_py_method_of_an_external_generic_returning_its_type_argument(tmp_path):
    """`active_app: ContextVar["App[Any]"]`: `active_app.get()` is an App (LanguageSpec.argument_methods), through a
    local and in a chain."""
    edges = edges_of(tmp_path, """
# --- path: ctx.py ---
from __future__ import annotations
from contextvars import ContextVar
from typing import TYPE_CHECKING, Any
if TYPE_CHECKING:
    from app import App
active_app: ContextVar["App[Any]"] = ContextVar("active_app")
# --- path: app.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class App(Generic[T]):
    ansi_theme: str = ""
    def _log(self): pass
# --- path: use.py ---
from ctx import active_app
def f():
    app = active_app.get()
    app._log()
def g():
    return active_app.get().ansi_theme
""")
    assert E("use.py::f", "app.py::App._log") in edges
    assert E("use.py::g", "app.py::App.ansi_theme") in edges


def test_py_instance_attribute_declared_with_the_class_type_parameter(tmp_path):
    """`self.data = data` with `data: D | None` in `class TreeNode(Generic[D])`: `node.data.path` of a
    `TreeNode[DirEntry]` is DirEntry's."""
    edges = edges_of(tmp_path, """
# --- path: tree.py ---
from __future__ import annotations
from typing import Generic, TypeVar
D = TypeVar("D")
class TreeNode(Generic[D]):
    def __init__(self, label: str, data: D | None = None) -> None:
        self.data = data
class DirEntry:
    path: str = ""
class DirectoryTree:
    root: TreeNode[DirEntry]
    def f(self, node: TreeNode[DirEntry]):
        return node.data.path
    def g(self):
        return self.root.data.path
""")
    assert E("tree.py::DirectoryTree.f", "tree.py::DirEntry.path") in edges
    assert E("tree.py::DirectoryTree.g", "tree.py::DirEntry.path") in edges


def test_py_unpacking_a_named_tuple_gives_its_fields(tmp_path):
    """`class ActiveBinding(NamedTuple)` with fields node, binding, enabled: `node, binding, enabled = a` and
    `for (_, binding, enabled) in active.values()` give each name its field's declared type."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from __future__ import annotations
from typing import NamedTuple
class Binding:
    show: bool = False
class ActiveBinding(NamedTuple):
    node: str
    binding: Binding
    enabled: bool
def f(active: dict[str, ActiveBinding]):
    for (_, binding, enabled) in active.values():
        binding.show
def g(a: ActiveBinding):
    node, binding, enabled = a
    return binding.show
""")
    assert E("m.py::f", "m.py::Binding.show") in edges
    assert E("m.py::g", "m.py::Binding.show") in edges


def test_py_parenthesised_or_and_conditional_receivers(tmp_path):
    """`(clock or Clock()).clone()` and `(other if c else self).remove()`: the method of either alternative's
    value."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class Clock:
    def clone(self) -> "Clock":
        return self
class Bar:
    def __init__(self, clock: Clock | None = None):
        self._clock = (clock or Clock()).clone()
    def remove(self): pass
    def f(self, other: "Bar", c: bool):
        (other if c else self).remove()
""")
    assert E("m.py::Bar.__init__", "m.py::Clock.clone") in edges
    assert E("m.py::Bar.f", "m.py::Bar.remove") in edges


def test_py_binary_operation_is_what_the_left_operands_operator_method_returns(tmp_path):
    """`background + link` with `Color.__add__(..) -> Color`: a Color, through a local and as a parenthesised
    receiver (`(style + Style(reverse=False)).rich_style`); the operator method itself gets no edge."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from __future__ import annotations
class Color:
    def __add__(self, other: Color) -> Color:
        return self
    def get_contrast_text(self) -> Color:
        return self
class Style:
    rich_style: str = ""
    def __init__(self, reverse: bool = False) -> None:
        pass
    def __add__(self, other: Style | None) -> Style:
        return self
def f(background: Color, link: Color):
    link_background = background + link
    return link_background.get_contrast_text()
def g(style: Style):
    return (style + Style(reverse=False)).rich_style
""")
    assert E("m.py::f", "m.py::Color.get_contrast_text") in edges
    assert E("m.py::g", "m.py::Style.rich_style") in edges
    assert E("m.py::f", "m.py::Color.__add__") not in edges


def test_py_local_from_a_method_returning_the_receivers_type_parameter(tmp_path):
    """`first_label = app.stack()[-2].query(Label).first()`, `first()` declared `-> Q` on a `DOMQuery[Label]`: the
    local is a Label (as in a chain)."""
    edges = edges_of(tmp_path, """
# --- path: q.py ---
from __future__ import annotations
from typing import Generic, TypeVar
Q = TypeVar("Q", bound="Widget")
class DOMQuery(Generic[Q]):
    def first(self) -> Q: ...
class Widget:
    def query(self, selector: type[Q]) -> DOMQuery[Q]:
        return DOMQuery()
class Label(Widget):
    text: str = ""
class App:
    def stack(self) -> list[Widget]:
        return []
def f(app: App):
    first_label = app.stack()[-2].query(Label).first()
    return first_label.text
""")
    assert E("q.py::f", "q.py::Label.text") in edges


def test_py_class_bound_result_of_an_underscored_class(tmp_path):
    """`self.query_one(_DataTable)` (a private class, `_` then a capital) is a class argument like any other: a
    _DataTable, directly and through a local."""
    edges = edges_of(tmp_path, """
# --- path: dom.py ---
from typing import TypeVar
Q = TypeVar("Q")
class Widget:
    def query_one(self, selector: type[Q]) -> Q: ...
class _DataTable(Widget):
    def add_row(self): pass
def f(w: Widget):
    dt = w.query_one(_DataTable)
    dt.add_row()
def g(w: Widget):
    w.query_one(_DataTable).add_row()
""")
    assert E("dom.py::f", "dom.py::_DataTable.add_row") in edges
    assert E("dom.py::g", "dom.py::_DataTable.add_row") in edges


def test_py_class_bound_result_by_keyword(tmp_path):
    """`w.query_one("#tabbed-content", expect_type=TabbedContent)` through the overload `(self, selector: str,
    expect_type: type[Q]) -> Q`: a TabbedContent (the keyword names the parameter)."""
    edges = edges_of(tmp_path, """
# --- path: dom.py ---
from typing import TypeVar, overload, TYPE_CHECKING
Q = TypeVar("Q")
class Widget:
    if TYPE_CHECKING:
        @overload
        def query_one(self, selector: str) -> "Widget": ...
        @overload
        def query_one(self, selector: str, expect_type: type[Q]) -> Q: ...
    def query_one(self, selector, expect_type=None):
        return None
class TabbedContent(Widget):
    def disable_tab(self): pass
def f(w: Widget):
    tabber = w.query_one("#tabbed-content", expect_type=TabbedContent)
    tabber.disable_tab()
""")
    assert E("dom.py::f", "dom.py::TabbedContent.disable_tab") in edges


def test_py_receiver_holding_an_assignment_expression(tmp_path):
    """`(app := App()).run_test().pause()` and `with (app := App()).run_test() as pilot`: what the assigned value
    gives."""
    edges = edges_of(tmp_path, """
# --- path: r.py ---
class Pilot:
    def pause(self): pass
class App:
    def run_test(self) -> Pilot:
        return Pilot()
def g():
    (app := App()).run_test().pause()
def h():
    with (app := App()).run_test() as pilot:
        pilot.pause()
""")
    assert E("r.py::g", "r.py::App.run_test") in edges
    assert E("r.py::g", "r.py::Pilot.pause") in edges
    assert E("r.py::h", "r.py::Pilot.pause") in edges


def test_py_descriptor_whose_constructor_overload_binds_its_type_parameter(tmp_path):
    """`results = getters.query_one("#results", Markdown)` where the constructor's overload `(self, selector: str,
    expect_type: type[Q])` binds Q and `__get__` returns Q: `self.results` is a Markdown."""
    edges = edges_of(tmp_path, """
# --- path: getters.py ---
from typing import Generic, TypeVar, overload
Q = TypeVar("Q")
class query_one(Generic[Q]):
    @overload
    def __init__(self, selector: str) -> None: ...
    @overload
    def __init__(self, selector: str, expect_type: type[Q]) -> None: ...
    def __init__(self, selector, expect_type=None) -> None:
        self.selector = selector
    def __get__(self, obj, obj_type) -> Q:
        return obj
# --- path: app.py ---
import getters
class Markdown:
    def update(self, text: str): pass
class DictionaryApp:
    results = getters.query_one("#results", Markdown)
    def on_input_changed(self):
        self.results.update("")
""")
    assert E("app.py::DictionaryApp.on_input_changed", "app.py::Markdown.update") in edges


def test_py_receiver_longer_than_the_limit_keeps_its_segments(tmp_path):
    """A receiver over the map's receiver limit (a constructor call with a long argument list, `Bullets(inline=[
    ..]).get_by_context(c)`) is kept with its calls' arguments left out, not cut in the middle: its method
    resolves."""
    items = ",\n".join(f'        Example("item {i}: [#ff00aa]#ff00aa[/];")' for i in range(40))
    edges = edges_of(tmp_path, f"""
# --- path: h.py ---
class Example:
    def __init__(self, text: str) -> None:
        self.text = text
class Bullets:
    def __init__(self, inline: list) -> None:
        self.inline = inline
    def get_by_context(self, context: str) -> list:
        return []
def help_text(context: str):
    return Bullets(
        inline=[
{items}
        ],
    ).get_by_context(context)
""")
    assert E("h.py::help_text", "h.py::Bullets.get_by_context") in edges


def test_py_class_bound_result_that_is_a_collection_of_the_class(tmp_path):
    """`w.query(Tab).results(Tab)` with `results(self, filter_type: type[E]) -> Iterator[E]`: iterating it gives
    Tabs."""
    edges = edges_of(tmp_path, """
# --- path: q.py ---
from __future__ import annotations
from typing import Generic, TypeVar, Iterator
Q = TypeVar("Q")
E = TypeVar("E")
class DOMQuery(Generic[Q]):
    def results(self, filter_type: type[E]) -> Iterator[E]:
        return iter([])
class Widget:
    def query(self, selector: type[Q]) -> DOMQuery[Q]:
        return DOMQuery()
class Tab(Widget):
    id: str = ""
def f(w: Widget):
    return [tab.id for tab in w.query(Tab).results(Tab)]
""")
    assert E("q.py::f", "q.py::Tab.id") in edges


def test_py_variable_holding_a_union_is_a_type_alias(tmp_path):
    """`InputEvent = Union[MaskedInput.Changed, MaskedInput.Submitted]` (nested classes inherited from Input):
    `e: InputEvent` and an element of `list[InputEvent]` are either class (pyright's implicit type alias)."""
    edges = edges_of(tmp_path, """
# --- path: inp.py ---
from __future__ import annotations
from dataclasses import dataclass
class Input:
    @dataclass
    class Changed:
        value: str
        validation_result: int | None = None
    @dataclass
    class Submitted:
        value: str
class MaskedInput(Input):
    pass
# --- path: t.py ---
from typing import Union
from inp import MaskedInput
InputEvent = Union[MaskedInput.Changed, MaskedInput.Submitted]
class App:
    def __init__(self) -> None:
        self.messages: list[InputEvent] = []
def f(app: App):
    return app.messages[0].validation_result
def g(e: InputEvent):
    return e.validation_result
""")
    assert E("t.py::f", "inp.py::Input.Changed.validation_result") in edges
    assert E("t.py::g", "inp.py::Input.Changed.validation_result") in edges


def test_py_star_parameters_are_a_tuple_and_a_dict_of_their_declared_type(tmp_path):
    """`*nodes: Widget` is a tuple of Widgets (`for node in nodes`, `nodes[0]`), `**named: Widget` a dict of them;
    a keyword argument named like a constructor's `**data` collector (`Model(data=..)` of a pydantic-style model,
    BaseModel's `__init__(self, /, **data: Any)`) still names the field."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Any
class Widget:
    def post_message(self): pass
    def remove(self): pass
def prune(*nodes: Widget, **named: Widget):
    for node in nodes:
        node.post_message()
    for k, v in named.items():
        v.remove()
class BaseModel:
    def __init__(self, /, **data: Any) -> None:
        pass
class Model(BaseModel):
    data: int = 0
def make():
    return Model(data=1)
""")
    assert E("m.py::prune", "m.py::Widget.post_message") in edges
    assert E("m.py::prune", "m.py::Widget.remove") in edges
    assert E("m.py::make", "m.py::Model.data") in edges


def test_py_tuple_of_calls_of_one_class_with_different_class_like_keywords(tmp_path):
    """`sites = (Site(status=Choices.ACTIVE), Site(status=Choices.PLANNED))`: still a tuple of Sites (an ALL-CAPS
    keyword value is a constant, no class argument; calls of one callee are one kind whatever their class
    arguments), `sites[0].asns` resolves (netbox's test set-ups)."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class Choices:
    ACTIVE = "active"
    PLANNED = "planned"
class Site:
    asns: list = []
    def __init__(self, name: str = "", status: str = "") -> None:
        pass
def setup():
    sites = (
        Site(name="Site 1", status=Choices.ACTIVE),
        Site(name="Site 2", status=Choices.PLANNED),
    )
    return sites[0].asns
""")
    assert E("m.py::setup", "m.py::Site.asns") in edges


def test_py_with_on_a_generic_context_manager_binds_its_type_argument(tmp_path):
    """`async with s.get() as resp` where get returns a `Ctx[Resp]` and `Ctx(Generic[T])` declares
    `async def __aenter__(self) -> T`: resp is a Resp (aiohttp's `_BaseRequestContextManager[ClientResponse]`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class Resp:
    status: int = 0
class Ctx(Generic[T]):
    def __init__(self, v: T) -> None:
        self._v = v
    async def __aenter__(self) -> T:
        return self._v
    def __enter__(self) -> T:
        return self._v
class Session:
    def get(self) -> "Ctx[Resp]":
        return Ctx(Resp())
# --- path: use.py ---
from lib import Session
async def a(s: Session):
    async with s.get() as resp:
        return resp.status
def b(s: Session):
    with s.get() as resp:
        return resp.status
""")
    assert E("use.py::a", "lib.py::Resp.status") in edges
    assert E("use.py::b", "lib.py::Resp.status") in edges


def test_py_with_on_a_subclass_giving_a_generic_context_manager_its_argument(tmp_path):
    """faststream's `async with TestRedisBroker(broker) as br` of `class TestRedisBroker(TestBroker[RedisBroker])`
    and `class TestBroker(Generic[Broker])` declaring `async def __aenter__(self) -> Broker`: br is a RedisBroker,
    the argument the subclass gives its base."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Any, Generic, TypeVar
class BrokerUsecase:
    async def publish(self) -> None: ...
class RedisBroker(BrokerUsecase):
    async def publish(self) -> None: ...
Broker = TypeVar("Broker", bound=BrokerUsecase)
class TestBroker(Generic[Broker]):
    def __init__(self, broker: Broker) -> None:
        self.broker = broker
    async def __aenter__(self) -> Broker:
        return self.broker
class TestRedisBroker(TestBroker[RedisBroker]):
    pass
# --- path: use.py ---
from lib import RedisBroker, TestRedisBroker
async def a(broker: RedisBroker):
    async with TestRedisBroker(broker) as br:
        await br.publish()
""")
    assert E("use.py::a", "lib.py::RedisBroker.publish") in edges
    assert E("use.py::a", "lib.py::BrokerUsecase.publish") not in edges


def test_py_variable_holding_a_subscripted_generic_class_is_a_type_alias_with_its_arguments(tmp_path):
    """`_Ctx = _Base[Resp]` named as a type (`-> "_Ctx"`): an instance of _Base whose T is a Resp, as pyright reads
    the implicit alias (aiohttp's `_RequestContextManager = _BaseRequestContextManager[ClientResponse]`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class Resp:
    status: int = 0
class _Base(Generic[T]):
    def __init__(self, v: T) -> None:
        self._v = v
    def value(self) -> T:
        return self._v
_Ctx = _Base[Resp]
class Session:
    def get(self) -> "_Ctx":
        return _Ctx(Resp())
# --- path: use.py ---
from lib import Session
def a(s: Session):
    return s.get().value().status
def b(s: Session):
    x = s.get()
    return x.value().status
""")
    assert E("use.py::a", "lib.py::_Base.value") in edges
    assert E("use.py::a", "lib.py::Resp.status") in edges
    assert E("use.py::b", "lib.py::Resp.status") in edges


def test_py_method_result_naming_a_type_parameter_bound_by_a_subclass_base(tmp_path):
    """`class ReqParser(Base[Msg])` with `Base(Generic[T])` declaring `one() -> T` and `feed() -> tuple[list[tuple[T,
    Reader]], bool, bytes]`: on a ReqParser, T is a Msg, bare or inside the declared type, through unpacking,
    subscripts, iteration and chains (aiohttp's `messages, upgrade, tail = parser.feed_data(text)`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, NamedTuple, TypeVar
class Msg(NamedTuple):
    method: str
    should_close: bool
class Reader:
    def read(self) -> bytes:
        return b""
T = TypeVar("T")
class Base(Generic[T]):
    def feed(self, data: bytes) -> tuple[list[tuple[T, Reader]], bool, bytes]:
        return [], False, b""
    def one(self) -> T:
        ...
    def many(self) -> list[T]:
        ...
class ReqParser(Base[Msg]):
    pass
# --- path: use.py ---
from lib import ReqParser
def a(p: ReqParser):
    messages, upgrade, tail = p.feed(b"")
    msg, payload = messages[0]
    payload.read()
    return msg.should_close
def b(p: ReqParser):
    return p.one().method
def c(p: ReqParser):
    for m in p.many():
        m.should_close
def g(p: ReqParser):
    return p.many()[0].method
""")
    assert E("use.py::a", "lib.py::Msg.should_close") in edges
    assert E("use.py::a", "lib.py::Reader.read") in edges
    assert E("use.py::b", "lib.py::Msg.method") in edges
    assert E("use.py::c", "lib.py::Msg.should_close") in edges
    assert E("use.py::g", "lib.py::Msg.method") in edges


def test_py_calling_a_value_declared_callable_gives_its_result(tmp_path):
    """`handler: Callable[[Req], Awaitable[Resp]]`, also through an implicit alias (`Handler = Callable[..]`,
    aiohttp's ClientHandlerType): `await handler(r)` is a Resp. A Callable unpacking a TypedDict among its
    parameters is no valid type (pyright: Unknown), so calling it gives nothing."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Awaitable, Callable, TypedDict, Unpack
class Args(TypedDict, total=False):
    x: int
class Req:
    url: str = ""
class Resp:
    status: int = 0
Handler = Callable[[Req], Awaitable[Resp]]
Maker = Callable[[str, Unpack[Args]], Req]
# --- path: use.py ---
from typing import Callable
from lib import Handler, Maker, Req
async def a(handler: Handler, r: Req):
    response = await handler(r)
    return response.status
def b(make: Callable[..., Req]):
    return make("x").url
def c(make: Maker):
    return make("x").url
""")
    assert E("use.py::a", "lib.py::Resp.status") in edges
    assert E("use.py::b", "lib.py::Req.url") in edges
    assert E("use.py::c", "lib.py::Req.url") not in edges


def test_py_subscripting_a_builtin_collection_call_gives_an_element_of_its_argument(tmp_path):
    """`list(router.routes())[0].method` (routes() an iterable class's instance) and `list(xs)[-1].m`: an element
    of the argument, as `routes = list(router.routes()); routes[0]` reads (aiohttp's test_route_def, pydantic's
    `serializer = list(serializers)[-1]`); of a mapping's values, one of its values (faststream's
    `list(broker._publishers.values())[0].mock` of `_publishers: Dict[int, Publisher]`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Dict, Iterable, Iterator
class Route:
    method: str = ""
class Broker:
    _routes: Dict[int, Route]
class View(Iterable[Route]):
    def __iter__(self) -> Iterator[Route]:
        ...
class Router:
    def routes(self) -> View:
        return View()
# --- path: use.py ---
from lib import Broker, Route, Router
def a(r: Router):
    route = list(r.routes())[0]
    return route.method
def b(xs: list[Route]):
    return list(xs)[-1].method
def c(broker: Broker):
    route = list(broker._routes.values())[0]
    return route.method
def d(broker: Broker):
    return next(iter(broker._routes.values())).method
""")
    assert E("use.py::a", "lib.py::Route.method") in edges
    assert E("use.py::b", "lib.py::Route.method") in edges
    assert E("use.py::c", "lib.py::Route.method") in edges
    assert E("use.py::d", "lib.py::Route.method") in edges


def test_py_a_long_annotation_written_over_several_lines_is_read_whole(tmp_path):
    """faststream's `_subscribers: Dict[\n        int,\n        Union[\n            "AsyncAPIBatchSubscriber", ..]]`:
    past the map's text limit with its indentation (cut there, it was no type), within it once its line breaks
    are rewritten."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Dict, Union
class AsyncAPIBatchSubscriber:
    calls: int = 0
class AsyncAPIConcurrentBetweenPartitionsSubscriber:
    calls: int = 0
class Registrator:
    _subscribers: Dict[
        int,
        Union[
            "AsyncAPIBatchSubscriber",
            "AsyncAPIBatchSubscriber",
            "AsyncAPIBatchSubscriber",
            "AsyncAPIConcurrentBetweenPartitionsSubscriber",
        ],
    ]
def use(r: Registrator) -> int:
    return next(iter(r._subscribers.values())).calls
""")
    assert E("lib.py::use", "lib.py::AsyncAPIBatchSubscriber.calls") in edges


def test_py_class_deriving_from_a_variable_holding_a_class_inherits_its_members(tmp_path):
    """`class Sub(Reader)` where `Reader = ReaderPython` (aiohttp's `WebSocketReader = WebSocketReaderPython`
    under `if TYPE_CHECKING or NO_EXTENSIONS:`): Sub's instances have the class's members."""
    edges = edges_of(tmp_path, """
# --- path: pkg/__init__.py ---
# --- path: pkg/reader_py.py ---
class Reader:
    def _feed(self) -> None: ...
# --- path: pkg/reader.py ---
from typing import TYPE_CHECKING
NO_EXT = True
if TYPE_CHECKING or NO_EXT:
    from .reader_py import Reader as ReaderPython
    Reader = ReaderPython
# --- path: use.py ---
from pkg.reader import Reader
class Sub(Reader):
    def parse(self) -> None:
        self._feed()
def f(p: Sub):
    p._feed()
""")
    assert E("use.py::Sub.parse", "pkg/reader_py.py::Reader._feed") in edges
    assert E("use.py::f", "pkg/reader_py.py::Reader._feed") in edges


def test_py_await_gives_what_the_awaited_class_await_method_produces(tmp_path):
    """`resp = await s.get(u)` where get returns a `Ctx[Resp]` and `Ctx(Generic[T])` declares `def __await__(self)
    -> Generator[Any, None, T]`: resp is a Resp, not the Ctx (its `close` is Resp's); an awaited coroutine
    function's call is its declared result as before."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Any, Generator, Generic, TypeVar
T = TypeVar("T")
class Resp:
    status: int = 0
    def close(self) -> None: ...
class Ctx(Generic[T]):
    def close(self) -> None: ...
    def __await__(self) -> Generator[Any, None, T]:
        ...
class Session:
    def get(self, u: str) -> "Ctx[Resp]":
        ...
    async def fetch(self) -> Resp:
        return Resp()
# --- path: use.py ---
from lib import Session
async def a(s: Session):
    resp = await s.get("x")
    resp.close()
    return resp.status
async def b(s: Session):
    resp = await s.fetch()
    return resp.status
""")
    assert E("use.py::a", "lib.py::Resp.status") in edges
    assert E("use.py::a", "lib.py::Resp.close") in edges
    assert E("use.py::a", "lib.py::Ctx.close") not in edges
    assert E("use.py::b", "lib.py::Resp.status") in edges


def test_py_local_from_a_tuple_subscripted_by_a_literal_index_is_that_item(tmp_path):
    """`payload = messages[0][-1]` with `messages` a `list[tuple[Msg, Reader]]`: payload is the tuple's item at
    that place (a Reader), counted from the end for a negative index (aiohttp's test_http_parser)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Msg:
    x: int = 0
class Reader:
    def read(self) -> bytes:
        return b""
class P:
    def feed(self) -> tuple[list[tuple[Msg, Reader]], bool, bytes]:
        ...
# --- path: use.py ---
from lib import P
def a(p: P):
    messages, upgrade, tail = p.feed()
    payload = messages[0][-1]
    payload.read()
def b(p: P):
    messages, upgrade, tail = p.feed()
    payload = messages[0][1]
    payload.read()
""")
    assert E("use.py::a", "lib.py::Reader.read") in edges
    assert E("use.py::b", "lib.py::Reader.read") in edges


def test_py_member_declared_with_a_type_parameter_read_on_a_subclass_that_binds_it(tmp_path):
    """`_dec: T` in `class Handler(Generic[T])`, read on a `ZDec(Handler[DecObj])` (also `self._dec` inside it):
    a DecObj (aiohttp's ZLibDecompressor `_decompressor`, pydantic's `self.body` of
    `HtmlResponse(Response[HtmlBody])`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, Protocol, TypeVar
class DecObj(Protocol):
    eof: bool
    def decompress(self, d: bytes) -> bytes: ...
T = TypeVar("T")
class Handler(Generic[T]):
    _dec: T
class ZDec(Handler[DecObj]):
    def sync(self) -> bytes:
        if self._dec.eof:
            pass
        return self._dec.decompress(b"")
# --- path: use.py ---
from lib import ZDec
def use(z: ZDec):
    return z._dec.decompress(b"")
""")
    assert E("lib.py::ZDec.sync", "lib.py::DecObj.eof") in edges
    assert E("lib.py::ZDec.sync", "lib.py::DecObj.decompress") in edges
    assert E("use.py::use", "lib.py::DecObj.decompress") in edges


def test_py_annotated_self_assignment_declares_the_attribute_over_a_base_annotation(tmp_path):
    """`self._headers: Hdr = Hdr()` in one branch of `__init__` (after `self._headers = given` in another), under a
    base's `_headers: Mapping[str, str]`: the class's own declared attribute, no entity, typed Hdr, for the class
    and its subclasses (aiohttp's StreamResponse under HeadersMixin); the base's own methods keep the base's."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Mapping
class Hdr:
    def get(self, k: str) -> str: ...
class Mixin:
    _headers: Mapping[str, str]
    def ctype(self) -> str:
        return self._headers.get("x")
class Resp(Mixin):
    def __init__(self, given: Hdr | None = None) -> None:
        if given is not None:
            self._headers = given
        else:
            self._headers: Hdr = Hdr()
    def length(self) -> str:
        return self._headers.get("y")
class Sub(Resp):
    def body(self) -> str:
        return self._headers.get("z")
""")
    assert E("lib.py::Mixin.ctype", "lib.py::Mixin._headers") in edges
    assert E("lib.py::Resp.length", "lib.py::Mixin._headers") not in edges
    assert E("lib.py::Sub.body", "lib.py::Mixin._headers") not in edges
    assert E("lib.py::Resp.length", "lib.py::Hdr.get") in edges


def test_py_keyword_argument_taken_by_a_classes_own_new_names_no_field(tmp_path):
    """`Info(url=.., method=..)` where `Info(_Info)` defines `__new__(cls, url, method)` over the NamedTuple fields
    of `_Info`: the keywords are `__new__`'s parameters, no field edges (aiohttp's RequestInfo); a plain
    NamedTuple's keywords still name its fields."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import NamedTuple
class _Info(NamedTuple):
    url: str
    method: str
class Info(_Info):
    def __new__(cls, url: str, method: str) -> "Info":
        return tuple.__new__(cls, (url, method))
class Plain(NamedTuple):
    url: str
# --- path: use.py ---
from lib import Info, Plain
def a():
    return Info(url="x", method="y")
def b():
    return Plain(url="x")
""")
    assert E("use.py::a", "lib.py::_Info.url") not in edges
    assert E("use.py::a", "lib.py::_Info.method") not in edges
    assert E("use.py::b", "lib.py::Plain.url") in edges


def test_py_function_wrapped_by_lru_cache_called_through_the_wrapper(tmp_path):
    """`_cached = lru_cache(maxsize=64)(build)` (LanguageSpec.decorator_factories) and `functools.cache(build)`:
    calling the variable gives what build returns (aiohttp's `_cached_build_client_middlewares`, whose handler's
    awaited result is a ClientResponse)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
import functools
from functools import lru_cache
class Resp:
    status: int = 0
def build(n: int) -> Resp:
    return Resp()
_cached = lru_cache(maxsize=64)(build)
_plain = functools.cache(build)
def a():
    resp = _cached(1)
    return resp.status
def b():
    return _plain(1).status
""")
    assert E("lib.py::a", "lib.py::Resp.status") in edges
    assert E("lib.py::b", "lib.py::Resp.status") in edges


def test_py_implicit_tuple_alias_gives_its_items(tmp_path):
    """`_Part = tuple[Payload, str, str]` and `self._parts: list[_Part]`: `for part, enc, te in self._parts` and
    `writer._parts[0][0]` are Payloads (aiohttp's MultipartWriter)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Payload:
    size: int = 0
    headers: dict = {}
_Part = tuple[Payload, str, str]
class Writer:
    def __init__(self) -> None:
        self._parts: list[_Part] = []
    def total(self) -> int:
        n = 0
        for part, enc, te in self._parts:
            n += part.size
        return n
def a(w: Writer):
    part = w._parts[0][0]
    return part.headers
""")
    assert E("lib.py::Writer.total", "lib.py::Payload.size") in edges
    assert E("lib.py::a", "lib.py::Payload.headers") in edges


def test_py_event_loop_runners_give_what_awaiting_their_argument_gives(tmp_path):
    """`loop.run_until_complete(bench())`, `asyncio.run(resolve())`, `await asyncio.wait_for(resolve(), 1)`: the
    coroutine function's declared result (aiohttp's benchmarks: `ret.get_info()`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
import asyncio
class Info:
    def get_info(self) -> dict: ...
async def resolve() -> Info | None:
    return Info()
def a(event_loop: asyncio.AbstractEventLoop):
    async def bench() -> Info | None:
        return await resolve()
    ret = event_loop.run_until_complete(bench())
    return ret.get_info()
def b():
    ret = asyncio.run(resolve())
    return ret.get_info()
async def c():
    ret = await asyncio.wait_for(resolve(), 1)
    return ret.get_info()
""")
    assert E("lib.py::a", "lib.py::Info.get_info") in edges
    assert E("lib.py::b", "lib.py::Info.get_info") in edges
    assert E("lib.py::c", "lib.py::Info.get_info") in edges


def test_py_receiver_subscripting_a_tuple_by_a_literal_index_is_that_item(tmp_path):
    """`messages[0][1].read()` and `t[0][0][-1].read()` with `messages` a `list[tuple[Msg, Reader]]`: the tuple's
    item at that place (a Reader), not its first (aiohttp's `await messages[0][1].read()`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Msg:
    def read(self) -> int: ...
class Reader:
    def read(self) -> bytes:
        return b""
class P:
    def feed(self) -> tuple[list[tuple[Msg, Reader]], bool, bytes]:
        ...
# --- path: use.py ---
from lib import P
async def d(p: P):
    messages, upgrade, tail = p.feed()
    return messages[0][1].read()
def c(p: P):
    t = p.feed()
    return t[0][0][-1].read()
""")
    assert E("use.py::d", "lib.py::Reader.read") in edges
    assert E("use.py::d", "lib.py::Msg.read") not in edges
    assert E("use.py::c", "lib.py::Reader.read") in edges


def test_py_unpacking_a_method_result_that_is_a_type_parameter_bound_to_a_tuple(tmp_path):
    """`message, payload = await protocol.read()` with `async def read(self) -> _T` in `DataQueue(Generic[_T])` and
    `class ResponseHandler(DataQueue[tuple[RawResponseMessage, StreamReader]])`: the tuple's items (aiohttp's
    ClientResponse.start)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Generic, TypeVar
_T = TypeVar("_T")
class Msg:
    code: int = 0
class Reader:
    def on_eof(self) -> None: ...
class Queue(Generic[_T]):
    async def read(self) -> _T:
        ...
class Handler(Queue[tuple[Msg, Reader]]):
    pass
class Resp:
    def __init__(self, p: Handler | None) -> None:
        self._protocol = p
    async def start(self) -> None:
        protocol = self._protocol
        message, payload = await protocol.read()
        message.code
        payload.on_eof()
""")
    assert E("lib.py::Resp.start", "lib.py::Msg.code") in edges
    assert E("lib.py::Resp.start", "lib.py::Reader.on_eof") in edges


def test_py_await_of_a_name_holding_an_awaitable(tmp_path):
    """`cm = s.get(u); resp = await cm`: resp is what the awaitable's `__await__` produces (aiohttp's
    test_response_context_manager_error)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Any, Generator, Generic, TypeVar
T = TypeVar("T")
class Resp:
    status: int = 0
class Ctx(Generic[T]):
    def __await__(self) -> Generator[Any, None, T]:
        ...
class Session:
    def get(self, u: str) -> "Ctx[Resp]":
        ...
# --- path: use.py ---
from lib import Session
async def d(s: Session):
    cm = s.get("x")
    resp = await cm
    return resp.status
""")
    assert E("use.py::d", "lib.py::Resp.status") in edges


def test_py_unpacking_what_a_deque_popleft_gives(tmp_path):
    """`proto, t0 = conns.popleft()` with `conns` a `deque[tuple[Proto, float]]` (also an element of a
    `defaultdict[K, deque[..]]`): the tuple's items (aiohttp's BaseConnector._get)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from collections import defaultdict, deque
class Proto:
    def is_connected(self) -> bool: ...
class C:
    def __init__(self) -> None:
        self._conns: defaultdict[str, deque[tuple[Proto, float]]] = defaultdict(deque)
    def a(self, key: str):
        if (conns := self._conns.get(key)) is None:
            return None
        while conns:
            proto, t0 = conns.popleft()
            proto.is_connected()
def b(conns: deque[tuple[Proto, float]]):
    proto, t0 = conns.popleft()
    proto.is_connected()
""")
    assert E("lib.py::C.a", "lib.py::Proto.is_connected") in edges
    assert E("lib.py::b", "lib.py::Proto.is_connected") in edges


def test_py_string_among_a_callable_annotations_parameter_types_is_a_reference(tmp_path):
    """`_resolve_charset: Callable[["ClientResponse", bytes], str]` names ClientResponse (a forward reference in
    the Callable's parameter list, as pyright reads it; pydantic v1's `Callable[['Dataclass'], None]`)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
from typing import Callable, Literal
class Resp:
    a: Callable[["Resp", bytes], str] = lambda *_: "x"
    b: Literal["Resp"] = "Resp"
""")
    assert E("lib.py::Resp.a", "lib.py::Resp") in edges
    assert E("lib.py::Resp.b", "lib.py::Resp") not in edges


_WS_MODELS = """
# --- path: models.py ---
from enum import IntEnum
from typing import Literal, NamedTuple, Union
class MsgType(IntEnum):
    TEXT = 1
    BINARY = 2
    CLOSE = 8
    PING = 9
class MsgText(NamedTuple):
    data: str
    extra: str | None = None
    type: Literal[MsgType.TEXT] = MsgType.TEXT
    def json(self): pass
class MsgTextBytes(NamedTuple):
    data: bytes
    extra: str | None = None
    type: Literal[MsgType.TEXT] = MsgType.TEXT
    def json(self): pass
class MsgBinary(NamedTuple):
    data: bytes
    extra: str | None = None
    type: Literal[MsgType.BINARY] = MsgType.BINARY
class MsgClose(NamedTuple):
    data: int
    extra: str | None = None
    type: Literal[MsgType.CLOSE] = MsgType.CLOSE
class MsgPing(NamedTuple):
    data: bytes
    extra: str | None = None
    type: Literal["ping"] = "ping"
_Base = MsgBinary | MsgClose | MsgPing
Msg = _Base | MsgText | MsgTextBytes
OldMsg = Union[MsgClose, MsgBinary]
class Socket:
    async def receive(self) -> Msg: ...
    def old(self) -> OldMsg: ...
"""


def test_py_literal_discriminant_narrows_a_union_alias_in_the_branch(tmp_path):
    """`if msg.type is MsgType.TEXT: msg.data` where msg is declared as a union (an `A | B` alias, nested, or
    `Union[..]`) of classes declaring `type` as a Literal: msg is the alternatives whose Literal is that member
    (the first of them has the member, as pyright's reference names); `==` and `in (..)` alike."""
    edges = edges_of(tmp_path, _WS_MODELS + """
# --- path: use.py ---
from models import MsgType, Socket
async def text(ws: Socket):
    msg = await ws.receive()
    if msg.type is MsgType.TEXT:
        msg.json()
        return msg.data
async def binary(ws: Socket):
    msg = await ws.receive()
    if msg.type == MsgType.BINARY:
        return msg.data
async def close(ws: Socket):
    msg = await ws.receive()
    if msg.type in (MsgType.CLOSE,):
        return msg.extra
def old(ws: Socket):
    msg = ws.old()
    if msg.type is MsgType.BINARY:
        return msg.data
async def ping(ws: Socket):
    msg = await ws.receive()
    if msg.type == "ping":
        return msg.data
""")
    assert E("use.py::text", "models.py::MsgText.json") in edges
    assert E("use.py::text", "models.py::MsgText.data") in edges
    assert E("use.py::text", "models.py::MsgTextBytes.data") not in edges
    assert E("use.py::binary", "models.py::MsgBinary.data") in edges
    assert E("use.py::close", "models.py::MsgClose.extra") in edges
    assert E("use.py::old", "models.py::MsgBinary.data") in edges
    assert E("use.py::old", "models.py::MsgClose.data") not in edges
    assert E("use.py::ping", "models.py::MsgPing.data") in edges
    for fn in ("text", "binary", "close", "ping"):
        assert E(f"use.py::{fn}", "models.py::MsgBinary.data") not in edges or fn == "binary"


def test_py_literal_discriminant_narrows_after_a_returning_test_and_an_assert(tmp_path):
    """`if msg.type is not MsgType.TEXT: raise ..` then `msg.data`, `assert msg.type is MsgType.BINARY`, and an
    `elif` of such tests: the alternatives whose Literal matches, after the test (in the branch of each elif);
    a union whose alternatives cannot all be told (a variable holding something else) narrows nothing."""
    edges = edges_of(tmp_path, _WS_MODELS + """
# --- path: use.py ---
from models import MsgType, Socket, MsgBinary, MsgClose
async def text(ws: Socket):
    msg = await ws.receive()
    if msg.type is not MsgType.TEXT:
        raise ValueError(msg)
    return msg.data
async def binary(ws: Socket):
    msg = await ws.receive()
    assert msg.type is MsgType.BINARY
    return msg.data
async def chain(ws: Socket):
    msg = await ws.receive()
    if msg.type is MsgType.TEXT:
        pass
    elif msg.type == MsgType.CLOSE:
        return msg.data
Unknown = make() | MsgBinary
Mixed = MsgClose | Unknown
def unknown(m: Mixed):
    if m.type is MsgType.CLOSE:
        return m.data
class AnyMsg:
    data: str
    type: MsgType
def any_type(m: AnyMsg | MsgClose):
    if m.type is MsgType.CLOSE:
        return m.data
""")
    assert E("use.py::text", "models.py::MsgText.data") in edges
    assert E("use.py::binary", "models.py::MsgBinary.data") in edges
    assert E("use.py::chain", "models.py::MsgClose.data") in edges
    assert E("use.py::unknown", "models.py::MsgClose.data") not in edges
    assert E("use.py::any_type", "use.py::AnyMsg.data") in edges   # as declared: the first alternative's
    assert E("use.py::any_type", "models.py::MsgClose.data") not in edges


def test_py_an_equality_assert_keeps_the_isinstance_narrowing_before_it(tmp_path):
    """`assert isinstance(info, Change)` then `assert info.slug == x.slug` / `assert info.amount == 1`: the
    equality tests read like discriminant tests but info is no union; the members after them are still Change's
    (saleor's test_tasks: the discriminant region, innermost, hid the isinstance one)."""
    edges = edges_of(tmp_path, """
# --- path: models.py ---
class Change:
    slug: str
    amount: int
    currency: str
# --- path: use.py ---
from models import Change
def check(calls, channel):
    for call in calls:
        info = call[0][1]
        assert isinstance(info, Change)
        assert info.slug == channel.slug
        assert info.currency == channel.currency_code
        assert info.amount == 1
""")
    for member in ("slug", "currency", "amount"):
        assert E("use.py::check", f"models.py::Change.{member}") in edges


def test_py_literal_discriminant_leftmost_in_an_and_narrows(tmp_path):
    """`elif msg.type is MsgType.PING and autoping: msg.data`, `msg.type == MsgType.CLOSE and msg.data`: the test
    leftmost in an `and` narrows the block and the right operand."""
    edges = edges_of(tmp_path, _WS_MODELS + """
# --- path: use.py ---
from models import MsgType, Socket
async def block(ws: Socket, autoping: bool):
    msg = await ws.receive()
    if msg.type is MsgType.TEXT:
        pass
    elif msg.type is MsgType.BINARY and autoping:
        return msg.data
async def operand(ws: Socket):
    msg = await ws.receive()
    return msg.type == MsgType.CLOSE and msg.data
""")
    assert E("use.py::block", "models.py::MsgBinary.data") in edges
    assert E("use.py::operand", "models.py::MsgClose.data") in edges


def test_py_literal_discriminant_narrows_an_element_of_an_async_iterator(tmp_path):
    """`async for msg in ws: if msg.type is MsgType.TEXT: msg.data` where ws's class declares `async def
    __anext__(self) -> Msg` (a union alias): msg is the alternatives the test keeps (not the keys its `__iter__`
    gives: the map reads both loops alike)."""
    edges = edges_of(tmp_path, _WS_MODELS + """
# --- path: stream.py ---
from typing import Iterator, Self
from models import Msg
class Stream:
    def __iter__(self) -> Iterator[str]: ...
    def __aiter__(self) -> Self:
        return self
    async def __anext__(self) -> Msg: ...
# --- path: use.py ---
from models import MsgType
from stream import Stream
async def handler(ws: Stream):
    async for msg in ws:
        if msg.type is MsgType.TEXT:
            print(msg.data)
        elif msg.type is MsgType.BINARY:
            print(msg.data)
""")
    assert E("use.py::handler", "models.py::MsgText.data") in edges
    assert E("use.py::handler", "models.py::MsgBinary.data") in edges


def test_py_literal_discriminant_narrows_where_the_test_failed(tmp_path):
    """`if msg.type is not MsgType.TEXT: msg.data` and the `else:` / `elif` of `if msg.type is MsgType.TEXT:`: the
    alternatives whose Literal is not that member, the first of them having the member (pyright's)."""
    edges = edges_of(tmp_path, _WS_MODELS + """
# --- path: use.py ---
from models import MsgType, Socket
async def negated(ws: Socket):
    msg = await ws.receive()
    if msg.type is not MsgType.BINARY:
        raise ValueError(msg.data)
async def other(ws: Socket):
    msg = await ws.receive()
    if msg.type == MsgType.BINARY:
        pass
    else:
        return msg.data
async def chained(ws: Socket):
    msg = await ws.receive()
    if msg.type in (MsgType.BINARY, MsgType.CLOSE):
        pass
    elif msg.extra:
        return msg.data
async def negated_else(ws: Socket):
    msg = await ws.receive()
    if msg.type is not MsgType.CLOSE:
        pass
    else:
        return msg.data
""")
    for fn in ("negated", "other"):
        assert E(f"use.py::{fn}", "models.py::MsgClose.data") in edges
        assert E(f"use.py::{fn}", "models.py::MsgBinary.data") not in edges
    assert E("use.py::chained", "models.py::MsgPing.data") in edges
    assert E("use.py::negated_else", "models.py::MsgClose.data") in edges
    assert E("use.py::negated_else", "models.py::MsgBinary.data") not in edges


def test_py_member_assigned_a_value_is_that_value_after_it(tmp_path):
    """`ws.reader = mock.Mock()` then `ws.reader.read()` in the same block: a Mock (a library's), not the declared
    reader's method (pyright narrows a declared member on assignment); a repository class assigned: its member."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class Reader:
    def read(self): pass
class FastReader(Reader):
    def read(self): pass
class Socket:
    def __init__(self) -> None:
        self.reader: Reader = Reader()
# --- path: test_use.py ---
from unittest import mock
from lib import FastReader, Socket
def test_mocked():
    ws = Socket()
    ws.reader = mock.Mock()
    ws.reader.read()
def test_fast():
    ws = Socket()
    ws.reader = FastReader()
    ws.reader.read()
def test_plain():
    ws = Socket()
    ws.reader.read()
""")
    assert E("test_use.py::test_mocked", "lib.py::Reader.read") not in edges
    assert E("test_use.py::test_fast", "lib.py::FastReader.read") in edges
    assert E("test_use.py::test_fast", "lib.py::Reader.read") not in edges
    assert E("test_use.py::test_plain", "lib.py::Reader.read") in edges


def test_py_assigned_member_narrows_only_a_declared_member_and_a_library_class(tmp_path):
    """`Parent.validator = Validator(..)` of a class declaring no `validator` narrows nothing (pyright: an unknown
    attribute); `d.info = dataclasses.replace(d.info)` (a library function's result, of any type) keeps the declared
    member's type; `image = image.convert(..)` under `if image.mode != "RGB":` (a narrowing reading itself) links the
    file."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
import dataclasses
from enum import Enum
class Info:
    alias: str = ""
class Decorator:
    info: Info
class Validator:
    def validate(self): pass
class Parent:
    x: int
class Fmt(str, Enum):
    ORIGINAL = "original"
def schema(d: Decorator):
    d.info = dataclasses.replace(d.info)
    return d.info.alias
def test_undeclared():
    Parent.validator = Validator()
    Parent.validator.validate()
def pick(image, other: Info):
    if image.mode != "RGB":
        image = image.convert("RGB")
    return other.alias
""")
    assert E("lib.py::schema", "lib.py::Info.alias") in edges
    assert E("lib.py::test_undeclared", "lib.py::Validator.validate") not in edges
    assert E("lib.py::pick", "lib.py::Info.alias") in edges


def test_py_cls_called_in_a_classmethod_is_an_instance_of_the_class(tmp_path):
    """`o = cls(crawler.stats)` in a classmethod (scrapy's from_crawler): `cls` is the class, so the call makes an
    instance and `o.spider_opened` is the class's method (it was read as the instance's `__call__`: no edge);
    `cls(...).m()` and `cls.m` as before."""
    edges = edges_of(tmp_path, """
# --- path: a.py ---
class Stats:
    def __init__(self, stats):
        self.stats = stats
    @classmethod
    def from_crawler(cls, crawler):
        o = cls(crawler.stats)
        crawler.connect(o.spider_opened)
        return o
    @classmethod
    def chained(cls, crawler):
        cls(crawler).spider_closed()
        return cls.spider_opened
    def spider_opened(self, spider):
        pass
    def spider_closed(self):
        pass
    def __call__(self):
        pass
""")
    assert E("a.py::Stats.from_crawler", "a.py::Stats.spider_opened") in edges
    assert E("a.py::Stats.chained", "a.py::Stats.spider_closed") in edges
    assert E("a.py::Stats.chained", "a.py::Stats.spider_opened") in edges
    assert E("a.py::Stats.from_crawler", "a.py::Stats.__call__") not in edges


def test_py_class_passed_where_a_callable_result_is_the_type_variable(tmp_path):
    """`build_from_crawler(Offsite, crawler)` with an overload `(objcls: Callable[_P, _T_co], ...) -> _T_co`
    (scrapy's, beside a Protocol overload): the class passed is called, so the result is an instance of it; also
    `Callable[..., T]`."""
    edges = edges_of(tmp_path, """
# --- path: misc.py ---
from typing import Any, Callable, ParamSpec, Protocol, TypeVar, overload
_T_co = TypeVar("_T_co", covariant=True)
_P = ParamSpec("_P")
class SupportsFromCrawler(Protocol[_T_co, _P]):
    @classmethod
    def from_crawler(cls, crawler, /, *args: _P.args, **kwargs: _P.kwargs) -> _T_co: ...
@overload
def build_from_crawler(objcls: SupportsFromCrawler[_T_co, _P], crawler, /, *args: _P.args) -> _T_co: ...
@overload
def build_from_crawler(objcls: Callable[_P, _T_co], crawler, /, *args: _P.args) -> _T_co: ...
def build_from_crawler(objcls: Any, crawler, /, *args: Any) -> Any:
    return objcls(*args)
def make(factory: Callable[..., _T_co]) -> _T_co:
    return factory()
# --- path: mw.py ---
from misc import build_from_crawler, make
class Offsite:
    def spider_opened(self, spider):
        pass
    def spider_closed(self, spider):
        pass
def test_it(crawler):
    mw = build_from_crawler(Offsite, crawler)
    mw.spider_opened(None)
def test_make():
    make(Offsite).spider_closed(None)
""")
    assert E("mw.py::test_it", "mw.py::Offsite.spider_opened") in edges
    assert E("mw.py::test_make", "mw.py::Offsite.spider_closed") in edges


def test_py_a_method_written_on_one_line_reads_its_body_in_the_method(tmp_path):
    """`def f(self): return self.g()`: the body after the header's colon is the method's (it was read as the header,
    in the class body, where `self` is no receiver: no edge); a default in the header is still read in the class."""
    edges = edges_of(tmp_path, """
# --- path: a.py ---
LIMIT = 3
class E:
    LIMIT = 5
    def g(self): return 1
    def f(self): return self.g()
    def h(self, n=LIMIT): return n
""")
    assert E("a.py::E.f", "a.py::E.g") in edges
    assert E("a.py::E.h", "a.py::E.LIMIT") in edges
    assert E("a.py::E.h", "a.py::LIMIT") not in edges


def test_py_class_attribute_declared_none_is_typed_by_its_assignments_on_self(tmp_path):
    """`_conf = None` in the class body, `self._conf = Settings(..)` in a method: pyright's declared type of the
    attribute is the union of what its assignments give, so `self._conf.add_defaults()` (and a property returning
    `self._conf`) reach Settings' members."""
    edges = edges_of(tmp_path, """
# --- path: conf.py ---
class Settings:
    def add_defaults(self): pass
    @property
    def broker_url(self): return 1
# --- path: app.py ---
from conf import Settings
class App:
    _conf = None
    def __init__(self):
        self._conf = Settings()
    def add(self):
        return self._conf.add_defaults()
    @property
    def conf(self):
        return self._conf
    def url(self):
        return self.conf.broker_url
""")
    assert E("app.py::App.add", "conf.py::Settings.add_defaults") in edges
    assert E("app.py::App.url", "conf.py::Settings.broker_url") in edges


def test_py_tuple_assignment_outside_functions_reads_its_value_in_the_first_name(tmp_path):
    """`debug, info = logger.debug, logger.info` at module (or class) level: the value's references are the first
    name's (pyright's line attribution, as for a chained `a = b = v`), not the module's; every name is still an
    entity typed by its place. A name bound twice before it (`if c: X = 1 else: X = 2`) changes nothing."""
    edges = edges_of(tmp_path, """
# --- path: log.py ---
class Logger:
    def debug(self): pass
    def info(self): pass
logger = Logger()
IS_MAC = 1
IS_WIN = 2
# --- path: use.py ---
import log
from log import logger, Logger
if log.IS_MAC:
    X = 1
else:
    X = 2
debug, info = logger.debug, logger.info
a, b = Logger(), X
class C:
    MAC, WIN = log.IS_MAC, log.IS_WIN
def f():
    x, y = Logger(), 2
    x.info()
    a.debug()
    debug()
    return info()
""")
    assert E("use.py::debug", "log.py::logger") in edges
    assert E("use.py::debug", "log.py::Logger.debug") in edges
    assert E("use.py::debug", "log.py::Logger.info") in edges
    assert E("use.py::a", "log.py::Logger") in edges
    assert E("use.py::a", "use.py::X") in edges
    assert E("use.py::C.MAC", "log.py::IS_WIN") in edges
    assert E("use.py::f", "use.py::debug") in edges
    assert E("use.py::f", "use.py::info") in edges
    assert E("use.py::f", "use.py::a") in edges
    assert E("use.py::f", "log.py::Logger.debug") in edges
    assert E("use.py::f", "log.py::Logger.info") in edges


def test_py_unannotated_function_returning_a_tuple_gives_each_item_at_its_place(tmp_path):
    """`return MockScheduler, shelv` (no declared result): `s, sh = f()` binds each item's value, `f()[0]` the
    first, here a class local to the function, so `f()[0]()` makes an instance of it (its bases' members)."""
    edges = edges_of(tmp_path, """
# --- path: beat.py ---
class Scheduler:
    def tick(self): pass
class Service:
    def start(self): pass
# --- path: test_b.py ---
import beat
class Shelve:
    closed = False
def create(shelv=None):
    shelv = Shelve()
    class MockScheduler(beat.Scheduler):
        pass
    return MockScheduler, shelv
class TestS:
    def get_service(self):
        S, sh = create()
        return beat.Service(), sh
    def test_start(self):
        s, sh = self.get_service()
        s.start()
        assert sh.closed
    def test_sched(self):
        s = create()[0]()
        s.tick()
""")
    assert E("test_b.py::TestS.test_start", "beat.py::Service.start") in edges
    assert E("test_b.py::TestS.test_start", "test_b.py::Shelve.closed") in edges
    assert E("test_b.py::TestS.test_sched", "beat.py::Scheduler.tick") in edges


def test_py_or_gives_either_operand(tmp_path):
    """`draw = formatter or self.formatter`, `self.timer = timer or self.timer or Timer()`: the value is either
    operand's (pyright: their union), so an untyped parameter on the left no longer hides the right's type."""
    edges = edges_of(tmp_path, """
# --- path: g.py ---
class GraphFormatter:
    def head(self): pass
class Timer:
    def call_repeatedly(self): pass
class Graph:
    def __init__(self, formatter=None):
        self.formatter = formatter or GraphFormatter()
    def to_dot(self, formatter=None):
        draw = formatter or self.formatter
        draw.head()
class Cam:
    timer = None
    def __init__(self, timer=None):
        self.timer = timer or self.timer or Timer()
    def install(self):
        self.timer.call_repeatedly()
""")
    assert E("g.py::Graph.to_dot", "g.py::GraphFormatter.head") in edges
    assert E("g.py::Cam.install", "g.py::Timer.call_repeatedly") in edges


def test_py_unannotated_function_with_different_returns_gives_either(tmp_path):
    """`return varies.clone()` / `return Signature.from_dict(varies)` / `return Signature(varies)` (no declared
    result): the result is either (pyright: the union of the returns, in the order written), the first that
    resolves, no longer nothing; returns that agree are read as before."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
class Abstract:
    def clone(self): pass
class Signature(Abstract):
    def delay(self): pass
def signature(varies):
    if isinstance(varies, dict):
        return varies.clone()
    return Signature(varies)
def use():
    signature(1).delay()
""")
    assert E("c.py::use", "c.py::Signature.delay") in edges


def test_py_with_as_a_tuple_binds_each_item_of_what_a_contextmanager_yields(tmp_path):
    """`with self.chord_context(1) as (_, request, callback)` of an undeclared @contextmanager generator that
    `yield tasks, request, callback`: each name holds the yielded item at its place."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
from contextlib import contextmanager
class Signature:
    id = None
    def delay(self): pass
class Req:
    group = None
class T:
    @contextmanager
    def chord_context(self, size=1):
        request = Req()
        callback = Signature()
        yield [], request, callback
    def test_x(self):
        with self.chord_context(1) as (_, request, callback):
            callback.delay()
            return request.group, callback.id
    def test_y(self, size):
        with self.chord_context(size) as (_, request, callback):
            callback.delay()
""")
    assert E("c.py::T.test_y", "c.py::Signature.delay") in edges   # (a name passed: the map keeps it, "gen:")
    assert E("c.py::T.test_x", "c.py::Signature.delay") in edges
    assert E("c.py::T.test_x", "c.py::Signature.id") in edges
    assert E("c.py::T.test_x", "c.py::Req.group") in edges


def test_py_function_header_is_read_in_the_scope_around_it(tmp_path):
    """`def _chainlist(it, SEP=SEP)` at module level (or nested): the default names the module's SEP, as Python
    evaluates a header (decorators, annotations, defaults) in the scope around the function, not the parameter;
    a lambda's body, on its header's line, still reads its parameters."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
SEP = ', '
STATES = 1
class K:
    name = ""
def chain(it, SEP=SEP):
    return SEP
def build(name,
          STATES=STATES):
    return STATES
def use(ks):
    return sorted(ks, key=lambda K: K.name)
""")
    assert E("c.py::chain", "c.py::SEP") in edges
    assert E("c.py::build", "c.py::STATES") in edges
    assert E("c.py::use", "c.py::K") not in edges


def test_py_self_assignment_in_a_subclass_keeps_the_bases_method(tmp_path):
    """`self.apply_chord = self._incr` in a subclass whose base declares the method `apply_chord`: the assignment
    and every read (`tb.apply_chord()`) name the base's method, as pyright links them (the subclass's instance
    attribute declares nothing of its own over a base's declared member)."""
    edges = edges_of(tmp_path, """
# --- path: base.py ---
class Backend:
    def apply_chord(self): pass
# --- path: kv.py ---
from base import Backend
class KV(Backend):
    def __init__(self):
        self.apply_chord = self._incr
    def _incr(self): pass
def use():
    tb = KV()
    tb.apply_chord()
""")
    assert E("kv.py::KV.__init__", "base.py::Backend.apply_chord") in edges
    assert E("kv.py::use", "base.py::Backend.apply_chord") in edges


def test_py_repeated_class_attribute_reads_the_class_body_where_it_is(tmp_path):
    """`schedule = None` then, after the methods, `schedule = property(get_schedule, set_schedule)`: the repeat's
    statement belongs to the first (one entity), but its names are read in the class body where it is written,
    after the methods it names (not where the first one is, before them)."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
class Scheduler:
    schedule = None
    def get_schedule(self):
        return 1
    def set_schedule(self, v):
        pass
    schedule = property(get_schedule, set_schedule)
""")
    assert E("c.py::Scheduler.schedule", "c.py::Scheduler.get_schedule") in edges
    assert E("c.py::Scheduler.schedule", "c.py::Scheduler.set_schedule") in edges


def test_py_type_comments_type_parameters_and_results(tmp_path):
    """PEP 484 type comments where there is no annotation: `app,  # type: Celery` after a parameter, `# type:
    (Celery, Signature, bool) -> Any` between the header and the body (a method's `self` left out), `(...)` for
    the result only; pyright reads them as annotations."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
class Celery:
    loader = None
    def now(self): pass
class Signature:
    def freeze(self): pass
class AsyncResult:
    id = None
class WorkController:
    def stop(self): pass
def fixture(
    request,  # type: Any
    app,  # type: Celery
):
    # type: (...) -> WorkController
    return app.loader
def task_message_from_sig(app, sig, utc=True):
    # type: (Celery, Signature, bool) -> Any
    sig.freeze()
    return app.now()
class M:
    def missing(self, r):
        # type: (AsyncResult) -> None
        return r.id
def use():
    fixture(1, 2).stop()
""")
    assert E("c.py::fixture", "c.py::Celery.loader") in edges
    assert E("c.py::task_message_from_sig", "c.py::Signature.freeze") in edges
    assert E("c.py::task_message_from_sig", "c.py::Celery.now") in edges
    assert E("c.py::M.missing", "c.py::AsyncResult.id") in edges
    assert E("c.py::use", "c.py::WorkController.stop") in edges


def test_py_name_bound_in_branches_is_imported_as_its_last_binding(tmp_path):
    """`if FAST: Stack = _Fast` / `else: Stack = _Slow` at module level, the module not reading Stack itself: an
    importer sees the last binding (pyright resolves the import to that declaration), except one in an `except`
    handler (`try: Tried = _Slow` / `except ImportError: Tried = _Fast`: the try's)."""
    edges = edges_of(tmp_path, """
# --- path: th.py ---
import os
FAST = os.environ.get('X')
class _Slow:
    def push(self): pass
    @property
    def top(self): return 1
class _Fast:
    def __init__(self):
        self.push = 1
    @property
    def top(self): return 2
if FAST:
    Stack = _Fast
else:
    Stack = _Slow
try:
    Tried = _Slow
except ImportError:
    Tried = _Fast
# --- path: use.py ---
from th import Stack, Tried
_st = Stack()
def f():
    _st.push()
    return _st.top
def g():
    return Tried().top
""")
    assert E("use.py::f", "th.py::_Slow.push") in edges
    assert E("use.py::f", "th.py::_Slow.top") in edges
    assert E("use.py::f", "th.py::_Fast.top") not in edges
    assert E("use.py::g", "th.py::_Slow.top") in edges
    assert E("use.py::g", "th.py::_Fast.top") not in edges


def test_py_new_called_on_a_class_with_another_class_makes_that_one(tmp_path):
    """`object.__new__(Controller)`: an instance of the class passed (as `cls.__new__(cls)` is one of cls)."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
class Controller:
    logger_queue = None
    def __init__(self, app): pass
def test_x():
    controller = object.__new__(Controller)
    controller.__init__(app=1)
    return controller.logger_queue
""")
    assert E("c.py::test_x", "c.py::Controller.logger_queue") in edges
    assert E("c.py::test_x", "c.py::Controller.__init__") in edges


def test_py_names_in_type_comments_of_parameters_and_assignments_are_references(tmp_path):
    """`app,  # type: Celery` after a parameter and `X = {}  # type: dict[str, Task]` name those types from the
    function / the variable (scip-python reports them); a function's signature comment (`# type: (A) -> B`) does
    not, nor `# type:` inside a string."""
    edges = edges_of(tmp_path, """
# --- path: c.py ---
from typing import Any
class Celery:
    pass
class Signature:
    pass
class Task:
    pass
def fixture(
    request,  # type: Any
    app,  # type: Celery
):
    # type: (...) -> Signature
    return 1
class State:
    def __init__(self):
        self.x = {}  # type: dict[str, Task]
    def f(self):
        s = "# type: Celery"
        return s
X = {}  # type: dict[str, Task]
""")
    assert E("c.py::fixture", "c.py::Celery") in edges
    assert E("c.py::fixture", "c.py::Signature") not in edges
    assert E("c.py::State.__init__", "c.py::Task") in edges
    assert E("c.py::State.f", "c.py::Celery") not in edges
    assert E("c.py::X", "c.py::Task") in edges


def test_py_branches_the_platform_decides_read_as_on_linux(tmp_path):
    """`if sys.platform == "win32":` / `os.name == "nt"` bodies never run where pyright checks (Linux): their
    definitions bind nothing and their sites reach nothing; an `else` after a true condition neither. A condition
    the platform does not decide (`and foo()`) keeps both branches."""
    edges = edges_of(tmp_path, """
# --- path: term.py ---
import os
import sys
if sys.platform == "win32":
    def getch():
        return win_read()
elif sys.platform.startswith(("linux", "freebsd")):
    def getch():
        return posix_read()
else:
    def getch():
        return mac_read()
def win_read(): pass
def posix_read(): pass
def mac_read(): pass
class Result:
    def __getattr__(self, name):
        return 1
    if sys.platform == "win32":
        @property
        def stdout(self):
            return win_read()
    if os.name != "nt" and os.environ:
        def output(self):
            return posix_read()
    else:
        def output(self):
            return mac_read()
# --- path: use.py ---
from term import Result, getch
def main():
    getch()
    return Result().stdout
def other():
    return Result().output()
""")
    assert E("use.py::main", "term.py::getch") in edges
    assert E("term.py::getch", "term.py::posix_read") in edges
    assert E("term.py::getch", "term.py::win_read") not in edges
    assert E("term.py::getch", "term.py::mac_read") not in edges
    assert E("use.py::main", "term.py::Result.stdout") not in edges
    assert E("term.py::Result.stdout", "term.py::win_read") not in edges
    assert E("use.py::other", "term.py::Result.output") in edges   # not decided: both kept
    assert E("term.py::Result.output", "term.py::mac_read") in edges


def test_py_a_lambda_passed_to_a_class_takes_its_parameter_types_from_init(tmp_path):
    """`Runner("x", lambda j: j.run())` of `__init__(self, name: str, cb: Callable[[Job], None])`: j is a Job."""
    edges = edges_of(tmp_path, """
# --- path: run.py ---
from typing import Callable
class Job:
    def run(self) -> None:
        pass
class Runner:
    def __init__(self, name: str, cb: Callable[[Job], None]) -> None:
        self.cb = cb
# --- path: use.py ---
from run import Runner
def main():
    return Runner("x", lambda j: j.run())
""")
    assert E("use.py::main", "run.py::Job.run") in edges


def test_py_attributes_assigned_from_a_tuple_take_their_items(tmp_path):
    """sqlalchemy's fixtures: `cls.mapper_registry, cls.mapper = cls._generate_registry()` of `return decl,
    decl.map_imperatively` (inferred): the attribute at each place holds that item, so a subclass's
    `self.mapper_registry.map_imperatively(..)` is the registry's method."""
    edges = edges_of(tmp_path, """
# --- path: reg.py ---
class registry:
    def map_imperatively(self, cls, table):
        return 1
    def dispose(self):
        return 2
# --- path: fix.py ---
from reg import registry
class MappedTest:
    @classmethod
    def _generate_registry(cls):
        decl = registry()
        return decl, decl.map_imperatively
    @classmethod
    def setup_mappers(cls):
        cls.mapper_registry, cls.mapper = cls._generate_registry()
    def setup_each(self):
        self.other, self.count = registry(), 0
# --- path: test_x.py ---
from fix import MappedTest
class CycleTest(MappedTest):
    def test_a(self):
        self.mapper_registry.map_imperatively(1, 2)
    def test_b(self):
        self.other.dispose()
        self.count.dispose()
""")
    assert E("test_x.py::CycleTest.test_a", "reg.py::registry.map_imperatively") in edges
    assert E("test_x.py::CycleTest.test_b", "reg.py::registry.dispose") in edges


def test_py_a_module_variable_assigned_after_global_holds_that_value(tmp_path):
    """sqlalchemy's tests: `t1 = None` at module level, then `global t1; t1 = table("t1", ..)` in a setup method:
    `t1.c` is the table's (pyright's declared type is every assignment's union); a value naming the function's
    own parameter (`global t2; t2 = factory()` with factory a parameter) is not read where the module is."""
    edges = edges_of(tmp_path, """
# --- path: sel.py ---
class TableClause:
    @property
    def c(self):
        return 1
def table(name):
    return TableClause()
# --- path: test_t.py ---
from sel import table, TableClause
A = t1 = None
t2 = None
def factory():
    return 1
class T:
    @classmethod
    def setup_test_class(cls, factory=TableClause):
        global t1, t2
        t1 = table("t1")
        t2 = factory()
    def test_a(self):
        return t1.c
    def test_b(self):
        return t2.c
""")
    assert E("test_t.py::T.test_a", "sel.py::TableClause.c") in edges
    assert E("test_t.py::T.test_b", "sel.py::TableClause.c") not in edges


def test_py_with_enters_the_context_manager_a_method_returns(tmp_path):
    """sqlalchemy's `with self.sql_execution_asserter(db) as asserter:` of `def sql_execution_asserter(self, db):
    return assertsql.assert_engine(db)` (result inferred), assert_engine a @contextmanager generator yielding a
    SQLAsserter: asserter is the SQLAsserter."""
    edges = edges_of(tmp_path, """
# --- path: assertsql.py ---
import contextlib
class SQLAsserter:
    def assert_(self, *rules):
        return 1
@contextlib.contextmanager
def assert_engine(engine):
    asserter = SQLAsserter()
    yield asserter
# --- path: assertions.py ---
import assertsql
class AssertsExecutionResults:
    def sql_execution_asserter(self, db=None):
        return assertsql.assert_engine(db)
    def assert_execution(self, db, *rules):
        with self.sql_execution_asserter(db) as asserter:
            pass
        asserter.assert_(*rules)
""")
    assert E("assertions.py::AssertsExecutionResults.assert_execution", "assertsql.py::SQLAsserter.assert_") in edges


def test_py_a_variable_holding_a_module_has_its_exports(tmp_path):
    """sqlalchemy's `util.preloaded`: `sql_dml = _sql_dml` after `from sa.sql import dml as _sql_dml` (under
    TYPE_CHECKING); an annotation `-> util.preloaded.sql_dml.Insert` is the module's Insert, so
    `table.insert().values(..)` is Insert's inherited method."""
    edges = edges_of(tmp_path, """
# --- path: sa/__init__.py ---
# --- path: sa/sql/__init__.py ---
# --- path: sa/sql/dml.py ---
class ValuesBase:
    def values(self, **kw):
        return self
class Insert(ValuesBase):
    pass
# --- path: sa/util/__init__.py ---
from . import preloaded as preloaded
# --- path: sa/util/preloaded.py ---
from typing import TYPE_CHECKING
if TYPE_CHECKING:
    from sa.sql import dml as _sql_dml
    sql_dml = _sql_dml
# --- path: sa/sql/selectable.py ---
from .. import util
class TableClause:
    def insert(self) -> util.preloaded.sql_dml.Insert:
        return None
# --- path: sa/use.py ---
from sa.sql.selectable import TableClause
def f(table: TableClause):
    return table.insert().values(q=5)
""")
    assert E("sa/sql/selectable.py::TableClause.insert", "sa/sql/dml.py::Insert") in edges
    assert E("sa/use.py::f", "sa/sql/dml.py::ValuesBase.values") in edges


def test_py_a_callee_written_over_a_long_call_is_read_without_its_arguments(tmp_path):
    """sqlalchemy's oracle dictionary: `all_objects = Table("all_objects", meta, Column(..), ..48 columns..)
    .alias("a_objects")`, a callee past the receiver limit: its brackets' contents are left out, so the value is
    what `.alias` returns and `dictionary.all_objects.c` its member."""
    columns = ",\n    ".join(f'Column("column_number_{i}", VARCHAR2(128), nullable=False)' for i in range(40))
    edges = edges_of(tmp_path, f"""
# --- path: sel.py ---
class NamedFromClause:
    @property
    def c(self):
        return 1
class Table:
    def __init__(self, name, meta, *cols):
        pass
    def alias(self, name) -> NamedFromClause:
        return NamedFromClause()
def Column(*a, **k):
    return 1
def VARCHAR2(n):
    return 1
# --- path: dictionary.py ---
from sel import Table, Column, VARCHAR2
all_objects = Table(
    "all_objects",
    None,
    {columns},
).alias("a_objects")
# --- path: use.py ---
import dictionary
def f():
    return dictionary.all_objects.c
""")
    assert E("use.py::f", "sel.py::NamedFromClause.c") in edges


def test_py_a_property_typed_by_a_type_variable_is_its_bound_and_getattr_its_argument(tmp_path):
    """sqlalchemy's `table.c.name.label(..)`: `@property def c(self) -> _ColCC_co` in `class FromClause(
    Generic[_ColCC_co])`, `_ColCC_co = TypeVar(.., bound=ReadOnlyColumnCollection[str, Column])`: on a FromClause
    (no argument given) or a `class Table(FromClause[_ColCC_co])` the bound, its arguments kept; `.name` is what
    `def __getattr__(self, key) -> _COL_co` of `class ColumnCollection(Generic[_K, _COL_co])` gives on it: a
    Column."""
    edges = edges_of(tmp_path, """
# --- path: base.py ---
from typing import Generic, TypeVar
_COL_co = TypeVar("_COL_co", covariant=True)
_K = TypeVar("_K")
class Column:
    def label(self, n):
        return 1
class ColumnCollection(Generic[_K, _COL_co]):
    def __getattr__(self, key: str) -> _COL_co:
        return None
class ReadOnlyColumnCollection(ColumnCollection[_K, _COL_co]):
    pass
_ColCC_co = TypeVar("_ColCC_co", bound=ReadOnlyColumnCollection[str, "Column"], covariant=True)
class FromClause(Generic[_ColCC_co]):
    @property
    def c(self) -> _ColCC_co:
        return None
class Table(FromClause[_ColCC_co]):
    pass
# --- path: use.py ---
from base import Table, FromClause, ReadOnlyColumnCollection, Column
def f(t: FromClause):
    return t.c.name.label("x")
def g(t: Table):
    return t.c.name.label("x")
def h(rc: ReadOnlyColumnCollection[str, Column]):
    return rc.name.label("x")
""")
    assert E("use.py::f", "base.py::Column.label") in edges
    assert E("use.py::g", "base.py::Column.label") in edges
    assert E("use.py::h", "base.py::Column.label") in edges


def test_py_iterating_an_annotated_collection_gives_its_elements(tmp_path):
    # FastAPI's `p: Annotated[list[UploadFile], File()]`: `for file in p` and `[f.size for f in p]` are UploadFiles,
    # as for `p: list[UploadFile]` (Annotated's metadata after the first argument is no type)
    edges = edges_of(tmp_path, """
# --- path: ds.py ---
class UploadFile:
    size: int
    def read(self): pass
# --- path: app.py ---
from typing import Annotated
from ds import UploadFile
def File(): return None
def sizes(p: Annotated[list[UploadFile], File()]):
    return [file.size for file in p]
def reads(p: Annotated[list[UploadFile], File()]):
    for file in p:
        file.read()
""")
    assert E("app.py::sizes", "ds.py::UploadFile.size") in edges
    assert E("app.py::reads", "ds.py::UploadFile.read") in edges


def test_py_a_value_of_and_is_the_right_operand_s(tmp_path):
    """`x = flag and make()`: x holds what make() gives (pyright: the falsy part of flag's type or make()'s), where
    `a or b` is the first operand that resolves."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class Loader:
    def load(self):
        return 1

def make() -> Loader:
    return Loader()

def go(flag):
    x = flag and make()
    return x.load()
""")
    assert E("m.py::go", "m.py::Loader.load") in edges


def test_python_type_statement_is_a_type_alias(tmp_path):
    """`type NodeList = list[Node]` (PEP 695, Python 3.12) is a type alias as `NodeList: TypeAlias = list[Node]` is:
    an importable definition, and a parameter annotated with it holds Nodes (`n.walk()` in a loop over it)."""
    edges = edges_of(tmp_path, """
# --- path: pkg/models.py ---
class Node:
    def walk(self) -> int:
        return 1

type NodeList = list[Node]
type Pair[T] = tuple[T, T]
# --- path: pkg/use.py ---
from pkg.models import NodeList, Pair

def total(nodes: NodeList, p: Pair[int]) -> int:
    return sum(n.walk() for n in nodes)
""")
    assert E("pkg/use.py::total", "pkg/models.py::NodeList") in edges
    assert E("pkg/use.py::total", "pkg/models.py::Pair") in edges
    assert E("pkg/use.py::total", "pkg/models.py::Node.walk") in edges


def test_py_a_context_manager_yielding_two_kinds_of_value_binds_either(tmp_path):
    """beets' test_bpd.py: `@contextmanager def run_bpd(..)` yields a pair of MPCClients or one; `with
    self.run_bpd() as client: client.send_command(..)` is the MPCClient's (pyright: the union of the yields). The
    yields' values, where they differ, are alternatives (the map's "one:"), a member the one alternative's that has
    it (beets +58 true edges; where several have it, none: test_py_with_an_undeclared_contextmanager_generator_..)."""
    edges = edges_of(tmp_path, """
# --- path: t.py ---
from contextlib import contextmanager


class Client:
    def send_command(self, c):
        return c


class Helper:
    @contextmanager
    def run(self, two=False):
        if two:
            yield (Client(), Client())
        else:
            yield Client()

    def test(self):
        with self.run() as client:
            return client.send_command("x")

""")
    assert E("t.py::Helper.test", "t.py::Client.send_command") in edges


def test_py_the_else_of_if_type_checking_is_never_read(tmp_path):
    """beets' web plugin: `if t.TYPE_CHECKING: g = LibraryCtx()` / `else: from flask import g` (typing imported as
    t): a type checker reads TYPE_CHECKING as True, so `g` is the LibraryCtx and `g.lib` its attribute (pyright);
    the `else:` branch, and the body of `if not TYPE_CHECKING:`, bind nothing (languages/python/static.py)."""
    edges = edges_of(tmp_path, """
# --- path: lib.py ---
class LibraryCtx:
    lib: int = 0
class Runtime:
    lib: int = 1
# --- path: web.py ---
import typing as t
from lib import LibraryCtx, Runtime

if t.TYPE_CHECKING:
    g = LibraryCtx()
else:
    from flask import g

if not t.TYPE_CHECKING:
    h = Runtime()


def handler():
    return g.lib, h.lib
""")
    assert E("web.py::handler", "lib.py::LibraryCtx.lib") in edges
    assert E("web.py::handler", "lib.py::Runtime.lib") not in edges


def test_py_a_keyword_argument_of_an_undecorated_subclass_of_a_dataclass_is_no_field(tmp_path):
    """litestar's `HeaderParameter(name="h")` with `class HeaderParameter(ParameterKwarg)`, ParameterKwarg a
    `@dataclass`: the subclass is no dataclass of its own, and pyright names no field for a keyword of the
    constructor it inherits (37 of litestar's false edges); a subclass decorated `@dataclass` names the inherited
    fields as the dataclass itself does, and a subclass of a model base (dataclass_transform: pydantic's
    BaseModel) names them however deep. A generic dataclass base is one too (faststream's `class
    NatsMessage(StreamMessage[Msg])` of `@dataclass class StreamMessage(Generic[MsgType])`)."""
    edges = edges_of(tmp_path, """
# --- path: params.py ---
from dataclasses import dataclass
from typing import Generic, TypeVar
from pydantic import BaseModel
MsgType = TypeVar("MsgType")
@dataclass
class StreamMessage(Generic[MsgType]):
    body: bytes
class NatsMessage(StreamMessage[str]):
    pass
@dataclass(frozen=True)
class Base:
    lt: int = 0
@dataclass(frozen=True)
class Mid(Base):
    name: str = ""
class Plain(Mid):
    kind = 1
class Plainer(Plain):
    pass
@dataclass
class Deco(Plain):
    extra: int = 0
class Model(BaseModel):
    id: int
class Sub(Model):
    label: str
class SubSub(Sub):
    pass
# --- path: use.py ---
from params import Mid, Plain, Plainer, Deco, SubSub, NatsMessage, StreamMessage
def use_nats():
    return NatsMessage(body=b"")
def use_stream():
    return StreamMessage(body=b"")
def use_mid():
    return Mid(lt=1, name="x")
def use_plain():
    return Plain(lt=1, name="x")
def use_plainer():
    return Plainer(lt=1)
def use_deco():
    return Deco(lt=1, name="x", extra=2)
def use_model():
    return SubSub(id=1, label="y")
""")
    assert E("use.py::use_nats", "params.py::StreamMessage.body") not in edges
    assert E("use.py::use_stream", "params.py::StreamMessage.body") in edges
    assert E("use.py::use_mid", "params.py::Base.lt") in edges
    assert E("use.py::use_mid", "params.py::Mid.name") in edges
    assert E("use.py::use_plain", "params.py::Plain") in edges
    assert E("use.py::use_plain", "params.py::Base.lt") not in edges
    assert E("use.py::use_plain", "params.py::Mid.name") not in edges
    assert E("use.py::use_plainer", "params.py::Base.lt") not in edges
    assert E("use.py::use_deco", "params.py::Base.lt") in edges
    assert E("use.py::use_deco", "params.py::Mid.name") in edges
    assert E("use.py::use_deco", "params.py::Deco.extra") in edges
    assert E("use.py::use_model", "params.py::Model.id") in edges
    assert E("use.py::use_model", "params.py::Sub.label") in edges


def test_py_a_keyword_argument_of_a_call_of_cls_is_no_field(tmp_path):
    """litestar's `return cls(host=getenv(..), ..)` in a classmethod of a dataclass: pyright calls `type[Self]` and
    names no field for its keywords (`Env(host=..)` written with the class's name names Env.host)."""
    edges = edges_of(tmp_path, """
# --- path: env.py ---
from dataclasses import dataclass
@dataclass
class Env:
    host: str = ""
    port: int = 0
    @classmethod
    def from_env(cls) -> "Env":
        return cls(host="h", port=1)
def make() -> Env:
    return Env(host="h")
""")
    assert E("env.py::Env.from_env", "env.py::Env.host") not in edges
    assert E("env.py::Env.from_env", "env.py::Env.port") not in edges
    assert E("env.py::make", "env.py::Env.host") in edges


def test_py_a_type_alias_written_as_a_string_is_the_type_the_string_names(tmp_path):
    """litestar's `CreateFactoryFixture: TypeAlias = "Callable[..., ResponseFactory]"` (a forward reference):
    a parameter typed by the alias, called, gives a ResponseFactory, as the alias written without quotes does."""
    edges = edges_of(tmp_path, """
# --- path: fx.py ---
from typing import Callable, TypeAlias
from factory import Factory
Quoted: TypeAlias = "Callable[..., Factory]"
Bare: TypeAlias = Callable[..., Factory]
# --- path: factory.py ---
class Factory:
    def create(self) -> int:
        return 1
    def build(self) -> int:
        return 2
# --- path: use.py ---
from fx import Quoted, Bare
def quoted(make: Quoted) -> None:
    make().create()
def bare(make: Bare) -> None:
    make().build()
""")
    assert E("use.py::quoted", "factory.py::Factory.create") in edges
    assert E("use.py::bare", "factory.py::Factory.build") in edges


def test_py_a_generic_alias_named_with_arguments_is_its_text_with_them(tmp_path):
    """litestar's `data: MultipartBody[list[UploadFile]]` of `MultipartBody: TypeAlias = Annotated[T, BodyKwarg(..)]`
    (T a TypeVar): the alias's text with its type variables replaced by the arguments, in the order it first
    names them, read where the arguments are written (`for file in data: file.read()`)."""
    edges = edges_of(tmp_path, """
# --- path: params.py ---
from typing import Annotated, TypeAlias, TypeVar
T = TypeVar("T")
K = TypeVar("K")
class BodyKwarg:
    pass
Body: TypeAlias = Annotated[T, BodyKwarg()]
Pairs: TypeAlias = dict[K, list[T]]
# --- path: upload.py ---
class Upload:
    async def read(self) -> bytes:
        return b""
    def close(self) -> None:
        pass
# --- path: use.py ---
from params import Body, Pairs
from upload import Upload
async def one(data: Body[Upload]) -> None:
    await data.read()
async def many(data: Body[list[Upload]]) -> None:
    for f in data:
        f.close()
def pairs(p: Pairs[str, Upload]) -> None:
    for u in p["k"]:
        u.close()
""")
    assert E("use.py::one", "upload.py::Upload.read") in edges
    assert E("use.py::many", "upload.py::Upload.close") in edges
    assert E("use.py::pairs", "upload.py::Upload.close") in edges


def test_py_an_annotated_type_is_its_first_argument_only(tmp_path):
    """`d: Annotated[Upload, Body()]` is an Upload: the metadata after the type names no alternative, so
    `d.only_body()` links nothing, while `Body()` in the annotation is still a reference to Body."""
    edges = edges_of(tmp_path, """
# --- path: a.py ---
from typing import Annotated
class Body:
    def only_body(self) -> None:
        pass
class Upload:
    def read(self) -> None:
        pass
def f(d: Annotated[Upload, Body()]) -> None:
    d.read()
    d.only_body()
""")
    assert E("a.py::f", "a.py::Upload.read") in edges
    assert E("a.py::f", "a.py::Body") in edges
    assert E("a.py::f", "a.py::Body.only_body") not in edges


def test_py_a_class_object_subscripted_then_called_gives_an_instance(tmp_path):
    """litestar's `mock_repo = repository_type[Model]()` with `repository_type: type[GenericAsyncMockRepository]`:
    subscripting a class object gives the class (a generic alias of it), calling that an instance, as
    `Repo[int]()` does."""
    edges = edges_of(tmp_path, """
# --- path: repo.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class Repo(Generic[T]):
    def add_many(self, xs: list[T]) -> list[T]:
        return xs
    def count(self) -> int:
        return 0
# --- path: use.py ---
from repo import Repo
def direct() -> None:
    Repo[int]().add_many([1])
def through_param(repository_type: type[Repo]) -> None:
    mock_repo = repository_type[int]()
    mock_repo.count()
""")
    assert E("use.py::direct", "repo.py::Repo.add_many") in edges
    assert E("use.py::through_param", "repo.py::Repo.count") in edges


def test_py_a_collection_of_a_mapping_s_values_holds_its_values(tmp_path):
    """litestar's `self.route_handlers = tuple(self.route_handler_map.values())` of a `dict[str, Handler]`:
    `route.route_handlers[0].to_response()` and `for h in route.route_handlers` give Handlers; `list(m.keys())`
    the keys."""
    edges = edges_of(tmp_path, """
# --- path: route.py ---
class Handler:
    def to_response(self) -> None:
        pass
class Key:
    def lower(self) -> str:
        return ""
class Route:
    def __init__(self, handlers: dict[Key, Handler]) -> None:
        self.route_handler_map: dict[Key, Handler] = handlers
        self.route_handlers = tuple(self.route_handler_map.values())
        self.methods = list(self.route_handler_map.keys())
# --- path: use.py ---
from route import Route
def first(route: Route) -> None:
    route.route_handlers[0].to_response()
def each(route: Route) -> None:
    for m in route.methods:
        m.lower()
""")
    assert E("use.py::first", "route.py::Handler.to_response") in edges
    assert E("use.py::each", "route.py::Key.lower") in edges


def test_py_a_class_passed_where_a_union_takes_a_class_object_gives_its_instance(tmp_path):
    """litestar's `app.plugins.get(OpenAPIPlugin)` of `def get(self, type_: type[PluginT] | str) -> PluginT`: the
    alternative `type[PluginT]` binds PluginT to the class passed, as `type_: type[PluginT]` alone does; a string
    passed gives nothing."""
    edges = edges_of(tmp_path, """
# --- path: registry.py ---
from typing import TypeVar
PluginT = TypeVar("PluginT")
class Registry:
    def get(self, type_: type[PluginT] | str) -> PluginT:
        raise KeyError
# --- path: plugin.py ---
class OpenAPIPlugin:
    def provide_openapi(self) -> int:
        return 1
# --- path: use.py ---
from registry import Registry
from plugin import OpenAPIPlugin
def by_class(r: Registry) -> None:
    r.get(OpenAPIPlugin).provide_openapi()
def by_name(r: Registry) -> None:
    r.get("openapi").provide_openapi()
""")
    assert E("use.py::by_class", "plugin.py::OpenAPIPlugin.provide_openapi") in edges
    assert E("use.py::by_name", "plugin.py::OpenAPIPlugin.provide_openapi") not in edges


def test_py_a_string_among_the_arguments_of_a_generic_named_through_its_module_is_a_type_reference(tmp_path):
    """jinja's `def args_as_const(node: t.Union["_FilterTestCommon", "Call"], ..)` and `-> t.Optional["Undefined"]`
    (the grammar reads `t.Union[..]` as a subscript, not a generic type): each quoted name is a reference to the
    class, as in `Union["Call"]`; not inside `t.Literal["Call"]`, which holds values."""
    edges = edges_of(tmp_path, """
# --- path: nodes.py ---
import typing as t
class Call:
    pass
class Filter:
    pass
def args_as_const(node: t.Union["Filter", "Call"]) -> None:
    pass
def resolve(key: str) -> t.Optional["Call"]:
    return None
def nested(node: t.Optional[t.Union["Filter", int]]) -> None:
    pass
def callback(f: t.Callable[["Filter"], None]) -> None:
    pass
def mode(m: t.Literal["Call"]) -> None:
    pass
""")
    assert E("nodes.py::args_as_const", "nodes.py::Filter") in edges
    assert E("nodes.py::args_as_const", "nodes.py::Call") in edges
    assert E("nodes.py::resolve", "nodes.py::Call") in edges
    assert E("nodes.py::nested", "nodes.py::Filter") in edges
    assert E("nodes.py::callback", "nodes.py::Filter") in edges
    assert E("nodes.py::mode", "nodes.py::Call") not in edges


def test_py_a_quoted_name_inside_a_builtin_generic_or_beside_none_in_an_annotation_is_a_type_reference(tmp_path):
    """jinja's `extensions: t.Sequence[str | type["Extension"]]` and `-> t.MutableMapping[K, "Template"] | None`:
    inside such a generic the grammar reads `type[..]` as a subscript too, and `| None` puts the generic in a binary
    operator; each quoted name is a reference to the class. A quoted key of a subscript in code (`d["Template"]`) and
    a Literal's values are not."""
    edges = edges_of(tmp_path, """
# --- path: env.py ---
import typing as t
class Extension:
    pass
class Template:
    pass
class Loader:
    pass
def overlay(extensions: t.Sequence[str | type["Extension"]]) -> None:
    pass
def create_cache(size: int) -> t.MutableMapping[str, "Template"] | None:
    return None
def opt(x: t.Optional[type["Loader"]]) -> None:
    pass
def lit(x: t.Sequence[t.Literal["Template"]]) -> None:
    pass
def data(d: dict) -> None:
    d["Template"]
""")
    assert E("env.py::overlay", "env.py::Extension") in edges
    assert E("env.py::create_cache", "env.py::Template") in edges
    assert E("env.py::opt", "env.py::Loader") in edges
    assert E("env.py::lit", "env.py::Template") not in edges
    assert E("env.py::data", "env.py::Template") not in edges


def test_py_a_call_declared_to_return_a_typing_collection_gives_its_elements(tmp_path):
    """mkdocs' `files.documentation_pages()[0].page` of `def documentation_pages(self) -> Sequence[File]`: the
    declared result names an import from typing (a library's type), which had stopped the call there, while `->
    list[File]` and a parameter declared `Sequence[File]` gave their elements; a typing mapping's values too
    (`-> Mapping[str, File]`), and `Iterator[File]`'s next element. A library's class that is no collection stays
    the library's (`-> Path`: no edge to the repository's `exists`)."""
    edges = edges_of(tmp_path, """
# --- path: files.py ---
from pathlib import Path
from typing import Iterator, Mapping, Sequence
class File:
    def page(self):
        pass
    def exists(self):
        pass
class Files:
    def docs(self) -> Sequence[File]:
        return []
    def by_name(self) -> Mapping[str, File]:
        return {}
    def walk(self) -> Iterator[File]:
        return iter([])
    def where(self) -> Path:
        return Path()
def first(files: Files):
    return files.docs()[0].page()
def named(files: Files):
    return files.by_name()["a"].page(), files.by_name().get("b").page()
def walked(files: Files):
    return next(files.walk()).page()
def path(files: Files):
    return files.where().exists()
""")
    assert E("files.py::first", "files.py::File.page") in edges
    assert E("files.py::named", "files.py::File.page") in edges
    assert E("files.py::walked", "files.py::File.page") in edges
    assert E("files.py::path", "files.py::File.exists") not in edges


def test_py_a_type_parameter_bound_through_a_base_after_the_first_subscripted_one(tmp_path):
    """mkdocs' config options: `class OptionallyRequired(Generic[T], BaseConfigOption[T])`, `class
    IpAddress(OptionallyRequired[_IpAddressValue])` and BaseConfigOption's `def __get__(self, obj, type=None) -> T`:
    `conf.option.host` of `option = IpAddress()` is an _IpAddressValue's. A class's type text keeps its first
    subscripted base only (`Generic[T]`), so the argument the second base is given was not found; the header's bases
    are read too. Likewise a class's type parameters declared by a `Generic[..]` that is not its first subscripted
    base (`class Pair(Base[int], Generic[T])`: `p.get()` of `p: Pair[Page]` is a Page)."""
    edges = edges_of(tmp_path, """
# --- path: options.py ---
from typing import Generic, TypeVar
T = TypeVar("T")
class Address:
    def host(self):
        pass
class Page:
    def title(self):
        pass
class BaseOption(Generic[T]):
    def __get__(self, obj, type=None) -> T:
        return obj
class Required(Generic[T], BaseOption[T]):
    pass
class IpAddress(Required[Address]):
    pass
class Config:
    option = IpAddress()
class Base(Generic[T]):
    pass
class Pair(Base[int], Generic[T]):
    def get(self) -> T:
        return self.value
def use(conf: Config):
    return conf.option.host()
def pair(p: Pair[Page]):
    return p.get().title()
""")
    assert E("options.py::use", "options.py::Address.host") in edges
    assert E("options.py::pair", "options.py::Page.title") in edges


def test_py_calling_a_class_object_of_a_bounded_type_variable_gives_the_bound(tmp_path):
    """mkdocs' test helper `def get_config(self, config_class: type[SomeConfig], ..) -> SomeConfig` with `SomeConfig =
    TypeVar('SomeConfig', bound=Config)`: `config = config_class(..)` is a value of the type variable, whose members
    are its bound's (`config.load_dict(cfg)`), as pyright reads it. An unbounded type variable gives nothing, and so
    does a call's result `-> type[SomeConfig]` that no argument binds (ibis' `node = cls._make_node(..)`, `node(..)`:
    pyright's Unknown)."""
    edges = edges_of(tmp_path, """
# --- path: helpers.py ---
from typing import TypeVar
class Config:
    def load_dict(self, cfg):
        pass
SomeConfig = TypeVar('SomeConfig', bound=Config)
Anything = TypeVar('Anything')
def get_config(config_class: type[SomeConfig], cfg: dict) -> SomeConfig:
    config = config_class()
    config.load_dict(cfg)
    return config
def make(kind: type[Anything], cfg: dict):
    made = kind()
    made.load_dict(cfg)
    return made
class Factory:
    @classmethod
    def make_node(cls) -> type[SomeConfig]:
        return Config
def build(cfg: dict):
    node = Factory.make_node()
    node().load_dict(cfg)
""")
    assert E("helpers.py::get_config", "helpers.py::Config.load_dict") in edges
    assert E("helpers.py::make", "helpers.py::Config.load_dict") not in edges
    assert E("helpers.py::build", "helpers.py::Config.load_dict") not in edges


def test_py_a_function_returning_a_generic_class_object_gives_the_class(tmp_path):
    """marimo's table managers: `def create() -> type[TableManager[Any]]`, then `manager =
    factory.create()(data)` and `manager.take(1, 0)`: the result is the class object (read as an instance of it
    before, whose call gave nothing), and calling it makes a TableManager."""
    edges = edges_of(tmp_path, """
# --- path: tables.py ---
from typing import Any, Generic, TypeVar
T = TypeVar("T")
class TableManager(Generic[T]):
    def __init__(self, data: T) -> None:
        self.data = data
    def take(self, count: int) -> "TableManager[T]":
        return self
class Factory:
    @staticmethod
    def create() -> type[TableManager[Any]]:
        return TableManager
def use(factory: Factory, data: list):
    manager = factory.create()(data)
    return manager.take(1)
""")
    assert E("tables.py::use", "tables.py::TableManager.take") in edges


def test_py_calling_a_functools_partial_calls_its_function(tmp_path):
    """marimo's tests: `compile_cell = partial(compiler.compile_cell, cell_id="0")`, then `cell = compile_cell(code)`
    and `cell.defs`: calling the partial calls the function (pyright's reading of functools.partial);
    `functools.partial(..)` too, and a class passed (`partial(Cell, "a")()` makes a Cell). The partial's own members
    are functools' (ibis' `partial(dt.Array, dt.Float32).args`: no edge to the class's `args`)."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
import functools
from functools import partial
class Cell:
    args = ()
    def __init__(self, code, cell_id="0"):
        self.code = code
    def defs(self):
        pass
    def refs(self):
        pass
def compile_cell(code, cell_id):
    return Cell(code)
cc = partial(compile_cell, cell_id="0")
cc2 = functools.partial(compile_cell, cell_id="1")
make = partial(Cell, cell_id="2")
def use():
    return cc("x").defs(), cc2("y").refs()
def made():
    return make("z").defs()
def shape():
    return make.args
""")
    assert E("m.py::use", "m.py::Cell.defs") in edges
    assert E("m.py::use", "m.py::Cell.refs") in edges
    assert E("m.py::made", "m.py::Cell.defs") in edges
    assert E("m.py::shape", "m.py::Cell.args") not in edges


def test_py_iterating_a_union_gives_the_elements_of_its_collection_alternative(tmp_path):
    """marimo's `console: CellOutput | list[CellOutput] | None`, normalised as `outputs = n.console if
    isinstance(n.console, list) else [n.console]` and iterated, `for output in outputs: output.channel`: the elements
    are those of the union's first alternative that has any (a `Union[..]` written so too), as pyright gives the
    list's CellOutput."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Union
class Output:
    def channel(self):
        pass
    def data(self):
        pass
class Note:
    console: Union[Output, list[Output], None] = None
    more: Output | list[Output] | None = None
def use(n: Note):
    outputs = n.console if isinstance(n.console, list) else [n.console]
    for out in outputs:
        out.channel()
def use2(n: Note):
    for out in n.more:
        out.data()
""")
    assert E("m.py::use", "m.py::Output.channel") in edges
    assert E("m.py::use2", "m.py::Output.data") in edges


def test_py_a_long_union_of_classes_is_narrowed_by_its_discriminant(tmp_path):
    """marimo's `Transform = (AggregateTransform | .. | UniqueTransform)`, 13 dataclasses each declaring `type:
    Literal[TransformType.X]`, narrowed by `elif transform.type == TransformType.PIVOT:`. The map wrote such a union
    ("alts:..") only up to 200 characters, so this one was no union and no branch was narrowed; a union of classes is
    an alias, kept as long as one."""
    names = [f"Transform{c}Kind" for c in "ABCDEFGHIJKLM"]
    source = ("# --- path: m.py ---\nfrom dataclasses import dataclass\nfrom enum import Enum\n"
              "from typing import Literal\n")
    source += "class TransformType(Enum):\n" + "".join(f"    T{c} = '{c}'\n" for c in "ABCDEFGHIJKLM")
    for c, name in zip("ABCDEFGHIJKLM", names):
        source += f"@dataclass\nclass {name}:\n    type: Literal[TransformType.T{c}]\n    field_{c.lower()}: int\n"
    source += "Transform = (\n    " + "\n    | ".join(names) + "\n)\n"
    source += ("def show(transform: Transform) -> int:\n    if transform.type == TransformType.TA:\n"
               "        return transform.field_a\n    elif transform.type == TransformType.TM:\n"
               "        return transform.field_m\n    return 0\n")
    edges = edges_of(tmp_path, source)
    assert E("m.py::show", "m.py::TransformAKind.field_a") in edges
    assert E("m.py::show", "m.py::TransformMKind.field_m") in edges


def test_py_a_comprehension_filtered_by_isinstance_holds_the_class(tmp_path):
    """`notifications = [op for op in ops if isinstance(op, CellNotification)]` (marimo's tests): the list holds
    CellNotifications, as pyright narrows the body by the comprehension's condition; another function's call narrows
    nothing."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class CellNotification:
    def stale(self):
        pass
class Other:
    def stale(self):
        pass
def make():
    return [CellNotification(), Other()]
def use():
    notifications = [op for op in make() if isinstance(op, CellNotification)]
    for n in notifications:
        n.stale()
def check(value, cls):
    return True
def unfiltered():
    kept = [op for op in make() if check(op, CellNotification)]
    for k in kept:
        k.stale()
""")
    assert E("m.py::use", "m.py::CellNotification.stale") in edges
    assert E("m.py::unfiltered", "m.py::CellNotification.stale") not in edges


def test_py_a_local_read_through_another_reads_its_binding_before(tmp_path):
    """Statements run in order: `for y in xs` after `xs = [A()]` .. `xs = [B()]` iterates Bs, and `s = q` after `q`
    was bound again reads the second binding; the value of `xs = [x for x in xs ..]` reads the xs before it. A
    binding in a body that may not run holds in that body alone (`if c: ts = [A()]` / `else: ts = [B()]`: after
    them, the first), and a name a comprehension binds is the comprehension's."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class A:
    def a(self): pass
    def ok(self): pass
class B:
    def b(self): pass
def loop():
    xs = [A()]
    xs = [B()]
    for y in xs:
        y.b()
def chain():
    q = A()
    r = q
    r.a()
    q = B()
    s = q
    s.b()
def filtered():
    items = [B()]
    items = [A()]
    items = [i for i in items if i.ok()]
    for i in items:
        i.a()
def branches(c):
    if c:
        ts = [A()]
    else:
        ts = [B()]
    for t in ts:
        t.a()
    for n in [B()]:
        k = n
        k.b()
""")
    assert E("m.py::loop", "m.py::B.b") in edges
    assert E("m.py::chain", "m.py::A.a") in edges
    assert E("m.py::chain", "m.py::B.b") in edges
    assert E("m.py::filtered", "m.py::A.ok") in edges
    assert E("m.py::filtered", "m.py::A.a") in edges
    assert E("m.py::branches", "m.py::A.a") in edges
    assert E("m.py::branches", "m.py::B.b") in edges


def test_py_a_class_given_type_arguments_binds_a_class_object_parameter(tmp_path):
    """xarray's `str = UncachedAccessor(StringAccessor["DataArray"])`, a descriptor whose `__init__(self, accessor:
    type[_Accessor])` and `__get__(self, obj: object, cls) -> _Accessor`: `da.str` is a StringAccessor, the class
    argument given type arguments naming the class as the bare name does."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Generic, TypeVar, overload
_Accessor = TypeVar("_Accessor")
class UncachedAccessor(Generic[_Accessor]):
    def __init__(self, accessor: type[_Accessor]) -> None:
        self._accessor = accessor
    @overload
    def __get__(self, obj: None, cls) -> type[_Accessor]: ...
    @overload
    def __get__(self, obj: object, cls) -> _Accessor: ...
    def __get__(self, obj, cls):
        return self._accessor(obj)
T = TypeVar("T")
class StringAccessor(Generic[T]):
    def extract(self): pass
class DataArray:
    str = UncachedAccessor(StringAccessor["DataArray"])
def use(d: DataArray):
    d.str.extract()
""")
    assert E("m.py::use", "m.py::StringAccessor.extract") in edges


def test_py_isinstance_keeps_the_subclasses_of_an_element_of_a_declared_union(tmp_path):
    """pydantic-ai's `for call in message.parts: if isinstance(call, ToolReturnPart): call.content` of `parts:
    Sequence[ModelRequestPart]`, `ModelRequestPart = Annotated[Annotated[UserPromptPart, Tag(..)] | Annotated[
    ToolSearchReturnPart, Tag(..)] | .., Discriminator(..)]`: the check keeps ToolSearchReturnPart, a subclass of
    ToolReturnPart declaring its own `content`, as it does for a parameter declared the union."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from dataclasses import dataclass
from typing import Annotated, Sequence
import pydantic
@dataclass
class BaseToolReturnPart:
    content: str
@dataclass
class ToolReturnPart(BaseToolReturnPart):
    pass
@dataclass
class ToolSearchReturnPart(ToolReturnPart):
    content: int
@dataclass
class UserPromptPart:
    content: str
ModelRequestPart = Annotated[
    Annotated[UserPromptPart, pydantic.Tag('user-prompt')]
    | Annotated[ToolSearchReturnPart, pydantic.Tag('tool-search-return')]
    | Annotated[ToolReturnPart, pydantic.Tag('tool-return')],
    pydantic.Discriminator(lambda x: x),
]
SimplePart = UserPromptPart | ToolSearchReturnPart | ToolReturnPart
@dataclass
class ModelRequest:
    parts: Sequence[ModelRequestPart]
    simple: Sequence[SimplePart]
def annotated(message: ModelRequest):
    for call in message.parts:
        if isinstance(call, ToolReturnPart):
            call.content
def plain(message: ModelRequest):
    for call in message.simple:
        if isinstance(call, ToolReturnPart):
            call.content
""")
    assert E("m.py::annotated", "m.py::ToolSearchReturnPart.content") in edges
    assert E("m.py::plain", "m.py::ToolSearchReturnPart.content") in edges
    assert E("m.py::plain", "m.py::BaseToolReturnPart.content") not in edges


def test_py_a_generator_filtered_by_isinstance_narrows_its_body(tmp_path):
    """pydantic-ai's `next((item for item in (part.content for part in m.parts if isinstance(part, UserPromptPart))
    ..), None)`: a generator's (and a set comprehension's) body reads its variable narrowed by its condition, as a
    list comprehension's does."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class A:
    content: str
class B:
    content: int
def parts() -> list[A | B]: ...
def nested():
    return next((item for item in (p.content for p in parts() if isinstance(p, B)) if isinstance(item, int)), None)
def loop():
    for q in (p.content for p in parts() if isinstance(p, B)):
        pass
def a_set():
    return {p.content for p in parts() if isinstance(p, B)}
""")
    for fn in ("nested", "loop", "a_set"):
        assert E(f"m.py::{fn}", "m.py::B.content") in edges
        assert E(f"m.py::{fn}", "m.py::A.content") not in edges


def test_py_a_parameter_declared_a_union_alias_reads_its_first_alternative_declaring_a_member(tmp_path):
    """`AlphaBeta = Alpha | Beta` (pyright's implicit type alias), `def f(x: AlphaBeta): x.content`: Alpha's content,
    the first alternative declaring it, as pyright reports a member of a union; Beta's own member is Beta's. The
    alias had been read only by a discriminant test."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class Alpha:
    content: str
class Beta:
    content: int
    only_beta: int
AlphaBeta = Alpha | Beta
def alias(x: AlphaBeta):
    print(x.content, x.only_beta)
def elems(xs: list[AlphaBeta]):
    for x in xs:
        print(x.content)
""")
    assert E("m.py::alias", "m.py::Alpha.content") in edges
    assert E("m.py::alias", "m.py::Beta.only_beta") in edges
    assert E("m.py::alias", "m.py::Beta.content") not in edges
    assert E("m.py::elems", "m.py::Alpha.content") in edges


def test_py_isinstance_narrows_a_literal_subscript(tmp_path):
    """marimo's `assert isinstance(errors[0], MarimoExceptionRaisedError)` then `errors[0].msg`: pyright narrows a
    subscript by a literal (`errors[0]`, `d["k"]`) as it narrows a name; a subscript by a variable is not narrowed."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
class Err:
    msg: str
class Other:
    msg: int
Error = Other | Err
def errs() -> list[Error]: ...
def first():
    errors = errs()
    assert isinstance(errors[0], Err)
    print(errors[0].msg)
def keyed(d: dict[str, Error]):
    if isinstance(d["k"], Err):
        print(d["k"].msg)
def by_variable(i: int):
    errors = errs()
    if isinstance(errors[i], Err):
        print(errors[i].msg)
""")
    assert E("m.py::first", "m.py::Err.msg") in edges
    assert E("m.py::keyed", "m.py::Err.msg") in edges
    assert E("m.py::by_variable", "m.py::Err.msg") not in edges
    assert E("m.py::first", "m.py::Other.msg") not in edges


def test_py_a_base_argument_wrapping_a_type_parameter_is_given_the_subclass_argument(tmp_path):
    """piccolo's `class Get(Proxy["First[TableInstance]", Optional[TableInstance]], Generic[TableInstance])` and
    `Proxy.run_sync(self) -> ResponseType`: on a `Get[Band]`, run_sync gives an Optional[Band], a Band; the base's
    argument had been read only when it was the subclass's parameter itself (`Proxy[First[T], T]`)."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Generic, Optional, TypeVar
Q = TypeVar("Q")
R = TypeVar("R")
T = TypeVar("T")
class Proxy(Generic[Q, R]):
    def run_sync(self) -> R: ...
class Band:
    def refresh(self): pass
class First(Generic[T]):
    pass
class Get(Proxy["First[T]", Optional[T]], Generic[T]):
    pass
class Plain(Proxy[First[T], T], Generic[T]):
    pass
def wrapped(g: Get[Band]):
    g.run_sync().refresh()
def plain(g: Plain[Band]):
    g.run_sync().refresh()
""")
    assert E("m.py::wrapped", "m.py::Band.refresh") in edges
    assert E("m.py::plain", "m.py::Band.refresh") in edges


def test_py_values_read_in_order_keep_keyword_names_and_follow_a_second_rebinding(tmp_path):
    """Review of the statement-order value texts: a keyword argument's name written into a class-bound call's text
    (`make(1, kind=Model)`: "gen:Model@kind:make") is no local even where the function binds `kind` twice, and a
    local whose values differ only once read in order is bound again in turn (`s = q` .. `q = B(); s = q`, then
    `t = s`: the second s)."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import TypeVar
T = TypeVar("T")
class A:
    def a(self): pass
class B:
    def b(self): pass
class Model:
    def m(self): pass
def make(x=None, kind: type[T] = None) -> T: ...
def keyword():
    kind = A()
    kind = B()
    x = make(1, kind=Model)
    x.m()
def second():
    q = A()
    s = q
    q = B()
    s = q
    t = s
    t.b()
""")
    assert E("m.py::keyword", "m.py::Model.m") in edges
    assert E("m.py::second", "m.py::B.b") in edges


def test_py_a_union_of_annotated_alternatives_and_a_subscript_by_several_indexes(tmp_path):
    """`-> Annotated[UserPromptPart, Tag('u')] | Annotated[ToolSearchReturnPart, Tag('s')]`: each alternative is its
    first argument (the union is no Annotated of its own), so isinstance keeps the subclass; `d[i, 0]` is no
    subscript pyright narrows (one literal index only)."""
    edges = edges_of(tmp_path, """
# --- path: m.py ---
from typing import Annotated
from pydantic import Tag
class BaseToolReturnPart:
    content: str
class ToolReturnPart(BaseToolReturnPart):
    pass
class ToolSearchReturnPart(ToolReturnPart):
    content: int
class UserPromptPart:
    content: str
class WS:
    async def __anext__(self) -> Annotated[UserPromptPart, Tag('u')] | Annotated[ToolSearchReturnPart, Tag('s')]: ...
    def __aiter__(self):
        return self
async def stream(ws: WS):
    async for call in ws:
        if isinstance(call, ToolReturnPart):
            call.content
class Err:
    msg: str
class Other:
    msg: int
Error = Other | Err
def multi(d: dict[tuple, Error], i: int):
    if isinstance(d[i, 0], Err):
        print(d[i, 0].msg)
""")
    assert E("m.py::stream", "m.py::ToolSearchReturnPart.content") in edges
    assert E("m.py::multi", "m.py::Err.msg") not in edges
