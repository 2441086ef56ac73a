"""The scoreboard of a match kept with one key a fact: a tile, a matador, a pass, an open six.
Each key's footer label carries its price under the match's preset."""

from __future__ import annotations

from dataclasses import replace

from textual.binding import Binding

from scorekeeper.i18n import _, current_language, preset_text
from scorekeeper.model import Lead, Matador, Move, OpenSix, Pass, Tile
from scorekeeper.tui.board import footer_fit
from scorekeeper.tui.board.shared import BoardScreen
from scorekeeper.tui.keys.actions import has_open_six, offered
from scorekeeper.tui.keys.keymap import action_for, screen_bindings
from scorekeeper.tui.screens.spoken import spoken


class ScoreboardScreen(BoardScreen):
    BINDINGS = screen_bindings("scoreboard")
    _leading: bool | None = None  # whether the footer's prices are for a lead

    _fit: tuple[object, bool] | None = None  # (language, width, lead): short labels?

    def spoken(self, binding: Binding) -> Binding:
        """A key's label with its price under this match's preset (a tile's is the lead's when
        the round has none yet); a key for a fact this game does not have is not shown. Where
        the full labels would not fit, the short ones (``␣ +1``), so that no key is cut."""
        fit = (current_language(), self.size.width, not self.session.match.tiles_in_round)
        if self._fit is None or self._fit[0] != fit:  # measured once for all the keys
            self._fit = (fit, footer_fit.narrow(self, self._say))
        return self._say(binding, self._fit[1])

    def _say(self, binding: Binding, narrow: bool = False) -> Binding:
        action, preset = action_for(binding.id), self.session.match.preset
        if action is not None and not offered(action, preset):
            return replace(spoken(binding), show=False)
        if action is None or (action.price is None and not narrow):
            return spoken(binding)
        leading = not self.session.match.tiles_in_round
        return replace(spoken(binding), description=action.describe(preset, leading, narrow))

    def refresh_footer(self) -> None:
        leading = not self.session.match.tiles_in_round
        if leading != self._leading:  # the tile's footer price changes with it
            self._leading = leading
            self.relabel()

    def action_tile(self) -> None:
        player = self._player()
        self.record(Move(player) if self.session.match.tiles_in_round else Lead(player))

    def action_matador(self, tile: str | None = None) -> None:
        self.record(Matador(self._player(), Tile.parse(tile) if tile else None))

    def action_matador_tile(self) -> None:
        from scorekeeper.tui.screens.dialogs import MatadorPicker

        def chosen(tile: Tile | None) -> None:
            if tile is not None:
                self.record(Matador(self._player(), tile))

        self.app.push_screen(MatadorPicker(self.session.match.preset.matadors), chosen)

    def action_pass(self) -> None:
        self.record(Pass(self._player()))

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
        by = self.session.match.last_tile_by
        if by is None:
            self.say(_("An open six belongs to the tile just laid; lay a tile first."), error=True)
            return
        self.record(OpenSix(by))
