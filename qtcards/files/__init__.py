"""The player's files: where they live, checked writes, saved games and statistics, the settings file."""
