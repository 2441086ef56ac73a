"""The big banner a page shows when it stops following the game: the stream was lost (it tries
again by itself), or its address no longer works (a new one was given, or the view stopped for
good), each in plain words with the time of the last update (filled in by the script)."""

from __future__ import annotations

from scorekeeper.i18n import _
from scorekeeper.web.text import text


def notice() -> str:
    lost = _("Connection lost: trying again. The scores shown may be out of date.")
    gone = _(
        "This address no longer works: the scorekeeper gave the view a new one or stopped it."
        " Ask for the new address (or its QR code)."
    )
    since = _("Last update:")
    return (
        '<div id="notice" class="notice" role="alert">'
        f'<p class="lost">{text(lost)}</p><p class="gone">{text(gone)}</p>'
        f'<p class="since">{text(since)} <time></time></p></div>'
    )


NOTICE_STYLE = """
.notice { display: none; position: fixed; left: 0; right: 0; bottom: 0; z-index: 9;
          padding: .6em 1em; background: var(--turn); color: #0f141a; font-size: 1.5rem;
          font-weight: 700; box-shadow: 0 -.3rem 1rem #000; }
.notice p { margin: .1em 0; }
.notice .since { font-size: 1.1rem; font-weight: 600; }
body.offline .notice, body.gone .notice { display: block; }
body.offline .notice .gone, body.gone .notice .lost { display: none; }
body.gone .notice { background: var(--debt); }
body.gone .invite { display: none; } /* its code is of the address that no longer works */
"""
