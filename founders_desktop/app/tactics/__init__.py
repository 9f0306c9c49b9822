"""The tactics scenario editor's app layer: scenario values, case files, the engine port and
the controller with its undo stack."""
