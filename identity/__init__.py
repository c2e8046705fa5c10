"""Who is calling: organisations, their members and roles, and API tokens (users are Django's own).

Below every other app: graph decides access from it, teams manages it through its pages;
it imports neither.
"""
