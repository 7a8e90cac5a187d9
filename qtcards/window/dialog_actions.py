"""The main window's dialogs: Settings (and what they set now), Statistics, Rules, About."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QDockWidget

from qtcards import __version__
from qtcards.files.settings import open_settings, store
from qtcards.i18n import languages as translation
from qtcards.kit.solver_options import view_rules
from qtcards.plugin_host import boundary
from qtcards.table.view import ANIMATION_SPEEDS, Table

if TYPE_CHECKING:
    from qtcards.window.game_host import GameHost
    from qtcards.window.rules_pane import RulesPane

#: Where the code, the issues and the releases are.
PROJECT_URL = "https://github.com/qtcards/qtcards"


class WindowDialogs:
    """The dialogs of a :class:`~qtcards.window.game_host.GameHost`."""

    def __init__(self, window: GameHost) -> None:
        self.window = window

    def show_settings(self) -> None:
        """Open the Settings dialog."""
        from qtcards.window.dialogs import SettingsDialog  # the dialogs are imported when first opened

        games = [(game, self.window.option_values[gid]) for gid, game in sorted(self.window.registry.games.items())]
        speed = str(open_settings().value("app/animation", "normal"))
        current = self.window.game.id if self.window.game is not None else None
        dialog = SettingsDialog(
            self.window.language, self.set_language, games, self.window, speed, self.set_animation, current
        )
        dialog.exec()

    def set_animation(self, speed: str) -> None:
        """Store the animation speed and apply it to every table now (and to new ones)."""
        store("app/animation", speed)
        self.apply_animation(speed)

    def apply_animation(self, speed: object) -> None:
        """Set every table's animation speed (an unknown value: normal)."""
        known = speed if isinstance(speed, str) and speed in ANIMATION_SPEEDS else "normal"  # (a list is not hashable)
        Table.animation_default = ANIMATION_SPEEDS[known]
        for table in self.window.findChildren(Table):
            table.animation_ms = Table.animation_default

    def set_language(self, choice: str) -> None:
        """Store the Language option and switch every translator now."""
        store("app/language", choice)
        self.window.language = choice
        prefixes = [g.translations for g in self.window.registry.games.values() if g.translations]
        translation.install(choice, prefixes)

    def show_statistics(self) -> None:
        """Open the current game's statistics."""
        if self.window.view is None or self.window.game is None:
            return
        from qtcards.window.dialogs import StatisticsDialog

        view = self.window.view
        if self.window.statistics() is None:
            return
        StatisticsDialog(
            self.window.game.translate(self.window.game.title),
            lambda: self.window.call_on(view, lambda v: boundary.statistics(v.statistics())),
            lambda: self.window.call_on(view, lambda v: v.reset_statistics()),
            self.window,
        ).exec()

    def show_rules(self) -> None:
        """Open the current game's rules page beside the table (which stays in view, and in
        play), the keyboard in the page; Escape, or F1 again, closes it and gives the table
        the keyboard."""
        if self.window.view is None or self.window.game is None:
            return
        from qtcards.window.rules_pane import RulesPane  # made when first opened

        pane = self.window.findChild(RulesPane, "rules")
        if pane is not None and pane.isVisible():
            pane.close()
            return
        if pane is None:
            pane = RulesPane(self.window)
            self.window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, pane)
            pane.visibilityChanged.connect(self._rules_shown)
        if self._fill_rules(pane):
            pane.show()
            pane.raise_()
            pane.fit()
            pane.browser.setFocus()

    def _fill_rules(self, pane: RulesPane) -> bool:
        """Put the current game's rules page in ``pane``; False (the pane closed) without a
        game, or when its view failed to give one."""
        html = self.window.call(lambda v: boundary.rules_html(view_rules(v))) if self.window.view is not None else None
        if html is None or self.window.game is None:
            pane.close()
            return False
        pane.set_page(self.window.game.translate(self.window.game.title), html)
        return True

    def refresh_rules(self) -> None:
        """Another game, or another language: an open rules page follows."""
        pane = self.window.findChild(QDockWidget, "rules")  # (the page's module is not imported before it opens)
        if pane is not None and pane.isVisible():
            from qtcards.window.rules_pane import RulesPane  # (imported already: the pane is open)

            if isinstance(pane, RulesPane):
                self._fill_rules(pane)

    def _rules_shown(self, visible: bool) -> None:
        if not visible and self.window.view is not None and not self.window.isMinimized():
            self.window.view.setFocus()  # the page closed: the keyboard back to the table

    def show_about(self) -> None:
        """The About box: version, what it is, licence, credits and where the code lives."""
        from html import escape

        from PySide6.QtWidgets import QMessageBox

        paragraphs = (
            escape(
                QCoreApplication.translate(
                    "MainWindow",
                    "A card table for card games written as plugins: Heart to Heart and Hearts are built in, "
                    "and anyone can add a game.",
                )
            ),
            escape(
                QCoreApplication.translate(
                    "MainWindow", "Free software under the MIT licence. Copyright the qtcards developers."
                )
            ),
            escape(
                QCoreApplication.translate(
                    "MainWindow",
                    "Made with Qt for Python (PySide6), pluggy and platformdirs. The rules follow the Korean "
                    "and Russian rules pages the games were made from.",
                )
            ),
            f'<a href="{PROJECT_URL}">{escape(PROJECT_URL)}</a>',
        )
        QMessageBox.about(
            self.window,
            QCoreApplication.translate("MainWindow", "About qtcards"),
            f"<h3>qtcards {escape(__version__)}</h3>" + "".join(f"<p>{p}</p>" for p in paragraphs),
        )
