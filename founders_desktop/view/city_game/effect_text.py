"""Card effects in words, for follow options, choices and rules tooltips."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from founders_desktop.content.effects import (
    BuildRoads,
    Choice,
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


def _tr(text: str) -> str:
    return QCoreApplication.translate("EffectText", text)


def _per(per: str | None) -> str:
    words = {
        "house": _tr(" per house"),
        "bridge": _tr(" per bridge or gate"),
        "resource_type_owned": _tr(" per resource type owned"),
        "adviser_recruited": _tr(" per adviser recruited"),
        "prestige_delivered_to": _tr(" per prestige building delivered to"),
    }
    return words.get(per or "", "")


def effect_text(e: Effect) -> str:
    match e:
        case GainMoney():
            return _tr("gain {n} money").format(n=e.amount) + _per(e.per)
        case PayMoney():
            return _tr("pay {n} money").format(n=e.amount)
        case GainInfluence():
            kind = _tr("lasting") if e.lasting else _tr("fleeting")
            return _tr("gain {n} {kind} influence").format(n=e.amount, kind=kind) + _per(e.per)
        case GainPoints():
            return _tr("score {n} points").format(n=e.amount) + _per(e.per)
        case BuildRoads():
            return _tr("build {n} road(s)").format(n=e.count)
        case Recruit():
            extra = _tr(" ({n} cheaper)").format(n=e.discount) if e.discount else ""
            return _tr("recruit an adviser") + extra
        case Trade():
            return _tr("trade")
        case Upgrade():
            tiers = "/".join(str(t) for t in e.tiers)
            road = _tr(" and a road") if e.road else ""
            return _tr("upgrade (tier {tiers}){road}").format(tiers=tiers, road=road)
        case Construct():
            return _tr("construct a house or bridge/gate")
        case CollectIncome():
            return _tr("collect income")
        case FollowAction():
            return _tr("take a {category} follow action").format(category=e.category)
        case Choice():
            return _tr(" or ").join(effects_text(o) for o in e.options)
    return str(getattr(e, "kind", e))


def effects_text(effects: tuple[Effect, ...]) -> str:
    return ", ".join(effect_text(e) for e in effects)
