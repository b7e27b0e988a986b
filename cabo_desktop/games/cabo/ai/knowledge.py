"""What a seat can work out from its observation: card counting and hand estimates.

Everything here is a pure function of an `Observation`, so any agent built on it is honest by
construction: it only ever reads cards the seat has seen or that lie face up.
"""

from __future__ import annotations

import math
from collections import Counter

from ..rules.observation import Observation
from ..rules.variant import Variant

NORMAL_SD_FLOOR = 1.0


_COUNTS: dict[int, tuple[Variant, dict[int, int], float]] = {}  # id(variant) -> (variant, counts, mean)


def _deck_info(variant: Variant) -> tuple[Variant, dict[int, int], float]:
    info = _COUNTS.get(id(variant))
    if info is None or info[0] is not variant:
        faces = variant.faces
        info = (variant, dict(Counter(face.value for face in faces)), sum(f.value for f in faces) / len(faces))
        if len(_COUNTS) > 256:
            _COUNTS.clear()
        _COUNTS[id(variant)] = info
    return info


def deck_counts(variant: Variant) -> Counter:
    return Counter(_deck_info(variant)[1])


def deck_mean(variant: Variant) -> float:
    return _deck_info(variant)[2]


def lowest_value(variant: Variant) -> int:
    """The lowest card value in the deck."""
    return min(_deck_info(variant)[1])


def unseen_counts(obs: Observation) -> Counter:
    """Values of the cards this seat has not seen (deck, unknown hand cards): the counting base."""
    counts = deck_counts(obs.variant)
    for hand in obs.hands:
        for view in hand:
            if view.card is not None:
                counts[view.card.value] -= 1
    for card in obs.discard:
        counts[card.value] -= 1
    if obs.drawn is not None:
        counts[obs.drawn.value] -= 1
    return counts


def unseen_values(obs: Observation) -> list[int]:
    """The unseen multiset as a sorted list of values."""
    counts = unseen_counts(obs)
    out: list[int] = []
    for value in sorted(counts):
        if counts[value] > 0:
            out.extend([value] * counts[value])
    return out


def mean_sd(values: list[int], fallback: float) -> tuple[float, float]:
    if not values:
        return fallback, 3.0
    mu = sum(values) / len(values)
    var = sum((v - mu) ** 2 for v in values) / len(values)
    return mu, max(math.sqrt(var), NORMAL_SD_FLOOR)


def phi(x: float) -> float:
    return 0.5 * (1.0 + math.erf(x / math.sqrt(2.0)))


def low_mean(values: list[int], fraction: float, fallback: float) -> float:
    """Mean of the lowest `fraction` of the unseen values: what a card its owner chose to keep is like."""
    if not values:
        return fallback
    k = max(1, int(len(values) * fraction))
    return sum(values[:k]) / k


def kamikaze_values(variant: Variant) -> tuple[int, ...] | None:
    kamikaze = variant.scoring.kamikaze
    if kamikaze is None or variant.deck.kind != "numbered":
        return None
    return tuple(sorted(int(rank) for rank in kamikaze.ranks))
