"""Extra targets and disadvantage, in the situations where two readings of the rules differ
(rulebook p.30-31; the Monster Mover case notes on secondary targets; target_choice.py).

Each test is built so that the reading the engine used before gives another answer."""

from __future__ import annotations

from founders_desktop.tactics.board import Board
from founders_desktop.tactics.hexgrid import Hex
from founders_desktop.tactics.model import Ability, Figure
from founders_desktop.tactics.monster_turn import solve
from founders_desktop.tactics.rules import FROSTHAVEN, GLOOMHAVEN, JAWS_OF_THE_LION, RuleSet
from founders_desktop.tactics.terrain import Terrain

from .helpers import character, monster, turn


def hexagon(terrain: dict[tuple[int, int], str]) -> Board:
    """An open hexagonal map of radius 7 around (0, 0)."""
    r = 7
    hexes = [Hex(q, s) for q in range(-r, r + 1) for s in range(-r, r + 1) if abs(q + s) <= r]
    return Board(hexes, {Hex(*h): Terrain(t) for h, t in terrain.items()})


def outcomes(board: Board, m: Figure, others: list[Figure], ability: Ability, rules: RuleSet):
    return {(tuple(o.end), o.targets) for o in solve(turn(board, m, others, ability, rules))}


def test_extra_targets_rank_by_proximity_and_turn_order_not_by_movement_to_reach_them():
    # F is adjacent to the monster; from the difficult hex (1, 0), two steps' worth of movement,
    # it can hit F and one of X1 and X2, both two hexes from where it stands. X2 could be
    # attacked after one step (from (0, 1)), X1 only after two: ranking the extras by the
    # movement needed to attack them would take X2. But every extra target is attacked from the
    # same hex, so movement ranks nothing here: proximity ties, and X1 acts earlier (20 < 30).
    board = hexagon({(1, 0): "difficult"})
    m = monster((0, 0))
    enemies = [character((1, -1), "F", 10), character((2, 0), "X1", 20), character((1, 1), "X2", 30)]
    ability = Ability(move=2, range=0, targets=2)
    assert outcomes(board, m, enemies, ability, GLOOMHAVEN) == {((1, 0), ("F", "X1"))}
    assert outcomes(board, m, enemies, ability, JAWS_OF_THE_LION) == {((1, 0), ("F", "X1"))}
    # Frosthaven does not rank extra targets: the players choose
    assert outcomes(board, m, enemies, ability, FROSTHAVEN) == {((1, 0), ("F", "X1")), ((1, 0), ("F", "X2"))}


def corridor() -> tuple[Board, Figure, list[Figure]]:
    """The monster at (3, -3) can end only there or on (5, -3), past an ally on (4, -3)."""
    blocked = [(4, -4), (3, -4), (2, -2), (3, -2), (5, -4), (4, -2), (6, -3), (6, -4), (5, -2)]
    board = hexagon(dict.fromkeys(blocked, "obstacle"))
    return board, monster((3, -3)), [monster((4, -3), "ally")]


def test_a_better_ranked_extra_target_outranks_sparing_an_extra_target_disadvantage():
    # Jaws of the Lion, Range 2, Target 2. F (initiative 10) is the focus. Staying, the monster
    # hits F and X1 (20, adjacent: disadvantage); two hexes on, F and X2 (30) with no
    # disadvantage. The least movement and the better-ranked extra target come before sparing
    # an extra target disadvantage: it stays.
    board, m, allies = corridor()
    enemies = [character((3, -1), "F", 10), character((2, -3), "X1", 20), character((7, -4), "X2", 30)]
    ability = Ability(move=2, range=2, targets=2)
    assert outcomes(board, m, [*allies, *enemies], ability, JAWS_OF_THE_LION) == {((3, -3), ("F", "X1"))}


def test_frosthaven_counts_every_disadvantaged_attack_alike_gloomhaven_spares_the_focus_first():
    # Range 4, Target 3, three enemies. Staying: F adjacent (one disadvantaged attack). One hex
    # on (4, -3): F no longer adjacent, but X1 and X2 are (two disadvantaged attacks).
    blocked = [(4, -4), (3, -4), (2, -2), (3, -2)]
    board = hexagon(dict.fromkeys(blocked, "obstacle"))
    m = monster((3, -3))
    enemies = [character((2, -3), "F", 10), character((5, -3), "X1", 20), character((5, -4), "X2", 30)]
    ability = Ability(move=1, range=4, targets=3)
    everyone = ("F", "X1", "X2")
    # Frosthaven: the fewest attacks with disadvantage, the focus like any other
    assert outcomes(board, m, enemies, ability, FROSTHAVEN) == {((3, -3), everyone)}
    # Gloomhaven: losing disadvantage on the focus comes first
    assert outcomes(board, m, enemies, ability, GLOOMHAVEN) == {((4, -3), everyone)}
