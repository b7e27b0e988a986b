"""benchmarks/search_spread.py: the figures docs/ai.md (sixteenth round) reads the cost of a deeper search from."""

import importlib.util
import math
from pathlib import Path

from cabo_desktop.core.runner import play_game
from cabo_desktop.games.cabo.ai.expert import ExpertAgent
from cabo_desktop.games.cabo.ai.levels import make_agent
from cabo_desktop.games.cabo.rules import load_builtin

_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "search_spread.py"
_spec = importlib.util.spec_from_file_location("search_spread", _PATH)
search_spread = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(search_spread)


def test_spread_reads_the_two_best_candidates_world_by_world():
    # three worlds, three candidates each (lower is better): means 1, 11/3 and 10
    values = [1, 3, 10,
              2, 6, 10,
              0, 2, 10]
    gap, sd, worlds = search_spread.spread(values, 3)
    assert worlds == 3
    assert math.isclose(gap, 11 / 3 - 1)
    # the differences world by world are 2, 4 and 2
    assert math.isclose(sd, math.sqrt(((2 - 8 / 3) ** 2 * 2 + (4 - 8 / 3) ** 2) / 3))


def test_spread_orders_the_candidates_by_their_means_not_their_place():
    gap, sd, worlds = search_spread.spread([5, 9, 1,
                                            7, 9, 3], 3)
    assert (gap, sd, worlds) == (4.0, 0.0, 2)  # the third candidate is best, the first second


def test_spread_takes_a_candidates_credit_off_its_mean():
    # means 2 and 3; a credit of 2 on the second makes it best by 1
    assert search_spread.spread([2, 3, 2, 3], 2, {1: 2.0}) == (1.0, 0.0, 2)


class CheckedExpert(search_spread.RecordingExpert):
    """Also keeps what each drawn-card search's play-out summed per candidate, to check the order."""

    def __init__(self, seed: int):
        super().__init__(seed)
        self.checks: list[tuple[list[float], dict[int, float], int]] = []  # (worlds kept, totals, k)

    def _play_out(self, *args, **kwargs):
        totals, n = super()._play_out(*args, **kwargs)
        if self.worlds is not None:
            self.checks.append((list(self.worlds), totals, self.n_candidates))
        return totals, n


def test_the_recording_expert_plays_as_the_expert_and_keeps_each_world_in_order():
    variant = load_builtin("official")

    def final(expert):
        run = play_game(variant, [expert, make_agent("skilled", seed=11)], seed=503)
        return run.state.totals, run.state.winners

    recording = CheckedExpert(seed=30)
    assert final(recording) == final(ExpertAgent(seed=30))
    assert recording.searches, "a heads-up game searches some drawn cards"
    assert len(recording.searches) == len(recording.checks)  # one record per search, none from elsewhere
    for (_gap, _sd, worlds), (values, totals, k) in zip(recording.searches, recording.checks):
        assert worlds == ExpertAgent.samples * ExpertAgent.heads_up_worlds == len(values) // k
        # worlds outer, candidates inner: candidate c's worlds are every k-th value from c
        for c in range(k):
            assert math.isclose(math.fsum(values[c::k]), totals[c], rel_tol=1e-9, abs_tol=1e-6)
