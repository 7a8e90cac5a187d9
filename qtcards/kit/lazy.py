"""Names of a kit namespace loaded on first use (PEP 562's module ``__getattr__``).

Registering a game imports ``qtcards.kit`` for ``hookimpl`` and ``Game``; the table, the
session and Qt load only when a view first asks for them (docs/performance.md: start-up).
"""

from __future__ import annotations

from importlib import import_module
from typing import Any, Callable


def lazy_names(namespace: dict[str, Any], homes: dict[str, tuple[str, ...]]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``namespace`` (the module's ``globals()``): each name of
    ``homes`` (home module -> names) is imported from its home when first asked for, a
    home given with no names (``"qtcards.kit.linguist": ()``) is itself the value of its
    last part, and the value is kept in ``namespace``."""
    names = {name: home for home, group in homes.items() for name in group}
    modules = {home.rpartition(".")[2]: home for home, group in homes.items() if not group}

    def load(name: str) -> Any:
        if name in names:
            home = import_module(names[name])
            value = getattr(home, name)
            short = home.__name__.rpartition(".")[2]
            if short in names and namespace.get(short) is home:
                # Importing qtcards.kit.rules_page bound the module to the package's
                # ``rules_page``, a kit name for the function it holds: forget the binding.
                del namespace[short]
        elif name in modules:
            value = import_module(modules[name])
        else:
            raise AttributeError(f"module {namespace['__name__']!r} has no attribute {name!r}")
        namespace[name] = value
        return value

    return load


def exported(homes: dict[str, tuple[str, ...]]) -> list[str]:
    """Every name ``homes`` gives, for ``__all__`` (a module given whole by its last part)."""
    return [name for home, group in homes.items() for name in (group or (home.rpartition(".")[2],))]
