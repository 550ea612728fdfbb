from ..spec import LanguageSpec

# The names of Python's builtins module (3.11) and the module globals every module has
BUILTINS = frozenset("""
ArithmeticError AssertionError AttributeError BaseException BaseExceptionGroup BlockingIOError BrokenPipeError
BufferError BytesWarning ChildProcessError ConnectionAbortedError ConnectionError ConnectionRefusedError
ConnectionResetError DeprecationWarning EOFError Ellipsis EncodingWarning EnvironmentError Exception ExceptionGroup
False FileExistsError FileNotFoundError FloatingPointError FutureWarning GeneratorExit IOError ImportError
ImportWarning IndentationError IndexError InterruptedError IsADirectoryError KeyError KeyboardInterrupt LookupError
MemoryError ModuleNotFoundError NameError None NotADirectoryError NotImplemented NotImplementedError OSError
OverflowError PendingDeprecationWarning PermissionError ProcessLookupError PythonFinalizationError RecursionError
ReferenceError ResourceWarning RuntimeError RuntimeWarning StopAsyncIteration StopIteration SyntaxError SyntaxWarning
SystemError SystemExit TabError TimeoutError True TypeError UnboundLocalError UnicodeDecodeError UnicodeEncodeError
UnicodeError UnicodeTranslateError UnicodeWarning UserWarning ValueError Warning ZeroDivisionError __build_class__
__debug__ __doc__ __file__ __import__ __loader__ __name__ __package__ __spec__ abs aiter all anext any ascii bin bool
breakpoint bytearray bytes callable chr classmethod compile complex copyright credits delattr dict dir divmod
enumerate eval exec exit filter float format frozenset getattr globals hasattr hash help hex id input int isinstance
issubclass iter len license list locals map max memoryview min next object oct open ord pow print property quit range
repr reversed round set setattr slice sorted staticmethod str sum super tuple type vars zip
""".split())

