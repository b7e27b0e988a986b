"""What one viewer of a table receives (the seat feed's contract): its observation, the events
redacted for it, the legal actions when it is to act, and a refused action's reason as a key with
values, worded and translated only where it is shown (never on the authority's side)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Refusal:
    """Why the authority refused an action: `key` names the reason (a game's refusal key, e.g.
    "kobito.too_few_cards"), `values` fill its words where the table shows it."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
