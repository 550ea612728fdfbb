"""Go resolution, one behaviour per test: the go_mods fixture (two modules in a go.work, a local replace)
and inline multi-file cases."""
from __future__ import annotations

import pytest
from test_resolution_inline import E, edges_of

from fastindex.exports.entity_edges import entity_edges
from fastindex.pipeline import IndexOptions, index
from fastindex.reduce.link import Linker


@pytest.fixture(scope="module")
def go(fixture_snapshots):
    snap = fixture_snapshots["go_mods"]
    return set(entity_edges(snap)), snap


def test_go_aliased_import_package_qualified_call(go):
    assert E("svc/api/api.go::New", "svc/store/memory.go::NewMemory") in go[0]


def test_go_import_across_modules_through_replace(go):
    assert E("svc/api/api.go::Handler.Show", "lib/text/text.go::Slug") in go[0]


def test_go_dot_import_brings_exported_names_into_scope(go):
    assert E("svc/cmd/server/main.go::main", "svc/api/api.go::New") in go[0]


def test_go_same_package_other_file_without_import(go):
    assert E("svc/cmd/server/main.go::main", "svc/cmd/server/run.go::run") in go[0]


def test_go_method_on_typed_local_and_field(go):
    assert E("svc/cmd/server/main.go::main", "svc/api/api.go::Handler.Show") in go[0]
    assert E("svc/store/memory.go::Memory.Put", "svc/store/log.go::Log.Add") in go[0]


def test_go_method_through_interface_typed_field_reaches_the_interface(go):
    assert E("svc/api/api.go::Handler.Show", "svc/store/store.go::Reader.Get") in go[0]


def test_go_promoted_method_of_embedded_struct(go):
    assert E("svc/api/api.go::Handler.Show", "svc/store/store.go::Base.Count") in go[0]
    assert E("svc/store/memory.go::Memory", "svc/store/store.go::Base") in go[0]


def test_go_range_over_call_result_types_the_element(go):
    assert E("svc/api/api.go::Handler.Show", "svc/store/memory_get.go::Item.Label") in go[0]


def test_go_implicit_interfaces_from_method_sets(go):
    edges = go[0]
    assert E("svc/store/memory.go::Memory", "svc/store/store.go::Store") in edges    # Put + embedded Reader
    assert E("svc/store/memory.go::Memory", "svc/store/store.go::Reader") in edges   # Get in another file
    assert E("svc/store/store.go::Item", "lib/text/text.go::Labeler") in edges     # value receiver, other file
    assert E("svc/store/log.go::Log", "svc/store/store.go::Reader") not in edges


def test_go_lowercase_names_are_not_visible_from_other_packages(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

func helper() int { return 1 }
func Public() int { return helper() }
// --- path: b/b.go ---
package b

import "example.com/m/a"

func Use() int { return a.helper() + a.Public() }
""")
    assert E("b/b.go::Use", "a/a.go::Public") in edges
    assert E("b/b.go::Use", "a/a.go::helper") not in edges


def test_go_blank_import_binds_nothing_and_package_clause_names_the_binding(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: internal/go-util/u.go ---
package util

func Do() {}
// --- path: main.go ---
package main

import (
	"example.com/m/internal/go-util"
	_ "example.com/m/internal/go-util"
)

func main() { util.Do() }
""")
    assert E("main.go::main", "internal/go-util/u.go::Do") in edges


def test_go_work_modules_resolve_without_replace(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.work ---
go 1.22

use (
	./a
	./b
)
// --- path: a/go.mod ---
module example.com/a
// --- path: a/x/x.go ---
package x

type T struct{}

func (t *T) M() {}
// --- path: b/go.mod ---
module example.com/b
// --- path: b/main.go ---
package main

import "example.com/a/x"

func main() {
	t := &x.T{}
	t.M()
}
""")
    assert E("b/main.go::main", "a/x/x.go::T.M") in edges
    assert E("b/main.go::main", "a/x/x.go::T") in edges


def test_go_multiple_return_values_type_the_first_binding(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: r.go ---
package m

type Repo struct{}

func (r *Repo) Find() {}

func Open(path string) (*Repo, error) { return &Repo{}, nil }

func Use() {
	r, err := Open("x")
	_ = err
	r.Find()
}
""")
    assert E("r.go::Use", "r.go::Repo.Find") in edges


def test_go_embedded_interface_in_interface_and_promotion_through_pointer_embedding(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Closer interface{ Close() error }
type ReadCloser interface {
	Closer
	Read() int
}
type file struct{}

func (f *file) Close() error { return nil }
func (f *file) Read() int { return 0 }

type wrapped struct{ *file }

func Use(w wrapped) { w.Close() }
""")
    assert E("a.go::file", "a.go::ReadCloser") in edges
    assert E("a.go::wrapped", "a.go::ReadCloser") in edges   # promoted through *file
    assert E("a.go::ReadCloser", "a.go::Closer") in edges
    assert E("a.go::Use", "a.go::file.Close") in edges


def test_go_member_of_an_external_type_is_external_not_unknown(tmp_path):
    from conftest import index_snapshot, write
    repo = tmp_path / "repo"
    write(repo, "go.mod", "module example.com/m\n")
    write(repo, "a_test.go", 'package m\n\nimport "testing"\n\nfunc TestX(t *testing.T) { t.Run("x", nil) }\n')
    _, snap = index_snapshot(repo, tmp_path / "s.fidx")
    reasons = {(u[2], u[3]): u[6] for u in snap.unresolved}
    assert reasons[("Run", "t")] == "external"


def test_go_blank_identifier_is_never_a_definition(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type T struct{}

func (T) M() {}

var _ = T{}
// --- path: b.go ---
package m

func Use() { _ = T{} }
""")
    assert not any(dq == "_" for _, _, _, dq in edges)


def test_go_embedded_struct_is_a_field_named_by_its_type(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type FailurePolicy struct{ Limit int }

func (p *FailurePolicy) Check() bool { return p.Limit > 0 }

type MixedPolicy struct {
	FailurePolicy
	Extra int
}

func Use(m *MixedPolicy) bool { return m.FailurePolicy.Check() }
""")
    assert E("a.go::Use", "a.go::FailurePolicy.Check") in edges


def test_go_relative_import_binds_the_package_clause_of_the_importers_folder(tmp_path):
    # "./util" names a different folder from each importer: its package name is read there, not at the root
    edges = edges_of(tmp_path, """
// --- path: util/u.go ---
package rootutil

func Do() {}
// --- path: main.go ---
package main

import "./util"

func main() { rootutil.Do() }
// --- path: cmd/util/u.go ---
package cmdutil

func Do() {}
// --- path: cmd/main.go ---
package main

import "./util"

func main() { cmdutil.Do() }
""")
    assert E("main.go::main", "util/u.go::Do") in edges
    assert E("cmd/main.go::main", "cmd/util/u.go::Do") in edges


def test_go_implicit_interface_needs_the_same_parameter_and_result_types(tmp_path):
    # go/types: a method of the same name with another signature does not satisfy the interface (kitex:
    # cliTransHandlerFactory.NewTransHandler(*ClientOption) is no ServerTransHandlerFactory); parameter names,
    # grouping (`a, b int`) and package qualifiers (`remote.Opt` vs `Opt`) do not matter
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: remote/remote.go ---
package remote

type ClientOption struct{}
type ServerOption struct{}

type ServerFactory interface {
	New(opt *ServerOption) (int, error)
}
type ClientFactory interface {
	New(opt *ClientOption) (int, error)
}
type Adder interface{ Add(a, b int) (sum int) }
// --- path: cli/cli.go ---
package cli

import "example.com/m/remote"

type factory struct{}

func (f *factory) New(o *remote.ClientOption) (n int, err error) { return 0, nil }

type adder struct{}

func (adder) Add(x int, y int) int { return x + y }
""")
    assert E("cli/cli.go::factory", "remote/remote.go::ClientFactory") in edges
    assert E("cli/cli.go::factory", "remote/remote.go::ServerFactory") not in edges
    assert E("cli/cli.go::adder", "remote/remote.go::Adder") in edges


