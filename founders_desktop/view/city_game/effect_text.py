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
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP


def _tr(text: str) -> str:
    return QCoreApplication.translate("EffectText", text)


CATEGORY_WORDS = {
    "recruit": QT_TRANSLATE_NOOP("EffectText", "Recruit"),
    "trade": QT_TRANSLATE_NOOP("EffectText", "Trade"),
    "upgrade": QT_TRANSLATE_NOOP("EffectText", "Upgrade"),
    "construct": QT_TRANSLATE_NOOP("EffectText", "Construct"),
}
FORM_WORDS = {
    "import": QT_TRANSLATE_NOOP("EffectText", "import"),
    "buy_access": QT_TRANSLATE_NOOP("EffectText", "buy access"),
    "import_and_buy_access": QT_TRANSLATE_NOOP("EffectText", "import and buy access"),
}
TERRAIN_WORDS = {
    "red": QT_TRANSLATE_NOOP("EffectText", "red"),
    "white": QT_TRANSLATE_NOOP("EffectText", "white"),
    "green": QT_TRANSLATE_NOOP("EffectText", "green"),
    "grey": QT_TRANSLATE_NOOP("EffectText", "grey"),
}


def _cheaper(discount: int) -> str:
    if not discount:
        return ""
    return QCoreApplication.translate("EffectText", ", {n} money cheaper").format(n=discount)


def _trade(e: Trade) -> str:
    """A trade with its forms, where it may be made and its discount."""
    if len(e.forms) == 3:
        text = QCoreApplication.translate("EffectText", "trade")
    else:
        forms = QCoreApplication.translate("EffectText", " or ").join(
            QCoreApplication.translate("EffectText", FORM_WORDS[f]) for f in e.forms
        )
        text = QCoreApplication.translate("EffectText", "trade ({forms})").format(forms=forms)
    if len(e.terrains) < 4:
        where = QCoreApplication.translate("EffectText", " or ").join(
            QCoreApplication.translate("EffectText", TERRAIN_WORDS[t]) for t in e.terrains
        )
        text += QCoreApplication.translate("EffectText", " on {terrains} squares only").format(terrains=where)
    return text + _cheaper(e.discount)


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
            return QCoreApplication.translate("EffectText", "recruit an adviser") + _cheaper(e.discount)
        case Trade():
            return _trade(e)
        case Upgrade():
            tiers = "/".join(str(t) for t in e.tiers)
            road = QCoreApplication.translate("EffectText", " and a road") if e.road else ""
            return QCoreApplication.translate("EffectText", "upgrade (tier {tiers}){road}").format(
                tiers=tiers, road=road
            ) + _cheaper(e.discount)
        case Construct():
            if e.buildings == ("house",):
                text = QCoreApplication.translate("EffectText", "construct a house")
            elif e.buildings == ("bridge",):
                text = QCoreApplication.translate("EffectText", "construct a bridge/gate")
            else:
                text = QCoreApplication.translate("EffectText", "construct a house or bridge/gate")
            return text + _cheaper(e.discount)
        case CollectIncome():
            return QCoreApplication.translate("EffectText", "collect income")
        case FollowAction():
            return QCoreApplication.translate("EffectText", "take a {category} follow action").format(
                category=QCoreApplication.translate("EffectText", CATEGORY_WORDS.get(e.category, e.category))
            )
        case Choice():
            return QCoreApplication.translate("EffectText", " or ").join(effects_text(o) for o in e.options)
    return str(getattr(e, "kind", e))


def effects_text(effects: tuple[Effect, ...]) -> str:
    return ", ".join(effect_text(e) for e in effects)
