"""``scorekeeper new --tiles``: a match kept tile by tile, checked like any new match."""

from __future__ import annotations

import pytest

from scorekeeper.catalog import Catalog
from scorekeeper.commands import parser
from scorekeeper.commands.common import BadInput
from scorekeeper.model import Mode
from scorekeeper.tui.launch import new_match_request


def test_new_with_tiles_asks_for_a_tiles_match(catalog: Catalog) -> None:
    args = parser.build_parser().parse_args(
        ["new", "--tiles", "--preset", "matador-classic", "--players", "Anna,Boris"]
    )
    request = new_match_request(args, catalog)
    assert (request.mode, request.players) == (Mode.TILES, ("Anna", "Boris"))
    plain = parser.build_parser().parse_args(
        ["new", "--preset", "matador-classic", "--players", "A,B"]
    )
    assert new_match_request(plain, catalog).mode is Mode.ONE_KEY  # the default stays one key


def test_new_tiles_with_a_bad_player_list_is_one_line(catalog: Catalog) -> None:
    args = parser.build_parser().parse_args(
        ["new", "--tiles", "--preset", "matador-classic", "--players", "Anna"]
    )
    with pytest.raises(BadInput, match=r"^new: "):
        new_match_request(args, catalog)
