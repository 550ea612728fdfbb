"""PHP resolution, inline cases (the php_psr4 fixture's golden file covers the layout)."""
from __future__ import annotations

from test_resolution_inline import E, edges_of, reasons_of, snapshot_of

from fastindex.exports.entity_edges import entity_edges


def test_php_use_of_a_global_class_from_inside_a_namespace(tmp_path):
    """`use Foo;` names a class of the global namespace as a plain name, not a qualified one: the map recorded no
    import, so inside `namespace A` the name meant the namespace's own A\\Foo (the same folder's class)."""
    edges = edges_of(tmp_path, """
// --- path: src/Foo.php ---
<?php
class Foo { public function hi() { return 1; } }
// --- path: src/A/Foo.php ---
<?php
namespace A;
class Foo { public function hi() { return 2; } }
// --- path: src/A/User.php ---
<?php
namespace A;
use Foo;
use Foo as Other;
class User {
    public function run() { $f = new Foo(); return $f->hi(); }
    public function aliased() { return (new Other())->hi(); }
}
""")
    user = "src/A/User.php::User"
    assert E(f"{user}.run", "src/Foo.php::Foo.hi") in edges
    assert E(f"{user}.run", "src/A/Foo.php::Foo.hi") not in edges
    assert E(f"{user}.aliased", "src/Foo.php::Foo.hi") in edges


def test_php_fully_qualified_and_namespace_relative_names(tmp_path):
    """A namespace path written in code (`\\App\\Lib\\Util::help()`, `new \\App\\Lib\\Util`, `extends \\App\\Lib\\Base`,
    `implements Lib\\Able`, a trait `use \\App\\Lib\\T;`, `\\App\\Lib\\f()`) is what an import of it names: the map
    recorded only the last name (a receiver `.App.Lib.Util` or none), which the file's namespace did not hold; and
    `use function App\\Lib\\f;` (no file f.php: a function of the namespace) came out external."""
    edges = edges_of(tmp_path, """
// --- path: src/Lib/Util.php ---
<?php
namespace App\\Lib;
class Util { public static function help() { return 1; } public function run() { return 2; } }
// --- path: src/Lib/Base.php ---
<?php
namespace App\\Lib;
class Base { public function baseM() { return 1; } }
// --- path: src/Lib/Able.php ---
<?php
namespace App\\Lib;
interface Able { public function able(); }
// --- path: src/Lib/T.php ---
<?php
namespace App\\Lib;
trait T { public function tm() { return 1; } }
// --- path: src/Lib/functions.php ---
<?php
namespace App\\Lib;
function f() { return 1; }
// --- path: src/Http/Util.php ---
<?php
namespace App\\Http;
class Util { public static function help() { return 3; } public function run() { return 4; } }
// --- path: src/Http/helpers.php ---
<?php
namespace App\\Http;
function f() { return 2; }
// --- path: src/Http/Ctrl.php ---
<?php
namespace App\\Http;
use function App\\Lib\\f;
class Ctrl extends \\App\\Lib\\Base implements Lib\\Able {
    use \\App\\Lib\\T;
    public function able() { return 1; }
    public function a() { return \\App\\Lib\\Util::help(); }
    public function b() { $u = new \\App\\Lib\\Util(); return $u->run(); }
    public function c() { return f(); }
    public function d() { return $this->tm() + $this->baseM(); }
    public function e() { return \\App\\Lib\\f(); }
    public function own() { return Util::help(); }
}
""")
    ctrl, lib, http = "src/Http/Ctrl.php::Ctrl", "src/Lib", "src/Http"
    assert E(ctrl, f"{lib}/Base.php::Base") in edges
    assert E(ctrl, f"{lib}/Able.php::Able") in edges
    assert E(ctrl, f"{lib}/T.php::T") in edges
    assert E(f"{ctrl}.a", f"{lib}/Util.php::Util.help") in edges
    assert E(f"{ctrl}.b", f"{lib}/Util.php::Util") in edges
    assert E(f"{ctrl}.b", f"{lib}/Util.php::Util.run") in edges
    assert E(f"{ctrl}.c", f"{lib}/functions.php::f") in edges
    assert E(f"{ctrl}.d", f"{lib}/T.php::T.tm") in edges
    assert E(f"{ctrl}.d", f"{lib}/Base.php::Base.baseM") in edges
    assert E(f"{ctrl}.e", f"{lib}/functions.php::f") in edges
    assert E(f"{ctrl}.own", f"{http}/Util.php::Util.help") in edges   # a bare name: the file's namespace's
    # not the file's own namespace's classes and functions of those names
    for src in ("a", "b", "c", "e"):
        assert not {e for e in edges if e[:2] == ("src/Http/Ctrl.php", f"Ctrl.{src}") and e[2].startswith(http)}
    assert E(f"{ctrl}.own", f"{lib}/Util.php::Util.help") not in edges


def test_php_import_of_an_outside_class_beside_a_same_named_folder_stays_external(tmp_path):
    """An import naming no file stays external where its namespace ends like a folder of the repository
    (`use Illuminate\\Support\\Str;` beside src/Support/): only a name that folder's files define is theirs (the
    `use function` reading); a binding of the folder itself named nothing, a site of reason global."""
    from fastindex.snapshot.api import Snapshot
    edges_of(tmp_path, """
// --- path: src/Support/helpers.php ---
<?php
namespace App\\Support;
function tidy() { return 1; }
// --- path: src/Http/Ext.php ---
<?php
namespace App\\Http;
use Illuminate\\Support\\Str;
class Ext { public function a() { return Str::of(1); } }
""")
    reasons = {(u[2], u[3]): u[6] for u in Snapshot(str(tmp_path / "s.fidx")).unresolved}
    assert reasons[("of", "Str")] == "external"


def test_php_a_namespace_is_the_files_declaring_it_whatever_their_folders(tmp_path):
    """composer's PSR-4 maps one namespace to several folders (laravel: Illuminate\\Support to
    src/Illuminate/Support/ and src/Illuminate/Collections/): the files declaring `namespace Illuminate\\Support;`
    see each other's classes without `use`, and `use Illuminate\\Support\\Arr;` is the Arr.php that declares that
    namespace, not another file whose path ends in Support/Arr.php (a type test's). Functions of the global
    namespace (composer's `files` helpers, declaring no namespace) are what an unqualified call falls back to."""
    edges = edges_of(tmp_path, r"""
// --- path: src/Illuminate/Collections/Arr.php ---
<?php
namespace Illuminate\Support;

class Arr
{
    public static function wrap($value) { return value($value); }
}
// --- path: src/Illuminate/Collections/helpers.php ---
<?php
function value($value) { return $value; }
// --- path: src/Illuminate/Support/Str.php ---
<?php
namespace Illuminate\Support;

class Str
{
    public static function of($s) { return Arr::wrap($s); }
}
// --- path: types/Support/Arr.php ---
<?php
use function PHPStan\Testing\assertType;
assertType('array', []);
// --- path: src/Illuminate/Auth/Gate.php ---
<?php
namespace Illuminate\Auth;

use Illuminate\Support\Arr;

class Gate
{
    public function check($a) { return Arr::wrap($a); }
}
""")
    wrap = "src/Illuminate/Collections/Arr.php::Arr.wrap"
    assert E("src/Illuminate/Support/Str.php::Str.of", wrap) in edges
    assert E("src/Illuminate/Auth/Gate.php::Gate.check", wrap) in edges
    assert E(wrap, "src/Illuminate/Collections/helpers.php::value") in edges


