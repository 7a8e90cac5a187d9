"""The main window around the open game, its menus, info bar and dialogs."""
