"""Ruby resolution, one behaviour per test (inline multi-file cases)."""
from __future__ import annotations

from test_resolution_inline import E, edges_of, reasons_of

from fastindex.map.extract import map_file


def test_ruby_compact_nested_module_is_a_module(tmp_path):
    """`module Acme::Deep` defines module Deep (its name is a scope_resolution) of Acme, qualified "Acme.Deep" as
    `module Acme; module Deep` would be, whose methods are its own (`Acme::Deep.dig`)."""
    edges = edges_of(tmp_path, """
# --- path: lib/acme/deep.rb ---
module Acme::Deep
  def self.dig; end
end
# --- path: app/a.rb ---
require_relative '../lib/acme/deep'
class A
  def f
    Acme::Deep.dig
  end
end
""")
    assert E("app/a.rb::A.f", "lib/acme/deep.rb::Acme.Deep.dig") in edges


def _kinds(tmp_path, source: str) -> set[tuple[str, str, str]]:
    """(src qualname, edge kind, dst qualname) of the edges between definitions."""
    from fastindex.snapshot.api import Snapshot
    edges_of(tmp_path, source)
    snap = Snapshot(str(tmp_path / "s.fidx"))
    names, base = {}, len(snap.files)
    for f in snap.files:
        for i, d in enumerate(f.definitions):
            names[base + i] = d.qualname
        base += len(f.definitions)
    return {(names[s], kind, names[d]) for s, d, kind, *_ in snap.edges if s in names and d in names}


def test_ruby_include_of_a_namespaced_module_is_an_inherit(tmp_path):
    """`include Acme::Mixin` mixes the module in as `include Mixin` does (its argument is a scope_resolution)."""
    kinds = _kinds(tmp_path, """
# --- path: lib/acme/mixin.rb ---
module Acme
  module Mixin
    def helper; end
  end
end
# --- path: app/c.rb ---
require_relative '../lib/acme/mixin'
class C
  include Acme::Mixin
end
""")
    assert ("C", "inherits", "Acme.Mixin") in kinds


def test_ruby_included_module_methods_are_the_class_methods(tmp_path):
    """`include Greet` mixes Greet's methods into the class (LanguageSpec.mixin_modules): `greet` in its methods and
    `person.greet` on an instance are Greet's; only classes and interfaces were bases, so both stayed unresolved."""
    edges = edges_of(tmp_path, """
# --- path: lib/greet.rb ---
module Greet
  def greet
    "hi"
  end
  def wave; end
end
# --- path: app/p.rb ---
require_relative '../lib/greet'
class Person
  include Greet
  def hello
    greet
  end
  def wave; end
end
class Other
  def hello
    greet
  end
end
def user
  person = Person.new
  person.greet
  person.wave
  Other.new.greet
end
""")
    assert E("app/p.rb::Person.hello", "lib/greet.rb::Greet.greet") in edges
    assert E("app/p.rb::user", "lib/greet.rb::Greet.greet") in edges
    assert E("app/p.rb::user", "app/p.rb::Person.wave") in edges     # the class's own method first
    assert E("app/p.rb::user", "lib/greet.rb::Greet.wave") not in edges
    assert E("app/p.rb::Other.hello", "lib/greet.rb::Greet.greet") not in edges   # no include there


def test_ruby_compact_nested_class_is_a_member_of_its_namespace(tmp_path):
    """`class Acme::Thing` is Acme's Thing (LanguageSpec.compact_nested_classes): the map defined a top-level Thing,
    so `Acme::Thing.new` (a member of the module Acme) stayed unresolved; its bare name is still the file's."""
    edges = edges_of(tmp_path, """
# --- path: lib/acme.rb ---
module Acme
end
module Beta
end
# --- path: lib/acme/thing.rb ---
require_relative '../acme'
class Acme::Thing
  def run; end
end
# --- path: lib/thing.rb ---
class Thing
  def run; end
end
# --- path: app/u.rb ---
require_relative '../lib/acme'
require_relative '../lib/acme/thing'
def user
  t = Acme::Thing.new
  t.run
end
def other
  Beta::Thing.new
end
module Acme
  def self.make
    Thing.new
  end
end
""")
    assert E("app/u.rb::user", "lib/acme/thing.rb::Acme.Thing") in edges
    assert E("app/u.rb::user", "lib/acme/thing.rb::Acme.Thing.run") in edges
    assert E("app/u.rb::Acme.make", "lib/acme/thing.rb::Acme.Thing") in edges
    # not the top-level Thing of another file, nor a member of another module
    assert E("app/u.rb::user", "lib/thing.rb::Thing") not in edges
    assert E("app/u.rb::user", "lib/thing.rb::Thing.run") not in edges
    assert not {e for e in edges if e[:2] == ("app/u.rb", "other") and e[3].endswith("Thing")}