PYTHON = LanguageSpec(
    name="python",
    short="py",
    grammar="python",
    extensions=(".py", ".pyi"),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.python.resolver:PythonResolver",
    # branches the platform decides read as on Linux, as pyright does here (`if sys.platform == "win32":`)
    source_rewrite="fastindex.languages.python.static:rewrite",
    builtin_names=BUILTINS,
    call_types={"call": "function"},
    reference_values=frozenset({"identifier", "attribute", "subscript"}),
    conditional_values={"conditional_expression": (0, 2)},
    transparent_values=frozenset({"await", "parenthesized_expression", "boolean_operator"}),
    right_operand_operators=frozenset({"and"}),   # `x = cfg and cfg.loader()`: what the call gives (pyright's)
    public_unless_underscore=True,
    self_names=frozenset({"self", "cls"}),
    class_self_names=frozenset({"cls"}),
    super_names=frozenset({"super"}),   # `super().m()`
    # `def model_construct(cls) -> Self` called on `Model`: a Model (the receiver), as for TypeScript's `this`
    self_type_names=frozenset({"Self"}),
    inherited_parameter_types=True,   # `def parse(self, parser)` overriding `def parse(self, parser: Parser)`
    constructor_names=("__init__",),
    argument_constructors=("__new__",),
    field_init_bases=frozenset({"NamedTuple", "TypedDict", "BaseModel", "BaseSettings", "RootModel", "Struct"}),
    constructorless_bases=frozenset({"Generic", "Protocol", "ABC", "object"}),
    field_init_decorators=frozenset({"dataclass", "define", "frozen", "mutable", "s", "attrs"}),
    field_init_base_decorators=frozenset({"dataclass_transform"}),
    none_types=frozenset({"None"}),
    optional_types=frozenset({"Optional", "typing.Optional"}),
    type_wrappers=frozenset({"Optional", "Union", "Type", "type", "ClassVar", "Final", "Annotated", "Required",
                             "NotRequired", "ReadOnly", "Awaitable", "typing", "t"}),
    # `p: Annotated[list[UploadFile], File()]` (FastAPI's parameters): iterating p gives UploadFiles
    element_wrappers=frozenset({"Annotated"}),
    # `d: Annotated[Upload, Body()]`: an Upload; the metadata after it names no alternative (litestar's parameters)
    member_subset_types=frozenset({"Annotated"}),
    iterable_types=frozenset({"List", "list", "Sequence", "MutableSequence", "Iterable", "Iterator", "Set", "set",
                              "FrozenSet", "frozenset", "AbstractSet", "MutableSet", "Collection", "Generator",
                              "AsyncIterator", "AsyncIterable", "AsyncGenerator", "Deque", "deque", "Tuple",
                              "tuple", "QuerySet"}),
    config_files=frozenset({"pyproject.toml", "setup.py", "setup.cfg"}),
    directory_module_stems=frozenset({"__init__", "__main__"}),   # `from . import x`, `python -m pkg`
    names_only_through_imports=True,
    function_values=frozenset({"lambda"}),
    # `_find_hook(lambda plugin: plugin.get_hook())`: the lambda's parameters typed by the callee's Callable[[...], R]
    callback_nodes=(frozenset({"lambda"}), frozenset({"lambda_parameters"}), frozenset({"argument_list"}),
                    frozenset({"pair"}), frozenset(), frozenset({"assignment"}), frozenset()),
    mapping_literals=frozenset({"dictionary"}),
    declaration_only=r"[A-Za-z_]\w*\s*:(?![^=]*=)",
    scoped_clauses=frozenset({"for_in_clause"}),
    tuple_values=frozenset({"expression_list", "tuple"}),
    tuple_types=frozenset({"tuple", "Tuple"}),
    collection_calls=frozenset({"list", "tuple", "set", "frozenset", "sorted", "reversed", "iter"}),
    element_calls=frozenset({"next", "min", "max"}),
    named_tuple_bases=frozenset({"NamedTuple"}),
    binary_values=frozenset({"binary_operator"}),
    assignment_expression=":=",
    keyword_collectors=("**",),
    splat_parameters={"list_splat_pattern": "tuple[{}, ...]", "dictionary_splat_pattern": "dict[str, {}]"},
    operator_methods={"+": "__add__", "-": "__sub__", "*": "__mul__", "/": "__truediv__", "//": "__floordiv__",
                      "%": "__mod__", "@": "__matmul__", "|": "__or__", "&": "__and__", "^": "__xor__",
                      "<<": "__lshift__", ">>": "__rshift__"},
    # `(clock or Clock()).clone()`, `(self.parent if c else self).remove()`: either value's
    receiver_alternatives=("or", "if"),
    # `active_app.get()` of a `ContextVar["App[Any]"]`: an App
    argument_methods={"ContextVar": {"get": 0}, "Future": {"result": 0}, "Task": {"result": 0},
                      "Queue": {"get": 0, "get_nowait": 0}, "SimpleQueue": {"get": 0, "get_nowait": 0},
                      "deque": {"pop": 0, "popleft": 0}},
    cast_calls=frozenset({"cast", "typing.cast", "t.cast"}),
    # `captureclass = staticmethod(StdCapture)`: a class attribute holding the function itself
    # `loop.run_until_complete(main())`, `asyncio.run(main())`: what awaiting the argument gives (a coroutine
    # function's call is its declared result); `with closing(IOStream(s)) as stream`: the object closed on exit
    # (tornado's tests), as `nullcontext(x)` gives x; `async with aclosing(await schema.subscribe(q)) as sub`
    # (strawberry's tests) the same
    argument_value_calls=frozenset({"staticmethod", "classmethod", "lru_cache", "functools.cache",
                                    "run_until_complete", "asyncio.run", "asyncio.wait_for", "asyncio.shield",
                                    "closing", "contextlib.closing", "nullcontext", "contextlib.nullcontext",
                                    "aclosing", "contextlib.aclosing"}),
    # `compile_cell = partial(compiler.compile_cell, cell_id="0")`: calling it calls the function (marimo's tests);
    # the partial object's own members (`.args`, `.func`) are functools'
    partial_calls=frozenset({"partial", "functools.partial"}),
    entered_argument_calls=frozenset({"closing", "aclosing", "nullcontext"}),
    # `lru_cache(maxsize=64)(build)`: build, wrapped (calling it gives what build returns)
    decorator_factories=frozenset({"lru_cache"}),
    keyword_arguments=frozenset({"keyword_argument"}),
    global_statements=frozenset({"global_statement", "nonlocal_statement"}),
    global_words=("global", "nonlocal"),
    element_callbacks={"sorted": 0, "min": 0, "max": 0, "map": 1, "filter": 1, ".sort": 0},
    unpacked_calls={"zip": "zip", "itertools.zip_longest": "zip", "zip_longest": "zip", "enumerate": "enumerate",
                    ".items": "items", ".values": "values", ".keys": "keys"},
    collection_values=frozenset({"list", "set", "list_comprehension", "set_comprehension", "generator_expression"}),
    mapping_values={"dictionary": "pair", "dictionary_comprehension": "pair"},
    homogeneous_tuple_values=frozenset({"tuple", "expression_list"}),
    # (`sub.__anext__()` of an `AsyncGenerator[ExecutionResult, None]`: an element, as `next(sub)` is)
    element_methods=dict.fromkeys(("get", "pop", "setdefault", "popleft", "__next__", "__anext__"), "value"),
    subscripted_classes=True,
    # `client.get_integration(FlaskIntegration)` declared `def get_integration(self, c: type[I]) -> Optional[I]`
    class_bound_results=True,
    # traitlets' `Instance(klass, ..)` trait (IPython, Jupyter): reading it gives a klass (its `__get__`'s T)
    class_bound_factories={"traitlets:Instance": 0, "traitlets.traitlets:Instance": 0},
    type_variable_word="TypeVar",
    # `ident(u).to_string()` of `def ident(x: TV) -> TV`, `get_success(self, d: Awaitable[TV]) -> TV`: what the
    # argument at that place is (its elements, for `xs: list[TV]`; what awaiting it gives)
    argument_typed_results=True,
    call_site_results=True,
    raised_contexts={"raises": "value", "assertRaises": "exception", "assertRaisesRegex": "exception"},
    type_variable_bound=r"\bbound\s*=\s*[\"']?([A-Za-z_][\w.]*(?:\[(?:[^\[\]]|\[[^\[\]]*\])*\])?)",
    iterator_methods=("__iter__",),
    item_methods=("__getitem__",),
    # `class Decorator(Generic[T])`: `info: T` of a `Decorator[FieldInfo]` is a FieldInfo
    generic_bases=("Generic[", "Protocol["),   # (`typing.Generic[`, `t.Protocol[` as well: the linker)
    # `m = cls.__new__(cls)`: an instance of the class (object's __new__, declared nowhere in the repository)
    instantiating_methods=frozenset({"__new__"}),
    result_constructor="__new__",
    metaclass_pattern=r"[(,]\s*metaclass\s*=\s*([A-Za-z_][\w.]*)\s*[,)]",
    root_members=frozenset(dir(object)),   # `__new__`, `__init__`, `__repr__`..: object's, never a metaclass's
    # `type(self).model_fields`, `self.__class__.counter`: the class's
    class_of_calls=frozenset({"type"}),
    class_of_members=frozenset({"__class__"}),
    # `def validate_url(s): return Model(v=s).v`: what every return gives, in the function's own scope
    return_statements=frozenset({"return_statement"}),
    inferred_result_statements=r"block|(?:if|elif|else|for|while|try|except|finally|with|match|case)_(?:statement|clause)",
    no_value_returns=frozenset({"None"}),
    generator_word="yield",
    return_word="return",
    sent_values=frozenset({"yield"}),
    chained_assignments=frozenset({"assignment"}),
    tuple_patterns=frozenset({"pattern_list", "tuple_pattern"}),
    type_comment="# type:",
    type_comment_reader="fastindex.languages.python.type_comments:read",
    fallback_clauses=frozenset({"except_clause"}),
    sent_types={"Generator": 1, "AsyncGenerator": 1},
    class_object_types=frozenset({"type", "Type"}),
    enter_methods=("__enter__", "__aenter__"),
    awaited_values=frozenset({"await"}),
    await_methods=("__await__",),
    call_methods=("__call__",),
    missing_member_methods=("__getattr__",),
    property_decorators=r"(?:^|_)property$",
    # `def has_object_definition(obj: Any) -> TypeGuard[type[X]]` (`TypeIs[X]`): `if has_object_definition(x):`
    type_guard=r"\s*(?:typing\.|t\.|typing_extensions\.)?(?:TypeGuard|TypeIs)\[([\s\S]+)\]\s*$",
    isinstance_keeps_subclasses=True,   # `isinstance(emoji, _EmojiTag)` of a `str | Emoji | PartialEmoji`
    decorated_values=True,   # `@cache async def f`, `f.cache_info()`: the method of the wrapper `cache` returns
    coroutine_parameter=r"\b(?:Coroutine|Awaitable)\[",
    function_parameter=r"\bCallable\b",
    descriptor_methods=("__get__",),
    enum_bases=frozenset({"Enum", "IntEnum", "StrEnum", "Flag", "IntFlag", "ReprEnum"}),
    entered_types=frozenset({"Generator", "Iterator", "AsyncGenerator", "AsyncIterator", "ContextManager",
                             "AbstractContextManager", "AsyncContextManager", "AbstractAsyncContextManager"}),
    mapping_types=frozenset({"dict", "Dict", "Mapping", "MutableMapping", "defaultdict", "DefaultDict", "OrderedDict",
                             "ChainMap"}),
    mapping_keys=True,
    # a bare `Final` / `ClassVar` says nothing of the type: the value's is taken (`state: Final = State()`)
    # `ClassVar[dict[str, FieldInfo]]`: the type it wraps, so that a collection's elements are read through it
    # `self.h: (\n A | B\n) = ...`: parentheses around a whole annotation only group it (a tuple type is `tuple[..]`)
    # (a type written over several lines, with comments: trio's `Callable[  # type: ignore[..]\n    ...,\n    X,\n]` as
    # `Callable[..., X]`)
    type_rewrites=((r"#[^\n]*(?=\n)", ""), (r",?\s*\n\s*([\])])", r"\1"), (r"([\[(])\s*\n\s*", r"\1"),
                   (r"\s*\n\s*", " "),
                   (r"^\(\s*([^()]*?)\s*\)$", r"\1"),
                   (r"^(?:typing\.|t\.)?(?:Final|ClassVar)$", ""),
                   (r"^(?:typing\.|t\.)?(?:Final|ClassVar)\[(.*)\]$", r"\1")),
    # `if msg.type is WSMsgType.TEXT:`, `== "a"`, `in (WSMsgType.CLOSE, WSMsgType.CLOSING)` (as the map records the
    # comparison, the operator not read: tags.scm records `is not` where it means `is`, after `if x.type is not K:
    # return`; "!" + the test where it failed, its `else:`): the alternatives of a union whose `type` is declared
    # `Literal[..]` of that member (with "!", the others)
    discriminant_test=r"""!?[\w.]+\.(\w+)\s*(?:==|!=|\bis(?:\s+not)?\b|\b(?:not\s+)?in\b)\s*[(\[{]?\s*"""
                      r"""((?:["'][^"']*["']|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+)"""
                      r"""(?:\s*,\s*(?:["'][^"']*["']|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+))*)\s*,?\s*[)\]}]?\s*$""",
    literal_types=frozenset({"Literal", "typing.Literal", "t.Literal"}),
    type_union_operator="|",
    next_methods=("__anext__", "__next__"),
    class_body_scope=True,
    # a function whose returns give different values gives each (pyright: their union), in the order written
    inferred_result_alternatives=True,
    stub_extensions=(".pyi",),
    ordered_bindings=True,
    ordered_value_texts=(frozenset({"if_statement", "elif_clause", "else_clause", "for_statement", "while_statement",
                                    "except_clause", "case_clause"}), frozenset({"block"})),
    annotated_members_win=True,
    submodules_need_import=True,
)
