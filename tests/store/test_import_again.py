"""The same match is not imported twice by accident, and a match file says when it was played:
export writes ``"played"``, import keeps it as the stored match's dates."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from scorekeeper import cli
from scorekeeper.model import Lead
from scorekeeper.store import Store
from tests.store.store_helpers import created, digest

DATA = Path(__file__).parents[1] / "data"
ISSUE = DATA / "issue-example.json"  # six-matador-expert: Anna, Boris, Vera; two rounds, open
CLASSIC = DATA / "classic-finished.json"


def run(capsys: pytest.CaptureFixture[str], *args: object) -> tuple[int, str, str]:
    code = cli.main([str(arg) for arg in args])
    out, err = capsys.readouterr()
    return code, out, err


def history_ids(capsys: pytest.CaptureFixture[str], db: Path) -> list[int]:
    _code, out, _err = run(capsys, "--db", db, "history", "--json")
    return sorted(match["id"] for match in json.loads(out))


def test_a_second_import_of_the_same_file_is_refused_naming_the_match(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "--db", db_path, "import", ISSUE)[0] == 0
    before = digest(db_path)
    assert run(capsys, "--db", db_path, "import", ISSUE) == (
        2,
        "",
        f"scorekeeper: {ISSUE}: this match is stored already, as match 1; add --again to"
        " import it once more\n",
    )
    assert digest(db_path) == before
    assert history_ids(capsys, db_path) == [1]
    assert run(capsys, "--db", db_path, "import", CLASSIC)[0] == 0  # another match is fine
    assert run(capsys, "--db", db_path, "import", "--again", ISSUE)[1] == (
        f"Imported {ISSUE} as match 3.\n"
    )
    assert history_ids(capsys, db_path) == [1, 2, 3]


def test_an_exported_match_imported_back_is_the_same_match(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The fingerprint is the match (players, preset, limits, log), not the file's bytes."""
    assert run(capsys, "--db", db_path, "import", ISSUE)[0] == 0
    exported = tmp_path / "again.json"
    assert run(capsys, "--db", db_path, "export", "1", "-o", exported)[0] == 0
    code, _out, err = run(capsys, "--db", db_path, "import", exported)
    assert (code, "as match 1;" in err) == (2, True)


def test_a_stored_match_that_changed_is_another_match(
    db_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(capsys, "--db", db_path, "import", ISSUE)[0] == 0
    assert run(capsys, "--db", db_path, "import", ISSUE)[0] == 2  # its fingerprint is known now
    with Store.open(db_path) as store:
        store.load_session(1).record(Lead("Anna"))  # round 3 begins: the log is longer
    assert run(capsys, "--db", db_path, "import", ISSUE)[1] == f"Imported {ISSUE} as match 2.\n"


def test_export_writes_when_the_match_was_played_and_import_keeps_it(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = json.loads(ISSUE.read_text(encoding="utf-8"))
    data["played"] = {"start": "2024-06-01T19:30:00+02:00", "end": "2024-06-01T22:05:00+02:00"}
    dated = tmp_path / "dated.json"
    dated.write_text(json.dumps(data), encoding="utf-8")
    assert run(capsys, "--db", db_path, "import", dated)[0] == 0
    with Store.open(db_path) as store:
        stored = store.load_match(1)
    # kept in UTC: 19:30 at +02:00 is 17:30 UTC, 22:05 is 20:05
    assert stored.created_at.isoformat() == "2024-06-01T17:30:00+00:00"
    assert stored.updated_at.isoformat() == "2024-06-01T20:05:00+00:00"
    code, out, _err = run(capsys, "--db", db_path, "export", "1", "--format", "json")
    assert code == 0
    assert json.loads(out)["played"] == {
        "start": "2024-06-01T17:30:00+00:00",
        "end": "2024-06-01T20:05:00+00:00",
    }


@pytest.mark.parametrize(
    "played",
    [
        "yesterday",
        {"start": "2024-06-01T19:30:00+02:00"},
        {"start": "2024-06-01T19:30:00", "end": "2024-06-01T22:05:00"},  # no offset
        {"start": "2024-06-01T22:05:00+00:00", "end": "2024-06-01T19:30:00+00:00"},
    ],
)
def test_a_bad_played_field_is_refused(
    db_path: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], played: object
) -> None:
    data = {**json.loads(ISSUE.read_text(encoding="utf-8")), "played": played}
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    code, out, err = run(capsys, "--db", db_path, "import", bad)
    assert (code, out) == (2, "")
    assert err.startswith(f"scorekeeper: {bad}: ") and "field played" in err
    assert not created(db_path)
