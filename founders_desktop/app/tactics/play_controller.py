"""Playing a scenario: the rounds engine's state, its action log and what the players may undo.

The engine runs every automated turn (monsters, summons) inside ``apply``; the controller keeps
the state *before* the action as the picture on screen and plays the record's events back one
step at a time on a QTimer (``show_step`` per event), so a monster's move is seen before its
attack. ``skip()`` finishes the playback at once; interval 0 is the tests' fast mode.

Undo follows boardgame.io: a character may take back its own choices, but never past hidden or
random information (a reveal of monster cards, an attack modifier drawn, a short rest's random
loss) nor past another decider's choice.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from founders_desktop.app.tactics.play_save import SUFFIX, read_fdsave_game, write_fdsave
from founders_desktop.tactics.rounds import (
    Action,
    ActionRecord,
    Event,
    IllegalAction,
    RoundState,
    Scenario,
    apply,
    current_decider,
    legal_actions,
    load_game,
    new_game,
    save_game,
)

#: Events that reveal hidden information or draw at random: undo stops before them (an opened
#: door shows its room, and a monster type new to the round draws its card there).
BARRIER_EVENTS = frozenset({"monster_card", "attack", "short_rest", "round_start", "door_opened"})
#: Milliseconds between two shown steps of an automated turn, by default.
DEFAULT_STEP_MS = 450


@dataclass(frozen=True)
class LogEntry:
    """One applied action: who decided it, what it set off, and the state before it."""

    decider: str | None
    record: ActionRecord
    before: RoundState
    state_after: RoundState

    @property
    def is_barrier(self) -> bool:
        return any(e.code in BARRIER_EVENTS for e in self.record.events)


class PlayController(QObject):
    """One scenario being played: apply, undo, save, load, and the step-by-step playback."""

    #: The state (or the decision pending) changed: refresh panels.
    changed = Signal()
    #: One event of an action's record is now shown (an ``Event``).
    step_shown = Signal(object)
    #: The playback of the last action is over: the board shows ``state``.
    playback_finished = Signal()
    #: An action was refused (the violation codes, joined).
    refused = Signal(str)

    def __init__(
        self,
        scenario: Scenario,
        seed: int = 1,
        parent: QObject | None = None,
        source: dict[str, Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.scenario = scenario
        #: the scenario file's JSON when it does not ship with the app (embedded in saves)
        self.source = source
        self.seed = seed
        #: False for a save from before the damage choice (it replays as "suffer")
        self.damage_choice = True
        #: False for a save from before revealed monsters joined their round
        self.doors_mid_round = True
        self.state: RoundState = new_game(scenario, seed)
        self.entries: list[LogEntry] = []
        self.pending_events: list[Event] = []
        self.timer = QTimer(self)
        self.timer.setInterval(DEFAULT_STEP_MS)
        self.timer.timeout.connect(self._next_step)

    # --- queries ------------------------------------------------------------------------------

    @property
    def actions(self) -> list[Action]:
        return [e.record.action for e in self.entries]

    def decider(self) -> str | None:
        return current_decider(self.state)

    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    @property
    def busy(self) -> bool:
        """Steps of the last action are still being shown: wait (or skip) before deciding."""
        return bool(self.pending_events)

    def can_undo(self) -> bool:
        """The last action is the current decider's own, and revealed nothing."""
        if not self.entries or self.busy:
            return False
        last = self.entries[-1]
        return not last.is_barrier and last.decider == self.decider()

    # --- decisions ------------------------------------------------------------------------------

    def play(self, action: Action) -> bool:
        """Apply a decision; its events are then shown step by step."""
        if self.busy:
            self.skip()
        try:
            new, record = apply(self.state, action)
        except IllegalAction as err:
            self.refused.emit(", ".join(v.code for v in err.violations))
            return False
        self.entries.append(LogEntry(self.decider(), record, self.state, new))
        self.state = new
        self.pending_events = list(record.events)
        self.changed.emit()
        automated = any(e.code == "turn_start" for e in record.events)
        if self.timer.interval() <= 0 or not automated:
            self.skip()  # a character's own step is shown at once
        else:
            self.timer.start()
        return True

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.state = self.entries.pop().before
        self.changed.emit()
        self.playback_finished.emit()
        return True

    # --- playback ------------------------------------------------------------------------------

    def set_step_interval(self, ms: int) -> None:
        """0: every step at once (tests' fast mode)."""
        self.timer.setInterval(max(0, ms))

    def _next_step(self) -> None:
        if not self.pending_events:
            self.timer.stop()
            self.playback_finished.emit()
            return
        self.step_shown.emit(self.pending_events.pop(0))
        if not self.pending_events:
            self.timer.stop()
            self.playback_finished.emit()
            self.changed.emit()

    def skip(self) -> None:
        """Show every remaining step at once."""
        self.timer.stop()
        while self.pending_events:
            self.step_shown.emit(self.pending_events.pop(0))
        self.playback_finished.emit()
        self.changed.emit()

    def restart(self) -> None:
        """A new game of the same scenario and seed."""
        self.timer.stop()
        self.pending_events = []
        self.entries = []
        self.state = new_game(self.scenario, self.seed, self.damage_choice, self.doors_mid_round)
        self.changed.emit()
        self.playback_finished.emit()

    # --- files --------------------------------------------------------------------------------

    def save(self, path: Path) -> None:
        """``.fdsave``: the app's save format (persist); any other name: the engine's own."""
        if path.suffix == SUFFIX:
            write_fdsave(
                path,
                self.scenario,
                self.source,
                self.seed,
                self.actions,
                self.damage_choice,
                self.doors_mid_round,
            )
        else:
            save_game(path, self.scenario, self.seed, self.actions, self.damage_choice, self.doors_mid_round)

    def load(self, path: Path) -> None:
        """Replay a save (a tampered log is refused: PlaySaveError or TacticsFileError); an
        ``.fdsave`` may hold another scenario, which then replaces this one. Undo starts afresh."""
        if path.suffix == SUFFIX:
            game = read_fdsave_game(path)
            scenario, source, seed, actions = game.scenario, game.source, game.seed, game.actions
            choice, doors = game.damage_choice, game.doors_mid_round
        else:
            state, actions = load_game(path, self.scenario)
            scenario, source, seed = self.scenario, self.source, state.seed
            choice, doors = state.damage_choice, state.doors_mid_round
        self.timer.stop()
        self.pending_events = []
        self.scenario, self.source, self.seed = scenario, source, seed
        self.damage_choice, self.doors_mid_round = choice, doors
        self.entries = _entries_of(scenario, seed, actions, choice, doors)
        self.state = self.entries[-1].state_after if self.entries else new_game(scenario, seed, choice, doors)
        self.changed.emit()
        self.playback_finished.emit()


def _entries_of(
    scenario: Scenario, seed: int, actions: list[Action], choice: bool, doors: bool
) -> list[LogEntry]:
    state = new_game(scenario, seed, choice, doors)
    out: list[LogEntry] = []
    for action in actions:
        decider = current_decider(state)
        new, record = apply(state, action)
        out.append(LogEntry(decider, record, state, new))
        state = new
    return out
