"""Cabanga!'s tutorial round as a script (no pygame): a stacked deck, the actions in record
notation, what the coach says at each step and the hint after a refused move, and the round's
score explained at the end.

Two seats, four cards each (a short round; the box deals eight), you start. The rows' start
cards: red 5 | 12, blue 1 | 7, violet 14 | 18, yellow 3 | 16. Your hand: red 6, blue 4, violet 15,
yellow 14; Robin's: blue 13, yellow 15, violet 17, red 9; the penalty pile's top: yellow 2 (Robin
draws it), then blue 12 (you draw it). The round teaches: a card on a pile (no gap), "Cabanga!"
(your throw into Robin's gap), choosing the smaller gap (Robin throws anyway), passing, the
same-colour penalty, a window that passes by itself, and going out.
"""

from __future__ import annotations

from ...core.tutorial_script import BOT, HUMAN, Line, ScriptedAgent, Step, bot_name, full_deck, record_variant, \
    script_steps
from ...i18n import N_, _, and_list, n_
from . import GAME
from .words import card_name

__all__ = ["BOT", "HUMAN", "RECORD", "ScriptedAgent", "bot_name", "score_explanation", "tutorial_decks",
           "tutorial_steps", "tutorial_variant"]

START_CARDS = ["S5", "S12", "S1", "S7", "S14", "S18", "S3", "S16"]  # red left, red right, blue left, ... yellow right
RECORD = {
    "format": "cabo-desktop-record",
    "version": 2,
    "game": "cabanga",
    "variant": "standard",
    "settings": {"deal.hand_size": 4},
    "seats": [{"name": "You", "kind": "human"}, {"name": "Robin", "kind": "scripted"}],
    "seed": 7,
    "decks": [START_CARDS + ["R6", "B4", "V15", "Y14", "B13", "Y15", "V17", "R9", "Y2", "B12"]],
    "start_seat": HUMAN,
    "meta": {"purpose": "tutorial"},
}

# The coach's words (marked here, translated when shown): {name} is the opponent's name. L, R, T, P
# and the digits are the table's own keys, the same in every language.
SCRIPT = [
    Line("play R6 right",
         N_("Welcome to Cabanga! Get rid of your cards: each turn you play one onto a pile of its colour's "
            "row, left or right of the row's number line. Choose your red 6: click it or press 1."),
         N_("Choose your red 6 (key 1), then put it on the right red pile (R): it opens no gap."),
         N_("Point at each red pile: the number line lights the gap your 6 would open to the other pile. On "
            "the right pile (the 12) it lies next to the 5: no gap, nothing can be thrown at you. Click the "
            "right pile or press R.")),
    Line("play B13 right",
         N_("{name}'s turn: the blue 13 goes on the right blue pile. With the 1 on the left pile, that "
            "opens a wide gap: 2 to 12.")),
    Line("throw B4",
         N_("Cabanga! Your blue 4 lies inside {name}'s gap, so it is chosen for you. Throw it: press T or "
            "click Throw. {name} draws a penalty card for each card thrown."),
         N_("Throw your blue 4 into the gap: press T (Throw).")),
    Line("play Y14 left",
         N_("Your turn. {name} played blue, so a blue card now would cost you a penalty card first. "
            "Choose your yellow 14 (key 2)."),
         N_("Choose your yellow 14 (key 2), then put it on the left yellow pile (L): its gap is the smallest."),
         N_("Either yellow pile opens a gap. Point at each: on the left pile (the 3) only the 15 stays open, "
            "on the right pile (the 16) 4 to 13. The smaller the gap, the fewer cards can be thrown at you: "
            "click the left pile or press L.")),
    Line("throw Y15",
         N_("Cabanga! {name} holds the yellow 15 and throws it into your gap, and you draw a penalty card "
            "for it. A small gap is safer, never quite safe.")),
    Line("play V17 right",
         N_("{name}'s turn: the violet 17 goes on the right violet pile. With the 14 on the left pile, the "
            "gap is 15 to 16.")),
    Line("pass",
         N_("Your violet 15 fits this gap. Throwing is almost always right, but you may keep your cards and "
            "pass: press P this once to see how. The gap closes and play goes on."),
         N_("This time, pass: press P or click Pass.")),
    Line("play B12 left",
         N_("{name} just played violet: your violet 15 would now cost a penalty card first. Choose the blue "
            "12 you drew as a penalty card instead (key 1)."),
         N_("Choose your blue 12 (key 1), then put it on the left blue pile (L): it opens no gap."),
         N_("On the left blue pile (the 1) your 12 lies next to {name}'s 13 on the right pile: no gap. Click "
            "the left pile or press L.")),
    Line("play R9 left",
         N_("{name}'s turn: the red 9 goes on the left red pile and opens the gap 7 to 8. None of your "
            "cards fits it, so your answer passes by itself.")),
    Line("pass",
         N_("{name}'s turn: the red 9 goes on the left red pile and opens the gap 7 to 8. None of your "
            "cards fits it, so your answer passes by itself."), by_hand=False),
    Line("play V15 right",
         N_("Your last card: the violet 15. Choose it (key 1)."),
         N_("Choose your violet 15 (key 1), then put it on the right violet pile (R)."),
         N_("On the right violet pile (the 17) it lies next to the 14 on the left: no gap, and your hand is "
            "empty. Click the right pile or press R.")),
]


def tutorial_variant():
    """The standard rules with four cards a hand."""
    return record_variant(GAME, RECORD)


def tutorial_decks() -> list[list[str]]:
    """The record's stacked deck: its cards, then every other number card in order."""
    every = START_CARDS + [card.code for card in tutorial_variant().deck]
    return [full_deck(deck, every) for deck in RECORD["decks"]]


def tutorial_steps() -> list[Step]:
    """The script's actions with the seat that acts, found by replaying them."""
    return script_steps(GAME, dict(RECORD, decks=tutorial_decks()), SCRIPT)


def score_explanation(names, ev, variant) -> list[str]:
    """The round's score in words, for the new player (`ev`: the RoundEnded event)."""
    lines = []
    if not ev.hands[HUMAN]:
        lines.append(_("Your hand is empty, so the round ends: you score 0 points."))
    else:
        lines.append(n_("You score {n} point.", "You score {n} points.", ev.scores[HUMAN]).format(n=ev.scores[HUMAN]))
    left = ev.hands[BOT]
    if left:
        # TRANSLATORS: {cards} is a list of cards ("the yellow 2 and the red 9")
        lines.append(n_("{name} still holds {cards}: {n} penalty point, from the symbols on the cards (1 to 3 "
                        "a card).",
                        "{name} still holds {cards}: {n} penalty points, from the symbols on the cards (1 to 3 "
                        "a card).", ev.scores[BOT]).format(name=names[BOT], cards=and_list(card_name(c) for c in left),
                                                          n=ev.scores[BOT]))
    lines.append(n_("Round after round the points add up; when someone has {n} point, the game ends and the "
                    "lowest total wins.",
                    "Round after round the points add up; when someone has {n} points, the game ends and the "
                    "lowest total wins.", variant.game_end.points or 18).format(n=variant.game_end.points or 18))
    lines.append(_("A real round deals eight cards to each player."))
    return lines
