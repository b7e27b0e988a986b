"""What every registered game must do, tested over the registry: a game that registers gets these
tests without writing them (issue 37, item 6).

- random games keep the state facts the shell reads (`StateFacts`, `RoundFacts`,
  `ObservationFacts`, `SeatEvent` of games/contracts.py), offer legal actions while not over, each
  of them legal and applied without an error, and end within `max_actions`;
- no leak: an observation, and the events redacted for a seat, do not change when the cards that
  seat cannot see are dealt anew (`Game.shuffle_unseen`);
- AI honesty: an agent of every level chooses the same when the cards its seat cannot see change;
- the record notation reads back every action it writes;
- a record written and read back through core/records.py replays to the same states and events;
- observations, redacted events and actions survive the game's wire codec (`Game.wire()`).

Long soaks are marked `slow` (they run in CI: `tasks.py test` runs everything).
"""

from __future__ import annotations

import copy
import random

import pytest

from cabo_desktop.core.feed import PUBLIC_VIEW
from cabo_desktop.core.records import GameRecord, Seat, load_record, replay, save_record
from cabo_desktop.core.wire import dumps, loads
from cabo_desktop.games import get_game
from cabo_desktop.games.contracts import ObservationFacts, RoundFacts, SeatEvent, StateFacts
from tests.conformance.playing import GAMES, Played, play, protocol_members, random_tables, sample_games

STATE_FACTS = protocol_members(StateFacts)
ROUND_FACTS = protocol_members(RoundFacts)
OBSERVATION_FACTS = protocol_members(ObservationFacts)
EVENT_FACTS = protocol_members(SeatEvent)


def seat_tuple(value, n_seats: int, name: str) -> None:
    assert isinstance(value, tuple) and len(value) == n_seats, f"{name} is not one number a seat: {value!r}"
    assert all(isinstance(v, int) and not isinstance(v, bool) for v in value), f"{name}: {value!r}"


def check_facts(played: Played) -> None:
    """The state facts the shell reads hold after the deal and after every action."""
    game = get_game(played.table.game)
    state = played.final
    n = played.table.seats
    for name in STATE_FACTS:
        assert hasattr(state, name), f"the state has no {name} (StateFacts)"
    assert state.n_seats == n and state.seed == played.table.seed
    assert isinstance(state.over, bool) and isinstance(state.to_act, int) and isinstance(state.round_no, int)
    assert (state.to_act == -1) == state.over, f"to_act {state.to_act} while over={state.over}"
    assert state.over or 0 <= state.to_act < n
    assert state.round_no >= 1
    seat_tuple(state.totals, n, "totals")
    assert all(0 <= w < n for w in state.winners) and len(set(state.winners)) == len(state.winners)
    if state.over:
        assert state.winners, "a finished game has winners"
        best = (min if game.lower_total_wins else max)(state.totals)
        assert all(state.totals[w] == best for w in state.winners), (state.totals, state.winners)
    for result in state.history:
        for name in ROUND_FACTS:
            assert hasattr(result, name), f"a round result has no {name} (RoundFacts)"
        seat_tuple(result.scores, n, "scores")
        seat_tuple(result.totals, n, "round totals")
        assert all(0 <= w < n for w in result.winners)
    previous = played.before(len(played.actions) - 1) if played.actions else None
    if previous is not None:
        assert state.round_no >= previous.round_no and len(state.history) >= len(previous.history)
        assert tuple(state.history[:len(previous.history)]) == tuple(previous.history), "history was rewritten"
    for seat in range(n):
        obs = game.observe(state, seat)
        for name in OBSERVATION_FACTS:
            assert hasattr(obs, name), f"the observation has no {name} (ObservationFacts)"
        assert (obs.seat, obs.n_seats, obs.to_act, obs.totals) == (seat, n, state.to_act, state.totals)
        assert (obs.over, obs.round_no, obs.winners) == (state.over, state.round_no, state.winners)
    events = played.events[-1] if played.events else played.initial_events
    for event in events:
        for name in EVENT_FACTS:
            assert hasattr(event, name), f"{event!r} has no {name} (SeatEvent)"
    if not state.over:
        legal = game.legal_actions(state)
        assert legal, "no legal action while the game is not over"
        assert all(game.is_legal(state, a) for a in legal), "a listed action is not legal"


@pytest.mark.parametrize("name", GAMES)
def test_random_games_keep_the_state_facts_and_end(name):
    checked = 0
    for table in random_tables(name, 6, seed=7):
        played = play(table, check_facts)
        assert played.final.over
        checked += len(played.actions)
    assert checked > 300


@pytest.mark.parametrize("name", GAMES)
def test_every_listed_action_applies(name):
    """apply never raises on an action legal_actions lists (sampled positions, every action)."""
    game = get_game(name)
    applied = 0
    for played in sample_games(name)[:6]:
        for step in range(0, len(played.actions), 4):
            state = played.before(step)
            for action in game.legal_actions(state):
                after, events = game.apply(state, action)
                assert isinstance(events, list) and after is not state
                applied += 1
    assert applied > 500


