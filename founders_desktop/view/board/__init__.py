"""The board toolkit shared by the sandbox and the city game: scene items for the pieces (tiles,
roads, houses, bridges, prestige buildings, claim and delivery tokens), the tray, and the drag that
asks the board interface (``app/board_port.py``) where a piece may go."""
