"""``club draw|seat|undraw|withdraw|result``: the organiser's changes to a club night
(docs/club.md, "The draw" and "Paper tables"); the store does them (``store/club_desk.py``),
each in one transaction with its line in the organiser's log."""

from __future__ import annotations

import argparse

from scorekeeper.catalog import Catalog
from scorekeeper.club import ClubEvent
from scorekeeper.commands.club_show import print_draw
from scorekeeper.commands.club_table import parse_code
from scorekeeper.commands.common import BadInput
from scorekeeper.i18n import _, ngettext
from scorekeeper.model import FROM_PRESET, Finish, Match, RuleError
from scorekeeper.model.bounds import parse_whole
from scorekeeper.model.events import Adjust
from scorekeeper.store import ClubBook

PAPER = "paper"  # the note of a paper table's adjustments (its final totals)


def draw(book: ClubBook, event: ClubEvent, args: argparse.Namespace) -> int:
    """The round drawn and shown, then its page of entry codes written (``club_codes``)."""
    from scorekeeper.commands.club_codes import check_port, write_sheet
    from scorekeeper.store import locate_db

    port = check_port(args.port)
    drawn = book.desk.draw(event.id, args.seed, args.bye, args.again)
    print_draw(event, drawn.tables, drawn.byes)
    if drawn.tables:
        path = write_sheet(locate_db(args.db).path, event, drawn.tables, port, args.sheet)
        print(_("The tables' entry codes, to print: {path}").format(path=path))
    return 0


def seat(book: ClubBook, event: ClubEvent, args: argparse.Namespace) -> int:
    seating = [[name for name in table.split(",") if name.strip()] for table in args.tables]
    drawn = book.desk.seat(event.id, seating, args.again)
    return print_draw(event, drawn.tables, drawn.byes)


def undraw(book: ClubBook, event: ClubEvent) -> int:
    round_ = book.desk.undraw(event.id)
    print(
        _("{event}: round {round} taken back; draw it again with 'club draw'.").format(
            event=event.name, round=round_
        )
    )
    return 0


def withdraw(book: ClubBook, event: ClubEvent, name: str) -> int:
    from_round = book.desk.withdraw(event.id, name)
    print(
        _(
            "{name} is seated no more from round {round} on; the standings keep the tables played."
        ).format(name=name, round=from_round)
    )
    if book.board(event.id).round == from_round:
        print(
            _("Round {round} is drawn already: draw it again with 'club draw --again'.").format(
                round=from_round
            )
        )
    return 0


def paper_result(book: ClubBook, args: argparse.Namespace, catalog: Catalog) -> int:
    """A paper table's final totals as its match: one adjustment a seat, then the finish."""
    code = parse_code(args.code, for_result=True)
    table = book.table(code)
    totals = [_total(text) for text in args.totals]
    if len(totals) != len(table.players):
        raise BadInput(
            ngettext(
                "club result: table {code} seats {count} player; give one total a seat",
                "club result: table {code} seats {count} players; give one total a seat",
                len(table.players),
            ).format(code=code, count=len(table.players))
        )
    event = book.find_event(str(code.event_id))
    try:
        match = Match(
            list(table.players), catalog.get(event.preset_id), FROM_PRESET, FROM_PRESET, event.mode
        )
        for name, total in zip(table.players, totals, strict=True):
            if total:  # a total of 0 is where every match starts: nothing to adjust
                match.record(Adjust(name, total, PAPER))
        match.record(Finish())
    except RuleError as error:
        raise BadInput(_("club result: {error}").format(error=error)) from None
    match_id = book.desk.paper_result(code, match)
    print(_("Table {code}: the paper result is kept as match {id}.").format(code=code, id=match_id))
    return 0


def _total(text: str) -> int:
    bare = text.strip().replace("\u2212", "-")
    value = parse_whole(bare[1:] if bare.startswith("-") else bare)
    if value is None:
        raise BadInput(_("club result: not a whole number: {text}").format(text=text))
    return -value if bare.startswith("-") else value
