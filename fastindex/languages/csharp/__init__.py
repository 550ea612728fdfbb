"""C#: namespaces as packages (the files declaring one), `using` imports."""
from ..spec import LanguageSpec

CSHARP = LanguageSpec(
    name="csharp",
    short="cs",
    grammar="csharp",
    extensions=(".cs",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.csharp.resolver:NamespaceResolver",
    # MSBuild files whose `<Using Include=".." />` items are every file's of their projects (csharp/resolver.py)
    config_files=frozenset({"*.csproj", "Directory.Build.props", "Directory.Build.targets"}),
    call_types={"invocation_expression": "function"},
    # each call's number of arguments (Reference.arity): of same-named extension methods of a type, the one taking
    # them (`policy.RaiseException<E>()`: PolicyExtensions', not ContextualPolicyExtensions' that needs a dictionary)
    call_arguments="arguments",
    new_types={"object_creation_expression": "type"},
    reference_values=frozenset({"identifier", "member_access_expression"}),
    transparent_values=frozenset({"parenthesized_expression", "await_expression", "cast_expression"}),
    namespace_paths=True,   # `new Newtonsoft.Json.JsonSerializer()`: a class of that namespace
    private_head=r"\bprivate\b",   # (`internal` types are the assembly's: every file of the repository sees them)
    self_names=frozenset({"this"}),
    constructor_names=("{class}",),
    members_in_scope=True,
    type_rewrites=((r"^var$", ""), (r"\?$", "")),
    iterable_types=frozenset({"List", "IList", "IEnumerable", "ICollection", "IReadOnlyList", "HashSet", "ISet",
                              "IReadOnlyCollection"}),
    type_wrappers=frozenset({"Task", "ValueTask", "Nullable", "Lazy"}),
    # LINQ's and List<T>'s: one element (`xs.First()`), or the same elements (`xs.Where(..).Select(x => ..)`: x an
    # element of xs)
    element_methods={**dict.fromkeys(("First", "FirstOrDefault", "Single", "SingleOrDefault", "Last", "LastOrDefault",
                                      "ElementAt", "ElementAtOrDefault", "Find", "FindLast"), "element"),
                     **dict.fromkeys(("Where", "OrderBy", "OrderByDescending", "ThenBy", "ThenByDescending", "Skip",
                                      "Take", "SkipWhile", "TakeWhile", "Distinct", "DistinctBy", "Reverse", "ToList",
                                      "ToArray", "ToHashSet", "AsEnumerable", "Concat", "Union", "Intersect", "Except",
                                      "FindAll", "GetRange"), "same")},
    function_values=frozenset({"lambda_expression"}),
    implicit_parameter=(frozenset({"block", "arrow_expression_clause"}), "value"),   # a setter's (csharp/tags.scm)
    decorator_suffix="Attribute",   # `[JsonProperty]`: JsonPropertyAttribute
    # `static bool IsNullOrEmpty(this JToken token)`: an extension method of JToken (`ref` / `in` receivers too)
    extension_receiver=r"\(\s*(?:\[[^\]]*\]\s*)?this\s+(?:(?:ref|in|scoped)\s+)*([A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*)",
    # the base class library's types and attributes a file names bare (`using System;`), and the predefined types:
    # a bare use no scope or namespace binds is the runtime's, though the repository has members of those names
    # (a property `Type`); a member of a value declared one of them, the runtime's where the repository defines
    # nothing of its name (`s.Trim()` of `string s`)
    builtin_names=frozenset("""Object String Int32 Int64 Boolean Double Decimal Single Byte Char Guid DateTime
        DateTimeOffset TimeSpan Uri Version Type Enum Array Math Convert Console Environment Exception
        ArgumentException ArgumentNullException ArgumentOutOfRangeException InvalidOperationException
        NotSupportedException NotImplementedException FormatException IndexOutOfRangeException KeyNotFoundException
        NullReferenceException OverflowException InvalidCastException ObjectDisposedException TimeoutException
        Task ValueTask CancellationToken List Dictionary HashSet Queue Stack KeyValuePair IEnumerable IEnumerator
        IList ICollection IDictionary IReadOnlyList IReadOnlyCollection IReadOnlyDictionary IComparer
        IEqualityComparer IDisposable IComparable IEquatable Func Action Predicate Lazy Nullable Tuple
        StringBuilder StringComparison StringComparer Encoding Stream MemoryStream StreamReader StreamWriter
        StringReader StringWriter TextReader TextWriter File Path Directory BigInteger CultureInfo
        NumberStyles DateTimeStyles Regex Enumerable Queryable Expression Activator Attribute Debug Trace
        Interlocked Monitor Thread Buffer BitConverter GC Obsolete Serializable Flags
        string int long short byte sbyte uint ulong ushort bool double float decimal char object dynamic nint
        nuint""".split()),
    partial_types=True,   # `partial class JsonReader` in JsonReader.cs and JsonReader.Async.cs: one class
    # `#if NET6_0 .. #else .. #endif` inside an expression (an argument list, a collection initializer), which the
    # grammar reads only between statements and members: the `#else` / `#elif` branches blanked up to their
    # `#endif`, then the directive lines, the `#if` branch kept as plain code (Newtonsoft.Json: its 42 files that
    # parsed with errors, classes' members read as top-level methods, parse without; 39 with the directive lines
    # alone blanked, both branches then read)
    grammar_repairs=((r"(?ms)^[ \t]*#[ \t]*(?:else|elif)\b.*?(?=^[ \t]*#[ \t]*endif\b)", ""),
                     (r"(?m)^[ \t]*#[ \t]*(?:if|elif|else|endif)\b[^\n]*", "")),
)
