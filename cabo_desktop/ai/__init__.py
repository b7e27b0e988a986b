"""Agents that choose actions from what their seat may see. No pygame here."""
