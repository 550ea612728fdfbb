"""Map throughput per language: one warmed Extractor mapping every file of the language's corpus, beside the
bare `parser.parse` of the same bytes (same group, so the table shows map/parse)."""
from __future__ import annotations

import pytest

from fastindex.execute import no_gc
from fastindex.languages import BY_NAME

from .conftest import FIGURES, MAP_LANGUAGES, cpu_clocked, cpu_mean, mean_of, record

ROUNDS = {"python": 5, "typescript": 5, "tsx": 10, "javascript": 20, "go": 10, "java": 10, "rust": 10}


def _size(items) -> tuple[int, int, int]:
    return len(items), sum(len(d) for _, d in items), sum(d.count(b"\n") for _, d in items)


def _figures(benchmark, clocked, items) -> dict:
    files, nbytes, lines = _size(items)
    mean = mean_of(benchmark)
    return {"files": files, "bytes": nbytes, "lines": lines, "MB_per_s": nbytes / mean / 1e6,
            "lines_per_s": lines / mean, "MB_per_cpu_s": nbytes / cpu_mean(benchmark, clocked) / 1e6}


@pytest.mark.parametrize("lang", MAP_LANGUAGES)
def test_parse(benchmark, map_corpus, extractor, lang):
    items = map_corpus[lang]
    assert items, f"no {lang} files in the map corpus"
    parser = extractor.compiled(BY_NAME[lang]).parser
    benchmark.group = f"map-{lang}"

    @cpu_clocked
    def parse_all():
        with no_gc():
            for _, data in items:
                parser.parse(data)

    benchmark.pedantic(parse_all, rounds=ROUNDS[lang], warmup_rounds=1, iterations=1)
    record(benchmark, parse_all, **_figures(benchmark, parse_all, items))


@pytest.mark.parametrize("lang", MAP_LANGUAGES)
def test_map(benchmark, map_corpus, extractor, lang):
    items = map_corpus[lang]
    spec = BY_NAME[lang]
    benchmark.group = f"map-{lang}"

    @cpu_clocked
    def map_all():
        with no_gc():   # as the map does (fastindex.execute.map_shard)
            return [extractor.map_file(path, data, spec) for path, data in items]

    tables = benchmark.pedantic(map_all, rounds=ROUNDS[lang], warmup_rounds=1, iterations=1)
    assert len(tables) == len(items) and not any(t.error for t in tables)
    figures = _figures(benchmark, map_all, items)
    parse = FIGURES.get(f"test_parse[{lang}]")
    if parse:   # wall means, and CPU means (steadier when other work shares the cores)
        figures["map_over_parse"] = mean_of(benchmark) / parse["mean_s"]
        figures["map_over_parse_cpu"] = cpu_mean(benchmark, map_all) / parse["cpu_s"]
    figures["references"] = sum(len(t.references) for t in tables)
    figures["definitions"] = sum(len(t.definitions) for t in tables)
    record(benchmark, map_all, **figures)