def test_go_struct_literal_keys_name_the_fields_of_the_literal_type(tmp_path):
    # go/types records `Name` in `Item{Name: n}` as a use of the field Item.Name (kitex: 2,800 such edges);
    # element literals of slices and maps name the element type's fields; map keys are values
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: store/store.go ---
package store

type Item struct {
	Name  string
	Price int
}
type Kind int

const KindA Kind = 1
// --- path: use.go ---
package m

import "example.com/m/store"

func New(n string) *store.Item { return &store.Item{Name: n} }

var Items = []*store.Item{{Price: 1}}

var Prices = map[store.Kind]int{store.KindA: 1}
""")
    assert E("use.go::New", "store/store.go::Item.Name") in edges
    assert E("use.go::Items", "store/store.go::Item.Price") in edges
    assert E("use.go::Prices", "store/store.go::KindA") in edges
    assert E("use.go::New", "store/store.go::Item.Price") not in edges


def test_go_new_and_type_assertions_type_the_variable(tmp_path):
    # `x := new(T)` and `b := v.(*T)` / `if b, ok := v.(*T); ok` hold a *T (go/types); kitex's pools and
    # mocks use both
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

import "sync"

type outStream struct{ next *outStream }
type buf struct{ reader int }

var pool sync.Pool

func NewList() *outStream {
	head, tail := new(outStream), new(outStream)
	head.next = tail
	return head
}

func Get() int {
	b := pool.Get().(*buf)
	return b.reader
}

func Check(x interface{}) int {
	if v, ok := x.(*buf); ok {
		return v.reader
	}
	return 0
}
""")
    assert E("a.go::NewList", "a.go::outStream.next") in edges
    assert E("a.go::Get", "a.go::buf.reader") in edges
    assert E("a.go::Check", "a.go::buf.reader") in edges


def test_go_member_types_name_the_package_types_not_the_members(tmp_path):
    # `Timeouts Timeouts` (a field) and `Timeouts(ri int) Timeouts` (an interface method) name the package's
    # type Timeouts: a type's members are not in scope in its body (kitex's Options.UnaryOptions,
    # TimeoutProvider.Timeouts)
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Timeouts interface{ RPCTimeout() int }
type TimeoutProvider interface {
	Timeouts(ri int) Timeouts
}
type UnaryOptions struct{ Retry int }
type Options struct {
	UnaryOptions UnaryOptions
	Provider     TimeoutProvider
}

func Use(o *Options) int {
	c := o.Provider.Timeouts(1)
	return c.RPCTimeout() + o.UnaryOptions.Retry
}
""")
    assert E("a.go::Use", "a.go::Timeouts.RPCTimeout") in edges
    assert E("a.go::Use", "a.go::UnaryOptions.Retry") in edges


def test_go_several_results_unpack_by_place(tmp_path):
    # `_, co := Apply()` holds Apply's second result; `g, err := New()` the first, also where it is no pointer
    # (`(Generic, error)` was read as the named result `Generic, error`); `val, ok := req.(*val)` the type the
    # binding shadows
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type CallOptions struct{ Retry int }
type Generic interface{ Close() error }
type val struct{ str string }

func Apply() (string, *CallOptions) { return "", nil }
func New() (Generic, error)         { return nil, nil }
func Pair() (name string, o *CallOptions, err error) { return }

func Use(req interface{}) int {
	_, co := Apply()
	g, err := New()
	_, o, _ := Pair()
	if val, ok := req.(*val); ok {
		_ = val.str
	}
	_ = err
	g.Close()
	return co.Retry + o.Retry
}
""")
    assert E("a.go::Use", "a.go::CallOptions.Retry") in edges
    assert E("a.go::Use", "a.go::Generic.Close") in edges
    assert E("a.go::Use", "a.go::val.str") in edges


def test_go_struct_literal_keys_through_an_alias_and_embedded_fields(tmp_path):
    # `Option{F: ..}` where `type Option = internal.Option` (kitex's client/server options) names the field of
    # the aliased struct; `&RW{Reader: r}` names the embedded field, which is the type Reader (go/types)
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: internal/opt.go ---
package internal

type Option struct{ F func(o int) }
// --- path: opt.go ---
package m

import "example.com/m/internal"

type Option = internal.Option
type Reader struct{ n int }
type RW struct {
	*Reader
	w int
}

func WithX() Option { return Option{F: func(o int) {}} }
func NewRW(r *Reader) *RW { return &RW{Reader: r, w: 1} }
""")
    assert E("opt.go::WithX", "internal/opt.go::Option.F") in edges
    assert E("opt.go::NewRW", "opt.go::Reader") in edges
    assert E("opt.go::NewRW", "opt.go::RW.w") in edges


def test_go_type_assertion_in_a_receiver_gives_the_asserted_type(tmp_path):
    # `svr.(*server).init()`, `ri.Invocation().(InvocationSetter).SetName()`, `x.(*T).opt.Retry`
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Options struct{ Retry int }
type server struct{ opt *Options }

func (s *server) init() {}

type Invocation interface{ Name() string }
type InvocationSetter interface{ SetName(n string) }
type RPCInfo interface{ Invocation() Invocation }

func Use(svr interface{}, ri RPCInfo) int {
	svr.(*server).init()
	ri.Invocation().(InvocationSetter).SetName("x")
	return svr.(*server).opt.Retry
}
""")
    assert E("a.go::Use", "a.go::server.init") in edges
    assert E("a.go::Use", "a.go::InvocationSetter.SetName") in edges
    assert E("a.go::Use", "a.go::Options.Retry") in edges


def test_go_defined_types_conversions_and_generic_instantiations(tmp_path):
    # `val := AtomicInt(100)` converts; `&Args{}` of `type Args = internal.Args` (an alias) or `type Resp Req` (a
    # defined type) has the other's fields and its own methods; `NewStack[int]()` and `&Pipe[T]{}` instantiate
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: internal/args.go ---
package internal

type Args struct{ Method string }
// --- path: a.go ---
package m

import "example.com/m/internal"

type AtomicInt int32

func (i *AtomicInt) Inc() {}

type Args = internal.Args
type Req struct{ A int }
type Resp Req

func (r *Resp) Done() {}

type Stack[T any] struct{ items []T }

func (s *Stack[T]) Push(v T) {}
func NewStack[T any]() *Stack[T] { return &Stack[T]{} }

type Pipe[T any] struct{ state int }

