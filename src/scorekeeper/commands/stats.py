"""``scorekeeper stats``: each player's numbers across the stored matches, and per preset."""

from __future__ import annotations

import json

from scorekeeper.commands.common import render_table, report
from scorekeeper.commands.history import stored
from scorekeeper.i18n import _, preset_text
from scorekeeper.store import DbTarget, PlayerStats
from scorekeeper.wording import (
    players_catching_up,
    rating_cell,
    rating_note,
    tally_cells,
    tally_headings,
)


def run_stats(db: DbTarget | None, as_json: bool, player: str | None) -> int:
    with stored(db, create=False) as store:
        players = store.player_stats(player) if store is not None else []
    if player is not None and not players:
        # a misspelt name must not read as "no matches at all", nor as an empty success
        return report(
            _("stats: --player: no stored match has a player named {name}").format(name=player)
        )
    if as_json:
        print(json.dumps([stats.to_json() for stats in players], ensure_ascii=False, indent=2))
    elif not players:
        print(_("No statistics yet: no stored matches."))
    else:
        print(stats_text(players))
    return 0


def stats_text(players: list[PlayerStats]) -> str:
    overall = render_table(
        [_("Player"), _("Rating"), *tally_headings()],
        [[stats.name, rating_cell(stats.rating), *tally_cells(stats)] for stats in players],
    )
    by_preset = render_table(
        [_("Player"), _("Preset"), *tally_headings()],
        [
            [stats.name, preset_text(preset.preset_name), *tally_cells(preset)]
            for stats in players
            for preset in stats.presets
        ],
        align="ll" + "r" * len(tally_headings()),
    )
    note = _("Wins, win rate and totals count finished matches; the rest count every match.")
    lines = [overall, "", _("By preset"), "", by_preset, "", note, rating_note()]
    lagging = players_catching_up(stats.waiting for stats in players)
    return "\n".join([*lines, lagging] if lagging else lines)
