"""Write the hook reference of docs/plugins.md from the hookspec docstrings (a development tool).

    python -m tools.plugin_guide           # rewrite the reference in the guide
    python -m tools.plugin_guide --check   # exit 1 if the guide's reference is stale

As pytest's documentation is generated from ``_pytest/hookspec.py``, the guide's hook
reference is written from ``qtcards/kit/hookspecs.py``: each hook's signature as a heading,
its docstring as the text (``:param x:`` and ``:return:`` as a list). The reference
stands between the two marker lines below; the rest of the guide is written by hand.
The test suite runs the check.
"""

from __future__ import annotations

import inspect
import re
import sys
from pathlib import Path

from qtcards.kit import hookspecs

ROOT = Path(__file__).resolve().parent.parent

GUIDE = ROOT / "docs" / "plugins.md"
BEGIN = "<!-- The hook reference: written by tools/plugin_guide.py from qtcards/kit/hookspecs.py. -->"
END = "<!-- End of the hook reference. -->"


def hookspecs_in_order() -> list:
    """The hookspec functions, in the order the module defines them."""
    marker = f"{hookspecs.PROJECT}_spec"
    found = [f for _, f in inspect.getmembers(hookspecs, inspect.isfunction) if hasattr(f, marker)]
    return sorted(found, key=lambda f: f.__code__.co_firstlineno)


def markdown(docstring: str) -> str:
    """A docstring as markdown: paragraphs kept, the ``:param x:``, ``:ivar x:`` and
    ``:return:`` fields as a list, double backquotes and Sphinx roles (class, meth...) as code."""
    text = inspect.cleandoc(docstring)
    text = re.sub(r":(?:class|func|data|mod|meth|attr|exc):`~([^`]+)`", lambda m: f"``{m[1].split('.')[-1]}``", text)
    text = re.sub(r":(?:class|func|data|mod|meth|attr|exc):`([^`]+)`", r"``\1``", text)
    text = text.replace("``", "`")
    lines = []
    for line in text.splitlines():
        field = re.match(r":(?:param|ivar) (\w+):\s*(.*)", line)
        returns = re.match(r":return:\s*(.*)", line)
        if field:
            lines.append(f"- `{field.group(1)}`: {field.group(2)}")
        elif returns:
            lines.append(f"- Returns: {returns.group(1)}")
        elif line.startswith("    ") and lines and lines[-1].startswith(("- ", "  ")):
            lines.append("  " + line.strip())
        else:
            lines.append(line)
    return "\n".join(lines)


def reference() -> str:
    """The whole reference, markers included."""
    parts = [BEGIN]
    for hook in hookspecs_in_order():
        signature = ", ".join(inspect.signature(hook).parameters)
        parts.append(f"### `{hook.__name__}({signature})`\n\n{markdown(hook.__doc__)}")
    parts.append(END)
    return "\n\n".join(parts)


def written(guide: str) -> str:
    """The reference as the guide holds it now (markers included)."""
    start, end = guide.index(BEGIN), guide.index(END) + len(END)
    return guide[start:end]


def main(argv: list[str]) -> int:
    """Rewrite the reference, or with ``--check`` say whether it is stale."""
    guide = GUIDE.read_text(encoding="utf-8")
    if "--check" in argv:
        stale = written(guide) != reference()
        if stale:
            print("docs/plugins.md: the hook reference is stale: run python -m tools.plugin_guide", file=sys.stderr)
        return 1 if stale else 0
    GUIDE.write_text(guide.replace(written(guide), reference()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