func Use() int {
	val := AtomicInt(100)
	val.Inc()
	args := &Args{}
	args.Method = "x"
	resp := new(Resp)
	resp.Done()
	stk := NewStack[int]()
	stk.Push(1)
	p := &Pipe[int]{}
	return resp.A + p.state
}
""")
    for dst in ("a.go::AtomicInt.Inc", "internal/args.go::Args.Method", "a.go::Resp.Done", "a.go::Req.A",
                "a.go::Stack.Push", "a.go::Pipe.state"):
        assert E("a.go::Use", dst) in edges, dst


def test_go_channels_and_function_types(tmp_path):
    # `tree := <-p.Provide()` receives an element of `<-chan *Tree`; `for t := range ch` too; calling a value of
    # a function type (a field `factory func() Balancer`, a result `func() func(int) *Info`) gives its result
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Tree struct{ Name string }
type Provider interface{ Provide() <-chan *Tree }
type Balancer interface{ Pick() int }
type Info struct{ ID int }
type Case struct{ factory func() Balancer }
type Server struct{}

func (s *Server) initFunc() func(n int) *Info { return nil }

func Use(p Provider, ch chan *Tree, c Case, s *Server) int {
	tree := <-p.Provide()
	for t := range ch {
		_ = t.Name
	}
	b := c.factory()
	ri := s.initFunc()(1)
	return len(tree.Name) + b.Pick() + ri.ID
}
""")
    assert E("a.go::Use", "a.go::Tree.Name") in edges
    assert E("a.go::Use", "a.go::Balancer.Pick") in edges
    assert E("a.go::Use", "a.go::Info.ID") in edges


def test_go_names_of_one_declaration_and_index_values(tmp_path):
    # `req, resp any` declares two fields of the struct (was `req.resp`, nested in the first); the initialiser of
    # `a, b = x, y` at package level is the first name's (go/types' extent); `x := m[k]`, `x, ok := m[k]` and
    # `x := &xs[i]` hold an element of m / xs
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Node struct{ label string }
type Task struct {
	req, resp any
	nodes     map[string]*Node
	list      []Node
}

var first, second = &Node{}, &Task{}

func (t *Task) Use(k string) string {
	t.resp = nil
	n := t.nodes[k]
	if m, ok := t.nodes[k]; ok {
		_ = m.label
	}
	p := &t.list[0]
	return n.label + p.label
}
""")
    assert E("a.go::Task.Use", "a.go::Task.resp") in edges
    assert E("a.go::Task.Use", "a.go::Node.label") in edges
    assert E("a.go::first", "a.go::Task") in edges
    assert E("a.go::second", "a.go::Task") not in edges


def test_go_collections_made_by_literals_make_variadics_and_named_slices(tmp_path):
    # `[]*Case{..}`, `make([]T, n)`, `map[string]*P{}`, a variadic `opts ...Option` and a named slice type
    # `type children []*node` are collections: ranging over or indexing them gives their elements
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Case struct{ Name string }
type Option struct{ F func() }
type Prof struct{ Percent int }
type node struct{ label string }
type children []*node
type tree struct{ kids children }

func Use(t *tree, opts ...Option) int {
	cases := []*Case{{Name: "a"}}
	for _, c := range cases {
		_ = c.Name
	}
	made := make([]Prof, 2)
	counter := map[string]*Prof{}
	for _, p := range counter {
		_ = p.Percent
	}
	for _, opt := range opts {
		opt.F()
	}
	for _, k := range t.kids {
		_ = k.label
	}
	return made[0].Percent
}
""")
    for dst in ("a.go::Case.Name", "a.go::Prof.Percent", "a.go::Option.F", "a.go::node.label"):
        assert E("a.go::Use", dst) in edges, dst


def test_go_names_in_indexes_slices_conversions_variadic_arguments_and_array_lengths(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

const Key = "k"
const Size32 = 4
const cacheSize = 8
const msg = "hello"

var paths = []string{"a"}

type Msg struct{ ID int }
type Pipe[T any] struct{ v T }

func NewPipe[T any](n int) *Pipe[T] { return &Pipe[T]{} }
func g(b []byte, s ...string) {}

type cache struct{ spans [cacheSize]int }

func Use(m map[string]int, buf []byte) int {
	g([]byte(msg), paths...)
	p := NewPipe[Msg](1)
	_ = p.v
	return m[Key] + int(buf[:Size32][0])
}
""")
    for dst in ("a.go::Key", "a.go::Size32", "a.go::msg", "a.go::paths", "a.go::Msg", "a.go::Pipe.v"):
        assert E("a.go::Use", dst) in edges, dst
    assert E("a.go::cache.spans", "a.go::cacheSize") in edges


def test_go_type_switch_case_narrows_the_alias(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type BizErr interface{ Code() int }
type Exc struct{ msg string }

func (e *Exc) TypeID() int { return 0 }

func Use(err error) int {
	switch terr := err.(type) {
	case BizErr:
		return terr.Code()
	case *Exc:
		return terr.TypeID()
	case nil, *int:
		return 0
	}
	return 1
}
""")
    assert E("a.go::Use", "a.go::BizErr.Code") in edges
    assert E("a.go::Use", "a.go::Exc.TypeID") in edges


def test_go_a_name_bound_again_with_another_type_reads_the_last_binding_before_it(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Reader struct{}

func (r *Reader) ReadPb() int { return 0 }

type Codec struct{}

func (c *Codec) Unmarshal() int { return 0 }

func Use(data interface{}) int {
	if msg, ok := data.(*Reader); ok {
		return msg.ReadPb()
	}
	if msg, ok := data.(*Codec); ok {
		return msg.Unmarshal()
	}
	return 0
}
""")
    assert E("a.go::Use", "a.go::Reader.ReadPb") in edges
    assert E("a.go::Use", "a.go::Codec.Unmarshal") in edges


def test_go_an_initialiser_reads_the_name_before_its_own_declaration(tmp_path):
    # `rpcinfo := rpcinfo.GetRPCInfo(ctx)` calls the package's function, `val, ok := req.(*val)` asserts the type
    # val; after the statement the names are the locals (`if c := f(); c != nil` too)
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: rpcinfo/ctx.go ---
package rpcinfo

type RPCInfo interface{ Name() string }

func GetRPCInfo(n int) RPCInfo { return nil }
// --- path: a.go ---
package m

import "example.com/m/rpcinfo"

type val struct{ str string }

var c *val

func find() *val { return nil }

func Use(req interface{}) string {
	rpcinfo := rpcinfo.GetRPCInfo(1)
	if val, ok := req.(*val); ok {
		return val.str
	}
	if c := find(); c != nil {
		return c.str
	}
	return rpcinfo.Name()
}
""")
    assert E("a.go::Use", "rpcinfo/ctx.go::GetRPCInfo") in edges
    assert E("a.go::Use", "rpcinfo/ctx.go::RPCInfo.Name") in edges
    assert E("a.go::Use", "a.go::val") in edges
    assert E("a.go::Use", "a.go::val.str") in edges
    assert E("a.go::Use", "a.go::c") not in edges


def test_go_a_package_qualifier_in_a_struct_body_is_not_a_same_named_field(tmp_path):
    # `type SharedTicker struct { sync.Mutex; sync bool }`: `sync.Mutex` names the package sync, not the field
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

import "sync"

