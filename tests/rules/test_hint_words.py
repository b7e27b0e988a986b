"""The hint's reason for swapping an unseen card: the gain is knowing it, said as such (a playtest
read "likely high (est. 5); swap it for the 5 you drew" as advice that gains nothing)."""

from cabo_desktop.games.cabo.hint import explain
from cabo_desktop.games.cabo.rules import apply, load_builtin
from cabo_desktop.games.cabo.rules.actions import DRAW_FROM_DECK, Exchange
from cabo_desktop.games.cabo.rules.observation import observe
from scenario import start

OFFICIAL = load_builtin("official")


def test_swapping_an_unseen_card_is_explained_by_knowing_it_and_a_known_one_by_its_value():
    state = start(OFFICIAL, [["3", "11", "4", "9"], ["6", "6", "7", "8"]], "12", deck_top=["5"])
    state, _ = apply(state, DRAW_FROM_DECK)  # seat 0 holds a 5; it saw its 1st and 2nd cards
    obs = observe(state, 0)
    unseen = explain(obs, Exchange((2,)), avg=5.4)
    assert "have not seen" in unseen and "5" in unseen and "likely high" not in unseen
    known = explain(obs, Exchange((1,)), avg=5.4)
    assert "likely high" in known and "11" in known
