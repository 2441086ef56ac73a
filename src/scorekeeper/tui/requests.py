"""What the app is asked to open: a new match, as the new-match form or ``scorekeeper new``
asks for it. Apart from the form, so that ``scorekeeper new`` starts without loading it."""

from __future__ import annotations

from typing import NamedTuple

from scorekeeper.model import Mode


class NewMatchRequest(NamedTuple):
    """A new match as asked for (the form or ``scorekeeper new``), before it is made."""

    players: tuple[str, ...]
    preset_id: str
    target: int | None
    rounds: int | None
    mode: Mode = Mode.ONE_KEY  # tiles: kept tile by tile (``scorekeeper new --tiles``)
    word: bool = False  # a phone's round end waits for the table's word (``new --word``)
