"""Ruby: require_relative / require as star imports; classes, modules and constants global (autoloaded) and open;
calls resolved by name within the class and its bases."""
from ..spec import LanguageSpec

RUBY = LanguageSpec(
    name="ruby",
    short="rb",
    grammar="ruby",
    extensions=(".rb", ".rake"),
    package=__name__,
    queries=("tags.scm",),
    resolver="fastindex.languages.ruby.resolver:RequireResolver",
    path_separator="::",
    call_types={"call": "receiver.method"},
    instantiating_methods=frozenset({"new"}),
    private_head=r"(?!)",          # every top-level definition is visible to the files that require it
    self_names=frozenset({"self"}),
    super_names=frozenset({"super"}),
    constructor_names=("initialize",),
    members_in_scope=True,
    mixin_modules=True,            # `include Greet`: Greet's methods are the class's
    compact_nested_classes=True,   # `class Acme::Thing`: Acme's Thing (`Acme::Thing.new`)
    global_constants=True,   # `class Perl < Base` in `module RuboCop; module Cop`: RuboCop::Cop::Base of cop/base.rb
    function_values=frozenset({"lambda"}),
    definition_name_prefix=":",   # `attr_reader :name` declares name
    table_rewrite="fastindex.languages.ruby.rails:associations",   # `belongs_to :order`: an Order
)
