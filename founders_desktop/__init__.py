"""Founders Desktop: Founders of Gloomhaven and Gloomhaven's hex rules at the computer."""

__version__ = "0.1.0"
