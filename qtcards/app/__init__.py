"""The application: start-up (:mod:`.startup`), one app per data folder (:mod:`.instance`),
ending cleanly on a signal (:mod:`.interrupt`) and surviving a stray ``SystemExit`` (:mod:`.rescue`)."""
