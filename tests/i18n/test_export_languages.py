"""The Markdown export of one fixed match in English, Russian and Polish (and the HTML page's
``lang``), through ``scorekeeper.export``'s public functions."""

from __future__ import annotations

import datetime
from pathlib import Path

import pytest

from scorekeeper.catalog import load_catalog
from scorekeeper.export import ExportInfo, to_html, to_markdown
from scorekeeper.i18n import activate
from scorekeeper.model import Adjust, Finish, Lead, Matador, Match, Move, OpenSix, Pass, RoundEnd


@pytest.fixture(scope="module")
def match() -> Match:
    """Six Matador (expert). Round 1: Анна leads (0), Łukasz lays a matador (+10), Zofia passes
    (-6), Анна moves (+1) leaving an open six (+5); Łukasz goes out. Then Zofia is docked 3 and
    the players finish. Totals: Анна 6, Łukasz 10, Zofia -6 - 3 = -9 (a debt of 9).
    Łukasz's differential: 10 - (6 + -9) = 13. Tiles laid: Анна 2 (and the open six),
    Łukasz 1, Zofia 0."""
    catalog = load_catalog(Path("/nonexistent-user-presets"))
    played = Match(("Анна", "Łukasz", "Zofia"), catalog.get("six-matador-expert"))
    for entry in (
        Lead("Анна"), Matador("Łukasz"), Pass("Zofia"), Move("Анна"), OpenSix("Анна"),
        RoundEnd(out="Łukasz"), Adjust("Zofia", -3, "late"), Finish(),
    ):  # fmt: skip
        played.record(entry)
    return played


INFO = ExportInfo(date=datetime.date(2026, 5, 1), match_id=7)
EXPECTED = {
    "en": [
        "# Match #7 of 2026-05-01 · Six Matador (expert)",
        "- **Players:** Анна, Łukasz, Zofia",
        "- **Preset:** Six Matador (expert), players decide the end",
        "- **Status:** finished by the players",
        "## Rounds",
        "| Round | Анна | Łukasz | Zofia | End |",
        "| 1 | +6 → 6 | +10 → 10 | −6 → −6 | Łukasz went out |",
        "## Final standings",
        "| Place | Player | Total | Tiles laid | Open sixes |",
        "| 3 | Zofia | **debt 9** | 0 | 0 |",
        "**Winner: Łukasz · differential 13**",
        "## Adjustments",
        "- Round 2, Zofia, −3: late",
    ],
    "ru": [
        "# Партия №7 от 01.05.2026 · Шестерной матадор (для опытных)",
        "- **Игроки:** Анна, Łukasz, Zofia",
        "- **Правила:** Шестерной матадор (для опытных), конец решают игроки",
        "- **Состояние:** завершена игроками",
        "## Раунды",
        "| Раунд | Анна | Łukasz | Zofia | Конец |",
        "| 1 | +6 → 6 | +10 → 10 | −6 → −6 | Łukasz: все кости выложены |",
        "## Итоговая таблица",
        "| Место | Игрок | Итого | Выложено | Откр. шестёрки |",
        "| 3 | Zofia | **долг 9** | 0 | 0 |",
        "**Победитель: Łukasz · разница 13**",
        "## Поправки",
        "- Раунд 2, Zofia, −3: late",
    ],
    "pl": [
        "# Partia nr 7 z 1.05.2026 · Matador do sześciu (dla zaawansowanych)",
        "- **Gracze:** Анна, Łukasz, Zofia",
        "- **Zasady:** Matador do sześciu (dla zaawansowanych), koniec ustalają gracze",
        "- **Stan:** zakończona przez graczy",
        "## Rundy",
        "| Runda | Анна | Łukasz | Zofia | Koniec |",
        "| 1 | +6 → 6 | +10 → 10 | −6 → −6 | Łukasz: wszystkie kamienie wyłożone |",
        "## Klasyfikacja końcowa",
        "| Miejsce | Gracz | Razem | Wyłożone | Otw. szóstki |",
        "| 3 | Zofia | **dług 9** | 0 | 0 |",
        "**Zwycięzca: Łukasz · różnica 13**",
        "## Korekty",
        "- Runda 2, Zofia, −3: late",
    ],
}


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_markdown_export_in_each_language(match: Match, language: str) -> None:
    activate(language)
    lines = to_markdown(match, INFO).splitlines()
    for expected in EXPECTED[language]:
        assert expected in lines
    positions = [lines.index(expected) for expected in EXPECTED[language]]
    assert positions == sorted(positions)  # in the order of the document


@pytest.mark.parametrize("language", ["en", "ru", "pl"])
def test_the_page_says_its_language(match: Match, language: str) -> None:
    activate(language)
    assert f'<html lang="{language}">' in to_html(match, INFO)
