"""The scoreboard of a match kept with one key a fact: a tile, a matador, a pass, an open six.
Each key records the entry its action names (``tui.keys.actions``), and its footer label
carries what that entry earns now. A key that only records its fact runs the boards' one
``action_record`` (core.py); the two here ask or check something first."""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding

from scorekeeper.i18n import _, current_language, preset_text
from scorekeeper.model import Matador, Tile
from scorekeeper.model.facts import has_open_six
from scorekeeper.tui.board import footer_fit
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.keys.actions import offered
from scorekeeper.tui.keys.keymap import action_for, screen_bindings
from scorekeeper.tui.screens.spoken import spoken


class ScoreboardScreen(BoardScreen):
    BINDINGS = screen_bindings("scoreboard")

    _fit: tuple[object, bool] | None = None  # (language, width, prices): short labels?

    def spoken(self, binding: Binding) -> Binding:
        """A key's label with what its fact earns now (``BoardScreen.prices``: the match's own
        pricing of the entry the key records); a key for a fact this game does not have is
        not shown. Where the full labels would not fit, the short ones (``␣ +1``), so that no
        key is cut."""
        fit = (current_language(), self.size.width, self.shown_prices)
        if self._fit is None or self._fit[0] != fit:  # measured once for all the keys
            self._fit = (fit, footer_fit.narrow(self, self._say))
        return self._say(binding, self._fit[1])

    def _say(self, binding: Binding, narrow: bool = False) -> Binding:
        action, preset = action_for(binding.id), self.session.match.preset
        if action is not None and not offered(action, preset):
            return replace(spoken(binding), show=False)
        points = self.shown_prices.get(action.name) if action is not None else None
        if action is None or (points is None and not narrow):
            return spoken(binding)
        return replace(spoken(binding), description=action.describe(points, narrow))

    def action_matador_tile(self) -> None:
        from scorekeeper.tui.screens.dialogs import MatadorPicker

        def chosen(tile: Tile | None) -> None:
            entry = self.key_entry("matador_tile")
            if tile is not None and isinstance(entry, Matador):
                self.record(entry.replaced(tile=tile))

        self.app.push_screen(MatadorPicker(self.session.match.preset.matadors), chosen)

    def action_open_six(self) -> None:
        preset = self.session.match.preset
        if not has_open_six(preset):
            self.say(
                _("{preset} has no open six: it is a fact of the six game.").format(
                    preset=preset_text(preset.name)
                ),
                error=True,
            )
            return
        if self.session.match.last_tile_by is None:
            self.say(_("An open six belongs to the tile just laid; lay a tile first."), error=True)
            return
        self.record(self.key_entry("open_six"))