def test_ruby_constants_are_global_and_modules_open(tmp_path):
    """Ruby applications load their files by autoload or Zeitwerk, not by a `require` in each file: classes, modules
    and constants are one global namespace, and a module reopened in many files is one (LanguageSpec.
    global_constants). `class Perl < Base` inside `module RuboCop; module Cop; module Style` is RuboCop::Cop::Base
    of another file (its `add_offense` the base's), `RuboCop::Cop::Base` written out is the same, a top-level
    `Config` of any file is that one, and a class reopened in several files is the one in the file its name leads to
    (`lib/rubocop/cop/base.rb`). `module RuboCop::Cop::Style` nests only Style: `Base` inside it is no
    RuboCop::Cop::Base (Ruby's Module.nesting), and a name no file declares stays unresolved."""
    edges = edges_of(tmp_path, """
# --- path: lib/rubocop/cop/base.rb ---
module RuboCop
  module Cop
    class Base
      def add_offense(node); end
    end
  end
end
# --- path: lib/rubocop/cop/autocorrect_patch.rb ---
module RuboCop
  module Cop
    class Base
      def autocorrect?; end
    end
  end
end
# --- path: lib/config.rb ---
class Config
  def self.load; end
end
# --- path: lib/rubocop/cop/style/perl.rb ---
module RuboCop
  module Cop
    module Style
      class Perl < Base
        def on_nth_ref(node)
          add_offense(node)
          Config.load
          Missing.call
        end
      end
    end
  end
end
# --- path: lib/rubocop/cop/style/other.rb ---
module RuboCop::Cop::Style
  class Other < RuboCop::Cop::Base
    def on_x(node)
      add_offense(node)
    end
  end
  class Compact < Base
  end
end
""")
    base = "lib/rubocop/cop/base.rb::RuboCop.Cop.Base"
    assert E("lib/rubocop/cop/style/perl.rb::RuboCop.Cop.Style.Perl", base) in edges
    assert E("lib/rubocop/cop/style/perl.rb::RuboCop.Cop.Style.Perl.on_nth_ref", base + ".add_offense") in edges
    assert E("lib/rubocop/cop/style/perl.rb::RuboCop.Cop.Style.Perl.on_nth_ref", "lib/config.rb::Config.load") in edges
    assert E("lib/rubocop/cop/style/other.rb::RuboCop.Cop.Style.Other", base) in edges
    assert E("lib/rubocop/cop/style/other.rb::RuboCop.Cop.Style.Other.on_x", base + ".add_offense") in edges
    assert not any(e[1] == "RuboCop.Cop.Style.Compact" and e[3] == "RuboCop.Cop.Base" for e in edges)
    assert not any(e[2] == "lib/rubocop/cop/autocorrect_patch.rb" for e in edges)


def test_ruby_attr_readers_are_methods_of_the_class(tmp_path):
    """`attr_reader :total, :items` and `attr_accessor :status` declare reader methods (named without the symbol's
    ":", LanguageSpec.definition_name_prefix): `o.total` on an instance is one, and so is a bare `status` or `total`
    read in the class's own methods, also inside a string interpolation or as an assignment's value; a local of
    that name is the local."""
    edges = edges_of(tmp_path, """
# --- path: lib/shop/order.rb ---
module Shop
  class Order
    attr_reader :total, :items
    attr_accessor :status

    def summary
      label = status
      "#{label}: #{total}"
    end

    def shadowed(items)
      x = items
    end
  end
end
# --- path: lib/shop/report.rb ---
module Shop
  class Report
    def line
      o = Order.new
      o.total
    end
  end
end
""")
    assert E("lib/shop/report.rb::Shop.Report.line", "lib/shop/order.rb::Shop.Order.total") in edges
    assert E("lib/shop/order.rb::Shop.Order.summary", "lib/shop/order.rb::Shop.Order.status") in edges
    assert E("lib/shop/order.rb::Shop.Order.summary", "lib/shop/order.rb::Shop.Order.total") in edges
    assert E("lib/shop/order.rb::Shop.Order.shadowed", "lib/shop/order.rb::Shop.Order.items") not in edges


