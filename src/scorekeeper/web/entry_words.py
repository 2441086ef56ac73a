"""The entry page's own words, in the language being spoken: the script reads them by key.

Everything else the page shows (the facts' names, the prices, the refusals, who keeps it)
comes from the server already in the page's language.
"""

from __future__ import annotations

from collections.abc import Callable

from scorekeeper.i18n import _, ngettext


def words(counted: Callable[[Callable[[int], str]], dict[str, object]]) -> dict[str, object]:
    """``counted(phrase)``: a counted phrase (its words for a count) as the page picks it."""
    return {
        "you": _("This phone keeps the score."),
        "other": _("{who} keeps the score; this phone follows it."),
        "nobody": _("Nobody keeps the score yet."),
        "take_over": _("Take over"),
        "take_over_ask": _(
            "Take over from {who}? Taps from there are refused from now on, until it takes over"
            " again."
        ),
        "cancel": _("Cancel"),
        "name_ask": _("What is this phone called? The other phones see it as who keeps score."),
        "name_hint": _("Anna's phone"),
        "name_save": _("Keep score"),
        "waiting": counted(
            lambda n: ngettext("{count} tap not sent yet", "{count} taps not sent yet", n)
        ),
        "offline": _("No connection: the taps wait on this phone and go when it is back."),
        "kept": _("Kept: {tap}"),
        "refused": _("Not kept: {tap} (tapped at {time}). {why}"),
        "discard": counted(
            lambda n: ngettext(
                "Discard it ({count} tap)", "Discard it and the rest ({count} taps)", n
            )
        ),
        "retry": _("Try again"),
        "gone": _("This entry address no longer works: ask the scorekeeper for the new one."),
        "to_play": _("to play"),
        "debt": _("debt {points}"),
        "leads": _("At a round's start, tap the player who leads."),
        "leads_tap": _("{name} leads"),
        "finished": _("The match is finished."),
        "end_title": _("End of the round"),
        "went_out": _("{name} went out"),
        "blocked": _("Blocked: nobody can move"),
        "pips": _("Pips left in each hand, where counted"),
        "end_save": _("End round"),
        "end_tap": _("round end"),
        "adjust_title": _("Adjust a total"),
        "adjust_points": _("Points (a minus takes them away)"),
        "adjust_note": _("Note"),
        "adjust_save": _("Adjust"),
        "adjust_tap": _("adjust {name} {points}"),
        "loading": _("Reading the match…"),
        "word_seat": _("Which player are you?"),
        "word_pick": _("Tap your name first, then accept or query."),
        "word_accept": _("Accept"),
        "word_query": _("Query"),
        "word_total": _("total {total}"),
        "word_others": _("The other players accept or query it on their phones."),
        "word_withdraw": _("Withdraw"),
        "word_withdrawn": _("round end withdrawn"),
    }
