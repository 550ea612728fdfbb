"""C# resolution, one behaviour per test (inline multi-file cases): namespaces as packages, `using` imports."""
from __future__ import annotations

from test_resolution_inline import E, edges_of, reasons_of

from fastindex.pipeline import IndexOptions, index
from fastindex.reduce.link import Linker

FILES = {
    # block-scoped, a nested namespace after it (the first declaration is the file's)
    "Store/Repo.cs": "// namespace Old.Name (a comment)\nusing System;\n\nnamespace Acme.Store {\n"
                     "  public class Repo { public Item Find(int id) { return new Item(); } }\n"
                     "  namespace Inner { class Hidden {} }\n}\n",
    # file-scoped
    "Store/Item.cs": "namespace Acme.Store;\n\npublic class Item { public void Touch() {} }\n",
    # a namespace that is not the folder's
    "Lib/Util/Strings.cs": "namespace Acme.Text\n{\n  public static class Strings {\n"
                           "    public static string Slug(string s) { return s; }\n  }\n}\n",
    # the global namespace, whose types every namespace sees
    "Globals.cs": "public static class Log { public static void Info(string m) {} }\n",
    "App/Program.cs": "using Acme.Store;\nusing S = Acme.Text.Strings;\n\nnamespace Acme.App {\n"
                      "  class Program {\n    static void Main() {\n      var r = new Repo();\n"
                      "      r.Find(1).Touch();\n      S.Slug(\"x\");\n      Log.Info(\"m\");\n    }\n  }\n}\n",
}


def test_csharp_files_of_a_namespace_form_one_package_whatever_their_form_and_folder(tmp_path):
    edges = edges_of(tmp_path, "".join(f"// --- path: {p} ---\n{t}" for p, t in FILES.items()))
    main = "App/Program.cs::Program.Main"
    assert E(main, "Store/Repo.cs::Repo") in edges
    assert E(main, "Store/Repo.cs::Repo.Find") in edges
    assert E(main, "Store/Item.cs::Item.Touch") in edges
    assert E(main, "Lib/Util/Strings.cs::Strings.Slug") in edges
    assert E("Store/Repo.cs::Repo.Find", "Store/Item.cs::Item") in edges   # same namespace, no `using`
    assert E(main, "Globals.cs::Log.Info") in edges                        # the global namespace


def test_csharp_enclosing_namespaces_are_seen_before_usings(tmp_path):
    """Code in `namespace Acme.Store.Sql` sees the types of Acme.Store, then Acme, then the global namespace,
    without a `using`; an enclosing namespace's type wins over one a file-level `using` brings in (C# searches
    the namespace declarations outward before the compilation unit's using directives)."""
    edges = edges_of(tmp_path, """
// --- path: Core/Config.cs ---
namespace Acme { public class Config { public int Size() { return 1; } } }
// --- path: Store/Cache.cs ---
namespace Acme.Store { public class Cache { public void Clear() {} } }
// --- path: Other/Cache.cs ---
namespace Other { public class Cache { public void Clear() {} } }
// --- path: Store/Sql/Writer.cs ---
using Other;
namespace Acme.Store.Sql {
  class Writer {
    void Write() { new Config().Size(); new Cache().Clear(); }
  }
}
""")
    assert E("Store/Sql/Writer.cs::Writer.Write", "Core/Config.cs::Config.Size") in edges
    assert E("Store/Sql/Writer.cs::Writer.Write", "Store/Cache.cs::Cache.Clear") in edges
    assert E("Store/Sql/Writer.cs::Writer.Write", "Other/Cache.cs::Cache.Clear") not in edges


def test_csharp_the_reduce_reads_namespaces_from_the_tables(tmp_path):
    """A file's namespace comes from the map's table (FileTable.package: its first namespace declaration, block or
    file-scoped), not from the file: linked again once the sources are gone (a Ray cluster's driver, an incremental
    run's kept files), the edges are the same."""
    repo = tmp_path / "repo"
    for path, text in FILES.items():
        (repo / path).parent.mkdir(parents=True, exist_ok=True)
        (repo / path).write_text(text)
    result = index(str(repo), IndexOptions(backend="inprocess", progress=False))
    by_path = {t.path: t for t in result.tables}
    assert {p: t.package for p, t in by_path.items()} == {
        "Store/Repo.cs": "Acme.Store", "Store/Item.cs": "Acme.Store", "Lib/Util/Strings.cs": "Acme.Text",
        "Globals.cs": "", "App/Program.cs": "Acme.App"}

    def named(edges) -> set:
        def node(n):
            return n[1] + "::" + by_path[n[1]].definitions[n[2]].qualname if n[0] == "def" else str(n)
        return {(node(e[0]), node(e[1]), e[2]) for e in edges}
    linked = named(Linker(str(repo), result.tables, result.configs).link().edges)
    assert ("App/Program.cs::Program.Main", "Store/Item.cs::Item.Touch", "calls") in linked
    assert ("App/Program.cs::Program.Main", "Lib/Util/Strings.cs::Strings.Slug", "calls") in linked
    for path in FILES:
        (repo / path).unlink()
    assert named(Linker(str(repo), result.tables, result.configs).link().edges) == linked


def test_csharp_using_static_imports_the_members_of_a_type(tmp_path):
    """`using static A.B.C;` names a type, not a namespace: the file sees C's static members unqualified."""
    edges = edges_of(tmp_path, """
// --- path: Lib/Util.cs ---
namespace Acme.Lib {
  public static class Util { public static void Help() {} }
}
// --- path: App/Use.cs ---
using static Acme.Lib.Util;
namespace App { class Use { void Run() { Help(); } } }
""")
    assert E("App/Use.cs::Use.Run", "Lib/Util.cs::Util.Help") in edges


