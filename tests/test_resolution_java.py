"""Java resolution, one behaviour per test: the java_maven fixture (a Maven multi-module build with main and
test source roots) and inline cases."""
from __future__ import annotations

import pytest
from test_resolution_inline import E, edges_of, reasons_of, snapshot_of

from fastindex.exports.entity_edges import entity_edges
from fastindex.snapshot.api import Snapshot

CORE = "core/src/main/java/com/acme/core"
APP = "app/src/main/java/com/acme/app/App.java"
STRINGS = "core/src/main/java/com/acme/util/Strings.java"


@pytest.fixture(scope="module")
def java(fixture_snapshots):
    return set(entity_edges(fixture_snapshots["java_maven"]))


def test_java_wildcard_import_of_a_package_in_another_module(java):
    assert E(f"{APP}::App.main", f"{CORE}/Repo.java::Repo") in java


def test_java_import_of_a_nested_class(java):
    assert E(f"{APP}::App.run", f"{CORE}/Repo.java::Repo.Entry") in java
    assert E(f"{APP}::App.run", f"{CORE}/Repo.java::Repo.Entry.item") in java


def test_java_static_import_of_a_method(java):
    assert E(f"{APP}::App.run", f"{STRINGS}::Strings.slug") in java


def test_java_single_type_import_then_static_call(java):
    assert E(f"{CORE}/Repo.java::Repo.save", f"{STRINGS}::Strings.slug") in java


def test_java_same_package_class_without_import_even_package_private(java):
    assert E(f"{CORE}/Repo.java::Repo.save", f"{CORE}/BaseRepo.java::Ledger.record") in java


def test_java_test_sources_share_the_package_of_main_sources(java):
    test = "core/src/test/java/com/acme/core/RepoTest.java::RepoTest.savesAndFinds"
    assert E(test, f"{CORE}/BaseRepo.java::Ledger.record") in java
    assert E(test, f"{CORE}/Repo.java::Repo.save") in java


def test_java_inherited_method_called_without_this(java):
    assert E(f"{CORE}/Repo.java::Repo.find", f"{CORE}/BaseRepo.java::BaseRepo.first") in java
    assert E(f"{CORE}/Repo.java::Repo.save", f"{CORE}/BaseRepo.java::BaseRepo.count") in java


def test_java_inner_class_calls_the_outer_instance_method(java):
    assert E(f"{CORE}/Repo.java::Repo.Cache.get", f"{CORE}/Repo.java::Repo.find") in java


def test_java_method_calls_on_typed_fields_params_locals_and_var(java):
    assert E(f"{CORE}/Repo.java::Repo.find", f"{CORE}/Repo.java::Repo.Cache.get") in java   # field
    assert E(f"{APP}::App.run", f"{CORE}/Store.java::Store.find") in java                 # field of interface type
    assert E(f"{APP}::App.run", f"{CORE}/Repo.java::Repo.save") in java                   # var = new Repo()
    assert E(f"{CORE}/BaseRepo.java::BaseRepo.first", f"{CORE}/Item.java::Item.touch") in java   # for-each


def test_java_extends_and_implements(java):
    assert E(f"{CORE}/Repo.java::Repo", f"{CORE}/BaseRepo.java::BaseRepo") in java
    assert E(f"{CORE}/BaseRepo.java::BaseRepo", f"{CORE}/Store.java::Store") in java


def test_java_constructor_call_instantiates(fixture_snapshots):
    snap = fixture_snapshots["java_maven"]
    nodes = snap.nodes
    inst = {(nodes[s].get("qualname"), nodes[d].get("qualname")) for s, d, kind, *_ in snap.edges
            if kind == "instantiates"}
    assert ("App.run", "Repo.Entry.Entry") in inst
    assert ("RepoTest.savesAndFinds", "Item.Item") in inst


def test_java_class_of_another_package_needs_an_import(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: src/main/java/a/A.java ---
package a;
public class A { public static void f() {} }
// --- path: src/main/java/b/B.java ---
package b;
public class B { void g() { A.f(); } }
// --- path: src/main/java/c/C.java ---
package c;
import a.A;
public class C { void g() { A.f(); } }
""")
    assert E("src/main/java/c/C.java::C.g", "src/main/java/a/A.java::A.f") in edges
    assert E("src/main/java/b/B.java::B.g", "src/main/java/a/A.java::A.f") not in edges


def test_java_static_wildcard_import_brings_the_class_members(tmp_path):
    """`import static a.Util.*` puts Util's members in scope (`a.Util.Inner.*` a nested class's); a plain
    `import a.*` does not (it brings classes)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/a/Util.java ---
package a;
public class Util {
  public static int twice(int x) { return 2 * x; }
  public static final int LIMIT = 3;
  public static class Inner { public static int once(int x) { return x; } }
}
// --- path: src/main/java/b/Use.java ---
package b;
import static a.Util.*;
import static a.Util.Inner.*;
public class Use { int run() { return twice(LIMIT) + once(1); } }
// --- path: src/main/java/c/Not.java ---
package c;
import a.*;
public class Not { int run() { return twice(1); } }
""")
    util = "src/main/java/a/Util.java::Util"
    assert E("src/main/java/b/Use.java::Use.run", f"{util}.twice") in edges
    assert E("src/main/java/b/Use.java::Use.run", f"{util}.LIMIT") in edges
    assert E("src/main/java/b/Use.java::Use.run", f"{util}.Inner.once") in edges
    assert E("src/main/java/c/Not.java::Not.run", f"{util}.twice") not in edges


def test_java_local_shadows_field_and_this_reaches_field(tmp_path):
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/T.java ---
package p;
class Repo { void save() {} }
class Other { void save() {} }
public class T {
    private Repo repo;
    void run(Other repo) {
        repo.save();
        this.repo.save();
    }
}
""")
    assert E("src/main/java/p/T.java::T.run", "src/main/java/p/T.java::Other.save") in edges
    assert E("src/main/java/p/T.java::T.run", "src/main/java/p/T.java::Repo.save") in edges


_BASE = """
// --- path: src/main/java/p/Base.java ---
package p;
public class Base {
    protected int count;
    public Base(int c) { count = c; }
    public static Base of(int c) { return new Base(c); }
    public interface Builder<T> { T build(); }
    public @interface Tag { long[] longValues() default {}; }
}
"""


def test_java_base_class_name_in_a_subclass_is_the_class_not_its_constructor(tmp_path):
    # javac: constructors are not inherited; `Base` inside a subclass names the class (commons-lang: ~100
    # false edges to C.C from subclasses' fields and methods)
    edges = edges_of(tmp_path, _BASE + """
// --- path: src/main/java/p/Sub.java ---
package p;
import java.util.List;
public class Sub extends Base implements Base.Builder<Sub> {
    private List<Base> others;
    public Sub(int c) { super(c); }
    public Sub build() { return this; }
    Object[] arr() { return new Base[] { Base.of(1) }; }
}
""")
    sub, base = "src/main/java/p/Sub.java", "src/main/java/p/Base.java"
    assert E(f"{sub}::Sub.others", f"{base}::Base") in edges
    assert E(f"{sub}::Sub.arr", f"{base}::Base.of") in edges
    assert E(f"{sub}::Sub", f"{base}::Base.Builder") in edges
    assert not any(d == (base, "Base.Base") and s != (sub, "Sub.Sub") for s, d in
                   (((sp, sq), (dp, dq)) for sp, sq, dp, dq in edges))


def test_java_super_call_reaches_the_base_constructor(tmp_path):
    edges = edges_of(tmp_path, _BASE + """
// --- path: src/main/java/p/Sub.java ---
package p;
public class Sub extends Base {
    public Sub(int c) { super(c); }
}
""")
    assert E("src/main/java/p/Sub.java::Sub.Sub", "src/main/java/p/Base.java::Base.Base") in edges


def test_java_super_member_call_is_the_base_method_not_the_base_constructor(tmp_path):
    # javac: `super.m()` names the base's method only; `super` as a receiver is no reference to the base's
    # constructor (commons-lang: false edges StandardToStringStyle.isUseShortClassName -> ToStringStyle.ToStringStyle)
    edges = edges_of(tmp_path, _BASE + """
// --- path: src/main/java/p/Sub.java ---
package p;
public class Sub extends Base {
    public Sub(int c) { super(c); }
    public int total() { return super.hashCode() + super.count; }
    public Base copy() { return super.of(1); }
}
""")
    sub, base = "src/main/java/p/Sub.java", "src/main/java/p/Base.java"
    assert E(f"{sub}::Sub.total", f"{base}::Base.count") in edges
    assert E(f"{sub}::Sub.copy", f"{base}::Base.of") in edges
    assert E(f"{sub}::Sub.Sub", f"{base}::Base.Base") in edges
    assert E(f"{sub}::Sub.total", f"{base}::Base.Base") not in edges
    assert E(f"{sub}::Sub.copy", f"{base}::Base.Base") not in edges


def test_java_assignment_target_field_is_a_reference(tmp_path):
    edges = edges_of(tmp_path, _BASE)
    assert E("src/main/java/p/Base.java::Base.Base", "src/main/java/p/Base.java::Base.count") in edges


def test_java_annotation_elements_and_qualified_annotation_names(tmp_path):
    edges = edges_of(tmp_path, _BASE + """
// --- path: src/main/java/p/Sub.java ---
package p;
@Base.Tag(longValues = {1L})
public class Sub {}
""")
    assert E("src/main/java/p/Sub.java::Sub", "src/main/java/p/Base.java::Base.Tag") in edges
    assert E("src/main/java/p/Sub.java::Sub", "src/main/java/p/Base.java::Base.Tag.longValues") in edges


def test_java_class_header_names_resolve_outside_the_class(tmp_path):
    # `implements Builder` in a class declaring its own nested `Builder`: javac resolves the header in the
    # scope around the class (commons-lang's CompareToBuilder, EqualsBuilder, ...)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Builder.java ---
package p;
public interface Builder<T> { T build(); }
// --- path: src/main/java/p/Cmp.java ---
package p;
public class Cmp implements Builder<Integer> {
    public Integer build() { return 1; }
    public static class Builder { int x; }
    Builder make() { return new Builder(); }
}
""")
    assert E("src/main/java/p/Cmp.java::Cmp", "src/main/java/p/Builder.java::Builder") in edges
    assert E("src/main/java/p/Cmp.java::Cmp", "src/main/java/p/Cmp.java::Cmp.Builder") not in edges
    assert E("src/main/java/p/Cmp.java::Cmp.make", "src/main/java/p/Cmp.java::Cmp.Builder") in edges


def test_java_enum_methods_and_fields_are_entities_its_constants_are_not(tmp_path):
    # javac: an enum's methods, fields and nested types are members like a class's (commons-lang JavaVersion.get);
    # its constants are enum members, not entities (docs/entity-edges.md). Not yet: `this.x` inside an enum and
    # members reached through a constant (`V1.name`): constants and `this` are not typed as the enum
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Version.java ---
package p;
public enum Version {
    V1("1"), V2("2");
    private final String name;
    Version(String name) { this.name = name; }
    static Version get(String s) { return "1".equals(s) ? V1 : V2; }
    static Version parse(String s) { return get(s); }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    Version v() { return Version.get("1"); }
}
""")
    v = "src/main/java/p/Version.java"
    assert E(f"{v}::Version.parse", f"{v}::Version.get") in edges
    assert E("src/main/java/p/Use.java::Use.v", f"{v}::Version.get") in edges
    assert not any(dq in ("Version.V1", "Version.V2") for _, _, _, dq in edges)


def test_java_import_of_a_nested_class_of_a_package_private_class(tmp_path):
    # javac: `import p.OuterTest.Person` in package p names the nested class of the package-private OuterTest
    # (commons-lang: `import ...builder.ToStringStyleTest.Person` in the builder tests, 41 missed edges)
    edges = edges_of(tmp_path, """
// --- path: src/test/java/p/OuterTest.java ---
package p;
class OuterTest {
    static class Person {
        String name;
    }
}
// --- path: src/test/java/p/XTest.java ---
package p;
import p.OuterTest.Person;
class XTest {
    void testPerson() {
        final Person p = new Person();
        p.name = "x";
    }
}
""")
    outer = "src/test/java/p/OuterTest.java"
    assert E("src/test/java/p/XTest.java::XTest.testPerson", f"{outer}::OuterTest.Person") in edges
    assert E("src/test/java/p/XTest.java::XTest.testPerson", f"{outer}::OuterTest.Person.name") in edges


def test_java_constant_passed_as_an_annotation_value_is_a_reference(tmp_path):
    # javac: `@MethodSource(PARAMS)` and `@SuppressWarnings({A, B})` read the constants (commons-lang:
    # `@MethodSource(DATE_PARSER_PARAMETERS)` on the FastDateParser tests, 23 missed edges)
    edges = edges_of(tmp_path, """
// --- path: src/test/java/p/T.java ---
package p;
class T {
    static final String PARAMS = "params";
    static final String OTHER = "other";
    @MethodSource(PARAMS)
    void one() {}
    @SuppressWarnings({PARAMS, OTHER})
    void two() {}
}
""")
    t = "src/test/java/p/T.java"
    assert E(f"{t}::T.one", f"{t}::T.PARAMS") in edges
    assert E(f"{t}::T.two", f"{t}::T.PARAMS") in edges
    assert E(f"{t}::T.two", f"{t}::T.OTHER") in edges


def test_java_constructor_reference_is_the_constructor(tmp_path):
    # javac: `C::new` names C's constructor C.C (commons-lang: `FailureOnOddInvocations::new`, 12 missed edges);
    # a class declaring none gives the class only
    edges = edges_of(tmp_path, """
// --- path: src/test/java/p/T.java ---
package p;
import java.util.function.Supplier;
class T {
    static class Made {
        Made() {}
    }
    static class Plain {}
    void one() {
        Supplier<Made> s = Made::new;
        Supplier<Plain> q = Plain::new;
    }
}
""")
    t = "src/test/java/p/T.java"
    assert E(f"{t}::T.one", f"{t}::T.Made.Made") in edges
    assert E(f"{t}::T.one", f"{t}::T.Made") in edges
    assert E(f"{t}::T.one", f"{t}::T.Plain") in edges
    assert not any(sp == t and sq == "T.one" and dq.startswith("T.Plain.") for sp, sq, dp, dq in edges)


def test_java_call_with_explicit_type_arguments_keeps_the_chain(tmp_path):
    # javac: `V.<String>builder().setObject(x).get()` calls Builder's methods (commons-lang: the concurrent
    # initializers' and LockingVisitors' builders, ~70 missed edges)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/V.java ---
package p;
public class V<O> {
    public static class Builder<O> {
        public Builder<O> setObject(O o) { return this; }
        public V<O> get() { return new V<>(); }
    }
    public static <O> Builder<O> builder() { return new Builder<>(); }
    public void run() {}
}
// --- path: src/main/java/p/U.java ---
package p;
import java.util.Map;
class U {
    void a() {
        V<String> v = V.<String>builder().setObject("x").get();
        v.run();
    }
    void b() {
        V.<Map<String, Integer>>builder().setObject(null);
    }
}
""")
    u, v = "src/main/java/p/U.java", "src/main/java/p/V.java"
    assert E(f"{u}::U.a", f"{v}::V.Builder.setObject") in edges
    assert E(f"{u}::U.a", f"{v}::V.Builder.get") in edges
    assert E(f"{u}::U.b", f"{v}::V.Builder.setObject") in edges


def test_java_element_of_a_list_and_value_of_a_map_by_get(tmp_path):
    # javac: `things.get(0).string` of a List<Thing> reads Thing.string, `m.get(k).string` of a Map<K, Thing> too
    # (commons-lang: ObjectToStringComparatorTest's `things.get(0).string`)
    edges = edges_of(tmp_path, """
// --- path: src/test/java/p/T.java ---
package p;
import java.util.List;
import java.util.Map;
class T {
    static class Thing {
        String string;
    }
    void one(List<Thing> things) {
        String s = things.get(0).string;
    }
    void two(Map<String, Thing> m) {
        String s = m.get("k").string;
    }
}
""")
    t = "src/test/java/p/T.java"
    assert E(f"{t}::T.one", f"{t}::T.Thing.string") in edges
    assert E(f"{t}::T.two", f"{t}::T.Thing.string") in edges


def test_java_method_call_named_like_a_local_variable(tmp_path):
    # methods and variables are separate namespaces: in `JsonReader reader = new JsonReader(reader("{}"))` the call
    # `reader(..)` is the method T.reader, the local `reader` does not hide it (gson: JsonReaderTest, 140 edges)
    edges = edges_of(tmp_path, """
