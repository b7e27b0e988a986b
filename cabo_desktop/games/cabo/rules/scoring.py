"""Round scoring, resets, start players and the game's winner: pure functions of the rules."""

from __future__ import annotations

from collections import Counter
from typing import NamedTuple, Sequence

from .cards import Card
from .variant import GameEndRules, ScoringRules


class RoundScore(NamedTuple):
    sums: tuple[int, ...]
    scores: tuple[int, ...]
    kamikaze: int | None  # seat with the Kamikaze hand
    winners: tuple[int, ...]  # the round's winners (lowest, as the variant breaks ties)


def score_round(rules: ScoringRules, hands: Sequence[Sequence[Card]], caller: int | None) -> RoundScore:
    sums = tuple(sum(card.value for card in hand) for hand in hands)
    seats = range(len(hands))
    kamikaze = None
    if rules.kamikaze is not None:
        wanted = Counter(rules.kamikaze.ranks)
        kamikaze = next((s for s in seats if Counter(c.rank for c in hands[s]) == wanted), None)
    if kamikaze is not None:
        scores = tuple(rules.kamikaze.self_score if s == kamikaze else rules.kamikaze.others_score for s in seats)
        return RoundScore(sums, scores, kamikaze, (kamikaze,))

    low = min(sums)
    lowest = tuple(s for s in seats if sums[s] == low)
    if caller is not None and caller in lowest and rules.caller_wins_ties:
        winners: tuple[int, ...] = (caller,)
    else:
        winners = lowest
    scores = []
    for s in seats:
        if s == caller:
            if sums[s] != low:
                outcome = rules.caller_not_lowest
            elif len(lowest) == 1:
                outcome = rules.caller_lowest
            else:
                outcome = rules.caller_tied
            scores.append(outcome.score(sums[s]))
        elif s in winners and rules.winners_score_zero:
            scores.append(0)
        else:
            scores.append(sums[s])
    return RoundScore(sums, tuple(scores), None, winners)


def apply_resets(
    rules: GameEndRules, totals: Sequence[int], resets_used: Sequence[int]
) -> tuple[tuple[int, ...], tuple[int, ...], list[tuple[int, int, int]]]:
    """Resets totals of exactly `reset.at`; returns totals, resets used and (seat, old, new) list."""
    reset = rules.reset
    totals, used = list(totals), list(resets_used)
    done: list[tuple[int, int, int]] = []
    if reset is not None:
        for seat, total in enumerate(totals):
            if total != reset.at:
                continue
            if reset.per_player is not None and used[seat] >= reset.per_player:
                continue
            if reset.total is not None and sum(used) >= reset.total:
                continue
            totals[seat] = reset.to
            used[seat] += 1
            done.append((seat, total, reset.to))
    return tuple(totals), tuple(used), done


def clockwise_from(seat: int, start: int, n: int) -> int:
    """Clockwise distance from `start` to `seat` (0 for `start` itself)."""
    return (seat - start) % n


def next_start_seat(
    rules: GameEndRules, previous: int, scores: Sequence[int], totals: Sequence[int], winners: Sequence[int]
) -> int:
    n = len(scores)
    if rules.next_start == "rotate":
        return (previous + 1) % n
    if rules.next_start == "round_winner":
        candidates = list(winners)
        lowest_total = min(totals[s] for s in candidates)
        candidates = [s for s in candidates if totals[s] == lowest_total]
    else:
        low = min(scores)
        candidates = [s for s in range(n) if scores[s] == low]
    return min(candidates, key=lambda s: clockwise_from(s, previous, n))


def game_winners(totals: Sequence[int], last_scores: Sequence[int]) -> tuple[int, ...]:
    """Lowest total wins; ties go to the lowest last-round score; still tied: a shared win."""
    low = min(totals)
    tied = [s for s in range(len(totals)) if totals[s] == low]
    best_last = min(last_scores[s] for s in tied)
    return tuple(s for s in tied if last_scores[s] == best_last)
