"""PHP: `use` imports resolved to class files by path suffix (PSR-4), members through typed properties."""
from ..spec import LanguageSpec

PHP = LanguageSpec(
    name="php",
    short="php",
    grammar="php",
    extensions=(".php",),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.php.resolver:UseResolver",
    new_types={"object_creation_expression": "#0"},
    # `@param CompletePackage|RootAliasPackage $p`, `@return A|B`: `$p->getRequires()` is each alternative's
    # declaration, as intelephense has it (not the first alone)
    union_members_all=True,
    # `$io = $this->getIO()`, `$m = Model::make()`, `$x = helper()`: what the call gives (its `@return` or return type)
    call_types={"member_call_expression": "object.name", "nullsafe_member_call_expression": "object.name",
                "scoped_call_expression": "scope.name", "function_call_expression": "function"},
    # `$session = $this->getSession(); ..; $session = new Store(..); $session->x()`: statements run in order, a
    # local assigned again is, from there on, what the later assignment gives
    ordered_bindings=True,
    # (`$x = $this->list[0]`, `$x = $this->a?->b`: read as receivers are)
    reference_values=frozenset({"variable_name", "member_access_expression", "subscript_expression",
                                "nullsafe_member_access_expression"}),
    # `$q = clone $this->query`; a call's `argument` holds its expression
    transparent_values=frozenset({"parenthesized_expression", "clone_expression", "argument"}),
    # `foreach (array_filter($class->associationMappings, ..) as $assoc)`: the array's elements
    collection_calls=frozenset({"array_filter", "array_values", "array_reverse", "array_slice", "array_unique",
                                "array_merge", "iterator_to_array"}),
    private_head=r"(?!)",
    self_names=frozenset({"$this", "self", "static"}),
    # `new static($attributes)`, `(new static)->setConnection($c)`: calling the class makes an instance of it
    class_self_names=frozenset({"self", "static"}),
    super_names=frozenset({"parent"}),   # `parent::__construct($a)`, `parent::boot()`: the base class's
    self_type_names=frozenset({"static", "self"}),   # `public static function make(): static`: its class
    constructor_names=("__construct",),
    path_separator="\\",
    namespace_paths=True,   # `\App\Lib\Util::help()`, `new \App\Lib\Util`
    member_separators=("->", "::", "?->"),
    # `(clone $this)->where(..)`: the copy is of the class; `($this)`, `($x->query)` at the head: the parentheses
    receiver_rewrites=((r"^\((?:clone\s+)?(\$\w+(?:\.\w+)*)\)", r"\1"),),
    none_types=frozenset({"null"}),   # `Repo|null`
    type_rewrites=((r"^\?", ""), (r"^\\", ""), (r"\\", ".")),
    function_values=frozenset({"anonymous_function", "arrow_function"}),
    parameter_properties=frozenset({"property_promotion_parameter"}),
    # a method without a declared result (nor a PHPDoc `@return`) gives what its returns give, as intelephense infers
    # it (laravel's tests: `protected function getBuilder() { ..; return new Builder(..); }`); `return $this;` the
    # class's instance
    return_statements=frozenset({"return_statement"}),
    returned_self_type="static",
    inferred_result_statements=r"compound_statement|colon_block|(?:if|foreach|for|while|do|try|switch)_statement|"
                               r"else_if_clause|else_clause|catch_clause|finally_clause|switch_block|case_statement|"
                               r"default_statement",
    no_value_returns=frozenset({"null"}),
    inferred_result_alternatives=True,
    generator_word="yield",
    return_word="return",
    # a container's `make(Gate::class)`, `get(..)`, `app(Gate::class)`, `resolve(..)`: a Gate (Container::make is
    # declared to give `($abstract is class-string<TClass> ? TClass : mixed)`, which intelephense reads)
    class_argument_calls=frozenset({"make", "makeWith", "get", "app", "resolve"}),
    class_argument_functions=frozenset({"app", "resolve"}),
    class_argument_pattern=r"\\?([A-Za-z_][\w\\]*)::class",
    class_argument_first=True,
    body_bases_first=True,   # `class User extends Model { use SoftDeletes; }`: the trait's forceDestroy()
    abstract_word="abstract",
    doc_types_first=True,   # `PersistenceClassMetadata $metadata` + `@param ClassMetadata<T> $metadata`
    doc_type_reader="fastindex.languages.php.phpdoc:read",   # `/** @var Application */ protected $app;`
    doc_mixins=r"@mixin\s+\\?([A-Za-z_][\w\\]*)",   # `@mixin \Illuminate\Database\Query\Builder`
    # a facade's `@see \Illuminate\Database\DatabaseManager`: `DB::table(..)`, which Facade::__callStatic forwards
    doc_forwards=r"@see\s+\\?([A-Za-z_][\w\\]*)",
    forwarding_method="__callStatic",
    # the language's constructs and the standard library's functions most code calls (a bare call of one that no
    # scope or namespace binds is the runtime's, though the repository has methods of the name: Collection::count)
    builtin_names=frozenset("""empty isset unset eval exit die list echo print count sizeof trim rtrim ltrim implode
        explode join serialize unserialize substr strlen strpos stripos strrpos str_replace str_contains
        str_starts_with str_ends_with str_repeat str_pad str_split strtolower strtoupper ucfirst lcfirst ucwords
        sprintf printf vsprintf number_format preg_match preg_match_all preg_replace preg_replace_callback preg_split
        preg_quote hash md5 sha1 crc32 base64_encode base64_decode json_encode json_decode http_build_query
        urlencode rawurlencode urldecode htmlspecialchars strip_tags nl2br addslashes max min abs floor ceil round
        intval floatval boolval strval settype gettype get_class get_parent_class get_object_vars method_exists
        property_exists class_exists interface_exists function_exists is_a is_subclass_of is_array is_string is_int
        is_integer is_float is_bool is_null is_numeric is_object is_callable is_iterable is_countable is_resource
        array_map array_filter array_reduce array_keys array_values array_merge array_merge_recursive array_combine
        array_flip array_slice array_splice array_search array_key_exists array_key_first array_key_last in_array
        array_unique array_reverse array_diff array_diff_key array_intersect array_intersect_key array_fill
        array_fill_keys array_pad array_push array_pop array_shift array_unshift array_column array_chunk
        array_walk array_is_list iterator_to_array range compact extract sort rsort usort uasort uksort ksort krsort
        asort arsort shuffle reset end current key next prev each call_user_func call_user_func_array
        func_get_args func_num_args time microtime hrtime date gmdate mktime strtotime checkdate
        date_default_timezone_get
        sleep usleep dirname basename pathinfo realpath file_exists is_file is_dir is_link is_readable is_writable
        mkdir rmdir unlink touch chmod copy rename glob file file_get_contents file_put_contents fopen fclose fread
        fwrite fgets feof fflush tempnam sys_get_temp_dir getcwd chdir putenv getenv ini_get ini_set set_error_handler
        restore_error_handler set_exception_handler trigger_error error_reporting error_log spl_object_id
        spl_object_hash spl_autoload_register random_int random_bytes mt_rand rand uniqid bin2hex hex2bin ord chr
        ctype_digit ctype_alpha mb_strlen mb_substr mb_strtolower mb_strtoupper mb_str_split ob_start ob_get_clean
        ob_end_clean exec passthru shell_exec proc_open escapeshellarg flush define defined constant var_export
        var_dump print_r debug_backtrace class_implements class_uses array_walk_recursive log""".split()),
)