// --- path: src/test/java/p/T.java ---
package p;
class T {
    static String reader(String s) {
        return s;
    }
    void one() {
        String reader = reader("{}");
        reader.length();
    }
    void two(String reader) {
        reader(reader);
    }
}
""")
    t = "src/test/java/p/T.java"
    assert E(f"{t}::T.one", f"{t}::T.reader") in edges
    assert E(f"{t}::T.two", f"{t}::T.reader") in edges


def test_java_method_called_on_an_anonymous_subclass_instance(tmp_path):
    # `new TypeToken<List<String>>() {}.getType()`: the anonymous class extends TypeToken, so getType is
    # TypeToken.getType (gson: 130 edges)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/TypeToken.java ---
package p;
public class TypeToken<T> {
    public Object getType() {
        return null;
    }
}
// --- path: src/test/java/p/T.java ---
package p;
import java.util.List;
class T {
    void one() {
        Object t = new TypeToken<List<String>>() {}.getType();
    }
    void two() {
        Object t = new TypeToken<String>() {
            int x;
        }.getType();
    }
}
""")
    t, tt = "src/test/java/p/T.java", "src/main/java/p/TypeToken.java"
    assert E(f"{t}::T.one", f"{tt}::TypeToken.getType") in edges
    assert E(f"{t}::T.two", f"{tt}::TypeToken.getType") in edges


def test_java_method_called_on_a_long_anonymous_subclass_instance(tmp_path):
    # `new TypeAdapter<BitSet>() { ..many members.. }.nullSafe()`: the body, longer than a receiver is kept, is not
    # part of the receiver (gson: TypeAdapters.BIT_SET)
    body = "\n".join(f"        int f{i}() {{ return {i}; }}" for i in range(80))
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/TypeToken.java ---
package p;
public class TypeToken<T> {
    public TypeToken<T> nullSafe() {
        return this;
    }
}
// --- path: src/main/java/p/T.java ---
package p;
class T {
    static final TypeToken<String> X = new TypeToken<String>() {
BODY
    }.nullSafe();
}
""".replace("BODY", body))
    t, tt = "src/main/java/p/T.java", "src/main/java/p/TypeToken.java"
    assert E(f"{t}::T.X", f"{tt}::TypeToken.nullSafe") in edges


def test_java_method_an_anonymous_subclass_overrides_is_its_own(tmp_path):
    # javac: `new Consumer<T>() { public void accept(..) {..} }.accept(x)` calls the anonymous class's accept, a
    # member of no entity; a method the body does not declare is the base's (commons-lang: FailableTest)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Consumer.java ---
package p;
public interface Consumer {
    void accept(Object o);
    default Consumer andThen() {
        return this;
    }
}
// --- path: src/test/java/p/T.java ---
package p;
class T {
    void one() {
        new Consumer() {
            @Override
            public void accept(Object o) {
            }
        }.accept("x");
    }
    void two() {
        new Consumer() {
            @Override
            public void accept(Object o) {
            }
        }.andThen();
    }
}
""")
    t, c = "src/test/java/p/T.java", "src/main/java/p/Consumer.java"
    assert E(f"{t}::T.one", f"{c}::Consumer.accept") not in edges
    assert E(f"{t}::T.two", f"{c}::Consumer.andThen") in edges


def test_java_anonymous_class_in_a_static_block_is_the_class_code(tmp_path):
    # javac: a `static { .. }` (or instance initializer) block belongs to its class; the methods of an anonymous class
    # written there are not members of the class (gson: JsonReader's static block declares promoteNameToValue)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/A.java ---
package p;
class A {
    static Runnable r;
    static {
        r = new Runnable() {
            public void run() {
                helper();
            }
        };
    }
    {
        r = new Runnable() {
            public void run() {
                other();
            }
        };
    }
    static void helper() {
    }
    static void other() {
    }
}
""")
    a = "src/main/java/p/A.java"
    assert E(f"{a}::A", f"{a}::A.helper") in edges
    assert E(f"{a}::A", f"{a}::A.other") in edges
    assert not any(e[1] == "A.run" for e in edges)


def test_java_templates_source_root_is_the_main_package(tmp_path):
    # Maven's templating plugin compiles src/main/java-templates/a/b with src/main/java/a/b (gson: GsonBuildConfig)
    edges = edges_of(tmp_path, """
// --- path: lib/src/main/java-templates/a/internal/BuildConfig.java ---
package a.internal;
public final class BuildConfig {
    public static final String VERSION = "1";
}
// --- path: lib/src/main/java/a/Main.java ---
package a;
import a.internal.BuildConfig;
class Main {
    String v() {
        return BuildConfig.VERSION;
    }
}
// --- path: lib/src/main/java/a/internal/Other.java ---
package a.internal;
class Other {
}
""")
    m, b = "lib/src/main/java/a/Main.java", "lib/src/main/java-templates/a/internal/BuildConfig.java"
    assert E(f"{m}::Main.v", f"{b}::BuildConfig.VERSION") in edges
    assert E(f"{m}::Main.v", f"{b}::BuildConfig") in edges


def test_java_multi_release_source_roots_are_the_main_and_test_packages(tmp_path):
    # a multi-release jar's src/main/java11/a/b (and src/test/java11/a/b) compile into package a.b with
    # src/main/java/a/b: same-package classes without imports (jsoup: HttpClientExecutor extends RequestExecutor)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/a/b/Executor.java ---
package a.b;
abstract class Executor {
    abstract int run();
}
// --- path: src/main/java11/a/b/ClientExecutor.java ---
package a.b;
class ClientExecutor extends Executor {
    int run() { return Util.one(); }
}
// --- path: src/main/java/a/b/Util.java ---
package a.b;
class Util {
    static int one() { return 1; }
}
// --- path: src/test/java11/a/b/ClientExecutorTest.java ---
package a.b;
class ClientExecutorTest {
    int t() { return new ClientExecutor().run(); }
}
""")
    m, x = "src/main/java/a/b", "src/main/java11/a/b/ClientExecutor.java"
    assert E(f"{x}::ClientExecutor", f"{m}/Executor.java::Executor") in edges
    assert E(f"{x}::ClientExecutor.run", f"{m}/Util.java::Util.one") in edges
    t = "src/test/java11/a/b/ClientExecutorTest.java::ClientExecutorTest.t"
    assert E(t, f"{x}::ClientExecutor") in edges
    assert E(t, f"{x}::ClientExecutor.run") in edges


def test_java_type_named_like_a_field_is_the_class(tmp_path):
    # types and variables are separate namespaces: `Origin origin()` returns the class Origin even where a field
    # `Origin Origin` is declared first (jsoup's TestServer: `origin().echo.url()` -> Endpoint.url)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Server.java ---
package p;
public class Server {
    private static final Origin Origin = new Origin();
    public static Origin origin() { return Origin; }
    public static final class Origin {
        public final Endpoint echo = new Endpoint();
    }
    public static final class Endpoint {
        public String url() { return ""; }
    }
}
// --- path: src/main/java/p/Use.java ---
package p;
import static p.Server.*;
public class Use {
    String run() { return origin().echo.url(); }
}
""")
    s, u = "src/main/java/p/Server.java", "src/main/java/p/Use.java::Use.run"
    assert E(u, f"{s}::Server.Origin.echo") in edges
    assert E(u, f"{s}::Server.Endpoint.url") in edges


def test_java_call_names_the_base_method_not_a_same_named_field(tmp_path):
    # methods and fields are separate namespaces: `el.childNodes()` on a class declaring a field childNodes calls the
    # method its base declares (jsoup: Element's field childNodes, Node's method childNodes()), with or without a
    # receiver
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
import java.util.List;
public abstract class Node {
    public List<Node> childNodes() { return null; }
}
// --- path: src/main/java/p/Element.java ---
package p;
import java.util.List;
public class Element extends Node {
    List<Node> childNodes;
    int size() { return childNodes().size() + childNodes.size(); }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    int run(Element el) { return el.childNodes().size(); }
}
""")
    n, el = "src/main/java/p/Node.java::Node.childNodes", "src/main/java/p/Element.java"
    assert E("src/main/java/p/Use.java::Use.run", n) in edges
    assert E("src/main/java/p/Use.java::Use.run", f"{el}::Element.childNodes") not in edges
    assert E(f"{el}::Element.size", n) in edges
    assert E(f"{el}::Element.size", f"{el}::Element.childNodes") in edges


def test_java_fully_qualified_name_through_a_package_with_classes(tmp_path):
    # `org.jsoup.nodes.Document` where org.jsoup is a package with classes of its own (not only a namespace): its
    # subpackage nodes is still reached (jsoup's W3CDom, which imports org.w3c.dom.Document)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/org/jsoup/Jsoup.java ---
package org.jsoup;
public class Jsoup {
}
// --- path: src/main/java/org/jsoup/nodes/Document.java ---
package org.jsoup.nodes;
public class Document {
    public String location() { return ""; }
}
// --- path: src/main/java/org/jsoup/helper/W3CDom.java ---
package org.jsoup.helper;
import org.w3c.dom.Document;
public class W3CDom {
    public static Document convert(org.jsoup.nodes.Document in) {
        in.location();
        return null;
    }
}
""")
    w, d = "src/main/java/org/jsoup/helper/W3CDom.java::W3CDom.convert", "src/main/java/org/jsoup/nodes/Document.java"
    assert E(w, f"{d}::Document") in edges
    assert E(w, f"{d}::Document.location") in edges


def test_java_element_of_a_class_extending_a_collection(tmp_path):
    # `class Elements extends ArrayList<Element>`: `els.get(0)` is an Element (jsoup's Elements, all over its tests)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Element.java ---
package p;
public class Element {
    public String id() { return ""; }
    public Elements parents() { return null; }
}
// --- path: src/main/java/p/Elements.java ---
package p;
import java.util.ArrayList;
public class Elements extends ArrayList<Element> {
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    String first(Element span) { Elements parents = span.parents(); return parents.get(0).id(); }
    String chained(Element span) { return span.parents().get(0).id(); }
}
""")
    for fn in ("first", "chained"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/Element.java::Element.id") in edges, fn


def test_java_array_index_and_length_are_reads(tmp_path):
    # `buf[pos]` reads pos, `new char[Size]` reads Size (jsoup's CharacterReader.bufPos, gson's JsonReader.BUFFER_SIZE)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Reader.java ---
package p;
class Reader {
    static final int Size = 4;
    int pos;
    char[] buf = new char[Size];
    char cur() { return buf[pos]; }
}
""")
    r = "src/main/java/p/Reader.java"
    assert E(f"{r}::Reader.buf", f"{r}::Reader.Size") in edges
    assert E(f"{r}::Reader.cur", f"{r}::Reader.pos") in edges


def test_java_cast_receiver_is_the_type_cast_to(tmp_path):
    # `((TextNode) source).getWholeText()`: TextNode's method (jsoup's W3CDom; gson's JsonTreeReader)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
public class Node {
}
// --- path: src/main/java/p/TextNode.java ---
package p;
public class TextNode extends Node {
    public String getWholeText() { return ""; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    String plain(Node source) { return ((TextNode) source).getWholeText(); }
    String qualified(Object source) { return ((p.TextNode) source).getWholeText(); }
}
""")
    for fn in ("plain", "qualified"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/TextNode.java::TextNode.getWholeText") in edges


def test_java_lambda_parameter_typed_by_the_functional_parameter(tmp_path):
    # `tags.onNewTag(tag -> tag.set(1))` with `onNewTag(Consumer<Tag> c)`: tag is a Tag (jsoup's TagSetTest)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Tag.java ---
package p;
public class Tag {
    public Tag set(int o) { return this; }
}
// --- path: src/main/java/p/TagSet.java ---
package p;
import java.util.function.BiFunction;
import java.util.function.Consumer;
public class TagSet {
    public TagSet onNewTag(Consumer<Tag> c) { return this; }
    public int both(BiFunction<Tag, TagSet, Integer> f) { return 0; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    void run(TagSet tags) { tags.onNewTag(tag -> tag.set(1)); }
    void block(TagSet tags) { tags.onNewTag(tag -> { tag.set(1); }); }
    void chain(TagSet tags) { tags.onNewTag(null).onNewTag(tag -> tag.set(1)); }
    void two(TagSet tags) { tags.both((t, s) -> { t.set(1); s.onNewTag(null); return 0; }); }
}
""")
    for fn in ("run", "block", "chain", "two"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/Tag.java::Tag.set") in edges, fn


def test_java_lambda_for_a_functional_interface_of_the_repo(tmp_path):
    # `doc.traverse((node, depth) -> node.remove())` of `traverse(NodeVisitor v)`: node is what NodeVisitor's one
    # abstract method takes (its default methods do not count; jsoup's NodeVisitor, NodeFilter)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
public class Node {
    public Node remove() { return this; }
    public Node traverse(NodeVisitor v) { return this; }
}
// --- path: src/main/java/p/NodeVisitor.java ---
package p;
public interface NodeVisitor {
    void head(Node node, int depth);
    default void tail(Node node, int depth) {}
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    void run(Node doc) { doc.traverse((node, depth) -> node.remove()); }
}
""")
    assert E("src/main/java/p/Use.java::Use.run", "src/main/java/p/Node.java::Node.remove") in edges


def test_java_call_in_a_receiver_takes_the_overload_of_its_arity(tmp_path):
    # `parser.tagSet().valueOf(..)` with `Parser tagSet(TagSet)` declared before `TagSet tagSet()`: a TagSet (jsoup's
    # Parser); `p.tagSet(t).tagSet()` a Parser, then a TagSet; `els.remove(1)` of `boolean remove(Item)` and
    # `Item remove(int)` stays undecided by arity (both take one argument) and is read as before (gson's JsonArray)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Parser.java ---
package p;
public class Parser {
    TagSet tagSet;
    public Parser tagSet(TagSet t) { return this; }
    public TagSet tagSet() { return tagSet; }
}
// --- path: src/main/java/p/TagSet.java ---
package p;
public class TagSet {
    public int valueOf(String s) { return 1; }
}
// --- path: src/main/java/p/Items.java ---
package p;
public class Items {
    public boolean remove(TagSet t) { return true; }
    public TagSet remove(int i) { return null; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    int plain(Parser p) { return p.tagSet().valueOf("x"); }
    int chained(Parser p) { return p.tagSet(new TagSet()).tagSet().valueOf("x"); }
    int removed(Items items) { return items.remove(1).valueOf("x"); }
}
""")
    for fn in ("plain", "chained", "removed"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/TagSet.java::TagSet.valueOf") in edges, fn


def test_java_element_of_a_generic_collection_class_bound_by_its_arguments(tmp_path):
    # `class Nodes<T extends Node> extends ArrayList<T>`, `class Elements extends Nodes<Element>`: an element of an
    # Elements or of a `Nodes<Element>` is an Element (jsoup's select.Nodes and Elements)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
public class Node {
}
// --- path: src/main/java/p/Element.java ---
package p;
public class Element extends Node {
    public String id() { return ""; }
}
// --- path: src/main/java/p/Nodes.java ---
package p;
import java.util.ArrayList;
public class Nodes<T extends Node> extends ArrayList<T> {
}
// --- path: src/main/java/p/Elements.java ---
package p;
public class Elements extends Nodes<Element> {
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    String sub(Elements els) { return els.get(0).id(); }
    String given(Nodes<Element> n) { return n.get(0).id(); }
}
""")
    for fn in ("sub", "given"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/Element.java::Element.id") in edges, fn


def test_java_static_wildcard_import_of_a_package_private_class(tmp_path):
    # `import static p.Util.*` / `p.State.Constants.*` of package-private classes in the importer's own package (jsoup's
    # HtmlTreeBuilderState importing its own nested Constants): their members are in scope
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Util.java ---
package p;
class Util {
    static int one() { return 1; }
}
// --- path: src/main/java/p/State.java ---
package p;
import static p.State.Constants.*;
import static p.Util.*;
enum State {
    A {
        boolean process(String s) { return s.equals(Raw[0]) && one() == 1; }
    };
    abstract boolean process(String s);
    static final class Constants {
        static final String[] Raw = new String[]{"a"};
    }
}
""")
    st = "src/main/java/p/State.java"
    assert E(f"{st}::State", f"{st}::State.Constants.Raw") in edges
    assert E(f"{st}::State", "src/main/java/p/Util.java::Util.one") in edges


def test_java_type_parameter_is_its_bound(tmp_path):
    # `class Nodes<T extends Node>`: `for (T node : this) node.after(..)` is Node's after; a method's own
    # `<N extends Node>` too (jsoup's select.Nodes)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
public class Node {
    public Node after(String s) { return this; }
}
// --- path: src/main/java/p/Nodes.java ---
package p;
import java.util.ArrayList;
public class Nodes<T extends Node> extends ArrayList<T> {
    public Nodes<T> after(String html) {
        for (T node : this) node.after(html);
        return this;
    }
    public <N extends Node> N first(N n) { n.after(""); return n; }
}
""")
    ns, after = "src/main/java/p/Nodes.java", "src/main/java/p/Node.java::Node.after"
    assert E(f"{ns}::Nodes.after", after) in edges
    assert E(f"{ns}::Nodes.first", after) in edges


def test_java_type_annotation_inside_a_qualified_type(tmp_path):
    # `Conn.@Nullable Response res`: the type Conn.Response (jsoup's HttpConnection, Range.@Nullable Spans)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Conn.java ---
package p;
public interface Conn {
    interface Response { String parse(); }
}
// --- path: src/main/java/p/Http.java ---
package p;
import org.jspecify.annotations.Nullable;
public class Http {
    private Conn.@Nullable Response res;
    String get() { return res.parse(); }
}
""")
    h, c = "src/main/java/p/Http.java", "src/main/java/p/Conn.java"
    assert E(f"{h}::Http.res", f"{c}::Conn.Response") in edges
    assert E(f"{h}::Http.get", f"{c}::Conn.Response.parse") in edges


def test_java_wildcard_type_argument_is_its_bound(tmp_path):
    # `Consumer<? super Element>`, `List<? extends Element>`: an Element (jsoup's Element.forEach(el -> ..))
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Element.java ---
package p;
import java.util.List;
import java.util.function.Consumer;
public class Element {
    public String id() { return ""; }
    public Element forEach(Consumer<? super Element> action) { return this; }
    List<? extends Element> kids;
    String first() { return kids.get(0).id(); }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    void run(Element doc) { doc.forEach(el -> el.id()); }
}
""")
    el = "src/main/java/p/Element.java"
    assert E(f"{el}::Element.first", f"{el}::Element.id") in edges
    assert E("src/main/java/p/Use.java::Use.run", f"{el}::Element.id") in edges


