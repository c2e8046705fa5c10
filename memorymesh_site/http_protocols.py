"""uvicorn's HTTP protocol (httptools), answering a request it cannot parse with the API's
JSON error body instead of uvicorn's plain-text line, so that every 4xx a client can meet is
`{"error": code, "detail": …}`. Everything else is uvicorn's.

    uvicorn … --http memorymesh_site.http_protocols:JsonErrorHttpToolsProtocol
    (memorymesh_site.supervisor.UVICORN_HTTP, which `serve`, the test and bench servers pass)
"""

from uvicorn.protocols.http.httptools_impl import STATUS_LINE, HttpToolsProtocol

from graph.exceptions import error_body
from graph.transport.encoding import JSON_MEDIA_TYPE, dumps


class JsonErrorHttpToolsProtocol(HttpToolsProtocol):
    def send_400_response(self, msg: str) -> None:
        """uvicorn's answer to bytes that are not HTTP (bad header names, a broken request
        line …): 400 with our error body, then the connection is closed, as uvicorn does."""
        body = dumps(error_body("malformed_http", msg))
        head = [STATUS_LINE[400]]
        head += [name + b": " + value + b"\r\n" for name, value in self.server_state.default_headers]
        head += [
            b"content-type: " + JSON_MEDIA_TYPE.encode("ascii") + b"\r\n",
            b"content-length: " + str(len(body)).encode("ascii") + b"\r\n",
            b"connection: close\r\n\r\n",
        ]
        self.transport.write(b"".join(head) + body)
        self.transport.close()
