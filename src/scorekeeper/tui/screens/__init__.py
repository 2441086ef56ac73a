"""Screens of the app: each owns one piece of state and hands it down to its widgets."""