def test_java_for_each_var_is_an_element(tmp_path):
    # `for (var e : els)`: an element of els (an Elements extends ArrayList<Element>), as a declared `Element e` is
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Element.java ---
package p;
public class Element {
    public String id() { return ""; }
}
// --- path: src/main/java/p/Elements.java ---
package p;
import java.util.ArrayList;
import java.util.List;
public class Elements extends ArrayList<Element> {
    void all(List<Element> xs) { for (var x : xs) x.id(); }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    void run(Elements els) { for (var e : els) { e.id(); } }
}
""")
    el = "src/main/java/p/Element.java::Element.id"
    assert E("src/main/java/p/Use.java::Use.run", el) in edges
    assert E("src/main/java/p/Elements.java::Elements.all", el) in edges


def test_java_comments_inside_a_call_chain(tmp_path):
    # a comment between a chain's calls is no part of its receivers (jsoup's HtmlToPlainText: `Jsoup.newSession() //
    # .newSession creates a session ..` then `.userAgent(..).timeout(..)`)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Session.java ---
package p;
import java.util.function.Consumer;
public class Session {
    public Session proxy(String h) { return this; }
    public Session auth(Consumer<Ctx> c) { return this; }
    public Ctx ctx() { return null; }
    public static Session open() { return new Session(); }
}
// --- path: src/main/java/p/Ctx.java ---
package p;
public class Ctx {
    public String realm() { return ""; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    void callback() {
        Session s = Session.open() // .open() makes one (a session), see proxy()
            .proxy("http://x") /* note: .auth(x) */
            .auth(auth -> auth.realm());
    }
    String chain() {
        return Session.open() // why: .proxy() below
            .proxy("http://y") // and "why (not)"
            .ctx().realm();
    }
}
""")
    for fn in ("callback", "chain"):
        assert E(f"src/main/java/p/Use.java::Use.{fn}", "src/main/java/p/Ctx.java::Ctx.realm") in edges, fn


def test_java_read_names_a_variable_never_a_method(tmp_path):
    # `use(SIZE)` in a class with a method SIZE() reads the statically imported field (jsoup's EntitiesTest: a test
    # method xhtml() and `escapeMode(xhtml)` of the imported enum constant); a field holding a lambda is a variable
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Mode.java ---
package p;
public class Mode { public static final int SIZE = 2; }
// --- path: src/main/java/p/T.java ---
package p;
import java.util.function.Function;
import static p.Mode.SIZE;
class T {
    static final Function F = key -> key;
    static int use(Object m) { return 0; }
    int SIZE() { return 0; }
    int a() { return use(SIZE); }
    Object f() { return use(F); }
}
""")
    t = "src/main/java/p/T.java"
    assert E(f"{t}::T.a", "src/main/java/p/Mode.java::Mode.SIZE") in edges
    assert E(f"{t}::T.a", f"{t}::T.SIZE") not in edges
    assert E(f"{t}::T.f", f"{t}::T.F") in edges


def test_java_switch_label_names_the_enum_constant_not_a_class(tmp_path):
    # `case Comment:` of a switch on an enum names the constant TokenType.Comment (no entity), not the imported class
    # Comment (jsoup's XmlTreeBuilder.process)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/nodes/Comment.java ---
package p.nodes;
public class Comment {}
// --- path: src/main/java/p/TokenType.java ---
package p;
enum TokenType { Comment, Doctype }
// --- path: src/main/java/p/Builder.java ---
package p;
import p.nodes.Comment;
class Builder {
    int process(TokenType t) {
        switch (t) {
            case Comment: return 1;
            default: return 0;
        }
    }
}
""")
    b, c = "src/main/java/p/Builder.java", "src/main/java/p/nodes/Comment.java"
    assert E(f"{b}::Builder.process", f"{c}::Comment") not in edges


def test_java_anonymous_class_body_sees_its_supertype_members(tmp_path):
    # `new NodeFilter() { public FilterResult head(..) { return tail(..); } }`: NodeFilter's nested FilterResult and
    # its tail (jsoup's TraversorTest; gson's LinkedTreeMap iterators); the type's name there is still the class
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/NodeFilter.java ---
package p;
public abstract class NodeFilter {
    public NodeFilter() {}
    public enum FilterResult { CONTINUE, STOP }
    public abstract FilterResult head(Object node, int depth);
    public FilterResult tail(Object node, int depth) { return FilterResult.CONTINUE; }
    public int size() { return 0; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    int run() {
        NodeFilter f = new NodeFilter() {
            public FilterResult head(Object node, int depth) { return tail(node, depth); }
            NodeFilter self() { return this; }
            int n() { NodeFilter g = self(); return g.size(); }
        };
        return 0;
    }
}
""")
    u, n = "src/main/java/p/Use.java::Use.run", "src/main/java/p/NodeFilter.java"
    assert E(u, f"{n}::NodeFilter.FilterResult") in edges
    assert E(u, f"{n}::NodeFilter.tail") in edges
    assert E(u, f"{n}::NodeFilter.size") in edges
    assert E(u, f"{n}::NodeFilter.NodeFilter") not in edges


def test_java_final_call_takes_the_overload_of_its_arity(tmp_path):
    # the call's own number of arguments (Reference.arity) picks among overloads declared as separate definitions:
    # `el.attr("k")` of an Element (attr(String, String) only) is Node.attr(String); `doc.text()` of a Document
    # (text(String) only) is Element.text(); a bare `attr("id")` in Element the same; a varargs `add(String...)`
    # takes any count, the class's own add(String, String) still wins for two; `el.attr()`, which no overload
    # takes, is read as before
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Node.java ---
package p;
public abstract class Node {
    public String attr(String key) { return key; }
    public Node attr(String key, String value) { return this; }
    public Node add(String... xs) { return this; }
}
// --- path: src/main/java/p/Element.java ---
package p;
public class Element extends Node {
    public Element attr(String key, String value) { return this; }
    public Element add(String a, String b) { return this; }
    public String text() { return ""; }
    String id() { return attr("id"); }
}
// --- path: src/main/java/p/Document.java ---
package p;
public class Document extends Element {
    public Document text(String s) { return this; }
}
// --- path: src/main/java/p/Use.java ---
package p;
class Use {
    String one(Element el) { return el.attr("k"); }
    Element two(Element el) { return el.attr("k", "v"); }
    String text(Document doc) { return doc.text(); }
    Document setText(Document doc) { return doc.text("x"); }
    Node addOne(Element el) { return el.add("a"); }
    Element addTwo(Element el) { return el.add("a", "b"); }
    Object none(Element el) { return el.attr(); }
}
""")
    node, element, document = ("src/main/java/p/Node.java::Node", "src/main/java/p/Element.java::Element",
                               "src/main/java/p/Document.java::Document")
    use = "src/main/java/p/Use.java::Use"
    want = {"one": f"{node}.attr", "two": f"{element}.attr", "text": f"{element}.text",
            "setText": f"{document}.text", "addOne": f"{node}.add", "addTwo": f"{element}.add",
            "none": f"{element}.attr"}
    for fn, dst in want.items():
        assert E(f"{use}.{fn}", dst) in edges, fn
    for fn, dst in (("one", f"{element}.attr"), ("text", f"{document}.text"), ("addOne", f"{element}.add"),
                    ("two", f"{node}.attr")):
        assert E(f"{use}.{fn}", dst) not in edges, fn
    assert E(f"{element}.id", f"{node}.attr") in edges


def test_java_bare_call_heading_a_receiver_takes_the_overload_of_its_arity(tmp_path):
    # `tags().count()` with `Element tags(Tags)` declared before `Tags tags()`: Tags's count; `names().stream()` of
    # `Set<String> names()` (a JDK type: nothing in the repo) is not Element's stream, which `Element names(Set)` gives
    # (jsoup's Element.classNames().stream())
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Tags.java ---
package p;
public class Tags {
    public int count() { return 0; }
}
// --- path: src/main/java/p/Element.java ---
package p;
import java.util.Set;
import java.util.stream.Stream;
public class Element {
    public Element tags(Tags t) { return this; }
    public Tags tags() { return null; }
    public Set<String> names() { return null; }
    public Element names(Set<String> s) { return this; }
    public int count() { return 1; }
    public Stream<Element> stream() { return null; }
    int run() { return tags().count(); }
    long css() { return names().stream().count(); }
}
""")
    element = "src/main/java/p/Element.java::Element"
    assert E(f"{element}.run", "src/main/java/p/Tags.java::Tags.count") in edges
    assert E(f"{element}.run", f"{element}.count") not in edges
    assert E(f"{element}.css", f"{element}.stream") not in edges


def test_java_qualified_this_is_the_enclosing_instance(tmp_path):
    # `Outer.this.clear()` in an inner class: Outer's clear (and the class Outer), not the inner class's clear
    # (gson: LinkedTreeMap.EntrySet.clear, TypeAdapter.NullSafeTypeAdapter.read)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Outer.java ---
package p;
class Outer {
    int size;
    void clear() {
    }
    class Inner {
        void clear() {
            Outer.this.clear();
        }
        int size() {
            return Outer.this.size;
        }
    }
}
""")
    o = "src/main/java/p/Outer.java"
    assert E(f"{o}::Outer.Inner.clear", f"{o}::Outer.clear") in edges
    assert E(f"{o}::Outer.Inner.clear", f"{o}::Outer") in edges
    assert E(f"{o}::Outer.Inner.size", f"{o}::Outer.size") in edges


def test_java_enum_is_a_class_for_this_and_its_constants(tmp_path):
    # javac: `this.value = value` in an enum's constructor writes the field Color.value, and `Color.RED.index` reads
    # Color.index (gson: EnumTest.Color; commons-lang: JavaVersion.JavaVersion -> JavaVersion.name)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/T.java ---
package p;
class T {
    enum Color {
        RED("red", 1),
        BLUE("blue", 2);
        final String value;
        final int index;

        Color(String value, int index) {
            this.value = value;
            this.index = index;
        }
    }
    int use() {
        return Color.RED.index;
    }
}
""")
    t = "src/main/java/p/T.java"
    assert E(f"{t}::T.Color.Color", f"{t}::T.Color.value") in edges
    assert E(f"{t}::T.Color.Color", f"{t}::T.Color.index") in edges
    assert E(f"{t}::T.use", f"{t}::T.Color.index") in edges


def test_java_jdk_holder_types_are_not_their_type_argument(tmp_path):
    """`Supplier<Repo>`, `Optional<Repo>`, `AtomicReference<Repo>` are JDK types: `s.get()` is Supplier.get (javac),
    not the `get` of Repo, even where Repo declares one."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Repo.java ---
package p;
public class Repo { public int get() { return 1; } public int save() { return 2; } }
// --- path: src/main/java/p/Use.java ---
package p;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
public class Use {
  int supplied() { Supplier<Repo> s = Repo::new; Repo r = s.get(); return r.save(); }
  int optional() { Optional<Repo> o = Optional.of(new Repo()); Repo r = o.get(); return r.save(); }
  int atomic() { AtomicReference<Repo> a = new AtomicReference<>(new Repo()); Repo r = a.get(); return r.save(); }
}
""")
    use, repo = "src/main/java/p/Use.java", "src/main/java/p/Repo.java"
    for m in ("supplied", "optional", "atomic"):
        assert E(f"{use}::Use.{m}", f"{repo}::Repo.save") in edges, m
        assert E(f"{use}::Use.{m}", f"{repo}::Repo.get") not in edges, m


def test_java_interface_extending_a_qualified_interface_inherits_its_methods(tmp_path):
    """`interface Listener extends Outer.Callback` (a nested interface named through its class; a fully qualified
    name the same way): Listener's values have Callback's methods, as with `extends Callback`; also with type
    arguments (`extends Outer.Gen<String>`, a class's `extends Outer.Base<String> implements Outer.Gen<String>`)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Outer.java ---
package p;
public class Outer {
  public interface Callback { int fire(); default int twice() { return 2 * fire(); } }
  public interface Gen<T> { int emit(); }
  public static class Base<T> { public int reset() { return 0; } }
}
// --- path: src/main/java/p/Typed.java ---
package p;
public interface Typed extends Outer.Gen<String> { }
// --- path: src/main/java/p/Impl.java ---
package p;
public abstract class Impl extends Outer.Base<String> implements Outer.Gen<String> { }
// --- path: src/main/java/p/Listener.java ---
package p;
public interface Listener extends Outer.Callback { int stop(); }
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
  int run(Listener l) { return l.fire() + l.twice() + l.stop(); }
  int typed(Typed t, Impl i) { return t.emit() + i.emit() + i.reset(); }
}
""")
    use, outer = "src/main/java/p/Use.java", "src/main/java/p/Outer.java"
    assert E("src/main/java/p/Listener.java::Listener", f"{outer}::Outer.Callback") in edges
    assert E(f"{use}::Use.run", f"{outer}::Outer.Callback.fire") in edges
    assert E(f"{use}::Use.run", f"{outer}::Outer.Callback.twice") in edges
    assert E(f"{use}::Use.run", "src/main/java/p/Listener.java::Listener.stop") in edges
    assert E(f"{use}::Use.typed", f"{outer}::Outer.Gen.emit") in edges      # extends Outer.Gen<String>
    assert E(f"{use}::Use.typed", f"{outer}::Outer.Base.reset") in edges    # class extends Outer.Base<String>


def test_java_anonymous_class_methods_are_not_names_of_the_method_around_it(tmp_path):
    """`Cb cb = new Cb() { public int commit() {..} };` declares commit in the anonymous class only: the method
    around it still calls its own class's `commit()` and reads its parameter named `commit`; what the anonymous
    methods reference belongs to that method (docs/entity-edges.md)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Repo.java ---
package p;
public class Repo { public int save() { return 2; } public int load() { return 3; } }
// --- path: src/main/java/p/Cb.java ---
package p;
public interface Cb { int commit(); }
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
  public int commit() { return 1; }
  int run() {
    Repo repo = new Repo();
    Cb cb = new Cb() {
      public int commit() { return repo.load(); }
    };
    return commit() + cb.commit();
  }
  int param(Repo commit) {
    Cb cb = new Cb() {
      public int commit() { return 3; }
    };
    return commit.save();
  }
}
""")
    use, repo = "src/main/java/p/Use.java", "src/main/java/p/Repo.java"
    assert E(f"{use}::Use.run", f"{use}::Use.commit") in edges
    assert E(f"{use}::Use.run", "src/main/java/p/Cb.java::Cb.commit") in edges
    assert E(f"{use}::Use.run", f"{repo}::Repo.load") in edges
    assert E(f"{use}::Use.param", f"{repo}::Repo.save") in edges


def test_java_fully_qualified_class_names(tmp_path):
    """`com.acme.a.Repo r = new com.acme.a.Repo()` names the class by its package without an import (javac:
    the leading identifiers are packages, the last the class); `extends` and static members too."""
    edges = edges_of(tmp_path, """
// --- path: a/src/main/java/com/acme/a/Repo.java ---
package com.acme.a;
public class Repo {
  public static final int LIMIT = 3;
  public int get() { return 1; }
}
// --- path: b/src/main/java/com/acme/b/Svc.java ---
package com.acme.b;
public class Svc extends com.acme.a.Repo {
  public int run() {
    com.acme.a.Repo r = new com.acme.a.Repo();
    return r.get() + com.acme.a.Repo.LIMIT;
  }
}
""")
    svc, repo = "b/src/main/java/com/acme/b/Svc.java", "a/src/main/java/com/acme/a/Repo.java"
    assert E(f"{svc}::Svc", f"{repo}::Repo") in edges
    assert E(f"{svc}::Svc.run", f"{repo}::Repo") in edges
    assert E(f"{svc}::Svc.run", f"{repo}::Repo.get") in edges
    assert E(f"{svc}::Svc.run", f"{repo}::Repo.LIMIT") in edges


def test_java_get_of_a_supplier_or_optional_gives_its_type_argument(tmp_path):
    """gson's `typeTokenSupplier.get().getType()` with `Supplier<TypeToken<?>>`: get() gives a TypeToken (its
    getType), and is itself no call of TypeToken.get (a JDK method of the Supplier); Optional's and
    AtomicReference's get() too."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/TypeToken.java ---
