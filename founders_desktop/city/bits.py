"""Sets of squares as Python ints (bit ``y * stride + x``), for whole-board set algebra.

Shifting a mask moves every square at once, so "anchors where every square of this shape is
free" is one AND per square of the shape instead of a loop over the board. A few spare columns
(``PAD``) at the end of each row keep shifts from wrapping a square onto the next row.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from founders_desktop.content import Square

PAD = 8  # wider than any footprint, so a shifted shape never wraps onto a real square


class Bits:
    """Converts between squares and masks for one board width."""

    def __init__(self, width: int, height: int) -> None:
        self.width = width
        self.height = height
        self.stride = width + PAD
        self.board = self.of((x, y) for y in range(height) for x in range(width))
        self._offsets: dict[tuple[tuple[int, int], ...], tuple[int, ...]] = {}  # per footprint cells

    def bit(self, square: Square) -> int:
        return 1 << (square[1] * self.stride + square[0])

    def of(self, squares: Iterable[Square]) -> int:
        mask = 0
        stride = self.stride
        for x, y in squares:
            mask |= 1 << (y * stride + x)
        return mask

    def squares(self, mask: int) -> Iterator[Square]:
        """The squares of a mask, row by row."""
        stride = self.stride
        while mask:
            low = mask & -mask
            i = low.bit_length() - 1
            yield (i % stride, i // stride)
            mask ^= low

    def offset(self, dx: int, dy: int) -> int:
        return dy * self.stride + dx

    def dilate(self, mask: int) -> int:
        """The squares of ``mask`` and every square touching one of them (8-way), on the board."""
        s = self.stride
        out = mask | mask << 1 | mask >> 1
        out |= out << s | out >> s
        return out & self.board

    def shifts(self, cells: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        """The bit offset of each cell of a shape from its anchor (what ``touching`` shifts by)."""
        return self._shifts(cells)

    def _shifts(self, cells: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
        offsets = self._offsets.get(cells)
        if offsets is None:
            stride = self.stride
            offsets = self._offsets[cells] = tuple(dy * stride + dx for dx, dy in cells)
        return offsets

    def placed(self, anchor: int, cells: tuple[tuple[int, int], ...]) -> int:
        """The squares a shape covers with its anchor on bit number ``anchor`` (of ``anchors``)."""
        mask = 0
        for off in self._shifts(cells):
            mask |= 1 << (anchor + off)
        return mask

    def touching(self, need: int, cells: tuple[tuple[int, int], ...]) -> int:
        """Anchors where some cell of the shape lies in ``need`` (one term of ``anchors``)."""
        touched = 0
        for off in self._shifts(cells):
            touched |= need >> off
        return touched

    def anchors(self, allowed: int, cells: tuple[tuple[int, int], ...], needs: Iterable[int] = ()) -> int:
        """Anchors where every cell lies in ``allowed`` and some cell lies in each of ``needs``."""
        result = self.board
        offsets = self._offsets.get(cells)  # inline: this runs for every placement listed
        if offsets is None:
            offsets = self._shifts(cells)
        for off in offsets:
            result &= allowed >> off
            if not result:
                return 0
        for need in needs:
            result &= self.touching(need, cells)
            if not result:
                return 0
        return result


def set_bits(mask: int) -> list[int]:
    """The numbers of the bits set in ``mask``, lowest first (tile numbers in a tile mask)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out