def test_csharp_using_alias_of_a_one_segment_namespace(tmp_path):
    """`using T = Tools;` names a one-segment namespace by an identifier, not a qualified_name."""
    edges = edges_of(tmp_path, """
// --- path: Tools/Clock.cs ---
namespace Tools { public static class Clock { public static void Tick() {} } }
// --- path: App/Use.cs ---
using T = Tools;
namespace App { class Use { void Run() { T.Clock.Tick(); } } }
""")
    assert E("App/Use.cs::Use.Run", "Tools/Clock.cs::Clock.Tick") in edges


def test_csharp_generic_method_called_on_a_receiver(tmp_path):
    """`Util.Get<int>()` / `u.Make<string>()`: the member's name is a generic_name, not an identifier."""
    edges = edges_of(tmp_path, """
// --- path: Lib/Util.cs ---
namespace Acme.Lib {
  public class Util { public static T Get<T>() { return default; } public T Make<T>() { return default; } }
}
// --- path: App/A.cs ---
using Acme.Lib;
namespace App { class A { void Run() { Util.Get<int>(); var u = new Util(); u.Make<string>(); } } }
""")
    assert E("App/A.cs::A.Run", "Lib/Util.cs::Util.Get") in edges
    assert E("App/A.cs::A.Run", "Lib/Util.cs::Util.Make") in edges


def test_csharp_a_partial_class_is_one_class_over_its_files(tmp_path):
    """`partial class JsonReader` declared in JsonReader.cs and JsonReader.Async.cs (Newtonsoft.Json) is one class
    (LanguageSpec.partial_types): a member one declaration lacks is the other's, from a caller, from inside the
    other part and on a subclass's instance. A class of the same name in another namespace is no part of it."""
    edges = edges_of(tmp_path, """
// --- path: Src/JsonReader.cs ---
namespace Acme.Json {
  public partial class JsonReader { public int TokenType; public bool Read() { return ReadAsync(); } }
}
// --- path: Src/JsonReader.Async.cs ---
namespace Acme.Json {
  public partial class JsonReader { public bool ReadAsync() { return TokenType > 0; } }
}
// --- path: Src/BsonReader.cs ---
namespace Acme.Json {
  public class BsonReader : JsonReader { }
}
// --- path: Other/JsonReader.cs ---
namespace Other {
  public class JsonReader { public void Skip() {} }
}
// --- path: App/Program.cs ---
using Acme.Json;
namespace App {
  class Program {
    static void Main() {
      var r = new BsonReader();
      r.ReadAsync();
      r.Read();
      r.Skip();
    }
  }
}
""")
    main = "App/Program.cs::Program.Main"
    assert E(main, "Src/JsonReader.Async.cs::JsonReader.ReadAsync") in edges
    assert E(main, "Src/JsonReader.cs::JsonReader.Read") in edges
    assert E("Src/JsonReader.cs::JsonReader.Read", "Src/JsonReader.Async.cs::JsonReader.ReadAsync") in edges
    assert E("Src/JsonReader.Async.cs::JsonReader.ReadAsync", "Src/JsonReader.cs::JsonReader.TokenType") in edges
    assert E(main, "Other/JsonReader.cs::JsonReader.Skip") not in edges


def test_csharp_preprocessor_conditionals_inside_an_expression_parse(tmp_path):
    """`#if NET6_0 .. #else .. #endif` inside an argument list or a collection initializer, which the grammar reads
    only between statements and members (Newtonsoft.Json: 42 files parsed with errors, their classes' members read
    as top-level methods): the `#else` branches and the directive lines are blanked (LanguageSpec.grammar_repairs),
    the `#if` branch kept: the file parses, and what follows keeps its class."""
    source = """
// --- path: Lib/Conv.cs ---
namespace Lib {
  public class Conv {
    public static int[] Values() {
      return new int[] {
        1,
#if NET6_0_OR_GREATER
        2,
#else
        3,
#endif
      };
    }
    public static void After() { Check(1,
#if DEBUG
      2
#else
      3
#endif
    ); }
    public static void Check(int a, int b) {}
  }
}
"""
    edges = edges_of(tmp_path, source)
    assert E("Lib/Conv.cs::Conv.After", "Lib/Conv.cs::Conv.Check") in edges
    snap_files = index(str(tmp_path / "repo"), IndexOptions(backend="inprocess", progress=False)).tables
    assert [t.parse_errors for t in snap_files] == [0]


def test_csharp_internal_types_are_seen_by_every_file(tmp_path):
    """`internal static class MiscellaneousUtils` is visible to the whole assembly (and to its tests through
    InternalsVisibleTo): a file `using` its namespace calls it. Only `private` hides a declaration; `internal`
    had been read as private, and Newtonsoft.Json's internal utilities (MiscellaneousUtils, ReflectionUtils, its
    JsonPath filters) were never linked."""
    edges = edges_of(tmp_path, """
// --- path: Src/Utilities/MiscellaneousUtils.cs ---
namespace Newtonsoft.Json.Utilities
{
    internal static class MiscellaneousUtils
    {
        internal const string TrimWarning = "x";
        public static int Make() { return 1; }
    }
}
// --- path: Src/Converters/BinaryConverter.cs ---
#if HAVE_LINQ || HAVE_ADO_NET
using System;
using Newtonsoft.Json.Utilities;

namespace Newtonsoft.Json.Converters
{
    [RequiresUnreferencedCode(MiscellaneousUtils.TrimWarning)]
    public class BinaryConverter
    {
        public int Read() { return MiscellaneousUtils.Make(); }
    }
}
#endif
""")
    assert E("Src/Converters/BinaryConverter.cs::BinaryConverter.Read",
             "Src/Utilities/MiscellaneousUtils.cs::MiscellaneousUtils.Make") in edges
    assert E("Src/Converters/BinaryConverter.cs::BinaryConverter",
             "Src/Utilities/MiscellaneousUtils.cs::MiscellaneousUtils.TrimWarning") in edges


