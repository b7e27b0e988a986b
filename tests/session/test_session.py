"""The session, the one authority of a table, under an injected clock (no sleeps): AI turns after
their thinking pause, kaboo's snap window passed by the session at exactly its seconds, Cabanga!'s
decision-free pass, hot-seat windows that wait whatever a person knows, the autosave before the
announcement, refusals that change nothing, a public feed without hand cards, and a resumed save
that goes on the same."""

from __future__ import annotations

import random

import pytest

from cabo_desktop.core.feed import GAME_OVER, NOT_YOUR_TURN, PUBLIC_VIEW, Refused, Snapshot, Update
from cabo_desktop.core.session import Session
from cabo_desktop.games import get_game

CABO, CABANGA, KOBITO = get_game("cabo"), get_game("cabanga"), get_game("kobito")
FRAME = 1 / 60


class FirstLegal:
    """An agent that plays the first legal action (and remembers the events it was told)."""

    def __init__(self):
        self.told: list = []

    def choose(self, observation, legal, rng):
        return legal[0]

    def notify(self, seat, event):
        self.told.append((seat, event))


def frames(session: Session, clock: list, count: int, **kw) -> int:
    """Advance `count` frames of 1/60 s; returns how many actions were played."""
    played = 0
    for _ in range(count):
        clock[0] += FRAME
        played += session.advance(clock[0], **kw)
    return played


def person_to_act(session: Session, person_moves: int = 10_000) -> None:
    """Play the seat to act's first legal action until a person is to act (or the game ends)."""
    for _ in range(person_moves):
        if session.over or session.is_person(session.to_act):
            return
        session.play(session.legal()[0])


def test_an_ai_moves_after_its_thinking_pause_and_not_before():
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3)
    clock = [0.0]
    session.advance(clock[0])  # the pause starts
    assert frames(session, clock, int(0.55 / FRAME) - 1) == 0 and session.seq == 0
    assert frames(session, clock, 2) == 1 and session.seq == 1
    # not ready (the table is animating): time passes, nothing is played
    assert frames(session, clock, 600, ready=False) == 0 and session.seq == 1


def test_the_ai_pause_follows_the_pace():
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3)
    clock = [0.0]
    session.advance(clock[0], pace=10.0)
    assert frames(session, clock, 4, pace=10.0) == 1  # 0.55 s at ten times the pace: 4 frames


def test_an_ai_decision_is_played_only_once_the_executor_has_it():
    from concurrent.futures import Future
    pending: list[Future] = []

    def later(decide):
        future: Future = Future()
        pending.append((future, decide))
        return future
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=3,
                      executor=later)
    clock = [0.0]
    assert frames(session, clock, 120) == 0 and len(pending) == 1  # started once, still thinking
    future, decide = pending[0]
    future.set_result(decide())
    assert frames(session, clock, 1) == 1


def kaboo_snap_window(alone: bool, knows: bool, limit: int = 4000):
    """A kaboo session (seat 0 a person, alone or with a second person at seat 1) played up to a
    snap window of seat 0 in which seat 0 knows (or not) a matching card."""
    from cabo_desktop.games.cabo.windows import known_snap, snap_window_open
    variant = CABO.load_builtin("kaboo")
    for seed in range(60):
        agents = [None, None if not alone else FirstLegal(), FirstLegal()]
        session = Session(CABO, variant, agents, ["Ann", "Bob", "Pip"], seed=seed)
        rng = random.Random(seed)
        for _ in range(limit):
            if session.over:
                break
            state = session.state
            if snap_window_open(state) and state.to_act == 0:
                if (known_snap(session.observe(0), session.legal()) is not None) == knows:
                    return session
                session.play(CABO.parse_action("pass"))
                continue
            legal = [a for a in session.legal() if CABO.format_action(a) not in ("cabo", "snap-pass")] \
                or list(session.legal())
            session.play(rng.choice(legal))
    raise AssertionError("no such snap window")


def test_a_kaboo_snap_window_passes_at_exactly_its_seconds():
    session = kaboo_snap_window(alone=True, knows=True)
    before = session.seq
    clock = [100.0]
    session.advance(clock[0])  # the window's clock starts at the first ready moment
    assert session.window_left(clock[0]) == 5.0
    session.advance(clock[0] + 4.999)
    assert session.seq == before and session.window_left(clock[0] + 4.999) == pytest.approx(0.001)
    session.advance(clock[0] + 5.0)
    assert session.seq == before + 1 and CABO.format_action(session.actions_taken[-1]) == "pass"