package p;
public class TypeToken<T> {
  public static TypeToken<?> get(Class<?> c) { return null; }
  public String getType() { return ""; }
}
// --- path: src/main/java/p/Use.java ---
package p;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
public class Use {
  void run(Supplier<TypeToken<?>> s, Optional<TypeToken<?>> o, AtomicReference<TypeToken<?>> r) {
    s.get().getType();
    o.get().getType();
    r.get().getType();
  }
}
""")
    use, tt = "src/main/java/p/Use.java", "src/main/java/p/TypeToken.java"
    assert E(f"{use}::Use.run", f"{tt}::TypeToken.getType") in edges
    assert E(f"{use}::Use.run", f"{tt}::TypeToken.get") not in edges


def test_java_members_typed_by_a_generic_class_parameter_on_a_declared_instance(tmp_path):
    """`Page<Repo> p` of `class Page<T> { T item; T first() }`: `p.first().save()`, `p.item.save()`,
    `var v = p.first(); v.save()` are Repo.save (the instance knows its type arguments where they are written)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Page.java ---
package p;
public class Page<T> { T item; public T first() { return item; } }
// --- path: src/main/java/p/Repo.java ---
package p;
public class Repo { public void save() {} }
// --- path: src/main/java/p/Other.java ---
package p;
public class Other { public void save() {} }
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
  void chained(Page<Repo> p) { p.first().save(); }
  void field(Page<Repo> p) { p.item.save(); }
  void local(Page<Repo> p) { var v = p.first(); v.save(); }
}
""")
    use, repo = "src/main/java/p/Use.java", "src/main/java/p/Repo.java"
    for fn in ("chained", "field", "local"):
        assert E(f"{use}::Use.{fn}", f"{repo}::Repo.save") in edges, fn
    assert not any(e[3] == "Other.save" for e in edges)


def test_java_constructor_reference_by_qualified_name(tmp_path):
    # `com.a.s.Svc::new` names Svc's constructor as `Svc::new` does (javac: the constructor Svc.Svc); the plain
    # field access `com.a.s.Svc` saw the name first and kept it as a read of Svc in the package com.a.s
    edges = edges_of(tmp_path, """
// --- path: src/main/java/com/a/s/Svc.java ---
package com.a.s;

public class Svc {
    public Svc() {}
    public int run() { return 1; }
}
// --- path: src/main/java/com/a/f/Use.java ---
package com.a.f;

import java.util.function.Supplier;
import com.a.s.Svc;

public class Use {
    int plain() {
        Supplier<Svc> s = Svc::new;
        return s.get().run();
    }
    int fqn() {
        Supplier<com.a.s.Svc> s = com.a.s.Svc::new;
        return s.get().run();
    }
}
""")
    for fn in ("plain", "fqn"):
        assert E(f"src/main/java/com/a/f/Use.java::Use.{fn}", "src/main/java/com/a/s/Svc.java::Svc.Svc") in edges, fn
        assert E(f"src/main/java/com/a/f/Use.java::Use.{fn}", "src/main/java/com/a/s/Svc.java::Svc.run") in edges, fn


def test_java_a_package_continued_in_another_source_root_sees_its_classes(tmp_path):
    # zxing: android/ (a plain `src/` tree) and android-core/ (Maven's src/main/java) both declare the package
    # com.google.zxing.client.android.camera; android's CameraConfigurationManager calls android-core's
    # CameraConfigurationUtils without an import (javac, with both on its path: one package)
    edges = edges_of(tmp_path, """
// --- path: android-core/src/main/java/com/z/camera/Utils.java ---
package com.z.camera;

public final class Utils {
    public static void setTorch(int p) {}
}
// --- path: android/src/com/z/camera/Manager.java ---
package com.z.camera;

final class Manager {
    void torch() { Utils.setTorch(1); }
    void full() { com.z.camera.Utils.setTorch(2); }
}
""")
    utils = "android-core/src/main/java/com/z/camera/Utils.java"
    assert E("android/src/com/z/camera/Manager.java::Manager.torch", f"{utils}::Utils.setTorch") in edges
    assert E("android/src/com/z/camera/Manager.java::Manager.torch", f"{utils}::Utils") in edges
    assert E("android/src/com/z/camera/Manager.java::Manager.full", f"{utils}::Utils.setTorch") in edges


def test_java_a_file_is_placed_by_its_declared_package_where_its_folder_does_not_say_it(tmp_path):
    # sources directly under a module folder, and a plain tree whose folders are not the package path: the package
    # is what the files declare (`package com.acme.util;`), so an import of com.acme.util.Strings finds the file and
    # the package's files see each other
    edges = edges_of(tmp_path, """
// --- path: util/Strings.java ---
package com.acme.util;

public final class Strings {
    public static String slug(String s) { return Trim.trim(s); }
}
// --- path: util/Trim.java ---
package com.acme.util;

final class Trim {
    static String trim(String s) { return s; }
}
// --- path: app/src/App.java ---
package com.acme.app;

import com.acme.util.Strings;

public class App {
    String run() { return Strings.slug("x") + com.acme.util.Strings.slug("y"); }
}
""")
    assert E("app/src/App.java::App.run", "util/Strings.java::Strings.slug") in edges
    assert E("util/Strings.java::Strings.slug", "util/Trim.java::Trim.trim") in edges


def test_kotlin_a_file_is_placed_by_its_declared_package_where_its_folder_does_not_say_it(tmp_path):
    # Kotlin's convention omits the common root package from the folders (src/main/kotlin/util/ holds
    # com.acme.util): the file is placed by its `package` line, so an import of com.acme.util.Strings finds it, its
    # package's Kotlin files see each other, and a Java class of that package (under src/main/java/com/acme/util)
    # uses it without an import, as kotlinc and javac compile them together
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/util/Strings.kt ---
package com.acme.util

object Strings {
    fun slug(s: String): String = Trim.trim(s)
}
// --- path: src/main/kotlin/util/Trim.kt ---
package com.acme.util

object Trim {
    fun trim(s: String): String = s
}
// --- path: src/main/kotlin/app/App.kt ---
package com.acme.app

import com.acme.util.Strings

class App {
    fun run(): String = Strings.slug("x")
}
// --- path: src/main/java/com/acme/util/Use.java ---
package com.acme.util;

public class Use {
    String go() { return Strings.INSTANCE.slug("y"); }
    Trim trim() { return null; }
}
""")
    assert E("src/main/kotlin/app/App.kt::App.run", "src/main/kotlin/util/Strings.kt::Strings.slug") in edges
    assert E("src/main/kotlin/util/Strings.kt::Strings.slug", "src/main/kotlin/util/Trim.kt::Trim.trim") in edges
    assert E("src/main/java/com/acme/util/Use.java::Use.go", "src/main/kotlin/util/Strings.kt::Strings") in edges
    assert E("src/main/java/com/acme/util/Use.java::Use.trim", "src/main/kotlin/util/Trim.kt::Trim") in edges


def test_java_a_wildcard_type_argument_leaves_the_parameter_at_its_bound(tmp_path):
    # jackson-core: `JsonFactory.builder()` returns a `TSFBuilder<?, ?>` of `TSFBuilder<F extends JsonFactory,
    # B extends TSFBuilder<F, B>>`; `.enable(..)` (declared `B`) is a TSFBuilder and `.build()` (declared `F`) a
    # JsonFactory, as javac reads a wildcard's capture at the parameter's bound (the `?` was taken for a type
    # argument and named nothing: 96 of jackson-core's 162 misses)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Builder.java ---
package p;
public abstract class Builder<F extends Factory, B extends Builder<F, B>> {
    public B enable(int f) { return _this(); }
    public abstract F build();
    protected final B _this() { return (B) this; }
}
// --- path: src/main/java/p/FactoryBuilder.java ---
package p;
public class FactoryBuilder extends Builder<Factory, FactoryBuilder> {
    @Override public Factory build() { return new Factory(); }
}
// --- path: src/main/java/p/Factory.java ---
package p;
public class Factory {
    public static Builder<?, ?> builder() { return new FactoryBuilder(); }
    public void create() {}
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void run() { Factory f = Factory.builder().enable(1).build(); }
    void direct() { Factory.builder().build().create(); }
    void param(Builder<?, ?> b) { b.enable(2).build().create(); }
}
""")
    use, builder, factory = "src/main/java/p/Use.java", "src/main/java/p/Builder.java", "src/main/java/p/Factory.java"
    assert E(f"{use}::Use.run", f"{builder}::Builder.build") in edges
    assert E(f"{use}::Use.direct", f"{factory}::Factory.create") in edges
    assert E(f"{use}::Use.param", f"{builder}::Builder.build") in edges
    assert E(f"{use}::Use.param", f"{factory}::Factory.create") in edges


def test_java_a_catch_parameter_has_its_caught_type(tmp_path):
    # jackson-core: `catch (StreamConstraintsException e) { e.getMessage(); }` is JsonProcessingException.getMessage
    # (inherited), `e.getLocation()` likewise (the catch parameter had no type: 42 of its misses); a multi-catch
    # `A | B` is their common base to javac, which the map does not know: no edge
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Ex.java ---
package p;
public class Ex extends RuntimeException {
    @Override public String getMessage() { return "x"; }
    public int getLocation() { return 1; }
}
// --- path: src/main/java/p/SubEx.java ---
package p;
public class SubEx extends Ex {}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void one() { try { run(); } catch (SubEx e) { e.getMessage(); } }
    void two() { try { run(); } catch (final Ex e) { e.getLocation(); } }
    void multi() { try { run(); } catch (IllegalStateException | SubEx e) { e.getMessage(); } }
    void run() {}
}
""")
    use, ex = "src/main/java/p/Use.java", "src/main/java/p/Ex.java"
    assert E(f"{use}::Use.one", f"{ex}::Ex.getMessage") in edges
    assert E(f"{use}::Use.two", f"{ex}::Ex.getLocation") in edges
    assert E(f"{use}::Use.multi", f"{ex}::Ex.getMessage") not in edges


def test_java_a_cast_heading_a_longer_chain(tmp_path):
    # jackson-core: `((JsonFactoryBuilder) JsonFactory.builder()).highestNonEscapedChar(255).build()`: the cast's
    # members, then what the overload of that arity returns (`JsonFactoryBuilder highestNonEscapedChar(int)` beside
    # `int highestNonEscapedChar()`); the receiver matched the cast pattern only where the cast was all of it
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/B.java ---
package p;
public class B {
    public static Object builder() { return new B(); }
    public B level(int x) { return this; }
    public int level() { return 1; }
    public F build() { return new F(); }
}
// --- path: src/main/java/p/F.java ---
package p;
public class F { public void go() {} }
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void cast() { F f = ((B) B.builder()).level(2).build(); }
    void lines() {
        ((B) B.builder())
            .level(2)
            .build()
            .go();
    }
}
""")
    use, b, f = "src/main/java/p/Use.java", "src/main/java/p/B.java", "src/main/java/p/F.java"
    assert E(f"{use}::Use.cast", f"{b}::B.build") in edges
    assert E(f"{use}::Use.lines", f"{b}::B.build") in edges
    assert E(f"{use}::Use.lines", f"{f}::F.go") in edges


def test_java_a_name_declared_again_in_a_later_block(tmp_path):
    # jackson-core: `try (JsonParser parser = ..) {..}` then `try (NonBlockingJsonParser parser = ..) {
    # parser.feedInput(..); }` in one method: from the second declaration on, parser is a NonBlockingJsonParser (the
    # method's first typed declaration was read for every use)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/A.java ---
package p;
public class A implements AutoCloseable { public void close() {} public void only() {} }
// --- path: src/main/java/p/B.java ---
package p;
public class B implements AutoCloseable { public void close() {} public void build() {} }
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void twoBlocks(Object o) {
        try (A r = (A) o) {
            r.only();
        }
        try (B r = (B) o) {
            r.build();
        }
    }
    void twoLocals(Object o, boolean c) {
        if (c) {
            A r = (A) o;
            r.close();
        } else {
            B r = (B) o;
            r.close();
        }
    }
    void sameLine(java.util.List<A> as, java.util.List<B> bs) {
        for (A r : as) r.only();
        for (B r : bs) r.build();
    }
    void afterTheBlock(java.util.List<A> as) {
        for (A x : as) { x.only(); }
        B x = null;
        x.build();
    }
}
""")
    use, a, b = "src/main/java/p/Use.java", "src/main/java/p/A.java", "src/main/java/p/B.java"
    assert E(f"{use}::Use.twoBlocks", f"{a}::A.only") in edges
    assert E(f"{use}::Use.twoBlocks", f"{b}::B.build") in edges
    assert E(f"{use}::Use.twoLocals", f"{a}::A.close") in edges
    assert E(f"{use}::Use.twoLocals", f"{b}::B.close") in edges
    # the declaration's own line reads it (`for (B r : bs) r.build();`)
    assert E(f"{use}::Use.sameLine", f"{b}::B.build") in edges
    assert E(f"{use}::Use.afterTheBlock", f"{a}::A.only") in edges
    assert E(f"{use}::Use.afterTheBlock", f"{b}::B.build") in edges


def test_java_an_overload_whose_parameters_run_over_lines_takes_more_arguments_than_it_shows(tmp_path):
    # jackson-core: `gen.writeBinary(new byte[] { 1 })` of a FilteringGeneratorDelegate is JsonGenerator's
    # writeBinary(byte[]): JsonGenerator's `writeBinary(Base64Variant bv,` (its parameters on the next lines; a
    # signature is the declaration's first line) was taken to fit any number of arguments, so no overload was picked
    # and the subclass's own 4-parameter writeBinary was the edge
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Gen.java ---
package p;
public abstract class Gen {
    public abstract void writeBinary(String bv,
            byte[] data, int offset, int len);
    public void writeBinary(byte[] data) { writeBinary("b", data, 0, data.length); }
}
// --- path: src/main/java/p/Filtering.java ---
package p;
public class Filtering extends Gen {
    @Override public void writeBinary(String bv, byte[] data, int offset, int len) {}
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void run(Filtering gen) { gen.writeBinary(new byte[] { 1 }); }
}
""")
    use = "src/main/java/p/Use.java"
    assert E(f"{use}::Use.run", "src/main/java/p/Gen.java::Gen.writeBinary") in edges
    assert E(f"{use}::Use.run", "src/main/java/p/Filtering.java::Filtering.writeBinary") not in edges


def test_java_a_cast_of_a_value_with_nested_brackets(tmp_path):
    # jackson-core: `((Versioned) c.getDeclaredConstructor().newInstance()).version()` and
    # `((InvalidJson) (arguments.get(1)))._name`: the cast's type (the cast pattern took a value with one call at most,
    # unnested); `((A) x).f((B) y)` is no cast to A
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Versioned.java ---
package p;
public interface Versioned { String version(); }
// --- path: src/main/java/p/Inv.java ---
package p;
public class Inv { protected String _name; public String f(Object o) { return ""; } }
// --- path: src/main/java/p/Other.java ---
package p;
public class Other { public String f(Object o) { return ""; } }
// --- path: src/main/java/p/Use.java ---
package p;
import java.util.List;
public class Use {
    String calls(Class<?> c) throws Exception {
        return ((Versioned) c.getDeclaredConstructor().newInstance()).version();
    }
    String nested(List<Object> args) { return ((Inv) (args.get(1)))._name; }
    String notACast(Object x, Object y) { return ((Other) x).f((Inv) y); }
}
""")
    use = "src/main/java/p/Use.java"
    assert E(f"{use}::Use.calls", "src/main/java/p/Versioned.java::Versioned.version") in edges
    assert E(f"{use}::Use.nested", "src/main/java/p/Inv.java::Inv._name") in edges
    assert E(f"{use}::Use.notACast", "src/main/java/p/Other.java::Other.f") in edges
    assert E(f"{use}::Use.notACast", "src/main/java/p/Inv.java::Inv.f") not in edges


def test_java_a_queue_head_a_stack_top_and_an_iterator_next_are_elements(tmp_path):
    # jackson-core: `q.take().close()` of an `ArrayBlockingQueue<WorkUnit>` is WorkUnit.close; jsoup:
    # `it.next().getKey()` of an `Iterator<Attribute>`; `stack.peek().run()` of a `Deque<Task>`
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/WorkUnit.java ---
package p;
public class WorkUnit { public void close() {} public String getKey() { return ""; } public void run() {} }
// --- path: src/main/java/p/Use.java ---
package p;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.ArrayBlockingQueue;
public class Use {
    void queue(ArrayBlockingQueue<WorkUnit> q) throws Exception { q.take().close(); }
    void iterator(Iterator<WorkUnit> it) { it.next().getKey(); }
    void top() { Deque<WorkUnit> stack = new ArrayDeque<>(); stack.peek().run(); }
}
""")
    use, unit = "src/main/java/p/Use.java", "src/main/java/p/WorkUnit.java"
    assert E(f"{use}::Use.queue", f"{unit}::WorkUnit.close") in edges
    assert E(f"{use}::Use.iterator", f"{unit}::WorkUnit.getKey") in edges
    assert E(f"{use}::Use.top", f"{unit}::WorkUnit.run") in edges


def test_java_a_local_named_like_its_method(tmp_path):
    # `Element wrap = (Element) node; wrap.after(..)` in `Node wrap(String html)` (jsoup): the local, as in
    # `Deque<Unit> stack = ..; stack.peek()` in `void stack()`; the bare name meant the method (the rule that a
    # constructor's own name means its class took every function's)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Unit.java ---
package p;
public class Unit { public void after() {} }
// --- path: src/main/java/p/Node.java ---
package p;
public class Node {
    public Node() {}
    public void after() {}
    public Node wrap(Object o) {
        Unit wrap = (Unit) o;
        wrap.after();
        return this;
    }
}
""")
    node = "src/main/java/p/Node.java"
    assert E(f"{node}::Node.wrap", "src/main/java/p/Unit.java::Unit.after") in edges
    assert E(f"{node}::Node.wrap", f"{node}::Node.after") not in edges


