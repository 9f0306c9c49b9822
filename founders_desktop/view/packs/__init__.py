"""File > Content packs...: the pack library's dialog, and the words for its refusals."""
