"""The city game screens: board, tray, panels, prompts, set-up and end."""