type SharedTicker struct {
	sync.Mutex
	sync bool
}
""")
    assert E("a.go::SharedTicker", "a.go::SharedTicker.sync") not in edges


def test_go_new_in_a_receiver_named_function_types_and_named_maps(tmp_path):
    # `new(mockPool).init()`; calling a value of `type MethodFunc func(string) *MethodInfo`; `md, ok := From()`
    # of `type MD map[string][]string` keeps MD's methods
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type mockPool struct{}

func (p *mockPool) init() *mockPool { return p }

type MethodInfo struct{ OneWay bool }
type MethodFunc func(name string) *MethodInfo
type MD map[string][]string

func (md MD) Get(k string) []string { return md[k] }
func From() (MD, bool)               { return nil, false }
func Method() MethodFunc             { return nil }

func Use() bool {
	p := new(mockPool).init()
	_ = p
	f := Method()
	mi := f("x")
	md, _ := From()
	_ = md.Get("k")
	return mi.OneWay
}
""")
    for dst in ("a.go::mockPool.init", "a.go::MethodInfo.OneWay", "a.go::MD.Get"):
        assert E("a.go::Use", dst) in edges, dst


def test_go_a_name_read_before_the_local_declaring_it_is_the_outer_one(tmp_path):
    # the result type `*server` and `NewClient(svcInfo)` come before `server := &server{..}` / `svcInfo := ..` in
    # the body: they name the package's type and variable; `case res := <-done:` binds an element of done
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type server struct{ ready chan int }
type result struct{ err error }

var svcInfo = 1

func NewClient(n int) int { return n }

func setUp(done chan *result) *server {
	NewClient(svcInfo)
	svcInfo := 2
	_ = svcInfo
	select {
	case res := <-done:
		_ = res.err
	}
	server := &server{ready: nil}
	return server
}
""")
    for dst in ("a.go::server", "a.go::svcInfo", "a.go::server.ready", "a.go::result.err"):
        assert E("a.go::setUp", dst) in edges, dst


def test_go_an_embedded_named_non_struct_type_is_a_field_and_promotes_its_methods(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type ErrorHandling int

func (e ErrorHandling) String() string { return "" }

type PoolOption struct {
	ErrorHandling
	Targets int
}

func Use(p *PoolOption) string {
	_ = p.ErrorHandling
	return p.String()
}
""")
    assert E("a.go::Use", "a.go::ErrorHandling") in edges
    assert E("a.go::Use", "a.go::ErrorHandling.String") in edges


def test_go_arrays_maps_of_slices_slice_operands_and_parenthesised_literals(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Msg struct{ payload int }
type Info struct{ Base int }
type DetailedError struct{ msg string }

func (e *DetailedError) Error() string { return e.msg }

var padZeros = make([]byte, 255)

type reader struct {
	cache [1]Msg
	all   map[string][]*Info
}

func (r *reader) Use(n int) int {
	msg := r.cache[0]
	si := r.all["x"][0]
	_ = padZeros[:n]
	_ = (&DetailedError{msg: "x"}).Error()
	return msg.payload + si.Base
}
""")
    for dst in ("a.go::Msg.payload", "a.go::Info.Base", "a.go::padZeros", "a.go::DetailedError.Error"):
        assert E("a.go::reader.Use", dst) in edges, dst


def test_go_a_constant_without_type_or_value_repeats_the_one_before_it(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Protocol int

func (p Protocol) String() string { return "" }

const (
	PurePayload Protocol = 0
	TTHeader    Protocol = 1 << iota

	// a comment between
	HESSIAN2
)

func Use() string { return HESSIAN2.String() }
""")
    assert E("a.go::Use", "a.go::Protocol.String") in edges


def test_go_implicit_interface_compares_types_by_their_package(tmp_path):
    # client's `Options() []Option` returns client.Option; server.Suite wants []server.Option: no implements edge;
    # a method naming the interface's package's type through an import does satisfy it
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: server/option.go ---
package server

type Option struct{}
type Suite interface{ Options() []Option }
// --- path: client/option.go ---
package client

import "example.com/m/server"

type Option struct{}
type mockSuite struct{}

func (m *mockSuite) Options() []Option { return nil }

type serverSuite struct{}

func (s *serverSuite) Options() []server.Option { return nil }
""")
    assert E("client/option.go::mockSuite", "server/option.go::Suite") not in edges
    assert E("client/option.go::serverSuite", "server/option.go::Suite") in edges


def test_go_anonymous_struct_test_tables(tmp_path):
    # `tests := []struct{ fields fields }{..}; for _, tt := range tests { tt.fields.p.DeepCopy() }` with a type
    # `fields` declared in the function: an anonymous struct's fields are read as a literal type's
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a_test.go ---
package m

type Policy struct{}

func (p *Policy) DeepCopy() *Policy { return p }

func TestDeepCopy() {
	type fields struct {
		p *Policy
	}
	tests := []struct {
		name   string
		fields fields
	}{
		{name: "a", fields: fields{p: nil}},
	}
	for _, tt := range tests {
		_ = tt.fields.p.DeepCopy()
	}
}
""")
    assert E("a_test.go::TestDeepCopy", "a_test.go::Policy.DeepCopy") in edges


def test_go_anonymous_struct_of_a_package_level_variable(tmp_path):
    # `var transportBuffers = []struct{ NewBuffer func() ByteBuffer }{..}`: ranging over it, `tb.NewBuffer()` gives
    # a ByteBuffer
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a_test.go ---
package m

type ByteBuffer interface{ Flush() error }

var transportBuffers = []struct {
	Name      string
	NewBuffer func() ByteBuffer
}{
	{Name: "bytes", NewBuffer: func() ByteBuffer { return nil }},
}

func TestCodec() {
	for _, tb := range transportBuffers {
		buf := tb.NewBuffer()
		buf.Flush()
	}
}
""")
    assert E("a_test.go::TestCodec", "a_test.go::ByteBuffer.Flush") in edges


def test_go_parameter_named_as_its_type(tmp_path):
    """A parameter is in scope in the function's body, not in the list declaring it: `setter setter` declares a
    parameter of the package's type setter (go/types), whose methods the body calls."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

type setter interface {
	TrySet(v int) bool
}

func use(setter setter, n int) bool {
	return setter.TrySet(n)
}
""")
    assert E("a/a.go::use", "a/a.go::setter") in edges
    assert E("a/a.go::use", "a/a.go::setter.TrySet") in edges


def test_go_composite_literal_receiver_makes_its_type(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

type jsonBinding struct{}

func (jsonBinding) BindBody(b []byte) error { return nil }
// --- path: a/a_test.go ---
package a

func TestBind() {
	err := jsonBinding{}.BindBody(nil)
	_ = err
}
""")
    assert E("a/a_test.go::TestBind", "a/a.go::jsonBinding.BindBody") in edges


def test_go_elided_element_literals_of_a_named_collection_type(tmp_path):
    """`errorMsgs{{Err: e}}` with `type errorMsgs []*Error`: the keys of an element literal whose type is elided
    name the element type's fields (as in `[]*Error{{Err: e}}`), for named slice and map types."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

type Error struct {
	Err  error
	Meta any
}

type errorMsgs []*Error

type byName map[string]Error

func f() errorMsgs {
	return errorMsgs{
		{Err: nil},
	}
}

func g() byName {
	return byName{"a": {Meta: 1}}
}
""")
    assert E("a/a.go::f", "a/a.go::Error.Err") in edges
    assert E("a/a.go::g", "a/a.go::Error.Meta") in edges