def test_csharp_extension_methods_are_members_of_their_receiver_type(tmp_path):
    """`static bool IsNullOrEmpty(this JToken token)` in a static class (LanguageSpec.extension_receiver) is called
    as a member of JToken: `t.IsNullOrEmpty()` on a JToken and on a JObject deriving from it is the extension, as
    is the plain static call. An instance method wins over an extension method of its name, a base's too
    (`o.Next()`: JToken.Next), as the compiler looks extension methods up last; an extension of a type the
    repository does not declare (`this IEnumerable<JToken>`) attaches to nothing."""
    edges = edges_of(tmp_path, """
// --- path: Src/Linq/JToken.cs ---
namespace Newtonsoft.Json.Linq
{
    public class JToken
    {
        public string Path { get; }
        public JToken Next() { return null; }
    }
    public class JObject : JToken
    {
    }
}
// --- path: Src/Linq/Extensions.cs ---
using System.Collections.Generic;
namespace Newtonsoft.Json.Linq
{
    public static class Extensions
    {
        public static bool IsNullOrEmpty(this JToken token)
        {
            return token == null || token.Path == null;
        }
        public static JToken Next(this JObject o) { return null; }
        public static IEnumerable<T> Values<T>(this IEnumerable<JToken> source) { return null; }
    }
}
// --- path: Src/App/Use.cs ---
using Newtonsoft.Json.Linq;
namespace App
{
    public class Use
    {
        public bool Run(JToken t) { return t.IsNullOrEmpty(); }
        public bool Derived(JObject o) { return o.IsNullOrEmpty(); }
        public JToken Instance(JObject o) { return o.Next(); }
        public bool Static(JToken t) { return Extensions.IsNullOrEmpty(t); }
    }
}
""")
    ext = "Src/Linq/Extensions.cs::Extensions.IsNullOrEmpty"
    for caller in ("Run", "Derived", "Static"):
        assert E(f"Src/App/Use.cs::Use.{caller}", ext) in edges, caller
    assert E("Src/App/Use.cs::Use.Instance", "Src/Linq/JToken.cs::JToken.Next") in edges
    assert E("Src/App/Use.cs::Use.Instance", "Src/Linq/Extensions.cs::Extensions.Next") not in edges


def test_csharp_a_partial_class_has_the_bases_any_declaration_names(tmp_path):
    """`partial class JsonTextReader : JsonReader` in JsonTextReader.cs beside `partial class JsonTextReader` in
    JsonTextReader.Async.cs is one class deriving from JsonReader whichever declaration a lookup meets (`new
    JsonTextReader(..)` had found the Async one, without bases): `reader.TokenType` is JsonReader's, and inside the
    Async declaration an inherited property wins over a type of its name (`DateTimeZoneHandling`)."""
    edges = edges_of(tmp_path, """
// --- path: Src/Json/DateTimeZoneHandling.cs ---
namespace Newtonsoft.Json
{
    public enum DateTimeZoneHandling { Local }
}
// --- path: Src/Json/JsonReader.cs ---
namespace Newtonsoft.Json
{
    public abstract partial class JsonReader
    {
        public virtual JsonToken TokenType => JsonToken.None;
        public DateTimeZoneHandling DateTimeZoneHandling { get; set; }
        public abstract bool Read();
    }
}
// --- path: Src/Json/JsonTextReader.cs ---
namespace Newtonsoft.Json
{
    public partial class JsonTextReader : JsonReader
    {
        public override bool Read() { return true; }
    }
}
// --- path: Src/Json/JsonTextReader.Async.cs ---
namespace Newtonsoft.Json
{
    public partial class JsonTextReader
    {
        public object Zone() { return DateTimeZoneHandling; }
    }
}
// --- path: Src/Tests/Bench.cs ---
using Newtonsoft.Json;
namespace Newtonsoft.Json.Tests
{
    public class Bench
    {
        private bool Manual(string json)
        {
            JsonTextReader reader = new JsonTextReader();
            return reader.TokenType == JsonToken.PropertyName;
        }
    }
}
""")
    assert E("Src/Tests/Bench.cs::Bench.Manual", "Src/Json/JsonReader.cs::JsonReader.TokenType") in edges
    zone = "Src/Json/JsonTextReader.Async.cs::JsonTextReader.Zone"
    assert E(zone, "Src/Json/JsonReader.cs::JsonReader.DateTimeZoneHandling") in edges
    assert E(zone, "Src/Json/DateTimeZoneHandling.cs::DateTimeZoneHandling") not in edges


