# Every target sets itself up: a fresh clone needs nothing but python3 (>= 3.10).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
REPO   ?=
WORKERS ?=
REDUCE ?=

.PHONY: help test bench bench-incremental bench-history lint microbench corpus accuracy clean

help:
	@echo "make test                          the whole test suite (sets up .venv first)"
	@echo "make bench [REPO=name|synth-SIZE] [REPO_DIR=checkout]   timing report vs the parse floor (default: synth-100k)"
	@echo "make bench-incremental REPO=...|REPO_DIR=... [PERCENT=1] [REPEAT=1]   --base re-index vs full index"
	@echo "make bench-history REPO_DIR=git-checkout [COMMITS=12]   --base over the last commits vs full index"
	@echo "make microbench                    pytest-benchmark suites, saved as JSON"
	@echo "make corpus REPO=name              shallow checkout of a pinned corpus (corpora/*.toml) in corpora/.cache"
	@echo "make accuracy REPO_DIR=... LANG=ts|py|go|java|rs|c|cpp|php [DTS=1]   edges against a compiler reference"
	@echo "make lint | make clean"

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test,bench]'
	touch $(STAMP)

test: $(STAMP)
	$(PY) -m pytest -q

lint: $(STAMP)
	$(PY) -m ruff check fastindex tests bench corpora

bench: $(STAMP)
	$(PY) -m bench.run $(if $(REPO),--repo $(REPO)) $(if $(REPO_DIR),--repo-dir $(REPO_DIR)) $(if $(WORKERS),--workers $(WORKERS)) \
		$(if $(REDUCE),--reduce-processes $(REDUCE))

# make bench-incremental REPO_DIR=/path/to/checkout | REPO=synth-1m [PERCENT=1] [REPEAT=1]: --base re-index vs full index
bench-incremental: $(STAMP)
	$(PY) -m bench.incremental $(if $(REPO),--repo $(REPO)) $(if $(REPO_DIR),--repo-dir $(REPO_DIR)) \
		$(if $(PERCENT),--percent $(PERCENT)) $(if $(REPEAT),--repeat $(REPEAT))

# make bench-history REPO_DIR=/path/to/git/checkout [COMMITS=12]: each of the last commits indexed against the
# snapshot of the one before (--base --changed-since), against a full index
bench-history: $(STAMP)
	$(PY) -m bench.history --repo-dir $(REPO_DIR) $(if $(COMMITS),--commits $(COMMITS))

microbench: $(STAMP)
	$(PY) -m pytest -q bench/micro --benchmark-only --benchmark-autosave

# make accuracy REPO_DIR=/path/to/checkout LANG=ts|py|go|java|rs|c|cpp|php [COMMIT=sha] [VENDOR=dir] [DTS=1]: fastindex
# against the compiler reference (bench/accuracy/README.md: TS/Python/PHP need `npm ci --prefix bench/accuracy/ts`,
# `.../py` or `.../php` once, which run.py does where it is missing;
# Go needs the go toolchain, Java a JDK 17+, Rust nightly rustc and VENDOR, a `cargo vendor` directory of the
# repo's dependencies). The universe is the files both sides indexed (--files); TS with DTS=1: its own .d.ts too.
ACC := bench/.cache/accuracy/$(notdir $(REPO_DIR))
# LANG is also the locale variable every shell exports: accept only a language this harness knows.
ACC_LANGS := ts py go java rs c cpp php
accuracy: $(STAMP)
	@$(if $(filter $(ACC_LANGS),$(LANG)),true,echo "make accuracy needs LANG=ts|py|go|java|rs|c|cpp|php (got LANG=$(LANG)) and REPO_DIR=/path/to/checkout" >&2; exit 2)
	@$(if $(REPO_DIR),true,echo "make accuracy needs REPO_DIR=/path/to/checkout" >&2; exit 2)
	mkdir -p $(ACC)
	$(VENV)/bin/fastindex index $(REPO_DIR) -o $(ACC)/fastindex.fidx -q
	$(VENV)/bin/fastindex export $(ACC)/fastindex.fidx --format entity-edges -o $(ACC)/candidate.tsv
	$(PY) -c "import fastindex, sys; sys.stdout.writelines(f.path + '\n' for f in fastindex.open(sys.argv[1]).iter_files())" \
		$(ACC)/fastindex.fidx > $(ACC)/candidate-files.txt
	$(PY) -c "import fastindex, sys; sys.stdout.writelines(f.path + '\n' for f in fastindex.open(sys.argv[1]).iter_files() if f.error.startswith('generated:'))" \
		$(ACC)/fastindex.fidx > $(ACC)/candidate-targets-only.txt
	$(PY) bench/accuracy/run.py $(REPO_DIR) --lang $(LANG) --out $(ACC) --candidate $(ACC)/candidate.tsv \
		--files $(ACC)/candidate-files.txt --targets-only $(ACC)/candidate-targets-only.txt $(if $(VENDOR),--vendor $(VENDOR)) \
		$(if $(COMMIT),--commit $(COMMIT)) $(if $(DTS),--include-dts) \
		--record bench/results/accuracy-$(notdir $(REPO_DIR))$(if $(DTS),-dts)-$(shell date +%F)

corpus: $(STAMP)
	$(PY) corpora/fetch.py $(REPO)

clean:
	rm -rf $(VENV) build *.egg-info
