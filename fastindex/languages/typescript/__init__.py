"""TypeScript, TSX and JavaScript/JSX: one module namespace, one resolver, shared queries."""
from ..spec import LanguageSpec

_COMMON = dict(
    predefined_type_names=frozenset({"bigint"}),   # `value: bigint`: the grammar's type_identifier
    package=__name__,
    merged_namespaces=True,
    implements_lend_no_members=True,
    resolver="fastindex.languages.typescript.resolver:TypeScriptResolver",
    family="typescript",
    call_types={"call_expression": "function"},
    new_types={"new_expression": "constructor"},
    # (`this` too: `const self = this` holds the instance, read where `self.x()` is, in a nested function or callback)
    reference_values=frozenset({"identifier", "member_expression", "subscript_expression", "this"}),
    conditional_values={"ternary_expression": (1, 2)},
    # `a || b`, `a ?? b`: typed as the left operand; `a && b` as the right one
    transparent_values=frozenset({"await_expression", "parenthesized_expression", "non_null_expression",
                                  "binary_expression"}),
    right_operand_operators=frozenset({"&&"}),
    export_wrappers=frozenset({"export_statement"}),
    decorator_types=frozenset({"decorator"}),
    self_names=frozenset({"this"}),
    super_names=frozenset({"super"}),   # `super.m()`
    # `where(): this`: a method returning the instance it is called on (the linker gives the receiver)
    self_type_names=frozenset({"this"}),
    returned_self_type="this",   # `self() { return this; }`: as `self(): this`
    literal_self_name="this",    # `register({perform() { this.x }})`
    commonjs_interop=True,       # `module.exports = K` + `const K = require("./k")`: K
    constructor_names=("constructor",),
    instance_hides_constructor=frozenset({"constructor"}),
    cast_values=frozenset({"as_expression"}),
    # `const s = (n2.suspense = n1.suspense)!`, `const c = (node.children = node.children.filter(..))`
    # (and `(curNode.#children[key] ||= new Node())`, hono's trie router: the value assigned, if not the one there)
    chained_assignments=frozenset({"assignment_expression", "augmented_assignment_expression"}),
    index_signature=r"^\{\s*(?:readonly\s+)?\[\s*[\w$]+\s*(?::\s*(?:string|number)|in\s+[^\]]+)\]\s*\??\s*:\s*((?:[^;{}]|\{[^{}]*\})+?)\s*;?\s*\}$",
    key_remapping=r"""^\{\s*(?:readonly\s+)?\[\s*([\w$]+)\s+in\s+([\w$.]+)\s+as\s+\1\s*\[\s*["']([\w$]+)["']\s*\]\s*\]"""
                  r"""\s*\??\s*:\s*([^;{}]+?)\s*;?\s*\}$""",
    mapped_calls={"map": "Array<{}>", "Array.from": "Array<{}>"},
    global_modules=frozenset({"global"}),
    augmented_modules=True,
    # a mixin's anonymous class, `return class extends Base {..}` (types.scm): `this` in it is what Base constructs
    anonymous_bodies=frozenset({"class_body"}),
    # a file without import or export is a script: its top-level declarations are global too (script.py)
    table_rewrite="fastindex.languages.typescript.script:script_table",
    module_entities=True,
    tuple_brackets=True,
    # `const [a, b] = [x, y]` (or `c ? [x, y] : [z, w]`): each name holds the value at its place
    tuple_values=frozenset({"array"}),
    # `Map<K, V>`: `m.get(k)` (element_methods "value") is a V
    mapping_types=frozenset({"Record", "Map", "ReadonlyMap", "WeakMap"}),
    # (`import.meta`, the module's meta object: an ImportMeta, which a repository augments in `declare global {
    # interface ImportMeta { dev: boolean } }`, Nuxt's `import.meta.dev`)
    global_values={"window": "Window", "import.meta": "ImportMeta"},
    global_objects=frozenset({"window", "globalThis", "self"}),
    # the runtime's and the compiler's global names (lib.es*.d.ts, Node, the DOM's most used, TypeScript's utility
    # types): a bare one that nothing in scope binds is theirs, though the repository declares one of the name
    builtin_names=frozenset("""Object Function Array Boolean Number String Symbol BigInt Error TypeError RangeError
        SyntaxError ReferenceError EvalError URIError AggregateError Promise Map Set WeakMap WeakSet WeakRef Proxy
        Reflect JSON Math Date RegExp ArrayBuffer SharedArrayBuffer DataView Int8Array Uint8Array Uint8ClampedArray
        Int16Array Uint16Array Int32Array Uint32Array Float32Array Float64Array BigInt64Array BigUint64Array Intl
        Iterator AsyncIterator Generator AsyncGenerator globalThis undefined NaN Infinity parseInt parseFloat isNaN
        isFinite encodeURI encodeURIComponent decodeURI decodeURIComponent console setTimeout clearTimeout
        setInterval clearInterval setImmediate clearImmediate queueMicrotask structuredClone fetch URL
        URLSearchParams TextEncoder TextDecoder AbortController AbortSignal Blob File FormData Headers Request
        Response Event EventTarget process require module exports __dirname __filename Buffer global window
        document navigator location Record Partial Required Readonly Pick Omit Exclude Extract NonNullable
        ReturnType Parameters InstanceType Awaited PromiseLike ArrayLike Iterable AsyncIterable IterableIterator
        PropertyKey""".split()),
    # Jest's and Vitest's globals, ambient in a test file whatever the repository names so (excalidraw's 5,780
    # `expect(..)` sites were "unknown")
    test_paths=r"(?:^|/)(?:__tests__|__mocks__|tests?|specs?|e2e)/|\.(?:test|spec)\.[cm]?[jt]sx?$",
    test_builtin_names=frozenset("""describe it test expect beforeEach afterEach beforeAll afterAll vi jest
        fit xit xdescribe fdescribe""".split()),
    # `<div>` in a file with `/** @jsxImportSource ../jsx */`: JSX.IntrinsicElements.div of ../jsx/jsx-runtime's JSX
    # (the checker's reading of the pragma; without it, what the tsconfig's jsx options give, not read here)
    function_type_nodes=frozenset({"function_type", "constructor_type"}),
    intrinsic_receiver="JSX.IntrinsicElements",
    intrinsic_pragma=(r"@jsxImportSource\s+([^\s*]+)", "jsx-runtime", "JSX"),
    # `(x as A)`, `(x as A | B)` (a union, written with a leading bar or not), `(x as typeof C)` (the class)
    cast_pattern=r"^\(\s*[\s\S]+?\s+as\s+((?:\|\s*)?(?:typeof\s+)?[\w$.]+(?:<[^()]*>)?"
                 r"(?:\s*\|\s*(?:typeof\s+)?[\w$.]+(?:<[^()]*>)?)*)\s*\)$",
    # (and a type named None, as the linker read every language's before this was data: fp-ts's
    # `type Option<A> = None | Some<A>` reads as a Some)
    none_types=frozenset({"null", "undefined", "None"}),
    type_wrappers=frozenset({"Readonly", "Partial", "Required", "NonNullable", "Promise", "PromiseLike",
                             "Awaited", "InstanceType", "UnionToIntersection"}),
    # `Partial<Record<K, V>>[k]`: a V
    element_wrappers=frozenset({"Readonly", "Partial", "Required", "NonNullable"}),
    # `Optional<T, K>` (utility-types: T with the keys K made optional; elsewhere often `T | undefined`), and
    # `WithRequired<T, K>` (T with the keys K required: @apollo/utils.withrequired, and many a repository's own):
    # T's members
    member_subset_types=frozenset({"Pick", "Omit", "Optional", "WithRequired"}),
    omitting_types=frozenset({"Omit"}),
    # `Pick<A, 'x' | 'y'>`: A's x and y only
    picked_types=frozenset({"Pick"}),
    inherited_type_arguments=True,
    # `for (const x of xs)`, `catch (e)` and `if (c) { const s = .. }` outside any function bind names of the loop,
    # the handler, the block
    scoped_clauses=frozenset({"for_in_statement", "catch_clause"}),
    # (and a function or class declared in a block: `if (c) { function g() {} }`, block-scoped since ES2015)
    block_scoped_declarations={"lexical_declaration": frozenset({"statement_block", "for_statement", "switch_case",
                                                                 "switch_default"}),
                               # (and TypeScript's types: react-hook-form's type tests, `{ const actual = ..; type _t
                               # = Expect<Equal<typeof actual, ..>>; }` at module level)
                               **dict.fromkeys(("function_declaration", "generator_function_declaration",
                                                "class_declaration", "abstract_class_declaration",
                                                "type_alias_declaration", "interface_declaration", "enum_declaration"),
                                               frozenset({"statement_block", "switch_case", "switch_default"}))},
    block_bindings=frozenset({"statement_block", "for_statement", "for_in_statement", "catch_clause", "switch_case",
                              "switch_default"}),
    # a `var` there, `for (var i = 0; ..)`, `if (c) { var x }`: the module's where it declares the name directly too,
    # else no entity (as a script's global it was every script's `i` and `x`, in ESLint's test fixtures)
    hoisted_declarations={"variable_declaration": frozenset({"statement_block", "for_statement", "switch_case",
                                                             "switch_default"})},
    # (and `Promise.resolve(x)`, awaited: what x holds)
    # (Svelte 5's runes `$state(x)`, `$state.raw(x)`, `$derived(x)`: x)
    argument_value_calls=frozenset({"useContext", "useAtomValue", "Promise.resolve", "$state", "$state.raw",
                                    "$derived"}),
    return_statements=frozenset({"return_statement"}),
    # a function without a declared result (the checker infers one): what every `return` gives where they agree
    # (after `return this` / a new instance, the first return's, as before)
    inferred_result_statements=r"statement_block|(?:if|for|for_in|while|do|try|switch|labeled)_statement|"
                               r"else_clause|catch_clause|finally_clause|switch_body|switch_case|switch_default",
    no_value_returns=frozenset({"undefined", "null"}),
    inferred_result_alternatives=True,
    generator_word="yield",
    return_word="return",
    # (React's FC<Props>; Solid's Component<Props> and its kin, read only where the name is a library's)
    function_type_arguments={"FC": (0,), "FunctionComponent": (0,), "VFC": (0,), "Component": (0,),
                             "ParentComponent": (0,), "VoidComponent": (0,), "FlowComponent": (0,)},
    function_type_results={"Accessor": 0},
    library_function_types={"TypedUseSelectorHook": (("TState",), "<TSelected>(selector: (state: TState) => TSelected, "
                                                                  "equalityFn?: unknown) => TSelected")},
    type_argument_calls=frozenset({"createContext", "atom"}),
    # `const record = useRecordContext<Company>(props)` of `<RecordType ..>(..): RecordType | undefined`: a Company
    call_type_arguments=True,
    # `make(Collection)` of `make<T extends Model>(c: new () => T): T`: a Collection ("gen:" values)
    class_bound_results=True,
    argument_typed_results=True,   # `clone(doc).save()` of `clone<T>(source: T): T`, `first<T>(xs: T[]): T`
    # React's refs: `const r = useRef<Editor>(null)`, `ref: RefObject<Editor>`: `r.current` is an Editor; a member
    # of a `Record<K, V>` (JSDoc's `Object<K, V>` too) is a V
    member_type_arguments={"RefObject": {"current": 0}, "MutableRefObject": {"current": 0}, "Record": {"*": 1},
                           "Object": {"*": 1}},
    type_argument_results={"useRef": "RefObject", "createRef": "RefObject"},
    # NestJS `app.get(GraphQLModule)`, `moduleRef.resolve(S)`, Angular `TestBed.inject(S)`: an instance of the class
    class_argument_calls=frozenset({"get", "resolve", "inject"}),
    class_argument_functions=frozenset({"inject"}),   # Angular's `readonly s = inject(ProjectsService)`
    object_literals=frozenset({"object"}),
    # `/** @type {ImportPhaseUtils} */ const ImportPhaseUtils = {..}` beside `@typedef {object} ImportPhaseUtils`
    # (webpack), `const Phase: Phase = ..` declared before `interface Phase`: a type names the type, not the value
    types_skip_fields=True,
    exported_literal_statements=frozenset({"export_statement"}),   # `export default {..}`
    exported_literal_targets=frozenset({"module.exports"}),
    computed_names=frozenset({"computed_property_name"}),
    constructed_class="new.target",
    # `{Item, Sub: x.Sub}`: a shorthand property, a pair whose key is a plain name
    object_entries=(frozenset({"shorthand_property_identifier"}), frozenset({"pair"}),
                    frozenset({"property_identifier"})),
    object_spreads=frozenset({"spread_element"}),
    # Sequelize (sequelize-typescript) models' and TypeORM BaseEntity's statics: `await User.findByPk(id)` is a User
    model_statics={**dict.fromkeys(("findByPk", "findOne", "create", "build", "findOneBy", "findOneOrFail",
                                    "findOneByOrFail"), "instance"),
                   **dict.fromkeys(("findAll", "find", "findBy", "bulkCreate"), "array"),
                   **dict.fromkeys(("scope", "unscoped", "schema"), "class")},
    shaped_overloads=True,   # `useQuery({queryKey, queryFn})`: the overload whose options the literal can be
    # `const ms = await loadAll(); ms.map(..)` of a Promise<Member[]>: Members
    promise_types=frozenset({"Promise", "PromiseLike"}),
    wrapped_callees=frozenset({"await_expression"}),   # `await X.find<T>(id)`: parsed `(await X.find)<T>(id)`
    # lodash's (and es-toolkit/compat's) collection functions: `filter(users, (u) => ..)`: u is an element of users
    element_callbacks={f"{prefix}{name}": 0 for prefix in ("", "_.") for name in (
        "filter", "find", "findLast", "map", "flatMap", "forEach", "each", "some", "every", "reject", "partition",
        "sortBy", "orderBy", "groupBy", "keyBy", "countBy", "uniqBy", "sumBy", "minBy", "maxBy", "findIndex")},
    library_element_callbacks=True,
    # and those giving a collection of their first argument's elements (`orderBy(filter(users, f), g)`)
    collection_calls=frozenset(f"{prefix}{name}" for prefix in ("", "_.") for name in (
        "filter", "reject", "sortBy", "orderBy", "uniq", "uniqBy", "compact", "without", "difference", "shuffle")),
    # `for (const v of m.values())`: a value of the Map m; `for (const k of m.keys())`: a key
    unpacked_calls={".values": "values", ".keys": "key", ".entries": "items"},
    values_are_elements=True,
    copy_calls=frozenset({"Array.from"}),
    copy_constructors=frozenset({"Set", "ReadonlySet"}),   # `const queue = new Set(chunk.groupsIterable)`
    tuple_calls=frozenset({"Promise.all"}),   # `const [a, b] = await Promise.all([f(), g()])`
    array_literals=frozenset({"array"}),   # `[{component: (k) => ..}]` of a declared `Column<K>[]`
    later_assigned=("variable_declarator", "assignment_expression", frozenset({"null", "undefined"})),   # `let a;`
    spread_arrays=frozenset({"array"}),   # `[...a(), ...b()]`: a collection as a() is
    # `export const nodeOps: { createElement: typeof createElement, .. } = {..}`: the members of the anonymous type
    # a module-level variable declares are its literal properties (as a type literal's in a function)
    variable_literals=True,
    annotated_value=r"^[\w$]+\s*:\s*([\w$.]+(?:<[^=]*>)?)\s*=(?![=>])",   # `Top: FunctionalComponent = (..) =>`
    type_literals=frozenset({"object_type"}),
    base_literal_nodes=("intersection_type", "type_arguments", "extends_type_clause"),
    object_merging_calls=frozenset({"Object.assign"}),
    mapping_value_calls=frozenset({"Object.values"}),
    mapping_entry_calls=frozenset({"Object.entries"}),
    result_types=frozenset({"ReturnType"}),
    value_type_operator="typeof ",
    indexed_access=r"""\s*([\w$.]+(?:<[^\[\]]*>)?)\[\s*["']([\w$]+)["']\s*\]\s*$""",
    type_guard=r"\s*[\w$]+\s+is\s+(\S[\s\S]*)$",                                  # `o is Table`
    this_parameter=r"\(\s*this\s*:",                                                  # `(this: {..}) => R`
    construct_signatures=frozenset({"construct_signature"}),
    this_functions=frozenset({"function_expression", "function", "function_declaration", "generator_function",
                              "generator_function_declaration", "method_definition"}),
    # `x.type === "mysql"`, `node.type === NodeTypes.TEXT` (an enum member: as the alternatives spell it); a switch's
    # case as the map reads it, "((node.type), NodeTypes.TEXT)" (two type guards, `isA(x) || isB(x)`, read
    # "(isA, isB)", are no such test); `!==` where the test returns (narrowing.scm: what follows is narrowed); a
    # property tested for truth (`if (r.isError)`, `r.isError && ..`, `r.isError ? .. : ..`) as `r.isError === true`,
    # "!" before it where the test fails (the map's truthy and falsy narrowings)
    property_test=r"""!?["']([\w$]+)["']\s+in\s""",   # `"directives" in node` (narrowing.scm)
    static_member=r"(?:(?:public|private|protected|readonly|async|override|abstract|declare)\s+)*static\b",
    key_operator="keyof",   # `RootStore[K]` with `K extends keyof RootStore`
    key_subset_type="Extract",   # tanstack-table's `TFeatureMap[Extract<keyof TFeatures, keyof TFeatureMap>]`
    discriminant_test=r"""!?(?:\(\()?[\w$.?]+\.([\w$]+)(?:\s*[!=]==?\s*|\),\s*)"""
                      r"""((?:["'][^"']*["']|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+|true|false)"""
                      r"""(?:,\s*(?:["'][^"']*["']|[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+))*)\)?\s*$""",
    # (React `const [o] = useState(init)`: the state holds what init is, or what it returns where a function)
    state_calls=frozenset({"useAtom", "useState", "React.useState"}),
    accessor_calls=frozenset({"createMemo"}),
    signal_calls=frozenset({"createSignal"}),
    memo_calls={"useMemo": 0, "React.useMemo": 0, "useSyncExternalStore": 1, "React.useSyncExternalStore": 1,
                "$derived.by": 0},   # (Svelte 5's `$derived.by(() => ..)`)
    sibling_typed_calls={"memo": (1, 0), "React.memo": (1, 0)},
    receiver_alternatives=("?", "??", "||"),
    union_members_all=True,
    string_literal_types=True,
    iterable_types=frozenset({"Array", "ReadonlyArray", "Set", "ReadonlySet", "Iterable", "Iterator",
                              "IterableIterator", "AsyncIterable", "Generator"}),
    element_methods={**dict.fromkeys(("find", "findLast", "at", "pop", "shift"), "element"),
                     **dict.fromkeys(("filter", "slice", "sort", "reverse", "concat", "splice", "toSorted",
                                      "toReversed"), "same"),
                     "get": "value", "values": "values"},
    guarded_filters=frozenset({"filter"}),
    config_files=frozenset({"tsconfig.json", "jsconfig.json", "package.json", "pnpm-workspace.yaml",
                            "deno.json", "deno.jsonc", "jsr.json"}),
    directory_module_stems=frozenset({"index"}),   # `import '..'`, `'./dir'`, a package's main
    function_values=frozenset({"arrow_function", "function_expression", "function", "generator_function"}),
    parameter_properties=frozenset({"required_parameter", "optional_parameter"}),
    rest_patterns=frozenset({"rest_pattern"}),   # `enter(...args)`: "rest:" + the context (extract)
    callback_nodes=(frozenset({"arrow_function", "function_expression", "function"}), frozenset({"formal_parameters"}),
                    frozenset({"arguments"}), frozenset({"pair"}), frozenset({"method_definition"}),
                    frozenset({"variable_declarator", "public_field_definition"}), frozenset({"object_pattern"})),
)

