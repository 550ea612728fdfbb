"""Kotlin: one module namespace with Java (packages under source roots), imports by FQN."""
import re

from ..spec import LanguageSpec

# a string literal (kept), a line comment or a block comment (blanked): _one_line
_COMMENT = re.compile(rb'"(?:\\.|[^"\\\n])*"|//[^\n]*|/\*(?:[^*]|\*(?!/))*\*/')


def _blanked(c: re.Match) -> bytes:
    text = c.group()
    return text if text[:1] == b'"' else b" " * len(text)


def _one_line(m: re.Match) -> bytes:
    """A grammar repair's replacement: the class header of `m` (group 1), then what stands between it and its
    `constructor` (group 2) on one line, comments blanked (unchanged where it is one line already)."""
    between = m.group(2)
    if b"\n" not in between:
        return m.group()
    return m.group(1) + _COMMENT.sub(_blanked, between).replace(b"\r", b" ").replace(b"\n", b" ")


# the members of Kotlin's number types (and Int's and Long's bit operations): LanguageSpec.runtime_members
_NUMBER = ("plus minus times div rem mod compareTo rangeTo rangeUntil inc dec unaryMinus unaryPlus toByte toShort "
           "toInt toLong toFloat toDouble toChar toString equals hashCode")
_BITS = "and or xor shl shr ushr inv"

