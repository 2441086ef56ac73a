"""A preset explained in plain words, for the new-match screen and the help screen."""

from __future__ import annotations

from scorekeeper.i18n import _, ngettext
from scorekeeper.model import Preset, Settlement
from scorekeeper.tui.keys.actions import format_points


def explain_preset(preset: Preset, players: int | None) -> list[str]:
    """Lines saying what earns points, what costs points, how the match ends, what to deal."""
    lines = [
        _("Tiles are joined so that the touching halves add up to {sum}.").format(sum=preset.sum),
        _("Earns: {what}.").format(what="; ".join(_earnings(preset)) or _("nothing")),
        _costs_line(preset),
        _end_line(preset),
    ]
    if preset.settlement is Settlement.DIFFERENTIAL:
        lines.append(_("The winner is owed the differential: their total minus everyone else's."))
    lines.append(_deal_line(preset, players))
    return lines


def _earnings(preset: Preset) -> list[str]:
    tiles = " ".join(str(tile) for tile in preset.matadors)
    earns = []
    if preset.matador_points:
        points = format_points(preset.matador_points)
        earns.append(_("{points} for each matador ({tiles})").format(points=points, tiles=tiles))
    if preset.move_points:
        points = format_points(preset.move_points)
        earns.append(
            _("{points} for each move that makes {sum}").format(points=points, sum=preset.sum)
        )
    if preset.open_six_points:
        points = format_points(preset.open_six_points)
        earns.append(_("{points} for a tile that leaves six pips open").format(points=points))
    if preset.pip_scoring:
        earns.append(_("the round winner scores the pips left in the other hands"))
    return earns


def _costs_line(preset: Preset) -> str:
    if not preset.pass_points:
        return _("Costs: nothing; passes are only counted.")
    debt = _(", even into debt") if preset.debts else _(", never below zero")
    return _("Costs: {points} for each pass{debt}.").format(
        points=format_points(preset.pass_points), debt=debt
    )


def _end_line(preset: Preset) -> str:
    if preset.target:
        return _("The match ends when somebody reaches {target} at a round's end.").format(
            target=preset.target
        )
    if preset.rounds:
        return ngettext(
            "The match ends after {count} round.",
            "The match ends after {count} rounds.",
            preset.rounds,
        ).format(count=preset.rounds)
    return _("The players decide when the match ends.")


def _deal_line(preset: Preset, players: int | None) -> str:
    if players is not None and players in preset.hand_sizes:
        size = preset.hand_sizes[players]
        return ngettext(
            "Deal {count} tile to each player.", "Deal {count} tiles to each player.", size
        ).format(count=size)
    sizes = ", ".join(f"{count}→{size}" for count, size in preset.hand_sizes.items())
    return _("Tiles to deal (players→tiles each): {sizes}.").format(sizes=sizes)