def test_php_a_class_of_another_namespace_is_no_import_of_its_name(tmp_path):
    """`use Exception;` is PHP's own class and `use PHPUnit\\Framework\\Assert;` a library's: neither is the
    repository's Exception.php or Assert.php that declares another namespace (laravel: 486 references to
    Exception had linked to Foundation\\Exceptions\\Renderer\\Exception, 114 to Illuminate\\Testing\\Assert). A name
    relative to the current namespace (`use Concerns\\InteractsWithIO;` inside a class of Illuminate\\Console) is
    the file whose namespace ends with it."""
    edges = edges_of(tmp_path, r"""
// --- path: src/Renderer/Exception.php ---
<?php
namespace Illuminate\Renderer;

class Exception
{
    public function message() { return ""; }
}
// --- path: src/Testing/Assert.php ---
<?php
namespace Illuminate\Testing;

class Assert
{
    public static function same($a, $b) {}
}
// --- path: src/Console/Concerns/InteractsWithIO.php ---
<?php
namespace Illuminate\Console\Concerns;

trait InteractsWithIO
{
    public function option($key) { return 1; }
}
// --- path: src/Console/Command.php ---
<?php
namespace Illuminate\Console;

use Exception;
use PHPUnit\Framework\Assert;

class Command
{
    use Concerns\InteractsWithIO;

    public function run()
    {
        Assert::same(1, 1);
        $e = new Exception("x");
        return $e->message() . $this->option("v");
    }
}
""")
    run = "src/Console/Command.php::Command.run"
    assert E(run, "src/Console/Concerns/InteractsWithIO.php::InteractsWithIO.option") in edges
    assert not any(e[2] in ("src/Renderer/Exception.php", "src/Testing/Assert.php") for e in edges)


def test_php_parent_calls_are_the_base_class_methods(tmp_path):
    """`parent::__construct($a)` and `parent::boot()` call the base class's (LanguageSpec.super_names: `parent`),
    not a method of the class itself; laravel's 312 `parent::..` sites in src/ were all unresolved."""
    edges = edges_of(tmp_path, r"""
// --- path: src/Base.php ---
<?php
namespace App;

class Base
{
    public function __construct($a) {}
    public function boot() { return 1; }
}
// --- path: src/Child.php ---
<?php
namespace App;

class Child extends Base
{
    public function __construct($a) { parent::__construct($a); }
    public function boot() { return parent::boot() + 1; }
}
""")
    assert E("src/Child.php::Child.__construct", "src/Base.php::Base.__construct") in edges
    assert E("src/Child.php::Child.boot", "src/Base.php::Base.boot") in edges
    assert E("src/Child.php::Child.boot", "src/Child.php::Child.boot") not in edges


def test_php_phpdoc_types_type_properties_parameters_and_results(tmp_path):
    """Where the syntax declares no type, PHPDoc does (LanguageSpec.doc_type_reader, php/phpdoc.py): `/** @var
    \\Illuminate\\Foundation\\Application */ protected $app;` makes `$this->app->make()` the Application's,
    `@param Request $request` types the parameter, `@return ..|null` the method's result; `@param mixed $x` (no
    class) leaves the parameter untyped."""
    edges = edges_of(tmp_path, r"""
// --- path: src/Foundation/Application.php ---
<?php
namespace Illuminate\Foundation;

class Application
{
    public function make($abstract) { return null; }
}
// --- path: src/Http/Request.php ---
<?php
namespace Illuminate\Http;

class Request
{
    public function input($key) { return null; }
}
// --- path: src/Routing/Router.php ---
<?php
namespace Illuminate\Routing;

use Illuminate\Http\Request;

class Router
{
    /**
     * The application instance.
     *
     * @var \Illuminate\Foundation\Application
     */
    protected $app;

    /**
     * @param  Request  $request
     * @param  mixed  $extra
     * @return \Illuminate\Foundation\Application|null
     */
    public function dispatch($request, $extra)
    {
        $request->input('x');
        return $this->app->make('y');
    }

    public function again()
    {
        return $this->dispatch(null, 1)->make('z');
    }
}
""")
    make = "src/Foundation/Application.php::Application.make"
    assert E("src/Routing/Router.php::Router.dispatch", make) in edges
    assert E("src/Routing/Router.php::Router.dispatch", "src/Http/Request.php::Request.input") in edges
    assert E("src/Routing/Router.php::Router.again", make) in edges


def test_php_static_self_and_this_results_are_the_class(tmp_path):
    """A method declared to return `static` or `self` (natively, `public static function current(): static`) or
    documented `@return static` / `@return $this` (fluent builders) gives its class (LanguageSpec.self_type_names):
    `Container::getInstance()->make()` is the Container's make, a chain of `@return $this` setters stays on the
    builder."""
    edges = edges_of(tmp_path, r"""
// --- path: src/Container.php ---
<?php
namespace Illuminate\Container;

class Container
{
    /**
     * @return static
     */
    public static function getInstance() { return new static; }

    public static function current(): static { return new static; }

    /**
     * @return $this
     */
    public function bind($a) { return $this; }

    public function make($a) { return null; }
}
// --- path: src/Use.php ---
<?php
namespace App;

use Illuminate\Container\Container;

class User
{
    public function a() { return Container::getInstance()->make('x'); }
    public function b() { return Container::current()->make('x'); }
    public function c(Container $c) { return $c->bind('y')->make('x'); }
}
""")
    make = "src/Container.php::Container.make"
    for fn in ("a", "b", "c"):
        assert E(f"src/Use.php::User.{fn}", make) in edges, fn


def test_php_class_name_constants_read_the_class(tmp_path):
    """`Dispatcher::class` (the class's name as a string: container bindings, event listeners) reads the class,
    imported, relative (`Events\\Attempting::class`) or fully qualified; it is no member named `class` (a promoted
    `public string $class` of the class had been linked). `static::class` links nothing."""
    edges = edges_of(tmp_path, """
// --- path: src/Events/Dispatcher.php ---
<?php
namespace Illuminate\\Events;

class Dispatcher
{
    public function __construct(public string $class) {}
}
// --- path: src/Auth/Events/Attempting.php ---
<?php
namespace Illuminate\\Auth\\Events;

class Attempting {}
// --- path: src/Auth/Guard.php ---
<?php
namespace Illuminate\\Auth;

use Illuminate\\Events\\Dispatcher;

class Guard
{
    public function bind()
    {
        return [Dispatcher::class, \\Illuminate\\Events\\Dispatcher::class, static::class];
    }

    public function attempting()
    {
        return Events\\Attempting::class;
    }
}
""")
    assert E("src/Auth/Guard.php::Guard.bind", "src/Events/Dispatcher.php::Dispatcher") in edges
    assert E("src/Auth/Guard.php::Guard.bind", "src/Events/Dispatcher.php::Dispatcher.class") not in edges
    assert E("src/Auth/Guard.php::Guard.attempting", "src/Auth/Events/Attempting.php::Attempting") in edges
    assert [e for e in edges if e[0] == "src/Auth/Guard.php" and e[1] == "Guard.bind"] == \
        [E("src/Auth/Guard.php::Guard.bind", "src/Events/Dispatcher.php::Dispatcher")]


def test_php_standard_functions_are_globals(tmp_path):
    """PHP's constructs and standard functions (`count`, `implode`, `trim`: LanguageSpec.builtin_names) called bare
    where no namespace binds them are the runtime's: "global" unresolved sites, not "unknown", though the repository
    has methods of those names (Laravel's Collection::count, ::implode); another name defined so stays unknown."""
    reasons = reasons_of(tmp_path, """
// --- path: src/Collection.php ---
<?php
namespace App;

class Collection
{
    public function count() {}
    public function implode() {}
    public function helper() {}
}
// --- path: src/Use.php ---
<?php
namespace App\\Util;

function join_all($xs)
{
    helper($xs);
    return trim(implode(',', $xs)) . count($xs);
}
""")
    for name in ("count", "implode", "trim"):
        assert reasons[("src/Use.php", name, "")] == "global", name
    assert reasons[("src/Use.php", "helper", "")] == "unknown"

