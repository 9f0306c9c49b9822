"""An independent audit of the monster-turn solver against docs/TACTICS.md.

reference.py is a slow second solver written from the rules text; test_reference_crosscheck.py
compares it with ``solve`` on random small maps in every rule set; test_sight_oracle.py checks
line of sight against exact brute-force witnesses; test_rule_paragraphs.py holds one designed
map per rule paragraph.
"""
