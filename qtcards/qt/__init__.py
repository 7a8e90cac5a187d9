"""Workarounds for the Qt binding, in one place (as Anki's ``aqt/qt``)."""