def test_php_catch_instanceof_and_foreach_locals(tmp_path):
    """`catch (ValidationException $e)` types $e; inside `if ($x instanceof Item) {..}` $x is an Item (the
    narrower class's override where $x was declared its base); `foreach ($repo->all() as $item)` and
    `foreach (.. as $k => $item)` bind $item to an element (`@return Item[]`), no longer a global variable `$item`
    another file assigns at its top level."""
    edges = edges_of(tmp_path, """
// --- path: src/ValidationException.php ---
<?php
namespace App;

class ValidationException extends \\Exception
{
    public function errors() { return []; }
}
// --- path: src/Item.php ---
<?php
namespace App;

class Item
{
    public function b() {}
}

class Special extends Item
{
    public function b() {}
}
// --- path: src/Repo.php ---
<?php
namespace App;

class Repo
{
    /** @return Item[] */
    public function all() { return []; }

    public function caught()
    {
        try { } catch (ValidationException $e) { $e->errors(); }
    }

    /** @param Item $x */
    public function narrowed($x)
    {
        if ($x instanceof Special) { $x->b(); }
    }

    public function walk()
    {
        foreach ($this->all() as $item) { $item->b(); }
    }

    public function pairs()
    {
        foreach ($this->all() as $k => $item) { $item->b(); }
    }
}
// --- path: types/script.php ---
<?php
$item = 1;
""")
    assert E("src/Repo.php::Repo.caught", "src/ValidationException.php::ValidationException.errors") in edges
    assert E("src/Repo.php::Repo.narrowed", "src/Item.php::Special.b") in edges
    assert E("src/Repo.php::Repo.narrowed", "src/Item.php::Item.b") not in edges
    for method in ("walk", "pairs"):
        assert E(f"src/Repo.php::Repo.{method}", "src/Item.php::Item.b") in edges, method
        assert E(f"src/Repo.php::Repo.{method}", "types/script.php::$item") not in edges, method


def test_phpdoc_mixin_members_are_looked_up_after_the_hierarchy(tmp_path):
    """Eloquent's `/** @mixin \\Illuminate\\Database\\Query\\Builder */ class Builder` (whose `__call` forwards there)
    and `/** @mixin Builder */ abstract class Relation`: a member no class of the hierarchy has is the mixin's, as
    PHPStan and IDEs read it, through a subclass (HasMany extends Relation) and a mixin's own mixin; the class's
    own member still wins, and no `inherits` edge is made to a mixin. An IDE helper's docblock (dozens of `@property`
    lines, then the `@mixin`, well past the 600 characters of a definition's doc) keeps the tag whole."""
    props = "\n".join(f" * @property string $attribute_number_{i}" for i in range(40))
    edges = edges_of(tmp_path, """
// --- path: composer.json ---
{"autoload": {"psr-4": {"App\\\\": "src/"}}}
// --- path: src/Query/Builder.php ---
<?php
namespace App\\Query;
class Builder { public function where($a) { return $this; } public function first() { return null; } }
// --- path: src/Eloquent/Builder.php ---
<?php
namespace App\\Eloquent;
/**
 * @template TModel
 *
 * @mixin \\App\\Query\\Builder
 */
class Builder { public function first() { return null; } public function __call($m, $a) {} }
// --- path: src/Eloquent/Relation.php ---
<?php
namespace App\\Eloquent;
/** @mixin Builder */
abstract class Relation { }
class HasMany extends Relation { }
// --- path: src/Models/User.php ---
<?php
namespace App\\Models;
/**
""" + props + """
 * @mixin \\App\\Query\\Builder
 */
class User { }
// --- path: src/UseIt.php ---
<?php
namespace App;
use App\\Eloquent\\Builder;
use App\\Eloquent\\HasMany;
use App\\Models\\User;
class UseIt {
    public function viaLongDoc(User $u) { $u->where(3); }
    public function viaBuilder(Builder $b) { $b->where(1); }
    public function own(Builder $b) { $b->first(); }
    public function viaRelation(HasMany $h) { $h->first(); }
    public function viaBoth(HasMany $h) { $h->where(2); }
}
""")
    assert E("src/UseIt.php::UseIt.viaBuilder", "src/Query/Builder.php::Builder.where") in edges
    assert E("src/UseIt.php::UseIt.own", "src/Eloquent/Builder.php::Builder.first") in edges
    assert E("src/UseIt.php::UseIt.own", "src/Query/Builder.php::Builder.first") not in edges
    assert E("src/UseIt.php::UseIt.viaRelation", "src/Eloquent/Builder.php::Builder.first") in edges
    assert E("src/UseIt.php::UseIt.viaBoth", "src/Query/Builder.php::Builder.where") in edges
    assert not {e for e in edges if e[0] == "src/Eloquent/Relation.php" and e[2] == "src/Eloquent/Builder.php"}
    assert E("src/UseIt.php::UseIt.viaLongDoc", "src/Query/Builder.php::Builder.where") in edges



def test_php_a_facade_s_static_calls_go_to_the_classes_its_doc_sees(tmp_path):
    """Laravel's facades: `class DB extends Facade` (whose `__callStatic` forwards static calls to the object behind
    it) with `@see \\Illuminate\\Database\\DatabaseManager` in its doc, after its `@method static` lines: `DB::purge()`
    is DatabaseManager::purge, `DB::table(..)` the manager's `@mixin` Connection's table, whose `@return` types the
    chain (`->where(..)`). A class with such a `@see` and no `__callStatic` in its hierarchy forwards nothing."""
    snap = snapshot_of(tmp_path, """
// --- path: src/Support/Facades/Facade.php ---
<?php
namespace Illuminate\\Support\\Facades;

abstract class Facade
{
    public static function __callStatic($method, $args)
    {
        return static::getFacadeRoot()->$method(...$args);
    }
}
// --- path: src/Support/Facades/DB.php ---
<?php
namespace Illuminate\\Support\\Facades;

/**
 * @method static \\Illuminate\\Database\\Query\\Builder table(string $table)
 * @method static void purge(string|null $name = null)
 *
 * @see \\Illuminate\\Database\\DatabaseManager
 */
class DB extends Facade
{
    protected static function getFacadeAccessor()
    {
        return 'db';
    }
}
// --- path: src/Database/DatabaseManager.php ---
<?php
namespace Illuminate\\Database;

/**
 * @mixin \\Illuminate\\Database\\Connection
 */
class DatabaseManager
{
    public function purge($name = null) {}
}
// --- path: src/Database/Connection.php ---
<?php
namespace Illuminate\\Database;

use Illuminate\\Database\\Query\\Builder;

class Connection
{
    /**
     * @return \\Illuminate\\Database\\Query\\Builder
     */
    public function table($table) { return new Builder(); }
}
// --- path: src/Database/Query/Builder.php ---
<?php
namespace Illuminate\\Database\\Query;

class Builder
{
    public function where($a) { return $this; }
}
// --- path: src/Plain.php ---
<?php
namespace App;

/**
 * @see \\Illuminate\\Database\\DatabaseManager
 */
class Plain
{
}
// --- path: tests/DbTest.php ---
<?php
namespace Tests;

use Illuminate\\Support\\Facades\\DB;
use App\\Plain;

class DbTest
{
    public function testIt()
    {
        DB::table('users')->where(1);
        DB::purge();
        Plain::purge();
    }
}
""")
    edges = set(entity_edges(snap))
    run = "tests/DbTest.php::DbTest.testIt"
    assert E(run, "src/Database/Connection.php::Connection.table") in edges
    assert E(run, "src/Database/DatabaseManager.php::DatabaseManager.purge") in edges
    assert E(run, "src/Database/Query/Builder.php::Builder.where") in edges
    reasons = {(u[0], u[2], u[3]): u[6] for u in snap.unresolved}
    assert reasons[("tests/DbTest.php", "purge", "Plain")] == "unknown"

def test_php_a_facade_s_see_tag_is_kept_past_the_doc_cut():
    """A facade's `@see` comes after a hundred `@method` lines: the doc kept in the table holds it whole past the
    doc's cut (LanguageSpec.doc_tags), as a class's `@mixin`."""
    from fastindex.map.extract import MAX_DOC, map_file
    lines = "".join(f" * @method static void m{i}(string $a, string|null $b = null)\n" for i in range(60))
    src = f"<?php\nnamespace F;\n/**\n{lines} *\n * @see \\Illuminate\\Cache\\CacheManager\n */\nclass C {{}}\n"
    doc = next(d.doc for d in map_file("src/C.php", src.encode()).definitions if d.name == "C")
    assert len(doc) <= MAX_DOC and doc.endswith("@see \\Illuminate\\Cache\\CacheManager")



