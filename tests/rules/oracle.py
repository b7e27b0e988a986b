"""Scoring written again, straight from the rule texts, to check the engine against.

Deliberately independent of cabo_desktop.games.cabo.rules.scoring and of the variant files' values.
"""

from __future__ import annotations


def card_points(variant_name: str, rank: str, suit: str | None) -> int:
    if variant_name != "kaboo":
        return int(rank)  # the CABO deck: the number on the card
    # Kaboo: "Ace is low, numerical cards are equal to their face value, Jack = 11, Queen = 12,
    # Black King = 13, Red King = 0, Joker = -1"
    if rank == "JOKER":
        return -1
    if rank == "K":
        return 0 if suit in ("H", "D") else 13
    return {"A": 1, "J": 11, "Q": 12}.get(rank) or int(rank)


def round_scores(variant_name: str, hands: list[list[int]], ranks: list[list[str]], caller: int | None) -> list[int]:
    sums = [sum(hand) for hand in hands]
    low = min(sums)
    if variant_name in ("official", "classic"):
        for seat, hand_ranks in enumerate(ranks):
            if sorted(hand_ranks) == ["12", "12", "13", "13"]:  # Kamikaze
                return [0 if s == seat else 50 for s in range(len(hands))]
    if variant_name == "official":
        # "if you called CABO and have the lowest sum (or are tied for it), you score 0 points.
        # If you called CABO and do not have the lowest sum, you score the sum plus 10"
        scores = list(sums)
        if caller is not None:
            scores[caller] = 0 if sums[caller] == low else sums[caller] + 10
        return scores
    if variant_name == "classic":
        # "The player with the lowest score wins and receives 0 points. Everyone else receives
        # the points in their hand. If the caller doesn't have the lowest score, +5. Tie: the
        # caller wins; if neither tied player called Cabo they both receive 0."
        lowest = [s for s in range(len(hands)) if sums[s] == low]
        scores = list(sums)
        if caller is not None and caller in lowest:
            scores[caller] = 0
        else:
            for s in lowest:
                scores[s] = 0
            if caller is not None:
                scores[caller] = sums[caller] + 5
        return scores
    # Kaboo: "If a player calls kaboo and wins, they receive an additional -5 points. If they
    # draw or worse, 5 points are added to their score."
    scores = list(sums)
    if caller is not None:
        strictly_lowest = sums[caller] == low and sums.count(low) == 1
        scores[caller] = sums[caller] - 5 if strictly_lowest else sums[caller] + 5
    return scores


def after_resets(variant_name: str, totals: list[int], used: list[int]) -> list[int]:
    """Official: exactly 100 -> 50, once per player. Classic: exactly 100 -> 50. Kaboo: none."""
    result = list(totals)
    for seat, total in enumerate(totals):
        if total == 100 and variant_name == "official" and used[seat] == 0:
            result[seat] = 50
            used[seat] += 1
        elif total == 100 and variant_name == "classic":
            result[seat] = 50
    return result
