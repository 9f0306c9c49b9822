"""The project's own drawings: SVG icons under resources/icons/ and the painters that put them on
the board, cards and panels in one style (flat shape, thin dark outline, one soft shade)."""
