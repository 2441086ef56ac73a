"""Which language is spoken: ``--lang`` > the choice remembered from the app > the environment
(``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, read as gettext reads them) > English."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from scorekeeper.i18n import (
    _,
    choose_language,
    current_language,
    language_from_environment,
)
from scorekeeper.i18n.command_line import LanguageError, speak_from_command_line


@pytest.mark.parametrize(
    ("environ", "language"),
    [
        ({"LANG": "ru_RU.UTF-8"}, "ru"),
        ({"LANG": "pl_PL.utf8"}, "pl"),
        ({"LC_MESSAGES": "pl_PL", "LANG": "ru_RU.UTF-8"}, "pl"),
        ({"LC_ALL": "ru_RU.UTF-8", "LC_MESSAGES": "pl_PL"}, "ru"),
        ({"LANGUAGE": "pl:en", "LC_ALL": "ru_RU.UTF-8"}, "pl"),
        ({"LANGUAGE": "de:ru:pl"}, "ru"),  # the first language of the list that we speak
        ({"LANGUAGE": "en_GB:ru"}, "en"),
        ({"LANGUAGE": "", "LANG": "ru_RU.UTF-8"}, "ru"),  # empty counts as unset
        ({"LC_ALL": "C", "LANG": "ru_RU.UTF-8"}, None),  # LC_ALL decides: no translation
        ({"LANG": "de_DE.UTF-8"}, None),
        ({"LANG": "sr_RS@latin"}, None),
        ({}, None),
    ],
)
def test_the_environment(environ: dict[str, str], language: str | None) -> None:
    assert language_from_environment(environ) == language


@pytest.mark.parametrize(
    ("requested", "remembered", "environ", "language"),
    [
        ("pl", "ru", {"LANG": "ru_RU.UTF-8"}, "pl"),  # --lang beats everything
        ("en", "ru", {"LANG": "pl_PL.UTF-8"}, "en"),
        (None, "ru", {"LANG": "pl_PL.UTF-8"}, "ru"),  # the app's choice beats the environment
        (None, None, {"LANG": "pl_PL.UTF-8"}, "pl"),
        (None, "xx", {"LANG": "pl_PL.UTF-8"}, "pl"),  # a remembered value we do not speak
        (None, None, {"LANG": "fr_FR.UTF-8"}, "en"),
        (None, None, {}, "en"),
    ],
)
def test_precedence(
    requested: str | None, remembered: str | None, environ: dict[str, str], language: str
) -> None:
    assert choose_language(requested, remembered, environ) == language


def settings_file(tmp_path: Path, language: str | None) -> Path:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"theme": None, "language": language}), encoding="utf-8")
    return path


def test_lang_is_taken_out_of_the_arguments_wherever_it_is(tmp_path: Path) -> None:
    settings = settings_file(tmp_path, None)
    rest = speak_from_command_line(["score", "m.json", "--lang", "ru", "--json"], {}, settings)
    assert rest == ["score", "m.json", "--json"]
    assert current_language() == "ru"
    assert _("Total") == "Итого"
    assert speak_from_command_line(["--lang=pl", "presets"], {}, settings) == ["presets"]
    assert _("Total") == "Razem"


def test_the_remembered_choice_and_then_the_environment(tmp_path: Path) -> None:
    speak_from_command_line(["presets"], {"LANG": "pl_PL.UTF-8"}, settings_file(tmp_path, "ru"))
    assert current_language() == "ru"
    speak_from_command_line(["presets"], {"LANG": "pl_PL.UTF-8"}, settings_file(tmp_path, None))
    assert current_language() == "pl"
    speak_from_command_line(["presets"], {}, tmp_path / "no-settings-file.json")
    assert current_language() == "en"


def test_an_unknown_language_is_reported_in_the_language_otherwise_used(tmp_path: Path) -> None:
    with pytest.raises(LanguageError) as raised:
        speak_from_command_line(["--lang", "xx"], {"LANG": "pl_PL.UTF-8"}, tmp_path / "none")
    assert str(raised.value) == "--lang: nieznany język „xx” (wybierz jeden z: en, ru, pl)"


# -- the real command, in a child process ------------------------------------------------------
DATA = Path(__file__).resolve().parents[1] / "data"


def run(args: list[str], config: Path, **environ: str) -> subprocess.CompletedProcess[str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("LANG", "LC_"))}
    env = {**clean, "XDG_CONFIG_HOME": str(config), **environ}
    return subprocess.run(
        [sys.executable, "-m", "scorekeeper", *args],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        timeout=60,
    )


def test_presets_in_russian(tmp_path: Path) -> None:
    done = run(["--lang", "ru", "presets"], tmp_path)
    assert done.returncode == 0, done.stderr
    header, *rows = done.stdout.splitlines()
    assert header.split() == ["id", "название", "правила"]
    assert "Шестерной матадор (для опытных)" in rows[1]
    assert "+10/матадор" in rows[1] and "\u22126/пас" in rows[1] and "долги" in rows[1]


def test_score_in_russian_and_polish(tmp_path: Path) -> None:
    # classic-finished.json: Matador (classic) to 30; Анна 20+10 = 30, Łucja 10+0 = 10.
    match = str(DATA / "classic-finished.json")
    ru = run(["--lang", "ru", "score", match], tmp_path)
    assert ru.returncode == 0, ru.stderr
    assert ru.stdout.splitlines()[0] == "Матадор (классический) · до 30 очков"
    assert "Итого    30     10" in ru.stdout
    assert "Победитель: Анна (партия завершена: чей-то счёт достиг цели)" in ru.stdout
    pl = run(["score", match], tmp_path, LANG="pl_PL.UTF-8")
    assert pl.stdout.splitlines()[0] == "Matador (klasyczny) · do 30 punktów"
    assert "Zwycięzca: Анна (partia zakończona: czyjś wynik osiągnął cel)" in pl.stdout


def test_the_choice_made_in_the_app_is_used_by_the_command_line(tmp_path: Path) -> None:
    folder = tmp_path / "scorekeeper"
    folder.mkdir()
    settings_file(folder, "pl")
    done = run(["presets"], tmp_path, LANG="ru_RU.UTF-8")
    assert done.stdout.split()[:3] == ["id", "nazwa", "zasady"]
    assert run(["--lang", "en", "presets"], tmp_path).stdout.split()[:3] == ["id", "name", "rules"]


def test_an_unknown_language_exits_2_with_one_line(tmp_path: Path) -> None:
    done = run(["--lang", "xx", "presets"], tmp_path)
    assert done.returncode == 2
    assert done.stdout == ""
    assert done.stderr == (
        "scorekeeper: --lang: unknown language 'xx' (choose one of: en, ru, pl)\n"
    )
    missing = run(["presets", "--lang"], tmp_path)
    assert missing.returncode == 2
    assert len(missing.stderr.splitlines()) == 1


def test_argparse_speaks_too(tmp_path: Path) -> None:
    done = run(["--lang", "ru", "score"], tmp_path)
    assert done.returncode == 2
    assert done.stderr == "scorekeeper: score: не хватает обязательных аргументов: файл\n"
