"""Evaluations on the public gold sets in ../shared/benchmarks (`storyline eval ...`)."""
