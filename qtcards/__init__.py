"""qtcards: a desktop card table that hosts card games as plugins.

Game plugins import what they need from :mod:`qtcards.kit` and nothing else of qtcards
(docs/plugins.md). The host's parts are packages named for their jobs: ``app`` (start-up),
``window``, ``plugin_host``, ``files``, ``i18n``, ``qt`` and ``resources``; ``table`` is
the generic card table, which knows no game and no host.
"""

__version__ = "0.1.0"
