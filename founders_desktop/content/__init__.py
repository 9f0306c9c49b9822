"""Content packs: pydantic models of cards, tiles and maps; loading and validation. No Qt."""