def test_php_a_trait_s_method_wins_over_an_interface_s_declaration(tmp_path):
    """`class Connection implements ConnectionInterface { use ManagesTransactions; }`: `$c->transaction()` is the
    trait's method (copied into the class), not the interface's declaration, though the header names the interface
    first (Laravel's Connection)."""
    edges = edges_of(tmp_path, """
// --- path: src/ConnectionInterface.php ---
<?php
namespace App;
interface ConnectionInterface
{
    public function transaction($cb);
}
// --- path: src/Concerns/ManagesTransactions.php ---
<?php
namespace App\\Concerns;
trait ManagesTransactions
{
    public function transaction($cb) { return 1; }
}
// --- path: src/Connection.php ---
<?php
namespace App;
use App\\Concerns\\ManagesTransactions;
class Connection implements ConnectionInterface
{
    use ManagesTransactions;
}
// --- path: src/UseIt.php ---
<?php
namespace App;
class UseIt
{
    public function run(Connection $c) { $c->transaction(1); }
    public function any(ConnectionInterface $c) { $c->transaction(2); }
}
""")
    trait = "src/Concerns/ManagesTransactions.php::ManagesTransactions.transaction"
    assert E("src/UseIt.php::UseIt.run", trait) in edges
    assert E("src/UseIt.php::UseIt.run", "src/ConnectionInterface.php::ConnectionInterface.transaction") not in edges
    assert E("src/UseIt.php::UseIt.any", "src/ConnectionInterface.php::ConnectionInterface.transaction") in edges


def test_php_an_inline_var_tag_types_the_local_after_it(tmp_path):
    """`/** @var Builder $query */` before `$query = $make();` (or `@var T` alone, or before a foreach binding the
    variable) types the local, as PHPStan and IDEs read it; a tag naming another variable types nothing here."""
    reasons = reasons_of(tmp_path, """
// --- path: src/Builder.php ---
<?php
namespace App;
class Builder { public function where($a) { return $this; } }
// --- path: src/Use.php ---
<?php
namespace App;
class UseIt
{
    public function run($items, $make)
    {
        /** @var Builder $query */
        $query = $make();
        $query->where(1);
        /** @var \\App\\Builder */
        $q2 = $make();
        $q2->where(2);
        /** @var Builder $item */
        foreach ($items as $item) {
            $item->where(3);
        }
        /** @var Builder $other */
        $x = $make();
        $x->where(4);
    }
}
""")
    assert ("src/Use.php", "where", "$query") not in reasons
    assert ("src/Use.php", "where", "$q2") not in reasons
    assert ("src/Use.php", "where", "$item") not in reasons
    assert reasons[("src/Use.php", "where", "$x")] == "unknown"


def test_php_a_local_assigned_a_call_holds_what_it_returns(tmp_path):
    """`$io = $this->getIO(); $io->writeError(..)` with `/** @return IOInterface */ function getIO()`: IOInterface's
    writeError (a local assigned a call had no type at all: composer's `$io->..` sites were unknown); a local
    assigned again is, from there on, what the later assignment gives (`$s = $this->mock(); ..; $s = new Store;`)."""
    edges = edges_of(tmp_path, """
// --- path: src/IO/IOInterface.php ---
<?php
namespace App\\IO;

interface IOInterface { public function writeError($m); }
// --- path: src/Store.php ---
<?php
namespace App;

class Store { public function handler() {} }
// --- path: src/Command.php ---
<?php
namespace App;

use App\\IO\\IOInterface;

class Command
{
    /**
     * @return IOInterface
     */
    public function getIO() { return $this->io; }

    public function mock() { return null; }

    public function run()
    {
        $io = $this->getIO();
        $io->writeError('x');
        $s = $this->mock();
        $s = new Store();
        $s->handler();
    }
}
""")
    run = "src/Command.php::Command.run"
    assert E(run, "src/IO/IOInterface.php::IOInterface.writeError") in edges
    assert E(run, "src/Store.php::Store.handler") in edges


def test_php_another_vendors_namespace_is_no_folder_of_the_repository_by_suffix(tmp_path):
    """`use Symfony\\Component\\Console\\Input\\InputOption;` in composer, whose src/Console/Input/InputOption.php
    declares Composer\\Console\\Input: the folder whose path ends like the namespace (Console/Input) is not that
    namespace's (its files declare another), so the import is external; its own class extending Symfony's is no base
    of itself, and a constant it inherits from outside is "external" (it had linked to composer's class, 12 false
    edges)."""
    source = """
// --- path: src/Console/Input/InputOption.php ---
<?php
namespace Composer\\Console\\Input;

class InputOption extends \\Symfony\\Component\\Console\\Input\\InputOption
{
}
// --- path: src/Command/ClearCacheCommand.php ---
<?php
namespace Composer\\Command;

use Symfony\\Component\\Console\\Input\\InputOption;

class ClearCacheCommand
{
    protected function configure()
    {
        return new InputOption('gc', null, InputOption::VALUE_NONE);
    }
}
// --- path: src/Command/Other.php ---
<?php
namespace Composer\\Command;

use Composer\\Console\\Input\\InputOption;

class Other
{
    protected function configure() { return InputOption::VALUE_NONE; }
    protected function fetch() { return \\PDO::FETCH_ASSOC; }
}
"""
    edges = edges_of(tmp_path, source)
    opt = "src/Console/Input/InputOption.php::InputOption"
    assert E("src/Command/ClearCacheCommand.php::ClearCacheCommand.configure", opt) not in edges
    assert E("src/Command/Other.php::Other.configure", opt) in edges
    reasons = reasons_of(tmp_path / "r", source)
    assert reasons[("src/Command/Other.php", "VALUE_NONE", "InputOption")] == "external"
    # a class of another vendor's namespace written whole is a library's; PHP's own (`\\PDO`) the runtime's
    assert reasons[("src/Console/Input/InputOption.php", "InputOption", ".Symfony.Component.Console.Input.")] == \
        "external"
    assert reasons[("src/Command/Other.php", "FETCH_ASSOC", ".PDO")] == "global"


def test_php_a_call_on_a_new_instance_in_parentheses(tmp_path):
    """`$builder = (new Builder($q))->setModel(1); $builder->select('*')` with `@return $this`: the parenthesised
    instance's setModel, whose result is a Builder (the receiver `(new Builder($q))` had been no expression the
    link read: laravel's tests, +127 entity edges)."""
    edges = edges_of(tmp_path, """
// --- path: src/Builder.php ---
<?php
namespace App;

class Builder
{
    /** @return $this */
    public function setModel($m) { return $this; }
    public function select($c) { return $this; }
}
// --- path: src/Runner.php ---
<?php
namespace App;

class Runner
{
    public function run($q)
    {
        $builder = (new Builder($q))->setModel(1);
        $builder->select('*');
    }
}
""")
    assert E("src/Runner.php::Runner.run", "src/Builder.php::Builder.select") in edges


def test_php_new_static_and_new_self_make_an_instance_of_the_class(tmp_path):
    """`(new static)->setConnection($c)->newQuery()`, `new self($a)`, `$m = new static; $m->fill()`: calling
    `static` or `self` (LanguageSpec.class_self_names) makes an instance of the enclosing class, as `new Model` does
    (laravel's Model::on, Factory::new)."""
    edges = edges_of(tmp_path, """
// --- path: src/Model.php ---
<?php
namespace App;

class Model
{
    /** @return $this */
    public function setConnection($c) { return $this; }
    public function newQuery() { return null; }
    public function fill($a) { return $this; }

    public static function on($c) { return (new static)->setConnection($c)->newQuery(); }
    public static function make($a) { return (new self($a))->fill($a); }
    public static function fresh()
    {
        $m = new static;
        return $m->fill([]);
    }
}
""")
    assert E("src/Model.php::Model.on", "src/Model.php::Model.setConnection") in edges
    assert E("src/Model.php::Model.on", "src/Model.php::Model.newQuery") in edges
    assert E("src/Model.php::Model.make", "src/Model.php::Model.fill") in edges
    assert E("src/Model.php::Model.fresh", "src/Model.php::Model.fill") in edges


