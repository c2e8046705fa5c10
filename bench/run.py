"""Run every benchmark in bench/ (or those named): `python -m bench.run [name ...]`."""

import argparse
import importlib
import pkgutil
import sys
from pathlib import Path


def _benchmarks() -> list[str]:
    return sorted(m.name for m in pkgutil.iter_modules([str(Path(__file__).parent)]) if m.name.startswith("bench_"))


def main() -> None:
    names = _benchmarks()
    parser = argparse.ArgumentParser(prog="python -m bench.run", description=__doc__)
    parser.add_argument("names", nargs="*", metavar="name", help=f"a benchmark, with or without bench_: {names}")
    wanted = set(parser.parse_args().names)
    unknown = {w for w in wanted if w not in names and f"bench_{w}" not in names}
    if unknown:
        parser.error(f"no benchmark named {sorted(unknown)}")
    for name in names:
        if wanted and name not in wanted and name.removeprefix("bench_") not in wanted:
            continue
        print(f"== {name}", flush=True)
        sys.argv = [name]  # each benchmark reads its own options: here, its defaults
        importlib.import_module(f"bench.{name}").main()


if __name__ == "__main__":
    main()
