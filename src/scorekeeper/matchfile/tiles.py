"""Format v2 of the match file: a match kept tile by tile (docs/match-format.md).

Version 2 adds ``"mode": "tiles"`` with the ``tile`` and ``draw`` events, and round ends that
keep the hands typed as tiles; any other match is still written as version 1, which every
reader of version 1 understands. A round that its last tile or a block ended is written with
its ``"end"`` like any round; the reader takes that end as said (the match ended the round
already) once it agrees, records it where it tells the hands or pips too, and refuses any
event after the closing tile in that round's ``"events"``.
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.matchfile.events import event_from_data
from scorekeeper.model import Match, Mode, RoundEnd, RuleError
from scorekeeper.model.tile_close import over_words

FORMAT_1 = "scorekeeper.match/1"
FORMAT_2 = "scorekeeper.match/2"
FORMATS = (FORMAT_1, FORMAT_2)


def file_mode(data: dict[str, Any]) -> Mode:
    """The mode a file says: ``"mode"`` is version 2's; absent, the match is one-key."""
    if data.get("format") not in FORMATS:
        raise RuleError(
            _('expected "{first}" or "{second}", found {found}').format(
                first=FORMAT_1,
                second=FORMAT_2,
                found=json.dumps(data.get("format"), ensure_ascii=False),
            ),
            _("field format"),
        )
    if "mode" not in data:
        return Mode.ONE_KEY
    if data["format"] == FORMAT_1:
        raise RuleError(
            _('"mode" needs the format {format}').format(format=FORMAT_2), _("field mode")
        )
    if data["mode"] not in tuple(Mode):
        raise RuleError(
            _('is "one-key" or "tiles", not {value}').format(
                value=json.dumps(data["mode"], ensure_ascii=False)
            ),
            _("field mode"),
        )
    return Mode(data["mode"])


def head_fields(match: Match) -> dict[str, Any]:
    """The format (and mode) a match is written with: version 2 where a version-1 reader
    would lose something (the tiles, or hands typed at a round end)."""
    if match.mode is Mode.TILES:
        return {"format": FORMAT_2, "mode": str(match.mode)}
    return {"format": FORMAT_2 if _keeps_hands(match) else FORMAT_1}


def _keeps_hands(match: Match) -> bool:
    return any(played.end is not None and played.end.hands for played in match.rounds)


def over_in_file(match: Match) -> str:
    """Why an event after the tile that closed its round is refused, in that round's words."""
    end = match.rounds[-1].end
    assert end is not None  # the round the last tile closed
    return over_words(end)


def tell_closed_end(match: Match, item: dict[str, Any], where: str) -> None:
    """A round its last tile or a block closed: its written end must say that outcome. With
    nothing more it is taken as said; with hands or pips it is the round's end told in full,
    which the match records and checks like any round end (RULES.md 5.3)."""
    last = match.rounds[-1].end
    assert last is not None
    try:
        told = event_from_data(item)
        if not isinstance(told, RoundEnd) or told.out != last.out:
            raise RuleError(_closed_text(last))
        if told != last:
            match.record(told)
    except RuleError as error:
        raise error.at(where) from None


def _closed_text(end: RoundEnd) -> str:
    if end.out is None:
        return _("no tile can join either end, so the round ended: its end is {end}").format(
            end='{"blocked": true}'
        )
    return _(
        '{player} laid their last tile, so the round ended: its end is {{"out": {name}}}'
    ).format(player=end.out, name=json.dumps(end.out, ensure_ascii=False))
