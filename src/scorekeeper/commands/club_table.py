"""``scorekeeper new --club-table EVENT/ROUND/TABLE``: a table's match from its assignment.

Run on the table's machine against the shared database: the match gets the table's players
in their seats, the event's preset and mode, and is linked to the table in the same
transaction, so two machines cannot both start one table. A table whose match exists
(playing or finished) is refused, unless ``--resume`` asks for it: then its match opens (a
machine restarted, or another one taking over a broken one's table); one whose match was
deleted (abandoned) waits again.
"""

from __future__ import annotations

import argparse
import re

from scorekeeper.catalog import Catalog
from scorekeeper.club import TableCode
from scorekeeper.commands.common import BadInput
from scorekeeper.i18n import _
from scorekeeper.model import RuleError
from scorekeeper.store import Store, StoreError

_CODE = re.compile(r"([0-9]{1,9})/([0-9]{1,9})/([0-9]{1,9})")
_NOT_WITH = ("players", "preset", "target", "rounds", "tiles")  # the event decides these


def parse_code(text: str, for_result: bool = False) -> TableCode:
    """A table's code, ``EVENT/ROUND/TABLE``; refused in the words of the command that took it
    (``new --club-table``, or ``club result``)."""
    found = _CODE.fullmatch(text.strip())
    if found is None:
        if for_result:
            message = _("club result: not a table code like 3/1/2 (event/round/table): {text}")
        else:
            message = _(
                "new: --club-table: not a table code like 3/1/2 (event/round/table): {text}"
            )
        raise BadInput(message.format(text=text))
    event, round_, table = (int(part) for part in found.groups())
    return TableCode(event, round_, table)


def check_club_arguments(args: argparse.Namespace) -> TableCode:
    """The table's code; refused where players, a preset or an end are given too."""
    given = [f"--{name}" for name in _NOT_WITH if getattr(args, name, None) not in (None, False)]
    if given:
        raise BadInput(
            _(
                "new: --club-table takes its players and preset from the event, not {options}"
            ).format(options=", ".join(given))
        )
    return parse_code(args.club_table)


def start_club_table(store: Store, code: TableCode, catalog: Catalog, resume: bool = False) -> int:
    """Store and link the table's match; returns its id. With ``resume`` a table started
    already (on this machine or one that broke down) opens its match instead of a refusal.
    Bad input raises ``BadInput``."""
    try:
        table = store.club.table(code)
        if resume and table.match_id is not None:
            return table.match_id
        from scorekeeper.web.entry_club import table_match  # the entry address starts it so

        return store.club.start_table(code, table_match(store, code, catalog))
    except (StoreError, RuleError) as error:
        raise BadInput(_("new: {error}").format(error=error)) from None
