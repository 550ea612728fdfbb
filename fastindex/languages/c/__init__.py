"""C and C++: one module namespace (headers are shared), #include resolved to the repository's headers."""
import re

from ..spec import LanguageSpec

_COMMON = dict(
    package=__name__,
    resolver="fastindex.languages.c.resolver:IncludeResolver",
    family="c",
    call_types={"call_expression": "function"},
    reference_values=frozenset({"identifier", "field_expression"}),
    transparent_values=frozenset({"parenthesized_expression", "pointer_expression", "cast_expression"}),
    private_head=r"\bstatic\b",
    prototype_signature=r";\s*$",
    type_rewrites=(
        (r"::", "."),
        # `std::vector<Node*>::iterator out`: `(*out)->path()`, `out->path()` reach an element (the `*` is
        # transparent, the pointer dropped below); a map's iterator (a pair) is not rewritten
        (r"^(?:std\.)?(?:vector|list|set|multiset|unordered_set|deque|span)<(.+)>\.(?:const_)?(?:reverse_)?iterator$",
         r"\1"),
        (r"^(?:const|volatile|struct|union|enum|class|typename)\s+", ""),
        (r"^(?:const\s+)?(?:struct|union|enum|class)\s+", ""),
        (r"(?s)^(\w+)\s*\{.*$", r"\1"),   # `static struct config {..} config;`: the struct
        (r"^auto$", ""),
        (r"\s*[*&]+\s*$", ""),
    ),
    iterable_types=frozenset({"vector", "std.vector", "list", "std.list", "set", "std.set", "deque", "std.deque",
                              "array", "std.array", "span", "std.span"}),
    type_wrappers=frozenset({"unique_ptr", "std.unique_ptr", "shared_ptr", "std.shared_ptr", "optional",
                             "std.optional"}),
    function_values=frozenset({"lambda_expression"}),
    leading_macros=True,
    file_scope_nodes=frozenset({"preproc_def", "preproc_function_def"}),   # a macro is the file's, in a namespace too
    declarators_share_type=True,   # `robj *ok, *err;`: both fields' type
    member_separators=("->",),   # `a->st_ctim.tv_sec`: the receiver `a->st_ctim` is read as `a.st_ctim`
)

# Macros the C grammar cannot place, blanked in a file that parses with errors (grammar_repairs): attribute macros
# between a declarator's parameters and its `;` (redismodule.h's `int (*RedisModule_Alloc)(size_t bytes)
# REDISMODULE_ATTR_ALLOC_SIZE(1) REDISMODULE_ATTR;`, `void log(const char *fmt, ...) PRINTF_FMT(1, 2);`): the
# grammar read no declaration
_C_REPAIRS = ((r"(?<=\))(?:[ \t]+[A-Z][A-Z0-9_]{3,}(?:\([^()\n;{}]*\))?)+(?=[ \t]*;)", ""),
              # and a GNU attribute before a declarator after the first (redismodule.h's `..},\n
              # __attribute__ ((deprecated))\n RedisModuleEvent_ReplBackup = {..}`): that name left the list
              (r"(?<=,)(?:\s|/\*[^\n]*?\*/)*__attribute__[ \t]*\(\((?:[^()\n]|\([^()\n]*\))*\)\)"
               r"(?=\s*[A-Za-z_]\w*[ \t]*[=,;\[])", ""))
