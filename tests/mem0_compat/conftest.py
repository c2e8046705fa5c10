"""mem0's own client, unmodified, against the live server: telemetry off, its config in a scratch folder."""

import os
import tempfile

# Read by mem0 at import: set before any test module imports it.
os.environ["MEM0_TELEMETRY"] = "False"
os.environ.setdefault("MEM0_DIR", tempfile.mkdtemp(prefix="mem0-"))
