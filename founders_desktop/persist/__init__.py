"""Save files: versioned schema, migrations, atomic writes, autosave. No Qt.

A game is its seed plus its action log; that log, wrapped in a checked envelope, is the save
file. The engines' adapters build a payload (``CitySave``, ``TacticsSave``) and call
``save_game`` / ``autosave``; loading returns an :class:`Envelope` or raises one
:class:`SaveError` whose ``problem_code`` the GUI translates.
"""

from founders_desktop.persist.atomic import write_atomic
from founders_desktop.persist.autosave import (
    DATA_DIR_ENV,
    autosave,
    autosave_dir,
    data_dir,
    discard_autosave,
    latest_autosave,
    list_autosaves,
    load_latest_autosave,
    new_slot,
)
from founders_desktop.persist.city_save import CityOptions, CityResult, CitySave, GamePackRef, PackRef, Seat
from founders_desktop.persist.envelope import FORMAT, Envelope
from founders_desktop.persist.errors import Problem, SaveError
from founders_desktop.persist.kinds import GameKinds
from founders_desktop.persist.migrations import Migrations
from founders_desktop.persist.payload import Action, SavePayload
from founders_desktop.persist.sandbox_save import SandboxSave
from founders_desktop.persist.saves import (
    GAME_KINDS,
    MIGRATIONS,
    SAVE_SUFFIX,
    encode_save,
    load_save,
    save_game,
)
from founders_desktop.persist.tactics_save import TacticsSave

__all__ = [
    "DATA_DIR_ENV",
    "FORMAT",
    "GAME_KINDS",
    "MIGRATIONS",
    "SAVE_SUFFIX",
    "Action",
    "CityOptions",
    "CityResult",
    "CitySave",
    "Envelope",
    "GameKinds",
    "Migrations",
    "GamePackRef",
    "PackRef",
    "Problem",
    "SandboxSave",
    "SaveError",
    "SavePayload",
    "Seat",
    "TacticsSave",
    "autosave",
    "autosave_dir",
    "data_dir",
    "discard_autosave",
    "encode_save",
    "latest_autosave",
    "list_autosaves",
    "load_latest_autosave",
    "load_save",
    "new_slot",
    "save_game",
    "write_atomic",
]