def test_php_instanceof_static_properties_and_a_function_of_a_parent_namespace(tmp_path):
    """`$x instanceof AliasPackage` names the class (the harness's intelephense reference on composer: 243 missed
    edges); `self::$options` / `Link::$TYPES` read a static property (153; the class too); `use function App\\helper;`
    from `namespace App\\Shapes` names the function of src/helpers.php, declared in `namespace App`."""
    edges = edges_of(tmp_path, """
// --- path: src/Link.php ---
<?php
namespace App;
class Link {
    public static $TYPES = []; private static $cache = [];
    public static function all() { return self::$cache; }
}
// --- path: src/helpers.php ---
<?php
namespace App;
function helper() { return 1; }
// --- path: src/Shapes/Circle.php ---
<?php
namespace App\\Shapes;
use App\\Link;
use function App\\helper;
class Circle {
    public function is($x) { return $x instanceof Link || $x instanceof \\App\\Link; }
    public function types() { return Link::$TYPES; }
    public function h() { return helper(); }
}
""")
    circle, link = "src/Shapes/Circle.php::Circle", "src/Link.php::Link"
    assert E(f"{circle}.is", link) in edges
    assert E(f"{circle}.types", f"{link}.TYPES") in edges
    assert E(f"{circle}.types", link) in edges
    assert E(f"{link}.all", f"{link}.cache") in edges
    assert E(f"{circle}.h", "src/helpers.php::helper") in edges


def test_php_doc_types_refine_array_declarations_and_name_unions(tmp_path):
    """PHPDoc refines what the syntax declares without a class (composer: `@param Link[] $links` on `array $links`,
    `@return array<string, Link>` on `: array`, `@var array<Link>` on `private array $links`): the doc's type is
    read where the declared one is `array`/`iterable`; generic arrays (`array<K, V>`, `list<V>`) are arrays of V;
    unions and intersections are read part by part (`@var RootPackageInterface&BasePackage`)."""
    edges = edges_of(tmp_path, """
// --- path: src/Link.php ---
<?php
namespace App;
class Link { public function getTarget() { return 1; } }
interface RootI { public function pref(); }
class Base { public function name() { return 1; } }
// --- path: src/Dumper.php ---
<?php
namespace App;
class Dumper {
    /** @var array<int, Link> */
    private array $kept = [];
    /** @var RootI&Base */
    protected $package;
    /**
     * @param Link[] $links
     * @return array<string, Link>
     */
    public function dump(array $links): array {
        foreach ($links as $link) { $link->getTarget(); }
        return [];
    }
    /** @param list<Link> $links */
    public function listed(iterable $links) { foreach ($links as $l) { $l->getTarget(); } }
    public function each() { foreach ($this->dump([]) as $k => $v) { $v->getTarget(); } }
    public function kept() { foreach ($this->kept as $v) { $v->getTarget(); } }
    public function both() { return $this->package->pref() . $this->package->name(); }
}
""")
    dumper, link = "src/Dumper.php::Dumper", "src/Link.php::Link.getTarget"
    for method in ("dump", "listed", "each", "kept"):
        assert E(f"{dumper}.{method}", link) in edges, method
    assert E(f"{dumper}.both", "src/Link.php::RootI.pref") in edges
    assert E(f"{dumper}.both", "src/Link.php::Base.name") in edges


def test_php_a_file_s_use_is_its_own_and_no_namespace_is_a_folder_of_files_declaring_none(tmp_path):
    """laravel's types/ (PHPStan type tests declaring no namespace): `use Stringable;` (PHP's own interface) found
    types/Support/Stringable.php by its name and took the class that file imports (`use Illuminate\\Support\\
    Stringable;`), 65 false edges against the intelephense reference; a `use` is an alias of its own file. And
    `use Orchestra\\Testbench\\Factories\\UserFactory;` (a dependency's) found the class UserFactory of
    types/Database/Eloquent/Factories/Factory.php through the folder Factories/, whose files declare no namespace
    (37): a namespaced name never names the global namespace's classes."""
    source = """
// --- path: src/Illuminate/Support/Stringable.php ---
<?php
namespace Illuminate\\Support;
class Stringable { public function x() {} }
// --- path: types/Support/Stringable.php ---
<?php
use Illuminate\\Support\\Stringable;
assertType('string', (new Stringable())->x());
// --- path: types/Database/Eloquent/Factories/Factory.php ---
<?php
class UserFactory { public static function new() {} }
// --- path: src/Illuminate/Validation/Rules/Enum.php ---
<?php
namespace Illuminate\\Validation\\Rules;
use Stringable;
class Enum implements Stringable { public function __toString() { return ''; } }
// --- path: src/Illuminate/Support/Collection.php ---
<?php
namespace Illuminate\\Support;
class Collection { public function s() { return new \\Stringable(); } }
// --- path: tests/UniqueJobTest.php ---
<?php
namespace Illuminate\\Tests;
use Orchestra\\Testbench\\Factories\\UserFactory;
class UniqueJobTest { public function test() { return UserFactory::new(); } }
"""
    edges = edges_of(tmp_path, source)
    assert not {e for e in edges if e[0] == "src/Illuminate/Validation/Rules/Enum.php"}
    assert not {e for e in edges if e[0] == "tests/UniqueJobTest.php"}
    # `new \\Stringable()` in namespace Illuminate\\Support: PHP's own, not the namespace's Stringable
    assert not {e for e in edges if e[0] == "src/Illuminate/Support/Collection.php" and e[3] == "Stringable"}
    assert reasons_of(tmp_path / "r", source)[("src/Illuminate/Support/Collection.php", "Stringable", ".")] == "global"
    assert E("types/Support/Stringable.php::<module>", "src/Illuminate/Support/Stringable.php::Stringable") in edges


def test_php_a_method_without_a_declared_result_gives_what_its_returns_give(tmp_path):
    """laravel's tests: `protected function getBuilder() { ..; return new Builder(..); }` then `$builder =
    $this->getBuilder(); $builder->getBindings()` (the largest category of misses against the intelephense
    reference, which infers a result from the returns); `return $this;` is the class's instance; `return null;` is
    aside (returns that disagree give alternatives, of which the first that types is read, as in TypeScript)."""
    edges = edges_of(tmp_path, """
// --- path: src/Builder.php ---
<?php
namespace App;
class Builder {
    public function getBindings() { return []; }
    public function where() { return $this; }
}
class Other { public function getBindings() { return []; } public function only() { return 1; } }
// --- path: tests/BuilderTest.php ---
<?php
namespace App\\Tests;
use App\\Builder;
use App\\Other;
class BuilderTest {
    protected function getBuilder($prefix = '') {
        $connection = $prefix;
        return new Builder($connection);
    }
    protected function maybe($flag) {
        if ($flag) {
            return new Builder();
        }
        return null;
    }
    protected function either($flag) {
        if ($flag) { return new Builder(); } else { return new Other(); }
    }
    public function testBindings() {
        $builder = $this->getBuilder();
        $builder->where()->getBindings();
        $this->maybe(true)->getBindings();
    }
}
""")
    test, builder = "tests/BuilderTest.php::BuilderTest.testBindings", "src/Builder.php::Builder"
    assert E(test, f"{builder}.where") in edges
    assert E(test, f"{builder}.getBindings") in edges


