"""The player aid, one key away (F2, a button, Help > Player aid): recipes (which resources make
which, with the value printed for each prerequisite), costs by terrain, the turn structure and
how votes are counted. Every figure is the content pack's."""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, QRectF, Qt, QUrl
from PySide6.QtGui import QColor, QImage, QKeyEvent, QPainter, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTabWidget, QTextBrowser, QVBoxLayout, QWidget

from founders_desktop.content import ContentPack, Terrain
from founders_desktop.view.art.resource_icons import resource_pixmap
from founders_desktop.view.cards.glyphs import paint_category
from founders_desktop.view.cards.ink import INK, PARCHMENT
from founders_desktop.view.city_game.effect_text import effects_text
from founders_desktop.view.city_game.words import category_name, follow_label_words, name_of
from founders_desktop.view.city_palette import terrain_looks
from founders_desktop.view.terrain_legend import terrain_swatch
from founders_desktop.view.tr_noop import QT_TRANSLATE_NOOP

ICON = 22
KEY = Qt.Key.Key_F2
TERRAINS = ("red", "white", "green", "grey")
STYLE = (
    f"QTextBrowser {{ background: {PARCHMENT.name()}; color: {INK.name()}; border: 1px solid {INK.name()}; }}"
)


def _icon(doc: QTextDocument, key: str, image: QImage) -> str:
    url = f"aid:{key}"
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
    return f"<img src='{url}' width='{ICON}' height='{ICON}' style='vertical-align: middle'>"


def _resource(doc: QTextDocument, pack: ContentPack, resource: str) -> str:
    image = resource_pixmap(resource, ICON, 2.0).toImage()
    return _icon(doc, resource, image) + "&nbsp;" + escape(name_of(pack, resource))


def _swatch(doc: QTextDocument, terrain: str) -> str:
    """The terrain as the board draws it (its texture tells it apart in grey too), and its name."""
    look = terrain_looks()[Terrain(terrain)]
    image = terrain_swatch(Terrain(terrain)).toImage()
    url = f"aid:terrain_{terrain}"
    doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
    size = image.deviceIndependentSize()
    img = f"<img src='{url}' width='{round(size.width())}' height='{round(size.height())}'>"
    return img + "&nbsp;" + escape(look.name)


def _category(doc: QTextDocument, pack: ContentPack, category: str) -> str:
    image = QImage(ICON * 2, ICON * 2, QImage.Format.Format_ARGB32)
    image.fill(QColor(0, 0, 0, 0))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_category(p, category, QRectF(0, 0, ICON * 2, ICON * 2))
    p.end()
    return (
        _icon(doc, f"category_{category}", image)
        + "&nbsp;<b>"
        + escape(category_name(pack, category))
        + "</b>"
    )


def _h(title: str) -> str:
    return f"<h3>{escape(title)}</h3>"


def _head(*titles: str) -> str:
    cells = "".join(f"<th align='left'>{escape(t)}</th>" for t in titles)
    return f"<tr>{cells}</tr>"


def _list(items: list[str], tag: str) -> str:
    return f"<{tag}>" + "".join(f"<li>{escape(x)}</li>" for x in items) + f"</{tag}>"


def recipes_html(pack: ContentPack, doc: QTextDocument) -> str:
    """Each tier 2 and 3 resource: what it is made from, the value printed for each (what that
    prerequisite's owner scores), and what it goes into."""
    head = _head(
        QCoreApplication.translate("PlayerAid", "Resource"),
        QCoreApplication.translate("PlayerAid", "Made from (points to the owner)"),
        QCoreApplication.translate("PlayerAid", "Used in"),
    )
    blocks = []
    for tier in (2, 3):
        cost = pack.costs.upgrade_cost(tier)
        title = QCoreApplication.translate("PlayerAid", "Tier {tier}: upgrade for {cost} money").format(
            tier=tier, cost=cost
        )
        rows = []
        for r in pack.tier(tier):
            made = ", ".join(f"{_resource(doc, pack, e.resource)}&nbsp;<b>{e.points}</b>" for e in r.recipe)
            used = ", ".join(escape(name_of(pack, u.id)) for u in pack.used_in(r.id)) or "&ndash;"
            rows.append(f"<tr><td>{_resource(doc, pack, r.id)}</td><td>{made}</td><td>{used}</td></tr>")
        blocks.append(
            f"<h3>{escape(title)}</h3><table cellspacing='2' cellpadding='3'>{head}{''.join(rows)}</table>"
        )
    basics = "<br>".join(
        _resource(doc, pack, r.id)
        + ": "
        + (", ".join(escape(name_of(pack, u.id)) for u in pack.used_in(r.id)) or "&ndash;")
        for r in pack.tier(1)
    )
    basic_head = QCoreApplication.translate("PlayerAid", "Basic resources and what they go into")
    return "".join(blocks) + _h(basic_head) + f"<p>{basics}</p>"


