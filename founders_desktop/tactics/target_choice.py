"""Where a monster attacks its focus from and whom else it hits (rulebook p.30-31; TACTICS.md,
Monster movement and attacks).

Every way to attack from a hex is a ``Frame``: the targets it must hit (the area pattern's
victims, and the focus) and a pool of further enemies in range and sight from which it takes a
fixed number of extra single targets (as many as it can). A frame's best choice from its pool is
found by sorting, never by trying every combination, so the cost stays polynomial however many
targets the ability has; combinations are formed only among candidates that tie exactly, where
the players choose and every one of them is an outcome.

The rule sets order attacks differently (``RuleSet.targets_over_disadvantage``):

* Gloomhaven and Jaws of the Lion. First the hexes and target sets whose attack is best:
  fewest negative hexes on the way, no disadvantage on the focus, the most targets, the least
  movement, then the extra targets ranked as a focus would be (``rank``: proximity from where the
  monster stands, then turn order; Jaws of the Lion: turn order alone). Every target set so
  chosen may then be attacked from any hex of the same standing, and among those the monster
  takes the one with the fewest disadvantaged attacks, then the least movement. (The focus
  rule's first test, movement needed to attack an enemy, cannot rank extra targets: every one
  of them is attacked from the same hex.)
* Frosthaven: the most targets, then the fewest attacks with disadvantage (the focus counts like
  any other target), then the least movement; extra targets are not ranked, every set so tied
  is the players' choice.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from itertools import combinations

from founders_desktop.tactics.focus import ALL_TARGETS, AttackGeometry, AttackOption, Placement

Rank = tuple[float, ...]


@dataclass(frozen=True)
class Frame:
    """One way to attack from a hex: ``forced`` targets (the focus among them), ``take`` more
    from ``pool`` (enemies a single attack reaches), the area placement used (or None) and which
    targets would be disadvantaged."""

    placement: Placement | None
    forced: frozenset[int]
    pool: tuple[int, ...]
    take: int
    disadvantaged: frozenset[int]

    @property
    def size(self) -> int:
        return len(self.forced) + self.take

    def allows(self, targets: frozenset[int]) -> bool:
        """Is ``targets`` one of this frame's choices (its forced targets and ``take`` of its pool)?"""
        if len(targets) != self.size or not self.forced <= targets:
            return False
        pool = self.pool
        return all(k in pool for k in targets - self.forced)

    def option(self, targets: frozenset[int]) -> AttackOption:
        return AttackOption(targets, self.placement, targets & self.disadvantaged)


def frames(geometry: AttackGeometry, p: int, focus: int, muddled: bool) -> list[Frame]:
    """Every way to attack the focus from hex number ``p`` (one per distinct set of area victims)."""
    ability = geometry.ability
    all_targets = ability.targets >= ALL_TARGETS
    singles = geometry.single(p)
    adjacent = geometry.adjacent
    ranged_single = not geometry.melee and not muddled
    ranged_area = not geometry.aoe_melee and not muddled
    out: list[Frame] = []
    adj = frozenset(k for k in range(len(geometry.enemy_cells)) if adjacent(p, k))
    single_set = frozenset(singles)
    single_dis = adj & single_set if ranged_single else frozenset()

    def add(placement: Placement | None, hit: frozenset[int], slots: int) -> None:
        forced = hit
        if focus not in forced:
            if focus not in single_set or slots < 1:
                return
            forced = hit | {focus}
            slots -= 1
        rest = tuple(k for k in singles if k not in forced)
        take = len(rest) if all_targets else max(0, min(slots, len(rest)))
        dis = (hit & adj if ranged_area else frozenset()) | (single_dis - hit)
        out.append(Frame(placement, forced, rest, take, dis))

    if ability.aoe is None:
        if focus in singles:
            add(None, frozenset(), ability.targets)
        return out
    seen: set[frozenset[int]] = set()
    for placement, hit in geometry.area(p):
        if hit not in seen:
            seen.add(hit)
            add(placement, hit, ability.targets - 1)
    if ability.targets > 1 and focus in singles:
        # the focus by a single attack and the pattern on no one
        add(None, frozenset(), ability.targets - 1)
    return out


# --- Gloomhaven and Jaws of the Lion: extra targets ranked --------------------------------------


def ranked_key(frame: Frame, focus: int, rank: Callable[[int], Rank]) -> tuple[int, int, tuple[Rank, ...]]:
    """(focus disadvantaged, -targets, the sorted ranks of the extra targets) of the frame's best
    choice; smaller is better."""
    extra = sorted(rank(k) for k in frame.pool)[: frame.take]
    ranks = sorted([*(rank(k) for k in frame.forced if k != focus), *extra])
    return (1 if focus in frame.disadvantaged else 0, -frame.size, tuple(ranks))


def ranked_choices(frame: Frame, rank: Callable[[int], Rank]) -> list[frozenset[int]]:
    """The target sets of the frame's best choice: its best-ranked pool members, every way of
    taking those that tie at the cut."""
    if frame.take == 0:
        return [frame.forced]
    pool = sorted(frame.pool, key=rank)
    cut = rank(pool[frame.take - 1])
    sure = [k for k in pool if rank(k) < cut]
    tied = [k for k in pool if rank(k) == cut]
    need = frame.take - len(sure)
    base = frame.forced | frozenset(sure)
    return [base | frozenset(c) for c in combinations(tied, need)]


