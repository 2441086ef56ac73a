"""``scorekeeper presets``: list the presets on offer, or check one preset file."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from scorekeeper.catalog import Catalog, load_preset_file, preset_file_problems
from scorekeeper.commands.common import BAD_INPUT, BadInput, render_table, report
from scorekeeper.i18n import _, ngettext, preset_text
from scorekeeper.model import Preset, RuleError
from scorekeeper.wording import signed


def run_list(catalog: Catalog, as_json: bool) -> int:
    if as_json:
        items = [
            {
                **preset.to_json(),
                "summary": summary(preset),
                "built_in": preset.id in catalog.built_in_ids,
            }
            for preset in catalog.presets.values()
        ]
        problems = [{"path": str(p.path), "message": p.message} for p in catalog.problems]
        print(json.dumps({"presets": items, "skipped": problems}, ensure_ascii=False, indent=2))
    else:
        rows = [
            [preset.id, preset_text(preset.name), summary(preset)]
            for preset in catalog.presets.values()
        ]
        print(render_table([_("id"), _("name"), _("rules")], rows, align="lll"))
    for problem in catalog.problems:
        print(_("skipped {problem}").format(problem=problem), file=sys.stderr)
    return 0


def run_check(path: Path) -> int:
    problems = preset_file_problems(path)
    if problems:  # all of them at once: fixing a file one error per run is tedious
        for problem in problems:
            report(problem)
        return BAD_INPUT
    try:
        preset = load_preset_file(path)
    except RuleError as error:  # changed since it was checked
        raise BadInput(str(error)) from None
    print(
        _("{path}: preset '{id}' is valid: {summary}").format(
            path=path, id=preset.id, summary=summary(preset)
        )
    )
    return 0


def summary(preset: Preset) -> str:
    """One line saying what earns and costs points and how the match ends."""
    parts = [_("sum {sum}").format(sum=preset.sum)]
    prices = [
        (preset.matador_points, _("{points}/matador")),
        (preset.move_points, _("{points}/move")),
        (preset.open_six_points, _("{points} open six")),
        (preset.pass_points, _("{points}/pass")),
    ]
    parts += [text.format(points=signed(points)) for points, text in prices if points]
    if preset.pip_scoring:
        parts.append(_("round winner scores others' pips"))
    if preset.debts and preset.pass_points:
        parts.append(_("debts"))
    if preset.target:
        parts.append(_("to {target}").format(target=preset.target))
    if preset.rounds:
        parts.append(
            ngettext("{rounds} round", "{rounds} rounds", preset.rounds).format(
                rounds=preset.rounds
            )
        )
    if not preset.target and not preset.rounds:
        parts.append(_("players decide the end"))
    if preset.settlement == "differential":
        parts.append(_("differential"))
    return ", ".join(parts)
