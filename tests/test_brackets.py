"""fastindex.brackets: the one bracket scan the map, the JSDoc reader and the linker share."""
from fastindex.brackets import balanced, closing


def test_closing_counts_nested_brackets_from_the_one_at_start():
    assert closing("f(a[1], {b})", 1) == 11
    assert closing("f(a[1], {b})", 3) == 5
    assert closing("f(a[1], {b})") == 11   # the first bracket opened after start
    assert closing("(a)(b)") == 2
    assert closing("x.(y", 2) == -1   # it stays open


def test_closing_counts_only_the_brackets_it_is_given():
    # a JSDoc type: `{Map<string, {a: B}>} name`, braces only (a `(` inside is text)
    comment = "@param {Map<string, {a: B(}>} name"
    assert closing(comment, comment.index("{"), "{", "}") == comment.index("} name")
    assert closing("(a[)]", 0, "(", ")") == 3


def test_balanced():
    assert balanced("a(b[c]{d})")
    assert not balanced("a)(")
    assert not balanced("(a")
