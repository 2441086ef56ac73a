"""Find every translatable message in the source with the standard library's ``ast``.

A message is the string literal given to ``_("...")``, ``N_("...")``, ``ngettext("...", "...",
n)``, ``pgettext("context", "...")`` or ``npgettext("context", "...", "...", n)``; built-in
presets add their ``name`` and ``description`` (shown through ``scorekeeper.i18n.preset_text``).
Calls that cannot be extracted, and habits that make a sentence untranslatable, are reported as
findings with file and line.
"""

from __future__ import annotations

import ast
import re
import string
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# marker name -> how many literal arguments
MARKERS = {"_": 1, "N_": 1, "NP_": 2, "ngettext": 2, "pgettext": 2, "npgettext": 3}
CONTEXTUAL = {"NP_", "pgettext", "npgettext"}  # their first literal is the context (msgctxt)
TRANSLATING = {"_", "ngettext", "pgettext", "npgettext"}  # N_ only marks
PRESET_FIELDS = ("name", "description")


@dataclass
class Message:
    msgid: str
    msgid_plural: str | None
    references: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    context: str | None = None

    @property
    def key(self) -> tuple[str | None, str, str | None]:
        return (self.context, self.msgid, self.msgid_plural)


@dataclass(frozen=True)
class Finding:
    where: str  # path:line
    kind: str  # "non-literal", "f-string", "import-time", "glued", "format-names"
    text: str

    def __str__(self) -> str:
        return f"{self.where}: {self.kind}: {self.text}"


@dataclass
class Extraction:
    messages: dict[tuple[str | None, str, str | None], Message] = field(default_factory=dict)
    findings: list[Finding] = field(default_factory=list)

    def add(
        self,
        msgid: str,
        plural: str | None,
        where: str,
        note: str | None = None,
        context: str | None = None,
    ) -> None:
        message = self.messages.setdefault(
            (context, msgid, plural), Message(msgid, plural, context=context)
        )
        if where not in message.references:
            message.references.append(where)
        if note and note not in message.notes:
            message.notes.append(note)


def placeholders(text: str) -> list[str]:
    """The ``{...}`` fields of a ``str.format`` text, sorted (``{{`` is a literal brace)."""
    try:
        parsed = list(string.Formatter().parse(text))
    except ValueError:
        return sorted(text.replace("{{", "").replace("}}", "").split("{")[1:])
    fields = []
    for _literal, name, spec, conversion in parsed:
        if name is not None:
            fields.append(
                "{"
                + name
                + (f"!{conversion}" if conversion else "")
                + (":" + spec if spec else "")
                + "}"
            )
    return sorted(fields)


_PERCENT = re.compile(r"%(?:\([^)]*\))?[-#0 +]*\d*(?:\.\d+)?[sdrifxXeEgGc%]")


def percent_fields(text: str) -> list[str]:
    """The ``%s`` / ``%(name)s`` fields of a ``%``-format text (argparse's words), sorted."""
    return sorted(field for field in _PERCENT.findall(text) if field != "%%")


def _field_name(placeholder: str) -> str:
    """``{points:+d}`` -> ``points``; ``{player.name}`` -> ``player``."""
    return re.split(r"[!:.\[]", placeholder.strip("{}"), maxsplit=1)[0]


def _marker(node: ast.AST) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in MARKERS:
        return node.func.id
    return None


