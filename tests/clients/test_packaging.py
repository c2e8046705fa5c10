"""`pip install ./clients/python` installs the client, typed (py.typed), with its hooks.

Installed into a folder of its own (pip's --target) from a copy of the source, so neither
the shared test environment nor the checkout changes; pip fetches setuptools to build it."""

import shutil
import subprocess
import sys

from tests.clients.conftest import CLIENT_SOURCE


def test_pip_install_of_the_checkout_installs_the_typed_client_and_its_hooks(tmp_path):
    source = shutil.copytree(CLIENT_SOURCE, tmp_path / "python", ignore=shutil.ignore_patterns("__pycache__"))
    target = tmp_path / "site"
    # the command the docs give, `pip install ./clients/python`, into a folder of its own
    pip = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps"]
    done = subprocess.run([*pip, "--target", str(target), str(source)], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    package = target / "memorymesh_client"
    assert (package / "py.typed").is_file() and (package / "hooks" / "__main__.py").is_file()
    metadata = next(target.glob("memorymesh_client-*.dist-info")) / "METADATA"
    assert "Requires-Dist: httpx" in metadata.read_text()
    imported = subprocess.run(
        [sys.executable, "-c", "import memorymesh_client as m; print(m.MemoryMesh.__module__)"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
        timeout=60,
    )
    assert imported.stdout.strip() == "memorymesh_client.client", imported.stderr
