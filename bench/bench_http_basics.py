"""Latency of GET /v1/health and GET /v1/whoami over real HTTP (uvicorn, keep-alive)."""

import httpx

from bench.harness import Server, report, timed
from bench.in_process import bench_token, setup_django


def main() -> None:
    setup_django()
    token = bench_token()
    server = Server()
    try:
        with httpx.Client(base_url=server.url, headers={"Authorization": f"Bearer {token}"}) as client:
            report("GET /v1/health (db + broker)", timed(lambda: client.get("/v1/health"), 300))
            report("GET /v1/whoami (token lookup)", timed(lambda: client.get("/v1/whoami"), 1000))
    finally:
        server.stop()


if __name__ == "__main__":
    main()