def test_csharp_lambda_and_foreach_var_elements(tmp_path):
    """A lambda's untyped first parameter passed to LINQ's or List<T>'s element callbacks (`Items.Select(x => ..)`,
    `Items.ForEach(i => ..)`, `Cases.Single((c) => ..)`) and `foreach (var it in Items)` hold an element of the
    receiver (csharp/tags.scm: the map's "elem:Items"); a lambda's untyped parameters bind their names, so `x` in
    `Items.Select(x => ..)` is no field `x` of the class; an explicitly typed foreach variable keeps its type."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
using System.Collections.Generic;
namespace N
{
    public class Item { public string Name; public string Label() { return Name; } }
    public class Other { public string Label() { return ""; } }
    public class A
    {
        public Item x;
        public List<Item> Items = new List<Item>();
        public IEnumerable<Item> Properties() { return Items; }
        public void Select() { var names = Items.Select(x => x.Label()); }
        public void Each() { Items.ForEach(i => i.Label()); }
        public void Single() { var one = Properties().Single((c) => c.Name == ""); }
        public void Loop() { foreach (var it in Items) { it.Label(); } }
        public void Typed() { foreach (Other o in Items) { o.Label(); } }
    }
}
""")
    for method in ("Select", "Each", "Loop"):
        assert E(f"Src/A.cs::A.{method}", "Src/A.cs::Item.Label") in edges, method
    assert E("Src/A.cs::A.Single", "Src/A.cs::Item.Name") in edges
    assert E("Src/A.cs::A.Select", "Src/A.cs::A.x") not in edges
    assert E("Src/A.cs::A.Typed", "Src/A.cs::Other.Label") in edges


def test_csharp_statement_and_pattern_locals(tmp_path):
    """Locals declared by `for (int i = 0; ..)`, `using (var s = new S())`, `o is Foo foo`, `case Foo g:`, `out Foo f`
    and `catch (JsonException ex)` bind their names with their types: `s.Go()`, `foo.Bar()`, `g.Bar()`, `f.Bar()`
    and `ex.Path` are the classes' members, and the loop's `i` is no field `i` of the class."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
namespace N
{
    public class Foo { public void Bar() {} }
    public class JsonException : System.Exception { public string Path; }
    public class S : System.IDisposable { public void Go() {} }
    public class A
    {
        public int i;
        public void Loop() { for (int i = 0; i < 3; i++) { Use(i); } }
        public void Using() { using (var s = new S()) { s.Go(); } }
        public void Is(object o) { if (o is Foo foo) { foo.Bar(); } }
        public void Case(object o) { switch (o) { case Foo g: g.Bar(); break; } }
        public void Out() { if (Find(out Foo f)) { f.Bar(); } }
        public void Catch() { try { } catch (JsonException ex) { var p = ex.Path; } }
        public void Use(int x) {}
        public bool Find(out Foo f) { f = null; return false; }
    }
}
""")
    assert E("Src/A.cs::A.Loop", "Src/A.cs::A.i") not in edges
    assert E("Src/A.cs::A.Using", "Src/A.cs::S.Go") in edges
    for method in ("Is", "Case", "Out"):
        assert E(f"Src/A.cs::A.{method}", "Src/A.cs::Foo.Bar") in edges, method
    assert E("Src/A.cs::A.Catch", "Src/A.cs::JsonException.Path") in edges


def test_csharp_base_class_library_names_are_globals(tmp_path):
    """The base class library's types named bare (`new List<int>()`, `Type`, `DateTime.Now`'s DateTime:
    LanguageSpec.builtin_names) where no scope or namespace binds them are the runtime's: "global" unresolved sites,
    not "unknown", though the repository has members of those names (a property `Type`, a method `List`); another
    name defined so stays unknown."""
    reasons = reasons_of(tmp_path, """
// --- path: Src/Model.cs ---
namespace N
{
    public class Model
    {
        public string Type { get; set; }
        public void List() {}
        public void Helper() {}
    }
}
// --- path: Src/Use.cs ---
using System;
using System.Collections.Generic;
namespace M
{
    public class Use
    {
        public object Run(Type t)
        {
            Helper();
            return new List<int>();
        }
    }
}
""")
    for name in ("Type", "List"):
        assert {r for (p, n, _), r in reasons.items() if p == "Src/Use.cs" and n == name} == {"global"}, name
    assert reasons[("Src/Use.cs", "Helper", "")] == "unknown"


def test_csharp_setter_value_is_the_property_type(tmp_path):
    """`value` in a property's setter (a block or `=>`) is of the property's type: `value.Go()` is the type's member
    (Newtonsoft's 370 `value` sites had been unbound names). An indexer is no definition: its
    setter's `value` is bound nowhere, so no `value` elsewhere in the class reads it."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
namespace N
{
    public class B { public void Go() {} }
    public class A
    {
        private B _b;
        public B P { get { return _b; } set { _b = value; value.Go(); } }
        public B Q { get => _b; init => value.Go(); }
        public B this[int i] { set { value.Go(); } }
        public void Later() { value.Go(); }
    }
}
""")
    srcs = {e[1] for e in edges if e[3] == "B.Go"}
    for prop in ("P", "Q"):
        assert any(s.startswith(f"A.{prop}") for s in srcs), (prop, srcs)
    assert "A.Later" not in srcs


def test_csharp_setter_value_is_not_its_getters(tmp_path):
    """Each accessor is a scope of its own: a getter's `value` is the class's field `value` or the getter's own
    local, whether the setter comes before or after it, never the setter's implicit parameter."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
namespace N
{
    public class B { public void Go() {} public void Run() {} }
    public class C { public void Run() {} }
    public class A
    {
        private B _b;
        private C value;
        public B P { get { value.Run(); return _b; } set { _b = value; value.Go(); } }
        public B Q { set { _b = value; } get { var value = new C(); value.Run(); return _b; } }
    }
}
""")
    for prop in ("P", "Q"):
        assert E(f"Src/A.cs::A.{prop}", "Src/A.cs::C.Run") in edges, prop
        assert E(f"Src/A.cs::A.{prop}", "Src/A.cs::B.Run") not in edges, prop
    assert E("Src/A.cs::A.P", "Src/A.cs::A.value") in edges


