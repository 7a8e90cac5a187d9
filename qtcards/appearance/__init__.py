"""The player's look of every game's table: the decks found on this machine
(:mod:`.decks`), the look kept in the settings and applied to every table (:mod:`.stored`),
the Settings dialog's Appearance section (:mod:`.page`) and the command line's
``--list-decks`` and ``--deck`` (:mod:`.cli`)."""
