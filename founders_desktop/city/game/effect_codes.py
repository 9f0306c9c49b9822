"""An effect's class as a small code, worked out once per effect.

isinstance on the content's effects (pydantic models, whose metaclass is not ``type``) takes
CPython's slow path, several times slower than a dict lookup; the feasibility checks branch on
an effect's class for every effect of every card in hand on every decision. ``effect_code``
answers with isinstance the first time an effect is seen, so a subclass gets the code of the
printed kind it extends, exactly as the isinstance checks it stands for would.
"""

from __future__ import annotations

from founders_desktop.content.effects import (
    BuildRoads,
    CollectIncome,
    Construct,
    Effect,
    FollowAction,
    GainInfluence,
    GainMoney,
    GainPoints,
    PayMoney,
    Recruit,
    Trade,
    Upgrade,
)

PAY, GAIN, FOLLOW, ROADS, UPGRADE, CONSTRUCT, TRADE, RECRUIT, OTHER = range(9)
AUTO_CODES = frozenset({PAY, GAIN, FOLLOW})  # effects resolved without a decision: payments, gains, follows
_GAINS = (GainMoney, GainInfluence, GainPoints, CollectIncome)
_CODES: dict[int, tuple[Effect, int]] = {}
# the isinstance checks, in the order they are asked (the first that holds gives the code)
_CHECKS: tuple[tuple[type | tuple[type, ...], int], ...] = (
    (PayMoney, PAY),
    (_GAINS, GAIN),
    (FollowAction, FOLLOW),
    (BuildRoads, ROADS),
    (Upgrade, UPGRADE),
    (Construct, CONSTRUCT),
    (Trade, TRADE),
    (Recruit, RECRUIT),
)


def effect_code(e: Effect) -> int:
    """The class of ``e`` as one of the codes above (``_CHECKS``, in order; else ``OTHER``)."""
    found = _CODES.get(id(e))
    if found is not None and found[0] is e:  # (the effect itself is kept: ids are reused)
        return found[1]
    code = OTHER
    for kinds, kind_code in _CHECKS:
        if isinstance(e, kinds):
            code = kind_code
            break
    if len(_CODES) > 4096:  # effects made on the fly (an upgrade after its road) come and go
        _CODES.clear()
    _CODES[id(e)] = (e, code)
    return code