# Valid JavaScript (and TypeScript) the pinned grammars fail on, respelt for them (spec.grammar_repairs; same
# length):
# - a reserved word as the name a specifier exports (`export { var_builder as var, true_instance as true }`, svelte's
#   compiler/utils/builders.js; ES2022's ModuleExportName): the word's last letter becomes `_` for the parse, the name
#   read stays the word (`b.var(..)` calls var_builder); `as default`, which the grammar reads, is left alone
_RESERVED = ("await|break|case|catch|class|const|continue|debugger|delete|do|else|enum|export|extends|false|finally|"
             "for|function|if|import|in|instanceof|let|new|null|return|static|super|switch|this|throw|true|try|"
             "typeof|var|void|while|with|yield")
_JS_REPAIRS = (
    (rf"(?<![\w$.])(as\s+(?=(?:{_RESERVED})\s*[,}}])[a-z]+?)[a-z](?=\s*[,}}])", r"\1_"),
)
# ... and valid TypeScript the pinned grammar fails on:
# - a generic call signature after another member on the line before, without a `;` (hono's
#   `interface Get {\n  <Key extends ..>(key: Key): X\n  <Key ..>(key: Key): Y\n}`): the grammar reads the `<` as
#   the previous type's arguments and the whole interface (hono's types.ts: the whole file) is an error; the
#   indentation's last character becomes the `;`; also with blank lines and comments between the two members
#   (redux-toolkit's `AddListenerOverloads`: `): Return\n\n  /** Accepts an action creator */\n  <A extends ..>(`);
#   a line comment is taken to its line's end, never split at a `//` inside it: a header of comment lines holding
#   URLs (svelte's elements.d.ts, from DefinitelyTyped) had the pattern try 2^lines ways, and the run never ended
# - `export type * from '..'` (TypeScript 5.0), read as `export * from '..'`
# - `using` as a name in an expression (mikro-orm's `${tableName}${using}`, `f(using)`): the grammar takes it for
#   the keyword of a `using` declaration (TypeScript 5.2), which the repair leaves alone (`using res = open()`)
# - a class member named `accessor` (mikro-orm's builder: `accessor(accessor: string | boolean = true) {..}`), read as
#   the keyword of an auto-accessor field (TypeScript 4.9: `accessor x = 1`), and a class or interface member named
#   `abstract` (mikro-orm's `interface EntityMetadata { abstract: boolean }`), read as the modifier
# - variance annotations on type parameters (TypeScript 4.7: zod's `interface ZodType<out Output = unknown, ..>`,
#   `interface $ZodCheck<in T = never>`), which the grammar lacks: the keywords blanked
# - a type member named `in` on its own line after another member without a `;` (GraphQL codegen's `type IdQueryType
#   = {\n  notContains?: Maybe<..>\n  in?: Maybe<..>\n}`): the grammar reads the previous type on into an `in`
#   expression; the name respelt `i_` at the start of a line, before `?:` or `:`
# - `typeof undefined` in a type (lexical's `...classNames: (typeof undefined | boolean | null | string)[]`), whose
#   type query the grammar takes only of a name: the whole file was an error. `typeof` blanked: the type `undefined`
_COMMENTS = r"(?:/\*(?:[^*]|\*(?!/))*\*/\s*|//[^\n]*\n\s*)*"   # comments before a type parameter (`/** @ts-ignore */`)
_REPAIRS = _JS_REPAIRS + (
    (r"""(?<=[\w$\])'"`}>])((?:/\*(?:[^*]|\*(?!/))*\*/|//[^\n]*(?=\n)|\s)*\n[ \t]*)[ \t]"""
     r"""(?=<(?:[ \t]*\n|[A-Za-z_$][\w$]*(?:\s+extends\b|\s*=|\s*,|>\s*\()))""",
     r"\1;"),
    (r"\bexport(\s+)type(\s+)\*", r"export\1    \2*"),
    (r"(?<![\w$])using(?![\w$])(?!\s+[A-Za-z_$][\w$]*\s*[=:])", "usin_"),
    (r"(?<![\w$.])accessor(?=\s*\??\s*[(<:])", "accesso_"),
    (r"(?<![\w$.])abstract(?=\s*\??\s*[(<:])", "abstrac_"),
    (rf"([<,]\s*{_COMMENTS})in(?=\s+(?:out\s+)?[A-Za-z_$][\w$]*\s*(?:extends\b|=|,|>))", r"\1  "),
    (rf"([<,]\s*{_COMMENTS})out(?=\s+[A-Za-z_$][\w$]*\s*(?:extends\b|=|,|>))", r"\1   "),
    (r"(?<=\n)([ \t]*(?:readonly[ \t]+)?)in(?=[ \t]*\??[ \t]*:)", r"\1i_"),
    (r"(?<![\w$.])typeof(?=\s+undefined(?![\w$]))", "      "),
)

