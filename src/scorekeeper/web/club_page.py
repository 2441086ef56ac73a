"""The club event's board page as the server sends it: complete with scripts off, live with
them (the same script and stream as the match page), under the same Content-Security-Policy.

Also the index of the events, linked from the match page when the database holds any: plain
links under the same token, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape

from scorekeeper.club import ClubEvent
from scorekeeper.i18n import _
from scorekeeper.i18n.formats import local_date
from scorekeeper.web.club_style import CLUB_STYLE
from scorekeeper.web.notice import NOTICE_STYLE, notice
from scorekeeper.web.parts import Parts
from scorekeeper.web.script import SCRIPT
from scorekeeper.web.style import STYLE
from scorekeeper.web.text import text


def _head(title: str, nonce: str) -> list[str]:
    return [
        "<!DOCTYPE html>",
        # Translators: the language code of the exported page
        '<html lang="{}">'.format(escape(_("en"))),
        '<head>\n<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        '<meta name="referrer" content="no-referrer">',
        f"<title>{title}</title>",
        f'<style nonce="{nonce}">{STYLE}{CLUB_STYLE}{NOTICE_STYLE}</style>\n</head>',
    ]


def club_page(
    parts: Parts, version: str, stream: str, nonce: str, invite: str = "", view: str = ""
) -> str:
    """``stream``: the board's own stream, relative to the page (``events`` where the board
    is the main page, ``3/events`` under ``club/``); ``view``: its name in the shared one."""
    root = "./" if stream == "events" else "../"
    blocks = parts.blocks
    return "\n".join(
        [
            *_head(parts.title, nonce),
            f'<body class="club" data-version="{escape(version)}" data-stream="{escape(stream)}"'
            f' data-view="{escape(view)}" data-root="{root}">',
            f"<header><h1>scorekeeper</h1>"
            f'<span class="live">{text(_("live: follows every table as it is kept"))}</span>'
            "</header>",
            blocks["club-status"],
            f'<main>{blocks["tables"]}<div class="side">{blocks["standings"]}{invite}</div></main>',
            notice(),
            f'<script nonce="{nonce}">{SCRIPT}</script>',
            "</body>\n</html>\n",
        ]
    )


def index_page(events: Sequence[ClubEvent], nonce: str) -> str:
    """Every event, newest first as given, each a link to its board."""
    items = "".join(
        f'<li><a href="{event.id}">{text(event.name)}</a> '
        f'<span class="facts">{text(local_date(event.day))}</span></li>'
        for event in events
    )
    empty = f'<p class="empty">{text(_("No club events yet."))}</p>'
    return "\n".join(
        [
            *_head(text(_("Club events")), nonce),
            '<body class="club">',
            f"<header><h1>scorekeeper</h1></header><h2>{text(_('Club events'))}</h2>",
            f'<ul class="events-index">{items}</ul>' if events else empty,
            "</body>\n</html>\n",
        ]
    )


def index_link(count: int) -> str:
    """The match page's link to the club events (nothing when the database has none)."""
    if count == 0:
        return ""
    return f'<nav class="club-link"><a href="club/">{text(_("Club events"))}</a></nav>'
