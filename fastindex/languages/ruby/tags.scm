; Ruby: definitions, require_relative imports and reference sites.
; Forms handled:
;   require_relative "x"   -> star import of x.rb relative to the file (Ruby constants are global: a required
;                             file's classes and methods become visible)
;   require "x"            -> star import resolved as lib/x.rb or x.rb in the repository, else external
;   class C < B            -> inherit        include M / extend M -> inherit (mixins)
;   C.new                  -> new C (instantiates C#initialize)      self.m / m -> method of the class
;   anything else (method calls on untyped locals) stays unresolved: Ruby has no declared types

(class name: (constant) @name) @definition.class
; `class Acme::Thing` (a compact nested class): Thing qualified by its namespace, "Acme.Thing" (Acme's member, and
; Thing in its file: LanguageSpec.compact_nested_classes)
(class name: (scope_resolution scope: (constant) @receiver name: (constant) @name)) @definition.class
; `class A::B::Thing`, `class A::B::C::Thing`: each part of the namespace captured apart, joined "A.B" (no "::")
(class name: (scope_resolution scope: (scope_resolution scope: (constant) @receiver name: (constant) @receiver)
  name: (constant) @name)) @definition.class
(class name: (scope_resolution scope: (scope_resolution scope: (scope_resolution scope: (constant) @receiver
  name: (constant) @receiver) name: (constant) @receiver) name: (constant) @name)) @definition.class
(module name: (constant) @name) @definition.module
; `module A::B` (a compact nested module) names it by a scope_resolution: "A.B", as `module A; module B` does
(module name: (scope_resolution scope: (constant) @receiver name: (constant) @name)) @definition.module
(module name: (scope_resolution scope: (scope_resolution scope: (constant) @receiver name: (constant) @receiver)
  name: (constant) @name)) @definition.module
(module name: (scope_resolution scope: (scope_resolution scope: (scope_resolution scope: (constant) @receiver
  name: (constant) @receiver) name: (constant) @receiver) name: (constant) @name)) @definition.module
(method name: (_) @name) @definition.method
; RSpec's shared groups: `RSpec.shared_context 'cli spec behavior' do .. end` (shared_examples, shared_examples_for)
; is a module named by its string (LanguageSpec.string_names: 'cli spec behavior', in single quotes), its block its
; body (LanguageSpec.scoped_definitions): the methods it defines and the modules it includes are its members
(call method: (identifier) @_m arguments: (argument_list . (string) @name) block: (_) @definition.module
  (#any-of? @_m "shared_context" "shared_examples" "shared_examples_for"))
(singleton_method name: (_) @name) @definition.method
(assignment left: (constant) @name right: (_) @value) @definition.constant
; `Spree::Config = Spree::AppConfiguration.new` (a namespace's constant assigned outside it): "Spree.Config"
(assignment left: (scope_resolution scope: (constant) @receiver name: (constant) @name) right: (_) @value) @definition.constant
(assignment left: (scope_resolution scope: (scope_resolution scope: (constant) @receiver name: (constant) @receiver)
  name: (constant) @name) right: (_) @value) @definition.constant
; `attr_reader :name, :size` / `attr_accessor :name`: a reader method per symbol (named without its ":":
; LanguageSpec.definition_name_prefix), read as `obj.name` or, in the class's methods, `name`
(call method: (identifier) @_m arguments: (argument_list (simple_symbol) @name)
  (#any-of? @_m "attr_reader" "attr_accessor")) @definition.property
; Rails's associations: `belongs_to :order`, `has_many :line_items`: a reader named by the first symbol (typed by its
; class where one: ruby/rails.py, LanguageSpec.table_rewrite)
(call method: (identifier) @_m arguments: (argument_list . (simple_symbol) @name)
  (#any-of? @_m "belongs_to" "has_one" "has_many" "has_and_belongs_to_many")) @definition.property

(block) @scope.function
(do_block) @scope.function
(lambda) @scope.function

(method_parameters (identifier) @name) @local.parameter
(block_parameters (identifier) @name) @local.parameter
(assignment left: (identifier) @name right: (_) @value) @local.variable
; `RSpec.describe RuboCop::Cop::Style::Foo do .. end`: the block binds `described_class` (LanguageSpec.implicit_parameter)
; to the class described
(call method: (identifier) @_m arguments: (argument_list . [(constant) (scope_resolution)] @value) block: (do_block) @name
  (#eq? @_m "describe")) @local.variable
(assignment left: (instance_variable) @name right: (_) @value) @local.attribute
; `@site ||= Site.new` (a memoized reader's)
(operator_assignment left: (instance_variable) @name operator: "||=" right: (_) @value) @local.attribute

(call method: (identifier) @_r arguments: (argument_list (string (string_content) @module))
  (#any-of? @_r "require_relative" "require" "load")) @import.star

(call !receiver method: (identifier) @name
  (#not-any-of? @name "require_relative" "require" "include" "extend" "attr_reader" "attr_accessor" "attr_writer" "private" "protected" "public" "puts" "raise")) @reference.call
(call receiver: (_) @receiver method: (identifier) @name (#not-eq? @name "new")) @reference.call
(call receiver: (constant) @name method: (identifier) @_new (#eq? @_new "new")) @reference.new
; `described_class.new(config)`, `klass.new`: the class a local holds (class_object_types)
(call receiver: (identifier) @name method: (identifier) @_new (#eq? @_new "new")) @reference.new
(call receiver: (scope_resolution scope: (_) @receiver name: (constant) @name) method: (identifier) @_new (#eq? @_new "new")) @reference.new
(superclass (constant) @name) @reference.inherit
(superclass (scope_resolution scope: (_) @receiver name: (constant) @name)) @reference.inherit
; a statement (in a class or module body, a block, the file), not RSpec's `include(X)` matcher in an argument list
(body_statement (call method: (identifier) @_m arguments: (argument_list (constant) @name)) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(program (call method: (identifier) @_m arguments: (argument_list (constant) @name)) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(block_body (call method: (identifier) @_m arguments: (argument_list (constant) @name)) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
; `include X if defined?(Y)`
(if_modifier (call method: (identifier) @_m arguments: (argument_list (constant) @name)) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(unless_modifier (call method: (identifier) @_m arguments: (argument_list (constant) @name)) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
; `include A::M` (a mixin named by its namespace) names it by a scope_resolution
(body_statement (call method: (identifier) @_m arguments: (argument_list (scope_resolution scope: (_) @receiver name: (constant) @name))) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(program (call method: (identifier) @_m arguments: (argument_list (scope_resolution scope: (_) @receiver name: (constant) @name))) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(block_body (call method: (identifier) @_m arguments: (argument_list (scope_resolution scope: (_) @receiver name: (constant) @name))) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(if_modifier (call method: (identifier) @_m arguments: (argument_list (scope_resolution scope: (_) @receiver name: (constant) @name))) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
(unless_modifier (call method: (identifier) @_m arguments: (argument_list (scope_resolution scope: (_) @receiver name: (constant) @name))) @reference.inherit (#any-of? @_m "include" "extend" "prepend"))
; `include_context 'cli spec behavior'` (include_examples, it_behaves_like): the shared group mixed in, as a module is
(call method: (identifier) @_m arguments: (argument_list . (string) @name) @reference.inherit
  (#any-of? @_m "include_context" "include_examples" "it_behaves_like" "it_should_behave_like"))
(scope_resolution scope: (_) @receiver name: (constant) @name) @reference.read
(constant) @name @reference.read
(body_statement (identifier) @name) @reference.call
(block_body (identifier) @name) @reference.call
; a bare name read inside an interpolation or as an assignment's value (`"#{status}"`, `x = total`): a method of
; the class where no local binds it (`attr_reader :total`)
(interpolation (identifier) @name) @reference.call
(assignment right: (identifier) @name) @reference.call