def test_the_snap_window_waits_while_the_table_is_not_ready():
    session = kaboo_snap_window(alone=True, knows=True)
    before = session.seq
    session.advance(0.0, ready=False)
    session.advance(50.0, ready=False)  # animations still showing: the clock has not started
    session.advance(51.0)
    session.advance(55.9)
    assert session.seq == before
    session.advance(56.0)
    assert session.seq == before + 1


def test_alone_a_snap_window_you_know_no_card_for_is_passed_at_once():
    session = kaboo_snap_window(alone=True, knows=False)
    before = session.seq
    assert session.advance(0.0) and session.seq == before + 1


def test_at_a_hot_seat_table_a_snap_window_waits_whatever_the_person_knows():
    session = kaboo_snap_window(alone=False, knows=False)
    before = session.seq
    assert session.issued_action() is None
    session.advance(0.0)
    session.advance(4.99)
    assert session.seq == before  # its length tells nobody that the person knew no card
    session.advance(5.0)
    assert session.seq == before + 1


def cabanga_throw_window(hotseat: bool):
    from cabo_desktop.games.cabanga.rules.actions import PASS
    variant = CABANGA.load_builtin(CABANGA.default_variant)
    for seed in range(200):
        agents = [None, None if hotseat else FirstLegal(), FirstLegal()]
        session = Session(CABANGA, variant, agents, ["Ann", "Bob", "Pip"], seed=seed)
        rng = random.Random(seed)
        for _ in range(3000):
            if session.over:
                break
            state = session.state
            if state.thrower == 0 and session.legal() == (PASS,):
                return session
            session.play(rng.choice(list(session.legal())))
    raise AssertionError("no throw window without a fitting card")


def test_cabanga_a_person_alone_with_nothing_that_fits_passes_at_once():
    from cabo_desktop.games.cabanga.rules.actions import PASS
    session = cabanga_throw_window(hotseat=False)
    before = session.seq
    assert session.issued_action() == PASS
    assert session.advance(0.0) and session.seq == before + 1 and session.actions_taken[-1] == PASS


def test_cabanga_at_a_hot_seat_table_the_throw_window_waits_for_the_person():
    session = cabanga_throw_window(hotseat=True)
    before = session.seq
    assert session.issued_action() is None
    session.advance(0.0)
    session.advance(600.0)  # no window_timeout: only the person closes it
    assert session.seq == before


def test_the_autosave_is_written_before_the_action_is_announced():
    order: list = []

    class Saver:
        def after_action(self, action, state):
            order.append(("saved", session.seq, len(feed.items)))
            return ["saved"]

        def finish(self, state):
            return []

    class Listener(FirstLegal):
        def notify(self, seat, event):
            order.append(("told", None))

    session = Session(CABO, CABO.load_builtin("official"), [None, Listener()], ["Ann", "Pip"], seed=5)
    feed = session.feed(0)
    feed.drain()
    order.clear()
    session.saver = Saver()
    actor = session.to_act
    assert session.submit(actor, session.legal()[0]) is None
    assert order[0] == ("saved", 1, 0)  # stored with the action, before any feed item was sent
    assert order[1:] and all(what == "told" for what, _ in order[1:])
    items = feed.drain()
    assert len(items) == 1 and isinstance(items[0], Update) and items[0].seq == 1 and items[0].actor == actor
    assert session.messages == ["saved"]


@pytest.mark.parametrize("game", [CABO, CABANGA, KOBITO], ids=lambda g: g.name)
def test_an_illegal_or_out_of_turn_action_is_refused_and_changes_nothing(game):
    variant = game.load_builtin(game.default_variant)
    session = Session(game, variant, [None, None], ["Ann", "Bob"], seed=2)
    state, seq = session.state, session.seq
    feeds = {seat: session.feed(seat) for seat in (0, 1)}
    for feed in feeds.values():
        feed.drain()
    me = session.to_act
    other = 1 - me
    legal = session.legal()[0]
    why = session.submit(other, legal)
    assert why is not None and why.key == NOT_YOUR_TURN and why.values == {"seat": me}
    other_state = game.new_game(variant, 2, 99)[0]
    foreign = next(a for a in game.legal_actions(other_state) if not session.is_legal(a)) \
        if any(not session.is_legal(a) for a in game.legal_actions(other_state)) else None
    if foreign is not None:
        why = session.submit(me, foreign)
        assert why is not None and why.key != NOT_YOUR_TURN
    assert session.state is state and session.seq == seq
    refused = [item for item in feeds[other].drain()]
    assert refused and isinstance(refused[0], Refused) and refused[0].refusal.key == NOT_YOUR_TURN
    assert all(isinstance(item, Refused) for item in feeds[me].drain())


