"""The tree's shape, read from the imports themselves (with `ast`), so it stays true.

Apps stand below the site: `memorymesh_site` runs them, they never import it. Apps stand
in an order (identity at the bottom, then graph, then the apps built on it), and inside
graph the layers do too: an import only ever runs down. And no module imports itself
back through others, not even through an import inside a function: such a circle is how
a "lazy" import hides a tangle.
"""

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
APPS = ("identity", "graph", "schemas_app", "viewer", "teams", "mem0_compat")
SITE = "memorymesh_site"


def _modules() -> dict[str, Path]:
    found = {}
    for top in (*APPS, SITE):
        for path in (REPO / top).rglob("*.py"):
            if "migrations" in path.parts:
                continue
            parts = list(path.relative_to(REPO).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts = parts[:-1]
            found[".".join(parts)] = path
    return found


def _imports(path: Path, name: str, known: dict[str, Path]) -> set[str]:
    """The project modules `path` imports: the most specific known module of each import."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            candidates = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            candidates = [f"{base}.{alias.name}" for alias in node.names] + [base]
        else:
            continue
        for candidate in candidates:
            while candidate and candidate not in known:
                candidate = candidate.rpartition(".")[0]
            if candidate and candidate != name:
                targets.add(candidate)
                break
    return targets


def _graph() -> dict[str, set[str]]:
    known = _modules()
    return {name: _imports(path, name, known) for name, path in known.items()}


def test_no_app_imports_the_site_package():
    offenders = sorted(
        f"{module} imports {target}"
        for module, targets in _graph().items()
        if module.split(".")[0] in APPS
        for target in targets
        if target.split(".")[0] == SITE
    )
    assert offenders == []


# Bottom first. An app may import only the apps listed before it.
APP_ORDER = ("identity", "graph", ("schemas_app", "teams"), ("viewer", "mem0_compat"))

# graph's rooms, bottom first. A room may import itself and the rooms below it; rooms on
# one floor (a tuple) never import each other.
GRAPH_FLOORS = (
    ("exceptions",),
    ("read_replica", "conflict_retry", "database_reachable"),
    ("text", "redaction"),
    ("models",),
    ("contracts", "sql"),
    ("documents", "embeddings"),
    ("access",),
    ("selectors",),
    ("retrieval",),
    ("services",),
    ("verbs",),
    ("transport",),
    ("tasks", "management", "apps"),
)


def _ranks(order: tuple) -> dict[str, int]:
    floors = [rooms if isinstance(rooms, tuple) else (rooms,) for rooms in order]
    return {room: floor for floor, rooms in enumerate(floors) for room in rooms}


def _upward(module: str, target: str, rank: dict[str, int], depth: int) -> bool:
    """True when `target` stands on the same floor as `module` in another room, or above it."""
    mine, theirs = module.split("."), target.split(".")
    if len(mine) <= depth or len(theirs) <= depth or mine[depth] == theirs[depth]:
        return False
    floor, other = rank.get(mine[depth]), rank.get(theirs[depth])
    return floor is not None and other is not None and other >= floor


def test_apps_import_only_the_apps_below_them():
    rank = _ranks(APP_ORDER)
    upward = sorted(
        f"{module} imports {target}"
        for module, targets in _graph().items()
        for target in targets
        if _upward(module, target, rank, 0)
    )
    assert upward == []


def test_every_room_of_graph_was_placed_on_a_floor():
    rooms = {name.split(".")[1] for name in _graph() if name.startswith("graph.")}
    assert rooms - set(_ranks(GRAPH_FLOORS)) == set()


def test_imports_inside_graph_run_only_down():
    rank = _ranks(GRAPH_FLOORS)
    upward = sorted(
        f"{module} imports {target}"
        for module, targets in _graph().items()
        if module.startswith("graph.")
        for target in targets
        if target.startswith("graph.") and _upward(module, target, rank, 1)
    )
    assert upward == []


def test_the_floor_check_sees_an_import_that_runs_up():
    rank = _ranks(GRAPH_FLOORS)
    assert _upward("graph.contracts.inputs", "graph.selectors.recall", rank, 1)
    assert _upward("graph.services.remember", "graph.retrieval", rank, 1) is False
    assert _upward("graph.selectors.recall", "graph.sql.raw_rows", rank, 1) is False


def test_no_import_circle():
    graph = _graph()
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(node: str) -> None:  # Tarjan's strongly connected components
        index[node] = low[node] = len(index)
        stack.append(node)
        for target in graph.get(node, ()):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    assert circles == []


def test_the_import_reader_sees_a_lazy_import_inside_a_function(tmp_path):
    # The check above is only worth something if it reads imports hidden in functions.
    source = tmp_path / "mod.py"
    source.write_text("def f():\n    from graph.tasks import run_job\n")
    known = {"graph.tasks": Path("graph/tasks.py"), "pkg.mod": source}
    assert _imports(source, "pkg.mod", known) == {"graph.tasks"}
