"""The compiled translations (.qm) of the host and the built-in games."""
