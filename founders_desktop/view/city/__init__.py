"""Scene items for the pieces of the city game (tiles, roads, houses, bridges, prestige buildings,
claim and delivery tokens) and the overlays of a drag; shared by the sandbox and the city game."""
