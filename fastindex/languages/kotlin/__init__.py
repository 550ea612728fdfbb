"""Kotlin: one module namespace with Java (packages under source roots), imports by FQN."""
from ..spec import LanguageSpec

KOTLIN = LanguageSpec(
    name="kotlin",
    short="kt",
    grammar="kotlin",
    extensions=(".kt", ".kts"),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.java.resolver:JavaResolver",
    family="java",
    call_types={"call_expression": "#0"},
    reference_values=frozenset({"simple_identifier", "navigation_expression"}),
    transparent_values=frozenset({"parenthesized_expression"}),
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
    literal_receivers={'"': "String", "'": "Char"},   # `"/".toPath()`: okio's `fun String.toPath()`
    extension_functions=True,   # `fun Buffer.readUtf8Line()` in okio.internal: a member of okio's Buffer
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
    # Kotlin Multiplatform's `actual` / `expect` before a primary constructor or its parameters (`class ByteString
    # internal actual constructor(internal actual val data: ByteArray)`), which the pinned grammar does not know
    # there: blanked where a file parses with errors (okio: 8 of its 21 such files parse without)
    grammar_repairs=((r"\b(?:actual|expect)\b(?=[ \t]+(?:val|var|constructor|fun|class|interface|object|typealias|"
                      r"abstract|open|internal|public|private|protected|inline|value|enum|annotation|sealed|data|"
                      r"operator|infix|override|suspend|tailrec|external|const|lateinit)\b)", ""),),
)
