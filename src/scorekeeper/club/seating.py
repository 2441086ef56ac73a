"""How many tables, of what size: as many tables of four as possible, the rest of three.

``n`` players are seated at ``k`` tables of three and the others at tables of four, with the
smallest ``k`` for which the rest divides by four: 6 → 3+3, 7 → 4+3, 9 → 3+3+3, 10 → 4+3+3,
11 → 4+4+3. Since ``4 * 3`` is a multiple of three, ``k`` is at most 3 for every ``n`` from
6 up; only 1, 2 and 5 players cannot be seated at all.
"""

from __future__ import annotations

from scorekeeper.i18n import _, ngettext
from scorekeeper.model.errors import RuleError

SMALL, LARGE = 3, 4


def table_sizes(count: int) -> tuple[int, ...]:
    """The sizes of the tables for ``count`` players, the tables of four first."""
    if count < SMALL:
        raise RuleError(_cannot_seat(count), _("players"))
    for threes in range(LARGE):
        rest = count - SMALL * threes
        if rest >= 0 and rest % LARGE == 0:
            return (LARGE,) * (rest // LARGE) + (SMALL,) * threes
    raise RuleError(_cannot_seat(count), _("players"))


def _cannot_seat(count: int) -> str:
    if count < SMALL:
        return ngettext(
            "{count} player cannot be seated: a table needs 3 or 4 players",
            "{count} players cannot be seated: a table needs 3 or 4 players",
            count,
        ).format(count=count)
    # only 5 is left: one table is too small for it and two are too many
    return ngettext(
        "{count} player cannot be seated at tables of 3 or 4: register one more or one less",
        "{count} players cannot be seated at tables of 3 or 4: register one more or one less",
        count,
    ).format(count=count)