def test_ruby_a_class_reopened_in_another_file_has_the_members_of_both(tmp_path):
    """`class Order` in lib/shop/order.rb, reopened in lib/shop/order/discounts.rb with another method: an Order has
    both (Linker._reopened_members); a method of the same name in both is the first declaration's by path, as the
    class itself is the one its name leads to (order.rb)."""
    edges = edges_of(tmp_path, """
# --- path: lib/shop/order.rb ---
module Shop
  class Order
    def total; end
  end
end
# --- path: lib/shop/order/discounts.rb ---
module Shop
  class Order
    def discount
      total
    end
  end
end
# --- path: lib/shop/report.rb ---
module Shop
  class Report
    def line
      o = Order.new
      o.total
      o.discount
    end
  end
end
""")
    line = "lib/shop/report.rb::Shop.Report.line"
    assert E(line, "lib/shop/order.rb::Shop.Order.total") in edges
    assert E(line, "lib/shop/order/discounts.rb::Shop.Order.discount") in edges
    assert E("lib/shop/order/discounts.rb::Shop.Order.discount", "lib/shop/order.rb::Shop.Order.total") in edges


def test_ruby_rails_associations_declare_typed_readers(tmp_path):
    """ActiveRecord's `belongs_to :order` / `has_one :bill_address, class_name: "Spree::Address"` declare readers of
    the associated class (ruby/rails.py, LanguageSpec.table_rewrite): `order.total` in a LineItem is Spree::Order's
    (the camelized symbol, looked up from the model's modules), `order.bill_address.full_name` Spree::Address's;
    `has_many :line_items` declares an untyped reader (`line_items` in Order's own methods is it)."""
    edges = edges_of(tmp_path, """
# --- path: core/app/models/spree/order.rb ---
module Spree
  class Order
    has_many :line_items
    belongs_to :bill_address, class_name: "Spree::Address"
    def total; end
    def items
      line_items
    end
  end
end
# --- path: core/app/models/spree/address.rb ---
module Spree
  class Address
    def full_name; end
  end
end
# --- path: core/app/models/spree/line_item.rb ---
module Spree
  class LineItem
    belongs_to :order
    def describe
      order.total
      order.bill_address.full_name
    end
  end
end
""")
    describe = "core/app/models/spree/line_item.rb::Spree.LineItem.describe"
    assert E(describe, "core/app/models/spree/order.rb::Spree.Order.total") in edges
    assert E(describe, "core/app/models/spree/address.rb::Spree.Address.full_name") in edges
    order = "core/app/models/spree/order.rb::Spree.Order"
    assert E(f"{order}.items", f"{order}.line_items") in edges


def test_ruby_and_kotlin_runtime_names_are_globals(tmp_path):
    """Ruby's Kernel methods (`format`, `warn`) and Kotlin's standard library (`check`, `require`, `listOf`) are the
    runtime's (LanguageSpec.builtin_names): a bare use no scope binds is a "global" unresolved site, not "unknown",
    though the repository defines methods of those names elsewhere (rubocop: 406 `format` and 83 `warn` sites were
    unknown); another name defined so and bound nowhere in scope stays unknown."""
    from fastindex.pipeline import IndexOptions, index, write_snapshot
    from fastindex.snapshot.api import Snapshot

    repo = tmp_path / "repo"
    files = {"lib/fmt.rb": "class Fmt\n  def show(x)\n    warn format('%s', x)\n    missing_helper(x)\n  end\nend\n",
             # the same names as methods of another class: the bare uses above are none of them
             "lib/report.rb": "class Report\n  def format; end\n  def warn; end\n  def missing_helper; end\nend\n",
             "src/main/kotlin/a/Use.kt": "package a\n\nfun use(x: Int): List<Int> {\n  check(x > 0)\n"
                                         "  require(x < 9)\n  other(x)\n  return listOf(x)\n}\n",
             "src/main/kotlin/b/Gate.kt": "package b\n\nclass Gate {\n  fun check() {}\n  fun require() {}\n"
                                         "  fun other() {}\n}\n"}
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    opts = IndexOptions(backend="inprocess", progress=False)
    write_snapshot(index(str(repo), opts), str(tmp_path / "s.fidx"), opts)
    reasons = {(u[0], u[2]): u[6] for u in Snapshot(str(tmp_path / "s.fidx")).unresolved}
    for name in ("warn", "format"):
        assert reasons[("lib/fmt.rb", name)] == "global", name
    assert reasons[("lib/fmt.rb", "missing_helper")] == "unknown"
    for name in ("check", "require", "listOf"):
        assert reasons[("src/main/kotlin/a/Use.kt", name)] == "global", name
    assert reasons[("src/main/kotlin/a/Use.kt", "other")] == "unknown"


