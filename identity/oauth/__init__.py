"""MemoryMesh as an OAuth 2.1 authorization server, on django-oauth-toolkit (DOT).

DOT issues, refreshes and revokes the tokens; this package ties them to MemoryMesh's
own identity: a user's approval of a client is an OAuthGrant backed by an ApiToken,
and every access token of that client resolves to that ApiToken (selectors).
"""

READ_SCOPE = "memory:read"
WRITE_SCOPE = "memory:write"
OAUTH_SCOPES = (READ_SCOPE, WRITE_SCOPE)
