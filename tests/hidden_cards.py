"""Shared by the leak, honesty and no-peeking tests: what a seat may see, and the same table with
everything else changed."""

from __future__ import annotations

import random
from collections import Counter

from cabo_desktop.games.cabo.rules import observe
from cabo_desktop.games.cabo.rules.state import GameState
from cabo_desktop.games.cabo.rules.unseen import shuffle_unseen


def permute_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same table with the cards `seat` cannot see shuffled among their places (the game's own
    `shuffle_unseen`: the deck, hand cards it has not seen, another seat's card drawn from the
    deck); each place keeps its knowledge bits, so who-knows-what is unchanged."""
    return shuffle_unseen(state, seat, rng)


def allowed_faces(state: GameState, seat: int) -> Counter:
    """Faces `seat` may see now: its known cards, the held card if visible, every discard, and the
    hands revealed at the end of the last round (shown while the round-end reveal runs)."""
    obs = observe(state, seat)
    faces = Counter(v.card for hand in obs.hands for v in hand if v.card is not None)
    faces.update(obs.discard)
    if obs.drawn is not None:
        faces[obs.drawn] += 1
    if state.history:
        faces.update(card for hand in state.history[-1].hands for card in hand)
    return faces
