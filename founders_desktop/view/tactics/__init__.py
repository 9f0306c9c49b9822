"""The tactics page's pieces: the hex board scene and its items, overlays that show the engine's
answers, and the side panel's editors."""
