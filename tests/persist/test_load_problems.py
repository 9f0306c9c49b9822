"""Every way a save can be broken is refused with its own code and a message naming it."""

from __future__ import annotations

import json
import pickle
import zlib
from pathlib import Path
from typing import Any

import pytest

from founders_desktop import __version__
from founders_desktop.persist import CitySave, Problem, SaveError, load_save, save_game
from founders_desktop.persist.checksum import payload_checksum
from founders_desktop.persist.decode import decode_save
from founders_desktop.persist.saves import GAME_KINDS, MIGRATIONS
from tests.persist.samples import city_game


def saved(tmp_path: Path, payload: CitySave | None = None) -> Path:
    return save_game(tmp_path / "game.fdsave", "city", payload or city_game())


def refusal(path: Path) -> SaveError:
    with pytest.raises(SaveError) as caught:
        load_save(path)
    return caught.value


def rewrite(path: Path, change: Any, *, fix_checksum: bool = False) -> Path:
    """Edit the JSON document as a person with a text editor would."""
    document = json.loads(path.read_text(encoding="utf-8"))
    change(document)
    if fix_checksum:
        document["checksum"] = payload_checksum(document["payload"])
    path.write_text(json.dumps(document, indent=2), encoding="utf-8")
    return path


def png_bytes() -> bytes:
    """A real 1x1 PNG, built by hand."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return len(data).to_bytes(4, "big") + body + zlib.crc32(body).to_bytes(4, "big")

    header = (1).to_bytes(4, "big") * 2 + bytes([8, 2, 0, 0, 0])
    pixels = zlib.compress(b"\x00\xff\x00\x00")
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", pixels) + chunk(b"IEND", b"")


@pytest.mark.parametrize("fraction", [0.01, 0.1, 0.33, 0.5, 0.75, 0.9, 0.99])
def test_a_file_cut_short_is_truncated_and_says_where(tmp_path: Path, fraction: float) -> None:
    path = saved(tmp_path)
    data = path.read_bytes()
    cut = int(len(data) * fraction)
    path.write_bytes(data[:cut])
    error = refusal(path)
    assert error.problem_code is Problem.TRUNCATED
    assert f"(byte {len(data[:cut].rstrip())})" in str(error)
    assert "stops at line" in str(error)


def test_every_cut_of_a_save_is_refused_and_never_half_loaded(tmp_path: Path) -> None:
    data = saved(tmp_path, city_game(moves=1)).read_bytes()
    codes = set()
    for cut in range(len(data.rstrip())):
        with pytest.raises(SaveError) as caught:
            decode_save(data[:cut], GAME_KINDS, MIGRATIONS)
        codes.add(caught.value.problem_code)
    assert codes == {Problem.TRUNCATED}


def test_an_empty_file_is_truncated(tmp_path: Path) -> None:
    path = tmp_path / "empty.fdsave"
    path.write_bytes(b"")
    error = refusal(path)
    assert error.problem_code is Problem.TRUNCATED
    assert "empty" in str(error)


def test_a_png_renamed_to_fdsave_is_named_as_a_png(tmp_path: Path) -> None:
    path = tmp_path / "picture.fdsave"
    path.write_bytes(png_bytes())
    error = refusal(path)
    assert error.problem_code is Problem.NOT_JSON
    assert "PNG image" in str(error)


def test_binary_noise_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "noise.fdsave"
    path.write_bytes(bytes(range(200, 256)) * 4)
    assert refusal(path).problem_code is Problem.NOT_JSON


def test_a_syntax_error_names_its_line_and_column(tmp_path: Path) -> None:
    path = saved(tmp_path)
    text = path.read_text(encoding="utf-8").replace('"map_id": "side-a",', '"map_id": "side-a"', 1)
    path.write_text(text, encoding="utf-8")
    error = refusal(path)
    assert error.problem_code is Problem.NOT_JSON
    line = next(n for n, row in enumerate(text.splitlines(), 1) if '"map_id"' in row) + 1
    assert f"Expecting ',' delimiter at line {line}, column 5" in str(error)


def test_nan_is_not_json(tmp_path: Path) -> None:
    path = tmp_path / "nan.fdsave"
    path.write_text('{"format": "founders-desktop-save", "x": NaN}')
    error = refusal(path)
    assert error.problem_code is Problem.NOT_JSON
    assert "NaN" in str(error)


@pytest.mark.parametrize(
    ("text", "hint"),
    [
        ('{"name": "some other program", "version": 3}', "no 'format'"),
        ('{"format": "gloomhaven-helper", "game": "city"}', "'gloomhaven-helper'"),
        ("[1, 2, 3]", "JSON array"),
        ('"founders-desktop-save"', "JSON string"),
        ("null", "JSON null"),
    ],
)
def test_foreign_json_is_refused(tmp_path: Path, text: str, hint: str) -> None:
    path = tmp_path / "other.fdsave"
    path.write_text(text)
    error = refusal(path)
    assert error.problem_code is Problem.FOREIGN
    assert hint in str(error)


def test_an_unknown_game_kind_lists_the_known_ones(tmp_path: Path) -> None:
    path = rewrite(saved(tmp_path), lambda d: d.update(game="frosthaven", app_version="2.0"))
    error = refusal(path)
    assert error.problem_code is Problem.UNKNOWN_GAME
    assert f"it was saved by version 2.0; this is version {__version__}" in str(error)
    assert "'frosthaven'" in str(error)
    assert "this version knows: city, sandbox, tactics" in str(error)


def test_a_newer_schema_asks_to_update_the_app(tmp_path: Path) -> None:
    def newer(document: dict[str, Any]) -> None:
        document.update(
            schema_version=CitySave.SCHEMA_VERSION + 1,
            app_version="9.4.1",
            saved_at="someday",
            checksum="sha512:new",
        )
        document["payload"]["new_field"] = True

    error = refusal(rewrite(saved(tmp_path), newer))
    assert error.problem_code is Problem.TOO_NEW
    assert "saved by a newer version 9.4.1; update the app" in str(error)
    assert f"this app ({__version__}) reads up to {CitySave.SCHEMA_VERSION}" in str(error)


def test_an_edited_payload_is_refused_as_edited(tmp_path: Path) -> None:
    path = rewrite(saved(tmp_path), lambda d: d["payload"]["actions"][1].update(tile="t99"))
    error = refusal(path)
    assert error.problem_code is Problem.EDITED
    assert "edited by hand" in str(error)


def test_a_replaced_checksum_is_refused_as_edited(tmp_path: Path) -> None:
    path = rewrite(saved(tmp_path), lambda d: d.update(checksum="sha256:" + "0" * 64))
    assert refusal(path).problem_code is Problem.EDITED


def test_saving_into_a_missing_folder_is_unwritable(tmp_path: Path) -> None:
    with pytest.raises(SaveError) as caught:
        save_game(tmp_path / "gone" / "game.fdsave", "city", city_game())
    assert caught.value.problem_code is Problem.UNWRITABLE
    assert str(caught.value).endswith("the file cannot be written\n  No such file or directory")


def test_an_edited_seed_is_refused_as_edited(tmp_path: Path) -> None:
    path = saved(tmp_path)
    path.write_text(path.read_text().replace('"seed": 7', '"seed": 8'))
    assert refusal(path).problem_code is Problem.EDITED


def test_reformatting_the_file_is_not_an_edit(tmp_path: Path) -> None:
    path = saved(tmp_path)
    document = json.loads(path.read_text())
    path.write_text(json.dumps(document, sort_keys=True, separators=(",", ":")))
    assert load_save(path).payload == city_game()


def test_an_edit_with_a_recomputed_checksum_is_still_validated(tmp_path: Path) -> None:
    def break_seats(document: dict[str, Any]) -> None:
        document["payload"]["seats"][1]["kind"] = "alien"
        document["payload"]["seed"] = -3
        del document["payload"]["map_id"]

    error = refusal(rewrite(saved(tmp_path), break_seats, fix_checksum=True))
    assert error.problem_code is Problem.INVALID
    assert error.details == (
        "payload.map_id: Field required",
        "payload.seats[1].kind: Input should be 'human' or 'computer' (found 'alien')",
        "payload.seed: Input should be greater than or equal to 0 (found -3)",
    )


@pytest.mark.parametrize(
    ("change", "line"),
    [
        (lambda d: d.pop("game"), "game: missing"),
        (lambda d: d.update(schema_version="1"), "schema_version: missing or not a whole number"),
        (lambda d: d.update(schema_version=True), "schema_version: missing or not a whole number"),
        (lambda d: d.update(schema_version=0), "schema_version: missing or not a whole number"),
        (lambda d: d.update(saved_at="yesterday"), "saved_at: Input should be a valid datetime"),
        (lambda d: d.update(checksum="none"), "checksum: String should match pattern"),
        (lambda d: d.update(payload=[1]), "payload: Input should be a valid dictionary"),
        (lambda d: d.update(extra=1), "extra: Extra inputs are not permitted"),
    ],
)
def test_a_broken_header_is_invalid(tmp_path: Path, change: Any, line: str) -> None:
    error = refusal(rewrite(saved(tmp_path), change))
    assert error.problem_code is Problem.INVALID
    assert any(detail.startswith(line) for detail in error.details), error.details


def test_a_missing_file_is_unreadable(tmp_path: Path) -> None:
    error = refusal(tmp_path / "gone.fdsave")
    assert error.problem_code is Problem.UNREADABLE
    assert "No such file" in str(error)


def test_a_folder_is_unreadable(tmp_path: Path) -> None:
    assert refusal(tmp_path).problem_code is Problem.UNREADABLE


def test_a_huge_file_is_not_read(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from founders_desktop.persist import saves

    monkeypatch.setattr(saves, "MAX_SAVE_BYTES", 100)
    error = refusal(saved(tmp_path))
    assert error.problem_code is Problem.FOREIGN
    assert "far too large" in str(error)


def test_the_message_names_the_file_and_the_problem(tmp_path: Path) -> None:
    path = tmp_path / "broken.fdsave"
    path.write_bytes(b"")
    message = str(refusal(path))
    assert message.splitlines()[0] == f"{path}: the save file is incomplete (cut short)"


def test_a_save_error_survives_pickling() -> None:
    error = SaveError(Path("a.fdsave"), "edited", ["one", "two"])
    copy = pickle.loads(pickle.dumps(error))
    assert (copy.path, copy.problem_code, copy.details) == (Path("a.fdsave"), Problem.EDITED, ("one", "two"))
    assert str(copy) == str(error)