def costs_html(pack: ContentPack, doc: QTextDocument) -> str:
    """What placing costs by the square's terrain, and the other prices of the game."""
    c = pack.costs
    head = _head(
        QCoreApplication.translate("PlayerAid", "Terrain"),
        QCoreApplication.translate("PlayerAid", "Import your resource"),
        QCoreApplication.translate("PlayerAid", "Buy access to another player's tile"),
    )
    rows = "".join(
        f"<tr><td>{_swatch(doc, t)}</td><td align='center'><b>{c.import_cost(t)}</b></td>"
        f"<td align='center'><b>{c.access_cost(t)}</b></td></tr>"
        for t in TERRAINS
    )
    construct = pack.standard_cards.get("construct")
    discount = 0
    if construct is not None:
        discount = max((getattr(e, "discount", 0) for e in construct.main_action), default=0)
    lines = [
        QCoreApplication.translate(
            "PlayerAid",
            "Access is priced by the cheapest terrain the tile covers; follow actions trade on red "
            "and white only.",
        ),
        QCoreApplication.translate(
            "PlayerAid", "Import a neutral resource and buy access to it: {n} money, any square."
        ).format(n=c.neutral_import_and_access),
        QCoreApplication.translate(
            "PlayerAid", "Import another player's resource and buy access: {n} money, after {k} completions."
        ).format(n=c.other_player_import_and_access, k=c.other_player_import_after_completions),
        QCoreApplication.translate(
            "PlayerAid", "Upgrade: tier 2 for {two} money, tier 3 for {three} money."
        ).format(two=c.upgrade_cost(2), three=c.upgrade_cost(3)),
        QCoreApplication.translate(
            "PlayerAid", "House or bridge/gate: {n} money ({m} with the Construct card's main action)."
        ).format(n=c.personal_building, m=max(0, c.personal_building - discount)),
        QCoreApplication.translate("PlayerAid", "Adviser offer, left to right: {costs} money.").format(
            costs=", ".join(str(x) for x in c.adviser_offer)
        ),
    ]
    items = "".join(f"<li>{escape(x)}</li>" for x in lines)
    by_terrain = QCoreApplication.translate("PlayerAid", "Costs by terrain (money)")
    other = QCoreApplication.translate("PlayerAid", "Other costs")
    return (
        _h(by_terrain)
        + f"<table cellspacing='2' cellpadding='4'>{head}{rows}</table>"
        + _h(other)
        + f"<ul>{items}</ul>"
    )


