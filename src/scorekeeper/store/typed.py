"""The store's own rows, distrusted: a value of the wrong type is a damaged database.

Anyone with ``sqlite3`` (or a login to a club's server) can write text into a number column or
a NULL where a count belongs, and SQLite keeps what it is given. Such a value must not travel
on as far as a sum or a format (a ``TypeError`` far from its cause): it is refused where the
store reads it, as a ``DamagedRow`` naming it, which the store reports as a damaged database.

Two nets: on SQLite, every column declared ``INTEGER`` or ``REAL`` is converted as it is read
(``PARSE_DECLTYPES``), so text there fails whatever the query; and every record the store hands
out checks its fields against their annotations (``checked``), which catches a NULL and
anything the server's own types let through.
"""

from __future__ import annotations

import sqlite3
import types
from datetime import datetime
from typing import Any, Union, get_args, get_origin, get_type_hints

from scorekeeper.i18n import _
from scorekeeper.store.errors import DamagedRow

_SHOWN = 40  # characters of a bad value quoted in the message


def _quoted(value: object) -> str:
    text = repr(value)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 1] + "…"


def _number(kind: type[int] | type[float]) -> Any:
    def convert(raw: bytes) -> int | float:
        try:
            return kind(raw)
        except ValueError:
            shown = _quoted(raw.decode("utf-8", "replace"))
            raise DamagedRow(_("a number column holds {value}").format(value=shown)) from None

    return convert


def install_converters() -> None:
    """Check SQLite's number columns as they are read (names are matched case-insensitively,
    and apply only to connections opened with ``detect_types=PARSE_DECLTYPES``)."""
    sqlite3.register_converter("INTEGER", _number(int))
    sqlite3.register_converter("REAL", _number(float))


_HINTS: dict[type[Any], dict[str, Any]] = {}


def _hints(cls: type[Any]) -> dict[str, Any]:
    if cls not in _HINTS:  # resolved once a class: the annotations are strings until then
        _HINTS[cls] = get_type_hints(cls)
    return _HINTS[cls]


def _fits(value: object, expected: Any) -> bool:
    origin = get_origin(expected)
    if origin in (Union, types.UnionType):
        return any(_fits(value, option) for option in get_args(expected))
    if origin is tuple:
        args = get_args(expected)
        if not isinstance(value, tuple):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(item, args[0]) for item in value)
        return len(args) == len(value) and all(map(_fits, value, args))
    if expected is type(None):
        return value is None
    if expected is float:
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected is int:
        return isinstance(value, int)
    if isinstance(expected, type) and expected in (str, bool, datetime):
        return isinstance(value, expected)
    return True  # the store's own objects (a Match, a Preset) were built by checked readers


def checked(record: object, where: str) -> None:
    """Raise ``DamagedRow`` where a field of ``record`` is not of its annotated type;
    ``where`` names the row for the message ("match 3")."""
    for name, expected in _hints(type(record)).items():
        value = getattr(record, name)
        if not _fits(value, expected):
            raise DamagedRow(
                _("{where}: {field} holds {value}").format(
                    where=where, field=name, value=_quoted(value)
                )
            )
