"""The table display: a read-only web view of the match being kept, for phones and the TV.

Nothing here imports textual or the app; starlette and uvicorn load only when the view is
started (``scorekeeper serve``, or the app's watch dialog). See docs/web.md.
"""