def test_go_results_of_a_function_typed_value_unpack_by_place(tmp_path):
    """`c, key := tt.get()` with a field `get func() (*Context, any)`: c is a *Context (a function type's
    results are a tuple, as a function's), for a field, a parameter and a value of a named function type."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

type Context struct{}

func (c *Context) Value(k any) any { return nil }

type getter func() (*Context, error)

type testCase struct {
	get func() (*Context, any)
}

func field(tt testCase) {
	c, key := tt.get()
	c.Value(key)
}

func parameter(get func() (c *Context, key any)) {
	c, key := get()
	c.Value(key)
}

func named(get getter) {
	c, _ := get()
	c.Value(nil)
}
""")
    for fn in ("field", "parameter", "named"):
        assert E(f"a/a.go::{fn}", "a/a.go::Context.Value") in edges, fn


def test_go_name_declared_under_build_constraints_is_the_default_builds(tmp_path):
    """A package declaring a name in several files under exclusive build constraints (a `//go:build` tag, a
    `_windows.go` suffix): the name is the declaration `go build` compiles by default (linux/amd64, no tags)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: codec/json/go_json.go ---
//go:build go_json

package json

const Package = "github.com/goccy/go-json"
// --- path: codec/json/json.go ---
//go:build !jsoniter && !go_json

package json

const Package = "encoding/json"
// --- path: sys/a_darwin.go ---
package sys

func open() int { return 1 }
// --- path: sys/a_linux.go ---
package sys

func open() int { return 2 }

func Open() int { return open() }
// --- path: main.go ---
package main

import (
	"example.com/m/codec/json"
	"example.com/m/sys"
)

func main() { println(json.Package, sys.Open()) }
""")
    assert E("main.go::main", "codec/json/json.go::Package") in edges
    assert E("main.go::main", "codec/json/go_json.go::Package") not in edges
    assert E("sys/a_linux.go::Open", "sys/a_linux.go::open") in edges


def test_go_struct_literal_key_of_an_instantiated_generic_type(tmp_path):
    # `&Set[T]{items: ...}` (the synthetic corpus's generic constructors): the key names the field Set.items, as
    # go/types records it; `Set[T]` is a generic_type node, not a type_identifier
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a/a.go ---
package a

type Set[T comparable] struct {
	items map[T]bool
	Limit int
}

func NewSet[T comparable]() *Set[T] {
	return &Set[T]{items: map[T]bool{}}
}

func NewInts() Set[int] {
	return Set[int]{Limit: 3}
}
// --- path: b/b.go ---
package b

import "example.com/m/a"

func Use() *a.Set[string] {
	return &a.Set[string]{Limit: 2}
}
""")
    assert E("a/a.go::NewSet", "a/a.go::Set.items") in edges
    assert E("a/a.go::NewInts", "a/a.go::Set.Limit") in edges
    assert E("b/b.go::Use", "a/a.go::Set.Limit") in edges


def test_go_members_of_a_generic_instance_are_of_its_type_arguments(tmp_path):
    # `First() T` read on a List[*Repo] is a *Repo: declared (`var l *kit.List[*kit.Repo]`), and made by a generic
    # function given its type arguments (`kit.NewList[*kit.Repo]()`, its result `*List[T]`), used directly, through
    # a local, and through a local of the member's result; `Must[T any](v T) T` gives its argument's type. go/types
    # records every `Run` below as Repo.Run; nothing is inferred where the arguments are left to inference.
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/gg
// --- path: kit/kit.go ---
package kit

type List[T comparable] struct {
	items []T
}

func NewList[T comparable]() *List[T] {
	return &List[T]{}
}

func Must[T any](v T) T {
	return v
}

func (g *List[T]) First() T {
	var zero T
	if len(g.items) > 0 {
		return g.items[0]
	}
	return zero
}

func (g *List[T]) Items() []T {
	return g.items
}

type Repo struct{}

func (r *Repo) Run() int { return 1 }

type Other struct{}

func (o *Other) Run() int { return 2 }
// --- path: main.go ---
package main

import "example.com/gg/kit"

func declared() int {
	var l *kit.List[*kit.Repo]
	return l.First().Run()
}

func direct() int {
	return kit.NewList[*kit.Repo]().First().Run()
}

func explicit() int {
	l := kit.NewList[*kit.Repo]()
	return l.First().Run()
}

func payload() int {
	l := kit.NewList[*kit.Other]()
	if p := l.First(); p != nil {
		return p.Run()
	}
	return 0
}

func ranged() int {
	n := 0
	for _, r := range kit.NewList[*kit.Repo]().Items() {
		n += r.Run()
	}
	return n
}

func must() int {
	return kit.Must[*kit.Other](nil).Run()
}
""")
    for fn in ("declared", "direct", "explicit", "ranged"):
        assert E(f"main.go::{fn}", "kit/kit.go::Repo.Run") in edges, fn
        assert E(f"main.go::{fn}", "kit/kit.go::Other.Run") not in edges, fn
    for fn in ("payload", "must"):
        assert E(f"main.go::{fn}", "kit/kit.go::Other.Run") in edges, fn
        assert E(f"main.go::{fn}", "kit/kit.go::Repo.Run") not in edges, fn


def test_go_comma_ok_assertion_to_a_collection_type_holds_the_collection(tmp_path):
    """`v, ok := x.([]T)` (caddy's `serverOpts, ok := options["servers"].([]serverOptions)`): v is the slice
    itself, so ranging and indexing it give Ts; only a call unpacks into a tuple."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Opt struct {
	Name string
	Port int
}

func (o Opt) Host() string { return o.Name }

func ranged(x any) int {
	opts, ok := x.([]Opt)
	if !ok {
		return 0
	}
	for _, o := range opts {
		return o.Port
	}
	return 0
}

func indexed(x any) string {
	opts, ok := x.([]*Opt)
	if !ok {
		return ""
	}
	i := 0
	o := opts[i]
	return o.Name
}

func mapped(x any) string {
	opts, _ := x.(map[string]Opt)
	return opts["a"].Host()
}
""")
    assert E("a.go::ranged", "a.go::Opt.Port") in edges
    assert E("a.go::indexed", "a.go::Opt.Name") in edges
    assert E("a.go::mapped", "a.go::Opt.Host") in edges


def test_go_range_over_a_composite_literal_gives_its_element_type(tmp_path):
    """`for _, tc := range []struct{ match M }{..}` (table tests written inline, caddy's matchers_test.go): tc is
    the literal's element, an anonymous struct whose fields have types; `[]*T{..}` gives Ts."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type M struct{}

func (m M) Provision() int { return 0 }
func (m M) Validate() int  { return 0 }

func inline() {
	for i, tc := range []struct {
		match M
		input string // a comment
	}{
		{match: M{}},
	} {
		_ = i
		tc.match.Provision()
	}
}

func pointers() {
	for _, m := range []*M{{}, {}} {
		m.Validate()
	}
}
""")
    assert E("a.go::inline", "a.go::M.Provision") in edges
    assert E("a.go::pointers", "a.go::M.Validate") in edges


