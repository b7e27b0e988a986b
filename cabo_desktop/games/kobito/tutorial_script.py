"""Kobito's tutorial as a script (no pygame): a short game on a stacked deck with four gold cards,
the actions in record notation, what the coach says at each step and the hint after a refused
move, and the score explained at the end.

Two seats, you start. The pots (top to bottom) ask for 3 cards (2 points, starting with a 7), 5
(5 points, a 10) and 4 (4 points, a 5); the fourth gold card waits in the gold deck. Your hand: 2 3
8 9 11; Robin's holds a Kobito. Your first turn: the 8 and the 9 win the top pot, the 2 and the 3
start a workshop rainbow, E ends the turn (you draw a replacement card, a 10 and two others).
Robin adds its Kobito to the middle pot as an 11. Your second turn (two cards owed): your 11 takes
the Kobito back, the Kobito goes after your workshop's 3 as a 4, the replacement card and your 10
go on the middle pot's 10, and your workshop rainbow moves onto the bottom pot's 5: the pot is won
with the gold deck empty, and the game is over.
"""

from __future__ import annotations

from ...core.tutorial_script import HUMAN, Line, ScriptedAgent, Step, bot_name, full_deck, record_variant, \
    script_steps
from ...i18n import N_, _, n_
from . import GAME

__all__ = ["HUMAN", "RECORD", "ScriptedAgent", "bot_name", "score_explanation", "tutorial_decks",
           "tutorial_steps", "tutorial_variant"]

BOXED_GOLD_CARDS = 18
RECORD = {
    "format": "cabo-desktop-record",
    "version": 2,
    "game": "kobito",
    "variant": "standard",
    # four gold cards (seed 6 keeps them in this order): three pots and one to replace the first won
    "settings": {"gold": [{"length": 3, "points": 2}, {"length": 5, "points": 5}, {"length": 4, "points": 4},
                          {"length": 6, "points": 6}]},
    "seats": [{"name": "You", "kind": "human"}, {"name": "Robin", "kind": "scripted"}],
    "seed": 6,
    # the pots' starting cards, your hand, Robin's, the top pot's new starting card, your draw, Robin's
    "decks": [["7r", "10r", "5r", "8o", "9o", "2y", "3y", "11g", "K1", "1i", "6i", "12i", "4i", "12r",
               "X1", "10g", "7v", "8v", "2v"]],
    "start_seat": HUMAN,
    "meta": {"purpose": "tutorial"},
}

