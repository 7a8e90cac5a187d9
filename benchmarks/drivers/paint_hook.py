"""The first-paint hook that start-up measurements put in front of the app."""

#: Puts ``_first_paint(table)`` (defined before it) after the first paint of the table: the
#: hook patches ``qtcards.table.view.Table.paintEvent`` when the app first imports that
#: module, so that a driver imports nothing of its own before the app does. Shared by
#: benchmarks/startup.py and the start-up probe of tests/host/test_performance_guards.py.
PAINT_HOOK = r"""
import sys
from importlib.machinery import PathFinder as _PathFinder

class _PaintHook:
    def find_spec(self, name, path=None, target=None):
        if name != "qtcards.table.view":
            return None
        sys.meta_path.remove(self)
        spec = _PathFinder.find_spec(name, path)
        run = spec.loader.exec_module

        def exec_module(module):
            run(module)
            paint = module.Table.paintEvent

            def paint_event(self, event):
                paint(self, event)
                _first_paint(self)

            module.Table.paintEvent = paint_event

        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, _PaintHook())
"""