def turn_html(pack: ContentPack, doc: QTextDocument) -> str:
    """A turn, the basic actions, the follows of each card and when a vote may be called."""
    steps = [
        QCoreApplication.translate(
            "PlayerAid",
            "Play one card from your hand: face up for its main action, or face down for a basic action.",
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "After a main action each other player, in turn order, follows it or takes a basic action.",
        ),
        QCoreApplication.translate(
            "PlayerAid", "The adviser offer closes its gaps to the left and is refilled on the right."
        ),
        QCoreApplication.translate("PlayerAid", "The next player takes a turn."),
    ]
    basic = [
        QCoreApplication.translate("PlayerAid", "1 money"),
        QCoreApplication.translate("PlayerAid", "1 fleeting influence"),
        QCoreApplication.translate("PlayerAid", "1 road connected to something you own"),
        QCoreApplication.translate(
            "PlayerAid", "a worker on your race mat or on a prestige building you delivered to"
        ),
    ]
    follows = []
    for card in pack.standard_cards.values():
        if not card.follow_options:
            continue
        if len(card.follow_options) > 1:  # Income: each option named by the card it acts as
            options = "; ".join(follow_label_words(pack, o) for o in card.follow_options)
        else:
            options = effects_text(card.follow_options[0])
        follows.append(f"<li>{_category(doc, pack, card.category)}: {escape(options)}</li>")
    counts = ", ".join(
        QCoreApplication.translate("PlayerAid", "{n} players: {k}").format(n=n, k=k)
        for n, k in sorted(pack.scoring.cards_before_vote.items())
    )
    end = QCoreApplication.translate(
        "PlayerAid",
        "After completion {n} the active player's turn finishes (follows included) and the game ends; "
        "lasting influence scores {p} point each, and every {m} money 1 point.",
    ).format(
        n=pack.scoring.completions_to_end,
        p=pack.scoring.points_per_lasting_influence,
        m=pack.scoring.money_per_point,
    )
    a_turn = QCoreApplication.translate("PlayerAid", "A turn")
    basic_head = QCoreApplication.translate("PlayerAid", "Basic actions (one of)")
    follow_head = QCoreApplication.translate("PlayerAid", "Follow actions")
    vote_head = QCoreApplication.translate("PlayerAid", "Call to Vote")
    when = QCoreApplication.translate(
        "PlayerAid", "Played face up only, after this many other cards: {counts}."
    )
    return (
        _h(a_turn)
        + _list(steps, "ol")
        + _h(basic_head)
        + _list(basic, "ul")
        + _h(follow_head)
        + f"<ul>{''.join(follows)}</ul>"
        + _h(vote_head)
        + f"<p>{escape(when.format(counts=counts))}</p><p>{escape(end)}</p>"
    )


def votes_html(pack: ContentPack) -> str:
    s = pack.scoring
    steps = [
        QCoreApplication.translate(
            "PlayerAid",
            "The caller takes a reset bonus for each card left in hand (1 money, 1 fleeting influence "
            "or a road).",
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "The caller takes back all their cards and workers; every other player collects income: "
            "1 money per resource type owned and 1 fleeting influence per house.",
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "Each player votes in secret for one proposal, adding any fleeting and lasting influence.",
        ),
        QCoreApplication.translate(
            "PlayerAid", "A vote counts {base} + {f} per fleeting + {l} per lasting influence."
        ).format(base=s.base_vote, f=s.fleeting_weight, l=s.lasting_weight),
        QCoreApplication.translate(
            "PlayerAid", "The proposal with the most influence is built; its top contributor places it."
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "Ties, between proposals or contributors: the tied player with the fewest points decides, then "
            "the one nearest the caller in turn order.",
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "Lasting influence voted is spent; all fleeting influence goes back. New proposals are dealt.",
        ),
    ]
    solo = QCoreApplication.translate("PlayerAid", "Solo: see the Solo tab.")
    head = QCoreApplication.translate("PlayerAid", "How votes are counted")
    return _h(head) + _list(steps, "ol") + f"<p><i>{escape(solo)}</i></p>"


SOLO_TIES = {
    "most_influence_ties_rightmost": QT_TRANSLATE_NOOP("PlayerAid", "A tie goes to the rightmost proposal."),
    "most_influence_ties_leftmost": QT_TRANSLATE_NOOP("PlayerAid", "A tie goes to the leftmost proposal."),
    "most_influence_player_breaks_ties": QT_TRANSLATE_NOOP(
        "PlayerAid", "On a tie you choose among the tied proposals."
    ),
}


