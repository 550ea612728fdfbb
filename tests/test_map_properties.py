"""Property tests of the map function, for every language in the registry: whatever the bytes (arbitrary, or a
real fixture file mutated), map_file never raises and every record lies inside the file.

Example counts are modest so `make test` stays fast; under CI (CI set) the "ci" profile of conftest.py
derandomises hypothesis, so a run is reproducible.
"""
from __future__ import annotations

from bisect import bisect_right

import pytest
from conftest import FIXTURES
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fastindex.languages import LANGUAGES
from fastindex.map.extract import map_file
from fastindex.map.table import NO_PARENT

LANGUAGE_NAMES = [spec.name for spec in LANGUAGES]
SPEC = {spec.name: spec for spec in LANGUAGES}
EXAMPLES = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def sample(language: str) -> tuple[str, bytes]:
    """The largest fixture file of a language (up to 8 KB): real code to mutate."""
    spec = SPEC[language]
    files = sorted((p for p in FIXTURES.rglob("*") if p.is_file() and p.suffix in spec.extensions
                    and p.stat().st_size <= 8192), key=lambda p: (-p.stat().st_size, str(p)))
    assert files, f"no fixture file for {language}: add one under tests/fixtures"
    return files[0].name, files[0].read_bytes()


def check_inside(path: str, data: bytes, language: str) -> None:
    table = map_file(path, data, SPEC[language])
    size = len(data)
    # a mutation can make a C file read as C++ (`#include <s>tdlib.h>` looks like `#include <string>`: the spec's
    # content_dialects), never as anything else
    assert table.size == size and table.language in (language, *(n for _, n in SPEC[language].content_dialects))
    line_starts = [0] + [i + 1 for i, b in enumerate(data) if b == 0x0A]
    # lines the tree can point at: every line of text, and the (empty) one after a final newline
    last_line = len(line_starts)
    assert table.lines in (last_line, last_line - 1)

    def inside(line: int, col: int, what) -> None:
        assert 1 <= line <= last_line, (what, line, last_line)
        start = line_starts[line - 1]
        end = line_starts[line] - 1 if line < last_line else size
        assert 0 <= col <= end - start, (what, line, col)

    n_defs = len(table.definitions)
    for d in table.definitions:
        assert 0 <= d.start_byte <= d.end_byte <= size, d
        assert 1 <= d.start_line <= d.end_line <= last_line, d
        # start_byte may be moved back over decorators and an export wrapper, never past the line
        assert bisect_right(line_starts, d.start_byte) <= d.start_line, d
        inside(d.name_line, d.name_col, d)
        assert d.name, d   # (a name the parse made up at an error is zero-width: no definition)
        assert d.parent == NO_PARENT or 0 <= d.parent < n_defs, d
    for r in table.references:
        inside(r.line, r.col, r)
        assert r.scope == NO_PARENT or 0 <= r.scope < n_defs, r
    for i in table.imports:
        assert 1 <= i.line <= last_line and (i.scope == NO_PARENT or 0 <= i.scope < n_defs), i
    for e in table.exports:
        assert 1 <= e.line <= last_line, e
    for loc in table.locals:
        assert 1 <= loc.line <= last_line and (loc.scope == NO_PARENT or 0 <= loc.scope < n_defs), loc


@pytest.mark.parametrize("language", LANGUAGE_NAMES)
@EXAMPLES
@given(data=st.binary(max_size=2000))
def test_arbitrary_bytes_never_raise_and_stay_inside(language, data):
    check_inside("f" + SPEC[language].extensions[0], data, language)


SOURCE_NOISE = st.binary(max_size=40) | st.sampled_from(
    [b"(", b")", b"{", b"}", b"[", b"]", b"<", b">", b"\"", b"'", b"`", b"\\", b"\n", b"\r\n", b"\t", b"\xef\xbb\xbf",
     b"\xff", b"\x00", b"/*", b"*/", b"#", b"//", b"@", b"=>", b":", b";", b",", b".", b"class ", b"def ",
     b"function ", b"func ", b"import ", b"export ", b"return ", b" if ", b" else "])


@st.composite
def mutated(draw, source: bytes) -> bytes:
    """A real file with a few edits: bytes inserted, ranges deleted or duplicated, a truncation."""
    data = bytearray(source)
    for _ in range(draw(st.integers(1, 6))):
        op = draw(st.sampled_from(["insert", "delete", "duplicate", "truncate"]))
        at = draw(st.integers(0, len(data)))
        if op == "insert":
            data[at:at] = draw(SOURCE_NOISE)
        elif op == "delete":
            del data[at:at + draw(st.integers(1, 200))]
        elif op == "duplicate":
            data[at:at] = data[at:at + draw(st.integers(1, 400))]
        else:
            del data[at:]
    return bytes(data)


@pytest.mark.parametrize("language", LANGUAGE_NAMES)
@EXAMPLES
@given(st.data())
def test_mutated_real_source_never_raises_and_stays_inside(language, data):
    name, source = sample(language)
    check_inside(name, data.draw(mutated(source)), language)


@pytest.mark.parametrize("language", LANGUAGE_NAMES)
def test_the_unmutated_sample_is_real_code(language):
    name, source = sample(language)
    table = map_file(name, source, SPEC[language])
    assert table.parse_errors == 0 and table.definitions      # the mutations start from code that indexes
    check_inside(name, source, language)


def test_a_bare_declared_local_with_an_empty_name_ends():
    """A mutated TypeScript file once hung the map: a bare `let` whose name the parser made up (zero width) was
    searched for as an empty string, which every position matches (_later_assigned). Its value is none."""
    from tree_sitter_language_pack import get_parser

    from fastindex.map.extract import _later_assigned
    data = b"function f() { if (x { x = 1 } }\n"
    root = get_parser("typescript").parse(data).root_node
    nodes, missing = [root], None
    while missing is None:   # the MISSING ")" (zero width), as a made-up name would be
        node = nodes.pop()
        missing = node if node.is_missing else None
        nodes.extend(node.children)
    spec = SPEC["typescript"]
    assert _later_assigned(missing, root, data, 0, len(data), spec, lambda node: "") == ""


def test_a_name_the_parse_made_up_is_no_definition():
    """gmock-actions.h: a template parameter list the C++ grammar cannot read left a field declaration whose name
    is a MISSING node (zero width): it was a definition named "" (`testing.OnceAction.`, an entity edges went
    from)."""
    data = (b"namespace testing {\n            typename std::enable_if<\n                int>::type = 0>\n"
            b"  OnceAction(Callable&& callable)  // NOLINT\n}\n")
    table = map_file("actions.h", data)
    assert table.language == "cpp" and table.parse_errors
    assert all(d.name for d in table.definitions), table.definitions
    check_inside("actions.h", data, "cpp")
