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
        "house": QCoreApplication.translate("EffectText", " per house"),
        "bridge": QCoreApplication.translate("EffectText", " per bridge or gate"),
        "resource_type_owned": QCoreApplication.translate("EffectText", " per resource type owned"),
        "adviser_recruited": QCoreApplication.translate("EffectText", " per adviser recruited"),
        "prestige_delivered_to": QCoreApplication.translate(
            "EffectText", " per prestige building delivered to"
        ),
    }
    return words.get(per or "", "")


def effect_text(e: Effect) -> str:
    match e:
        case GainMoney():
            return QCoreApplication.translate("EffectText", "gain {n} money").format(n=e.amount) + _per(e.per)
        case PayMoney():
            return QCoreApplication.translate("EffectText", "pay {n} money").format(n=e.amount)
        case GainInfluence():
            kind = (
                QCoreApplication.translate("EffectText", "lasting")
                if e.lasting
                else QCoreApplication.translate("EffectText", "fleeting")
            )
            return QCoreApplication.translate("EffectText", "gain {n} {kind} influence").format(
                n=e.amount, kind=kind
            ) + _per(e.per)
        case GainPoints():
            return QCoreApplication.translate("EffectText", "score {n} points").format(n=e.amount) + _per(
                e.per
            )
        case BuildRoads():
            return QCoreApplication.translate("EffectText", "build {n} road(s)").format(n=e.count)
        case Recruit():
            extra = (
                QCoreApplication.translate("EffectText", " ({n} cheaper)").format(n=e.discount)
                if e.discount
                else ""
            )
            return QCoreApplication.translate("EffectText", "recruit an adviser") + extra
        case Trade():
            return QCoreApplication.translate("EffectText", "trade")
        case Upgrade():
            tiers = "/".join(str(t) for t in e.tiers)
            road = QCoreApplication.translate("EffectText", " and a road") if e.road else ""
            return QCoreApplication.translate("EffectText", "upgrade (tier {tiers}){road}").format(
                tiers=tiers, road=road
            )
        case Construct():
            return QCoreApplication.translate("EffectText", "construct a house or bridge/gate")
        case CollectIncome():
            return QCoreApplication.translate("EffectText", "collect income")
        case FollowAction():
            return QCoreApplication.translate("EffectText", "take a {category} follow action").format(
                category=e.category
            )
        case Choice():
            return QCoreApplication.translate("EffectText", " or ").join(effects_text(o) for o in e.options)
    return str(getattr(e, "kind", e))


def effects_text(effects: tuple[Effect, ...]) -> str:
    return ", ".join(effect_text(e) for e in effects)
