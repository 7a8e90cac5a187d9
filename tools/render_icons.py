"""Render the application icon's PNG sizes from its SVG (a development tool).

    QT_QPA_PLATFORM=offscreen python -m tools.render_icons

The window icon is loaded from these PNGs, not from the SVG: reading an SVG loads QtSvg
and its icon engine at start-up, some 0.8 MB of peak memory (docs/performance.md). Run
this after changing ``qtcards/resources/io.github.qtcards.svg``; a test checks that the
PNGs match it.
"""

from __future__ import annotations

from pathlib import Path

from qtcards import resources

ROOT = Path(__file__).resolve().parent.parent


def render(size: int):
    """The SVG icon painted at ``size`` x ``size`` pixels, as a QImage."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(resources.icon_path())).render(painter)
    painter.end()
    return image


def main() -> None:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 - QPainter needs it
    for size, path in resources.icon_png_paths().items():
        path.parent.mkdir(exist_ok=True)
        if not render(size).save(str(path)):
            raise SystemExit(f"could not write {path}")
        print(f"wrote {path.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
