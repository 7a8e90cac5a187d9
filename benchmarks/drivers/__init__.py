"""The drivers of the reliability and start-up scripts: seeded players, the crash-safety
run and its child, the input storm, the long play, the engine fuzzing and the first-paint
probe. The benchmarks run them (``python -m benchmarks.NAME``); the tests import them from
here too (tests may import benchmarks; benchmarks never import tests)."""