def test_php_generic_doc_types_name_their_class_and_a_clone_is_of_the_class(tmp_path):
    """`@return MorphTo<Model, $this>` (laravel's relations, Collection<int, X>): the class, its type arguments not
    read; `(clone $this)->where(..)->first()` and `$q = clone $this->query;` (a copy is of the class)."""
    edges = edges_of(tmp_path, """
// --- path: src/MorphTo.php ---
<?php
namespace App;
class MorphTo { public function associate($m) { return $this; } }
class Builder {
    public function where() { return $this; }
    public function first() { return 1; }
    public function firstOrCreate() { return (clone $this)->where()->first(); }
}
// --- path: src/Comment.php ---
<?php
namespace App;
class Comment {
    /** @var Builder */
    protected $query;
    /** @return \\App\\MorphTo<Model, $this> */
    public function commentable() { return $this->morphTo(); }
    public function run() { (new Comment)->commentable()->associate(1); $q = clone $this->query; $q->first(); }
}
""")
    assert E("src/MorphTo.php::Builder.firstOrCreate", "src/MorphTo.php::Builder.where") in edges
    assert E("src/MorphTo.php::Builder.firstOrCreate", "src/MorphTo.php::Builder.first") in edges
    assert E("src/Comment.php::Comment.run", "src/MorphTo.php::MorphTo.associate") in edges
    assert E("src/Comment.php::Comment.run", "src/MorphTo.php::Builder.first") in edges


def test_php_instanceof_narrows_the_else_branch_what_follows_an_early_exit_and_the_right_of_and(tmp_path):
    """composer: `if (!$package instanceof AliasPackage) { .. } else { $package->getAliasOf(); }`, `if (!$e instanceof
    TransportException) { throw $e; } $e->getStatusCode();`, `$package instanceof AliasPackage &&
    $package->getPrettyVersion()`: the narrower class's member, as intelephense reads them."""
    edges = edges_of(tmp_path, """
// --- path: src/Package.php ---
<?php
namespace App;
class Package { public function getName() { return 1; } }
class AliasPackage extends Package { public function getAliasOf() { return 1; } }
// --- path: src/Gen.php ---
<?php
namespace App;
class Gen {
    public function a(Package $package) {
        if (!$package instanceof AliasPackage) { $package->getName(); } else { $package->getAliasOf(); }
    }
    public function b(Package $package) {
        foreach ([1] as $i) {
            if (!$package instanceof AliasPackage) {
                continue;
            }
            $package->getAliasOf();
        }
    }
    public function c(Package $package) { return $package instanceof AliasPackage && $package->getAliasOf(); }
    public function d(Package $package) { if (!$package instanceof AliasPackage) { $x = 1; } $package->getAliasOf(); }
}
""")
    gen, alias = "src/Gen.php::Gen", "src/Package.php::AliasPackage.getAliasOf"
    for method in ("a", "b", "c"):
        assert E(f"{gen}.{method}", alias) in edges, method
    assert E(f"{gen}.d", alias) not in edges   # no exit in the branch: still a Package after it


def test_php_a_function_of_a_namespace_two_folders_declare(tmp_path):
    """`use function Illuminate\\Support\\enum_value;`: laravel's src/Illuminate/Collections/functions.php declares the
    function in `namespace Illuminate\\Support` (inside `if (! function_exists(..))`), which src/Illuminate/Support/
    declares too: the files declaring the namespace, not the folder named after it."""
    edges = edges_of(tmp_path, """
// --- path: src/Illuminate/Support/Str.php ---
<?php
namespace Illuminate\\Support;
class Str { public static function of() { return 1; } }
// --- path: src/Illuminate/Collections/functions.php ---
<?php
namespace Illuminate\\Support;
if (! function_exists('Illuminate\\Support\\enum_value')) {
    function enum_value($value) { return $value; }
}
// --- path: src/Illuminate/Cache/TaggedCache.php ---
<?php
namespace Illuminate\\Cache;
use function Illuminate\\Support\\enum_value;
class TaggedCache { public function increment($key) { return enum_value($key); } }
""")
    assert E("src/Illuminate/Cache/TaggedCache.php::TaggedCache.increment",
             "src/Illuminate/Collections/functions.php::enum_value") in edges


def test_php_a_container_make_of_a_class_gives_an_instance_of_it(tmp_path):
    """Laravel's container: `$this->app->make(Gate::class)`, `app(Gate::class)`, `resolve(Gate::class)` give a Gate
    (Container::make's `@return ($abstract is class-string<TClass> ? TClass : mixed)`, which intelephense reads);
    `app()` alone the container its function returns."""
    edges = edges_of(tmp_path, """
// --- path: src/Container.php ---
<?php
namespace App;
class Container {
    public static function getInstance() { return new static; }
    /** @return mixed */
    public function make($abstract) { return null; }
    public function bound($abstract) { return true; }
}
// --- path: src/helpers.php ---
<?php
use App\\Container;
function app($abstract = null) {
    if (is_null($abstract)) { return Container::getInstance(); }
    return Container::getInstance()->make($abstract);
}
// --- path: src/Gate.php ---
<?php
namespace App;
class Gate { public function authorize() { return 1; } }
class User {
    /** @var Container */
    protected $app;
    public function a() { $gate = $this->app->make(Gate::class); return $gate->authorize(); }
    public function b() { return app(Gate::class)->authorize(); }
    public function c() { return app(\\App\\Gate::class)->authorize() && app()->bound('x'); }
}
""")
    user, gate = "src/Gate.php::User", "src/Gate.php::Gate.authorize"
    for method in ("a", "b", "c"):
        assert E(f"{user}.{method}", gate) in edges, method
    assert E(f"{user}.c", "src/Container.php::Container.bound") in edges


def test_php_instanceof_in_a_ternary_or_a_match_arm_and_a_new_instance_chained_on_the_next_line(tmp_path):
    """laravel: `$model instanceof Model ? $model->getAttribute($k) : $model`, `match (true) { $t instanceof Rotate =>
    $t->angle, .. }`, and `(new Collection($this->wheres))` with `->map(..)` on the next line (the instance's, as on
    one line)."""
    edges = edges_of(tmp_path, """
// --- path: src/Model.php ---
<?php
namespace App;
class Model { public function getAttribute($k) { return 1; } }
class Rotate { public $angle = 0; }
class Collection { public function map($f) { return $this; } public function implode($s) { return ''; } }
class Rule {
    public $wheres = [];
    public function a($model) { return $model instanceof Model ? $model->getAttribute('id') : $model; }
    public function b($t) { return match (true) { $t instanceof Rotate => $t->angle, default => 0 }; }
    public function c() {
        return (new Collection($this->wheres))
            ->map(fn ($w) => $w)
            ->implode(',');
    }
}
""")
    rule = "src/Model.php::Rule"
    assert E(f"{rule}.a", "src/Model.php::Model.getAttribute") in edges
    assert E(f"{rule}.b", "src/Model.php::Rotate.angle") in edges
    assert E(f"{rule}.c", "src/Model.php::Collection.map") in edges
    assert E(f"{rule}.c", "src/Model.php::Collection.implode") in edges


def test_php_instanceof_in_elseif_in_an_and_condition_and_negated_before_or(tmp_path):
    """composer: `} elseif ($op instanceof UpdateOperation) { $op->getTargetPackage(); }`, `if ($p instanceof
    AliasPackage && $p->getVersion() === 'x') { $p->getAliasOf(); }`, `if (!$r instanceof AdvisoryProvider ||
    !$r->has()) { continue; } $r->advisories();`."""
    edges = edges_of(tmp_path, """
// --- path: src/Ops.php ---
<?php
namespace App;
class Op { public function getPackage() { return 1; } }
class UpdateOperation extends Op { public function getTargetPackage() { return 1; } }
class AdvisoryProvider { public function has() { return true; } public function advisories() { return []; } }
class Gen {
    public function a(Op $op) {
        if ($op instanceof Gen) { return 1; } elseif ($op instanceof UpdateOperation) { $op->getTargetPackage(); }
    }
    public function b(Op $op) { if ($op instanceof UpdateOperation && $op->getPackage()) { $op->getTargetPackage(); } }
    public function c(array $repos) {
        foreach ($repos as $r) {
            if (!$r instanceof AdvisoryProvider || !$r->has()) {
                continue;
            }
            $r->advisories();
        }
    }
}
""")
    gen = "src/Ops.php::Gen"
    assert E(f"{gen}.a", "src/Ops.php::UpdateOperation.getTargetPackage") in edges
    assert E(f"{gen}.b", "src/Ops.php::UpdateOperation.getTargetPackage") in edges
    assert E(f"{gen}.c", "src/Ops.php::AdvisoryProvider.has") in edges
    assert E(f"{gen}.c", "src/Ops.php::AdvisoryProvider.advisories") in edges


