"""The touch page a phone keeps score with (``GET /e/<token>/``): a shell the script fills.

What the page shows comes from the pad (``GET pad``), already in the page's language; this
module gives it the words of its own (headings, the queue's counts, the keeper's questions)
through the catalog, as a JSON block the script reads, and the script and style inline under
the response's nonce (the Content-Security-Policy is ``web/page.policy``). Counted words go as
every form the language has and which form each count from 0 to 199 takes (the plural rules of
en, ru and pl depend on the last two digits only), since the page may not evaluate a formula.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from html import escape

from scorekeeper.entry.desk import speaking
from scorekeeper.i18n import _
from scorekeeper.web.entry_forms import ENTRY_FORMS
from scorekeeper.web.entry_hands import ENTRY_HANDS
from scorekeeper.web.entry_script import ENTRY_SCRIPT
from scorekeeper.web.entry_style import ENTRY_STYLE
from scorekeeper.web.entry_tiles import ENTRY_TILES
from scorekeeper.web.entry_tiles_style import TILES_STYLE
from scorekeeper.web.entry_tiles_words import tile_words
from scorekeeper.web.entry_word import ENTRY_WORD
from scorekeeper.web.entry_words import words
from scorekeeper.web.text import text


def counted(phrase: Callable[[int], str]) -> dict[str, object]:
    """``phrase`` (an ``ngettext``) for 0..199, as its distinct forms and a form index a count."""
    forms: list[str] = []
    index = []
    for count in range(200):
        form = phrase(count)
        if form not in forms:
            forms.append(form)
        index.append(forms.index(form))
    return {"forms": forms, "index": index}


def _shell() -> str:
    return (
        '<header class="top"><h1>scorekeeper</h1>'
        '<p id="keeper" class="keeper" aria-live="polite"></p></header>'
        f'<noscript><p class="note">{text(_("This page needs JavaScript to keep score."))}'
        "</p></noscript>"
        '<section id="seats" class="seats" aria-live="polite"></section>'
        '<section id="status" class="status" aria-live="polite"></section>'
        # the round end asked of the table (the opponents' word: entry_word.py)
        '<section id="word" class="word" aria-live="polite" hidden></section>'
        '<section id="ask" class="ask" hidden></section>'
        # the tile picker's place (tile mode): filled from the pad's tile fields
        '<section id="picker" class="picker" hidden></section>'
        '<section id="pad" class="pad"></section>'
    )


def entry_page(token: str, language: str, nonce: str) -> str:
    """The HTML of the entry page for the entry ``token``, in ``language``; ``nonce``: this
    response's, as its Content-Security-Policy names it."""
    with speaking(language):
        said = json.dumps(words(counted) | tile_words(counted), ensure_ascii=False).replace(
            "<", "\\u003c"
        )
        return "\n".join(
            [
                "<!DOCTYPE html>",
                f'<html lang="{escape(language)}">',
                '<head>\n<meta charset="utf-8">',
                '<meta name="viewport" content="width=device-width, initial-scale=1">',
                '<meta name="referrer" content="no-referrer">',
                f"<title>{text(_('Keep score'))} · scorekeeper</title>",
                f'<style nonce="{nonce}">{ENTRY_STYLE}{TILES_STYLE}</style>\n</head>',
                f'<body class="entry" data-token="{escape(token)}">',
                _shell(),
                f'<script type="application/json" id="words">{said}</script>',
                f'<script nonce="{nonce}">{ENTRY_SCRIPT}</script>',
                f'<script nonce="{nonce}">{ENTRY_FORMS}</script>',
                f'<script nonce="{nonce}">{ENTRY_TILES}{ENTRY_HANDS}</script>',
                f'<script nonce="{nonce}">{ENTRY_WORD}</script>',
                "</body>\n</html>\n",
            ]
        )
