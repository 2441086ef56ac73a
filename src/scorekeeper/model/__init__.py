"""The domain: tiles, presets, events, matches and scoring. Pure Python, no UI, no storage."""

from scorekeeper.model.errors import RuleError
from scorekeeper.model.events import (
    Adjust,
    Draw,
    Event,
    Finish,
    Lead,
    LogEntry,
    Matador,
    Move,
    OpenSix,
    Pass,
    Reopen,
    RoundEnd,
    TableEvent,
    TilePlay,
)
from scorekeeper.model.line_joins import End
from scorekeeper.model.match import Match
from scorekeeper.model.preset import Preset, Settlement
from scorekeeper.model.preset_reading import preset_from_data, preset_from_toml
from scorekeeper.model.replay import replay
from scorekeeper.model.rounds import FROM_PRESET, FinishReason, Limit, Round
from scorekeeper.model.standings import Standings
from scorekeeper.model.tile_round import Mode
from scorekeeper.model.tiles import Tile, hand_pips, parse_hand

__all__ = [
    "FROM_PRESET",
    "Adjust",
    "Draw",
    "End",
    "Event",
    "Finish",
    "FinishReason",
    "Lead",
    "Limit",
    "LogEntry",
    "Matador",
    "Match",
    "Mode",
    "Move",
    "OpenSix",
    "Pass",
    "Preset",
    "Reopen",
    "Round",
    "RoundEnd",
    "RuleError",
    "Settlement",
    "Standings",
    "TableEvent",
    "Tile",
    "TilePlay",
    "hand_pips",
    "parse_hand",
    "preset_from_data",
    "preset_from_toml",
    "replay",
]
