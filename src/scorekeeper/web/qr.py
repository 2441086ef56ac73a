"""The view's address as a QR code drawn with half blocks: two rows of modules a line, for a
terminal (dark modules in the foreground colour on a light background, which the dialog's style
gives it: phone cameras read dark on light)."""

from __future__ import annotations

import segno

_CELLS = {(False, False): " ", (True, False): "▀", (False, True): "▄", (True, True): "█"}


def qr_text(data: str) -> str:
    code = segno.make(data, error="m", micro=False)
    rows = [[bool(dark) for dark in row] for row in code.matrix_iter(scale=1, border=2)]
    if len(rows) % 2:
        rows.append([False] * len(rows[0]))
    return "\n".join(
        "".join(_CELLS[top, bottom] for top, bottom in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[::2], rows[1::2], strict=True)
    )


def qr_svg(data: str) -> str:
    """The QR code as inline SVG for the page (black on white, a quiet zone of 3 modules):
    no style attribute and no image, so the page's Content-Security-Policy stands."""
    code = segno.make(data, error="m", micro=False)
    svg: str = code.svg_inline(scale=1, border=3, dark="#000", light="#fff", omitsize=True)
    return svg.replace("<svg ", '<svg role="img" ', 1)
