"""pydantic's reasons for a bad preset value, in the reader's language (issue 25 item 1).

pydantic words its errors in English only. Each kind a preset file can meet (``problem["type"]``)
has its own message here, worded in English as pydantic words it, so that English output is
unchanged (docs/presets.md quotes it) and Russian and Polish read as the rest of the app. A
kind not listed keeps pydantic's words; our own validators' reasons are translated already.
"""

from __future__ import annotations

import re
from typing import Any

from scorekeeper.i18n import N_, _, ngettext

_FIXED = {
    "missing": N_("Field required"),
    "extra_forbidden": N_("Extra inputs are not permitted"),
    "int_type": N_("Input should be a valid integer"),
    "int_parsing": N_("Input should be a valid integer"),
    "string_type": N_("Input should be a valid string"),
    "bool_type": N_("Input should be a valid boolean"),
    "dict_type": N_("Input should be a valid dictionary"),
    "model_type": N_("Input should be a valid dictionary"),
    "tuple_type": N_("Input should be a valid tuple"),
    "list_type": N_("Input should be a valid tuple"),
}
_BOUNDS = {
    "greater_than": N_("Input should be greater than {gt}"),
    "greater_than_equal": N_("Input should be greater than or equal to {ge}"),
    "less_than": N_("Input should be less than {lt}"),
    "less_than_equal": N_("Input should be less than or equal to {le}"),
    "string_pattern_mismatch": N_("String should match pattern '{pattern}'"),
}
_QUOTED = re.compile(r"'([^']*)'")


def problem_words(problem: Any) -> str:
    """What is wrong with one value, as one of pydantic's ``errors()`` entries says it."""
    kind, context = str(problem["type"]), problem.get("ctx") or {}
    if kind in _FIXED:
        return _(_FIXED[kind])
    if kind in _BOUNDS:
        return _(_BOUNDS[kind]).format(**{key: str(value) for key, value in context.items()})
    if kind in ("enum", "literal_error") and "expected" in context:
        return _("Input should be {values}").format(values=_choices(str(context["expected"])))
    if kind in ("string_too_short", "string_too_long"):
        return _length(kind, context)
    return str(problem["msg"]).removeprefix("Value error, ")


def _choices(expected: str) -> str:
    """``'one', 'two' or 'none'`` with the language's quotes and its "or"."""
    values = [_("'{value}'").format(value=value) for value in _QUOTED.findall(expected)]
    if len(values) < 2:
        return values[0] if values else expected
    return _("{values} or {last}").format(values=", ".join(values[:-1]), last=values[-1])


def _length(kind: str, context: Any) -> str:
    if kind == "string_too_short":
        least = int(context["min_length"])
        return ngettext(
            "String should have at least {count} character",
            "String should have at least {count} characters",
            least,
        ).format(count=least)
    most = int(context["max_length"])
    return ngettext(
        "String should have at most {count} character",
        "String should have at most {count} characters",
        most,
    ).format(count=most)