def test_ruby_rspec_configuration_blocks_mix_modules_into_the_specs_that_require_them(tmp_path):
    """`config.include Acme::RSpec::ExpectOffense` in an `RSpec.configure` block (LanguageSpec.configured_mixins) gives
    the specs that see the block ExpectOffense's methods: a spec under spec/ sees it through spec/spec_helper.rb's
    require (RSpec's `--require spec_helper`), another engine's spec through its own `require`; the blocks of
    `spec/support/` files are seen by the specs of that folder (helpers require them by a glob). A spec that sees
    no such block (engine b) links nothing; library code calling the name is no spec; where two visible modules
    define the name (`config.extend .., type: :controller` and `type: :request`), the test's metadata decides,
    which is not read: no edge."""
    edges = edges_of(tmp_path, """
# --- path: lib/acme/rspec/expect_offense.rb ---
module Acme
  module RSpec
    module ExpectOffense
      def expect_offense(source)
        source
      end
    end
  end
end
# --- path: lib/acme/rspec/auth.rb ---
module Acme
  module Auth
    module Controller
      def stub_auth!; end
    end
    module Request
      def stub_auth!; end
    end
  end
end

RSpec.configure do |config|
  config.extend Acme::Auth::Controller, type: :controller
  config.extend Acme::Auth::Request, type: :request
end
# --- path: lib/acme/rspec/support.rb ---
require_relative 'expect_offense'
require_relative 'auth'

RSpec.configure do |config|
  config.include Acme::RSpec::ExpectOffense
end
# --- path: lib/acme/cop.rb ---
module Acme
  class Cop
    def run
      expect_offense('x')
    end
  end
end
# --- path: spec/spec_helper.rb ---
require 'acme/rspec/support'
# --- path: spec/support/file_helper.rb ---
module FileHelper
  def create_file(path); end
end

RSpec.configure do |config|
  config.include FileHelper
end
# --- path: spec/acme/cop_spec.rb ---
RSpec.describe Acme::Cop do
  it 'registers' do
    expect_offense('bad')
    create_file('a.rb')
    stub_auth!
  end
end
# --- path: engine/spec/thing_spec.rb ---
require 'acme/rspec/expect_offense'
require 'acme/rspec/support'

RSpec.describe 'thing' do
  it { expect_offense('x') }
end
# --- path: other/spec/thing_spec.rb ---
RSpec.describe 'other' do
  it { expect_offense('x') }
  it { create_file('x') }
end
""")
    ext = "lib/acme/rspec/expect_offense.rb::Acme.RSpec.ExpectOffense.expect_offense"
    assert E("spec/acme/cop_spec.rb::<module>", ext) in edges
    assert E("spec/acme/cop_spec.rb::<module>", "spec/support/file_helper.rb::FileHelper.create_file") in edges
    assert E("engine/spec/thing_spec.rb::<module>", ext) in edges
    assert not [e for e in edges if e[0] == "other/spec/thing_spec.rb"]
    assert E("lib/acme/cop.rb::Acme.Cop.run", ext) not in edges
    assert not [e for e in edges if e[3].endswith("stub_auth!")]


def test_ruby_require_resolution_order():
    """RequireResolver: `require_relative`'s file beside the requirer, then lib/x.rb and x.rb of the repository, then
    the first path (in path order) ending in /lib/x.rb (a gem of a monorepo: `require "spree/core"` is
    core/lib/spree/core.rb; the index of such tails is built once), else None (a gem, the standard library)."""
    from fastindex.languages.ruby.resolver import RequireResolver
    paths = {"app/models/user.rb", "app/models/helper.rb", "lib/acme/thing.rb", "acme/other.rb",
             "core/lib/spree/core.rb", "api/lib/spree/core.rb", "engine/lib/nested/lib/deep.rb"}
    r = RequireResolver("/repo", paths, [])
    assert r.resolve("app/models/user.rb", "helper") == "app/models/helper.rb"
    assert r.resolve("app/models/user.rb", "acme/thing") == "lib/acme/thing.rb"
    assert r.resolve("app/models/user.rb", "acme/other.rb") == "acme/other.rb"
    assert r.resolve("app/models/user.rb", "spree/core") == "api/lib/spree/core.rb"   # api/ sorts before core/
    assert r.resolve("app/models/user.rb", "deep") == "engine/lib/nested/lib/deep.rb"
    assert r.resolve("app/models/user.rb", "nested/lib/deep") == "engine/lib/nested/lib/deep.rb"
    assert r.resolve("app/models/user.rb", "rspec/rails") is None


