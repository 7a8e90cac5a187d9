"""Heart to Heart, a Pyramid-family patience for qtcards.

:mod:`.engine` and :mod:`.deals` are the pure-Python rules (no Qt); :mod:`.plugin` is
the registration the host loads through the ``qtcards.games`` entry point, and
:mod:`.view` the table, imported only when the game is opened.
"""
