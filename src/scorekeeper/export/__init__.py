"""Exporters: Markdown, CSV, JSON and HTML summaries of a match."""
