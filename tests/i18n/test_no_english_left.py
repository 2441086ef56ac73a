"""Nothing left in English in Russian and Polish (issue 13, item 4): Textual's own key
descriptions, the help screen's key names, and the preset named by its name in sentences."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from textual.app import App
from textual.binding import Binding
from textual.command import CommandPalette
from textual.containers import ScrollableContainer, VerticalScroll
from textual.screen import Screen
from textual.widgets import Button, DataTable, Input, OptionList, RadioButton, RadioSet, Select
from textual.widgets._select import SelectOverlay

from scorekeeper.catalog import load_catalog
from scorekeeper.i18n import activate, load_translation
from scorekeeper.model import Matador, Match, RuleError, Tile
from scorekeeper.tui.app import ScorekeeperApp
from scorekeeper.tui.screens.help import _display
from tests.i18n.test_app_language import make_app

# Every Textual class whose bindings the app's screens can show (tui/ uses these widgets).
USED: tuple[type[Any], ...] = (
    App, Screen, ScrollableContainer, VerticalScroll, CommandPalette, Input, Button, RadioSet,
    RadioButton, Select, SelectOverlay, DataTable, OptionList,
)  # fmt: skip


def descriptions(cls: type[Any]) -> set[str]:
    found = set()
    for klass in cls.__mro__:
        for item in vars(klass).get("BINDINGS", []):
            text = item.description if isinstance(item, Binding) else item[2:3]
            if isinstance(text, tuple):
                text = text[0] if text else ""
            if text:
                found.add(str(text))
    return found


@pytest.mark.parametrize("language", ["ru", "pl"])
def test_every_textual_key_description_the_app_can_show_is_translated(language: str) -> None:
    translation = load_translation(language)
    words = set().union(*(descriptions(cls) for cls in USED))
    assert {"Scroll Left", "Focus Next", "Copy selected text", "Dismiss menu"} <= words
    untranslated = sorted(text for text in words if translation.gettext(text) == text)
    assert untranslated == []


@pytest.mark.parametrize(
    ("language", "space"), [("en", "space"), ("ru", "пробел"), ("pl", "spacja")]
)
def test_the_help_screen_names_the_space_key_in_the_language(language: str, space: str) -> None:
    activate(language)
    assert _display("space") == space
    assert _display("question_mark") == "?"


ENGLISH = ("Scroll", "Focus Next", "Copy selected", "Dismiss", "Submit", "Cursor", "Select all")


def shown_descriptions(app: ScorekeeperApp) -> list[str]:
    """What the footer and the key panel read: the screen's active bindings, focused widget's
    included."""
    return [binding.description for _, binding, _, _ in app.screen.active_bindings.values()]


async def test_the_new_match_form_s_keys_speak_russian(tmp_path: Path) -> None:
    activate("ru")
    app = make_app(tmp_path / "settings.json", preset=None)
    async with app.run_test(size=(80, 24)) as pilot:
        await app.run_action("new_match")
        await pilot.pause()
        app.screen.query(Input).first().focus()
        await pilot.pause()
        words = shown_descriptions(app)
        assert "Копировать выделенное" in words  # Textual's ctrl+c on a focused Input
        assert not [w for w in words if any(english in w for english in ENGLISH)], words
        app.screen.query(Select).first().focus()
        await pilot.press("enter")  # the Select's menu opens: its escape is "Dismiss menu"
        await pilot.pause()
        words = shown_descriptions(app)
        assert not [w for w in words if any(english in w for english in ENGLISH)], words


@pytest.mark.parametrize(
    ("language", "usage", "option"),
    [
        ("ru", "[-o ФАЙЛ]", "записать в ФАЙЛ (- или без -o: стандартный вывод)"),
        ("pl", "[-o PLIK]", "zapisz w pliku PLIK (- lub bez -o: standardowe wyjście)"),
    ],
)
def test_argparse_metavars_speak_the_language(language: str, usage: str, option: str) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "scorekeeper", "--lang", language, "export", "--help"],
        capture_output=True, text=True, timeout=60, env={**os.environ, "COLUMNS": "100"},
    )  # fmt: skip
    assert done.returncode == 0
    assert usage in done.stdout and option in done.stdout
    assert "FILE" not in done.stdout and "MATCH_ID" not in done.stdout


@pytest.mark.parametrize(
    ("language", "sentence"),
    [
        ("en", "2:4 is not a matador under Matador (classic) (matadors: 0:0 1:6 2:5 3:4)"),
        ("ru", "2:4 — не матадор по правилам «Матадор (классический)» (матадоры: 0:0 1:6 2:5 3:4)"),
        (
            "pl",
            "2:4 nie jest matadorem według zasad „Matador (klasyczny)” (matadory: 0:0 1:6 2:5 3:4)",
        ),
    ],
)
def test_a_refusal_names_the_preset_by_its_name_not_its_id(language: str, sentence: str) -> None:
    activate(language)
    match = Match(
        ["Anna", "Boris"], load_catalog(Path("/nonexistent-user-presets")).get("matador-classic")
    )
    with pytest.raises(RuleError) as refused:
        match.record(Matador("Anna", Tile.parse("2:4")))
    assert str(refused.value) == sentence
    assert "matador-classic" not in str(refused.value)
