"""Format v2 of the match file: a match kept tile by tile (docs/match-format.md).

Version 2 adds ``"mode": "tiles"`` with the ``tile`` and ``draw`` events, and round ends that
keep the hands typed as tiles; any other match is still written as version 1, which every
reader of version 1 understands. A round that ended
with its player's last tile is written with its ``"end": {"out": name}`` like any round; the
reader takes that end as said (the match ended the round already) once it agrees.
"""

from __future__ import annotations

import json
from typing import Any

from scorekeeper.i18n import _
from scorekeeper.model import Match, Mode, RuleError

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


def check_closed_end(match: Match, end: Any, where: str) -> None:
    """A round the last tile ended: its written end must say who went out, and nothing else."""
    last = match.rounds[-1].end
    assert last is not None and last.out is not None
    if end != {"out": last.out}:
        raise RuleError(
            _(
                '{player} laid their last tile, so the round ended: its end is {{"out": {name}}}'
            ).format(player=last.out, name=json.dumps(last.out, ensure_ascii=False)),
            where,
        )
