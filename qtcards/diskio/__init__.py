"""Reading and writing any file safely, below every format: bounded reads and checked
writes (the player's files in :mod:`qtcards.files`, the table's cache of card faces)."""
