"""Ruby: require_relative / require as star imports; classes, modules and constants global (autoloaded) and open;
calls resolved by name within the class and its bases."""
from ..spec import LanguageSpec

RUBY = LanguageSpec(
    name="ruby",
    # `class C < Base; include A; include B; end`: ancestors [C, B, A, Base], the last included module first
    body_bases_first=True,
    body_bases_reversed=True,
    short="rb",
    grammar="ruby",
    extensions=(".rb", ".rake"),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.ruby.resolver:RequireResolver",
    path_separator="::",
    call_types={"call": "receiver.method"},
    instantiating_methods=frozenset({"new"}),
    # a method gives what its last expression gives (`def site; @site ||= Site.new; end`: a Site), an assignment
    # what it assigns
    last_expression_results=True,
    tail_values=frozenset({"body_statement"}),
    chained_assignments=frozenset({"assignment", "operator_assignment"}),
    private_head=r"(?!)",          # every top-level definition is visible to the files that require it
    self_names=frozenset({"self"}),
    super_names=frozenset({"super"}),
    constructor_names=("initialize",),
    members_in_scope=True,
    mixin_modules=True,            # `include Greet`: Greet's methods are the class's
    compact_nested_classes=True,   # `class Acme::Thing`: Acme's Thing (`Acme::Thing.new`)
    global_constants=True,   # `class Perl < Base` in `module RuboCop; module Cop`: RuboCop::Cop::Base of cop/base.rb
    function_values=frozenset({"lambda"}),
    # `klass = RuboCop::Cop::Base`: the local holds the class (`klass.new`, `klass.badge`)
    reference_values=frozenset({"constant", "scope_resolution"}),
    class_object_types=frozenset({"Class"}),   # (classes are values: a local or constant may hold one)
    # `RSpec.describe RuboCop::Cop::Style::Foo do`: `described_class` in the block is that class (tags.scm)
    implicit_parameter=(frozenset({"do_block"}), "described_class"),
    definition_name_prefix=":",   # `attr_reader :name` declares name
    # RSpec's shared groups: `shared_context 'cli spec behavior' do .. end` a module named 'cli spec behavior' (its
    # block its body), which `include_context "cli spec behavior"` mixes in (tags.scm)
    string_names=frozenset({"string"}),
    scoped_definitions=frozenset({"do_block", "block"}),
    # `config.include RuboCop::RSpec::ExpectOffense` in an `RSpec.configure` block: in the specs and test files,
    # `expect_offense(..)` is ExpectOffense's
    configured_mixins=True,
    test_paths=r"(?:^|/)(?:spec|test)s?/|_(?:spec|test)\.rb$",
    test_helpers=("spec_helper.rb", "rails_helper.rb", "test_helper.rb"),
    test_folders=frozenset({"spec", "specs", "test", "tests"}),
    mixin_calls=frozenset({"include", "extend", "prepend"}),
    # Kernel's and Module's methods every object has, and the core classes (a bare name among them that nothing in
    # scope binds is the runtime's)
    builtin_names=frozenset("""puts print p pp format sprintf printf warn raise fail require require_relative load
        loop lambda proc block_given? catch throw sleep rand srand gets exit exit! abort at_exit binding caller
        freeze frozen? instance_variable_get instance_variable_set instance_variables respond_to? send public_send
        method methods define_method attr_reader attr_writer attr_accessor include extend prepend private protected
        public module_function alias_method private_constant autoload Integer Float String Array Hash Rational
        Complex Object BasicObject Module Class Kernel Comparable Enumerable Struct Symbol Proc Method NilClass
        TrueClass FalseClass Numeric Range Regexp MatchData Time IO File Dir Set Thread Mutex Exception
        StandardError RuntimeError ArgumentError TypeError NameError NoMethodError KeyError IndexError
        NotImplementedError StopIteration ENV ARGV STDOUT STDERR STDIN""".split()),
    # RSpec's DSL and matchers, FactoryBot's syntax methods and Rails's request helpers: ambient in every spec
    # (test_paths), whatever methods of those names the repository defines (a `context` helper of lib/, the models'
    # `create`)
    test_builtin_names=frozenset("""describe context it specify example before after around let let! subject
        subject! described_class expect is_expected allow receive double instance_double shared_examples
        shared_examples_for shared_context include_context include_examples it_behaves_like
        it_should_behave_like change eq eql equal be be_a be_an be_nil be_empty be_truthy be_falsey be_within
        raise_error match match_array contain_exactly have_attributes have_key start_with end_with respond_to
        satisfy output an_instance_of a_kind_of instance_of kind_of receive_messages have_received
        hash_including anything any_args all create build build_stubbed create_list build_list attributes_for
        get post put patch delete head""".split()),
    table_rewrite="fastindex.languages.ruby.rails:associations",   # `belongs_to :order`: an Order
)
