"""Show a screen in the new language without losing what is on it.

A screen builds its words when it is composed, so after a change of language it is composed
again (Textual's ``recompose``); what a person typed or chose (inputs, selects), where the
cursor stood in its tables and which widget had the focus are read first and put back after.
Screens opt in with ``RESPEAKS = True``; their content is then rebuilt by ``respoken()`` if
they have one, else by running ``on_mount`` again (which fills their tables as usual). An
answer from the storage that comes while a screen is composed again waits until it is
through (``composed``): it would find the screen's widgets gone.
"""

from __future__ import annotations

import asyncio
import weakref
from typing import Any

from textual.dom import DOMNode
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable


def can_respeak(screen: Screen[Any]) -> bool:
    return bool(getattr(screen, "RESPEAKS", False))


_COMPOSING: weakref.WeakKeyDictionary[Screen[Any], asyncio.Event] = weakref.WeakKeyDictionary()


async def composed(node: DOMNode) -> None:
    """Until ``node`` (a screen) is through being composed again, if it is now."""
    done = _COMPOSING.get(node) if isinstance(node, Screen) else None
    if done is not None:
        await done.wait()


async def respeak(screen: Screen[Any]) -> None:
    """Compose ``screen`` again in the current language, keeping its input and cursor."""
    done = _COMPOSING[screen] = asyncio.Event()
    try:
        await _respeak(screen)
    finally:
        del _COMPOSING[screen]
        done.set()


async def _respeak(screen: Screen[Any]) -> None:
    # the form widgets and the tile line load with the first change of language, not at start
    from textual.widgets import Input, RadioButton, Select

    typed = {w.id: w.value for w in screen.query(Input) if w.id}
    chosen = {w.id: w.value for w in screen.query(Select) if w.id}
    pressed = [w.id for w in screen.query(RadioButton) if w.id and w.value]
    rows = {w.id: row for w in screen.query("*") if w.id and (row := _cursor(w)) is not None}
    focused = screen.focused.id if screen.focused is not None else None
    await screen.recompose()
    with screen.prevent(Input.Changed, Select.Changed):  # the screen reads them just below
        for widget_id, value in typed.items():
            screen.query_one(f"#{widget_id}", Input).value = value
        for widget_id, choice in chosen.items():
            screen.query_one(f"#{widget_id}", Select).value = choice
    for widget_id in pressed:  # a radio set's choice (who went out, the format)
        screen.query_one(f"#{widget_id}", RadioButton).value = True
    rebuild = getattr(screen, "respoken", None) or getattr(screen, "on_mount", None)
    if callable(rebuild):
        rebuild()
    for widget_id, row in rows.items():
        _move(screen.query_one(f"#{widget_id}"), row)
    if focused is not None and screen.query(f"#{focused}"):
        screen.query_one(f"#{focused}").focus()
    screen.refresh_bindings()


def _cursor(widget: Widget) -> int | None:
    from scorekeeper.tui.widgets.line_table import LineTable

    if isinstance(widget, DataTable | LineTable):
        return int(widget.cursor_row)
    return None


def _move(widget: Widget, row: int) -> None:
    from scorekeeper.tui.widgets.line_table import LineTable

    if isinstance(widget, DataTable):
        widget.move_cursor(row=row)
    elif isinstance(widget, LineTable):
        widget.move_cursor(row)
