"""File > Content packs...: the packs this app can play, and making, sharing and finding them.

The list shows each pack's name, id, version and whether ``content check`` passes (the problems
in its tooltip). "New pack from..." copies the chosen pack under a name; Import and Export read
and write ``.fdpack`` files; Open folder shows the library in the system's file manager, where an
owner edits a pack's JSON and map files by hand; Edit... opens the editor page of a library
pack. The bundled pack is read-only. The questions the dialog asks (a name, a file, "replace?")
are attributes, so tests answer them without modal windows.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import Qt, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from founders_desktop.packs import (
    FDPACK_SUFFIX,
    PackEntry,
    PackRefused,
    export_pack,
    import_pack,
    library_dir,
    list_packs,
    new_pack_from,
)
from founders_desktop.view.packs.editor_dialog import PackEditor
from founders_desktop.view.packs.pack_choice import pack_label
from founders_desktop.view.packs.words import pack_refusal_text

COLUMNS = 4


class PacksDialog(QDialog):
    """The pack library; ``entries`` is what the table shows, in its order."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("packsDialog")
        self.setWindowTitle(self.tr("Content packs"))
        self.resize(720, 360)
        layout = QVBoxLayout(self)
        intro = QLabel(
            self.tr(
                "The bundled pack is read-only. Make your own copy to enter the values printed on "
                "your cards, then choose it when you set up a game."
            ),
            self,
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setObjectName("packsTable")
        self.table.setHorizontalHeaderLabels(
            [self.tr("Name"), self.tr("Id"), self.tr("Version"), self.tr("Check")]
        )
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.itemSelectionChanged.connect(self._selection_changed)
        layout.addWidget(self.table)
        self.message = QLabel(self)
        self.message.setObjectName("packsMessage")
        self.message.setWordWrap(True)
        self.message.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.message)

        row = QHBoxLayout()
        self.new_button = self._button(row, "newPackButton", self.tr("New pack from…"), self.new_pack_clicked)
        self.edit_button = self._button(row, "editPackButton", self.tr("Edit…"), self.edit_clicked)
        self.import_button = self._button(row, "importPackButton", self.tr("Import…"), self.import_clicked)
        self.export_button = self._button(row, "exportPackButton", self.tr("Export…"), self.export_clicked)
        self.folder_button = self._button(row, "openPacksFolder", self.tr("Open folder"), self.open_folder)
        row.addStretch(1)
        layout.addLayout(row)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        close.rejected.connect(self.reject)
        layout.addWidget(close)

        #: The dialog's questions, replaced in tests: a name (None: cancelled), a file to read,
        #: a file to write, and "replace the pack called ...?".
        self.ask_name: Callable[[PackEntry], str | None] = self._ask_name
        self.ask_import_file: Callable[[], str] = self._ask_import_file
        self.ask_export_file: Callable[[PackEntry], str] = self._ask_export_file
        self.ask_replace: Callable[[str], bool] = self._ask_replace
        self.make_editor: Callable[[str], PackEditor] = lambda pack_id: PackEditor(pack_id, self)
        self.editor: PackEditor | None = None
        self.entries: list[PackEntry] = []
        self.refresh()

    def _button(self, row: QHBoxLayout, name: str, text: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text, self)
        button.setObjectName(name)
        button.clicked.connect(slot)
        row.addWidget(button)
        return button

    # -- the list ----------------------------------------------------------------------------
    def refresh(self, select: str | None = None) -> None:
        """List the packs again (each one checked), keeping or moving the selection."""
        current = self.selected()
        chosen = select or (current.id if current is not None else None)
        self.entries = list_packs()
        self.table.setRowCount(len(self.entries))
        for row, entry in enumerate(self.entries):
            name = pack_label(entry) + self.tr(" (read-only)") if entry.bundled else entry.name
            if entry.ok:
                check = self.tr("passes")
            else:
                check = self.tr("%n problem(s)", "", len(entry.problems))
            cells = (name, entry.id, entry.version, check)
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column == COLUMNS - 1 and not entry.ok:
                    item.setToolTip("\n".join(str(p) for p in entry.problems[:20]))
                item.setToolTip(item.toolTip() or str(entry.folder))
                self.table.setItem(row, column, item)
        ids = [e.id for e in self.entries]
        self.table.selectRow(ids.index(chosen) if chosen in ids else 0)
        self.table.resizeColumnsToContents()
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)

    def selected(self) -> PackEntry | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.entries[rows[0].row()] if rows and rows[0].row() < len(self.entries) else None

    def _selection_changed(self) -> None:
        entry = self.selected()
        self.export_button.setEnabled(entry is not None and entry.ok)
        self.new_button.setEnabled(entry is not None)
        self.edit_button.setEnabled(entry is not None and not entry.bundled)
        self.edit_button.setToolTip(
            self.tr("The bundled pack is read-only: make a pack from it to edit.")
            if entry is not None and entry.bundled
            else ""
        )

    def say(self, text: str, error: bool = False) -> None:
        self.message.setText(text)
        self.message.setStyleSheet(f"color: {'#b3121c' if error else '#1c6b3a'};")  # as the city page

    # -- actions -----------------------------------------------------------------------------
    def new_pack_clicked(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        name = self.ask_name(entry)
        if name is None:
            return
        try:
            new_pack_from(entry.id, name.strip())
        except PackRefused as error:
            self.say(pack_refusal_text(error), True)
            return
        self.refresh(select=name.strip())
        self.say(
            self.tr("Made the pack “{name}” from “{source}”.").format(name=name.strip(), source=entry.id)
        )

    def edit_clicked(self) -> None:
        """Open the editor page of the chosen pack; the list is checked again after it."""
        entry = self.selected()
        if entry is None or entry.bundled:
            return
        try:
            editor = self.make_editor(entry.id)
        except PackRefused as error:
            self.say(pack_refusal_text(error), True)
            return
        self.editor = editor
        editor.finished.connect(lambda _result: self.refresh(select=entry.id))
        editor.open()

    def import_clicked(self) -> None:
        path = self.ask_import_file()
        if not path:
            return
        try:
            entry = import_pack(path)
        except PackRefused as error:
            if error.code != "exists" or not self.ask_replace(error.subject):
                self.say(pack_refusal_text(error), True)
                return
            try:
                entry = import_pack(path, replace=True)
            except PackRefused as again:
                self.say(pack_refusal_text(again), True)
                return
        self.refresh(select=entry.id)
        self.say(self.tr("Imported the pack “{name}”.").format(name=entry.id))

    def export_clicked(self) -> None:
        entry = self.selected()
        if entry is None:
            return
        path = self.ask_export_file(entry)
        if not path:
            return
        try:
            written = export_pack(entry.id, path)
        except PackRefused as error:
            self.say(pack_refusal_text(error), True)
            return
        self.say(self.tr("Exported “{name}” to {file}.").format(name=entry.id, file=str(written)))

    def open_folder(self) -> Path:
        """Show the library folder (made if it is not there yet) in the file manager."""
        folder = library_dir()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            self.say(
                self.tr("The folder {folder} cannot be made ({why}).").format(folder=folder, why=error), True
            )
            return folder
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(folder)))
        self.say(str(folder))
        return folder

    # -- the questions, as the player sees them -----------------------------------------------
    def _ask_name(self, entry: PackEntry) -> str | None:
        text, ok = QInputDialog.getText(
            self,
            self.tr("New pack from “{name}”").format(name=entry.name),
            self.tr("Name of the new pack (letters, digits, - or _):"),
            text=f"{entry.id}-copy" if entry.id != "default" else "my-pack",
        )
        return text if ok else None

    def _ask_import_file(self) -> str:
        path, _ = QFileDialog.getOpenFileName(
            self,
            self.tr("Import a content pack"),
            "",
            self.tr("Content packs (*{suffix})").format(suffix=FDPACK_SUFFIX),
        )
        return path

    def _ask_export_file(self, entry: PackEntry) -> str:
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export a content pack"),
            str(Path.home() / f"{entry.id}{FDPACK_SUFFIX}"),
            self.tr("Content packs (*{suffix})").format(suffix=FDPACK_SUFFIX),
        )
        return path

    def _ask_replace(self, name: str) -> bool:
        answer = QMessageBox.question(
            self,
            self.tr("Replace the pack?"),
            self.tr("There is a pack called “{name}” already. Replace it with the imported one?").format(
                name=name
            ),
        )
        return answer == QMessageBox.StandardButton.Yes
