"""The error that blames a game for a value it gave: :class:`GuestFault`.

A game's values are checked where qtcards' own code uses them (the table its spots, the
kit a step's result); Qt may be the caller, so the traceback can hold no frame of the
game's, and the error names the game's plugin itself. The window disables that plugin
as for any fault. (:mod:`qtcards.kit.guest_values` checks what the kit accepts.)
"""

from __future__ import annotations


class GuestFault(TypeError):
    """A plugin's value that the host's, the kit's or the table's own code cannot use.

    :ivar plugin: the plugin to blame (the window disables it as for any fault).
    """

    def __init__(self, plugin: str, error: BaseException) -> None:
        super().__init__(f"{type(error).__name__}: {error}")
        self.plugin = plugin

    @classmethod
    def of(cls, view: object, error: BaseException) -> GuestFault:
        """The fault of the game whose view gave the wrong value (a kit ``GameView``
        names its plugin through its context; any other declaration names none)."""
        context = getattr(view, "context", None)
        return cls(context.game.plugin if context is not None else "", error)