def test_csharp_linq_chains_keep_their_elements(tmp_path):
    """LINQ's element-keeping calls (`Where`, `OrderBy`, `ToList` ..) give the same elements, its `First` /
    `FirstOrDefault` one of them: `items.Where(..).Select(x => x.Go())` and `items.First().Go()` call Item.Go."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
using System.Collections.Generic;
using System.Linq;
namespace N
{
    public class Item { public bool On; public int Go() { return 1; } }
    public class A
    {
        private List<Item> _items;
        public void Chain() { var r = _items.Where(i => i.On).Select(x => x.Go()); }
        public void One() { _items.FirstOrDefault().Go(); }
        public void Local() { var first = _items.OrderBy(i => i.On).First(); first.Go(); }
    }
}
""")
    for method in ("Chain", "One", "Local"):
        assert E(f"Src/A.cs::A.{method}", "Src/A.cs::Item.Go") in edges, method


def test_csharp_attribute_names_the_class_with_its_suffix(tmp_path):
    """`[JsonProperty]` names the class JsonPropertyAttribute (the compiler tries the name with "Attribute" added,
    then as written): Newtonsoft.Json's tests' 146 `[JsonProperty]` sites had been unknown. `[Marker]` of a class
    named Marker stays Marker."""
    edges = edges_of(tmp_path, """
// --- path: Src/JsonPropertyAttribute.cs ---
namespace Newtonsoft.Json
{
    public sealed class JsonPropertyAttribute : System.Attribute { }
    public sealed class Marker : System.Attribute { }
}
// --- path: Src/Model.cs ---
using Newtonsoft.Json;
namespace N
{
    public class Model
    {
        [JsonProperty]
        public string Name { get; set; }
        [Marker]
        public string Other { get; set; }
    }
}
""")
    assert E("Src/Model.cs::Model.Name", "Src/JsonPropertyAttribute.cs::JsonPropertyAttribute") in edges
    assert E("Src/Model.cs::Model.Other", "Src/JsonPropertyAttribute.cs::Marker") in edges


def test_csharp_names_written_with_their_namespace(tmp_path):
    """`new Newtonsoft.Json.JsonSerializer()`, a local or parameter typed `Newtonsoft.Json.JsonSerializer` (its
    members then typed), `[Newtonsoft.Json.JsonProperty]` (the JsonPropertyAttribute class), a return type written
    so, and a path relative to the namespaces around the file (`Json.JsonSerializer` in `namespace
    Newtonsoft.Json.Tests`): the class of that namespace, where the resolver had read the whole path as the namespace
    itself. A receiver `this.next` is no namespace path (the global namespace's type `this`)."""
    edges = edges_of(tmp_path, """
// --- path: Src/Newtonsoft.Json/JsonSerializer.cs ---
namespace Newtonsoft.Json
{
    public class JsonSerializer
    {
        public void Serialize(object o) { }
    }
    public class JsonPropertyAttribute : System.Attribute { }
}
// --- path: Src/Tests/T.cs ---
using System;

namespace Newtonsoft.Json.Tests
{
    public class T
    {
        [Newtonsoft.Json.JsonProperty]
        public int X { get; set; }

        public Newtonsoft.Json.JsonSerializer Make()
        {
            var s = new Newtonsoft.Json.JsonSerializer();
            s.Serialize(1);
            Newtonsoft.Json.JsonSerializer t = null;
            t.Serialize(2);
            return s;
        }
    }
}
// --- path: Src/Tests/U.cs ---
namespace Newtonsoft.Json.Tests
{
    public class U
    {
        public void Go(Json.JsonSerializer s, global::System.IO.Stream st)
        {
            s.Serialize(3);
        }
    }
}
""")
    make, go = "Src/Tests/T.cs::T.Make", "Src/Tests/U.cs::U.Go"
    serializer = "Src/Newtonsoft.Json/JsonSerializer.cs::JsonSerializer"
    assert E(make, serializer) in edges
    assert E(make, serializer + ".Serialize") in edges
    assert E("Src/Tests/T.cs::T.X", "Src/Newtonsoft.Json/JsonSerializer.cs::JsonPropertyAttribute") in edges
    assert E(go, serializer) in edges
    assert E(go, serializer + ".Serialize") in edges


def test_csharp_this_member_chain_is_no_namespace_path(tmp_path):
    """`count = this.next.count + 1` in a generic class's constructor: `this.next` is the field, never a namespace path
    (the namespace-path reading took `this` for a type of the global namespace and stopped there)."""
    edges = edges_of(tmp_path, """
// --- path: Src/T.cs ---
using System.Collections.Generic;
namespace Newtonsoft.Json.Tests
{
    public class CustomEnumerable<T> : IEnumerable<T>
    {
        private readonly T value;
        private readonly CustomEnumerable<T> next;
        private readonly int count;

        private CustomEnumerable(T value, CustomEnumerable<T> next)
        {
            this.value = value;
            this.next = next;
            count = this.next.count + 1;
        }

        public CustomEnumerable()
        {
            count = 0;
        }
    }
}
""")
    assert E("Src/T.cs::CustomEnumerable.CustomEnumerable", "Src/T.cs::CustomEnumerable.count") in edges


def test_csharp_an_alias_of_an_outside_namespace_s_type_is_external_beside_global_namespace_files(tmp_path):
    """`using Test = Xunit.FactAttribute;` (Newtonsoft.Json's tests) in a repository that also has files of the global
    namespace: `[Test]` is the outside Xunit's ("external"); the resolver had read the namespace `Xunit` as a type of
    the global namespace, found no member FactAttribute there, and the site was "unknown"."""
    reasons = reasons_of(tmp_path, """
// --- path: Src/Tests/A.cs ---
using System;
#if DNXCORE50
using Xunit;
using Test = Xunit.FactAttribute;
#else
using NUnit.Framework;
#endif

namespace Newtonsoft.Json.Tests
{
    public class A
    {
        [Test]
        public void Go() { }
    }
}
// --- path: Src/Tests/B.cs ---
namespace Newtonsoft.Json.Tests
{
    public class B
    {
        public void Test() { }
    }
}
// --- path: Src/GlobalThing.cs ---
public class GlobalThing
{
}
""")
    assert reasons[("Src/Tests/A.cs", "Test", "")] == "external"