def test_go_every_name_of_a_multi_name_const_spec_is_a_constant(tmp_path):
    """`const phOpen, phClose, phEscape = '{', '}', '\\\\'` (caddy's replacer.go) and `minBackoff, maxBackoff = 2, 5`
    in a const block declare every name, not the first only."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

const phOpen, phClose, phEscape = '{', '}', '\\\\'

const (
	minBackoff, maxBackoff = 2, 5
	_, third int = 1, 3
)
// --- path: b.go ---
package m

func f() int {
	return int(phOpen) + int(phClose) + int(phEscape) + minBackoff + maxBackoff + third
}
""")
    for name in ("phOpen", "phClose", "phEscape", "minBackoff", "maxBackoff", "third"):
        assert E("b.go::f", f"a.go::{name}") in edges, name


def test_go_package_var_of_several_names_takes_its_place(tmp_path):
    """`var defaultLogger, _ = newDefaultProductionLog()` (caddy's logging.go): the first name is the call's first
    result, not the whole (*T, error); `var a, b = x, y`: b is y, not x."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type L struct{ logger int }
type K struct{ key int }

func (l *L) Log() int { return l.logger }
func (k K) Key() int  { return k.key }

func newLog() (*L, error) { return &L{}, nil }

var defaultLog, _ = newLog()
var theL, theK = &L{}, K{}
// --- path: b.go ---
package m

func useLog() int { return defaultLog.logger }
func useK() int   { return theK.Key() }
""")
    assert E("b.go::useLog", "a.go::L.logger") in edges
    assert E("b.go::useK", "a.go::K.Key") in edges


def test_go_string_key_with_a_colon_indexes_an_element(tmp_path):
    """`dynamicHosts["192.0.2.3:80"].lastSeen` (caddy's dynamic_upstreams_test.go): a ":" inside the key's string
    literal makes no slice, the map's element has the member."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type E struct {
	host     int
	lastSeen int
}

var hosts = make(map[string]E)
// --- path: b.go ---
package m

func dotted() int { return hosts["192.0.2.3:80"].lastSeen }
func raw() int    { return hosts[`a:b`].host }
""")
    assert E("b.go::dotted", "a.go::E.lastSeen") in edges
    assert E("b.go::raw", "a.go::E.host") in edges


def test_go_map_of_a_struct_written_over_lines_ranges_to_the_struct(tmp_path):
    """`tests := map[string]struct{\\n w Spy\\n ..}{..}; for name, tt := range tests` (caddy's responsewriter_test.go):
    tt is the anonymous struct, also inside a closure; the map rewrite read its value type on one line only."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Spy interface {
	Written() string
	Called() bool
}

func run(name string, f func()) { f() }

func direct() {
	tests := map[string]struct {
		w    Spy
		want bool
	}{
		"a": {w: nil},
	}
	for _, tt := range tests {
		tt.w.Written()
	}
}

func closure() {
	tests := map[string]*struct {
		w    Spy
		want bool
	}{
		"a": {w: nil},
	}
	for name, tt := range tests {
		run(name, func() {
			tt.w.Called()
		})
	}
}
""")
    assert E("a.go::direct", "a.go::Spy.Written") in edges
    assert E("a.go::closure", "a.go::Spy.Called") in edges


def test_go_local_function_literal_call_gives_its_results(tmp_path):
    """`testParseOne := func(input string) (ServerBlock, error) {..}; result, err := testParseOne(..)` (caddy's
    parse_test.go): the local is of the function type its signature writes, calling it gives its results."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type SB struct{ Keys []string }

func (s SB) Text() string { return "" }
// --- path: b.go ---
package m

func tuple() int {
	parse := func(input string) (SB, error) {
		return SB{}, nil
	}
	result, err := parse("x")
	_ = err
	return len(result.Keys)
}

func single() string {
	parse := func(input string) *SB {
		return &SB{}
	}
	return parse("x").Text()
}
""")
    assert E("b.go::tuple", "a.go::SB.Keys") in edges
    assert E("b.go::single", "a.go::SB.Text") in edges


def test_go_function_from_a_map_of_a_named_function_type_gives_its_results(tmp_path):
    """`dirFunc, ok := registeredDirectives[dir]; results, err := dirFunc(h)` with `registeredDirectives =
    make(map[string]UnmarshalFunc)` (caddy's httptype.go): the element is declared an UnmarshalFunc, calling it
    gives its results."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type CV struct {
	directive string
	class     string
}

type (
	UF func(h int) ([]CV, error)
)

var reg = make(map[string]UF)
// --- path: b.go ---
package m

func viaOk(dir string) {
	f, ok := reg[dir]
	_ = ok
	results, err := f(1)
	_ = err
	for _, r := range results {
		r.directive = dir
	}
}

func plain(dir string) string {
	f := reg[dir]
	results, _ := f(1)
	return results[0].class
}
""")
    assert E("b.go::viaOk", "a.go::CV.directive") in edges
    assert E("b.go::plain", "a.go::CV.class") in edges


def test_go_var_named_like_its_type_names_the_type(tmp_path):
    """`var exitError *exitError` (caddy's cmd/main.go): the local is in scope from the end of its declaration,
    so the type named in it is the package's type; the local's uses after it are typed by it."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type exitError struct{ Code int }

func (e *exitError) Error() string { return "" }
// --- path: b.go ---
package m

func run(err error) int {
	var exitError *exitError
	_ = err
	return exitError.Code
}
""")
    assert E("b.go::run", "a.go::exitError") in edges
    assert E("b.go::run", "a.go::exitError.Code") in edges


def test_go_nested_maps_index_and_range_to_their_values(tmp_path):
    """`subscriptions map[string]map[caddy.ModuleID][]Handler; for _, h := range app.subscriptions[e][id]`
    (caddy's caddyevents/app.go): each map level is a collection."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type ModuleID string

type Handler interface{ Handle() error }

type Item struct{ Name string }

type App struct {
	subs  map[string]map[ModuleID][]Handler
	items map[string]map[string]*Item
}
// --- path: b.go ---
package m

func (app *App) Emit(name string, id ModuleID) {
	for _, h := range app.subs[name][id] {
		h.Handle()
	}
}

func (app *App) Name(a, b string) string {
	return app.items[a][b].Name
}
""")
    assert E("b.go::App.Emit", "a.go::Handler.Handle") in edges
    assert E("b.go::App.Name", "a.go::Item.Name") in edges


def test_go_type_switch_case_followed_by_a_comment_narrows(tmp_path):
    """`switch route := r.Value.(type) { case caddyhttp.Subroute: // ..\\n route.Errors }` (caddy's httptype.go):
    comments between a case's one type and its statements keep the narrowing; a case of two types has none."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: sub/sub.go ---
package sub

type Subroute struct{ Errors int }

type Other struct{ Errors int }
// --- path: a.go ---
package m

import "example.com/m/sub"

func sw(v any) int {
	switch route := v.(type) {
	case sub.Subroute:
		// if a route-class config value is actually a Subroute
		return route.Errors
	case sub.Other, *sub.Other:
		// two types: route stays v's type
		return 0
	}
	return 0
}
""")
    assert E("a.go::sw", "sub/sub.go::Subroute.Errors") in edges
    assert E("a.go::sw", "sub/sub.go::Other.Errors") not in edges


