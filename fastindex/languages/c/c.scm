; C (and the C part of C++): definitions, #include imports and reference sites.
; Forms handled:
;   #include "x.h"     -> a star import of the repository's header (relative to the file, else found by its
;                         path suffix): the header's names, and those it includes, are visible
;   #include <x.h>     -> external
;   header prototypes are definitions too: a call resolves to the declaration the include makes visible

; ---- definitions -------------------------------------------------------------
(function_definition type: (_)? @type declarator: (function_declarator declarator: (identifier) @name)) @definition.function
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))) @definition.function
; a function a macro defines from its argument, `TEST_IMPL(name) { .. }` (the grammar reads a return type and a
; parenthesised name): named by the argument, so that its body's declarations are its locals
(function_definition type: (type_identifier) declarator: (parenthesized_declarator (identifier) @name)) @definition.function
(declaration type: (_)? @type declarator: (function_declarator declarator: (identifier) @name)) @definition.function
(declaration type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name))) @definition.function
; the name in parentheses, kept from function-like macros (Lua's API: `LUA_API int (lua_gettop) (lua_State *L);`,
; `LUA_API lua_State *(lua_newstate) (..)`)
(function_definition type: (_)? @type declarator: (function_declarator declarator: (parenthesized_declarator (identifier) @name))) @definition.function
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (parenthesized_declarator (identifier) @name)))) @definition.function
(declaration type: (_)? @type declarator: (function_declarator declarator: (parenthesized_declarator (identifier) @name))) @definition.function
(declaration type: (_)? @type declarator: (pointer_declarator declarator: (function_declarator declarator: (parenthesized_declarator (identifier) @name)))) @definition.function
; a function returning a pointer to a pointer (`char **split(..) {..}`, its prototype)
(function_definition type: (_)? @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))) @definition.function
(declaration type: (_)? @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (function_declarator declarator: (identifier) @name)))) @definition.function
(struct_specifier name: (type_identifier) @name body: (_)) @definition.class
(union_specifier name: (type_identifier) @name body: (_)) @definition.class
(enum_specifier name: (type_identifier) @name body: (_)) @definition.enum
; typedefs: `typedef struct point { .. } point_t;` is two entities, the struct `point` (its fields `point.x`) and
; `point_t` naming it (span: its name, so that the struct is no part of it); an anonymous struct a typedef names
; is that name's (`typedef struct { int w; } size2;`: `size2`, `size2.w`); a function-pointer typedef is a type
(type_definition type: [(type_identifier) (primitive_type) (sized_type_specifier)
                        (struct_specifier !body) (union_specifier !body) (enum_specifier !body)] @type
  declarator: (type_identifier) @name) @definition.type
(type_definition type: [(struct_specifier name: (_) @type body: (_)) (union_specifier name: (_) @type body: (_))
                        (enum_specifier name: (_) @type body: (_))]
  declarator: (type_identifier) @name @definition.type)
(type_definition type: [(struct_specifier !name body: (_)) (union_specifier !name body: (_))]
  declarator: (type_identifier) @name) @definition.class
(type_definition type: (enum_specifier !name body: (_)) declarator: (type_identifier) @name) @definition.enum
(type_definition type: (_) @type declarator: (pointer_declarator declarator: (type_identifier) @name)) @definition.type
(type_definition type: (_) @type declarator: (function_declarator declarator: (type_identifier) @name)) @definition.type
; a function type whose name is in parentheses (redis's `typedef void (dictScanFunction)(void *privdata, ..);`)
(type_definition type: (_) @type
  declarator: (function_declarator declarator: (parenthesized_declarator (type_identifier) @name))) @definition.type
(type_definition type: (_) @type
  declarator: (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))) @definition.type
; one returning a pointer (`typedef void * (*lua_Alloc) (void *ud, ..);`, `typedef const char * (*lua_Reader) (..);`)
(type_definition type: (_) @type
  declarator: (pointer_declarator declarator: [
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name)))
    (pointer_declarator declarator: (function_declarator
      declarator: (parenthesized_declarator (pointer_declarator declarator: (type_identifier) @name))))])) @definition.type