def test_java_this_and_super_in_an_anonymous_class_body(tmp_path):
    # jackson-core: `new JsonGeneratorDelegate(g) { void writeFieldName(..) { super.writeFieldName(..);
    # super.writeBoolean(true); } }`: the base the body extends; `this.writeBoolean(..)` there is the anonymous
    # instance's (its base's), not the enclosing class's same-named method
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Gen.java ---
package p;
public class Gen {
    public void writeFieldName(String name) {}
    public void writeBoolean(boolean b) {}
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    public void writeBoolean(boolean b) {}
    Gen make() {
        return new Gen() {
            @Override
            public void writeFieldName(String name) {
                super.writeFieldName(name + "-test");
                this.writeBoolean(false);
            }
        };
    }
}
""")
    use, gen = "src/main/java/p/Use.java", "src/main/java/p/Gen.java"
    assert E(f"{use}::Use.make", f"{gen}::Gen.writeFieldName") in edges
    assert E(f"{use}::Use.make", f"{gen}::Gen.writeBoolean") in edges
    assert E(f"{use}::Use.make", f"{use}::Use.writeBoolean") not in edges


def test_java_an_arity_no_declaration_in_the_repository_takes_is_an_outside_base_s(tmp_path):
    # jackson-core: `r.read(buf)` of a UTF32Reader (read(), read(char[], int, int); its base BaseReader extends
    # java.io.Reader) is Reader.read(char[]): no edge (it was UTF32Reader.read, as found); with no base outside the
    # repository the method found stays the edge
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/BaseReader.java ---
package p;
public abstract class BaseReader extends java.io.Reader {
    public int read() { return 0; }
}
// --- path: src/main/java/p/Utf32.java ---
package p;
public class Utf32 extends BaseReader {
    public int read(char[] buf, int off, int len) { return 0; }
    public void close() {}
}
// --- path: src/main/java/p/Plain.java ---
package p;
public class Plain {
    public int read(char[] buf, int off, int len) { return 0; }
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void outside(Utf32 r, char[] buf) throws Exception { r.read(buf); }
    void inside(Utf32 r, char[] buf) throws Exception { r.read(buf, 0, 1); }
    void plain(Plain r, char[] buf) { r.read(buf); }
}
""")
    use = "src/main/java/p/Use.java"
    assert E(f"{use}::Use.outside", "src/main/java/p/Utf32.java::Utf32.read") not in edges
    assert E(f"{use}::Use.outside", "src/main/java/p/BaseReader.java::BaseReader.read") not in edges
    assert E(f"{use}::Use.inside", "src/main/java/p/Utf32.java::Utf32.read") in edges
    assert E(f"{use}::Use.plain", "src/main/java/p/Plain.java::Plain.read") in edges


