"""Tests of whole rounds: the round engine, its content and its command line."""
