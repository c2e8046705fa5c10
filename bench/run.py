"""Run every benchmark in bench/ (or those named): `python -m bench.run [name ...]`."""

import importlib
import pkgutil
import sys
from pathlib import Path


def main() -> None:
    wanted = set(sys.argv[1:])
    names = sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)]) if m.name.startswith("bench_"))
    for name in names:
        if wanted and name not in wanted and name.removeprefix("bench_") not in wanted:
            continue
        print(f"== {name}", flush=True)
        importlib.import_module(f"bench.{name}").main()


if __name__ == "__main__":
    main()
