"""The application: start-up (:mod:`.startup`), one app per data folder (:mod:`.instance`,
its calls :mod:`.calls` carried by :mod:`.unix_socket` or :mod:`.local_socket`), ending cleanly
on a signal (:mod:`.interrupt`) and surviving a stray ``SystemExit`` (:mod:`.rescue`)."""
