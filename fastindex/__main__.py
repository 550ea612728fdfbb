"""`python -m fastindex ...`: the same as the `fastindex` command."""
from .cli import run

if __name__ == "__main__":
    run()
