"""Write docs/kit-reference.md, every name of the kit's namespaces, from the kit's docstrings.

    python -m tools.kit_reference           # rewrite the page
    python -m tools.kit_reference --check   # exit 1 when the page is stale or a name lacks a docstring

As pytest's API reference is made from its docstrings, the kit's reference is made from
the kit's: every name of the ``__all__`` of ``qtcards.kit``, ``qtcards.kit.view``,
``qtcards.kit.tools`` and ``qtcards.kit.testing``, grouped by the module that defines it
and saying which namespace to import it from, with its signature as written in the source and
its docstring; a class with its public methods, properties, signals and documented class
attributes (those of Qt's own classes left out). A constant or an attribute is documented
by a ``#:`` comment above it or a string below it. A test runs the check, so a name added
to the kit later is documented, and the page written again, in the same change.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Protocol

from tools.kit_source import (
    attribute_text,
    call,
    class_node,
    comment_doc,
    dataclass_fields,
    definition_node,
    function_signature,
    source_tree,
    statement_names,
    where,
)
from tools.plugin_guide import markdown

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "docs" / "kit-reference.md"
#: The kit's namespaces, and what each is for.
NAMESPACES = {
    "qtcards.kit": "what every game is made of, and all that a patience on piles needs",
    "qtcards.kit.view": "for a view that lays out its own table",
    "qtcards.kit.tools": "the tools around a game",
    "qtcards.kit.testing": "the pytest fixtures of a game's tests",
}

HEADER = """\
# The kit reference: every name of `qtcards.kit`

<!-- Written by tools/kit_reference.py from the kit's docstrings: do not edit by hand;
run `python -m tools.kit_reference` (a test fails when this page is stale). -->