def test_go_nested_slices_and_slices_of_maps_are_collections_at_each_level(tmp_path):
    """`stack [][]*Route`, `treeStack []map[int][]*Route` (fiber's App): `app.stack[m][i]`, `range app.stack[m]`
    and `range app.treeStack[m][k]` give Routes (the rewrites peeled only `[]` once after the maps)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Route struct {
	mount bool
	Path  string
	Name  string
}

type App struct {
	stack     [][]*Route
	treeStack []map[int][]*Route
}
// --- path: b.go ---
package m

func (app *App) Walk(m int) bool {
	route := app.stack[m][0]
	return route.mount
}

func (app *App) First(m int) string {
	for _, r := range app.stack[m] {
		return r.Path
	}
	return ""
}

func (app *App) Tree(m, k int) string {
	for _, r := range app.treeStack[m][k] {
		return r.Name
	}
	return ""
}
""")
    assert E("b.go::App.Walk", "a.go::Route.mount") in edges
    assert E("b.go::App.First", "a.go::Route.Path") in edges
    assert E("b.go::App.Tree", "a.go::Route.Name") in edges


def test_go_elided_element_literals_of_a_generic_element_type_name_its_fields(tmp_path):
    """`[]testCase[int]{{name: "a", ok: true}}` (fiber's state_test.go): the elided literals are testCase's, so
    their keys name its fields, as for `[]testCase{{..}}`."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type testCase[T any] struct {
	name string
	ok   bool
}

type pair[T any] struct{ v T }
// --- path: a_test.go ---
package m

func run(cs []testCase[int], ps map[string]*pair[string]) {}

func TestGeneric() {
	run([]testCase[int]{{name: "a", ok: true}}, map[string]*pair[string]{"x": {v: "y"}})
}
""")
    assert E("a_test.go::TestGeneric", "a.go::testCase.name") in edges
    assert E("a_test.go::TestGeneric", "a.go::testCase.ok") in edges
    assert E("a_test.go::TestGeneric", "a.go::pair.v") in edges


def test_go_operand_of_a_type_assertion_is_read(tmp_path):
    """`if l, ok := logger.(AllLogger[T]); ok` (fiber's log.DefaultLogger): the package-level var asserted is
    read, as any other operand."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Base interface{ Info() }

type All interface {
	Base
	Debug()
}

var logger Base

func Default() All {
	if l, ok := logger.(All); ok {
		return l
	}
	return nil
}
""")
    assert E("a.go::Default", "a.go::logger") in edges


def test_go_embedded_generic_types_lend_their_members(tmp_path):
    """`type AllLogger[T any] interface { ConfigurableLogger[T] }` (fiber's log package) and a struct embedding
    `*List[T]`: the generic type is embedded, so its methods are promoted."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Configurable[T any] interface {
	SetOutput(w string)
}

type All[T any] interface {
	Configurable[T]
	Debug()
}

type List[T any] struct{ items []T }

func (l *List[T]) Len() int { return len(l.items) }

type Repos struct {
	*List[string]
}
// --- path: b.go ---
package m

func Use(a All[int], r Repos) int {
	a.SetOutput("x")
	return r.Len()
}
""")
    assert E("b.go::Use", "a.go::Configurable.SetOutput") in edges
    assert E("b.go::Use", "a.go::List.Len") in edges
    assert E("a.go::All", "a.go::Configurable") in edges


def test_go_an_interface_embedded_in_an_interface_is_no_field(tmp_path):
    """`type CommonLogger interface { Logger }` embedded in AllLogger with `Logger() T` from another embedded
    interface (fiber's log package): `l.Logger()` is that method, not the interface Logger (an embedded
    interface names no field, unlike an embedded struct: `x.Base`)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: a.go ---
package m

type Logger interface{ Info() }

type Common interface{ Logger }

type Configurable interface{ Logger() string }

type All interface {
	Common
	Configurable
}

type Base struct{ n int }

type Outer struct{ Base }
// --- path: b.go ---
package m

func Use(a All, o Outer) int {
	_ = a.Logger()
	return o.Base.n
}
""")
    assert E("b.go::Use", "a.go::Configurable.Logger") in edges
    assert E("b.go::Use", "a.go::Logger") not in edges
    assert E("b.go::Use", "a.go::Base") in edges


def test_go_a_generated_file_is_kept_for_what_it_declares(tmp_path):
    """fiber's `ctx_interface_gen.go` ("Code generated by ifacemaker"): the handwritten code's calls reach the
    generated interface's methods; the generated file's own calls are not linked (no code a person wrote)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: ctx_interface_gen.go ---
// Code generated by ifacemaker; DO NOT EDIT.

package fiber

type Ctx interface {
	Bind() *Bind
}

func helper() *Bind { return newBind() }
// --- path: bind.go ---
package fiber

type Bind struct{ Base }
type Base struct{}

func (b *Base) Body() error { return nil }
func newBind() *Bind { return &Bind{} }

func Handle(c Ctx) error { return c.Bind().Body() }
""")
    assert E("bind.go::Handle", "ctx_interface_gen.go::Ctx") in edges
    assert E("bind.go::Handle", "ctx_interface_gen.go::Ctx.Bind") in edges
    assert E("bind.go::Handle", "bind.go::Base.Body") in edges           # through the generated method's result
    assert E("ctx_interface_gen.go::helper", "bind.go::newBind") not in edges
    assert not [e for e in edges if e[0] == "ctx_interface_gen.go"]


def test_go_the_reduce_reads_package_clauses_and_build_lines_from_the_tables(tmp_path):
    """The name an import binds (the package clause) and a package's default-build files (`//go:build` lines) come
    from the map's tables (FileTable.package / .constraint), not from the files: linked again once the sources are
    gone (a Ray cluster's driver, an incremental run's kept files), the edges are the same."""
    repo = tmp_path / "repo"
    files = {
        "go.mod": "module example.com/m\n",
        "internal/go-util/u.go": "// Package helpers helps.\npackage helpers\n\nfunc Do() {}\n",
        "codec/json/go_json.go": "//go:build go_json\n\npackage json\n\nconst Package = \"go-json\"\n",
        "codec/json/json.go": "// Copyright.\n\n//go:build !jsoniter && !go_json\n\npackage json\n\n"
                              "const Package = \"encoding/json\"\n",
        "main.go": "package main\n\nimport (\n\t\"example.com/m/codec/json\"\n"
                   "\t\"example.com/m/internal/go-util\"\n)\n\nfunc main() { helpers.Do(); println(json.Package) }\n",
    }
    for path, text in files.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text)
    result = index(str(repo), IndexOptions(backend="inprocess", progress=False))
    by_path = {t.path: t for t in result.tables}
    assert (by_path["internal/go-util/u.go"].package, by_path["codec/json/json.go"].constraint) == \
        ("helpers", "//go:build !jsoniter && !go_json")

    def named(edges) -> set:
        def node(n):
            return n[1] + "::" + by_path[n[1]].definitions[n[2]].qualname if n[0] == "def" else str(n)
        return {(node(e[0]), node(e[1]), e[2]) for e in edges}
    linked = named(Linker(str(repo), result.tables, result.configs).link().edges)
    assert ("main.go::main", "internal/go-util/u.go::Do", "calls") in linked
    assert ("main.go::main", "codec/json/json.go::Package", "references") in linked
    for path in files:
        if path.endswith(".go"):
            (repo / path).unlink()
    assert named(Linker(str(repo), result.tables, result.configs).link().edges) == linked