def test_java_overloads_of_one_arity_told_apart_by_the_arguments_types(tmp_path):
    # jackson-core: `b.enable(StreamReadFeature.X)` of a JsonFactoryBuilder (enable(JsonReadFeature) and
    # enable(JsonWriteFeature) of its own, enable(StreamReadFeature) in its base TSFBuilder) is the base's: the enum
    # constant's type picks it (it was the subclass's first enable, a false edge, and the miss);
    # `gen.raw(new SerStr())` of a subclass declaring only raw(String) is its base's raw(Str) (SerStr implements Str);
    # an argument of a type outside the repository (`new java.io.StringWriter()`) rules nothing out: the method
    # found stays; where no declaration fits and the hierarchy reaches outside the repository, no edge
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/ReadF.java ---
package p;
public enum ReadF { A, B }
// --- path: src/main/java/p/WriteF.java ---
package p;
public enum WriteF { C }
// --- path: src/main/java/p/StreamF.java ---
package p;
public enum StreamF { X }
// --- path: src/main/java/p/Str.java ---
package p;
public interface Str { String getValue(); }
// --- path: src/main/java/p/SerStr.java ---
package p;
public class SerStr implements Str { public String getValue() { return ""; } }
// --- path: src/main/java/p/Base.java ---
package p;
public abstract class Base<B extends Base<B>> {
    public B enable(StreamF f) { return null; }
    public void raw(Str s) {}
    public void out(java.io.Writer w) {}
}
// --- path: src/main/java/p/Builder.java ---
package p;
public class Builder extends Base<Builder> {
    public Builder enable(ReadF f) { return this; }
    public Builder enable(WriteF f) { return this; }
    public void raw(String s) {}
    public void out(java.io.OutputStream o) {}
}
// --- path: src/main/java/p/Els.java ---
package p;
public class Els extends java.util.ArrayList<SerStr> {
    public SerStr remove(int index) { return null; }
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use {
    void stream(Builder b) { b.enable(StreamF.X); }
    void read(Builder b) { b.enable(ReadF.A); }
    void unknown(Builder b, Object x) { b.enable(x.hashCode() > 0 ? null : null); }
    void made(Builder b) { b.raw(new SerStr()); }
    void outside(Builder b) { b.out(new java.io.StringWriter()); }
    void none(Els els) { els.remove(new SerStr()); }
}
""")
    use, base, builder = "src/main/java/p/Use.java", "src/main/java/p/Base.java", "src/main/java/p/Builder.java"
    assert E(f"{use}::Use.stream", f"{base}::Base.enable") in edges
    assert E(f"{use}::Use.stream", f"{builder}::Builder.enable") not in edges
    assert E(f"{use}::Use.read", f"{builder}::Builder.enable") in edges
    assert E(f"{use}::Use.read", f"{base}::Base.enable") not in edges
    assert E(f"{use}::Use.unknown", f"{builder}::Builder.enable") in edges
    assert E(f"{use}::Use.made", f"{base}::Base.raw") in edges
    assert E(f"{use}::Use.made", f"{builder}::Builder.raw") not in edges
    assert E(f"{use}::Use.outside", f"{builder}::Builder.out") in edges
    assert E(f"{use}::Use.none", "src/main/java/p/Els.java::Els.remove") not in edges   # ArrayList.remove(Object)


def test_java_star_import_of_a_one_segment_package(tmp_path):
    """`import b.*;` names its package as a plain identifier, not a scoped one: the map recorded no import at all,
    so `Bar.go()` stayed unknown and the file had no `imports` edge (`import a.b.*` did)."""
    edges = edges_of(tmp_path, """
// --- path: src/b/Bar.java ---
package b;
public class Bar { public static int go() { return 1; } }
// --- path: src/a/Main.java ---
package a;
import b.*;
public class Main { int run() { return Bar.go(); } }
""")
    assert E("src/a/Main.java::Main.run", "src/b/Bar.java::Bar.go") in edges
    snap = Snapshot(str(tmp_path / "s.fidx"))
    nodes = snap.nodes
    imported = {nodes[d].get("path") for s, d, kind, *_ in snap.edges
                if kind == "imports" and nodes[s].get("path") == "src/a/Main.java"}
    assert imported == {"src/b/Bar.java"}


def test_java_a_call_names_the_static_import_not_a_same_named_field(tmp_path):
    """`private final IMethods mock = mock(IMethods.class);` under `import static org.m.Mockito.*` (mockito's tests):
    the call is Mockito.mock (methods are a namespace of their own), the field is what `mock.simpleMethod()` reads."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/org/m/Mockito.java ---
package org.m;
public class Mockito {
    public static <T> T mock(Class<T> c) { return null; }
}
// --- path: src/test/java/org/u/CapTest.java ---
package org.u;
import static org.m.Mockito.*;
public class CapTest {
    interface IMethods { void simpleMethod(); }
    private final IMethods mock = mock(IMethods.class);
    void run() { mock.simpleMethod(); }
}
""")
    test = "src/test/java/org/u/CapTest.java"
    assert E(f"{test}::CapTest.mock", "src/main/java/org/m/Mockito.java::Mockito.mock") in edges
    assert E(f"{test}::CapTest.mock", f"{test}::CapTest.mock") not in edges
    assert E(f"{test}::CapTest.run", f"{test}::CapTest.mock") in edges
    assert E(f"{test}::CapTest.run", f"{test}::CapTest.IMethods.simpleMethod") in edges


def test_java_a_method_returning_its_own_type_parameter_gives_the_argument(tmp_path):
    """`verify(mock).simpleMethod()` with `<T> T verify(T mock)` and `doReturn("foo").when(mock).intMethod()` with
    `<T> T when(T mock)` (mockito's API): the call gives what the argument is; a method returning its class's type
    parameter, or a type named T, is not read so."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/org/m/Mockito.java ---
package org.m;
public class Mockito {
    public static <T> T verify(T mock) { return mock; }
    public static <T> T verify(T mock, Object mode) { return mock; }
    public static Stubber doReturn(Object o) { return null; }
}
// --- path: src/main/java/org/m/Stubber.java ---
package org.m;
public interface Stubber {
    <T> T when(T mock);
}
// --- path: src/main/java/org/m/Box.java ---
package org.m;
public class Box<T> {
    public T swap(T other) { return other; }
}
// --- path: src/main/java/org/m/InOrder.java ---
package org.m;
public interface InOrder {
    <T> T verify(T mock);
    <T> T verify(T mock, Object mode);
    void verify(String a, Object b, Object c);
}
// --- path: src/test/java/org/u/IMethods.java ---
package org.u;
public interface IMethods { String simpleMethod(); int intMethod(); int boxed(); int oneArg(char c); }
// --- path: src/test/java/org/u/UseTest.java ---
package org.u;
import static org.m.Mockito.*;
import org.m.Box;
public class UseTest {
    private IMethods mock;
    void run() {
        verify(mock).simpleMethod();
        doReturn("foo").when(mock).intMethod();
    }
    void box(Box<String> b) {
        b.swap(mock).boxed();
    }
    void ordered(org.m.InOrder inOrder) {
        inOrder.verify(mock, null).oneArg('b');
    }
}
""")
    test = "src/test/java/org/u/UseTest.java"
    assert E(f"{test}::UseTest.run", "src/test/java/org/u/IMethods.java::IMethods.simpleMethod") in edges
    assert E(f"{test}::UseTest.run", "src/test/java/org/u/IMethods.java::IMethods.intMethod") in edges
    assert E(f"{test}::UseTest.box", "src/test/java/org/u/IMethods.java::IMethods.boxed") not in edges
    # an overload picked by its number of arguments
    assert E(f"{test}::UseTest.ordered", "src/test/java/org/u/IMethods.java::IMethods.oneArg") in edges


def test_java_a_method_returning_its_type_parameter_bound_by_a_class_argument_gives_that_class(tmp_path):
    """commons-io's `e.getCause(0, IOIndexedException.class).getIndex()` of `<T extends Throwable> T getCause(int
    index, Class<T> clazz)` beside `<T extends Throwable> T getCause(int index)`: an instance of the class the literal
    names (a bounded type parameter too); `lookup(name)` with no class literal gives nothing."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/a/IdxEx.java ---
package a;
public class IdxEx extends Exception {
    public int getIndex() { return 0; }
}
// --- path: src/main/java/a/ExList.java ---
package a;
import java.util.List;
public class ExList extends Exception {
    private List<Throwable> causeList;
    public <T extends Throwable> T getCause(final int index) {
        return (T) causeList.get(index);
    }
    public <T extends Throwable> T getCause(final int index, final Class<T> clazz) {
        return clazz.cast(getCause(index));
    }
    public <T> T lookup(final Class<T> clazz) { return null; }
}
// --- path: src/test/java/a/ExTest.java ---
package a;
public class ExTest {
    void bounded(ExList e) {
        e.getCause(0, IdxEx.class).getIndex();
    }
    void plain(ExList e) {
        e.lookup(IdxEx.class).getIndex();
    }
    void none(ExList e, Class<IdxEx> c) {
        e.getCause(0).getIndex();
    }
}
""")
    test = "src/test/java/a/ExTest.java"
    for method in ("bounded", "plain"):
        assert E(f"{test}::ExTest.{method}", "src/main/java/a/IdxEx.java::IdxEx.getIndex") in edges
    assert E(f"{test}::ExTest.none", "src/main/java/a/IdxEx.java::IdxEx.getIndex") not in edges


def test_java_an_override_hides_its_base_s_declaration_typed_by_a_type_parameter_it_binds(tmp_path):
    # commons-collections: `MultiValueMap<K, V> extends AbstractMapDecorator<K, Object>` overrides the base's
    # `put(K key, V value)` with `put(K key, Object value)`; `map.put((K) "one", (V) "uno")` calls the override (the
    # cast to V matched the base's parameter by name). A sibling overload of the base's class is not hidden so.
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Base.java ---
package p;
public abstract class Base<K, V> {
    public V put(K key, V value) { return value; }
    public void put(K key, String text, int n) {}
}
// --- path: src/main/java/p/Multi.java ---
package p;
public class Multi<K, V> extends Base<K, Object> {
    @Override
    public Object put(final K key, final Object value) { return value; }
}
// --- path: src/main/java/p/Use.java ---
package p;
public class Use<K, V> {
    void run() {
        final Multi<K, V> map = new Multi<>();
        map.put((K) "one", (V) "uno");
    }
    void three(Multi<K, V> map) { map.put((K) "one", "t", 1); }
}
""")
    use, base, multi = "src/main/java/p/Use.java", "src/main/java/p/Base.java", "src/main/java/p/Multi.java"
    assert E(f"{use}::Use.run", f"{multi}::Multi.put") in edges
    assert E(f"{use}::Use.run", f"{base}::Base.put") not in edges
    assert E(f"{use}::Use.three", f"{base}::Base.put") in edges


def test_java_a_member_read_names_a_field_where_a_subclass_declares_a_method_of_the_name(tmp_path):
    # commons-collections: `c1.nextIndex` of a `CursorableLinkedList.Cursor`, which declares `nextIndex()`, reads the
    # field `nextIndex` of its base `LinkedListIterator` (Java keeps fields and methods apart); `c1.nextIndex()` calls
    # the method; a method reference `Cursor::nextIndex` names the method too (a call of it, not a read)
    edges = edges_of(tmp_path, """
// --- path: src/main/java/p/Iter.java ---
package p;
public class Iter {
    protected int nextIndex;
    public int nextIndex() { return nextIndex; }
}
// --- path: src/main/java/p/Cursor.java ---
package p;
public class Cursor extends Iter {
    @Override
    public int nextIndex() { return 1; }
}
// --- path: src/main/java/p/Use.java ---
package p;
import java.util.function.ToIntFunction;
public class Use {
    int field(Cursor c1) { return c1.nextIndex; }
    int call(Cursor c1) { return c1.nextIndex(); }
    ToIntFunction<Cursor> ref() { return Cursor::nextIndex; }
}
""")
    use, it, cur = "src/main/java/p/Use.java", "src/main/java/p/Iter.java", "src/main/java/p/Cursor.java"
    assert E(f"{use}::Use.field", f"{it}::Iter.nextIndex") in edges
    assert E(f"{use}::Use.field", f"{cur}::Cursor.nextIndex") not in edges
    assert E(f"{use}::Use.call", f"{cur}::Cursor.nextIndex") in edges
    assert E(f"{use}::Use.ref", f"{cur}::Cursor.nextIndex") in edges


def test_java_record_accessor_call_gives_the_component(tmp_path):
    """`record Point(int x, Bar helper)`: `p.helper()` calls the accessor of the component, which gives a Bar:
    `p.helper().run()` is Bar's run (it had been unknown: a call of a field gave nothing)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/java/a/Bar.java ---
package a;

public class Bar { public int run() { return 1; } }
// --- path: src/main/java/a/Point.java ---
package a;

public record Point(int x, Bar helper) {
  public int twice() { return x * 2 + helper.run(); }
}
// --- path: src/main/java/a/Use.java ---
package a;

class Use {
  int go(Point p) { return p.helper().run() + p.x(); }
}
""")
    go = "src/main/java/a/Use.java::Use.go"
    assert E(go, "src/main/java/a/Bar.java::Bar.run") in edges
    assert E(go, "src/main/java/a/Point.java::Point.helper") in edges
    assert E("src/main/java/a/Point.java::Point.twice", "src/main/java/a/Bar.java::Bar.run") in edges


def test_kotlin_multiplatform_actual_constructor_parameters_are_properties(tmp_path):
    """Kotlin Multiplatform's `internal actual class RealSource actual constructor(@JvmField actual val source:
    Source)` (okio): the pinned grammar does not know `actual` there, so the class parsed with errors and its
    constructor's `val source` was no property: `source.read()` in a method linked to a top-level function
    `source` of another file. The modifier blanked (LanguageSpec.grammar_repairs), `source` is the property."""
    edges = edges_of(tmp_path, """
// --- path: src/okio/RealSource.kt ---
package okio

internal actual class RealSource actual constructor(
  @JvmField actual val source: Source,
) : Source {
  override fun read(): Int {
    return source.read()
  }
}
// --- path: src/okio/Source.kt ---
package okio

interface Source {
  fun read(): Int
}
// --- path: src/okio/Okio.kt ---
package okio

fun source(path: String): Source? = null
""")
    assert E("src/okio/RealSource.kt::RealSource.read", "src/okio/RealSource.kt::RealSource.source") in edges
    assert E("src/okio/RealSource.kt::RealSource.read", "src/okio/Okio.kt::source") not in edges


KOTLIN_HEADERS = """package okio

/** Bytes. */
open class ByteString
// Trusted internal constructor doesn't clone data.
internal constructor(data: ByteArray) : Comparable<ByteString> {
  val size: Int get() = 0
  fun hex(): String = ""
}

internal class JsonValueSource
@JvmOverloads
constructor(
  private val source: ByteString,
) {
  fun read(): Int = source.size
}

class Options<T : Comparable<T>>
/**
 * Shares its strings.
 */
private constructor(val strings: Array<out String>) {
  fun first(): String = strings[0]
}

fun use(b: ByteString, o: Options<String>): String = b.hex() + o.first()
"""


def test_kotlin_primary_constructor_on_a_line_after_the_class_name():
    """`class ByteString\n// ..\ninternal constructor(..)` (Square's style: okio, moshi): the pinned grammar ends the
    declaration at the class name's line break, so the class parsed with errors and its members were top-level
    functions (`b.hex()` linked nowhere, or to another file's `hex`). The header is parsed as one line
    (LanguageSpec.grammar_repairs) and every row and column is still the file's own (extract._points)."""
    from fastindex.map.extract import map_file
    t = map_file("src/okio/ByteString.kt", KOTLIN_HEADERS.encode())
    assert t.parse_errors == 0
    defs = {d.qualname: d for d in t.definitions}
    assert {"ByteString.size", "ByteString.hex", "JsonValueSource.source", "JsonValueSource.read",
            "Options.strings", "Options.first"} <= set(defs)
    lines = KOTLIN_HEADERS.split("\n")
    for d in t.definitions:
        assert lines[d.name_line - 1][d.name_col:].startswith(d.name), d
        assert lines[d.start_line - 1].strip() and lines[d.end_line - 1].strip(), d
    assert len(t.references) > 5
    for r in t.references:
        assert lines[r.line - 1][r.col:].startswith(r.name), r


def test_kotlin_class_header_repair_with_crlf_a_string_and_a_loop():
    """The header repair on a CRLF file, past an annotation whose string holds `//` (kept: it is no comment); a
    `for (x\n in xs)` loop is no `when` entry (its `in` kept)."""
    from fastindex.map.extract import map_file
    source = (b'package p\r\n\r\nclass ByteString\r\n// c\r\n@Deprecated("see http://x")\r\n'
              b'internal constructor(data: ByteArray) {\r\n  fun hex() = 1\r\n}\r\n'
              b'fun f(xs: List<Int>) {\n  for (x\n      in xs) { g(x) }\n}\n')
    t = map_file("p/ByteString.kt", source)
    assert t.parse_errors == 0
    assert [(d.qualname, d.name_line, d.name_col) for d in t.definitions if not d.local] == \
        [("ByteString", 3, 6), ("ByteString.hex", 7, 6), ("f", 9, 4)]
    assert ("g", 11) in {(r.name, r.line) for r in t.references}


def test_kotlin_class_header_repair_links_members(tmp_path):
    edges = edges_of(tmp_path, "// --- path: src/okio/ByteString.kt ---\n" + KOTLIN_HEADERS)
    f = "src/okio/ByteString.kt"
    assert E(f"{f}::use", f"{f}::ByteString.hex") in edges
    assert E(f"{f}::use", f"{f}::Options.first") in edges
    assert E(f"{f}::JsonValueSource.read", f"{f}::ByteString.size") in edges


def test_kotlin_constructs_the_pinned_grammar_fails_on_are_respelt():
    """Valid Kotlin the pinned grammar parses with errors, each respelt for it where a file has errors: a `when`
    entry `in 'a'..'f' ->` after an entry whose value ends its line (read as an `in` operator), a guard `is X if c
    ->` (Kotlin 2.1), binary literals, `..<` (Kotlin 1.9), a modifier's word as a name (`var final`)."""
    from fastindex.map.extract import map_file
    source = """package okio

fun digit(c: Char): Int = when (c) {
  in '0'..'9' -> c - '0'
  in 'a'..'f' -> c - 'a' + 10
  else -> throw IllegalArgumentException("not a hex digit")
}

fun kind(x: Any): Int = when (x) {
  is String if x.isEmpty() -> 0
  is Map<*, *> if x.size > 1 -> 1
  else -> digit('a')
}

fun mask(): Int {
  var final = false
  final = true
  for (i in 0..<3) { digit('b') }
  return 0b1000 + 0b11u.toInt()
}
"""
    t = map_file("src/okio/Hex.kt", source.encode())
    assert t.parse_errors == 0
    assert {d.qualname for d in t.definitions if not d.local} == {"digit", "kind", "mask"}
    calls = {(r.name, t.definitions[r.scope].name) for r in t.references if r.kind == "call"}
    assert {("digit", "kind"), ("digit", "mask"), ("IllegalArgumentException", "digit")} <= calls
    lines = source.split("\n")
    for r in t.references:
        assert lines[r.line - 1][r.col:].startswith(r.name), r


def test_kotlin_scope_function_receiver_members_are_in_scope(tmp_path):
    """`Buffer().apply { write(data) }`, `b.run { .. }`, `with(b) { size() }`: the lambda's implicit `this` is the
    receiver (the argument of `with`), whose members come before the names around it: `write` was linked to an
    extension of another source set (okio's nativeMain `Buffer.write`), `size()` to nothing. `apply` and `also` give
    their receiver back (`val b = Buffer().apply {..}` is a Buffer). An extension of the receiver's type is left to
    the names around it: Kotlin takes it only where the call's arguments fit (`deflate(buffer, bytes)` is the test
    class's own, not `fun Buffer.deflate(level: Int = 1)`)."""
    edges = edges_of(tmp_path, """
// --- path: src/okio/Buffer.kt ---
package okio

class Buffer {
  fun write(source: ByteArray): Buffer = this
  fun size(): Long = 0
}
// --- path: src/okio/Native.kt ---
package okio

internal fun Buffer.write(bytes: Long): Buffer = this
fun Buffer.deflate(level: Int = 1): Buffer = this
// --- path: src/okio/Use.kt ---
package okio

class Use {
  fun size(): Long = 1
  fun deflate(buffer: Buffer, bytes: ByteArray) {}
  fun use(data: ByteArray): Buffer {
    val b = Buffer().apply { write(data) }
    with(b) { size() }
    b.run { size() }
    Buffer().also { it.size() }.apply { deflate(Buffer(), data) }
    return b
  }
  fun own(): Long = size()
}
""")
    use, buf = "src/okio/Use.kt", "src/okio/Buffer.kt"
    assert E(f"{use}::Use.use", f"{buf}::Buffer.write") in edges
    assert E(f"{use}::Use.use", "src/okio/Native.kt::Buffer.write") not in edges
    assert E(f"{use}::Use.use", f"{buf}::Buffer.size") in edges
    assert E(f"{use}::Use.use", f"{use}::Use.size") not in edges
    assert E(f"{use}::Use.use", f"{use}::Use.deflate") in edges
    assert E(f"{use}::Use.use", "src/okio/Native.kt::Buffer.deflate") not in edges
    assert E(f"{use}::Use.own", f"{use}::Use.size") in edges


def test_kotlin_a_local_of_the_functions_around_comes_before_the_receiver_members(tmp_path):
    """`val size = 3L; Buffer().apply { write(size.toInt()) }`: the local, not Buffer's `size` (Kotlin looks a name
    up among the locals of the scopes around before the implicit receivers); with no such local, Buffer's."""
    edges = edges_of(tmp_path, """
// --- path: src/okio/Buffer.kt ---
package okio

class Buffer {
  val size: Long = 0
  fun write(n: Int): Buffer = this
}
// --- path: src/okio/Use.kt ---
package okio

class Use {
  fun use(): Buffer {
    val size = 3L
    return Buffer().apply { write(size.toInt()) }
  }
  fun other(): Buffer = Buffer().apply { write(size.toInt()) }
}
""")
    use, buf = "src/okio/Use.kt", "src/okio/Buffer.kt"
    assert E(f"{use}::Use.use", f"{buf}::Buffer.write") in edges
    assert E(f"{use}::Use.use", f"{buf}::Buffer.size") not in edges
    assert E(f"{use}::Use.other", f"{buf}::Buffer.size") in edges


def test_kotlin_a_trailing_lambda_has_the_receiver_its_parameter_type_declares(tmp_path):
    """`module { single { Service(get()) } }` (koin): `module(declaration: ModuleDeclaration)` with `typealias
    ModuleDeclaration = Module.() -> Unit` gives its lambda a Module receiver, whose `single` takes a
    `Definition<T>` (`Scope.(Int) -> T`): `get()` there is Scope's, not the file's own `get`; `fs.write("f") {
    writeUtf8("x") }` with `writerAction: BufferedSink.() -> T` is BufferedSink's writeUtf8, not the class's own. A
    parameter of a function type is a local (`dialect: () -> Int`, no read of the property `dialect`)."""
    edges = edges_of(tmp_path, """// --- path: core/src/main/kotlin/org/koin/dsl/ModuleDSL.kt ---
package org.koin.dsl

import org.koin.core.module.Module

typealias ModuleDeclaration = Module.() -> Unit

fun module(createdAtStart: Boolean = false, moduleDeclaration: ModuleDeclaration): Module {
  val m = Module()
  m.moduleDeclaration()
  return m
}
// --- path: core/src/main/kotlin/org/koin/core/module/Module.kt ---
package org.koin.core.module

import org.koin.core.scope.Scope

typealias Definition<T> = Scope.(Int) -> T

class Module {
  fun <T> single(qualifier: String? = null, definition: Definition<T>): T = TODO()
  fun printLogger() {}
}
// --- path: core/src/main/kotlin/org/koin/core/scope/Scope.kt ---
package org.koin.core.scope

class Scope {
  fun <T> get(): T = TODO()
}
// --- path: app/src/main/kotlin/app/App.kt ---
package app

import org.koin.dsl.module

class Service(val x: Int)
fun get(): Int = 0

val appModule = module {
    single { Service(get()) }
    printLogger()
}
// --- path: core/src/main/kotlin/okio/FileSystem.kt ---
package okio

class BufferedSink {
  fun writeUtf8(s: String): BufferedSink = this
}
class FileSystem {
  fun <T> write(file: String, writerAction: BufferedSink.() -> T): T = TODO()
}
// --- path: app/src/main/kotlin/app/Files.kt ---
package app

import okio.FileSystem

class Files {
  fun writeUtf8(s: String) {}
  fun save(fs: FileSystem, dialect: () -> Int) {
    fs.write("f") { writeUtf8("x") }
    val d = dialect
  }
  val dialect: Int = 0
}
""")
    app = "app/src/main/kotlin/app/App.kt::appModule"
    assert E(app, "core/src/main/kotlin/org/koin/core/module/Module.kt::Module.single") in edges
    assert E(app, "core/src/main/kotlin/org/koin/core/module/Module.kt::Module.printLogger") in edges
    assert E(app, "core/src/main/kotlin/org/koin/core/scope/Scope.kt::Scope.get") in edges
    assert E(app, "app/src/main/kotlin/app/App.kt::get") not in edges
    save = "app/src/main/kotlin/app/Files.kt::Files.save"
    assert E(save, "core/src/main/kotlin/okio/FileSystem.kt::BufferedSink.writeUtf8") in edges
    assert E(save, "app/src/main/kotlin/app/Files.kt::Files.writeUtf8") not in edges
    assert E(save, "app/src/main/kotlin/app/Files.kt::Files.dialect") not in edges


def test_kotlin_trailing_lambda_receiver_only_from_the_last_parameter_of_one_overload(tmp_path):
    """The receiver comes from the function's own last parameter: not a parameter named inside a function type
    (`block: Module.(value: Other.() -> Unit) -> Unit`: Module), also when the type is parenthesised (`b: (Module.()
    -> Unit)` after an `Other` one); overloads whose last parameters declare different receivers give none (the
    call's arguments decide, which the link does not weigh: no false edge)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Dsl.kt ---
package a

class Module { fun single() {} }
class Other { fun single() {} }
class Builder {
  fun build(block: Module.() -> Unit) {}
  fun build(name: String, block: Other.() -> Unit) {}
}
fun h(x: Int, block: Module.(value: Other.() -> Unit) -> Unit) {}
fun a1(x: Other.() -> Unit = {}, b: (Module.() -> Unit)) {}
fun one() { h(1) { single() } }
fun two() { a1 { single() } }
fun three(b: Builder) { b.build("x") { single() } }
""")
    f = "src/main/kotlin/a/Dsl.kt"
    assert E(f"{f}::one", f"{f}::Module.single") in edges
    assert E(f"{f}::one", f"{f}::Other.single") not in edges
    assert E(f"{f}::two", f"{f}::Module.single") in edges
    assert E(f"{f}::two", f"{f}::Other.single") not in edges
    assert E(f"{f}::three", f"{f}::Module.single") not in edges
    assert E(f"{f}::three", f"{f}::Other.single") not in edges


def test_kotlin_a_value_bound_to_an_object_expression_is_an_instance_of_its_base(tmp_path):
    """`val users = object : IntIdTable("users") { val name = varchar("name", 50) }` (Exposed's tests): users is an
    instance of (an anonymous subclass of) IntIdTable, `users.id` its inherited column."""
    edges = edges_of(tmp_path, """
// --- path: core/src/main/kotlin/org/x/core/Table.kt ---
package org.x.core

open class Table(name: String = "") {
  fun varchar(name: String, n: Int): String = name
}
open class IntIdTable(name: String = "") : Table(name) {
  val id: Int = 0
}
// --- path: app/src/main/kotlin/org/example/Use.kt ---
package org.example

import org.x.core.IntIdTable

fun use(): Int {
  val users = object : IntIdTable("users") {
    val name = varchar("name", 50)
  }
  return users.id
}
""")
    use = "app/src/main/kotlin/org/example/Use.kt::use"
    assert E(use, "core/src/main/kotlin/org/x/core/Table.kt::IntIdTable.id") in edges
    assert E(use, "core/src/main/kotlin/org/x/core/Table.kt::Table.varchar") in edges


def test_kotlin_a_lambda_passed_to_a_value_has_the_receiver_its_invoke_declares(tmp_path):
    """`queryBuilder { append("TRIM(") }` (Exposed): calling a value calls its class's `operator fun invoke(body:
    QueryBuilder.() -> Unit)`, whose parameter gives the lambda its receiver: QueryBuilder's append, not the
    class's own."""
    edges = edges_of(tmp_path, """// --- path: core/src/main/kotlin/x/QueryBuilder.kt ---
package x

class QueryBuilder {
  fun append(s: String): QueryBuilder = this
  operator fun invoke(body: QueryBuilder.() -> Unit): Unit = body()
}
// --- path: core/src/main/kotlin/x/Trim.kt ---
package x

class Trim {
  fun append(s: String) {}
  fun toQueryBuilder(queryBuilder: QueryBuilder) {
    queryBuilder {
      append("TRIM(")
    }
  }
}
""")
    f = "core/src/main/kotlin/x/Trim.kt::Trim.toQueryBuilder"
    assert E(f, "core/src/main/kotlin/x/QueryBuilder.kt::QueryBuilder.append") in edges
    assert E(f, "core/src/main/kotlin/x/Trim.kt::Trim.append") not in edges


def test_kotlin_a_trailing_lambdas_parameters_have_the_types_its_callee_declares(tmp_path):
    """`withCitiesAndUsers { cities, users -> cities.all() }` with `statement: Tx.(cities: Cities, users: Users) ->
    Unit`, `forEachUser { u -> u.id }` with `block: (Users) -> Unit`: the lambda's parameters have the function
    type's parameters' types (Exposed's tests: +2,097 entity edges), its receiver too."""
    edges = edges_of(tmp_path, """// --- path: src/main/kotlin/a/Data.kt ---
package a

object Cities { val name: String = ""; fun all(): Int = 0 }
object Users { val id: Int = 0 }
class Tx { fun exec(s: String) {} }

fun withCitiesAndUsers(exclude: List<Int> = emptyList(), statement: Tx.(cities: Cities, users: Users) -> Unit) {}
fun forEachUser(block: (Users) -> Unit) {}
// --- path: src/main/kotlin/a/Test.kt ---
package a

class Test {
  fun t() {
    withCitiesAndUsers { cities, users ->
      cities.all()
      users.id
      exec("x")
    }
    forEachUser { u -> u.id }
  }
}
""")
    t = "src/main/kotlin/a/Test.kt::Test.t"
    assert E(t, "src/main/kotlin/a/Data.kt::Cities.all") in edges
    assert E(t, "src/main/kotlin/a/Data.kt::Users.id") in edges
    assert E(t, "src/main/kotlin/a/Data.kt::Tx.exec") in edges


def test_kotlin_a_type_parameter_in_a_callees_function_type_names_no_type(tmp_path):
    """`fun <Item> each(block: (Item) -> Unit)` beside a repository class `Item`, `typealias Handler<T> = (T) ->
    Unit` beside a class `T`: the lambda's parameter is of the type argument, no class of that name (a false edge
    to Item.id, T.id); a declared one (`on(h: Handler<Event>)` reads no argument) gives none."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Api.kt ---
package a

class Item { fun id(): Int = 0 }
class T { fun id(): Int = 0 }
typealias Handler<T> = (T) -> Unit
fun <Item> each(block: (Item) -> Unit) {}
fun on(h: Handler<String>) {}
fun use() {
  each { x -> x.id() }
  on { e -> e.id() }
}
""")
    f = "src/main/kotlin/a/Api.kt"
    assert E(f"{f}::use", f"{f}::Item.id") not in edges
    assert E(f"{f}::use", f"{f}::T.id") not in edges


def test_kotlin_named_argument_names_are_no_reads(tmp_path):
    """`Pipe(sink = buffer, source = upstream)`: the names are the callee's parameters, no reads of whatever the
    scope has by that name (okio: 128 false entity edges, BufferedSourceTest's `source` and `sink` properties among
    them); the values are reads."""
    edges = edges_of(tmp_path, """
// --- path: src/okio/Pipe.kt ---
package okio

class Pipe(val sink: Int, val source: Int)

class PipeTest {
  val sink = 1
  val upstream = 2
  fun make(): Pipe = Pipe(sink = 3, source = upstream)
}
""")
    f = "src/okio/Pipe.kt"
    assert E(f"{f}::PipeTest.make", f"{f}::PipeTest.upstream") in edges
    assert E(f"{f}::PipeTest.make", f"{f}::PipeTest.sink") not in edges
    assert E(f"{f}::PipeTest.make", f"{f}::Pipe.source") not in edges


def test_kotlin_object_expression_body_sees_its_base_members(tmp_path):
    """`object : DataProcessor() { override fun process() = source.size }` (okio's Deflater): the members of the
    type an object expression extends are in scope in its body, as in a class's (`source` had linked to another
    source set's extension function `InputStream.source`); its methods are no members of the class around it."""
    edges = edges_of(tmp_path, """
// --- path: src/okio/DataProcessor.kt ---
package okio

abstract class DataProcessor {
  var source: ByteArray = ByteArray(0)
  abstract fun process(): Boolean
}
// --- path: src/okio/Jvm.kt ---
package okio

fun String.source(): Int = 0
// --- path: src/okio/Deflater.kt ---
package okio

class Deflater {
  val dataProcessor: DataProcessor = object : DataProcessor() {
    override fun process(): Boolean = source.size > 0
  }
  fun process(): Boolean = false
}
""")
    d = "src/okio/Deflater.kt"
    assert E(f"{d}::Deflater.dataProcessor", "src/okio/DataProcessor.kt::DataProcessor.source") in edges
    assert E(f"{d}::Deflater.dataProcessor", "src/okio/Jvm.kt::String.source") not in edges
    assert not any(e[:2] == (d, "Deflater.process") and e[2] == "src/okio/DataProcessor.kt" for e in edges)


def test_a_gradle_module_folder_named_as_a_package_is_no_package(tmp_path):
    """okio's Gradle module folder `okio/` holds only build.gradle.kts (a Kotlin script declaring no package) beside
    okio/src/commonMain/kotlin/okio/, the package okio: `import okio.Buffer` from okio.internal is the class of
    the folder whose files declare package okio, not the module folder (whose shorter key had won, leaving every
    import of okio's classes unresolved: okio +1,409 entity edges)."""
    edges = edges_of(tmp_path, """
// --- path: okio/build.gradle.kts ---
plugins { kotlin("multiplatform") }
// --- path: okio/src/commonMain/kotlin/okio/Buffer.kt ---
package okio

class Buffer {
  fun size(): Long = 0L
}
// --- path: okio/src/commonMain/kotlin/okio/internal/Use.kt ---
package okio.internal

import okio.Buffer

fun use(b: Buffer): Long = b.size()
""")
    assert E("okio/src/commonMain/kotlin/okio/internal/Use.kt::use",
             "okio/src/commonMain/kotlin/okio/Buffer.kt::Buffer.size") in edges


def test_kotlin_extension_functions_are_members_of_their_receiver_type(tmp_path):
    """`fun Buffer.readLine()` in okio.internal (LanguageSpec.extension_functions: qualified "Buffer.readLine" by its
    receiver) is a member of okio's Buffer: `b.readLine()` on a Buffer is it, and in its body Buffer's members are
    in scope (`size()`, its implicit `this`). An extension of a type the repository does not declare (Gradle's
    `fun Project.configureJs()`) is still a top-level function of its file: a bare `configureJs()` is it."""
    edges = edges_of(tmp_path, """
// --- path: okio/src/okio/Buffer.kt ---
package okio

class Buffer {
  fun size(): Long = 0L
}
// --- path: okio/src/okio/internal/Ext.kt ---
package okio.internal

import okio.Buffer

fun Buffer.readLine(n: Long): String {
  return size().toString()
}

fun use(b: Buffer): String = b.readLine(1L)
// --- path: build-support/src/main/kotlin/platforms.kt ---
import org.gradle.api.Project

fun Project.configureJs() {}

fun Project.configureAll() {
  configureJs()
}
""")
    ext = "okio/src/okio/internal/Ext.kt::Buffer.readLine"
    assert E(ext, "okio/src/okio/Buffer.kt::Buffer.size") in edges
    assert E("okio/src/okio/internal/Ext.kt::use", ext) in edges
    assert E("build-support/src/main/kotlin/platforms.kt::Project.configureAll",
             "build-support/src/main/kotlin/platforms.kt::Project.configureJs") in edges


def test_kotlin_catch_lambda_scope_function_and_smart_cast_locals(tmp_path):
    """`catch (e: Oops)` types e; a lambda's parameters bind their names, the first one passed to an element callback
    (`items.map { y -> .. }`) an element of the receiver, to a scope function (`handle.use { h -> .. }`) the receiver
    itself; `if (x is Special)` and `when (x) { is Special -> .. }` smart-cast x inside. A lambda parameter named like
    an extension function (`{ source -> source.read() }`) is no longer that function."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/A.kt ---
package a

open class Item { open fun a() {} }
class Special : Item() { fun s() {} }
class Oops : Exception() { fun info() {} }
class Handle { fun read(): Int = 0 }
fun Item.source(): Handle = Handle()

class A(val items: List<Item>, val handle: Handle) {
  fun caught() { try { } catch (e: Oops) { e.info() } }
  fun smart(x: Item) { if (x is Special) { x.s() } }
  fun whenIs(x: Item) { when (x) { is Special -> x.s() else -> {} } }
  fun lam() { items.map { y -> y.a() } }
  fun scoped() { handle.let { source -> source.read() } }
}
""")
    a = "src/main/kotlin/a/A.kt::A"
    assert E(f"{a}.caught", "src/main/kotlin/a/A.kt::Oops.info") in edges
    for method in ("smart", "whenIs"):
        assert E(f"{a}.{method}", "src/main/kotlin/a/A.kt::Special.s") in edges, method
    assert E(f"{a}.lam", "src/main/kotlin/a/A.kt::Item.a") in edges
    assert E(f"{a}.scoped", "src/main/kotlin/a/A.kt::Handle.read") in edges
    assert E(f"{a}.scoped", "src/main/kotlin/a/A.kt::Item.source") not in edges


