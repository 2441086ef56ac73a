"""No module of scorekeeper imports itself back, however indirectly, and neither does any of
its parts (``tui``, ``store``, ``i18n``, ...) taken as a whole. Imports made only for type
checking count too: a design that needs them to break a cycle still has the cycle.

The graph is grimp's (the library import-linter checks the contracts with), read from the
source without importing it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path

import grimp
import pytest

Graph = Mapping[str, set[str]]


def module_imports(package: str) -> dict[str, set[str]]:
    """Each module of ``package`` and the modules of ``package`` it imports."""
    graph = grimp.build_graph(package, cache_dir=None)
    return {
        module: set(graph.find_modules_directly_imported_by(module)) for module in graph.modules
    }


def part_imports(package: str, modules: Graph) -> dict[str, set[str]]:
    """The same graph between the parts right under ``package`` (``pkg.tui.app`` is ``pkg.tui``)."""

    def part(module: str) -> str:
        return ".".join(module.split(".")[:2])

    parts: dict[str, set[str]] = {part(module): set() for module in modules}
    for module, imported in modules.items():
        parts[part(module)] |= {part(other) for other in imported} - {part(module)}
    return parts


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of more than one node (Tarjan's algorithm): each is a set
    of nodes that all reach each other, i.e. at least one import cycle."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            group = [stack.pop()]
            while group[-1] != node:
                group.append(stack.pop())
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_module_of_scorekeeper_is_in_an_import_cycle() -> None:
    assert cycles(module_imports("scorekeeper")) == []


def test_no_part_of_scorekeeper_is_in_an_import_cycle() -> None:
    modules = module_imports("scorekeeper")
    parts = part_imports("scorekeeper", modules)
    assert {"scorekeeper.model", "scorekeeper.i18n", "scorekeeper.tui"} <= set(parts)
    assert cycles(parts) == []


def _write(root: Path, files: Iterable[tuple[str, str]]) -> None:
    for name, text in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


def test_the_check_finds_cycles_where_there_are_some(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # a <-> b only for type checking; c alone; part x -> part y -> part x through other modules
    type_checking = "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import cyc.a\n"
    _write(
        tmp_path,
        [
            ("cyc/__init__.py", ""),
            ("cyc/a.py", "import cyc.b\n"),
            ("cyc/b.py", type_checking),
            ("cyc/c.py", "import cyc.a\n"),
            ("cyc/x/__init__.py", ""),
            ("cyc/x/one.py", "from cyc.y import two\n"),
            ("cyc/y/__init__.py", ""),
            ("cyc/y/two.py", "def later() -> None:\n    from cyc.x import three\n"),
            ("cyc/x/three.py", ""),
        ],
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    modules = module_imports("cyc")
    assert cycles(modules) == [["cyc.a", "cyc.b"]]  # x.one -> y.two -> x.three is no cycle
    assert cycles(part_imports("cyc", modules)) == [["cyc.a", "cyc.b"], ["cyc.x", "cyc.y"]]
