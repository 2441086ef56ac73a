"""Widgets of the scoreboard, each drawing one part of the ``BoardView`` it is bound to."""