def test_php_a_trait_s_method_overrides_the_base_class_s(tmp_path):
    """`class User extends Model { use SoftDeletes; }`: `User::forceDestroy(2)` is the trait's (a trait's members
    override the inherited ones), not Model::forceDestroy (laravel, a false edge against the intelephense
    reference); the class's own method still comes first; a trait's abstract method is the one the base defines."""
    edges = edges_of(tmp_path, """
// --- path: src/Model.php ---
<?php
namespace App;
class Model { public static function forceDestroy($ids) { return 0; } public function save() { return 1; } }
trait SoftDeletes { public static function forceDestroy($ids) { return 1; } public function save() { return 2; } }
trait Completion { abstract public function requireComposer(): Model; }
class User extends Model {
    use SoftDeletes;
    public function save() { return 3; }
}
class BaseCommand { public function requireComposer(): Model { return new Model; } }
class ShowCommand extends BaseCommand { use Completion; }
trait ManagesAttributes { public $timezone; }
trait ManagesFrequencies { public function timezone($tz) { $this->timezone = $tz; return $this; } }
class Event extends Model {
    use ManagesAttributes, ManagesFrequencies;
    public function next() { return $this->timezone; }
}
class Test {
    public function a() { return User::forceDestroy(2); }
    public function b(User $u) { return $u->save(); }
    public function c(ShowCommand $c) { return $c->requireComposer(); }
}
""")
    assert E("src/Model.php::Test.a", "src/Model.php::SoftDeletes.forceDestroy") in edges
    assert E("src/Model.php::Test.a", "src/Model.php::Model.forceDestroy") not in edges
    assert E("src/Model.php::Test.b", "src/Model.php::User.save") in edges
    # the traits in the order written (laravel's Event: ManagesAttributes' property, not ManagesFrequencies' method)
    assert E("src/Model.php::Event.next", "src/Model.php::ManagesAttributes.timezone") in edges
    assert E("src/Model.php::Event.next", "src/Model.php::ManagesFrequencies.timezone") not in edges
    # a trait's abstract declaration is what the base class defines (composer's CompletionTrait::requireComposer)
    assert E("src/Model.php::Test.c", "src/Model.php::BaseCommand.requireComposer") in edges


def test_php_an_attribute_written_with_a_namespace_alias(tmp_path):
    """doctrine/orm's entities: `#[ORM\\Entity]`, `#[ORM\\Column(type: 'integer')]` of `use Doctrine\\ORM\\Mapping as
    ORM;` name the attribute classes (875 missed edges against the intelephense reference), as `#[Column]` does."""
    edges = edges_of(tmp_path, """
// --- path: src/Mapping/Column.php ---
<?php
namespace Doctrine\\ORM\\Mapping;
#[\\Attribute]
final class Column { public function __construct(public string $type = '') {} }
// --- path: src/Mapping/Entity.php ---
<?php
namespace Doctrine\\ORM\\Mapping;
final class Entity {}
// --- path: tests/Models/User.php ---
<?php
namespace Doctrine\\Tests\\Models;
use Doctrine\\ORM\\Mapping as ORM;
use Doctrine\\ORM\\Mapping\\Column;
#[ORM\\Entity]
class User {
    #[ORM\\Column(type: 'integer')]
    public int $id;
    #[Column]
    public string $name;
    #[\\Doctrine\\ORM\\Mapping\\Column]
    public string $mail;
}
""")
    user = "tests/Models/User.php::User"
    assert E(user, "src/Mapping/Entity.php::Entity") in edges
    for prop in ("id", "name", "mail"):
        assert E(f"{user}.{prop}", "src/Mapping/Column.php::Column") in edges, prop


def test_php_psalm_tags_and_arrays_passed_through_array_functions(tmp_path):
    """doctrine/orm: `@psalm-var array<string, FieldMapping>` (read where no plain `@var` names a class),
    `@psalm-return list<Rule>`; `foreach (array_filter($this->fieldMappings, fn ..) as $m)` and `array_values(..)`
    hold the array's elements; a PHPStan/Psalm alias the file declares stands for its type."""
    edges = edges_of(tmp_path, """
// --- path: src/FieldMapping.php ---
<?php
namespace App;
class FieldMapping { public $scale = 0; public function isId() { return false; } }
class Meta {
    /** @psalm-var array<string, FieldMapping> */
    public array $fieldMappings = [];
    /**
     * @return array
     * @psalm-return list<FieldMapping>
     */
    public function ids(): array { return []; }
    public function a() { foreach (array_filter($this->fieldMappings, fn ($m) => true) as $m) { $m->isId(); } }
    public function b() { foreach (array_values($this->ids()) as $m) { return $m->scale; } }
    public function c() { foreach ($this->fieldMappings as $m) { $m->isId(); } }
    /** @psalm-var array<int, Collection<array-key, FieldMapping>> */
    private array $deletions = [];
    public function e() { foreach ($this->deletions as $c) { $c->owner(); } }
}
class Collection { public function owner() { return 1; } }
/** @phpstan-type ReasonData FieldMapping|string */
class Rule {
    /** @var FieldMapping|string */
    protected $reasonData;
    /** @phpstan-return ReasonData */
    public function getReasonData() { return $this->reasonData; }
    public function d() { return $this->getReasonData()->isId(); }
}
""")
    meta = "src/FieldMapping.php::Meta"
    assert E(f"{meta}.a", "src/FieldMapping.php::FieldMapping.isId") in edges
    assert E(f"{meta}.b", "src/FieldMapping.php::FieldMapping.scale") in edges
    assert E(f"{meta}.c", "src/FieldMapping.php::FieldMapping.isId") in edges
    # `@phpstan-return ReasonData` of `@phpstan-type ReasonData FieldMapping|string` (composer's Rule): the alias's type
    assert E("src/FieldMapping.php::Rule.d", "src/FieldMapping.php::FieldMapping.isId") in edges
    # an array of a generic class (`array<int, Collection<array-key, FieldMapping>>`): of Collection
    assert E(f"{meta}.e", "src/FieldMapping.php::Collection.owner") in edges


def test_php_a_qualified_name_starts_with_an_import(tmp_path):
    """doctrine/orm: `use Doctrine\\ORM\\Query;` imports the class Query, and `new Query\\ResultSetMappingBuilder(..)`,
    `$dql instanceof Expr\\Andx` (of `use Doctrine\\ORM\\Query\\Expr;`) name classes of the namespaces those paths
    are: a qualified name's first part is the import's path, not the class it imports."""
    edges = edges_of(tmp_path, """
// --- path: src/Query.php ---
<?php
namespace Doctrine\\ORM;
class Query { public function run() {} }
// --- path: src/Query/ResultSetMappingBuilder.php ---
<?php
namespace Doctrine\\ORM\\Query;
class ResultSetMappingBuilder { public function addRoot() {} }
// --- path: src/Query/Expr.php ---
<?php
namespace Doctrine\\ORM\\Query;
class Expr {}
// --- path: src/Query/Expr/Andx.php ---
<?php
namespace Doctrine\\ORM\\Query\\Expr;
class Andx { public function addMultiple($w) {} }
// --- path: src/Persister.php ---
<?php
namespace Doctrine\\ORM\\Persisters;
use Doctrine\\ORM\\Query;
use Doctrine\\ORM\\Query\\Expr;
class Persister {
    public function a() { $rsm = new Query\\ResultSetMappingBuilder(); $rsm->addRoot(); }
    public function b($dql) { if ($dql instanceof Expr\\Andx) { $dql->addMultiple([]); } }
}
""")
    p = "src/Persister.php::Persister"
    assert E(f"{p}.a", "src/Query/ResultSetMappingBuilder.php::ResultSetMappingBuilder") in edges
    assert E(f"{p}.a", "src/Query/ResultSetMappingBuilder.php::ResultSetMappingBuilder.addRoot") in edges
    assert E(f"{p}.b", "src/Query/Expr/Andx.php::Andx") in edges
    assert E(f"{p}.b", "src/Query/Expr/Andx.php::Andx.addMultiple") in edges