C = LanguageSpec(name="c", short="c", grammar="c", extensions=(".c", ".h"), queries=("c.scm", "c-tags.scm"),
                 tag_keywords=frozenset({"struct", "union", "enum"}), file_scope_kinds=frozenset({"class", "enum"}),
                 # `void quicklistRotate(quicklist *quicklist);`: the type (not C++, whose template parameters are
                 # locals, and whose `Range r(start, limit);` the grammar reads as a declaration of types)
                 types_skip_locals=True,
                 source_rewrite="fastindex.languages.c.source:rewrite", grammar_repairs=_C_REPAIRS,
                 table_rewrite="fastindex.languages.c.source:c_table",
                 # the repository's macros (repository.py): C blanks the arguments of those defined empty
                 repository_context="fastindex.languages.c.repository:repository_macros",
                 # a `.h` of a C++ project (leveldb, re2, ninja, ...: every header `.h`) is C++: a line that opens
                 # a namespace, starts a template, a class (not a forward declaration), an access label or a
                 # `using namespace`, includes a standard header of no extension (`#include <string>`), gives an
                 # enum its underlying type (`enum ExitStatus : int {`), starts with `virtual`, `friend` or
                 # `explicit`, or names `std::` outside a comment or a directive; or a `const T&` parameter (C
                 # headers' `extern "C"` under `#ifdef __cplusplus` is none of them; ninja's `struct StringPiece`
                 # with constructors and operators, read as C, declared nothing usable)
                 content_dialects=((rb"^[ \t]*(?:namespace(?:[ \t]+\w+(?:::\w+)*)?[ \t]*\{|template[ \t]*<|"
                                    rb"class[ \t]+\w+[^;\n]*$|(?:public|private|protected)[ \t]*:|"
                                    rb"using[ \t]+namespace[ \t]|#[ \t]*include[ \t]*<[a-z_]+>|"
                                    rb"enum[ \t]+(?:class[ \t]+|struct[ \t]+)?\w+[ \t]*:[ \t]*\w|"
                                    rb"(?:virtual|friend|explicit)[ \t]|[^/*#\s][^\n]*?\bstd::\w)|"
                                    rb"\bconst[ \t]+\w+(?:::\w+)*[ \t]*&[ \t]*\w+[ \t]*[,)=]", "cpp"),),
                 # `o.stdio[0].flags`, `items[i][j].value`: an element of a pointer or an array has the type its
                 # declaration names (type_rewrites drop the `*`; an array's size is in its declarator): the
                 # indexes are dropped (C only: a C++ `v[0]` of a std::vector is an element of the vector's type)
                 receiver_rewrites=((r"\[[^\[\]]*\]", ""), (r"\[[^\[\]]*\]", ""),
                                    # `((listpackEx *)o->ptr)->lp`, `((T *)listNodeValue(ln))->f`: the cast's type
                                    (r"^\(\((?:(?:struct|union|const)\s+)*(\w+)\s*\*+\s*\)"
                                     r"(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)$", r"\1")), **_COMMON)
# Macros the C++ grammar cannot place, blanked in a file that parses with errors (grammar_repairs): a statement-like
# macro call at the file's level, Clang's thread-safety annotations after a declarator (`int n_ GUARDED_BY(mu_);`,
# `Stats stats_[kLevels] GUARDED_BY(mu_);`, `void f() LOCKS_EXCLUDED(mu_) {`).
# (An export macro before a class's name is source.rewrite_cpp's: it can parse without an error.) And the
# directives of conditional code where the grammar cannot take them (`Limiter(int n) :\n#if !defined(NDEBUG)\n
# max_(n),\n#endif\n allowed_(n) {`, leveldb's env_posix.cc: the rest of the file was misread): both branches
# are then read as one, which a file with errors gains by (kept only where the errors are fewer).
_TYPE_WORD = re.compile(rb"(?:void|bool|char|int|long|short|float|double|auto|unsigned|signed)[ \t]+$")


def _blank_outside_macros(m) -> bytes:
    """A repair's match blanked, but not in a `#define` or its continuation lines: a macro's body is its own (gtest.h's
    `#define EXPECT_TRUE(condition) GTEST_EXPECT_TRUE(condition)` lost its body, and the next #define with it); nor
    the name of a function a type word declares (`[[nodiscard]] int RUN_ALL_TESTS();`)."""
    data, at = m.string, m.start()
    start = data.rfind(b"\n", 0, at) + 1
    if data[start:at].lstrip().startswith(b"#") or data[max(0, start - 3):start].rstrip(b"\r\n").endswith(b"\\") \
            or _TYPE_WORD.search(data, max(start, at - 12), at):
        return m.group()
    from ...map.extract import _blank  # (the map's own blanking; extract imports the languages: not at load)
    return _blank(m)


def _as_call(m) -> bytes:
    """A variable template's `name<args>` written `name(args)` (its nested brackets too), as long."""
    return m.group().replace(b"<", b"(").replace(b">", b")")