KOTLIN = LanguageSpec(
    name="kotlin",
    short="kt",
    grammar="kotlin",
    extensions=(".kt", ".kts"),
    package=__name__,
    queries=("tags.scm",),
    # `class J(..) : T(), I by impl {`: the body the grammar reads as a lambda passed to impl (kotlin/source.py)
    source_rewrite="fastindex.languages.kotlin.source:rewrite",
    resolver="fastindex.languages.java.resolver:JavaResolver",
    family="java",
    call_types={"call_expression": "#0"},
    reference_values=frozenset({"simple_identifier", "navigation_expression"}),
    # `(x)`, `head!!` (a postfix `!!`, `i++`), `head ?: return -1`: the value of the first operand
    transparent_values=frozenset({"parenthesized_expression", "postfix_expression", "elvis_expression"}),
    cast_values=frozenset({"as_expression"}),   # `val v = x as Foo`: a Foo
    # `query.count()` of a class with a property `count` and a base's `fun count()`: the base's method (a property
    # holding a function is still what a call of it reaches where no method of the name is found)
    calls_skip_fields=True,
    cast_pattern=r"^\(\s*[\s\S]+?\s+as\??\s+([\w.]+)(?:<[^()]*>)?\??\s*\)$",   # `(x as? Foo)?.m()`: a Foo's
    private_head=r"\b(?:private|internal)\b",
    self_names=frozenset({"this"}),
    super_names=frozenset({"super"}),
    members_in_scope=True,
    type_rewrites=((r"\?$", ""),),
    iterable_types=frozenset({"List", "MutableList", "Set", "MutableSet", "Collection", "Iterable", "Sequence",
                              "Array", "ArrayList"}),
    config_files=frozenset({"build.gradle.kts", "settings.gradle.kts", "pom.xml"}),
    function_values=frozenset({"lambda_literal", "anonymous_function"}),
    implicit_parameter=(frozenset({"statements"}), "it"),   # `xs.map { it.a() }` (kotlin/tags.scm)
    object_expressions={"object_literal": frozenset({"user_type"})},   # `val t = object : Table("t") {..}`
    receiver_scopes=True,   # `Buffer().apply { write(d) }`: Buffer's write (kotlin/tags.scm)
    callee_typed_parameters=frozenset({"lambda_parameters"}),   # `withUsers { cities, users -> .. }`
    implicit_members=frozenset({"invoke"}),   # `queryBuilder { .. }` calls QueryBuilder.invoke
    passthrough_methods=frozenset({"apply", "also", "takeIf", "takeUnless"}),   # `Buffer().apply { .. }`: the Buffer
    # `"/".toPath()`: okio's `fun String.toPath()`; `0xff.toByte()`, `1L shl 3`: the runtime's (a number read as Int)
    literal_receivers={'"': "String", "'": "Char", **dict.fromkeys("0123456789", "Int")},
    number_types=((r"(?i)ul$", "ULong"), (r"(?i)u$", "UInt"), (r"(?i)l$", "Long"), (r"(?i)^0[xb]", "Int"),
                  (r"(?i)f$", "Float"), (r"[.eE]", "Double")),
    runtime_members={t: frozenset(names.split()) for t, names in (
        ("Int", _NUMBER + " " + _BITS), ("Long", _NUMBER + " " + _BITS), ("Short", _NUMBER), ("Byte", _NUMBER),
        ("Double", _NUMBER), ("Float", _NUMBER), ("Char", "plus minus compareTo rangeTo inc dec code toString equals"),
        ("String", "plus length get subSequence compareTo equals hashCode toString"),
        ("StringBuilder", "append appendLine insert length setLength deleteCharAt deleteAt delete reverse setCharAt "
                          "indexOf lastIndexOf substring clear capacity ensureCapacity toString get replace"),
        ("MutableList", "add addAll remove removeAt removeAll retainAll clear set get size isEmpty contains indexOf"),
        ("MutableSet", "add addAll remove removeAll retainAll clear size isEmpty contains"),
        ("MutableMap", "put putAll remove clear get set size isEmpty containsKey containsValue getOrPut"))},
    # `buildString { append(x) }`: the lambda's receiver is the runtime's StringBuilder
    runtime_receivers={"buildString": "StringBuilder", "buildList": "MutableList", "buildSet": "MutableSet",
                       "buildMap": "MutableMap"},
    extension_functions=True,   # `fun Buffer.readUtf8Line()` in okio.internal: a member of okio's Buffer
    # `internal object Misc : Table()`, `data object X`, `@Suppress("x") object Y` (modifiers and annotations only)
    singleton_classes=r"^(?:(?:@[\w.]+(?:\([^()\n]*\))?|\w+)\s+)*object\s+`?\w",
    # the standard library's top-level functions and types every file sees without an import (kotlin.*)
    builtin_names=frozenset("""check checkNotNull require requireNotNull error TODO println print readLine minOf maxOf
        listOf listOfNotNull mutableListOf arrayListOf setOf mutableSetOf hashSetOf linkedSetOf mapOf mutableMapOf
        hashMapOf linkedMapOf emptyList emptySet emptyMap emptyArray arrayOf arrayOfNulls byteArrayOf intArrayOf
        longArrayOf charArrayOf booleanArrayOf sequenceOf emptySequence generateSequence lazy lazyOf repeat run let
        also apply with takeIf takeUnless buildString buildList buildSet buildMap synchronized assert to Pair Triple
        Any Unit Nothing Boolean Byte Short Int Long Float Double Char String CharSequence Number Comparable Array
        ByteArray ShortArray IntArray LongArray FloatArray DoubleArray CharArray BooleanArray List MutableList Set
        MutableSet Map MutableMap Collection MutableCollection Iterable MutableIterable Iterator Sequence Result
        Throwable Exception RuntimeException Error IllegalArgumentException IllegalStateException
        IndexOutOfBoundsException UnsupportedOperationException NullPointerException ArithmeticException
        NoSuchElementException ClassCastException NumberFormatException ConcurrentModificationException
        AssertionError Lazy Regex StringBuilder Annotation Enum Deprecated Suppress JvmStatic JvmField JvmName
        JvmOverloads Throws Volatile Synchronized""".split()),
    # Where the pinned grammar fails on valid Kotlin, a respelling it parses, tried on a file that parses with errors
    # (spec.grammar_repairs). okio, moshi, koin and Exposed (1,811 Kotlin files): 62 parsed with errors, now 25.
    grammar_repairs=(
        # Kotlin Multiplatform's `actual` / `expect` before a primary constructor or its parameters (`class
        # ByteString internal actual constructor(internal actual val data: ByteArray)`): blanked
        (r"\b(?:actual|expect)\b(?=[ \t]+(?:val|var|constructor|fun|class|interface|object|typealias|"
         r"abstract|open|internal|public|private|protected|inline|value|enum|annotation|sealed|data|"
         r"operator|infix|override|suspend|tailrec|external|const|lateinit)\b)", ""),
        # a primary constructor on a line after its class's name (`class Options\nprivate constructor(`, `class
        # JsonValueSource\n@JvmOverloads\nconstructor(`, a comment between), which the grammar reads as the end of
        # the declaration: one line (extract._points keeps the rows and columns the file's)
        # (each alternative of what stands between starts with its own character and cannot end early: no text
        # matches two ways, so a long run that is no header fails in linear time)
        (r"(\bclass[ \t]+`?\w+`?(?:[ \t]*<[^\n{}()=;]*>)?)((?:\s|//[^\n]*(?![^\n])|/\*(?:[^*]|\*(?!/))*\*/|"
         r"@[\w.]+(?![\w.])(?:\([^()\n]*\))?|\b(?:public|private|protected|internal)\b)*)(?=\bconstructor\b)",
         _one_line),
        # a `when` entry's `in x ->` after an entry whose value ends the line (`in '0'..'9' -> c - '0'\n in
        # 'a'..'f' ->`), which the grammar reads as the value's `in` operator: the `in` blanked
        (r"(?m)^([ \t]*)in(?=[ \t]+[^\n]*->)", r"\1  "),
        # a guard (`is H2Dialect if value != null ->`, Kotlin 2.1): as a second condition
        (r"(?m)(^[ \t]*!?is[ \t]+[\w.<>*?, ]+?)[ \t]if(?=[ \t(])", r"\1,  "),
        # binary literals (`0b1000`, `0b111u`) as hexadecimal ones; `..<` (Kotlin 1.9) as `..`
        (r"\b0[bB](?=[01_]+[uUL]{0,2}\b)", "0x"),
        (r"\.\.<", ".. "),
        # a modifier's word as a name (`var final = false`, `enum = Foo.Baz`, `override()`): its last letter `_`
        (r"(?<![\w.$@`])(?=(?:final|enum|open|sealed|annotation|abstract|override|lateinit|vararg|internal|private|"
         r"protected|public|const|inline|operator|infix|suspend|tailrec|external|crossinline|noinline|dynamic)"
         r"(?![\w$`]))(\w+)\w(?=[ \t]*[=!<>+\-*/%&|?:,;)\].]|\((?<!suspend\())", r"\1_"),
    ),
)
