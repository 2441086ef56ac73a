"""Text from outside as the screen shows it: the app's edge of ``scorekeeper.text.escape``.

Names, notes, presets' and club events' names, hosts, paths and a server's messages come
from a database, a file or a server that anyone may have written (issue 21). Textual sends
a widget's characters to the terminal as they are, so an ESC in a name would retitle the
window or write the clipboard. Each such text passes through ``escape`` before a widget gets
it: where the screens take it from the match and the store (``tui/board/view.py``, the row builders,
``tui/words``), and again where a message is shown (the message line, a dialog's title and
error line, every notification: escaping twice changes nothing). What the model and the
store hold stays as it was stored: names are compared, exported and written back unescaped.
A DataTable's cells go through ``widgets/plain.py``; a ``LineTable`` escapes its own.
"""

from __future__ import annotations

from collections.abc import Iterable

from rich.markup import escape as escape_markup
from rich.text import Text

from scorekeeper.text import escape


def shown(text: str) -> str:
    """One value from outside (a name, a note, a path) as a widget may show it: every
    character that would drive a terminal written as a ``\\uXXXX`` escape."""
    return escape(text)


def shown_all(texts: Iterable[str]) -> tuple[str, ...]:
    return tuple(escape(text) for text in texts)


def shown_message(message: str) -> str:
    """A whole message (it may quote names, paths, a server's words): escaped, its line
    breaks kept."""
    return escape(message, lines=True)


def option_label(text: str) -> Text:
    """A choice's label (a Select's option, a radio button, an option list's line) from
    outside text: escaped, and never read as markup (``Bo[/]`` is a name)."""
    return Text(escape(text))


def markup_safe(text: str) -> str:
    """For a place that reads markup (a border's title, a DataTable cell): escaped, and its
    brackets shown as written."""
    return escape_markup(escape(text))
