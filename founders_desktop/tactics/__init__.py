"""The Gloomhaven hex rules engine. Pure Python, no Qt."""
