"""Shared by the leak, honesty and no-peeking tests: what a seat may see, and the same table with
everything else changed."""

from __future__ import annotations

import random
from collections import Counter

from cabo_desktop.games.cabo.rules import observe
from cabo_desktop.games.cabo.rules.state import FACE_UP, GameState, Source


def permute_hidden(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The same table with the cards `seat` cannot see shuffled among their places: the deck, hand
    cards it has not seen, and another seat's card drawn from the deck. Each place keeps its
    knowledge bits, so who-knows-what is unchanged while the faces behind it change."""
    rs = state.round
    bit = 1 << seat
    places = [("deck", 0, i, c) for i, c in enumerate(rs.deck)]
    places += [
        ("hand", s, i, c)
        for s, hand in enumerate(rs.hands)
        for i, c in enumerate(hand)
        if not rs.vis[c] & bit and not rs.vis[c] & FACE_UP
    ]
    if rs.drawn >= 0 and rs.drawn_from == Source.DECK and rs.current != seat:
        places.append(("drawn", 0, 0, rs.drawn))
    cards = [c for *_, c in places]
    shuffled = cards[:]
    rng.shuffle(shuffled)
    hands = [list(h) for h in rs.hands]
    deck, drawn, vis = list(rs.deck), rs.drawn, list(rs.vis)
    for (where, s, i, old), new in zip(places, shuffled):
        vis[new] = rs.vis[old]
        if where == "deck":
            deck[i] = new
        elif where == "drawn":
            drawn = new
        else:
            hands[s][i] = new
    round_ = rs._replace(hands=tuple(map(tuple, hands)), deck=tuple(deck), drawn=drawn, vis=tuple(vis))
    return state._replace(round=round_)


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
