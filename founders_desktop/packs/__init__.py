"""Content packs as the player's choice: the bundled pack (read-only), a library of packs in the
data folder, "New pack from...", and sharing one pack as a single ``.fdpack`` file. No Qt.

Every refusal is one :class:`PackRefused` with a stable ``code`` and the pack or file it names,
so the view can say it in the player's language.
"""

from founders_desktop.packs.errors import PackRefused
from founders_desktop.packs.library import (
    BUNDLED_ID,
    PackEntry,
    fingerprint,
    library_dir,
    list_packs,
    load_by_id,
    new_pack_from,
    pack_entry,
    pack_folder,
)
from founders_desktop.packs.saved import SavedPack, pack_ref, saved_pack
from founders_desktop.packs.share import FDPACK_SUFFIX, export_pack, import_pack, read_fdpack

__all__ = [
    "BUNDLED_ID",
    "FDPACK_SUFFIX",
    "PackEntry",
    "PackRefused",
    "SavedPack",
    "export_pack",
    "fingerprint",
    "import_pack",
    "library_dir",
    "list_packs",
    "load_by_id",
    "new_pack_from",
    "pack_entry",
    "pack_folder",
    "pack_ref",
    "read_fdpack",
    "saved_pack",
]