def test_ruby_a_module_included_in_a_describe_block_serves_that_spec(tmp_path):
    """`include FileHelper` in a `describe` block gives that spec file's bare names FileHelper's methods (before the
    modules configuration blocks include); RSpec's `include(X)` matcher in an argument list mixes nothing in (the
    inherit patterns take statements only: a class, module or block body, the file, `include X if cond`), and a
    class named so is no mixin either: `benefit` there stays unresolved, not Condition#benefit."""
    edges = edges_of(tmp_path, """
# --- path: spec/support/file_helper.rb ---
module FileHelper
  def create_file(path); end
end
# --- path: app/models/condition.rb ---
class Condition
  def benefit; end
end
# --- path: spec/models/thing_spec.rb ---
RSpec.describe 'thing' do
  include FileHelper

  it { create_file('a.rb') }
end
# --- path: spec/models/condition_spec.rb ---
RSpec.describe 'conditions' do
  it { is_expected.to include(Condition) }
  it { benefit }
end
# --- path: app/models/guarded.rb ---
class Guarded
  include FileHelper if defined?(FileHelper)
end
""")
    assert E("spec/models/thing_spec.rb::<module>", "spec/support/file_helper.rb::FileHelper.create_file") in edges
    assert E("spec/models/condition_spec.rb::<module>", "app/models/condition.rb::Condition") in edges
    assert E("spec/models/condition_spec.rb::<module>", "app/models/condition.rb::Condition.benefit") not in edges
    # (a module is no entity: the mixin is seen in the table)
    inherits = [(r.name, r.kind) for r in map_file("guarded.rb", b"class Guarded\n  include FileHelper if "
                                                                 b"defined?(FileHelper)\nend\n").references]
    assert ("FileHelper", "inherit") in inherits


def test_ruby_a_namespace_constant_assigned_outside_it(tmp_path):
    """`Spree::Config = Spree::AppConfiguration.new` at a file's top level defines Spree's constant Config (qualified
    "Spree.Config", as `module Spree; Config = ..` would), typed by its value: `Spree::Config.currency` and, inside
    `module Spree`, `Config.currency` are AppConfiguration's."""
    edges = edges_of(tmp_path, """
# --- path: core/lib/spree/app_configuration.rb ---
module Spree
  class AppConfiguration
    def currency; end
  end
end
# --- path: core/lib/spree/config.rb ---
Spree::Config = Spree::AppConfiguration.new
# --- path: core/app/models/spree/order.rb ---
module Spree
  class Order
    def full
      Spree::Config.currency
    end

    def short
      Config.currency
    end
  end
end
""")
    currency = "core/lib/spree/app_configuration.rb::Spree.AppConfiguration.currency"
    for method in ("full", "short"):
        assert E(f"core/app/models/spree/order.rb::Spree.Order.{method}", currency) in edges, method
        assert E(f"core/app/models/spree/order.rb::Spree.Order.{method}", "core/lib/spree/config.rb::Spree.Config") \
            in edges, method


def test_ruby_a_constant_no_lookup_finds_is_a_gems(tmp_path):
    """A constant no lookup finds (`RSpec.describe`, `RSpec` read at the top of a spec) is a gem's or the runtime's:
    a "global" unresolved site, though the repository declares a nested constant of its name (RuboCop::RSpec);
    a method name bound nowhere stays "unknown"."""
    reasons = reasons_of(tmp_path, """
# --- path: lib/rubocop/rspec/support.rb ---
module RuboCop
  module RSpec
    def helper; end
  end
end
# --- path: lib/rubocop/other.rb ---
module RuboCop
  class Other
    def missing_helper; end
  end
end
# --- path: spec/thing_spec.rb ---
RSpec.describe 'thing' do
  it { x = RSpec; missing_helper(x) }
end
""")
    assert reasons[("spec/thing_spec.rb", "describe", "RSpec")] == "global"
    assert reasons[("spec/thing_spec.rb", "RSpec", "")] == "global"
    assert reasons[("spec/thing_spec.rb", "missing_helper", "")] == "unknown"


