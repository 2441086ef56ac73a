"""SQLite persistence: autosave, resume, history and statistics."""
