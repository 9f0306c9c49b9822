"""Where a printed value comes from: the rulebook's text, or this pack's design.

A card's ``provenance`` is either one word for all its printed fields or a mapping that names
each printed field, so a player who owns the game can see which numbers to check on the cards.
"""

from __future__ import annotations

from typing import ClassVar, Literal

from pydantic import BaseModel, ConfigDict, model_validator

# "rulebook": the rulebook text says it; "solo rules", "box insert", "review": another public
# source of that kind prints it; "reconstructed": this pack's design where no source was found;
# "owner": a player who owns the game entered it from their printed card (in the pack editor).
Provenance = Literal["rulebook", "solo rules", "box insert", "review", "reconstructed", "owner"]
PROVENANCES: tuple[Provenance, ...] = (
    "rulebook",
    "solo rules",
    "box insert",
    "review",
    "reconstructed",
    "owner",
)


class PackModel(BaseModel):
    """Base of every pack model: immutable, and unknown keys are errors (they are usually typos)."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Printed(PackModel):
    """A card or tile whose printed values each carry a provenance.

    Subclasses list their printed fields in ``PRINTED_FIELDS``; ``provenance`` is either a single
    value for all of them or a dict naming every one of them.
    """

    PRINTED_FIELDS: ClassVar[tuple[str, ...]] = ()
    # printed fields a pack may leave out (added after packs were written): a provenance is
    # owed only when the field is given
    OPTIONAL_PRINTED_FIELDS: ClassVar[tuple[str, ...]] = ()

    provenance: Provenance | dict[str, Provenance]

    @model_validator(mode="after")
    def _provenance_covers_printed_fields(self) -> Printed:
        if isinstance(self.provenance, dict):
            unknown = sorted(set(self.provenance) - set(self.PRINTED_FIELDS))
            if unknown:
                raise ValueError(
                    f"provenance names {unknown}, which are not printed fields "
                    f"(printed fields: {list(self.PRINTED_FIELDS)})"
                )
            given = self.model_fields_set
            missing = [
                f
                for f in self.PRINTED_FIELDS
                if f not in self.provenance and (f not in self.OPTIONAL_PRINTED_FIELDS or f in given)
            ]
            if missing:
                raise ValueError(f"provenance does not say where {missing} come from")
        return self

    def provenance_of(self, field: str) -> Provenance:
        """The provenance of one printed field."""
        if field not in self.PRINTED_FIELDS:
            raise KeyError(f"{field!r} is not a printed field of {type(self).__name__}")
        if isinstance(self.provenance, dict):
            return self.provenance.get(field, "rulebook")  # an optional field left out: no design
        return self.provenance