def check_notation(game, actions) -> int:
    for action in actions:
        text = game.format_action(action)
        assert isinstance(text, str) and text == text.strip() and "\n" not in text, repr(text)
        back = game.parse_action(text)
        assert back == action, f"{text!r} reads back as {back!r}, not {action!r}"
        assert game.format_action(back) == text
    return len(actions)


@pytest.mark.parametrize("name", GAMES)
def test_the_notation_reads_back_every_legal_action(name):
    game = get_game(name)
    checked = 0
    for played in sample_games(name):
        for step in range(0, len(played.actions), 3):
            checked += check_notation(game, game.legal_actions(played.before(step)))
        checked += check_notation(game, played.actions)
    assert checked > 1000


@pytest.mark.parametrize("name", GAMES)
def test_the_notation_refuses_garbage_with_its_own_error(name):
    game = get_game(name)
    for text in ["", "   ", "\x00", "fly to the moon", "9" * 5000, "é" * 40, "draw draw draw"]:
        try:
            game.parse_action(text)
        except game.notation_error:
            continue


def check_no_leak(game, state, seat: int, rng: random.Random) -> tuple[int, int]:
    """(changed, events compared): the seat's observation is the same on a table where the cards it
    cannot see are dealt anew, and so are the events of the next action as the seat is shown them,
    unless that action shows the seat a card (its observation after the action differs) or ends a
    round (its result, with every hand counted face up, differs)."""
    other = game.shuffle_unseen(state, seat, rng)
    assert game.observe(other, seat) == game.observe(state, seat), f"seat {seat} sees cards it may not"
    changed = game.observe_all(other) != game.observe_all(state)  # a view of every card would tell
    legal = list(game.legal_actions(state))
    action = legal[rng.randrange(len(legal))]
    if not game.is_legal(other, action):
        return changed, 0
    after, events = game.apply(state, action)
    other_after, other_events = game.apply(other, action)
    if game.observe(after, seat) != game.observe(other_after, seat) or after.history != other_after.history:
        return changed, 0  # the action showed the seat a card, or ended a round (the count shows every hand)
    mine = [e.for_seat(seat) for e in events]
    assert mine == [e.for_seat(seat) for e in other_events], f"{action!r}: events leak to seat {seat}: {mine}"
    return changed, bool(mine)


@pytest.mark.parametrize("name", GAMES)
def test_nothing_a_seat_sees_depends_on_cards_it_cannot_see(name):
    game = get_game(name)
    rng = random.Random(5)
    probes = changed = compared = 0
    for played in sample_games(name):
        for step in range(0, len(played.actions), 2):
            state = played.before(step)
            for seat in [*range(state.n_seats), PUBLIC_VIEW]:  # every seat, and nobody's (hot-seat's public view)
                c, e = check_no_leak(game, state, seat, rng)
                probes, changed, compared = probes + 1, changed + c, compared + e
    assert probes > 500 and changed > probes // 2 and compared > probes // 4, (probes, changed, compared)


class SeesEverything:
    """A game whose observation shows every card (its observe_all): what a leak looks like."""

    def __init__(self, game):
        self.game = game

    def __getattr__(self, name):
        return getattr(self.game, name)

    def observe(self, state, seat):
        return self.game.observe_all(state)


@pytest.mark.parametrize("name", GAMES)
def test_the_leak_check_catches_an_observation_that_shows_hidden_cards(name):
    leaky, rng = SeesEverything(get_game(name)), random.Random(2)
    caught = 0
    for played in sample_games(name)[:3]:
        for step in range(0, len(played.actions), 5):
            try:
                check_no_leak(leaky, played.before(step), 0, rng)
            except AssertionError:
                caught += 1
    assert caught >= 10


def level_params():
    return [pytest.param(name, level, id=f"{name}-{level}")
            for name in GAMES for level in [*get_game(name).ai_levels(), "random"]]


def decisions(name: str, level: str, games: int, probes: int, seed: int):
    """(state, agent, generator state) at random decisions of an agent of `level` in seat 0, the
    other seats played by the game's random agent; the game stops after the last probe."""
    game = get_game(name)
    rng = random.Random(seed)
    for table in random_tables(name, games, seed):
        state, events = game.new_game(table.variant, table.seats, table.seed)
        agents = [game.make_agent(level, table.seed)] + [game.random_agent() for _ in range(table.seats - 1)]
        play_rng = random.Random(table.seed)
        chosen = set(rng.sample(range(12), probes))
        choices = 0
        while not state.over and choices <= max(chosen):
            for s, agent in enumerate(agents):
                if hasattr(agent, "notify"):
                    for event in events:
                        agent.notify(s, event.for_seat(s))
            seat = state.to_act
            legal = game.legal_actions(state)
            if seat == 0 and len(legal) > 1:
                if choices in chosen:
                    yield state, agents[0], play_rng.getstate()
                choices += 1
            state, events = game.apply(state, agents[seat].choose(game.observe(state, seat), legal, play_rng))


