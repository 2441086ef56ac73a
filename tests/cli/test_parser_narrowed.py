"""Issue 20 item 7: the command line builds only the parser of the command it runs. What it
reads and what it says must be what the whole parser reads and says: the same namespace for
every command's arguments, the same help for every command, and the whole parser wherever the
words before the command do not say which one runs."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Sequence

import pytest

from scorekeeper import cli
from scorekeeper.commands.parser import COMMANDS, build_parser, commands_to_build


@pytest.mark.parametrize(
    ("argv", "built"),
    [
        (["new", "--preset", "matador-classic"], ("new",)),
        (["--lang", "ru", "new"], ("new",)),
        (["--db", "new", "score", "f.json"], ("score",)),  # --db's value is not the command
        (["--db=x.db", "--presets=p", "--resume", "history"], ("history",)),
        (["--", "stats"], COMMANDS),  # an option the narrowing does not judge
        (["--help"], COMMANDS),
        (["-h", "new"], COMMANDS),
        (["--lan", "new", "score"], COMMANDS),  # an abbreviated --lang takes "new" as its value
        (["nosuch"], COMMANDS),  # the mistake lists every command
        ([], ()),  # the home screen
        (["--resume"], ()),
        (["--db"], ()),  # --db without its value: the top parser says so
    ],
)
def test_the_command_that_runs_is_the_one_built(argv: list[str], built: Sequence[str]) -> None:
    assert tuple(commands_to_build(argv)) == tuple(built)


# a valid command line of every command, its arguments of every kind
LINES = [
    ["new", "--preset", "matador-classic", "--players", "Anna,Boris", "--target", "50"],
    ["--lang", "en", "new", "--tiles", "--word", "--rounds", "3"],
    ["score", "f.json", "--json", "--preset", "matador-pips"],
    ["presets", "--json"],
    ["presets", "check", "p.toml"],
    ["export", "--last", "--format", "csv", "-o", "-"],
    ["history", "--json", "--db", "x.db"],
    ["stats", "--player", "Anna"],
    ["import", "f.json", "--again"],
    ["serve", "--port", "9000", "--lan"],
    ["club", "draw", "1", "--sheet", "s.html"],
    ["club", "list"],
    ["--resume"],
]


@pytest.mark.parametrize("argv", LINES, ids=lambda argv: " ".join(argv))
def test_a_narrowed_parser_reads_what_the_whole_one_reads(argv: list[str]) -> None:
    narrowed = build_parser(commands_to_build(argv)).parse_args(argv)
    assert vars(narrowed) == vars(build_parser().parse_args(argv))


def _help(parser_argv: tuple[Sequence[str], list[str]]) -> str:
    built, argv = parser_argv
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        build_parser(built).parse_args(argv)
    return out.getvalue()


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_s_help_reads_as_the_whole_parser_s(command: str) -> None:
    argv = [command, "--help"]
    assert commands_to_build(argv) == (command,)
    narrowed = _help((commands_to_build(argv), argv))
    assert "usage: scorekeeper " + command in narrowed
    assert narrowed == _help((COMMANDS, argv))


def test_the_main_help_lists_every_command() -> None:
    shown = _help((commands_to_build(["--help"]), ["--help"]))
    for command in COMMANDS:
        assert f"    {command} " in shown or f"    {command}\n" in shown, command


def test_a_command_s_mistake_reads_as_the_whole_parser_s(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The one-line message of a bad argument names the command in both."""
    said = []
    for built in (("new",), COMMANDS):
        with pytest.raises(SystemExit) as stop:
            build_parser(built).parse_args(["new", "--target", "x"])
        assert stop.value.code == 2
        said.append(capsys.readouterr().err)
    assert said[0] == said[1] and "new: argument --target" in said[0]


def test_main_runs_a_command_through_its_narrowed_parser(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli.main(["presets", "--json"]) == 0
    assert '"matador-classic"' in capsys.readouterr().out
