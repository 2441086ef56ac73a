"""``scorekeeper score FILE``: the standings of a match file, as a table or as JSON."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput, read_bytes, render_table
from scorekeeper.i18n import _, preset_text
from scorekeeper.matchfile import match_from_data, parse_match_text
from scorekeeper.model import Event, Match, Mode, RuleError
from scorekeeper.model.tile_round import rescore_problem
from scorekeeper.wording import end_rule, finish_words, signed, total_words, verdict_line


def run_score(path: Path, catalog: Catalog, as_json: bool, preset_id: str | None) -> int:
    raw = read_bytes(path)
    try:
        match = parse_match_text(raw, catalog)  # valid under its own preset first
    except RuleError as error:
        raise BadInput(f"{path}: {error}") from None
    if preset_id is not None:
        check_rescore(match, preset_id, catalog)
        match = rescore(raw, preset_id, catalog)
    print(json.dumps(score_summary(match), ensure_ascii=False) if as_json else score_text(match))
    return 0


def rescore(raw: bytes, preset_id: str, catalog: Catalog) -> Match:
    """The same facts priced by another preset (ruling 1).

    Re-read from the file's own data, not from the loaded match: where the file leaves the
    target or rounds limit out, the new preset's default applies, not the old preset's.
    """
    data = json.loads(raw.decode("utf-8-sig"))  # it parsed a moment ago
    data["preset"] = preset_id
    try:
        return match_from_data(data, catalog)
    except RuleError as error:
        raise BadInput(
            _("cannot re-score under {preset}: {error}").format(preset=preset_id, error=error)
        ) from None


def check_rescore(match: Match, preset_id: str, catalog: Catalog) -> None:
    """A tiles match re-scores only where the tiles join the same way (RULES.md 6.11)."""
    if match.mode is not Mode.TILES:
        return
    try:
        preset = catalog.get(preset_id)
    except RuleError:
        return  # the re-score itself names the unknown preset
    problem = rescore_problem(match.preset, preset, list(_events(match)))
    if problem:
        raise BadInput(
            _("cannot re-score under {preset}: {error}").format(preset=preset_id, error=problem)
        )


def _events(match: Match) -> Iterator[Event]:
    for played in match.rounds:
        yield from played.events


def score_summary(match: Match) -> dict[str, Any]:
    """The object ``score --json`` prints."""
    standings = match.standings()
    return {
        "preset": match.preset.id,
        "players": [{"name": name, "total": total} for name, total in standings.totals.items()],
        "rounds": [dict(zip(match.players, played.points, strict=True)) for played in match.rounds],
        "leaders": list(standings.leaders),
        "winner": standings.winner,
        "differential": standings.differential,
        "finished": standings.finished,
    }


def score_text(match: Match) -> str:
    rows = [
        [str(number), *[signed(points) for points in played.points]]
        for number, played in enumerate(match.rounds, start=1)
    ]
    totals = [total_words(total) for total in match.totals]
    table = render_table([_("Round"), *match.players], [*rows, [_("Total"), *totals]])
    return "\n".join([headline(match), "", table, "", verdict(match)])


def headline(match: Match) -> str:
    return f"{preset_text(match.preset.name)} · {end_rule(match.target, match.rounds_limit)}"


def verdict(match: Match) -> str:
    """The same words as the app and the exports: the verdict, and finished (why) or not."""
    # One message: the state ("finished by the players") agrees with a noun the translation
    # names ("партия завершена игроками"), not with the winner before it.
    return _("{verdict} ({state})").format(
        verdict=verdict_line(match.standings()), state=finish_words(match)
    )
