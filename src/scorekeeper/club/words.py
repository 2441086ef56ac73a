"""The club's words, said once for the command line, the app's club screen and the web board."""

from __future__ import annotations

from scorekeeper.club.board import TableNow, TableState
from scorekeeper.i18n import _, ngettext
from scorekeeper.i18n.formats import decimal
from scorekeeper.i18n.numbers import number


def placement_text(halves: int) -> str:
    """Placement points from halves: ``3``, ``2½``, ``½``."""
    whole, half = divmod(halves, 2)
    if not half:
        return str(whole)
    return f"{whole}½" if whole else "½"


_QUARTERS = {0: "", 1: "¼", 2: "½", 3: "¾"}


def points_text(quarters: int) -> str:
    """Normalised placement points from quarters: ``3``, ``2¼``, ``1½``, ``¾``."""
    whole, part = divmod(quarters, 4)
    if not part:
        return str(whole)
    return f"{whole}{_QUARTERS[part]}" if whole else _QUARTERS[part]


def margin_text(sixths: int) -> str:
    """The summed margin to one decimal place, in the language's way (``22.5``, ``−8,3``)."""
    return decimal(sixths / 6, 1)


def state_words(table: TableNow) -> str:
    """A table's state in a few words: waiting, playing (match 12, round 3), finished..."""
    if table.state is TableState.WAITING:
        return _("waiting for its match")
    if table.state is TableState.PLAYING:
        return ngettext(
            "playing match {id}, {rounds} round played",
            "playing match {id}, {rounds} rounds played",
            table.rounds,
        ).format(id=table.match_id, rounds=table.rounds)
    if table.winner is None:
        return _("match {id} finished in a tie").format(id=table.match_id)
    return _("match {id} finished, {name} won").format(id=table.match_id, name=table.winner)


def seats_with_totals(table: TableNow) -> str:
    """``Anna 12 · Boris −3 · ...``, or the names alone while the table waits."""
    if len(table.totals) != len(table.players):
        return " · ".join(table.players)
    return " · ".join(
        f"{name} {number(total)}" for name, total in zip(table.players, table.totals, strict=True)
    )
