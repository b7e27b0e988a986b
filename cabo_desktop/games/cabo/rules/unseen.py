"""The same CABO table with every card one seat cannot see dealt anew: the probe of the leak and
AI honesty tests (`Game.shuffle_unseen`). Pure, no pygame."""

from __future__ import annotations

import random

from .state import FACE_UP, GameState, Source


def shuffle_unseen(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The cards `seat` cannot see shuffled among their places: the deck, hand cards it has not
    seen (and nobody sees face up), and another seat's card drawn from the deck. Each place keeps
    its knowledge bits, so who knows what is unchanged while the faces behind it change."""
    rs = state.round
    bit = 1 << seat if 0 <= seat < 16 else 0
    places = [("deck", 0, i, c) for i, c in enumerate(rs.deck)]
    places += [("hand", s, i, c) for s, hand in enumerate(rs.hands) for i, c in enumerate(hand)
               if not rs.vis[c] & bit and not rs.vis[c] & FACE_UP]
    if rs.drawn >= 0 and rs.drawn_from == Source.DECK and rs.current != seat:
        places.append(("drawn", 0, 0, rs.drawn))
    shuffled = [c for *_, c in places]
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
