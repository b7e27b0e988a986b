"""Action notation for records: format_action and parse_action round-trip; bad text is refused
with a NotationError that says what was expected."""

from __future__ import annotations

import random

import pytest

from cabo_desktop.games.cabo.rules import (
    BUILTIN_NAMES, CallCabo, DiscardDrawn, DrawFromDeck, Exchange, GiveCard, InitialPeek, KeepCards,
    LookAndSwap, NotationError, PassSnap, Peek, PlaceAtEnd, Snap, Spy, Swap, TakeDiscard, apply,
    format_action, legal_actions, load_builtin, new_game, parse_action,
)
from cabo_desktop.games.cabo.rules.actions import Action

EXAMPLES = [
    (InitialPeek((0, 3)), "look 0 3"),
    (InitialPeek((1, 2, 5)), "look 1 2 5"),
    (DrawFromDeck(), "draw deck"),
    (TakeDiscard(), "draw discard"),
    (CallCabo(), "cabo"),
    (Exchange((2,)), "exchange 2"),
    (Exchange((0, 2, 3)), "exchange 0 2 3"),
    (DiscardDrawn(), "discard"),
    (Peek(2), "discard use peek card=2"),
    (Spy(1, 3), "discard use spy seat=1 card=3"),
    (LookAndSwap(2, 0), "discard use look seat=2 card=0"),
    (Swap(0, 1, 2, 3), "swap seat=0 card=1 seat=2 card=3"),
    (KeepCards(), "keep"),
    (PlaceAtEnd("left"), "place left"),
    (PlaceAtEnd("right"), "place right"),
    (Snap(1, 12), "snap seat=1 card=12"),
    (PassSnap(), "pass"),
    (GiveCard(3), "give card=3"),
]


def test_examples_cover_every_action_type():
    """The examples below cover all 15 action types."""
    assert {type(a) for a, _ in EXAMPLES} == set(Action.__args__)


@pytest.mark.parametrize("action, text", EXAMPLES, ids=[t for _, t in EXAMPLES])
def test_format_and_parse_round_trip(action, text):
    """Each action has one notation, and reading it back gives the action."""
    assert format_action(action) == text
    assert parse_action(text) == action
    assert parse_action(format_action(action)) == action


@pytest.mark.parametrize(
    "text, action",
    [
        ("  DRAW   Deck ", DrawFromDeck()),
        ("Exchange 3 1", Exchange((3, 1))),
        ("discard use swap seat=0 card=1 seat=2 card=3", Swap(0, 1, 2, 3)),
        ("Place RIGHT", PlaceAtEnd("right")),
    ],
)
def test_parse_accepts_case_spacing_and_the_swap_ability_spelling(text, action):
    """Hand-written records may vary case and spacing."""
    assert parse_action(text) == action


@pytest.mark.parametrize("name", BUILTIN_NAMES)
def test_every_legal_action_of_a_game_round_trips(name):
    """Every action the engine offers can be written down and read back."""
    variant = load_builtin(name)
    rng = random.Random(3)
    state, _ = new_game(variant, 3, seed=5)
    seen_types = set()
    for _ in range(300):
        if state.over:
            break
        legal = legal_actions(state)
        for action in legal:
            assert parse_action(format_action(action)) == action
            seen_types.add(type(action))
        state, _ = apply(state, legal[rng.randrange(len(legal))])
    assert len(seen_types) >= 6


@pytest.mark.parametrize(
    "text, expected",
    [
        ("", "empty action"),
        ("   ", "empty action"),
        ("fly away", "cannot read action 'fly away'"),
        ("draw", "cannot read action"),
        ("draw pile", "cannot read action"),
        ("cabo now", "cannot read action"),
        ("exchange", "expected card numbers"),
        ("exchange a b", "expected card numbers, e.g. 'exchange 0 2'"),
        ("look -1 2", "expected card numbers"),
        ("discard use fly card=1", "unknown ability 'fly'; expected peek, spy, swap or look"),
        ("discard use peek", "expected card=N"),
        ("discard use spy card=1 seat=2", "expected seat=N card=N"),
        ("discard use spy seat=1", "expected seat=N card=N"),
        ("swap seat=1 card=2", "expected seat=N card=N seat=N card=N"),
        ("snap seat=x card=1", "cannot read 'seat=x'"),
        ("snap seat=1 card=2 card=3", "expected seat=N card=N"),
        ("give", "expected card=N"),
        ("place up", "cannot read action"),
        ("keep it", "cannot read action"),
    ],
)
def test_bad_notation_raises_a_clear_notation_error(text, expected):
    """Unreadable notation raises NotationError saying what was expected."""
    with pytest.raises(NotationError) as info:
        parse_action(text)
    assert expected in str(info.value)
    assert isinstance(info.value, ValueError)


def test_format_refuses_something_that_is_not_an_action():
    """Only actions have a notation."""
    with pytest.raises(NotationError, match="not an action"):
        format_action("draw deck")  # type: ignore[arg-type]