(field_declaration type: (_) @type declarator: (field_identifier) @name) @definition.property
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (field_identifier) @name)) @definition.property
; `char** args;`, `char name[64];`, `char* argv[4];`, `uv_buf_t* bufs[2]`
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name))) @definition.property
; three and four levels (nginx's `void ****conf_ctx;` of ngx_cycle_s: `cycle->conf_ctx` 41 times)
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name)))) @definition.property
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (field_identifier) @name))))) @definition.property
(field_declaration type: (_) @type declarator: (array_declarator declarator: (field_identifier) @name)) @definition.property
; a function-pointer field (`int (*compare)(const void *, const void *);`, `void *(*alloc)(void *ud, size_t n);`)
(field_declaration type: (_) @type
  declarator: (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name)))) @definition.property
(field_declaration type: (_) @type
  declarator: (pointer_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (field_identifier) @name))))) @definition.property
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name))) @definition.property
(field_declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (array_declarator declarator: (field_identifier) @name)))) @definition.property
; enumerators are enum members (docs/entity-edges.md): constants of a named enum, or of a typedef's anonymous one;
; those of an anonymous enum (`enum { UV_HANDLE_CLOSING = 1, .. };`, C's flag sets) are no definitions at all
(enum_specifier name: (_) body: (enumerator_list (enumerator name: (identifier) @name) @definition.constant))
(type_definition type: (enum_specifier !name body: (enumerator_list (enumerator name: (identifier) @name) @definition.constant)))
(preproc_def name: (identifier) @name) @definition.constant
(preproc_function_def name: (identifier) @name) @definition.function

; ---- parameters ------------------------------------------------------------------------------------
(parameter_declaration type: (_) @type declarator: (identifier) @name) @local.parameter
(parameter_declaration type: (_) @type declarator: (pointer_declarator declarator: (identifier) @name)) @local.parameter
(parameter_declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @local.parameter
(parameter_declaration type: (_) @type declarator: (array_declarator declarator: (identifier) @name)) @local.parameter
(parameter_declaration type: (_) @type declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))) @local.parameter
; a declaration is a definition: at file level a variable entity whose span (type, initializer) is the source of
; what it names (`static uv_tcp_t server;`, `cb_t f = helper;`); in a function body a local of it
(declaration type: (_) @type declarator: (identifier) @name) @definition.variable
(declaration type: (_) @type declarator: (init_declarator declarator: (identifier) @name value: (_)? @value)) @definition.variable
(declaration type: (_) @type declarator: (init_declarator declarator: (pointer_declarator declarator: (identifier) @name) value: (_)? @value)) @definition.variable
(declaration type: (_) @type declarator: (pointer_declarator declarator: (identifier) @name)) @definition.variable
(declaration type: (_) @type declarator: (array_declarator declarator: (identifier) @name)) @definition.variable
(declaration type: (_) @type declarator: (init_declarator declarator: (array_declarator declarator: (identifier) @name) value: (_)? @value)) @definition.variable
; `char** argv;`, `static char* args[5];` (with or without a value)
(declaration type: (_) @type declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name))) @definition.variable
(declaration type: (_) @type declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name))) @definition.variable
(declaration type: (_) @type declarator: (init_declarator declarator: (pointer_declarator declarator: (pointer_declarator declarator: (identifier) @name)) value: (_)? @value)) @definition.variable
(declaration type: (_) @type declarator: (init_declarator declarator: (pointer_declarator declarator: (array_declarator declarator: (identifier) @name)) value: (_)? @value)) @definition.variable
; a function-pointer variable (`int (*cmp)(const void *, const void *);`, `void *(*alloc)(size_t) = malloc;`,
; redismodule.h's `REDISMODULE_API int (*RedisModule_CreateCommand)(..);`): a call of it calls the variable
(declaration type: (_) @type declarator: [
  (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))
  (pointer_declarator declarator: (function_declarator
    declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name))))
  (init_declarator declarator: [
    (function_declarator declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name)))
    (pointer_declarator declarator: (function_declarator
      declarator: (parenthesized_declarator (pointer_declarator declarator: (identifier) @name))))] value: (_)? @value)]) @definition.variable

