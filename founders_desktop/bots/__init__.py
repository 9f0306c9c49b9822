"""Computer players for the city game. No Qt."""
