"""Qt widgets and scenes: boards, panels, dialogs, the main window."""
