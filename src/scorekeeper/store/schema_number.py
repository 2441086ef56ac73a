"""The schema number this code writes (SQLite's ``PRAGMA user_version``, a server's
``scorekeeper_schema`` row).

Kept apart from ``schema.py``, which holds the migrations that reach it (and refuses to load
if there are not this many): a database already up to date is opened by reading its number
alone, so the migrations and their DDL load only for one that needs them (issue 20 item 7).
"""

LATEST = 16
