"""Saves written by earlier versions keep loading, and a payload model cannot change unnoticed.

``golden/<kind>-v<N>.fdsave`` are real files as version N of each schema wrote them; they are
never edited. ``golden/shapes.json`` records the fields of each current payload model: when a
model changes, this test fails until SCHEMA_VERSION is bumped, a migration is registered and
a new golden file is recorded (``python -m tests.persist.test_golden`` writes the current ones).
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from founders_desktop.persist import GAME_KINDS, PackRef, SandboxSave, SavePayload, load_save
from founders_desktop.persist.envelope import encode_envelope, make_envelope
from tests.persist.samples import city_game, tactics_game

GOLDEN = Path(__file__).resolve().parent / "golden"
SHAPES = GOLDEN / "shapes.json"


def sandbox_layout() -> SandboxSave:
    return SandboxSave(
        pack=PackRef(id="founders-base", version="1.0.0"),
        map_id="side-b",
        players=3,
        placements=[{"tile": "mine", "at": [4, 2], "rotation": 90}],
        note="study",
    )


EXPECTED: dict[str, SavePayload] = {
    "city": city_game(),
    "tactics": tactics_game(),
    "sandbox": sandbox_layout(),
}


def shape(model: type[SavePayload]) -> dict[str, Any]:
    """The field names and required fields of a model and of the models inside it."""
    schema = model.model_json_schema()
    parts = {"(root)": schema, **schema.get("$defs", {})}
    return {
        name: {"fields": sorted(part.get("properties", {})), "required": sorted(part.get("required", []))}
        for name, part in sorted(parts.items())
        if "properties" in part
    }


def current_shapes() -> dict[str, Any]:
    return {
        kind: {"version": GAME_KINDS.current_version(kind), "shape": shape(model)}
        for kind in GAME_KINDS.names()
        if (model := GAME_KINDS.model(kind)) is not None
    }


def golden_file(kind: str, version: int) -> Path:
    return GOLDEN / f"{kind}-v{version}.fdsave"


@pytest.mark.parametrize("kind", GAME_KINDS.names())
def test_the_current_version_has_a_golden_file_that_loads(kind: str) -> None:
    path = golden_file(kind, GAME_KINDS.current_version(kind))
    assert path.is_file(), f"record {path.name}: python -m tests.persist.test_golden"
    envelope = load_save(path)
    assert envelope.payload == EXPECTED[kind]
    assert envelope.migrated_from is None


@pytest.mark.parametrize("path", sorted(GOLDEN.glob("*.fdsave")), ids=lambda p: p.name)
def test_every_golden_file_still_loads(path: Path) -> None:
    assert load_save(path).game == path.name.split("-v")[0]


@pytest.mark.parametrize("kind", GAME_KINDS.names())
def test_a_changed_payload_model_needs_a_new_schema_version(kind: str) -> None:
    recorded = json.loads(SHAPES.read_text(encoding="utf-8")).get(kind)
    now = current_shapes()[kind]
    assert recorded is not None, "a new game kind: record its shape with python -m tests.persist.test_golden"
    if recorded["version"] == now["version"]:
        assert recorded["shape"] == now["shape"], (
            f"the {kind} payload model changed but its SCHEMA_VERSION is still {now['version']}: bump it, "
            "register a migration from the old version, then record with python -m tests.persist.test_golden"
        )


def record() -> None:
    """Write the golden file of each current schema (if missing) and the current shapes."""
    moment = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)
    for kind, payload in EXPECTED.items():
        path = golden_file(kind, payload.SCHEMA_VERSION)
        if not path.exists():
            path.write_bytes(encode_envelope(make_envelope(payload, saved_at=moment)))
            print(f"wrote {path}")
    SHAPES.write_text(json.dumps(current_shapes(), indent=2) + "\n", encoding="utf-8")
    print(f"wrote {SHAPES}")


if __name__ == "__main__":
    record()