def test_ruby_an_rspec_shared_context_mixes_its_methods_and_includes_into_the_spec_including_it(tmp_path):
    """`RSpec.shared_context 'cli spec behavior' do .. end` is a module named by its string (its block its body):
    `include_context "cli spec behavior"` (either quotes) in a describe block gives the spec's bare names the methods
    its block defines and those of the modules it includes (FileHelper's create_file), and of a shared context it
    includes in turn; in the group's own nested blocks, those of the modules it includes. Its name, a string, never
    binds a bare name: `config` in its file is no shared context 'config'."""
    edges = edges_of(tmp_path, """
# --- path: spec/support/file_helper.rb ---
module FileHelper
  def create_file(path); end
end
# --- path: spec/support/console.rb ---
RSpec.shared_context 'mock console output' do
  def stdout_string; end
end
# --- path: spec/support/image_spec_helper.rb ---
module ImageSpecHelper
  def open_image(path); end
end
# --- path: spec/support/shared_examples/attachment.rb ---
RSpec.shared_examples "an attachment" do
  include ImageSpecHelper

  context "valid attachment" do
    before { open_image("blank.jpg") }
  end
end
# --- path: spec/support/cli_spec_behavior.rb ---
RSpec.shared_context 'cli spec behavior' do
  include_context 'mock console output'
  include FileHelper

  def abs(path); end
end
shared_examples_for 'config' do
  def config_helper; end
end
def config; end
def uses_config
  config
end
# --- path: spec/cli_spec.rb ---
RSpec.describe 'cli' do
  include_context "cli spec behavior"

  it 'runs' do
    create_file('a.rb')
    abs('a')
    stdout_string
  end
end
# --- path: spec/other_spec.rb ---
RSpec.describe 'other' do
  it { abs('b') }
end
""")
    spec = "spec/cli_spec.rb::<module>"
    assert E(spec, "spec/support/file_helper.rb::FileHelper.create_file") in edges
    assert E(spec, "spec/support/cli_spec_behavior.rb::'cli spec behavior'.abs") in edges
    assert E(spec, "spec/support/console.rb::'mock console output'.stdout_string") in edges
    assert E("spec/other_spec.rb::<module>", "spec/support/cli_spec_behavior.rb::'cli spec behavior'.abs") \
        not in edges   # a spec that includes no shared context
    assert E("spec/support/cli_spec_behavior.rb::uses_config", "spec/support/cli_spec_behavior.rb::config") in edges
    # in the group's own blocks, the modules it includes are in scope
    assert E("spec/support/shared_examples/attachment.rb::<module>",
             "spec/support/image_spec_helper.rb::ImageSpecHelper.open_image") in edges
    assert not any(dst.startswith("'config'") for _, _, _, dst in edges if dst != "'config'.config_helper")


def test_ruby_a_module_including_a_module_passes_its_methods_on(tmp_path):
    """`module MatchRange; include RangeHelp; end` then `include MatchRange` in a class: RangeHelp's methods are the
    class's (rubocop's cops reach `range_between` so)."""
    edges = edges_of(tmp_path, """
# --- path: lib/range_help.rb ---
module RangeHelp
  def range_between(a, b); end
end
# --- path: lib/match_range.rb ---
module MatchRange
  include RangeHelp
end
# --- path: lib/cop.rb ---
class Cop
  include MatchRange

  def on_send(node)
    range_between(1, 2)
  end
end
""")
    assert E("lib/cop.rb::Cop.on_send", "lib/range_help.rb::RangeHelp.range_between") in edges


