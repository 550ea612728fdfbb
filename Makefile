# Every target sets itself up: a fresh clone needs nothing but python3 (>= 3.10).
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-stamp
REPO   ?=
WORKERS ?=

.PHONY: test bench lint microbench corpus clean

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
	$(PY) -m bench.run $(if $(REPO),--repo $(REPO)) $(if $(REPO_DIR),--repo-dir $(REPO_DIR)) $(if $(WORKERS),--workers $(WORKERS))

microbench: $(STAMP)
	$(PY) -m pytest -q bench/micro --benchmark-only --benchmark-autosave

corpus: $(STAMP)
	$(PY) corpora/fetch.py $(REPO)

clean:
	rm -rf $(VENV) build *.egg-info