def test_kotlin_implicit_it_of_element_callbacks_and_scope_functions(tmp_path):
    """okio's `segments.forEach { it.flush() }`, `source.use { it.read() }`: a parameter-less lambda passed to an
    element callback has an implicit `it`, an element of the receiver; passed to a scope function (use, let, also),
    the receiver. `run { .. }` takes no parameter: an `it` inside it is the enclosing lambda's."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/A.kt ---
package a

class Item { fun a() {} }
class Handle { fun read(): Int = 0 }

class A(val items: List<Item>, val handle: Handle) {
  fun each() { items.forEach { it.a() } }
  fun scoped() { handle.use { it.read() } }
  fun nested() { items.map { run { it.a() } } }
}
""")
    a = "src/main/kotlin/a/A.kt::A"
    assert E(f"{a}.each", "src/main/kotlin/a/A.kt::Item.a") in edges
    assert E(f"{a}.scoped", "src/main/kotlin/a/A.kt::Handle.read") in edges
    assert E(f"{a}.nested", "src/main/kotlin/a/A.kt::Item.a") in edges


def test_kotlin_companion_member_imports_and_extensions_called_on_literals(tmp_path):
    """okio's `import okio.Path.Companion.toPath` binds the companion object's `fun String.toPath()` (a companion's
    members are its class's), and `"/".toPath()` calls it: a literal's type has no member of the repository, so the
    call is the String extension its name is bound to, and a local holding its result is a Path. A literal's call of
    a name bound to no String extension stays unresolved."""
    edges = edges_of(tmp_path, """
// --- path: okio/src/commonMain/kotlin/okio/Path.kt ---
package okio

class Path internal constructor(val s: String) {
  fun name(): String = s
  companion object {
    fun String.toPath(normalize: Boolean = false): Path = Path(this)
    fun Int.other(): Path = Path("")
  }
}
// --- path: okio/src/commonTest/kotlin/okio/PathTest.kt ---
package okio.test

import okio.Path.Companion.other
import okio.Path.Companion.toPath

class PathTest {
  fun bare() { toPath("x") }
  fun literal() { "/a".toPath() }
  fun wrongType() { "/a".other() }
  fun local() { val p = "/a".toPath(); p.name() }
}
""")
    test, path = "okio/src/commonTest/kotlin/okio/PathTest.kt::PathTest", "okio/src/commonMain/kotlin/okio/Path.kt"
    assert E(f"{test}.bare", f"{path}::Path.toPath") in edges
    assert E(f"{test}.literal", f"{path}::Path.toPath") in edges
    assert E(f"{test}.wrongType", f"{path}::Path.other") not in edges
    assert E(f"{test}.local", f"{path}::Path.name") in edges   # a local holding the call's result


def test_kotlin_a_runtime_member_of_a_literal_is_global(tmp_path):
    """`"a".repeat(3)` (the runtime's String.repeat; the repository's own `fun Char.repeat` is no String's) and
    `'a'.code` are members of the runtime's String and Char that no extension of the repository gives: "global", not
    "unknown" though the repository defines the names; a longer receiver (`'a'.code.toByte()`) stays "unknown"."""
    reasons = reasons_of(tmp_path, """
// --- path: src/Util.kt ---
package okio

fun Char.repeat(count: Int): String = ""
val code = 1

fun f() {
  val a = "a".repeat(3)
  val b = 'a'.code
  val d = 'a'.code.toByte()
}
fun toByte() = 1
""")
    assert reasons[("src/Util.kt", "repeat", '"a"')] == "global"
    assert reasons[("src/Util.kt", "code", "'a'")] == "global"
    assert reasons[("src/Util.kt", "toByte", "'a'.code")] == "unknown"


def test_kotlin_a_source_root_s_folders_name_no_package(tmp_path):
    """okio's build-support/src/main/kotlin/ holds files of no package: its folders (`java` is among the source
    roots' path, normalised to src/main/java/) are no package, so `import java.io.IOException` beside okio's own
    `expect open class IOException` is the JDK's ("external"), not a member `io.IOException` of a package `java`
    that has none ("unknown")."""
    reasons = reasons_of(tmp_path, """
// --- path: okio/src/commonMain/kotlin/okio/CommonPlatform.kt ---
package okio

expect open class IOException(message: String?, cause: Throwable?) : Exception
// --- path: okio-assetfilesystem/src/main/kotlin/okio/assetfilesystem/AssetFileSystem.kt ---
package okio.assetfilesystem

import java.io.IOException
import okio.Path

class AssetFileSystem {
  fun listOrNull(dir: Path): List<Path>? {
    return try {
      null
    } catch (_: IOException) {
      null
    }
  }
}
// --- path: build-support/src/main/kotlin/platforms.kt ---
fun platform(): String = "jvm"
""")
    site = ("okio-assetfilesystem/src/main/kotlin/okio/assetfilesystem/AssetFileSystem.kt", "IOException", "")
    assert reasons[site] == "external"


def test_kotlin_a_local_assigned_a_call_of_its_own_name_calls_a_function_not_a_property(tmp_path):
    """`val socket = socket(0, 0)` in a method: the class's method `socket` where it has one, else the function
    around the class; never the class's property `socket` (not callable), which the class scope binds first."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/okio/Net.kt ---
package okio

class Socket

fun socket(a: Int, b: Int): Socket = Socket()

class C {
  val socket: Socket? = null
  fun f() {
    val socket = socket(0, 0)
  }
}

class T {
  fun socket(a: Int): Socket = Socket()
  fun g() {
    val socket = socket(1)
  }
}
""")
    net = "src/main/kotlin/okio/Net.kt::"
    assert E(net + "C.f", net + "socket") in edges
    assert E(net + "C.f", net + "C.socket") not in edges
    assert E(net + "T.g", net + "T.socket") in edges


def test_kotlin_an_object_as_a_value_and_extensions_of_a_bounded_type_parameter(tmp_path):
    """`val tbl = Misc` of `object Misc : Table()` holds the object (LanguageSpec.singleton_classes): `tbl.d` is its
    property; `fun <T : Table> T.insert(..)` (or `where T : Table`) is an extension of the bound, Table, so
    `tbl.insert {..}` and `Misc.insert {..}` call it, and `FieldSet.selectAll` reaches Table's subclasses (Exposed's
    tests, +1,856 entity edges). A class's name alone is still no instance (`val k = Plain; k.f()` links nothing)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Q.kt ---
package a

interface FieldSet
abstract class ColumnSet : FieldSet
open class Table : ColumnSet() {
  fun date(n: String): Int = 1
}
class Query(val s: FieldSet) { fun single(): Int = 1 }

fun FieldSet.selectAll(): Query = Query(this)
fun <T : Table> T.insert(body: T.() -> Unit): Int = 1
fun <T> T.update(body: T.() -> Unit): Int where T : Table = 1
fun <T> T.anything(): Int = 1
// --- path: src/main/kotlin/b/U.kt ---
package b

import a.Table
import a.selectAll
import a.insert
import a.update
import a.anything

object Misc : Table() {
  val d = date("d")
}

class Plain {
  fun f(): Int = 1
}

class Tests {
  fun one() {
    val tbl = Misc
    tbl.selectAll().single()
    tbl.insert { }
    tbl.d
  }
  fun two() {
    Misc.insert { }
    Misc.update { }
  }
  fun three() {
    val k = Plain
    k.f()
  }
}
""")
    q, u = "src/main/kotlin/a/Q.kt::", "src/main/kotlin/b/U.kt::"
    assert E(u + "Tests.one", q + "FieldSet.selectAll") in edges
    assert E(u + "Tests.one", q + "Query.single") in edges
    assert E(u + "Tests.one", q + "T.insert") in edges
    assert E(u + "Tests.one", u + "Misc.d") in edges
    assert E(u + "Tests.two", q + "T.insert") in edges
    assert E(u + "Tests.two", q + "T.update") in edges
    assert E(u + "Tests.three", u + "Plain.f") not in edges


def test_kotlin_a_class_delegating_its_last_supertype_keeps_its_body(tmp_path):
    """`open class JdbcTransaction(..) : Transaction(), TxInterface by impl {`: the pinned grammar reads the body as
    a lambda passed to `impl` (its members a lambda's locals); kotlin/source.py blanks `by impl` where it ends the
    header (an object and an object expression too), so the override is the class's member and `transaction {
    addLogger() }` calls it (Exposed: 2 fewer files with syntax errors, +1,069 / -377 entity edges, the -377 moved to
    the overrides). A delegated property's lambda (`val x by lazy { .. }`) stays a lambda."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Tx.kt ---
package a

interface TxInterface {
  fun commit()
}

open class Transaction {
  open fun addLogger(): Int = 1
}

open class JdbcTransaction(
  private val impl: TxInterface
) : Transaction(), TxInterface by impl {
  val cached by lazy { compute() }
  fun compute(): Int = 2
  final override fun addLogger(): Int = 3
}

object Single : TxInterface by Impl() {
  fun only(): Int = 4
}

class Impl : TxInterface {
  override fun commit() {}
}

fun <T> transaction(statement: JdbcTransaction.() -> T): T = TODO()

fun wrap(t: TxInterface): Int {
  val o = object : TxInterface by t {
    fun extra(): Int = 5
  }
  return o.extra()
}
// --- path: src/main/kotlin/b/App.kt ---
package b

import a.transaction
import a.Single

fun main() {
  transaction {
    addLogger()
  }
  Single.only()
}
""")
    tx, app = "src/main/kotlin/a/Tx.kt::", "src/main/kotlin/b/App.kt::"
    assert E(app + "main", tx + "JdbcTransaction.addLogger") in edges
    assert E(app + "main", tx + "Transaction.addLogger") not in edges
    assert E(app + "main", tx + "Single.only") in edges
    assert E(tx + "JdbcTransaction.cached", tx + "JdbcTransaction.compute") in edges