# A macro call at a line's start whose first argument is a type the grammar knows as a keyword (Abseil's
# `ABSL_FLAG(bool, test_flag_eb_01, {}, "");`, `ABSL_FLAG(int, f, GetDflt1(),\n "..")`): the grammar reads a function
# declarator without a type, and where a value follows among the arguments its error ran on over what followed
# (absl/flags/flag_test.cc: lines 547-1247 one error, which the blanking below leaves: a `{}` argument, a call over
# two lines). The type written `0` (padded): the call then parses as one (at the file's level and in a namespace),
# its other arguments read as the values they are; a keyword type is none of the repository's names. Not where
# another keyword type is among the arguments without a value (`FMT_FORMAT_AS(short, int);`: `int` is no value
# either), nor in a #define's continuation. A repair, not a rewrite: fmt's base.h had parsed with fewer errors
# with `FMT_TYPE_CONSTANT(0  , int_type);` alone, and then without the repairs its one error over the file needs.
_KEYWORD_TYPES = r"bool|char|int|long|short|float|double|unsigned|signed|void|size_t|u?int(?:8|16|32|64)_t"
_MACRO_AT_LINE_START = re.compile(rb"[ \t]*[A-Z][A-Z0-9_]{2,}")
_VALUE_ARGUMENT = re.compile(rb'["{\']|\w[ \t]*\(|(?<![\w.])(?:\d|true\b|false\b|nullptr\b)')
_KEYWORD_TYPE = re.compile(rb"(?<![\w.])(?:" + _KEYWORD_TYPES.encode() + rb"|const|struct|class|enum|union)\b")
_ARGUMENT_MARKS = re.compile(rb"[(){};]")


def _rest_of_call(data: bytes, at: int) -> bytes | None:
    """The arguments from `at` to the `)` that closes the call they are in (a braced argument, `{}`, among them);
    None past a `;` or an unopened `}` (no call)."""
    depth, braces, i, end = 0, 0, at, min(len(data), at + 600)
    while (c := _ARGUMENT_MARKS.search(data, i, end)) is not None:
        mark = c.group()
        if mark == b"(":
            depth += 1
        elif mark == b")":
            if not depth:
                return data[at:c.start()]
            depth -= 1
        elif mark == b"{":
            braces += 1
        elif mark == b"}" and braces:
            braces -= 1
        else:
            return None
        i = c.end()
    return None


def _keyword_type_as_value(m) -> bytes:
    data, at = m.string, m.start()
    line = data.rfind(b"\n", 0, at) + 1
    if not _MACRO_AT_LINE_START.fullmatch(data, line, at) or \
            data[max(0, line - 3):line].rstrip(b"\r\n").endswith(b"\\"):   # (a #define's continuation)
        return m.group()
    rest = _rest_of_call(data, m.end())
    if rest is None or (not _VALUE_ARGUMENT.search(rest) and _KEYWORD_TYPE.search(rest)):
        return m.group()
    a, b = m.span(1)
    return b"(" + b"0" + b" " * (b - a - 1) + data[b:m.end()]