def test_csharp_using_static_of_a_global_namespace_class(tmp_path):
    """`using static Helpers;` of a class declared in no namespace brings its static members in (`Twice(2)`), beside
    `using System;` of a namespace outside the repository."""
    edges = edges_of(tmp_path, """
// --- path: Src/Helpers.cs ---
public static class Helpers
{
    public static int Twice(int x) { return 2 * x; }
}
// --- path: Src/App/A.cs ---
using static Helpers;
using System;

namespace App
{
    public class A
    {
        public int Go() { return Twice(2); }
    }
}
""")
    assert E("Src/App/A.cs::A.Go", "Src/Helpers.cs::Helpers.Twice") in edges


def test_csharp_named_argument_names_are_no_reads(tmp_path):
    """`Make(count: limit)`: `count` is the callee's parameter, no read of the class's field `count`; `limit` is."""
    edges = edges_of(tmp_path, """
// --- path: Src/A.cs ---
namespace App
{
    public class A
    {
        private int count = 1;
        private int limit = 2;
        public static int Make(int count) { return count; }
        public int Go() { return Make(count: limit); }
    }
}
""")
    assert E("Src/A.cs::A.Go", "Src/A.cs::A.limit") in edges
    assert E("Src/A.cs::A.Go", "Src/A.cs::A.count") not in edges


GLOBAL_USINGS = """
// --- path: src/Serilog/GlobalUsings.cs ---
global using System.Text;
global using Serilog.Events;
// --- path: src/Serilog/Events/LogEvent.cs ---
namespace Serilog.Events;

public class LogEvent
{
    public void RenderMessage() { }
}
// --- path: src/Serilog/Configuration/Sink.cs ---
namespace Serilog.Configuration;

public class Sink
{
    public void Emit(LogEvent e) { e.RenderMessage(); }
}
// --- path: test/Serilog.Tests/SinkTests.cs ---
namespace Serilog.Tests;

public class SinkTests
{
    public LogEvent Make() { return null; }
}
"""


def test_csharp_global_using_is_every_file_of_its_project(tmp_path):
    """`global using Serilog.Events;` in src/Serilog/GlobalUsings.cs (C# 10): every file under src/Serilog/ has it,
    as if written at its top (serilog: resolved sites 2,205 -> 5,558, its files name LogEvent with no `using`);
    a file outside that folder (another project's, test/) does not."""
    edges = edges_of(tmp_path, GLOBAL_USINGS)
    sink, event = "src/Serilog/Configuration/Sink.cs", "src/Serilog/Events/LogEvent.cs"
    assert E(f"{sink}::Sink.Emit", f"{event}::LogEvent") in edges
    assert E(f"{sink}::Sink.Emit", f"{event}::LogEvent.RenderMessage") in edges
    assert E("test/Serilog.Tests/SinkTests.cs::SinkTests.Make", f"{event}::LogEvent") not in edges


MSBUILD_USINGS = """
// --- path: Directory.Build.targets ---
<Project>
  <ItemGroup>
    <Using Include="Acme.Shared" />
  </ItemGroup>
  <ItemGroup Condition="'$(IncludeLegacyUsings)' == 'true'">
    <Using Include="Acme.Legacy" />
  </ItemGroup>
  <ItemGroup Condition="'$(TargetFramework)' == 'net48'">
    <Using Include="Acme.Old" />
  </ItemGroup>
</Project>
// --- path: src/Acme.Shared/Clock.cs ---
namespace Acme.Shared;

public static class Clock { public static int Now() { return 0; } }
// --- path: src/Acme.Legacy/Policy.cs ---
namespace Acme.Legacy;

public class Policy { }
// --- path: src/Acme.Old/Thing.cs ---
namespace Acme.Old;

public class Thing { }
// --- path: src/Acme.Commented/Hidden.cs ---
namespace Acme.Commented;

public class Hidden { }
// --- path: test/Acme.Specs/Acme.Specs.csproj ---
<Project Sdk="Microsoft.NET.Sdk">
  <PropertyGroup>
    <IncludeLegacyUsings>true</IncludeLegacyUsings>
  </PropertyGroup>
  <ItemGroup>
    <!-- <Using Include="Acme.Commented" /> -->
    <Using Include="Acme.Specs.Helpers" />
    <Using Include="Acme.Specs.Helpers" Alias="H" />
  </ItemGroup>
</Project>
// --- path: test/Acme.Specs/Helpers/Primitive.cs ---
namespace Acme.Specs.Helpers;

public enum Primitive { Good, Fault }
// --- path: test/Acme.Specs/PolicySpecs.cs ---
namespace Acme.Specs;

public class PolicySpecs
{
    public void Check(Policy p, Thing t, Hidden h) { var x = Primitive.Fault; Clock.Now(); }
}
// --- path: test/Acme.Core.Tests/Acme.Core.Tests.csproj ---
<Project Sdk="Microsoft.NET.Sdk">
</Project>
// --- path: test/Acme.Core.Tests/CoreTests.cs ---
namespace Acme.Core.Tests;

public class CoreTests
{
    public void Check(Policy p, Primitive q) { Clock.Now(); }
}
"""


