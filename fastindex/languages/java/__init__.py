"""Java: packages as folders under source roots (Maven/Gradle src/main/java, src/test/java), FQN imports."""
from ..spec import LanguageSpec

JAVA = LanguageSpec(
    name="java",
    short="java",
    grammar="java",
    extensions=(".java",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.java.resolver:JavaResolver",
    call_types={"method_invocation": "object.name"},
    new_types={"object_creation_expression": "type"},
    reference_values=frozenset({"identifier", "field_access"}),
    conditional_values={"ternary_expression": (1, 2)},
    transparent_values=frozenset({"parenthesized_expression", "cast_expression"}),
    # `((TextNode) source).getWholeText()`: the receiver is the type cast to (a class name, capitalised, or qualified);
    # the value cast holds brackets nested two deep (`((Versioned) c.getDeclaredConstructor().newInstance())`,
    # `((InvalidJson) (args.get(1)))`), balanced: `((A) x).f((B) y)` is no cast to A
    cast_pattern=r"^\(\s*\(\s*((?:[a-z_]\w*\.)*[A-Z]\w*(?:\.[A-Z]\w*)*)\s*(?:<[^()]*>)?\s*\)\s*"
                 r"(?:[^()]|\((?:[^()]|\([^()]*\))*\))*\)$",
    public_head=r"\bpublic\b",
    self_names=frozenset({"this"}),
    qualified_self_names=frozenset({"this"}),       # `Outer.this.m()`
    enums_are_classes=True,                         # `this.value = value` in an enum's constructor
    super_names=frozenset({"super"}),              # `super.m()`
    base_constructor_calls=frozenset({"super"}),   # `super(...)` in a constructor
    constructor_names=("{class}",),
    members_in_scope=True,
    # `try (JsonParser p = ..) {..}` then `try (NonBlockingJsonParser p = ..) { p.feedInput(..) }`: a name declared
    # again in a later block of the method is, from there on, what that declaration says (_rebound_member); imports
    # and top-level classes never share a name in a Java file, which the rule's import ordering would read
    ordered_bindings=True,
    # ... and only in that block (`for (Foo f : foos) {..}` then `for (Bar f : bars) f.x();`, its own line's too)
    block_bindings=frozenset({"block", "for_statement", "enhanced_for_statement", "catch_clause",
                              "switch_block_statement_group", "try_with_resources_statement"}),
    calls_skip_locals=True,   # `Reader reader = reader(s)`: the method reader
    types_skip_fields=True,   # `Origin Origin = new Origin();` beside `class Origin`: the type Origin is the class
    argument_typed_results=True,   # `verify(mock).simpleMethod()` with `<T> T verify(T mock)`
    class_object_types=frozenset({"Class"}),   # `<T> T getCause(int i, Class<T> c)`: `getCause(0, X.class)` is an X
    class_literal_suffix=".class",
    calls_skip_fields=True,   # `el.childNodes()` of a class with a field childNodes: its base's method
    functional_interfaces=True,   # `doc.traverse((node, depth) -> ..)`: NodeVisitor.head's parameters
    reads_skip_methods=True,   # `escapeMode(xhtml)` beside a method xhtml(): the variable
    # java.lang's types (every file sees them without an import) and the primitive ones: a bare use no scope or import
    # binds is the runtime's; a member of a value declared one of them, the runtime's where the repository defines
    # nothing of its name (`name.length()` of `String name`)
    builtin_names=frozenset("""String Object Integer Long Short Byte Character Boolean Double Float Number Math
        StrictMath System Thread Runnable StringBuilder StringBuffer CharSequence Comparable Iterable Enum Record
        Class ClassLoader Throwable Exception RuntimeException Error IllegalArgumentException IllegalStateException
        NullPointerException IndexOutOfBoundsException UnsupportedOperationException ArithmeticException
        ClassCastException NumberFormatException AssertionError Override Deprecated SuppressWarnings
        FunctionalInterface SafeVarargs AutoCloseable Cloneable Process ProcessBuilder Runtime ThreadLocal Void
        int long short byte char boolean double float void""".split()),
    record_accessors=True,   # `record Point(Bar helper)`: `p.helper().run()` is Bar's run
    overloads_by_arity=True,   # `parser.tagSet().valueOf(..)`: `TagSet tagSet()`, not `Parser tagSet(TagSet)`
    call_arguments="arguments",   # `el.attr("k")` (1 argument): Node.attr(String), not Element.attr(String, String)
    # `gen.writeRawValue(new SerializedString("1"))`, `b.enable(StreamReadFeature.X)`: what the arguments' types are
    argument_types={"string_literal": "String", "text_block": "String", "character_literal": "char",
                    "true": "boolean", "false": "boolean", "decimal_integer_literal": "int",
                    "decimal_floating_point_literal": "double", "object_creation_expression": "@",
                    "array_creation_expression": "@[]", "cast_expression": "@", "identifier": "=",
                    "field_access": "=", "method_invocation": "=", "this": "="},
    argument_constants=r"(?:[a-z_]\w*\.)*[A-Z]\w*(?:\.[A-Z]\w*)*\.[A-Z][A-Z0-9_]*$",   # `JsonParser.Feature.X`
    anonymous_bodies=frozenset({"class_body"}),   # `new TypeToken<T>() {}.getType()`: TypeToken.getType
    # `Page<Repo> p`: p.first() of `T first()` is a Repo; `class Docs extends Store<Doc>`: Store's T members are Docs
    inherited_type_arguments=True,
    # `Range.@Nullable Spans` -> Range.Spans (a type annotation is no part of the type's name)
    # `Consumer<? super Element>`, `List<? extends Node>`: a wildcard's bound is what matters
    type_rewrites=((r"^var$", ""), (r"^final\s+", ""), (r"@[\w.]+(?:\([^()]*\))?\s*", ""),
                   (r"\?\s+(?:super|extends)\s+", "")),
    # no type_wrappers: Optional<T>, Supplier<T>, AtomicReference<T> are JDK types whose own methods (get, map,
    # orElse) are no members of T; read as a T, `s.get()` became T's `get` wherever T declares one. Their `get()`
    # gives a T, as a List's does: they are read as holders of one element (gson's `supplier.get().getType()`)
    iterable_types=frozenset({"List", "ArrayList", "LinkedList", "Set", "HashSet", "TreeSet", "LinkedHashSet",
                              "SortedSet", "Collection", "Iterable", "Iterator", "Queue", "Deque", "ArrayDeque",
                              "Stream", "ImmutableList", "ImmutableSet", "Vector", "Stack", "CopyOnWriteArrayList",
                              "NavigableSet", "PriorityQueue", "BlockingQueue", "ArrayBlockingQueue",
                              "LinkedBlockingQueue", "LinkedBlockingDeque", "ConcurrentLinkedQueue",
                              "ConcurrentLinkedDeque", "ListIterator",
                              "Optional", "Supplier", "AtomicReference", "ThreadLocal", "Future", "CompletableFuture",
                              "WeakReference", "SoftReference"}),
    # `things.get(0).name` of a List<Thing>, `m.get(k).name` of a Map<K, Thing>: an element, a value; a queue's
    # head (`q.take().close()` of a BlockingQueue<WorkUnit>), a stack's top, an iterator's next
    element_methods={"get": "value", "getFirst": "element", "getLast": "element", "take": "element",
                     "poll": "element", "peek": "element", "pop": "element", "element": "element",
                     "pollFirst": "element", "pollLast": "element", "peekFirst": "element", "peekLast": "element",
                     "removeFirst": "element", "removeLast": "element", "first": "element", "last": "element",
                     "firstElement": "element", "lastElement": "element", "next": "element", "previous": "element"},
    mapping_types=frozenset({"Map", "HashMap", "TreeMap", "LinkedHashMap", "SortedMap", "NavigableMap",
                             "ConcurrentMap", "ConcurrentHashMap", "EnumMap", "WeakHashMap", "IdentityHashMap"}),
    config_files=frozenset({"pom.xml", "build.gradle", "build.gradle.kts", "settings.gradle",
                            "settings.gradle.kts"}),
    directory_module_stems=frozenset({"package-info", "module-info"}),   # a package's or module's own declarations
    function_values=frozenset({"lambda_expression"}),
    # `tags.onNewTag(tag -> tag.set(..))` with `onNewTag(Consumer<Tag> customizer)`: tag is a Tag (the parameter
    # types of the JDK's functional interfaces, by the place of their type arguments)
    callback_nodes=(frozenset({"lambda_expression"}), frozenset({"inferred_parameters"}), frozenset({"argument_list"}),
                    frozenset(), frozenset(), frozenset(), frozenset()),
    function_type_arguments={"Consumer": (0,), "BiConsumer": (0, 1), "Function": (0,), "BiFunction": (0, 1),
                             "Predicate": (0,), "BiPredicate": (0, 1), "UnaryOperator": (0,),
                             "BinaryOperator": (0, 0), "ToIntFunction": (0,), "ToLongFunction": (0,),
                             "ToDoubleFunction": (0,), "Comparator": (0, 0)},
)
