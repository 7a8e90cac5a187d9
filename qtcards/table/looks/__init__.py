"""How the cards and the felt look: the player's :class:`~.look.Look` (felt colour, card
back, four-colour suits, deck), the built-in deck's court figures and backs, SVG decks
drawn with QtSvg, and the on-disk cache of the faces they render."""
