"""What the host adds to Qt, knowing no cards: the binding's workarounds and version check
(as Anki's ``aqt/qt``), Qt methods overridden safely, the fault that names a plugin, and
work put off until the first frame."""