# The coach's words (marked here, translated when shown): {name} is the opponent's name. S, E and
# the digits are the table's own keys, the same in every language.
SCRIPT = [
    Line("play 8o pot0 high",
         N_("Welcome to Kobito! Rainbows of numbers in a row lead to pots of gold: whoever completes one to "
            "the length its gold card asks for (×3, ×5…) wins the pot. Each turn you play at least one card. "
            "Choose your 8 (key 3)."),
         N_("Choose your 8 (key 3), then click the lit place after the 7 of the top pot."),
         N_("The places your 8 may go light up: after the 7 of the top pot. Click it (or Tab and Enter).")),
    Line("play 9o pot0 high",
         N_("The top pot asks for 3 cards and holds the 7 and your 8. You may play more cards than you must: "
            "choose your 9 (key 3) and the pot is yours."),
         N_("Choose your 9 (key 3), then click the lit place after the 8 of the top pot."),
         N_("Click the lit place after the 8.")),
    Line("start 2y 3y",
         N_("Pot of gold: its 2 points are yours, and a new pot takes its place. Now start a rainbow in your "
            "own workshop, where nobody else may add to it: choose your 2 and your 3 (keys 1 and 2), then "
            "press S (New rainbow)."),
         N_("Choose your 2 and your 3 (keys 1 and 2), then press S.")),
    Line("end",
         N_("You have played enough: you owed 1 card. Each workshop rainbow makes you owe one more card a "
            "turn, so next turn you owe 2. End your turn: press E (End turn). You draw back up to 5 cards."),
         N_("End your turn now: press E.")),
    Line("play K1 pot1 high",
         N_("{name}'s turn: {name} adds a Kobito after the 10 of the middle pot. A Kobito stands for any "
            "number: here it is the 11.")),
    Line("end", N_("{name} ends the turn and draws back up to 5 cards.")),
    Line("swap pot1 1 11g",
         N_("Your turn: you owe 2 cards. {name}'s Kobito stands for 11, and you hold an 11: swap them, and the "
            "Kobito comes to your hand. A swap does not count as playing a card. Choose your 11 (key 4)."),
         N_("Choose your 11 (key 4), then click the Kobito in the middle pot."),
         N_("Click the lit Kobito in the middle pot.")),
    Line("play K1 ws0.0 high",
         N_("A Kobito fits wherever a number is missing. Choose it (key 1): it goes after the 3 in your "
            "workshop, where it stands for 4."),
         N_("Choose your Kobito (key 1), then click the place after the 3 in your workshop."),
         N_("Every place the Kobito fits lights up. Click the place after the 3 in your workshop.")),
    Line("replace pot1 0 10g",
         N_("A replacement card plays two cards at once: it goes on a card of the table, and a card of yours "
            "with the same number goes on top. Choose the replacement card (key 4)."),
         N_("Choose the replacement card (key 4), then click the 10 in the middle pot."),
         N_("Click the lit 10 in the middle pot: the replacement card and your 10 go on it, and the rainbow "
            "stays as long.")),
    Line("move ws.0 high 3 pot2",
         N_("You have played your 2 cards. Your workshop rainbow, 2 3 4, continues the 5 of the bottom pot, "
            "which asks for 4 cards. Click the 2 in your workshop: the whole rainbow moves. Moving is not "
            "playing a card."),
         N_("Click the 2 in your workshop, then the lit place before the 5 of the bottom pot."),
         N_("Click the lit place before the 5 of the bottom pot.")),
]


def tutorial_variant():
    """The standard rules with four gold cards (a short game)."""
    return record_variant(GAME, RECORD)


def tutorial_decks() -> list[list[str]]:
    """The record's stacked deck: its cards, then every other card of the rainbow deck in order."""
    every = [card.code for card in tutorial_variant().cards]
    return [full_deck(deck, every) for deck in RECORD["decks"]]


def tutorial_steps() -> list[Step]:
    """The script's actions with the seat that acts, found by replaying them."""
    return script_steps(GAME, dict(RECORD, decks=tutorial_decks()), SCRIPT)


def score_explanation(names, state) -> list[str]:
    """The game's score in words, for the new player (`state`: the game over, or the person's
    observation of it: only public facts are read)."""
    v = state.variant
    lines = []
    for seat, won in enumerate(state.gold_won):
        points = sum(v.gold[g].points for g in won)
        if seat == HUMAN:
            lines.append(n_("You won {n} pot of gold: {points} points.", "You won {n} pots of gold: {points} points.",
                            len(won)).format(n=len(won), points=points))
        elif won:
            lines.append(n_("{name} won {n} pot of gold: {points} points.",
                            "{name} won {n} pots of gold: {points} points.", len(won)).format(
                name=names[seat], n=len(won), points=points))
        else:
            lines.append(_("{name} won no pot: 0 points.").format(name=names[seat]))
    penalty = v.scoring.score_pile_penalty
    lines.append(n_("A card you must play but cannot goes to your score pile and costs {n} point.",
                    "A card you must play but cannot goes to your score pile and costs {n} points.",
                    penalty).format(n=penalty))
    lines.append(n_("This short game had {n} gold card; the boxed game has {total}. The game ends when a pot is "
                    "won while the gold deck is empty, and the most points win.",
                    "This short game had {n} gold cards; the boxed game has {total}. The game ends when a pot is "
                    "won while the gold deck is empty, and the most points win.", len(v.gold)).format(
        n=len(v.gold), total=BOXED_GOLD_CARDS))
    return lines
