"""Benchmarks: `python -m bench.run` (make bench) is the whole-run benchmark; see bench/README.md."""
