"""PHP resolution, inline cases (the php_psr4 fixture's golden file covers the layout)."""
from __future__ import annotations

from test_resolution_inline import E, edges_of


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
