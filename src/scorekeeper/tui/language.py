"""Speaking the chosen language in the app: Textual's own palette entries, and changing the
language from the command palette (footer labels speak it by themselves: ``screens.spoken``).

Screens build their words when they are made, so a change of language re-creates the screens
that can be re-created without losing anything (home, scoreboard, final, help). Others are
composed again in place, keeping what was typed (new match form, history, statistics, the
editor, a stored match's view, and every dialog: ``tui.respeak``), and a board under a dialog
says its words again where it stands. A dialog's question given to it already said (a
``Confirm``'s) stays as it was asked.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from typing import Any

from textual.app import App, SystemCommand
from textual.command import CommandPalette
from textual.screen import Screen

from scorekeeper.i18n import LANGUAGE_NAMES, N_, _, activate, current_language
from scorekeeper.settings import Settings

LONG_WORDS = frozenset({"ru", "pl"})

# What Textual itself shows (its palette entries and the palette key), so that these are
# translated too; a Textual release that rewords one simply shows that one in English.
TEXTUAL_WORDS = (
    N_("Theme"),
    N_("Change the current theme"),
    N_("Quit"),
    N_("Quit the application as soon as possible"),
    N_("Keys"),
    N_("Hide the keys and widget help panel"),
    N_("Show help for the focused widget and a summary of available keys"),
    N_("Minimize"),
    N_("Minimize the widget and restore to normal size"),
    N_("Maximize"),
    N_("Maximize the focused widget"),
    N_("Screenshot"),
    N_("Save an SVG 'screenshot' of the current screen"),
    N_("palette"),
    N_("Open the command palette"),
    N_("Quit the app and return to the command prompt."),
)


def open_palette(app: App[Any]) -> None:
    """Textual's command palette, with its prompt in the current language."""
    if app.use_command_palette and not CommandPalette.is_open(app):
        prompt = _("Search for commands…")
        app.push_screen(CommandPalette(id="--command-palette", placeholder=prompt))


def translated_commands(commands: Iterable[SystemCommand]) -> Iterator[SystemCommand]:
    for command in commands:
        yield SystemCommand(_(command.title), _(command.help), command.callback, command.discover)


def language_commands(change: Callable[[str], Awaitable[None]]) -> Iterator[SystemCommand]:
    """One palette entry per other language, each named in its own language."""
    for code, name in LANGUAGE_NAMES.items():
        if code != current_language():
            yield SystemCommand(
                _("Language: {name}").format(name=name),
                _("Show the app in {name} and remember the choice.").format(name=name),
                _changer(change, code),
            )


def _changer(change: Callable[[str], Awaitable[None]], code: str) -> Callable[[], Awaitable[None]]:
    return lambda: change(code)


def speak_styles(app: App[Any]) -> None:
    """Styles can make room for languages whose words run longer than English's."""
    app.set_class(current_language() in LONG_WORDS, "-long-words")


def fresh_stack(
    app: App[Any], home_choices: Callable[[], Sequence[tuple[str, str]]]
) -> list[Screen[Any]] | None:
    """New copies of the screens above the default one, or None if one cannot be re-made.
    A final screen is not among them: it is shown again by its new scoreboard."""
    from scorekeeper.tui.board.shared import BoardScreen
    from scorekeeper.tui.screens.final import FinalScreen
    from scorekeeper.tui.screens.help import HelpScreen
    from scorekeeper.tui.screens.home import HomeScreen

    fresh: list[Screen[Any]] = []
    for screen in app.screen_stack[1:]:
        if isinstance(screen, HomeScreen):
            fresh.append(HomeScreen(home_choices))
        elif isinstance(screen, BoardScreen):
            fresh.append(screen.copy())
        elif isinstance(screen, FinalScreen) and fresh:
            fresh.append(screen)  # a marker: the board before it shows its final screen again
        elif isinstance(screen, HelpScreen):
            fresh.append(HelpScreen(screen.preset, screen.keymap, screen.board, screen.prices))
        else:
            return None
    return fresh


async def _respeak_in_place(app: App[Any]) -> None:
    """Every screen of the stack that can be composed again is; a dialog in front cannot."""
    from scorekeeper.tui.board.shared import BoardScreen
    from scorekeeper.tui.respeak import can_respeak, respeak

    for screen in app.screen_stack:
        if can_respeak(screen):
            await respeak(screen)
        elif isinstance(screen, BoardScreen):
            screen.respoken()  # under a dialog: its words now, its widgets as they are
    if not can_respeak(app.screen):
        app.screen.refresh_bindings()  # its footer reads the labels in the new language
        app.notify(_("The new language shows from the next screen on."))


async def switch_language(
    app: App[Any],
    settings: Settings,
    language: str,
    home_choices: Callable[[], Sequence[tuple[str, str]]],
) -> None:
    """Speak ``language`` from now on, remember it, and show it on the screens that allow."""
    from scorekeeper.tui.board.shared import BoardScreen
    from scorekeeper.tui.screens.final import FinalScreen

    activate(language)
    settings.language = language
    settings.save()
    speak_styles(app)
    fresh = fresh_stack(app, home_choices)
    if fresh is None:
        await _respeak_in_place(app)
        return
    while len(app.screen_stack) > 1:
        await app.pop_screen()  # gone before its new copy (same id) comes
    for screen in fresh:
        if isinstance(screen, FinalScreen) and isinstance(app.screen, BoardScreen):
            await app.screen.show_final()
        else:
            await app.push_screen(screen)