def test_ruby_a_top_level_method_of_a_spec_support_file_serves_every_spec(tmp_path):
    """A top-level `def trailing_whitespace` in spec/support/misc_helper.rb (which spec_helper requires by a glob) is
    a method of every object once loaded: a spec's bare `trailing_whitespace` is it, where nothing nearer binds the
    name; one defined by two support files is neither; a file outside the test folder sees none of them."""
    edges = edges_of(tmp_path, """
# --- path: spec/spec_helper.rb ---
Dir["#{__dir__}/support/**/*.rb"].each { |f| require f }
# --- path: spec/support/misc_helper.rb ---
def trailing_whitespace
  ' '
end
def twice; end
# --- path: spec/support/other_helper.rb ---
def twice; end
# --- path: spec/lib/a_spec.rb ---
RSpec.describe 'a' do
  it { trailing_whitespace }
  it { twice }
end
# --- path: lib/b.rb ---
class B
  def f
    trailing_whitespace
  end
end
""")
    assert E("spec/lib/a_spec.rb::<module>", "spec/support/misc_helper.rb::trailing_whitespace") in edges
    assert not any(dst == "twice" for _, _, _, dst in edges)
    assert E("lib/b.rb::B.f", "spec/support/misc_helper.rb::trailing_whitespace") not in edges


def test_ruby_a_string_name_is_its_content_in_single_quotes():
    """LanguageSpec.string_names: a shared group named by a string in double or single quotes has one name, and its
    block is the module alone (no anonymous scope inside it): the block's method is the module's member."""
    src = b"shared_context \"a b\" do\n  def m; end\nend\ninclude_context 'a b'\n"
    table = map_file("spec/support/x.rb", src)
    defs = [(d.name, d.qualname, d.kind) for d in table.definitions]
    assert defs == [("'a b'", "'a b'", "module"), ("m", "'a b'.m", "method")]
    assert ("'a b'", "inherit") in [(r.name, r.kind) for r in table.references]


def test_ruby_a_local_assigned_a_call_of_its_own_name_calls_the_method(tmp_path):
    """`message = message(node)` in a method: the call is the class's (private) method `message`, which the local
    shadows only once assigned (rubocop's cops: 101 such sites were unknown); the local is read after it."""
    edges = edges_of(tmp_path, """
# --- path: lib/cop.rb ---
class Cop
  def on_heredoc(node)
    message = message(node)
    add(message)
  end

  def add(m); end

  private

  def message(node)
    'x'
  end
end
""")
    assert E("lib/cop.rb::Cop.on_heredoc", "lib/cop.rb::Cop.message") in edges


def test_ruby_rspec_s_dsl_is_ambient_whatever_the_repository_names(tmp_path):
    """`describe`, `context`, `before` in a spec are RSpec's (the gem's, ambient in every spec): "global", though the
    repository defines methods of those names (rubocop's `describe`, a `context` helper), not "unknown" (a possible
    use of the repository's); in a file outside the specs they are not RSpec's."""
    reasons = reasons_of(tmp_path, """
# --- path: lib/report.rb ---
class Report
  def describe; end
  def context; end
  def self.create(attrs); end
end
# --- path: lib/task.rb ---
class Task
  def run
    context
  end
end
# --- path: spec/report_spec.rb ---
RSpec.describe 'report' do
  before { 1 }
  describe 'x' do
    context 'y' do
      it { expect { create(:report) }.to change { 1 } }
    end
  end
end
""")
    for name in ("before", "describe", "context", "create", "change"):
        assert reasons[("spec/report_spec.rb", name, "")] == "global", name
    # outside the specs, such a name is a possible use of the repository's: "unknown"
    assert reasons[("lib/task.rb", "context", "")] == "unknown"


def test_ruby_described_class_and_a_local_holding_a_class(tmp_path):
    """`RSpec.describe RuboCop::Cop::Style::Foo do`: `described_class` in the block is that class
    (LanguageSpec.implicit_parameter), so `described_class.new(config)` instantiates it and `described_class.badge`
    is its class method; a local assigned a class (`klass = RuboCop::Cop::Style::Foo`) holds it (reference_values,
    class_object_types)."""
    edges = _kinds(tmp_path, """
# --- path: lib/rubo_cop/cop/style/foo.rb ---
module RuboCop
  module Cop
    module Style
      class Foo
        MSG = 'x'
        def initialize(config); end
        def self.badge; end
        def on_send(node); end
      end
    end
  end
end
# --- path: spec/foo_spec.rb ---
RSpec.describe RuboCop::Cop::Style::Foo, :config do
  let(:cop) { described_class.new(config) }

  it 'works' do
    described_class.badge
    klass = RuboCop::Cop::Style::Foo
    klass.badge
  end
end
""")
    # (the let's block `<fn@2>` makes the instance, the example `<fn@4>` calls the class method)
    assert ("<fn@1>.<fn@2>", "instantiates", "RuboCop.Cop.Style.Foo.initialize") in edges
    assert ("<fn@1>.<fn@4>", "calls", "RuboCop.Cop.Style.Foo.badge") in edges


