"""Cards as cards: the faces of advisers, prestige buildings, standard action cards, resources and
race mats, the boards they sit on (adviser offer, proposals, resource tracker), the card that
shows when a name is hovered, and the player aid. Painted with QPainter in parchment and ink;
every figure comes from the content pack and the engine's state."""
