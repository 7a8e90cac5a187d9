"""Hearts for qtcards: you against three CPU seats.

:mod:`.engine` (the rules) and :mod:`.cpu` (the CPU players) are pure Python, no Qt;
:mod:`.plugin` is the registration the host loads through the ``qtcards.games`` entry
point, and :mod:`.view` the table, imported only when the game is opened.
"""