def check_honest(game, state, agent, rng_state, shuffle_rng, seat: int = 0) -> None:
    def choice(table):
        rng = random.Random()
        rng.setstate(rng_state)
        return copy.deepcopy(agent).choose(game.observe(table, seat), game.legal_actions(table), rng)
    expected = choice(state)
    other = game.shuffle_unseen(state, seat, shuffle_rng)
    assert choice(other) == expected, f"{agent!r} chose otherwise when cards its seat cannot see changed"


@pytest.mark.parametrize("name, level", level_params())
def test_every_ai_level_decides_from_what_its_seat_may_see(name, level):
    game = get_game(name)
    shuffle_rng = random.Random(3)
    checked = 0
    for state, agent, rng_state in decisions(name, level, games=3, probes=3, seed=len(level)):
        check_honest(game, state, agent, rng_state, shuffle_rng)
        checked += 1
    assert checked >= 6


def record_of(played: Played) -> GameRecord:
    game = get_game(played.table.game)
    seats = [Seat(f"Seat {s + 1}") for s in range(played.table.seats)]
    return GameRecord.for_variant(played.table.variant, seats, played.table.seed, game=played.table.game,
                                  actions=[game.format_action(a) for a in played.actions])


@pytest.mark.parametrize("name", GAMES)
def test_a_record_written_and_read_back_replays_the_same_game(name, tmp_path):
    for k, played in enumerate(sample_games(name)):
        path = tmp_path / f"{k}.json"
        save_record(record_of(played), path)
        again = replay(load_record(path))
        assert again.variant == played.table.variant
        assert again.initial == played.initial and again.initial_events == played.initial_events
        assert again.actions == played.actions
        assert again.states == played.states
        assert again.events == played.events
        assert again.final.over and again.final.winners == played.final.winners


def over_the_wire(played: Played, every: int) -> dict[str, int]:
    """Sends a played game through its codec, as JSON text and back: every event as each seat and
    a viewer outside the table see it (each different value once), every action, and one viewer's observation (in turn) at
    every `every`-th step; each must arrive equal, and send again as the same text."""
    table = played.table
    game = get_game(table.game)
    wire = game.wire()
    sent = {"observations": 0, "events": 0, "actions": 0}

    def through(value, encode, decode, kind):
        text = dumps(encode(value))
        back = decode(loads(text))
        assert back == value and type(back) is type(value), f"{kind} changed on the wire: {value!r} -> {back!r}"
        assert dumps(encode(back)) == text
        sent[kind] += 1

    def event_back(data):
        return wire.event_from_data(data, table.variant)
    seen: set = set()  # each different event value once: the codec is a function of the value
    for step, events in enumerate([played.initial_events] + played.events):
        for event in events:
            for view in {event.for_seat(seat) for seat in range(table.seats + 1)} - seen:
                seen.add(view)
                through(view, wire.event_to_data, event_back, "events")
        if step % every == 0:
            observation = game.observe(played.before(step), step // every % (table.seats + 1))
            through(observation, wire.observation_to_data, wire.observation_from_data, "observations")
    for action in played.actions:
        through(action, wire.action_to_data, wire.action_from_data, "actions")
    return sent


@pytest.mark.parametrize("name", GAMES)
def test_observations_events_and_actions_survive_the_wire(name):
    counts = {"observations": 0, "events": 0, "actions": 0}
    for played in sample_games(name):
        for key, count in over_the_wire(played, every=4).items():
            counts[key] += count
    assert counts["observations"] > 100 and counts["events"] > 300 and counts["actions"] > 500, counts


@pytest.mark.slow
@pytest.mark.parametrize("name", GAMES)
def test_soak_many_random_games(name, tmp_path):
    """The long soak: many more random tables, every check above on each."""
    game = get_game(name)
    rng = random.Random(11)
    for k, table in enumerate(random_tables(name, 40, seed=1234)):
        played = play(table, check_facts)
        check_notation(game, played.actions)
        for step in range(0, len(played.actions), 7):
            state = played.before(step)
            check_no_leak(game, state, rng.randrange(state.n_seats), rng)
        path = tmp_path / f"{k}.json"
        save_record(record_of(played), path)
        assert replay(load_record(path)).states == played.states
        over_the_wire(played, every=9)


@pytest.mark.slow
@pytest.mark.parametrize("name, level", level_params())
def test_soak_ai_honesty(name, level):
    game = get_game(name)
    shuffle_rng = random.Random(8)
    checked = 0
    for state, agent, rng_state in decisions(name, level, games=8, probes=5, seed=100 + len(level)):
        check_honest(game, state, agent, rng_state, shuffle_rng)
        checked += 1
    assert checked >= 30
