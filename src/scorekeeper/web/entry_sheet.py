"""The printable page of a club night's entry codes: one card a table, its number, the QR code
of its entry address and the address under it, for the organiser to print and put on the
tables. A whole HTML file, no script and no outside resource, cut between cards when printed.
``club draw`` writes it for the round it drew (``commands/club_codes.py``)."""

from __future__ import annotations

from collections.abc import Sequence

from scorekeeper.i18n import _
from scorekeeper.web.qr import qr_svg
from scorekeeper.web.text import text

STYLE = """body{font-family:sans-serif;color:#000;background:#fff;margin:0}
main{display:flex;flex-wrap:wrap;gap:8mm;padding:8mm}
.card{width:80mm;border:1px dashed #555;padding:4mm;break-inside:avoid;text-align:center}
.card svg{width:60mm;height:60mm}.url{font-size:9pt;word-break:break-all}"""


def _card(table: int, url: str) -> str:
    title = text(_("Table {number}").format(number=table))
    words = text(_("Scan to keep this table's score"))
    return (
        f'<section class="card"><h2>{title}</h2>{qr_svg(url)}'
        f'<p>{words}</p><p class="url">{text(url)}</p></section>'
    )


def entry_sheet(event: str, tables: Sequence[tuple[int, str]], language: str = "en") -> str:
    """The page for ``event``: ``tables`` as (table number, entry address), in that order."""
    title = text(_("{event}: the tables' entry codes").format(event=event))
    cards = "".join(_card(number, url) for number, url in tables)
    return (
        f'<!doctype html><html lang="{text(language)}"><head><meta charset="utf-8">'
        f"<title>{title}</title><style>{STYLE}</style></head>"
        f"<body><h1>{title}</h1><main>{cards}</main></body></html>"
    )