def test_an_action_after_the_end_is_refused():
    session = Session(CABO, CABO.load_builtin("official"), [FirstLegal(), FirstLegal()], ["A", "B"], seed=1)
    while not session.over:
        session.play(session.legal()[0])
    state = session.state
    assert session.submit(0, CABO.parse_action("pass")).key == GAME_OVER and session.state is state


def hand_cards(observation) -> list:
    """Every card a CABO observation shows in a hand."""
    return [view.card for hand in observation.hands for view in hand if view.card is not None]


def test_the_public_feed_never_carries_a_hand_card():
    """A hot-seat CABO game: whatever the two people look at, the public view's observations and
    events show no card of a hand that not everybody was shown."""
    from dataclasses import fields
    session = Session(CABO, CABO.load_builtin("official"), [None, None, FirstLegal()], ["Ann", "Bob", "Pip"],
                      seed=8)
    public = session.feed(PUBLIC_VIEW)
    rng = random.Random(8)
    checked = 0
    while not session.over and session.seq < 400:
        session.play(rng.choice(list(session.legal())))
        for item in public.drain():
            assert isinstance(item, (Snapshot, Update))
            assert not item.legal  # the public view is never asked to act
            for view in (v for hand in item.observation.hands for v in hand):
                # a card the public view knows was shown to everybody
                assert view.card is None or len(view.known_by) == session.n
            for ev in item.events:
                seen_by = getattr(ev, "seen_by", None)
                if seen_by is not None and seen_by != (1 << 16) - 1:
                    assert all(getattr(ev, name, None) is None for name in ev.hidden), ev
                    checked += 1
        drawn = public.observation.drawn
        assert drawn is None or public.observation.drawn_from == "discard"  # a card drawn from the deck stays hidden
    assert checked > 20
    assert [f.name for f in fields(Update)] == ["seq", "actor", "events", "observation", "legal"]


def test_a_resumed_save_goes_on_the_same():
    from cabo_desktop.storage.saver import GameSaver
    from cabo_desktop.storage.saves import continue_game, new_record
    variant = CABO.load_builtin("official")
    session = Session(CABO, variant, [None, None], ["Ann", "Bob"], seed=12)
    session.saver = GameSaver(new_record(variant, [("Ann", "human"), ("Bob", "human")], 12, game="cabo"),
                              session.state)
    rng = random.Random(12)
    for _ in range(30):
        session.submit(session.to_act, rng.choice(list(session.legal())))
    loaded = continue_game().value
    resumed = Session(CABO, loaded.variant, [None, None], ["Ann", "Bob"], seed=12, resume=loaded)
    feed = resumed.feed(1)
    resumed.replay_into_agents(loaded)
    assert resumed.state == session.state and resumed.seq == session.seq == 30
    assert isinstance(feed.drain()[-1], Snapshot) and feed.observation == session.observe(1)
    for _ in range(40):
        if session.over:
            break
        action = rng.choice(list(session.legal()))
        assert session.submit(session.to_act, action) is None and resumed.submit(resumed.to_act, action) is None
    assert resumed.state == session.state and feed.observation == session.observe(1)


@pytest.mark.parametrize("game", [CABANGA, KOBITO], ids=lambda g: g.name)
def test_the_public_feed_of_cabanga_and_kobito_holds_no_hand(game):
    session = Session(game, game.load_builtin(game.default_variant), [None, None, FirstLegal()],
                      ["Ann", "Bob", "Pip"], seed=4)
    public = session.feed(PUBLIC_VIEW)
    rng = random.Random(4)
    blanked = 0
    while not session.over and session.seq < 300:
        session.play(rng.choice(list(session.legal())))
        for item in public.drain():
            assert item.observation.hand == () and item.observation.hands is None and not item.legal
            for ev in item.events:
                seen_by = getattr(ev, "seen_by", (1 << 16) - 1)
                if seen_by != (1 << 16) - 1:
                    assert all(getattr(ev, name, None) is None for name in ev.hidden), ev
                    blanked += 1
    assert blanked > 0
