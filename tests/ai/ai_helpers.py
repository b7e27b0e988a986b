"""Shared helpers for the AI tests: variants for any seat count and hidden-card permutations."""

from __future__ import annotations

import random

from cabo_desktop.rules import load_builtin
from cabo_desktop.rules.state import FACE_UP, GameState

VARIANTS = ("official", "classic", "kaboo")
FAST_LEVELS = ("beginner", "casual", "skilled", "reference")
ALL_LEVELS = FAST_LEVELS + ("expert",)
_CACHE: dict = {}


def variant_for(name: str, seats: int):
    key = (name, seats > 4)
    if key not in _CACHE:
        variant = load_builtin(name)
        if seats > variant.players.max:
            variant = variant.with_settings({"players.allow_stretch": True})
        _CACHE[key] = variant
    return _CACHE[key]


def permute_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same situation with every card `seat` cannot know replaced by a permutation of those cards.

    Hidden cards are the deck and hand cards whose vis bit for `seat` is 0 and that are not face
    up. Knowledge stays with the position: the vis value of each position is kept, so who-knows-what
    (which the seat may see) is unchanged while the faces behind it change.
    """
    rs = state.round
    bit = 1 << seat
    vis = list(rs.vis)
    positions = []  # ("hand", s, i) or ("deck", i)
    ids = []
    for s, hand in enumerate(rs.hands):
        for i, card in enumerate(hand):
            if not vis[card] & bit and not vis[card] & FACE_UP:
                positions.append(("hand", s, i))
                ids.append(card)
    for i, card in enumerate(rs.deck):
        if not vis[card] & bit and not vis[card] & FACE_UP:
            positions.append(("deck", i))
            ids.append(card)
    shuffled = ids[:]
    rng.shuffle(shuffled)
    hands = [list(h) for h in rs.hands]
    deck = list(rs.deck)
    new_vis = list(vis)
    for pos, old, new in zip(positions, ids, shuffled):
        if pos[0] == "hand":
            hands[pos[1]][pos[2]] = new
        else:
            deck[pos[1]] = new
        new_vis[new] = vis[old]
    return state._replace(round=rs._replace(hands=tuple(tuple(h) for h in hands), deck=tuple(deck), vis=tuple(new_vis)))


class CheckedAgent:
    """Wraps an agent: asserts every choice is legal."""

    def __init__(self, agent):
        self.agent = agent
        self.name = agent.name
        self.needs_observation = agent.needs_observation
        self.count = 0

    def choose(self, obs, legal, rng):
        action = self.agent.choose(obs, legal, rng)
        assert action in legal, f"{self.agent.name} chose illegal {action!r}"
        self.count += 1
        return action

    def notify(self, seat, event):
        self.agent.notify(seat, event)