def test_php_a_local_holds_an_element_or_a_nullsafe_read(tmp_path):
    """doctrine/orm: `$joinColumn = $mapping->joinColumns[0]; $joinColumn->name`, `$x = $this->a?->b;`: the element
    of a typed array, the property read (were no values: the local unknown)."""
    edges = edges_of(tmp_path, """
// --- path: src/A.php ---
<?php
namespace App;
class JoinColumn { public $name = ''; }
class Mapping {
    /** @var list<JoinColumn> */
    public array $joinColumns = [];
    public ?JoinColumn $first = null;
    public function a() { $c = $this->joinColumns[0]; return $c->name; }
    public function b(?Mapping $m) { $c = $m?->first; return $c->name; }
}
""")
    for method in ("a", "b"):
        assert E(f"src/A.php::Mapping.{method}", "src/A.php::JoinColumn.name") in edges, method


def test_php_a_phpdoc_type_is_read_before_the_declared_one(tmp_path):
    """doctrine/orm's drivers: `loadMetadataForClass($className, PersistenceClassMetadata $metadata)` with `@param
    ClassMetadata<T> $metadata` (the interface a dependency's, the class the repository's): `$metadata->mapField()`
    is ClassMetadata's, as intelephense and PHPStan read the narrower doc type; a doc type naming no class (`@param
    mixed $x`) leaves the declared one."""
    edges = edges_of(tmp_path, """
// --- path: src/ClassMetadata.php ---
<?php
namespace App;
class ClassMetadata { public function mapField($m) { return 1; } }
class Base { public function name() { return 1; } }
class Driver {
    /**
     * @param ClassMetadata<T> $metadata
     * @param mixed $base
     */
    public function load(PersistenceClassMetadata $metadata, Base $base): void {
        $metadata->mapField([]);
        $base->name();
    }
}
""")
    driver = "src/ClassMetadata.php::Driver.load"
    assert E(driver, "src/ClassMetadata.php::ClassMetadata.mapField") in edges
    assert E(driver, "src/ClassMetadata.php::Base.name") in edges


def test_php_a_template_parameter_is_read_as_its_bound(tmp_path):
    """laravel: `@template TModel of \\Illuminate\\Database\\Eloquent\\Model` on a class, `@return TModel` on its
    method (`$this->newModelInstance()->newFromBuilder($r)`): a Model, as the checkers read a value of a template
    parameter nothing binds; one without a bound names nothing."""
    edges = edges_of(tmp_path, """
// --- path: src/Model.php ---
<?php
namespace App;
class Model { public function newFromBuilder($r) { return $this; } }
/** @template TModel of \\App\\Model
 *  @template TValue */
class Builder {
    /** @return TModel */
    public function newModelInstance() { return $this->model; }
    /** @return TValue */
    public function value() { return null; }
    public function cursor($record) { return $this->newModelInstance()->newFromBuilder($record); }
    public function other() { return $this->value()->newFromBuilder(1); }
}
""")
    assert E("src/Model.php::Builder.cursor", "src/Model.php::Model.newFromBuilder") in edges
    assert E("src/Model.php::Builder.other", "src/Model.php::Model.newFromBuilder") not in edges


def test_php_review_cases_new_static_match_false_doc_unions_and_registries(tmp_path):
    """A review of the session's rules: `return new static()` gives the receiver's class (`Kid::make()->own()` is
    Kid's), `match (false) { $x instanceof A => .. }` narrows nothing, a PHPDoc union does not replace a declared class
    (`@param Foo|Coll $x` on `Coll $x`), and a registry's `get(Event::class): Handler` is a Handler (only a method
    that gives nothing gives the class passed)."""
    edges = edges_of(tmp_path, """
// --- path: src/A.php ---
<?php
namespace App;
class Base { public static function make() { return new static(); } public function own() { return 1; } }
class Kid extends Base { public function own() { return 2; } }
class A { public function m() { return 1; } }
class B { public function m() { return 2; } }
class Foo { public function first() { return 1; } }
class Coll { public function first() { return 2; } }
class Handler { public function handle() { return 1; } }
class Event { public function handle() { return 2; } }
class Registry { public function get(string $k): Handler { return new Handler(); } }
class T {
    public function a() { return Kid::make()->own(); }
    public function b(B $x) { return match (false) { $x instanceof A => $x->m(), default => 0 }; }
    /** @param Foo|Coll $x */
    public function c(Coll $x) { return $x->first(); }
    public function d(Registry $r) { return $r->get(Event::class)->handle(); }
}
""")
    t = "src/A.php::T"
    assert E(f"{t}.a", "src/A.php::Kid.own") in edges and E(f"{t}.a", "src/A.php::Base.own") not in edges
    assert E(f"{t}.b", "src/A.php::B.m") in edges and E(f"{t}.b", "src/A.php::A.m") not in edges
    assert E(f"{t}.c", "src/A.php::Coll.first") in edges and E(f"{t}.c", "src/A.php::Foo.first") not in edges
    assert E(f"{t}.d", "src/A.php::Handler.handle") in edges and E(f"{t}.d", "src/A.php::Event.handle") not in edges


def test_php_instanceof_narrows_a_property_read(tmp_path):
    """`if ($this->session instanceof Store) { $this->session->flush(); }`: the property read is narrowed too (the
    check was kept as `$this->session` while receivers read `$this.session`: never met)."""
    edges = edges_of(tmp_path, """
// --- path: src/A.php ---
<?php
namespace App;
interface Session { public function get(); }
class Store implements Session { public function get() {} public function flush() {} }
class Request {
    protected ?Session $session = null;
    public function a() { if ($this->session instanceof Store) { $this->session->flush(); } }
}
""")
    assert E("src/A.php::Request.a", "src/A.php::Store.flush") in edges


def test_php_member_of_a_union_is_each_alternatives(tmp_path):
    """`@param CompletePackage|RootAliasPackage $package`, a method returning `A|B`: a call on the union is each
    alternative's declaration of the method (composer's package helpers), as intelephense binds it."""
    edges = edges_of(tmp_path, """
// --- path: src/Pkg.php ---
<?php
namespace App;
class CompletePackage { public function setRequires(array $r) { } }
class RootAliasPackage {
    public function setRequires(array $r) { }
    /** @return static */
    public function alias() { return $this; }
}
class Factory {
    /** @return CompletePackage|RootAliasPackage */
    public static function make() { return new CompletePackage(); }
}
// --- path: src/Use.php ---
<?php
namespace App;
class User {
    /** @param CompletePackage|RootAliasPackage $package */
    public function one($package) { $package->setRequires([]); }
    public function two() { Factory::make()->setRequires([]); }
    /** @param CompletePackage|RootAliasPackage $package */
    public function three($package) { $package->alias()->setRequires([]); }
}
""")
    for method in ("one", "two"):
        assert E(f"src/Use.php::User.{method}", "src/Pkg.php::CompletePackage.setRequires") in edges, method
        assert E(f"src/Use.php::User.{method}", "src/Pkg.php::RootAliasPackage.setRequires") in edges, method
    # a method returning `static` that one alternative declares gives that alternative, not the union
    assert E("src/Use.php::User.three", "src/Pkg.php::RootAliasPackage.setRequires") in edges
    assert E("src/Use.php::User.three", "src/Pkg.php::CompletePackage.setRequires") not in edges