def test_kotlin_member_extensions_in_scope_extend_their_receiver_type(tmp_path):
    """A member extension (`fun <T> Column<T>.nullable()` in Table, `infix fun <T> Column<T>.eq(t: T)` of a DSL
    receiver, `private fun D.Sales.check()` in a test class) is what `x.name()` calls where x's type has no member
    of the name and the scopes around the site bind the name to it: Exposed +909 entity edges (`integer("id")
    .nullable()` in its tables). Not where the receiver is another type (`other.nullable()` links nothing)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Table.kt ---
package a

class Column<T>
class Other

open class Table {
  fun integer(name: String): Column<Int> = Column()
  fun <T : Any> Column<T>.nullable(): Column<T?> = Column()
}

interface Builder {
  infix fun <T> Column<T>.eq(t: T): Int = 1
}
object SqlBuilder : Builder

fun where(body: SqlBuilder.() -> Int): Int = 1

object D {
  object Sales : Table()
}
// --- path: src/main/kotlin/b/Users.kt ---
package b

import a.Table
import a.Column
import a.Other
import a.D
import a.where

object Users : Table() {
  val id = integer("id").nullable()
  fun odd(other: Other) = other.nullable()
}

class W {
  fun t() {
    val sales = D.Sales
    sales.check(1)
  }
  fun u(c: Column<Int>) {
    where { c eq 2 }
  }
  private fun <T> D.Sales.check(x: T): Int = 1
}
""")
    t, u = "src/main/kotlin/a/Table.kt::", "src/main/kotlin/b/Users.kt::"
    assert E(u + "Users.id", t + "Table.nullable") in edges
    assert E(u + "Users.odd", t + "Table.nullable") not in edges
    assert E(u + "W.t", u + "W.check") in edges
    assert E(u + "W.u", t + "Builder.eq") in edges


def test_kotlin_infix_calls_and_extensions_of_runtime_typed_locals(tmp_path):
    """`Users.id eq 1` is a call of `eq` on `Users.id` (an infix call was no site at all: Exposed +901 entity edges,
    `ExpressionWithColumnType.eq`, `Table.innerJoin`); `b and 0xff` of a `b: Byte` is the repository's `infix fun
    Byte.and(..)` where the name is bound to it, and `n shr 4` of an `n: Int` that no extension gives is the
    runtime's ("global"), as `m and 0xff` of an `m: Int` is beside an `infix fun Int.and(other: Long)`: Int's own
    member wins."""
    edges = edges_of(tmp_path / "r1", """
// --- path: src/main/kotlin/a/Ops.kt ---
package a

class Column<T>
infix fun <T> Column<T>.eq(t: T): Int = 1
internal infix fun Byte.and(other: Int): Int = 1

object Users {
  val id = Column<Int>()
}
// --- path: src/main/kotlin/b/Use.kt ---
package b

import a.Users
import a.eq
import a.and

fun f(b: Byte, n: Int): Int {
  val x = Users.id eq 1
  val y = b and 0xff
  return n shr 4
}
""")
    ops, use = "src/main/kotlin/a/Ops.kt::", "src/main/kotlin/b/Use.kt::"
    assert E(use + "f", ops + "Column.eq") in edges
    assert E(use + "f", ops + "Byte.and") in edges
    reasons = reasons_of(tmp_path / "r2", """
// --- path: src/main/kotlin/b/Use.kt ---
package b

infix fun Byte.shr(other: Int): Int = 1
internal infix fun Int.and(other: Long): Long = 1

fun f(n: Int): Int = n shr 4
fun g(m: Int): Int = m and 0xff
""")
    assert reasons[("src/main/kotlin/b/Use.kt", "shr", "n")] == "global"
    # the runtime's member wins over an extension of the name (LanguageSpec.runtime_members)
    assert reasons[("src/main/kotlin/b/Use.kt", "and", "m")] == "global"


def test_kotlin_an_extension_of_a_runtime_type_is_that_type_s_exactly(tmp_path):
    """`y.toHex()` of a `y: Byte` with `fun UByte.toHex()` and `fun Byte.toHex()` both imported: Byte's (the receiver
    compared whole: `UByte.toHex` contains `Byte.toHex`), whichever overload the import binds first; a
    `class Foo // backed by an object pool` is no singleton (its companion is its value)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/q/Ext.kt ---
package q

fun UByte.toHex(): String = ""
fun Byte.toHex(): String = ""
fun UInt.hi(): Int = 0
fun Int.hi(): Int = 1
// --- path: src/main/kotlin/p/A.kt ---
package p

import q.toHex
import q.hi

class Foo // backed by an object pool
{
  fun go(): Int = 1
  companion object {}
}

fun k(x: Byte, n: Int) {
  val y: Byte = x
  val m: Int = n
  y.toHex()
  m.hi()
}

fun z() {
  val f = Foo
  f.go()
}
""")
    ext, a = "src/main/kotlin/q/Ext.kt::", "src/main/kotlin/p/A.kt::"
    assert E(a + "k", ext + "Byte.toHex") in edges
    assert E(a + "k", ext + "UByte.toHex") not in edges
    assert E(a + "k", ext + "Int.hi") in edges
    assert E(a + "k", ext + "UInt.hi") not in edges
    assert E(a + "z", a + "Foo.go") not in edges


def test_kotlin_a_runtime_builders_lambda_receives_the_runtime_type(tmp_path):
    """`buildString { append("x") }` in a class with its own `append`: the lambda's receiver, the runtime's
    StringBuilder, comes before the class's members (LanguageSpec.runtime_receivers / runtime_members): no edge to
    Q.append, the site "global" (Exposed: 504 "unknown" sites become "global"); a name StringBuilder lacks still
    reaches the class."""
    snap = snapshot_of(tmp_path, """
// --- path: src/main/kotlin/a/Q.kt ---
package a

class Q {
  fun append(s: String): Q = this
  fun other(): String = ""
  fun f(): String = buildString {
    append("x")
    other()
  }
  fun g(): List<Int> = buildList {
    add(1)
  }
  fun add(i: Int) {}
}
""")
    edges = set(entity_edges(snap))
    q = "src/main/kotlin/a/Q.kt::"
    assert E(q + "Q.f", q + "Q.append") not in edges
    assert E(q + "Q.g", q + "Q.add") not in edges
    assert E(q + "Q.f", q + "Q.other") in edges
    reasons = {(u[0], u[2], u[3]): u[6] for u in snap.unresolved}
    assert reasons[("src/main/kotlin/a/Q.kt", "append", "")] == "global"


def test_kotlin_of_same_named_extensions_in_two_packages_the_imported_one(tmp_path):
    """Exposed's `org.jetbrains.exposed.v1.jdbc.insert` and `..r2dbc.insert` both extend Table: a file importing the
    r2dbc one calls it (the owner index keeps one extension per type and name, the first path's: the jdbc one had
    taken 1,265 calls of the r2dbc tests); a file importing the jdbc one keeps it."""
    edges = edges_of(tmp_path, """
// --- path: core/src/main/kotlin/x/core/Table.kt ---
package x.core

open class Table
// --- path: jdbc/src/main/kotlin/x/jdbc/Queries.kt ---
package x.jdbc

import x.core.Table

fun <T : Table> T.insert(): Int = 1
// --- path: r2dbc/src/main/kotlin/x/r2dbc/Queries.kt ---
package x.r2dbc

import x.core.Table

suspend fun <T : Table> T.insert(): Int = 2
// --- path: r2dbc-tests/src/test/kotlin/x/t/R.kt ---
package x.t

import x.core.Table
import x.r2dbc.insert

object Users : Table()

suspend fun r() { Users.insert() }
// --- path: jdbc-tests/src/test/kotlin/x/u/J.kt ---
package x.u

import x.core.Table
import x.jdbc.insert

object Cities : Table()

fun j() { Cities.insert() }
""")
    jdbc = "jdbc/src/main/kotlin/x/jdbc/Queries.kt::T.insert"
    r2dbc = "r2dbc/src/main/kotlin/x/r2dbc/Queries.kt::T.insert"
    assert E("r2dbc-tests/src/test/kotlin/x/t/R.kt::r", r2dbc) in edges
    assert E("r2dbc-tests/src/test/kotlin/x/t/R.kt::r", jdbc) not in edges
    assert E("jdbc-tests/src/test/kotlin/x/u/J.kt::j", jdbc) in edges


def test_kotlin_type_parameters_are_their_scope_s_names_typed_by_their_bound(tmp_path):
    """`class Repo<out E : Entity>` and `fun <Key : Comparable<Key>> f()` declare type parameters (kotlin/tags.scm,
    as Java's): `E` in the class is the parameter, never a class named E elsewhere (moshi's tests, Exposed's `Key`:
    false edges gone), and a value typed E has its bound's members (`e.id`: Entity's; Exposed +184 entity edges)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Entity.kt ---
package a

open class Entity {
  val id: Int = 0
}
class E
class Key

abstract class Repo<out E : Entity> {
  abstract fun first(): E
  fun firstId(): Int = first().id
}

fun <Key : Comparable<Key>> largest(a: Key, b: Key): Key = if (a > b) a else b
""")
    p = "src/main/kotlin/a/Entity.kt::"
    assert E(p + "Repo.firstId", p + "Entity.id") in edges
    assert E(p + "Repo.first", p + "E") not in edges
    assert E(p + "largest", p + "Key") not in edges


def test_kotlin_a_not_null_assertion_or_an_elvis_holds_the_left_operand(tmp_path):
    """`val s = head ?: return -1`, `val t = source.head!!`: the local holds what `head` holds (Kotlin's
    transparent_values: elvis_expression, postfix_expression), so `s.pos` is Segment's (okio +112 entity edges);
    `val b = x as Buffer` holds a Buffer (cast_values: Exposed +203, okio +34 / -1 false)."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Buffer.kt ---
package a

class Segment {
  var pos = 0
  var limit = 0
}

class Buffer {
  var head: Segment? = null
}

fun Buffer.readable(): Int {
  val s = head ?: return -1
  return s.limit
}

fun copy(source: Buffer): Int {
  val t = source.head!!
  return t.pos
}

fun cast(x: Any): Int {
  val b = x as Buffer
  val seg = x as? Segment
  return seg?.pos ?: b.head!!.limit
}
""")
    p = "src/main/kotlin/a/Buffer.kt::"
    assert E(p + "Buffer.readable", p + "Segment.limit") in edges   # (an extension in its type's file: a member)
    assert E(p + "copy", p + "Segment.pos") in edges
    assert E(p + "cast", p + "Buffer.head") in edges   # `x as Buffer` (cast_values): a Buffer
    assert E(p + "cast", p + "Segment.pos") in edges


def test_kotlin_a_number_literal_is_the_runtime_s_int(tmp_path):
    """`0x1234.reverseBytes()` calls the repository's `fun Int.reverseBytes()`; `7.toShort().reverseBytes()` does not
    (what `toShort()` gives is no Int: the Short overload is not known); `0xff.toByte()` and `1L shl 3` are the
    runtime's ("global"; okio: 397 "unknown" sites fewer)."""
    snap = snapshot_of(tmp_path, """
// --- path: src/main/kotlin/a/Util.kt ---
package a

internal fun Int.reverseBytes(): Int = 0
internal fun Short.reverseBytes(): Short = 0

fun f(): Int {
  val a = 0x1234.reverseBytes()
  val b = 7.toShort().reverseBytes()
  val c = 0xff.toByte()
  return (1L shl 3).toInt()
}
""")
    edges = set(entity_edges(snap))
    u = "src/main/kotlin/a/Util.kt::"
    assert E(u + "f", u + "Int.reverseBytes") in edges
    sites = [(s[2], s[3]) for s in snap.unresolved]
    assert ("reverseBytes", "7.toShort()") in sites   # (not Int's)
    reasons = {(s[2], s[3]): s[6] for s in snap.unresolved}
    assert reasons[("toByte", "0xff")] == "global"
    assert reasons[("shl", "1L")] == "global"


def test_review_fixes_number_literal_types_bounded_extensions_and_method_references(tmp_path):
    """A review's findings: `5L.kb()` is Long's and `1.5.kb()` Double's extension, not Int's (link._number_type);
    of same-named extensions in two packages, the imported one only where it extends the same type (`fun <T : Query>
    T.describe()` of the file's own package is no Table's: a's `T.describe` is called); Java's method reference
    `applyBi(el::attr)` records no arity of the call around it (it had picked Base.attr(String) by applyBi's one
    argument)."""
    edges = edges_of(tmp_path / "kt", """
// --- path: src/main/kotlin/u/Units.kt ---
package u

fun Int.kb(): Int = 1
fun Long.kb(): Long = 2
fun Double.kb(): Double = 3.0
// --- path: src/main/kotlin/m/Main.kt ---
package m

import u.kb

fun a() = 5L.kb()
fun b() = 1.5.kb()
fun c() = 7.kb()
// --- path: src/main/kotlin/a/Table.kt ---
package a

open class Table { fun name(): String = "t" }
open class Query { fun sql(): String = "q" }

fun <T : Table> T.describe(): String = name()
// --- path: src/main/kotlin/b/Q.kt ---
package b

import a.Query

fun <T : Query> T.describe(): String = sql()
// --- path: src/main/kotlin/b/Use.kt ---
package b

import a.*

class Use {
  fun run(t: Table): String = t.describe()
}
""")
    units = "src/main/kotlin/u/Units.kt::"
    assert E("src/main/kotlin/m/Main.kt::a", units + "Long.kb") in edges
    assert E("src/main/kotlin/m/Main.kt::b", units + "Double.kb") in edges
    assert E("src/main/kotlin/m/Main.kt::c", units + "Int.kb") in edges
    assert E("src/main/kotlin/m/Main.kt::a", units + "Int.kb") not in edges
    assert E("src/main/kotlin/b/Use.kt::Use.run", "src/main/kotlin/a/Table.kt::T.describe") in edges
    assert E("src/main/kotlin/b/Use.kt::Use.run", "src/main/kotlin/b/Q.kt::T.describe") not in edges
    java = edges_of(tmp_path / "java", """
// --- path: src/main/java/Base.java ---
class Base { String attr(String k) { return k; } }
// --- path: src/main/java/El.java ---
class El extends Base { String attr(String k, String v) { return v; } }
// --- path: src/main/java/Use.java ---
import java.util.function.BiFunction;
class Use {
    static String applyBi(BiFunction<String, String, String> f) { return f.apply("k", "v"); }
    String run(El el) { return applyBi(el::attr); }
}
""")
    assert E("src/main/java/Use.java::Use.run", "src/main/java/El.java::El.attr") in java
    assert E("src/main/java/Use.java::Use.run", "src/main/java/Base.java::Base.attr") not in java


def test_kotlin_a_cast_receiver_has_the_cast_type_s_members(tmp_path):
    """`(Buffer() as Sink).buffer()` is Sink's `buffer` (okio's extension), not Buffer's member (LanguageSpec.
    cast_pattern: okio +130 / -4 entity edges, the 4 lost false); `(x as? Segment)?.pos` reads Segment's."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/okio/Sink.kt ---
package okio

interface Sink
class BufferedSink
class Buffer : Sink {
  fun buffer(): Buffer = this
}
class Segment { var pos = 0 }

fun Sink.buffer(): BufferedSink = BufferedSink()

fun open(): BufferedSink = (Buffer() as Sink).buffer()
fun position(x: Any): Int = (x as? Segment)?.pos ?: 0
""")
    p = "src/main/kotlin/okio/Sink.kt::"
    assert E(p + "open", p + "Sink.buffer") in edges
    assert E(p + "open", p + "Buffer.buffer") not in edges
    assert E(p + "position", p + "Segment.pos") in edges


def test_kotlin_a_call_names_a_method_not_a_property(tmp_path):
    """`query.count()` of a class with a `protected var count: Boolean` and a base's `fun count()`: the base's method
    (a hand-check found the property linked); `val char = char("c")` in a Table subclass calls Table's `char()`,
    not the property being declared (LanguageSpec.calls_skip_fields, as Java's); a property holding a function is
    still what a call of its name reaches where no method has the name."""
    edges = edges_of(tmp_path, """
// --- path: src/main/kotlin/a/Query.kt ---
package a

interface SizedIterable {
  fun count(): Long
}

abstract class AbstractQuery : SizedIterable {
  protected var count: Boolean = false
}

open class Table {
  fun char(name: String): Int = 1
}

object Tester : Table() {
  val char = char("c")
}

class Handlers {
  val onClick: () -> Unit = {}
  fun fire() = onClick()
}

fun total(q: AbstractQuery): Long = q.count()
""")
    p = "src/main/kotlin/a/Query.kt::"
    assert E(p + "total", p + "SizedIterable.count") in edges
    assert E(p + "total", p + "AbstractQuery.count") not in edges
    assert E(p + "Tester.char", p + "Table.char") in edges
    assert E(p + "Handlers.fire", p + "Handlers.onClick") in edges