def test_ruby_a_call_on_an_instance_variable_its_assignment_types(tmp_path):
    """`@site = Site.new` in `initialize` (or a test's `setup`), `@site.process` in another method: Site's process.
    The receiver `@site` was no name to the linker (link._is_identifier): the site stayed unresolved."""
    edges = edges_of(tmp_path, """
# --- path: lib/site.rb ---
class Site
  def process; end
end
# --- path: lib/builder.rb ---
class Builder
  def initialize(config)
    @site = Site.new
  end
  def build
    @site.process
  end
end
""")
    assert E("lib/builder.rb::Builder.build", "lib/site.rb::Site.process") in edges


def test_ruby_a_memoized_reader_gives_what_its_last_expression_gives(tmp_path):
    """`def variable_table; @variable_table ||= VariableTable.new(self); end` (rubocop), `def self.logger; @logger ||=
    LogAdapter.new; end` (jekyll): a method gives what its last expression gives (Ruby's implicit return), an
    assignment what it assigns: `variable_table.declare_variable` and `@variable_table.declare_variable` are
    VariableTable's; an instance variable nothing assigns is no ambient global ("unknown", not "global")."""
    source = """
# --- path: lib/variable_table.rb ---
class VariableTable
  def declare_variable; end
end
# --- path: lib/variable_force.rb ---
class VariableForce
  def variable_table
    @variable_table ||= VariableTable.new(self)
  end
  def process
    variable_table.declare_variable
    @variable_table.declare_variable
    @nowhere.run
  end
end
"""
    edges = edges_of(tmp_path, source)
    assert E("lib/variable_force.rb::VariableForce.process", "lib/variable_table.rb::VariableTable.declare_variable") \
        in edges
    assert reasons_of(tmp_path / "r", source)[("lib/variable_force.rb", "run", "@nowhere")] == "unknown"


def test_ruby_a_member_of_what_a_runtime_function_gives_is_global(tmp_path):
    """`expect(page).to have_content('x')`, `allow(order).to receive(:total).and_return(1)` in a spec: members of
    what RSpec's functions give (test_builtin_names), which the repository defines nothing of, are the runtime's
    ("global"; solidus: 11,368 sites were "unknown"); a name the repository defines stays "unknown"."""
    reasons = reasons_of(tmp_path, """
# --- path: app/models/order.rb ---
class Order
  def total; 1; end
end
# --- path: spec/models/order_spec.rb ---
RSpec.describe Order do
  it 'totals' do
    order = Order.new
    expect(order).to eq(order)
    allow(order).to receive(:total).and_return(1)
    expect(order).total
  end
end
""")
    assert reasons[("spec/models/order_spec.rb", "to", "expect(order)")] == "global"
    assert reasons[("spec/models/order_spec.rb", "and_return", "receive(:total)")] == "global"
    assert reasons[("spec/models/order_spec.rb", "total", "expect(order)")] == "unknown"


def test_ruby_an_included_module_overrides_the_superclass_and_the_last_included_wins(tmp_path):
    """Ruby's ancestors of `class C < Base; include Alignment; include MultilineExpressionIndentation; end` are [C,
    MultilineExpressionIndentation, Alignment, Base]: `indentation` is the last included module's (rubocop's
    MultilineMethodCallIndentation), `message` the module's over Base's (EmptyLinesAroundMethodBody); was the first
    base named (LanguageSpec.body_bases_first, body_bases_reversed)."""
    edges = edges_of(tmp_path, """
# --- path: lib/base.rb ---
class Base
  def message; 'base'; end
end
# --- path: lib/alignment.rb ---
module Alignment
  def indentation(node); 1; end
end
# --- path: lib/multiline.rb ---
module MultilineExpressionIndentation
  def indentation(node); 2; end
  def message; 'module'; end
end
# --- path: lib/cop.rb ---
class Cop < Base
  include Alignment
  include MultilineExpressionIndentation

  def check(node)
    indentation(node)
    message
  end
end
""")
    check = "lib/cop.rb::Cop.check"
    assert E(check, "lib/multiline.rb::MultilineExpressionIndentation.indentation") in edges
    assert E(check, "lib/alignment.rb::Alignment.indentation") not in edges
    assert E(check, "lib/multiline.rb::MultilineExpressionIndentation.message") in edges
    assert E(check, "lib/base.rb::Base.message") not in edges