# a namespace body opening on the next line (source.py), which the grammar reads as a separate block
_REWRITE = "fastindex.languages.typescript.source:rewrite"

# .ts files are parsed with TSX's grammar and queries first (spec.parse_first): on excalidraw, typeorm and
# synth-1m every .ts file that parses without an error as TSX (all but 5 of 7,210) has the table the TypeScript
# grammar gives it; the others are parsed again as TypeScript.
TYPESCRIPT = LanguageSpec(name="typescript", short="ts", grammar="typescript", extensions=(".ts", ".mts", ".cts"),
                          queries=("defs-ts.scm", "core.scm", "types.scm", "narrowing.scm"), parse_first="tsx",
                          grammar_gaps="gaps.scm", grammar_repairs=_REPAIRS, source_rewrite=_REWRITE,
                          types_skip_values=True, **_COMMON)
TSX = LanguageSpec(name="tsx", short="tsx", grammar="tsx",
                   extensions=(".tsx",), queries=("defs-ts.scm", "core.scm", "types.scm", "narrowing.scm", "jsx.scm"),
                   grammar_gaps="gaps.scm", grammar_repairs=_REPAIRS, source_rewrite=_REWRITE,
                   types_skip_values=True, **_COMMON)
# (a .js file's JSDoc types: jsdoc.py; the checker reads none in a .ts file)
JAVASCRIPT = LanguageSpec(name="javascript", short="js", grammar="javascript",
                          extensions=(".js", ".jsx", ".mjs", ".cjs"),
                          queries=("defs-js.scm", "core.scm", "js.scm", "narrowing.scm", "jsx.scm"),
                          doc_type_reader="fastindex.languages.typescript.jsdoc:read",
                          # `/** @template T @extends {Set<T>} */ class SortableSet extends Set` (webpack)
                          doc_type_parameters=r"@template\s+(?:\{[^}]*\}\s*)?([A-Za-z_$][\w$]*(?:\s*,\s*[A-Za-z_$][\w$]*)*)",
                          doc_base_arguments=r"@(?:extends|augments)\s*\{\s*[A-Za-z_$][\w$.]*\s*(<.*?>)\s*\}",
                          grammar_repairs=_JS_REPAIRS,
                          doc_cast_reader="fastindex.languages.typescript.jsdoc:casts",
                          assigned_members_declare=True,
                          # (JavaScript only: TypeScript's `typeof Model` values are read as instances)
                          static_members=r"static\b(?!\s*[:?(=])",
                          **{**_COMMON, "table_rewrite": "fastindex.languages.typescript.jsdoc:js_table"})
