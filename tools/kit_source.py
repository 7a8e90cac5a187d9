"""Reading the kit's source: where a name is defined, and how the source writes it.

The kit reference (:mod:`tools.kit_reference`) shows each signature as the source writes
it (annotations and defaults as typed, not as Python evaluates them), and the ``#:``
comments that document constants, attributes and signals, which Python keeps nowhere.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
from functools import lru_cache
from types import ModuleType

#: Past this many characters a signature is written one parameter a line.
WIDE = 96


def source_tree(module: ModuleType) -> tuple[ast.Module, list[str]]:
    """A module's syntax tree and its lines."""
    return _parsed(module.__name__)


@lru_cache(maxsize=None)
def _parsed(name: str) -> tuple[ast.Module, list[str]]:
    text = inspect.getsource(sys.modules[name])
    return ast.parse(text), text.splitlines()


def where(namespace: str, name: str) -> tuple[ModuleType, int, ast.stmt]:
    """The module whose source defines ``namespace.name`` (imports followed, those
    written for type checkers too), and the defining statement with its index."""
    module = importlib.import_module(namespace)
    tree, _ = source_tree(module)
    found = find(tree.body, name)
    if found is not None:
        return module, found[0], found[1]
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                if (alias.asname or alias.name) == name:
                    return where(node.module, alias.name)
    raise LookupError(f"{namespace}.{name}: no definition found in the source")


def defines(node: ast.stmt, name: str) -> bool:
    """Whether a statement defines ``name`` (a def, a class, or an assignment)."""
    if isinstance(node, (ast.FunctionDef, ast.ClassDef)):
        return node.name == name
    targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AnnAssign) else []
    found = [t for target in targets for t in (target.elts if isinstance(target, ast.Tuple) else [target])]
    return any(isinstance(t, ast.Name) and t.id == name for t in found)


def find(body: list[ast.stmt], name: str) -> tuple[int, ast.stmt] | None:
    """The statement of ``body`` that defines ``name``, with its index."""
    return next(((i, node) for i, node in enumerate(body) if defines(node, name)), None)


def comment_doc(body: list[ast.stmt], index: int, lines: list[str]) -> str:
    """An assignment's documentation: the ``#:`` lines just above it, or a string just below."""
    node = body[index]
    above: list[str] = []
    line = node.lineno - 2
    while line >= 0 and lines[line].strip().startswith("#:"):
        above.insert(0, lines[line].strip()[2:].strip())
        line -= 1
    if above:
        return "\n".join(above)
    after = body[index + 1] if index + 1 < len(body) else None
    if isinstance(after, ast.Expr) and isinstance(after.value, ast.Constant) and isinstance(after.value.value, str):
        return inspect.cleandoc(after.value.value)
    return ""


def statement_names(statement: ast.stmt) -> list[str]:
    """The names a class-body statement defines."""
    if isinstance(statement, (ast.FunctionDef, ast.ClassDef)):
        return [statement.name]
    if isinstance(statement, ast.Assign):
        return [t.id for t in statement.targets if isinstance(t, ast.Name)]
    if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
        return [statement.target.id]
    return []


def class_node(cls: type) -> ast.ClassDef:
    """A class's definition in its module's source."""
    tree, _ = source_tree(sys.modules[cls.__module__])
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == cls.__name__:
            return node
    raise LookupError(f"{cls.__qualname__}: no class definition in {cls.__module__}")


def definition_node(cls: type, name: str) -> ast.stmt | None:
    """The statement of a class body that defines ``name``."""
    found = find(class_node(cls).body, name)
    return found[1] if found is not None else None


def parameters(args: ast.arguments, drop_first: bool) -> list[str]:
    """The parameters of a def as written (``self`` or ``cls`` left out of a method's)."""
    positional = [*args.posonlyargs, *args.args]
    defaults: list[ast.expr | None] = [None] * (len(positional) - len(args.defaults)) + list(args.defaults)
    out: list[str] = []

    def one(arg: ast.arg, default: ast.expr | None) -> str:
        text = arg.arg
        if arg.annotation is not None:
            text += f": {ast.unparse(arg.annotation)}"
        if default is not None:
            text += f" = {ast.unparse(default)}" if arg.annotation is not None else f"={ast.unparse(default)}"
        return text

    for index, (arg, default) in enumerate(zip(positional, defaults)):
        out.append(one(arg, default))
        if args.posonlyargs and index == len(args.posonlyargs) - 1:
            out.append("/")
    if args.vararg is not None:
        out.append("*" + one(args.vararg, None))
    elif args.kwonlyargs:
        out.append("*")
    out.extend(one(arg, default) for arg, default in zip(args.kwonlyargs, args.kw_defaults))
    if args.kwarg is not None:
        out.append("**" + one(args.kwarg, None))
    return out[1:] if drop_first and positional else out


def call(name: str, params: list[str], returns: str = "") -> str:
    """``name(params) -> returns``, one parameter a line when it would be too wide."""
    tail = f" -> {returns}" if returns else ""
    line = f"{name}({', '.join(params)}){tail}"
    if len(line) <= WIDE or not params:
        return line
    return f"{name}(\n" + "".join(f"    {param},\n" for param in params) + f"){tail}"


def function_signature(node: ast.FunctionDef, name: str, method: bool, made: bool = False) -> str:
    """A def's signature as its source writes it (``made``: an ``__init__``, shown as the
    class's call, without its ``-> None``)."""
    returns = ast.unparse(node.returns) if node.returns is not None and not made else ""
    return call(name, parameters(node.args, method), returns)


def dataclass_fields(node: ast.ClassDef) -> list[str]:
    """A dataclass's fields as its body writes them (``name: type = default``)."""
    fields = []
    for statement in node.body:
        if isinstance(statement, ast.AnnAssign) and isinstance(statement.target, ast.Name):
            if "ClassVar" in ast.unparse(statement.annotation):
                continue
            text = f"{statement.target.id}: {ast.unparse(statement.annotation)}"
            fields.append(text + (f" = {ast.unparse(statement.value)}" if statement.value is not None else ""))
    return fields


def attribute_text(statement: ast.stmt, name: str) -> str:
    """``name: type = value`` of an attribute or a constant as written."""
    if isinstance(statement, ast.AnnAssign):
        value = f" = {ast.unparse(statement.value)}" if statement.value is not None else ""
        return f"{name}: {ast.unparse(statement.annotation)}{value}"
    if isinstance(statement, ast.Assign):
        return f"{name} = {ast.unparse(statement.value)}"
    return name
