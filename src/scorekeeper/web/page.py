"""The whole page as the server sends it: complete and readable with scripts off.

The inline style and script carry a nonce made for this response, and the
Content-Security-Policy allows those two and the page's own event stream, nothing else: no
other script, no style attribute, no image, font or frame from anywhere.
"""

from __future__ import annotations

from html import escape

from scorekeeper.i18n import _
from scorekeeper.web.notice import NOTICE_STYLE, notice
from scorekeeper.web.parts import Parts
from scorekeeper.web.script import SCRIPT
from scorekeeper.web.style import STYLE
from scorekeeper.web.text import text


def policy(nonce: str) -> str:
    return (
        f"default-src 'none'; script-src 'nonce-{nonce}'; style-src 'nonce-{nonce}'; "
        "connect-src 'self'; img-src 'self'; worker-src 'self'; base-uri 'none'; "
        "form-action 'none'; "
        "frame-ancestors 'none'"
    )


def empty_parts() -> Parts:
    """What the page shows while the database holds no match yet."""
    waiting = f'<p class="verdict">{text(_("No match yet: start one in the app."))}</p>'
    blocks = {
        "status": f'<div id="status" class="status">{waiting}</div>',
        "cards": '<section id="cards" class="cards"></section>',
        "line": '<section id="line" hidden></section>',
        "events": '<section id="events" hidden></section>',
        "final": '<section id="final" hidden></section>',
        "chart": '<div id="chart" class="chart" hidden></div>',
        "rounds-head": '<thead id="rounds-head"></thead>',
    }
    return Parts("scorekeeper", blocks, ())  # the program's name, in every language


def page(
    parts: Parts, version: str, stream: str, nonce: str, nav: str = "", invite: str = "",
    view: str = "m",
) -> str:  # fmt: skip
    """``nav``: the link to the club events' boards, where the database holds any; ``invite``:
    the QR code of the page's address."""
    blocks = parts.blocks
    return "\n".join(
        [
            "<!DOCTYPE html>",
            # Translators: the language code of the exported page
            '<html lang="{}">'.format(escape(_("en"))),
            '<head>\n<meta charset="utf-8">',
            '<meta name="viewport" content="width=device-width, initial-scale=1">',
            '<meta name="referrer" content="no-referrer">',
            f"<title>{parts.title}</title>",
            f'<style nonce="{nonce}">{STYLE}{NOTICE_STYLE}</style>\n</head>',
            f'<body data-version="{escape(version)}" data-stream="{escape(stream)}"'
            f' data-view="{escape(view)}" data-root="./">',
            f"<header><h1>scorekeeper</h1>"
            f'<span class="live">{text(_("live: follows the game as it is kept"))}</span>{nav}'
            "</header>",
            blocks["status"],
            "<main>",
            f'<div class="side">{blocks["cards"]}{blocks["final"]}</div>',
            f'<div class="side">{blocks["line"]}{blocks["events"]}'
            f'<section class="progress"><h2>{text(_("Score progression"))}</h2>'
            f"{blocks['chart']}</section></div>",
            f'<div class="side rounds"><section><h2>{text(_("Rounds"))}</h2>'
            f'<div class="table-wrap"><table>{blocks["rounds-head"]}'
            f'<tbody id="rounds">{"".join(parts.rows)}</tbody></table></div></section>'
            f"{invite}</div>",
            "</main>",
            notice(),
            f'<script nonce="{nonce}">{SCRIPT}</script>',
            "</body>\n</html>\n",
        ]
    )