Everything a game plugin imports from qtcards: `qtcards.kit`, what every game is made of
(and all a patience on piles needs); `qtcards.kit.view`, for a view that lays out its own
table; `qtcards.kit.tools`, the tools around a game; and the test fixtures of
`qtcards.kit.testing`. [The plugin guide](plugins.md) says how the names work together;
this page says what each one is, from its docstring. Names are grouped by the module that
defines them; each entry says which namespace to import it from.
"""


@dataclass
class Entry:
    """One documented name: a heading, its signature as code, its docstring, its members."""

    name: str
    signature: str
    doc: str
    note: str = ""
    members: list[Entry] = field(default_factory=list)
    namespace: str = ""  # where a plugin imports it from


def class_signature(cls: type, node: ast.ClassDef) -> str:
    """How a class is made: its ``__init__`` as written, or a dataclass's fields; a
    protocol (only ever given, never made) has its name alone."""
    if Protocol in cls.__mro__:
        return f"class {cls.__name__}"
    if "__dataclass_fields__" in vars(cls):
        inherited = [f for base in reversed(cls.__mro__) if base is not cls for f in class_fields(base)]
        fields: dict[str, str] = {}  # a field declared again keeps its place, as dataclasses do
        for text in inherited + dataclass_fields(node):
            fields[text.split(":")[0]] = text
        return call(cls.__name__, list(fields.values()))
    for base in cls.__mro__:
        init = vars(base).get("__init__")
        if init is not None and base.__module__.startswith("qtcards."):
            init_node = definition_node(base, "__init__")
            if isinstance(init_node, ast.FunctionDef):
                return function_signature(init_node, cls.__name__, method=True, made=True)
    return f"{cls.__name__}()"


def class_fields(cls: type) -> list[str]:
    """The dataclass fields a qtcards base class declares (none for other classes)."""
    if not cls.__module__.startswith("qtcards.") or "__dataclass_fields__" not in vars(cls):
        return []
    return dataclass_fields(class_node(cls))


# ----- what is documented -----------------------------------------------------------------------


def qt_base(cls: type) -> type | None:
    """The first class of ``cls``'s ancestry that is not qtcards' own (Qt's, say)."""
    return next((base for base in cls.__mro__[1:] if not base.__module__.startswith("qtcards.")), None)


def bases_note(cls: type, exported: set[str]) -> str:
    """ "Bases: ..." for a class whose bases are worth naming."""
    names = [
        f"`{base.__name__}`"
        for base in cls.__bases__
        if base is not object
        and base.__name__ not in ("Protocol", "Generic")
        and (base.__name__ in exported or not base.__module__.startswith("qtcards."))
    ]
    return f"Bases: {', '.join(names)}." if names else ""


def members(cls: type) -> list[Entry]:
    """A class's own public methods, properties, signals and documented class attributes,
    in the order its source gives them (what Qt's classes define left out)."""
    from PySide6.QtCore import Signal

    node = class_node(cls)
    _, lines = source_tree(sys.modules[cls.__module__])
    base = qt_base(cls)
    found = []
    for index, statement in enumerate(node.body):
        for name in statement_names(statement):
            declared = name in vars(cls) or isinstance(statement, ast.AnnAssign)  # (a protocol's attribute)
            if name.startswith("_") or (base is not None and hasattr(base, name)) or not declared:
                continue
            value = vars(cls).get(name)
            label = f"{cls.__name__}.{name}"
            if isinstance(statement, ast.FunctionDef):
                doc = inspect.getdoc(getattr(cls, name)) or ""
                if isinstance(value, property):
                    found.append(Entry(label, f"{name}: {ast.unparse(statement.returns or ast.Name('Any'))}", doc))
                else:
                    found.append(Entry(label, function_signature(statement, name, method=True), doc))
            elif isinstance(value, Signal):
                call_text = ast.unparse(statement.value) if isinstance(statement, ast.Assign) else "Signal()"
                found.append(Entry(label, f"{name} = {call_text}", comment_doc(node.body, index, lines), "Signal."))
            else:
                doc = comment_doc(node.body, index, lines)
                if doc:
                    found.append(Entry(label, attribute_text(statement, name), doc))
    return found


def entry(namespace: str, name: str, exported: set[str]) -> tuple[str, Entry]:
    """The home module of one exported name and its entry."""
    value = getattr(importlib.import_module(namespace), name)
    if isinstance(value, ModuleType):
        return value.__name__, module_entry(value, name)
    module, index, statement = where(namespace, name)
    tree, lines = source_tree(module)
    if isinstance(value, type) and isinstance(statement, ast.ClassDef):
        doc = inspect.getdoc(value) or ""
        return module.__name__, Entry(
            name, class_signature(value, statement), doc, bases_note(value, exported), members(value)
        )
    if isinstance(statement, ast.FunctionDef):
        fixture = any("fixture" in ast.unparse(d) for d in statement.decorator_list)
        if fixture:
            return module.__name__, Entry(name, f"{name}  # a pytest fixture", ast.get_docstring(statement) or "")
        return module.__name__, Entry(name, function_signature(statement, name, False), inspect.getdoc(value) or "")
    plain = isinstance(value, (bool, int, float, str))  # a constant: its value, not the expression
    text = f"{name} = {value!r}" if plain else attribute_text(statement, name)
    return module.__name__, Entry(name, text, comment_doc(tree.body, index, lines))


def module_entry(module: ModuleType, name: str) -> Entry:
    """A module exported as a name: its docstring, its public functions and documented constants."""
    tree, lines = source_tree(module)
    found = []
    for index, statement in enumerate(tree.body):
        for member in statement_names(statement):
            if member.startswith("_"):
                continue
            label = f"{name}.{member}"
            if isinstance(statement, ast.FunctionDef):
                doc = inspect.getdoc(getattr(module, member)) or ""
                found.append(Entry(label, function_signature(statement, member, False), doc))
            elif not isinstance(statement, ast.ClassDef) and (doc := comment_doc(tree.body, index, lines)):
                found.append(Entry(label, attribute_text(statement, member), doc))
    return Entry(name, f"import qtcards.kit.{name}", inspect.getdoc(module) or "", "A module.", found)


def sections() -> list[tuple[str, list[Entry]]]:
    """Every exported name's entry, grouped by home module in the order of first export."""
    groups: dict[str, list[Entry]] = {}
    for namespace in NAMESPACES:
        names = list(importlib.import_module(namespace).__all__)
        for name in names:
            home, found = entry(namespace, name, set(names))
            found.namespace = namespace
            if "pytest fixture" not in found.signature:
                found.note = " ".join(filter(None, [f"`from {namespace} import {name}`.", found.note]))
            groups.setdefault(home, []).append(found)
    return list(groups.items())


def undocumented() -> list[str]:
    """The exported names (and their public members) that have no documentation."""
    missing = []
    for _, entries in sections():
        for item in entries:
            missing += [e.name for e in (item, *item.members) if not e.doc.strip()]
    return missing


# ----- the page ---------------------------------------------------------------------------------


def anchor(title: str) -> str:
    """The anchor GitHub gives a heading (lower case, punctuation dropped, spaces as dashes)."""
    kept = "".join(c for c in title.lower() if c.isalnum() or c in " -_")
    return kept.replace(" ", "-")


def block(item: Entry, level: int) -> str:
    """An entry as markdown: heading, signature, note, docstring."""
    parts = [f"{'#' * level} `{item.name}`", f"```python\n{item.signature}\n```"]
    if item.note:
        parts.append(item.note)
    if item.doc:
        parts.append(markdown(item.doc))
    return "\n\n".join(parts)


def page() -> str:
    """The whole reference page."""
    groups = sections()
    index = ["## Contents"]
    for namespace, purpose in NAMESPACES.items():
        index += ["", f"`{namespace}`: {purpose}.", ""]
        for module, entries in groups:
            here = [e for e in entries if e.namespace == namespace]
            if here:
                names = ", ".join(f"[`{e.name}`](#{anchor(e.name)})" for e in here)
                index.append(f"- [`{module}`](#{anchor(module)}): {names}")
    parts = [HEADER.rstrip(), "\n".join(index)]
    for module, entries in groups:
        summary = (inspect.getdoc(sys.modules[module]) or "").split("\n\n")[0]
        parts.append(f"## `{module}`\n\n{markdown(summary)}")
        for item in entries:
            parts.append(block(item, 3))
            parts.extend(block(member, 4) for member in item.members)
    return "\n\n".join(parts) + "\n"


def main(argv: list[str]) -> int:
    """Write the page, or with ``--check`` say whether it is stale or a name lacks a docstring."""
    missing = undocumented()
    for name in missing:
        print(f"qtcards.kit: {name} has no docstring", file=sys.stderr)
    if "--check" in argv:
        stale = not PAGE.exists() or PAGE.read_text(encoding="utf-8") != page()
        if stale:
            print("docs/kit-reference.md is stale: run python -m tools.kit_reference", file=sys.stderr)
        return 1 if stale or missing else 0
    PAGE.write_text(page(), encoding="utf-8")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