def solo_html(pack: ContentPack) -> str:
    """The solo game as this pack plays it: cycles and votes, the goal, the phantom influence and
    its tie rule, and the pack's designed solo rules where it has them."""
    solo, s = pack.solo, pack.scoring
    weights = [f * s.fleeting_weight + la * s.lasting_weight for f, la in solo.phantom_influence]
    spaces = [
        QCoreApplication.translate("PlayerAid", "left"),
        QCoreApplication.translate("PlayerAid", "middle"),
        QCoreApplication.translate("PlayerAid", "right"),
    ]
    phantom = ", ".join(
        QCoreApplication.translate("PlayerAid", "{votes} under the {space} one").format(
            votes=w, space=spaces[i]
        )
        for i, w in enumerate(weights)
        if w and i < len(spaces)
    )
    ties = SOLO_TIES.get(solo.vote_rule)
    steps = [
        QCoreApplication.translate(
            "PlayerAid",
            "{cycles} cycles: play your cards until you call a vote. A vote follows each of the first "
            "{votes} cycles; the Call to Vote of the last cycle ends the game.",
        ).format(cycles=solo.cycles, votes=solo.votes),
        QCoreApplication.translate(
            "PlayerAid",
            "To win, deliver every slot of every prestige building on the board by the end of the last "
            "cycle. Points do not count.",
        ),
        QCoreApplication.translate(
            "PlayerAid",
            "You control all eight basic resources. Where your first stall goes sets the difficulty: "
            "its section's, as the map prints it.",
        ),
    ]
    if solo.starting_money is not None:
        steps.append(
            QCoreApplication.translate("PlayerAid", "You start with {money} money.").format(
                money=solo.starting_money
            )
        )
    if phantom:
        vote = QCoreApplication.translate(
            "PlayerAid",
            "Phantom influence counts at every vote: {phantom}. The proposal with the most influence is "
            "built, and you place it.",
        ).format(phantom=phantom)
        if ties:
            vote += " " + QCoreApplication.translate("PlayerAid", ties)
        steps.append(vote)
    if not solo.follow_actions:
        steps.append(QCoreApplication.translate("PlayerAid", "Nobody follows your cards."))
    if solo.adviser_leaves_game:
        steps.append(QCoreApplication.translate("PlayerAid", "An adviser played face up leaves the game."))
    if solo.income_at_vote:
        steps.append(
            QCoreApplication.translate(
                "PlayerAid",
                "At each Call to Vote but the last you collect income before voting: 1 money per "
                "resource type owned and 1 fleeting influence per house.",
            )
        )
    if not solo.tracker_tokens:
        steps.append(
            QCoreApplication.translate(
                "PlayerAid",
                "Your delivery tokens go to deliveries alone: the income track and the resource "
                "tracker take none.",
            )
        )
    head = QCoreApplication.translate("PlayerAid", "The solo game")
    return _h(head) + _list(steps, "ul")


class PlayerAid(QDialog):
    """Five tabs: recipes, costs, the turn, the vote, the solo game. Not modal: it may stay open
    beside the board."""

    def __init__(self, pack: ContentPack, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playerAid")
        self.setWindowTitle(self.tr("Player aid"))
        self.setModal(False)
        layout = QVBoxLayout(self)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("playerAidTabs")
        layout.addWidget(self.tabs)
        self.pages: dict[str, QTextBrowser] = {}
        for key, title in (
            ("recipes", self.tr("Recipes")),
            ("costs", self.tr("Costs")),
            ("turn", self.tr("Turn")),
            ("votes", self.tr("Votes")),
            ("solo", self.tr("Solo")),
        ):
            page = QTextBrowser(self)
            page.setObjectName(f"aid_{key}")
            page.setStyleSheet(STYLE)
            page.setOpenLinks(False)
            doc = page.document()
            if key == "recipes":
                html = recipes_html(pack, doc)
            elif key == "costs":
                html = costs_html(pack, doc)
            elif key == "turn":
                html = turn_html(pack, doc)
            elif key == "votes":
                html = votes_html(pack)
            else:
                html = solo_html(pack)
            page.setHtml(html)
            self.tabs.addTab(page, title)
            self.pages[key] = page
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.resize(760, 560)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """F2 again puts the aid away, as Esc does."""
        if event.key() == KEY:
            self.close()
            return
        super().keyPressEvent(event)


_OPEN: list[PlayerAid] = []


def show_player_aid(
    pack: ContentPack, parent: QWidget | None = None, toggle: bool = False
) -> PlayerAid | None:
    """Open the player aid (or bring the open one to the front), built in the language in force;
    with ``toggle`` (the F2 key) an open aid is put away instead (None)."""
    for aid in _OPEN:
        if aid.isVisible() and toggle:
            aid.close()
            return None
        if aid.isVisible() and aid.parent() is parent:
            aid.raise_()
            aid.activateWindow()
            return aid
    _OPEN.clear()
    aid = PlayerAid(pack, parent)
    aid.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    aid.destroyed.connect(lambda *_: _OPEN.clear())
    _OPEN.append(aid)
    aid.show()
    aid.raise_()
    return aid


def close_player_aid() -> None:
    """Put the open aid away (the city page does when another page replaces it: the aid is the
    city game's, and would float over the sandbox or the tactics editor)."""
    for aid in list(_OPEN):
        if aid.isVisible():
            aid.close()
