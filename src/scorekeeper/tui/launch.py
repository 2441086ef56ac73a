"""Open the app from the command line, after checking what was asked for."""

from __future__ import annotations

import argparse

from scorekeeper.catalog import Catalog
from scorekeeper.commands.common import BadInput
from scorekeeper.i18n import _
from scorekeeper.model import FROM_PRESET, Match, Mode, RuleError
from scorekeeper.settings import Settings, default_settings_path
from scorekeeper.store import DbTarget, Store, StoreError, locate_db, may_exist
from scorekeeper.tui.app import ScorekeeperApp, Start
from scorekeeper.tui.requests import NewMatchRequest


def new_match_request(args: argparse.Namespace, catalog: Catalog) -> NewMatchRequest:
    """``scorekeeper new`` arguments, validated as the new-match screen would."""
    missing = [f"--{name}" for name in ("preset", "players") if getattr(args, name) is None]
    if missing:
        raise BadInput(
            _("new: {options} needed (or --club-table CODE)").format(options=", ".join(missing))
        )
    try:
        preset = catalog.get(args.preset)
        match = Match(
            args.players.split(","),
            preset,
            FROM_PRESET if args.target is None else args.target,
            FROM_PRESET if args.rounds is None else args.rounds,
            Mode.TILES if getattr(args, "tiles", False) else Mode.ONE_KEY,
        )
    except RuleError as error:
        raise BadInput(_("new: {error}").format(error=error)) from None
    word = bool(getattr(args, "word", False))
    return NewMatchRequest(match.players, preset.id, args.target, args.rounds, match.mode, word)


def open_store(chosen: DbTarget | None) -> Store:
    """The database the app keeps every match in; a problem with it is one clear line."""
    location = locate_db(chosen)
    try:
        return Store.open(location.path, create_folder=location.is_default)
    except StoreError as error:
        raise BadInput(str(error)) from None


def run_app(args: argparse.Namespace, catalog: Catalog) -> int:
    start = Start(resume=bool(getattr(args, "resume", False)))
    club_table = None
    if args.command == "new" and getattr(args, "club_table", None) is not None:
        from scorekeeper.commands.club_table import check_club_arguments  # a club's night only

        club_table = check_club_arguments(args)  # before the database is opened, like the rest
        if not may_exist(locate_db(getattr(args, "db", None)).path):  # no table, no new file
            raise BadInput(_("new: there is no club table {code}").format(code=club_table))
    elif args.command == "new":
        start = Start(new_match=new_match_request(args, catalog))
    store = open_store(getattr(args, "db", None))
    try:
        if club_table is not None:
            from scorekeeper.commands.club_table import start_club_table

            resume = start.resume  # --resume: the table's match, started already, opens
            start = Start(match_id=start_club_table(store, club_table, catalog, resume))
        settings = Settings.load(default_settings_path())
        ScorekeeperApp(catalog, settings, start=start, store=store).run()
    finally:
        store.close()
    return 0