# --- Frosthaven: fewest disadvantaged attacks, extra targets not ranked -------------------------


def plain_key(frame: Frame) -> tuple[int, int]:
    """(-targets, fewest attacks with disadvantage) of the frame's best choices."""
    dis = frame.disadvantaged
    clean = sum(1 for k in frame.pool if k not in dis)
    forced_dis = sum(1 for k in frame.forced if k in dis)
    return (-frame.size, forced_dis + max(0, frame.take - clean))


def plain_choices(frame: Frame) -> list[frozenset[int]]:
    """Every target set with the fewest disadvantaged attacks (the players choose among them)."""
    dis = frame.disadvantaged
    clean = [k for k in frame.pool if k not in dis]
    if frame.take <= len(clean):
        return [frame.forced | frozenset(c) for c in combinations(clean, frame.take)]
    base = frame.forced | frozenset(clean)
    rest = [k for k in frame.pool if k in dis]
    return [base | frozenset(c) for c in combinations(rest, frame.take - len(clean))]


def choose(
    positions: Sequence[int],
    negs: Sequence[int],
    cost: Sequence[int],
    frames_at: Callable[[int], list[Frame]],
    focus: int,
    rank: Callable[[int], Rank] | None,
    ceiling: int,
) -> list[tuple[int, list[AttackOption]]]:
    """The hexes among ``positions`` (sorted by negatives, then cost) from which the monster
    attacks its focus best, each with its attacks. ``rank`` None: the Frosthaven order.
    ``ceiling``: the most targets any attack could have (to stop scanning early)."""
    if rank is None:
        return _choose_plain(positions, negs, cost, frames_at, ceiling)
    return _choose_ranked(positions, negs, cost, frames_at, focus, rank, ceiling)


def _choose_plain(
    positions: Sequence[int],
    negs: Sequence[int],
    cost: Sequence[int],
    frames_at: Callable[[int], list[Frame]],
    ceiling: int,
) -> list[tuple[int, list[AttackOption]]]:
    best: tuple[int, int, int, int] | None = None
    winners: list[tuple[int, Frame]] = []
    for p in positions:
        if best is not None:
            if negs[p] > best[0]:
                break
            if best[1] == -ceiling and best[2] == 0 and cost[p] > best[3]:
                break
        for fr in frames_at(p):
            key = (negs[p], *plain_key(fr), cost[p])
            if best is None or key < best:
                best, winners = key, [(p, fr)]
            elif key == best:
                winners.append((p, fr))
    return _collect((p, fr, plain_choices(fr)) for p, fr in winners)


def _choose_ranked(
    positions: Sequence[int],
    negs: Sequence[int],
    cost: Sequence[int],
    frames_at: Callable[[int], list[Frame]],
    focus: int,
    rank: Callable[[int], Rank],
    ceiling: int,
) -> list[tuple[int, list[AttackOption]]]:
    # 1. the best attack: (negatives, focus disadvantaged, -targets, movement, ranks)
    best: tuple[object, ...] | None = None
    winners: list[Frame] = []
    for p in positions:
        if best is not None:
            if negs[p] > best[0]:  # type: ignore[operator]
                break
            if best[1] == 0 and best[2] == -ceiling and cost[p] > best[3]:  # type: ignore[operator]
                break
        for fr in frames_at(p):
            dis_focus, size, ranks = ranked_key(fr, focus, rank)
            key = (negs[p], dis_focus, size, cost[p], ranks)
            if best is None or key < best:
                best, winners = key, [fr]
            elif key == best:
                winners.append(fr)
    if best is None:
        return []
    groups = {t for fr in winners for t in ranked_choices(fr, rank)}
    want_negs, want_dis, want_size = best[0], best[1], -best[2]  # type: ignore[operator]
    # 2. those target sets from any hex of the same standing: fewest disadvantaged, least movement
    best2: tuple[int, int] | None = None
    found: list[tuple[int, Frame, list[frozenset[int]]]] = []
    for p in positions:
        if negs[p] != want_negs:
            if negs[p] > want_negs:  # type: ignore[operator]
                break
            continue
        if best2 is not None and best2[0] == 0 and cost[p] > best2[1]:
            break
        for fr in frames_at(p):
            if fr.size != want_size or (1 if focus in fr.disadvantaged else 0) != want_dis:
                continue
            for t in groups:
                if not fr.allows(t):
                    continue
                key2 = (len(t & fr.disadvantaged), cost[p])
                if best2 is None or key2 < best2:
                    best2, found = key2, [(p, fr, [t])]
                elif key2 == best2:
                    found.append((p, fr, [t]))
    return _collect(found)


def _collect(
    items: Iterable[tuple[int, Frame, list[frozenset[int]]]],
) -> list[tuple[int, list[AttackOption]]]:
    """Group (hex, frame, target sets) by hex, one attack per distinct target set."""
    by_hex: dict[int, dict[frozenset[int], AttackOption]] = {}
    for p, fr, sets in items:
        row = by_hex.setdefault(p, {})
        for t in sets:
            row.setdefault(t, fr.option(t))
    return [(p, list(row.values())) for p, row in by_hex.items()]
