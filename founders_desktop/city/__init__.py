"""The Founders of Gloomhaven rules engine. Pure Python, no Qt."""
