"""Headless commands of the command line. None of them may import textual (keeps them fast)."""