def test_csharp_msbuild_using_items_are_every_file_of_their_project(tmp_path):
    """`<Using Include="Acme.Specs.Helpers" />` in a .csproj is a global using of its project's files; in a
    Directory.Build.props or .targets, of every project under its folder, where its ItemGroup has no condition or
    `'$(P)' == 'true'` with the project setting P true (Polly: resolved sites 17,352 -> 30,022)."""
    edges = edges_of(tmp_path, MSBUILD_USINGS)
    specs = "test/Acme.Specs/PolicySpecs.cs::PolicySpecs.Check"
    core = "test/Acme.Core.Tests/CoreTests.cs::CoreTests.Check"
    assert E(specs, "test/Acme.Specs/Helpers/Primitive.cs::Primitive") in edges
    assert E(specs, "src/Acme.Shared/Clock.cs::Clock.Now") in edges
    assert E(specs, "src/Acme.Legacy/Policy.cs::Policy") in edges
    assert E(specs, "src/Acme.Old/Thing.cs::Thing") not in edges   # another condition: left out
    assert E(specs, "src/Acme.Commented/Hidden.cs::Hidden") not in edges   # an XML comment
    assert E(core, "src/Acme.Shared/Clock.cs::Clock.Now") in edges
    assert E(core, "src/Acme.Legacy/Policy.cs::Policy") not in edges   # its project does not set the property
    assert E(core, "test/Acme.Specs/Helpers/Primitive.cs::Primitive") not in edges   # another project's


def test_csharp_using_alias_of_a_nested_type(tmp_path):
    """`using Scenario = Acme.Helpers.PolicyExtensions.ExceptionScenario;` names a type nested in a class of namespace
    Acme.Helpers (Polly's specs: 276 sites of `Scenario` unknown)."""
    edges = edges_of(tmp_path, """
// --- path: test/Helpers/PolicyExtensions.cs ---
namespace Acme.Helpers;

public static class PolicyExtensions
{
    public class ExceptionScenario { public int Count { get; set; } }
}
// --- path: test/Specs.cs ---
using Scenario = Acme.Helpers.PolicyExtensions.ExceptionScenario;

namespace Acme.Specs;

public class Specs
{
    public int Run() { Scenario s = new Scenario(); return s.Count; }
}
""")
    nested = "test/Helpers/PolicyExtensions.cs::PolicyExtensions.ExceptionScenario"
    assert E("test/Specs.cs::Specs.Run", nested) in edges
    assert E("test/Specs.cs::Specs.Run", nested + ".Count") in edges


def test_csharp_global_using_is_its_projects_and_only_the_nearest_directory_build_file(tmp_path):
    """A `global using` in a file of a project's subfolder (src/P/Usings/GlobalUsings.cs) is every file's of the
    project (the nearest .csproj's folder), not a nested project's (src/P/Tests/ has a .csproj of its own);
    MSBuild reads only the nearest Directory.Build.props above a project (a root one's usings do not reach a project
    under another)."""
    edges = edges_of(tmp_path, """
// --- path: Directory.Build.props ---
<Project><ItemGroup><Using Include="Root.Ns" /></ItemGroup></Project>
// --- path: src/Directory.Build.props ---
<Project><ItemGroup><Using Include="Src.Ns" /></ItemGroup></Project>
// --- path: src/P/P.csproj ---
<Project Sdk="Microsoft.NET.Sdk"><PropertyGroup><Version>1.2.3</Version></PropertyGroup></Project>
// --- path: src/P/Usings/GlobalUsings.cs ---
global using P.Events;
// --- path: src/P/Events/LogEvent.cs ---
namespace P.Events;

public class LogEvent { }
// --- path: src/P/A.cs ---
namespace P;

public class A
{
    public LogEvent E() { return null; }
    public RootThing R() { return null; }
    public SrcThing S() { return null; }
}
// --- path: src/P/Tests/Tests.csproj ---
<Project Sdk="Microsoft.NET.Sdk"></Project>
// --- path: src/P/Tests/ATests.cs ---
namespace P.Tests;

public class ATests { public LogEvent E() { return null; } }
// --- path: lib/Root.cs ---
namespace Root.Ns;

public class RootThing { }
// --- path: lib/Src.cs ---
namespace Src.Ns;

public class SrcThing { }
""")
    a = "src/P/A.cs::A"
    assert E(f"{a}.E", "src/P/Events/LogEvent.cs::LogEvent") in edges
    assert E(f"{a}.S", "lib/Src.cs::SrcThing") in edges
    assert E(f"{a}.R", "lib/Root.cs::RootThing") not in edges
    assert E("src/P/Tests/ATests.cs::ATests.E", "src/P/Events/LogEvent.cs::LogEvent") not in edges


def test_csharp_positional_record_parameters_are_its_properties(tmp_path):
    """`record Person(string Name, Bar Helper)`: `person.Helper.X()` reads the record's property Helper, a Bar (the
    parameters had been no members: both sites unknown). A class's primary constructor parameters (C# 12) are in
    scope in its body, as before."""
    edges = edges_of(tmp_path, """
// --- path: src/Bar.cs ---
namespace App;

public interface IBar { int X(); }
public class Bar : IBar { public int X() { return 1; } }
public record Person(string Name, Bar Helper);
// --- path: src/Foo.cs ---
namespace App;

public class Foo(IBar bar, Person person)
{
    public int M() => bar.X() + person.Helper.X() + person.Name.Length;
}
""")
    m = "src/Foo.cs::Foo.M"
    assert E(m, "src/Bar.cs::Person.Helper") in edges
    assert E(m, "src/Bar.cs::Person.Name") in edges
    assert E(m, "src/Bar.cs::Bar.X") in edges
    assert E(m, "src/Bar.cs::IBar.X") in edges


