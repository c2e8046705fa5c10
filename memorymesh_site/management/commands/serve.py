"""`manage.py serve`: migrate, set up the owner on first run, run web + worker."""

from django.conf import settings
from django.core.management import call_command
from django.core.management.base import BaseCommand, CommandParser

from graph.services.owner import OwnerCredentials, ensure_owner
from memorymesh_site import supervisor
from memorymesh_site.queue_setup import ensure_queue_schema


class Command(BaseCommand):
    help = "Start MemoryMesh: database, migrations, web server (uvicorn) and Celery worker."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default=settings.SERVE_HOST)
        parser.add_argument("--port", type=int, default=settings.SERVE_PORT)

    def handle(self, *args: object, host: str, port: int, **options: object) -> None:
        ensure_queue_schema()
        call_command("migrate", interactive=False, verbosity=0)
        credentials = ensure_owner()
        self.stdout.write(f"\nMemoryMesh is starting on http://{host}:{port} …\n")
        self.stdout.flush()

        def ready() -> None:
            # Printed once the web server answers, so it is the last thing a person reads.
            self.stdout.write(_banner(host=host, port=port, credentials=credentials))
            self.stdout.flush()

        raise SystemExit(supervisor.run(host=host, port=port, out=self.stdout, on_ready=ready))


def _banner(*, host: str, port: int, credentials: OwnerCredentials | None) -> str:
    base = f"http://{host}:{port}"
    data = settings.DATA_DIR if not settings.DATABASE_URL else "(external database)"
    lines = [
        "",
        f"MemoryMesh is running on {base}  (data: {data})",
    ]
    if credentials:
        lines += [
            "",
            "First run: an owner account and API token were created. They are shown ONCE; save them now.",
            f"  owner login (admin at {base}/admin/): {credentials.username} / {credentials.password}",
            f"  API token: {credentials.token}",
            "",
            f"  export MEMORYMESH_TOKEN={credentials.token}",
        ]
    else:
        lines += [
            "",
            "Use the API token printed at the first start, or make a new one:",
            "  ./memorymesh token create --user owner --name my-agent",
            "  export MEMORYMESH_TOKEN=<the token>",
        ]
    lines += [
        "",
        "Connect:",
        f'  curl -H "Authorization: Bearer $MEMORYMESH_TOKEN" {base}/v1/whoami',
        f"  claude mcp add --transport http memorymesh {base}/v1/mcp"
        ' --header "Authorization: Bearer $MEMORYMESH_TOKEN"',
        "",
        "Ctrl-C stops the server, the worker and the database.",
        "",
    ]
    return "\n".join(lines)
