"""A plugin's translation catalogues by the kit's convention: one command updates them,
one call checks them (development use; the running app only loads the ``.qm`` files).

The convention, Golf's: the package ``qtcards_golf/`` sits in its distribution's folder
beside ``translations/``, which holds ``golf_ko.ts``, ``golf_ru.ts`` and ``golf_en.ts``
(the English plural forms); the compiled ``golf_LANG.qm`` go into ``qtcards_golf/i18n/``,
where ``Game(translations=...)`` points and the wheel ships them. The prefix is the
package's name without ``qtcards_``.

    python -m qtcards.kit.catalogues path/to/qtcards_golf   # update, compile, list what is left

A plugin's test is one line: ``assert Catalogues.of(qtcards_golf).problems() == []``.
"""

from __future__ import annotations

import ast
import sys
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType

from qtcards.kit import linguist

#: The catalogues every plugin keeps: Korean, Russian, and the English plural forms.
LANGUAGES = ("ko", "ru", "en")
#: What a translation call is called; an alias of one hides its strings from lupdate.
TRANSLATE_NAMES = ("tr", "translate", "QT_TRANSLATE_NOOP", "QT_TR_NOOP")


@dataclass(frozen=True)
class Catalogues:
    """The ``.ts`` and ``.qm`` files of one plugin package, where the convention puts them."""

    package: Path
    prefix: str

    @classmethod
    def of(cls, package: Path | str | ModuleType, prefix: str | None = None) -> Catalogues:
        """The catalogues of ``package``: its folder, or the imported package itself."""
        if isinstance(package, ModuleType):
            if package.__file__ is None:
                raise ValueError(f"{package.__name__} is not a package with a folder")
            package = Path(package.__file__).parent
        folder = Path(package).resolve()
        return cls(folder, prefix or folder.name.removeprefix("qtcards_"))

    @property
    def sources(self) -> list[Path]:
        """The folders lupdate reads: the package."""
        return [self.package]

    @property
    def ts(self) -> dict[str, Path]:
        """Language -> its ``.ts`` source, in ``translations/`` beside the package."""
        folder = self.package.parent / "translations"
        return {language: folder / f"{self.prefix}_{language}.ts" for language in LANGUAGES}

    @property
    def qm_folder(self) -> Path:
        """Where the compiled catalogues go: ``i18n/`` inside the package."""
        return self.package / "i18n"

    def qm(self, language: str) -> Path:
        """The compiled catalogue of ``language``."""
        return self.qm_folder / f"{self.prefix}_{language}.qm"

    def update(self) -> int:
        """Update and compile every catalogue, and list on stderr what is left to do;
        1 while a message is untranslated or a call hides its text from lupdate."""
        status = linguist.update_and_report(self.sources, self.ts, self.qm_folder, self.prefix)
        hidden = hidden_calls(self.sources)
        for place in hidden:
            print(place, file=sys.stderr)
        return 1 if status or hidden else 0

    def problems(self) -> list[str]:
        """What is wrong with the catalogues, each in a sentence (none: all is well):
        :func:`qtcards.kit.linguist.catalogue_problems`, and every :func:`hidden_calls`."""
        return linguist.catalogue_problems(self.sources, self.ts, self.qm_folder, self.prefix) + hidden_calls(
            self.sources
        )

    def translated(self, language: str, context: str, text: str, n: int = -1) -> str:
        """A message as the compiled catalogue of ``language`` shows it (``%n`` written in)."""
        return linguist.translated(self.qm(language), context, text, n)


def hidden_calls(sources: list[Path]) -> list[str]:
    """Each alias of a translation call in the sources, as "file:line: ..." with what to
    write instead: lupdate finds ``self.tr(...)`` and ``QCoreApplication.translate(...)``
    by name, so ``tr = QCoreApplication.translate`` or ``_ = self.tr`` silently leaves
    every string called through the alias out of the catalogues."""
    found = []
    for source in sources:
        for path in sorted(source.rglob("*.py")) if source.is_dir() else [source]:
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                alias = _aliased(node)
                if alias:
                    found.append(
                        f"{path}:{getattr(node, 'lineno', 0)}: {alias} hides its strings from lupdate: "
                        "call self.tr(...) or QCoreApplication.translate(context, ...) by that name"
                    )
    return found


def _aliased(node: ast.AST) -> str | None:
    """The name of a translation call that ``node`` binds to another name, else None."""
    if isinstance(node, ast.Assign):
        value = node.value
        names = [target.id for target in node.targets if isinstance(target, ast.Name)]
    elif isinstance(node, ast.AnnAssign) and node.value is not None and isinstance(node.target, ast.Name):
        value, names = node.value, [node.target.id]
    else:
        return None
    if isinstance(value, ast.Call) and getattr(value.func, "id", getattr(value.func, "attr", "")) == "partial":
        value = value.args[0] if value.args else value
    called = value.attr if isinstance(value, ast.Attribute) else getattr(value, "id", None)
    if called in TRANSLATE_NAMES and any(name != called for name in names):
        return f"{names[0]} = {ast.unparse(value)}"
    return None


def main(argv: list[str] | None = None) -> int:
    """``python -m qtcards.kit.catalogues PACKAGE_FOLDER [PREFIX]``: update and compile."""
    args = sys.argv[1:] if argv is None else argv
    if not 1 <= len(args) <= 2 or not Path(args[0]).is_dir():
        print("usage: python -m qtcards.kit.catalogues PACKAGE_FOLDER [PREFIX]", file=sys.stderr)
        return 2
    return Catalogues.of(Path(args[0]), args[1] if len(args) > 1 else None).update()


if __name__ == "__main__":
    sys.exit(main())
