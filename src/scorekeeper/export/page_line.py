"""The exported page's drawing of each round's line in a match kept tile by tile.

Every tile is drawn as a domino with its pips, in inline SVG (nothing fetched), lying as the
table saw it: lengthwise along the line, a matador laid across it standing upright, from the
line's left end to its right. Under each tile, the order it was laid in and who laid it, in
that player's colour from the chart (the name is there too, for a page printed in black and
white); the two open ends are named in words, as the tile board names them ("blank", "soap
only"). A list of the round's tiles in the order of play follows, with what each earned.
"""

from __future__ import annotations

from html import escape

from scorekeeper.export.chart import COLOURS
from scorekeeper.i18n import _
from scorekeeper.model.kinds import describe
from scorekeeper.round_lines import LaidTile, RoundLine, open_end_words
from scorekeeper.wording import signed

UNIT = 26  # the side of a half, in pixels
# where the pips of a half sit, in quarters of its side: the usual faces of a double-six set
_PIPS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((2, 2),),
    2: ((1, 1), (3, 3)),
    3: ((1, 1), (2, 2), (3, 3)),
    4: ((1, 1), (3, 1), (1, 3), (3, 3)),
    5: ((1, 1), (3, 1), (2, 2), (1, 3), (3, 3)),
    6: ((1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)),
}


def lines_html(
    lines: tuple[RoundLine, ...], endings: tuple[str, ...], players: tuple[str, ...]
) -> str:
    """Every round's drawn line; ``endings`` how each round ended, ``players`` in seating order
    (a player's colour is the chart's)."""
    note = _(
        "Each round's line from its left end to its right, a matador across standing upright; "
        "under each tile the order it was laid in and who laid it."
    )
    rounds = "\n".join(
        _round(line, ending, players) for line, ending in zip(lines, endings, strict=True)
    )
    return f'<p class="line-note">{escape(note)}</p>\n{rounds}'


def _round(line: RoundLine, ending: str, players: tuple[str, ...]) -> str:
    heading = "{} <span>({})</span>".format(
        escape(_("Round {number}").format(number=line.number)), escape(ending)
    )
    if not line.tiles:
        return (
            f'<div class="round-line"><h3>{heading}</h3><p>{escape(_("no tile laid."))}</p></div>'
        )
    left = escape(_("left {end}").format(end=open_end_words(line.left)))
    right = escape(_("right {end}").format(end=open_end_words(line.right)))
    tiles = "".join(_tile(laid, players) for laid in line.tiles)
    plays = "".join(_play(laid) for laid in line.in_play_order)
    return (
        f'<div class="round-line"><h3>{heading}</h3>\n'
        f'<div class="drawn"><span class="open-end">{left}</span>'
        f'<ol class="tiles">{tiles}</ol><span class="open-end">{right}</span></div>\n'
        f'<ol class="plays">{plays}</ol></div>'
    )


def _play(laid: LaidTile) -> str:
    who, what = escape(laid.play.player), escape(describe(laid.play))
    points = signed(laid.points)
    return f'<li value="{laid.number}"><span class="who">{who}</span> {what} <b>{points}</b></li>'


def _tile(laid: LaidTile, players: tuple[str, ...]) -> str:
    seat = players.index(laid.play.player) if laid.play.player in players else 0
    colour = COLOURS[seat % len(COLOURS)]
    name = escape(laid.play.player)
    label = escape(f"{laid.halves[0]}:{laid.halves[1]}")
    way = " across" if laid.across else ""
    return (
        f'<li class="tile{way}" title="{label}, {name}">{_domino(laid)}'
        f'<span class="who" style="border-color: {colour}">{laid.number} {name}</span></li>'
    )


def _domino(laid: LaidTile) -> str:
    """The tile with its pips: two halves side by side, or one above the other across."""
    width, height = (UNIT, 2 * UNIT) if laid.across else (2 * UNIT, UNIT)
    shapes = [
        f'<rect x="0.5" y="0.5" width="{width - 1}" height="{height - 1}" rx="4" class="face"/>'
    ]
    if laid.across:
        shapes.append(f'<line x1="3" y1="{UNIT}" x2="{UNIT - 3}" y2="{UNIT}" class="bar"/>')
    else:
        shapes.append(f'<line x1="{UNIT}" y1="3" x2="{UNIT}" y2="{UNIT - 3}" class="bar"/>')
    for half, pips in enumerate(laid.halves):
        dx, dy = (0, half * UNIT) if laid.across else (half * UNIT, 0)
        shapes.extend(
            f'<circle cx="{dx + x * UNIT / 4:g}" cy="{dy + y * UNIT / 4:g}" r="2.6" class="pip"/>'
            for x, y in _PIPS[pips]
        )
    text = escape(f"{laid.halves[0]}:{laid.halves[1]}")
    return (
        f'<svg width="{width}" height="{height}" viewBox="0 0 {width} {height}" role="img"'
        f' aria-label="{text}"><title>{text}</title>{"".join(shapes)}</svg>'
    )
