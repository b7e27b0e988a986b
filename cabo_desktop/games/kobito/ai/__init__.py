"""Kobito's computer players: they see only their seat's observation (rules/observation.py)."""

from .agents import EasyAgent, SolidAgent
from .strong import StrongAgent

__all__ = ["EasyAgent", "SolidAgent", "StrongAgent"]
