"""Map throughput per language: one warmed Extractor mapping every file of the language's corpus, beside the
bare `parser.parse` of the same bytes (same group, so the table shows map/parse)."""
from __future__ import annotations

import pytest

from fastindex.execute import no_gc
from fastindex.languages import BY_NAME

from .conftest import FIGURES, MAP_LANGUAGES, mean_of, record

ROUNDS = {"python": 5, "typescript": 5, "tsx": 10, "javascript": 20}


def _size(items) -> tuple[int, int, int]:
    return len(items), sum(len(d) for _, d in items), sum(d.count(b"\n") for _, d in items)


def _figures(benchmark, items) -> dict:
    files, nbytes, lines = _size(items)
    mean = mean_of(benchmark)
    return {"files": files, "bytes": nbytes, "lines": lines, "MB_per_s": nbytes / mean / 1e6,
            "lines_per_s": lines / mean}


@pytest.mark.parametrize("lang", MAP_LANGUAGES)
def test_parse(benchmark, map_corpus, extractor, lang):
    items = map_corpus[lang]
    assert items, f"no {lang} files in the map corpus"
    parser = extractor.compiled(BY_NAME[lang]).parser
    benchmark.group = f"map-{lang}"

    def parse_all():
        with no_gc():
            for _, data in items:
                parser.parse(data)

    benchmark.pedantic(parse_all, rounds=ROUNDS[lang], warmup_rounds=1, iterations=1)
    record(benchmark, **_figures(benchmark, items))


@pytest.mark.parametrize("lang", MAP_LANGUAGES)
def test_map(benchmark, map_corpus, extractor, lang):
    items = map_corpus[lang]
    spec = BY_NAME[lang]
    benchmark.group = f"map-{lang}"

    def map_all():
        with no_gc():   # as the map does (fastindex.execute.map_shard)
            return [extractor.map_file(path, data, spec) for path, data in items]

    tables = benchmark.pedantic(map_all, rounds=ROUNDS[lang], warmup_rounds=1, iterations=1)
    assert len(tables) == len(items) and not any(t.error for t in tables)
    figures = _figures(benchmark, items)
    parse = FIGURES.get(f"test_parse[{lang}]")
    if parse:
        figures["map_over_parse"] = benchmark.stats.stats.mean / parse["mean_s"]
    figures["references"] = sum(len(t.references) for t in tables)
    figures["definitions"] = sum(len(t.definitions) for t in tables)
    record(benchmark, **figures)
