"""The actions printed on cards, as data: a small typed vocabulary the engine interprets.

A racial action, a prestige building's worker action, an adviser's main action and each standard
card's main and follow actions are all a list of effects, resolved in order. A new card needs no
code as long as it says what it does in these words. Each effect is a JSON object whose ``kind``
picks the type, e.g. ``{"kind": "gain_money", "amount": 2}``.

Costs named here are the rulebook's (rules.json ``costs``); ``discount`` lowers them, never below 0.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from founders_desktop.content.provenance import PackModel

# What a gain can be multiplied by ("gain 1 money per house you have built").
Per = Literal["house", "bridge", "resource_type_owned", "prestige_delivered_to", "adviser_recruited"]
ActionCategory = Literal["recruit", "trade", "upgrade", "construct"]
TradeForm = Literal["import", "buy_access", "import_and_buy_access"]
PersonalBuilding = Literal["house", "bridge"]
TerrainColour = Literal["red", "white", "green", "grey"]


class GainMoney(PackModel):
    """Take money from the bank (``amount``, times ``per`` if given)."""

    kind: Literal["gain_money"] = "gain_money"
    amount: int = Field(ge=1)
    per: Per | None = None


class PayMoney(PackModel):
    """Pay money to the bank; the action cannot be taken unless the player can pay it all."""

    kind: Literal["pay_money"] = "pay_money"
    amount: int = Field(ge=1)


class GainInfluence(PackModel):
    """Take influence tokens: fleeting (returned after a vote) or lasting (1 point at the end)."""

    kind: Literal["gain_influence"] = "gain_influence"
    amount: int = Field(ge=1)
    lasting: bool = False
    per: Per | None = None


class GainPoints(PackModel):
    """Move the score marker forward."""

    kind: Literal["gain_points"] = "gain_points"
    amount: int = Field(ge=1)
    per: Per | None = None


class BuildRoads(PackModel):
    """Build ``count`` roads for free, each connected to something the player owns."""

    kind: Literal["build_roads"] = "build_roads"
    count: int = Field(ge=1)


class Recruit(PackModel):
    """Recruit one adviser from the offer: have its resource, pay the printed cost less ``discount``."""

    kind: Literal["recruit"] = "recruit"
    discount: int = Field(default=0, ge=0)


class Trade(PackModel):
    """Import, buy access, or import-and-buy-access a neutral resource, in one of ``forms``.

    ``terrains`` limits where the tile is (the follow action allows red and white only); the
    import-and-buy-access of another player's resource is allowed after the 2nd completion when
    ``import_and_buy_access`` is among the forms.
    """

    kind: Literal["trade"] = "trade"
    forms: tuple[TradeForm, ...] = ("import", "buy_access", "import_and_buy_access")
    terrains: tuple[TerrainColour, ...] = ("red", "white", "green", "grey")
    discount: int = Field(default=0, ge=0)


class Upgrade(PackModel):
    """Build one advanced resource tile of a tier in ``tiers`` (cost 4 or 6 less ``discount``);
    with ``road`` also one road connected to it, before or after."""

    kind: Literal["upgrade"] = "upgrade"
    tiers: tuple[Literal[2, 3], ...] = (2, 3)
    discount: int = Field(default=0, ge=0)
    road: bool = False


class Construct(PackModel):
    """Build one personal building of a kind in ``buildings`` for 4 less ``discount``."""

    kind: Literal["construct"] = "construct"
    buildings: tuple[PersonalBuilding, ...] = ("house", "bridge")
    discount: int = Field(default=0, ge=0)


class CollectIncome(PackModel):
    """Collect income as after another player's vote: money per owned resource type, and 1
    fleeting influence per house."""

    kind: Literal["collect_income"] = "collect_income"


class FollowAction(PackModel):
    """Perform the follow action of a standard card of ``category`` (an extra follow action)."""

    kind: Literal["follow_action"] = "follow_action"
    category: ActionCategory


class Choice(PackModel):
    """Do exactly one of ``options``; each option is a list of effects resolved in order."""

    kind: Literal["choice"] = "choice"
    options: tuple[tuple[Effect, ...], ...] = Field(min_length=2)


Effect = Annotated[
    GainMoney
    | PayMoney
    | GainInfluence
    | GainPoints
    | BuildRoads
    | Recruit
    | Trade
    | Upgrade
    | Construct
    | CollectIncome
    | FollowAction
    | Choice,
    Field(discriminator="kind"),
]
Choice.model_rebuild()

EFFECT_KINDS: tuple[str, ...] = (
    "gain_money",
    "pay_money",
    "gain_influence",
    "gain_points",
    "build_roads",
    "recruit",
    "trade",
    "upgrade",
    "construct",
    "collect_income",
    "follow_action",
    "choice",
)


def describe(effects: tuple[Effect, ...]) -> str:
    """A short English gloss of an effect list, for the CLI and logs (the GUI translates codes)."""
    return "; then ".join(_describe_one(e) for e in effects) or "nothing"


def _describe_one(e: Effect) -> str:
    per_what: str | None = getattr(e, "per", None)
    per = f" per {per_what.replace('_', ' ')}" if per_what else ""
    match e:
        case GainMoney():
            return f"gain {e.amount} money{per}"
        case PayMoney():
            return f"pay {e.amount} money"
        case GainInfluence():
            return f"gain {e.amount} {'lasting' if e.lasting else 'fleeting'} influence{per}"
        case GainPoints():
            return f"gain {e.amount} points{per}"
        case BuildRoads():
            return f"build {e.count} road{'s' if e.count > 1 else ''}"
        case Recruit():
            return "recruit an adviser" + (f" ({e.discount} less)" if e.discount else "")
        case Trade():
            forms = "/".join(f.replace("_", " ") for f in e.forms)
            where = "" if len(e.terrains) == 4 else f" on {'/'.join(e.terrains)}"
            return f"trade ({forms}){where}" + (f" ({e.discount} less)" if e.discount else "")
        case Upgrade():
            tiers = "/".join(str(t) for t in e.tiers)
            road = " and a road" if e.road else ""
            less = f" ({e.discount} less)" if e.discount else ""
            return f"upgrade to tier {tiers}{less}{road}"
        case Construct():
            what = " or ".join(e.buildings)
            return f"build a {what}" + (f" ({e.discount} less)" if e.discount else "")
        case CollectIncome():
            return "collect income"
        case FollowAction():
            return f"take the {e.category} follow action"
        case Choice():
            return "either " + " or ".join(f"({describe(o)})" for o in e.options)
    raise AssertionError(e)  # pragma: no cover