; ---- imports ---------------------------------------------------------------------------
(preproc_include path: (string_literal (string_content) @module)) @import.star
(preproc_include path: (system_lib_string) @module) @import.star

; ---- references ----------------------------------------------------------------------------
(call_expression function: (identifier) @name) @reference.call
(call_expression function: (field_expression argument: (_) @receiver field: (field_identifier) @name)) @reference.call
(field_expression argument: (_) @receiver field: (field_identifier) @name) @reference.read
((type_identifier) @name @reference.type
  (#not-any-of? @name "size_t" "ssize_t" "uint8_t" "uint16_t" "uint32_t" "uint64_t" "int8_t" "int16_t" "int32_t" "int64_t" "bool" "FILE"))
(argument_list (identifier) @name) @reference.read
(init_declarator value: (identifier) @name) @reference.read
; a macro a conditional directive tests (`#ifdef HAVE_MALLOC_SIZE`, `#if defined(USE_JEMALLOC)`, `#if REDIS_TEST`):
; a reference of the definition around it, as clang records one
(preproc_ifdef name: (identifier) @name) @reference.read
(preproc_elifdef name: (identifier) @name) @reference.read
(preproc_defined (identifier) @name) @reference.read
(preproc_if condition: (identifier) @name) @reference.read
(preproc_elif condition: (identifier) @name) @reference.read
; (the names of a compound condition, `#if (NGX_HAVE_INET6 && NGX_X)`: source.condition_sites)
; a macro in a string's concatenation (nginx's `"Server: nginx" CRLF`, `"%" PRId64`)
(concatenated_string (identifier) @name) @reference.read
; a designated initializer names a field of the declared variable's type (`static ConnectionType CT_Socket = {
; .close = connSocketClose, .. };`, an array's elements `static T cmds[] = { {.name = "get"}, .. };`), or of a
; compound literal's type (`*fi = (functionInfo) { .name = name };`): the field read through the variable or type
; (one pattern per form: an alternation of the two cost ~8 % of redis's map CPU, these ~0.3 %)
(init_declarator declarator: (identifier) @receiver
  value: (initializer_list (initializer_pair . designator: (field_designator (field_identifier) @name)))) @reference.read
(init_declarator declarator: (array_declarator) @receiver
  value: (initializer_list (initializer_list (initializer_pair . designator: (field_designator (field_identifier) @name))))) @reference.read
(compound_literal_expression type: (type_descriptor) @receiver
  value: (initializer_list (initializer_pair . designator: (field_designator (field_identifier) @name)))) @reference.read
(compound_literal_expression type: (type_descriptor) @receiver
  value: (initializer_list (initializer_list (initializer_pair . designator: (field_designator (field_identifier) @name))))) @reference.read
(assignment_expression right: (identifier) @name) @reference.read
(return_statement (identifier) @name) @reference.read
(binary_expression (identifier) @name) @reference.read
(unary_expression argument: (identifier) @name) @reference.read
(pointer_expression argument: (identifier) @name) @reference.read
(subscript_expression argument: (identifier) @name) @reference.read
(initializer_list (identifier) @name) @reference.read
(case_statement value: (identifier) @name) @reference.read
(expression_statement (identifier) @name) @reference.read
(update_expression argument: (identifier) @name) @reference.read
(assignment_expression left: (identifier) @name) @reference.read
(parenthesized_expression (identifier) @name) @reference.read
(conditional_expression (identifier) @name) @reference.read
(comma_expression (identifier) @name) @reference.read
(cast_expression value: (identifier) @name) @reference.read
(sizeof_expression value: (identifier) @name) @reference.read
(subscript_expression (identifier) @name) @reference.read
(field_expression argument: (identifier) @name) @reference.read
(initializer_pair value: (identifier) @name) @reference.read
(array_declarator size: (identifier) @name) @reference.read
(enumerator value: (identifier) @name) @reference.read
(bitfield_clause (identifier) @name) @reference.read