class _Visitor(ast.NodeVisitor):
    def __init__(self, result: Extraction, path: str) -> None:
        self.result, self.path, self.depth = result, path, 0

    def where(self, node: ast.AST) -> str:
        return f"{self.path}:{getattr(node, 'lineno', 0)}"

    def finding(self, node: ast.AST, kind: str, text: str) -> None:
        self.result.findings.append(Finding(self.where(node), kind, text))

    def _function(self, node: ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda) -> None:
        # Decorators and default values run when the module is imported; the body runs later.
        for outer in [*getattr(node, "decorator_list", []), *node.args.defaults]:
            self.visit(outer)
        self.depth += 1
        for inner in node.body if isinstance(node.body, list) else [node.body]:
            self.visit(inner)
        self.depth -= 1

    visit_FunctionDef = visit_AsyncFunctionDef = visit_Lambda = _function

    def visit_Call(self, node: ast.Call) -> None:
        marker = _marker(node)
        if marker is not None:
            self._marked(node, marker)
        elif isinstance(node.func, ast.Attribute) and node.func.attr == "format":
            self._check_format(node)
        self.generic_visit(node)

    def _marked(self, node: ast.Call, marker: str) -> None:
        wanted = MARKERS[marker]
        arguments = node.args[:wanted]
        # a constant that is not a string (a number, None) counts as missing
        literals = [
            a.value for a in arguments if isinstance(a, ast.Constant) and isinstance(a.value, str)
        ]
        if len(literals) < wanted:
            kind = (
                "f-string"
                if any(isinstance(a, ast.JoinedStr) for a in arguments)
                else "non-literal"
            )
            shown = ", ".join(ast.unparse(a) for a in arguments)
            self.finding(node, kind, f"{marker}({shown})")
            return
        context = literals.pop(0) if marker in CONTEXTUAL else None
        plural = literals[1] if len(literals) > 1 else None
        self.result.add(literals[0], plural, self.where(node), context=context)
        if marker in TRANSLATING and self.depth == 0:
            self.finding(node, "import-time", f"{marker}({literals[0]!r}) runs once, at import")

    def _check_format(self, node: ast.Call) -> None:
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        if not isinstance(receiver, ast.Call) or _marker(receiver) not in TRANSLATING:
            return
        if node.args or any(keyword.arg is None for keyword in node.keywords):
            return  # positional or **mapping arguments: nothing to compare by name
        at = 1 if _marker(receiver) in CONTEXTUAL else 0  # pgettext's text follows its context
        first = receiver.args[at] if len(receiver.args) > at else None
        if not (isinstance(first, ast.Constant) and isinstance(first.value, str)):
            return
        used = {_field_name(p) for p in placeholders(first.value)}
        given = {keyword.arg for keyword in node.keywords}
        if used - given:
            self.finding(
                node, "format-names", f"{first.value!r} is formatted without {sorted(used - given)}"
            )

    def visit_BinOp(self, node: ast.BinOp) -> None:
        if isinstance(node.op, ast.Add) and (
            _marker(node.left) in TRANSLATING or _marker(node.right) in TRANSLATING
        ):
            self.finding(node, "glued", f"translated text joined with +: {ast.unparse(node)[:70]}")
        self.generic_visit(node)

    def visit_JoinedStr(self, node: ast.JoinedStr) -> None:
        for value in node.values:
            if isinstance(value, ast.FormattedValue) and _marker(value.value) in TRANSLATING:
                self.finding(
                    node, "glued", f"translated text inside an f-string: {ast.unparse(node)[:70]}"
                )
        self.generic_visit(node)


def extract_python(result: Extraction, path: Path, relative: str) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=relative)
    _Visitor(result, relative).visit(tree)


def extract_presets(result: Extraction, folder: Path, relative: str) -> None:
    for path in sorted(folder.glob("*.toml")):
        data = tomllib.loads(path.read_text(encoding="utf-8"))
        for name in PRESET_FIELDS:
            text = data.get(name)
            if isinstance(text, str) and text:
                result.add(
                    text, None, f"{relative}/{path.name}", f"the {name} of a built-in preset"
                )


def python_files(source: Path) -> Iterator[Path]:
    yield from sorted(path for path in source.rglob("*.py") if "__pycache__" not in path.parts)


def extract(root: Path, source: Path, presets: Path) -> Extraction:
    """Every message under ``source`` (a package folder) and ``presets``, in order of appearance."""
    result = Extraction()
    for path in python_files(source):
        extract_python(result, path, path.relative_to(root).as_posix())
    if presets.is_dir():
        extract_presets(result, presets, presets.relative_to(root).as_posix())
    return result