def test_go_embedded_defined_type_lends_its_underlying_structs_fields(tmp_path):
    """client_golang's `type CounterOpts Opts` embedded in CounterVecOpts: `opts.Name` is Opts's field (the
    defined type's fields are its underlying struct's), but Opts's methods are not CounterOpts's; an embedded
    alias (`type A = Opts`) has them too."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: opts.go ---
package m

type Opts struct {
	Name string
	now  func() int
}

func (o Opts) Describe() string { return o.Name }

type CounterOpts Opts
type GaugeOpts = Opts

type CounterVecOpts struct {
	CounterOpts
	Labels []string
}

type GaugeVecOpts struct{ GaugeOpts }
// --- path: use.go ---
package m

func Vec(o CounterVecOpts) string {
	if o.now == nil {
		return ""
	}
	return o.Name
}

func Undeclared(o CounterVecOpts) string { return o.Describe() }

func Alias(g GaugeVecOpts) string { return g.Describe() }
""")
    assert E("use.go::Vec", "opts.go::Opts.Name") in edges
    assert E("use.go::Vec", "opts.go::Opts.now") in edges
    assert E("use.go::Undeclared", "opts.go::Opts.Describe") not in edges   # not in CounterOpts's method set
    assert E("use.go::Alias", "opts.go::Opts.Describe") in edges


def test_go_one_name_ranging_a_channel_is_its_element(tmp_path):
    """client_golang's Registry.Register: `descChan = make(chan *Desc, n)`, `for desc := range descChan { desc.id }`:
    one name ranging a channel is an element (ranging a slice or a map it is an index or a key: no element)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: desc.go ---
package m

type Desc struct {
	id   uint64
	name string
}

func (d *Desc) String() string { return d.name }

type Key struct{ name string }

type Descs chan *Desc

func describe() <-chan *Desc { return nil }
// --- path: use.go ---
package m

func Register() {
	var (
		descChan = make(chan *Desc, 3)
		n        = 1
	)
	for desc := range descChan {
		_ = desc.id
	}
	_ = n
}

func Named(ch Descs) {
	for d := range ch {
		_ = d.String()
	}
}

func Called() {
	for d := range describe() {
		_ = d.name
	}
	v, ok := <-describe()
	_, _ = v.id, ok
}

func Keys(xs []*Desc, m map[Key]*Desc) {
	for i := range xs {
		_ = i.String()
	}
	for k := range m {
		_ = k.name
	}
}
""")
    assert E("use.go::Register", "desc.go::Desc.id") in edges
    assert E("use.go::Named", "desc.go::Desc.String") in edges
    assert E("use.go::Called", "desc.go::Desc.name") in edges
    assert E("use.go::Called", "desc.go::Desc.id") in edges        # `v, ok := <-ch` as before
    assert E("use.go::Keys", "desc.go::Desc.String") not in edges  # an index
    assert E("use.go::Keys", "desc.go::Desc.name") not in edges    # a key (its own name field is Key's)


def test_go_two_elided_literal_layers_name_the_element_types_fields(tmp_path):
    """client_golang's api_test: `map[string][]Metadata{"go": {{Type: .., Help: ..}}}`: the map's value and the
    slice's element are both elided, the keys are Metadata's fields."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: md.go ---
package m

type Metadata struct {
	Type string
	Help string
	Unit string
}

type P struct{ X int }
// --- path: use.go ---
package m

var res = map[string][]Metadata{
	"go": {
		{Type: "gauge", Help: "h"},
	},
}

func F() any { return [][]*P{{{X: 1}}} }

func G() any { return []map[string]Metadata{{"a": {Unit: "u"}}} }
""")
    assert E("use.go::res", "md.go::Metadata.Type") in edges
    assert E("use.go::res", "md.go::Metadata.Help") in edges
    assert E("use.go::F", "md.go::P.X") in edges
    assert E("use.go::G", "md.go::Metadata.Unit") in edges


def test_go_elements_of_a_named_slice_of_an_anonymous_struct(tmp_path):
    """client_golang's `type memStatsMetrics []struct{ desc *Desc; .. }`: `for _, m := range goRuntimeMemStats()`,
    `m.desc.fqName`: the anonymous struct's fields are the named type's (the map nests them under it)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: d.go ---
package m

type Desc struct{ fqName string }

type memStatsMetrics []struct {
	desc *Desc
	name string
}

func goRuntimeMemStats() memStatsMetrics { return nil }
// --- path: use.go ---
package m

func A() {
	for _, m := range goRuntimeMemStats() {
		_ = m.desc.fqName
	}
}

func B(ms memStatsMetrics) {
	for _, m := range ms {
		_ = m.desc.fqName
	}
}
""")
    assert E("use.go::A", "d.go::Desc.fqName") in edges
    assert E("use.go::B", "d.go::Desc.fqName") in edges


def test_go_calling_an_element_of_a_collection_of_functions(tmp_path):
    """client_golang's BenchmarkCounter: `type fns []func(*CounterVec) Counter`, `for _, fn := range t.counters
    { fn(m).Inc() }`: an element of a (named) slice of functions, called, gives the function type's result; the
    slice's type text is `((*Vec) => Counter)[]` (was `(*Vec) => Counter[]`, a function returning a slice)."""
    edges = edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m
// --- path: d.go ---
package m

type Counter interface{ Inc() }
type Gauge interface{ Set() }
type Desc struct{ id int }
type Vec struct{}
// --- path: use.go ---
package m

func Named(v *Vec) {
	type fns []func(*Vec) Counter
	table := []struct {
		name     string
		counters fns
	}{}
	for _, t := range table {
		for _, fn := range t.counters {
			fn(v).Inc()
		}
	}
}

func Ranged(v *Vec, gauges []func(*Vec) Gauge) {
	for _, fn := range gauges {
		fn(v).Set()
	}
}

func Indexed(v *Vec, counters map[string]func(*Vec) Counter) {
	fn := counters["a"]
	fn(v).Inc()
}

func Channels(chans []chan *Desc) {
	for _, ch := range chans {
		d := <-ch
		_ = d.id
	}
}
""")
    assert E("use.go::Named", "d.go::Counter.Inc") in edges
    assert E("use.go::Ranged", "d.go::Gauge.Set") in edges
    assert E("use.go::Indexed", "d.go::Counter.Inc") in edges
    assert E("use.go::Channels", "d.go::Desc.id") in edges


def test_go_explicitly_instantiated_function_of_another_package_is_a_call(tmp_path):
    """`util.NewList[int]()`: the callee is an index_expression over a selector_expression, a call of NewList
    (not only a read of it)."""
    from fastindex.snapshot.api import Snapshot
    edges_of(tmp_path, """
// --- path: go.mod ---
module example.com/m

go 1.21
// --- path: util/list.go ---
package util

type List[T any] struct{ items []T }

func NewList[T any]() *List[T] { return &List[T]{} }
// --- path: a/a.go ---
package a

import "example.com/m/util"

func A() { util.NewList[int]() }
""")
    snap = Snapshot(str(tmp_path / "s.fidx"))
    names, base = {}, len(snap.files)
    for f in snap.files:
        for i, d in enumerate(f.definitions):
            names[base + i] = d.qualname
        base += len(f.definitions)
    kinds = {(names.get(s), kind, names.get(d)) for s, d, kind, *_ in snap.edges}
    assert ("A", "calls", "NewList") in kinds
