"""How true the Expert's determinization is: sampled vs real hidden cards (issue 3, docs/ai.md).

    PYTHONPATH=. python3 benchmarks/expert_sampling.py --games 60 [--seed 1000] [--samples 30] [--jobs 2]
        [--variant official] [--seats expert,skilled,skilled,skilled] [--by-turn]

Plays the Expert against Skilled players (by default official, 4 seats, seats rotated). At every third
of the Expert's turns it draws `--samples` determinizations from the Expert's observation and
compares, for each kind of hidden slot, the mean value the sampler dealt there with the true card
(read from the game state, which only this script sees). A sampler that deals a kind of slot
too high or too low shows up as a gap between the two columns. `--by-turn` splits each kind by how
far the round has gone (turns a seat, in threes): an opponent's kept cards get lower as the round
goes on, while the sampler deals them alike throughout (docs/ai.md, twelfth round).
"""

from __future__ import annotations

import argparse
import multiprocessing as mp
import random
import statistics
from collections import defaultdict

from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.skilled import Assessment
from cabo_desktop.games.cabo.rules import Phase, load_builtin, observe
from cabo_desktop.games.cabo.rules.events import CardsSwapped, RoundStarted


def slot_kind(obs, seat: int, view, swapped_in: bool = False) -> str:
    if seat == obs.seat:
        if swapped_in:  # by an opponent's blind swap (kaboo's snaps that give us a card are not tracked)
            return "our card, an opponent swapped it to us"
        return "our card, seen by another" if view.known_by else "our unknown card"
    if seat in view.known_by:
        return "opponent's, owner knows"
    return "opponent's, a third seat knows" if view.known_by else "opponent's, nobody has seen"


def one_game(args: tuple) -> list[tuple[str, float, float]]:
    g, seed, samples, variant_name, levels, by_turn = args
    variant = load_builtin(variant_name)
    n = len(levels)
    owner = [(s + g) % n for s in range(n)]
    agents = [make_agent(levels[owner[s]], g * 16 + s) for s in range(n)]
    me = owner.index(0)
    expert = agents[me]
    rows: list[tuple[str, float, float]] = []
    swapped_in: set[int] = set()  # card ids an opponent's swap put in our hand this round

    def look(state, action, events):
        r = state.round
        # a swap that ended its round comes before the next round's RoundStarted in the same
        # batch, and `state` already holds the new deal: only events after the last RoundStarted
        starts = [i for i, ev in enumerate(events) if isinstance(ev, RoundStarted)]
        if starts:
            swapped_in.clear()
        for ev in events[starts[-1] + 1 if starts else 0:]:
            if isinstance(ev, CardsSwapped) and ev.seat != me and me in (ev.seat_a, ev.seat_b):
                slot = ev.slot_a if ev.seat_a == me else ev.slot_b
                swapped_in.add(r.hands[me][slot])
        if r.to_act != me or r.phase != Phase.TURN or r.turn % 3:
            return
        obs = observe(state, me)
        a = Assessment(obs)
        rng = random.Random(seed * 7919 + g * 131 + r.turn)
        sums: dict[tuple[int, int], float] = defaultdict(float)
        deck_sum = 0.0
        for _ in range(samples):
            sim = expert._sample(obs, a, rng)
            deck_sum += sum(sim.deck)
            for s, hand in enumerate(sim.vals):
                for j, v in enumerate(hand):
                    sums[s, j] += v
        if r.deck:
            true_deck = [state.face(c).value for c in r.deck]
            rows.append(("a card in the deck", deck_sum / samples / len(true_deck), statistics.fmean(true_deck)))
        stage = ""
        if by_turn:
            first = min(r.turn // n // 3, 4) * 3
            stage = f", turns a seat {first:2d}-{first + 2}" if first < 12 else ", turns a seat 12+"  # sorts in order
        for s, hand in enumerate(obs.hands):
            for j, view in enumerate(hand):
                if view.card is None:
                    rows.append((slot_kind(obs, s, view, s == me and r.hands[s][j] in swapped_in) + stage, sums[s, j] / samples, state.face(r.hands[s][j]).value))

    play_game(variant, agents, seed + g, on_step=look)
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--samples", type=int, default=30)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variant", default="official")
    parser.add_argument("--seats", default="expert,skilled,skilled,skilled", help="levels; the first is the Expert")
    parser.add_argument("--by-turn", action="store_true", help="split each kind of slot by turns a seat")
    args = parser.parse_args()
    levels = tuple(args.seats.split(","))
    work = [(g, args.seed, args.samples, args.variant, levels, args.by_turn) for g in range(args.games)]
    if args.jobs > 1:
        with mp.Pool(args.jobs) as pool:
            chunks = pool.map(one_game, work)
    else:
        chunks = [one_game(w) for w in work]
    by_kind: dict[str, list[tuple[float, float]]] = defaultdict(list)
    for rows in chunks:
        for kind, sampled, true in rows:
            by_kind[kind].append((sampled, true))
    print(f"{'hidden slot':56s} {'n':>7s} {'sampled':>8s} {'true':>6s}")
    for kind, pairs in sorted(by_kind.items()):
        sampled = statistics.fmean(p[0] for p in pairs)
        true = statistics.fmean(p[1] for p in pairs)
        print(f"{kind:56s} {len(pairs):7d} {sampled:8.2f} {true:6.2f}")


if __name__ == "__main__":
    main()