_CPP_REPAIRS = (
    (r"(?m)^[ \t]*#[ \t]*(?:if|ifdef|ifndef|elif|else|endif)\b[^\n]*", ""),
    # a macro call alone on a line at the file's level (googletest's `GTEST_IMPL_CMP_HELPER_(NE, !=)`,
    # `GMOCK_DEFINE_DEFAULT_ACTION_FOR_RETURN_TYPE_(unsigned char, '\0');`: the grammar lost the namespace after it),
    # its arguments over several lines too (re2's `ABSL_FLAG(int, regexp_stack_limit, 256 << 10,\n "..");`: the
    # rest of util/pcre.cc was misread, 42 errors)
    (r"(?m)^[A-Z][A-Z0-9_]{3,}\((?:[^();{}]|\([^()]*\))*\)[ \t]*;?[ \t]*(?://[^\n]*)?$(?!\s*\{)",
     _blank_outside_macros),
    # ... and one indented, without a `;`, an operator among its arguments (Catch2's `CATCH_DEFINE_COMPARABLE_TRAIT(
    # lt, < )`, read as template brackets: the whole 14K-line amalgamated header had been one error)
    (r"(?m)^[ \t]+[A-Z][A-Z0-9_]{3,}\([^();{}\n]*,[ \t]*(?:<|<=|>|>=|==|!=)[ \t]*\)[ \t]*(?://[^\n]*)?$(?!\s*[{;])",
     _blank_outside_macros),
    # ... and the keyword type of one the blanking leaves (_keyword_type_as_value)
    (r"\(([ \t]*(?:(?:unsigned|signed|long|short|const)[ \t]+)*(?:" + _KEYWORD_TYPES + r"))[ \t]*,",
     _keyword_type_as_value),
    (r"(?<=[\w)\]] )(?<!return )(?<!else )(?<!define )[A-Z][A-Z0-9_]{3,}\([^()\n;{}]*\)"
     r"(?=[ \t]*(?:[;{=,\n]|const\b|override\b|[A-Z][A-Z0-9_]{3,}\())", _blank_outside_macros),
    # a variable template's value in an expression (`if (std::is_same_v<A, std::allocator<T>> && ..)`, Abseil's
    # inlined_vector.h: the grammar read the brackets as comparisons and lost the class around it): its brackets
    # written as a call's parentheses, its arguments then read as names
    (r"(?<=::)\w+_v<(?:[^<>;{}()\n]|<(?:[^<>;{}()\n]|<[^<>;{}()\n]*>)*>)*>", _as_call),
)
CPP = LanguageSpec(name="cpp", short="cpp", grammar="cpp",
                   extensions=(".cpp", ".cc", ".cxx", ".c++", ".hpp", ".hh", ".hxx", ".h++", ".ipp"),
                   queries=("c.scm", "cpp.scm"), new_types={"new_expression": "type"},
                   self_names=frozenset({"this"}), members_in_scope=True, constructor_names=("{class}",),
                   # the `typedef Base super;` idiom: `super::f()` is the base's f, `super(x)` its constructor
                   super_names=frozenset({"super"}), base_constructor_calls=frozenset({"super"}),
                   path_separator="::", open_namespaces=True, grammar_repairs=_CPP_REPAIRS,
                   item_methods=("operator[]",),   # `doc["k"].as<T>()`: what Node's `operator[]` returns
                   pointer_items=True,   # `re->sub()[0]->Incref()`: no operator[], a pointer's element
                   call_arguments="arguments", free_overloads_by_arity=True,   # overloads in several headers
                   # `PODArray<Inst> inst_;` of `template <typename T> class PODArray { T& operator[](int); }`:
                   # `inst_[i]` is an Inst (the template head in the class's signature: source.template_heads)
                   inherited_type_arguments=True,
                   # `Threadq::iterator` of `typedef SparseArray<Thread*> Threadq;`: SparseArray's member type
                   typedef_members=True,
                   # `v.begin()`, `v.front()`, `v.at(i)` of a vector: (an iterator to) its element, which `*it`,
                   # `it->x` and `(*it)->x` reach (a pointer or an iterator is read as what it points to)
                   element_methods=dict.fromkeys(("begin", "cbegin", "rbegin", "crbegin", "front", "back", "at",
                                                  "data"), "element"),
                   wrapper_getters=("get", "value", "lock"),   # unique_ptr/shared_ptr, optional, weak_ptr
                   # `auto s = reinterpret_cast<const String*>(p);`, `auto b = std::make_unique<Builder>(..);`
                   type_argument_calls=frozenset({"static_cast", "dynamic_cast", "reinterpret_cast", "const_cast",
                                                  "make_unique", "make_shared", "bit_cast", "any_cast"}),
                   # `auto attr = field ? field->attributes.Lookup("x") : nullptr;`: a branch's value
                   conditional_values={"conditional_expression": (1, 2)},
                   declarator_scope_kinds=frozenset({"class", "enum"}),   # `union ValueHolder {..} value_;`
                   non_entity_names=r"operator\W",   # (no operator is an entity, as in clang's reference)
                   source_rewrite="fastindex.languages.c.source:rewrite_cpp",
                   table_rewrite="fastindex.languages.c.source:cpp_table",
                   repository_context="fastindex.languages.c.repository:repository_macros",
                   block_end="fastindex.languages.c.source:namespace_end",
                   leading_wrappers=(("template_declaration", b">"),), **_COMMON)