def test_csharp_and_java_members_of_runtime_typed_values_are_global(tmp_path):
    """`s.Trim()` of `string s`, `Name.Length` of a `string` property, `name.length()` of Java's `String name`:
    members of the runtime's types the repository defines nothing of are "global" (they were "unknown", as if
    fastindex could not tell); a member name the repository defines stays "unknown" (`s.Render()`)."""
    reasons = reasons_of(tmp_path, """
// --- path: src/A.cs ---
namespace App;

public class A
{
    public string Name { get; set; }
    public void Render() { }
    public int M(string s, int n) { s.Render(); return s.Trim().Length + Name.Length + n.CompareTo(1); }
}
// --- path: src/main/java/a/B.java ---
package a;

class B {
  String name;
  int m(String s, StringBuilder b) { return s.length() + name.length() + b.append("x").length(); }
}
""")
    assert reasons[("src/A.cs", "Trim", "s")] == "global"
    assert reasons[("src/A.cs", "Length", "Name")] == "global"
    assert reasons[("src/A.cs", "CompareTo", "n")] == "global"
    assert reasons[("src/A.cs", "Render", "s")] == "unknown"
    assert reasons[("src/main/java/a/B.java", "length", "s")] == "global"
    assert reasons[("src/main/java/a/B.java", "length", "name")] == "global"
    assert reasons[("src/main/java/a/B.java", "append", "b")] == "global"


def test_csharp_same_named_extension_methods_of_two_classes_by_the_number_of_arguments(tmp_path):
    """Polly's test helpers: `RaiseException<E>(this Policy, Action? a = null)` in PolicyExtensions and
    `RaiseException<E>(this Policy, IDictionary<string, object> contextData, Action? a = null)` in
    ContextualPolicyExtensions: `policy.RaiseException<E>()` takes none, PolicyExtensions' (the first path's had
    taken every call: ~390 false Polly edges); a call two classes' overloads both take is left unresolved (the
    arguments' types would tell); `this PolicyBuilder<TResult>` extends another class than `this PolicyBuilder`, so
    RetrySyntax's overloads stay the non-generic builder's."""
    edges = edges_of(tmp_path, """
// --- path: src/Policy.cs ---
namespace P;

public class Policy { }
public class PolicyBuilder { }
public class PolicyBuilder<TResult> { }
// --- path: test/Helpers/ContextualPolicyExtensions.cs ---
namespace P.Specs;

public static class ContextualPolicyExtensions
{
    public static void RaiseException<E>(this Policy policy, IDictionary<string, object> contextData,
        Action? a = null) { }
}
// --- path: test/Helpers/PolicyExtensions.cs ---
namespace P.Specs;

public static class PolicyExtensions
{
    public static void RaiseException<E>(this Policy policy, Action? a = null) { }
}
// --- path: src/RetrySyntax.cs ---
namespace P;

public static class RetrySyntax
{
    public static Policy Retry(this PolicyBuilder b) => new Policy();
    public static Policy Retry(this PolicyBuilder b, int n) => new Policy();
}
public static class RetryTResultSyntax
{
    public static Policy Retry<TResult>(this PolicyBuilder<TResult> b, int n) => new Policy();
}
// --- path: test/Specs.cs ---
namespace P.Specs;

public class Specs
{
    public void None(Policy policy) { policy.RaiseException<System.Exception>(); }
    public void One(Policy policy) { policy.RaiseException<System.Exception>(null); }
    public void Build(PolicyBuilder builder) { builder.Retry(3); }
    public void Static(Policy policy) { PolicyExtensions.RaiseException<System.Exception>(policy); }
}
""")
    plain = "test/Helpers/PolicyExtensions.cs::PolicyExtensions.RaiseException"
    contextual = "test/Helpers/ContextualPolicyExtensions.cs::ContextualPolicyExtensions.RaiseException"
    assert E("test/Specs.cs::Specs.None", plain) in edges
    assert E("test/Specs.cs::Specs.None", contextual) not in edges
    assert E("test/Specs.cs::Specs.One", plain) not in edges and E("test/Specs.cs::Specs.One", contextual) not in edges
    assert E("test/Specs.cs::Specs.Build", "src/RetrySyntax.cs::RetrySyntax.Retry") in edges
    # a static call passes the `this` argument itself: the class it names, whatever the arity
    assert E("test/Specs.cs::Specs.Static", plain) in edges
    assert E("test/Specs.cs::Specs.Static", contextual) not in edges


def test_csharp_a_member_named_like_a_using_alias_is_the_member(tmp_path):
    """`using Ev = Serilog.Events;` beside a field `Ev` of the class: `Ev.LogEvent.Render()` reads the field (C#
    finds the member before the alias); the qualified-name-through-an-import rule (PHP's `Query\\X` of `use ..\\Query`)
    applies only where the head names the import itself."""
    edges = edges_of(tmp_path, """
// --- path: Lib/Events.cs ---
namespace Serilog.Events { public class LogEvent { public static void Render() {} } }
// --- path: App/C.cs ---
using Ev = Serilog.Events;
namespace App {
    public class Holder { public void Render() {} }
    public class Box { public Holder LogEvent = new Holder(); }
    public class C {
        public Box Ev = new Box();
        public void M() { Ev.LogEvent.Render(); }
        public void N() { Serilog.Events.LogEvent.Render(); }
    }
}
""")
    assert E("App/C.cs::C.M", "App/C.cs::Holder.Render") in edges
    assert E("App/C.cs::C.M", "Lib/Events.cs::LogEvent.Render") not in edges
    assert E("App/C.cs::C.N", "Lib/Events.cs::LogEvent.Render") in edges
