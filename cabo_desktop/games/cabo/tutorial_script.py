"""CABO's tutorial round as a script (no pygame): a stacked deck, the actions in record notation,
the acting seat of each, what the coach says at each of the player's steps and the hint after a
refused move, and the round's score explained at the end."""

from __future__ import annotations

from ...core.tutorial_script import BOT, HUMAN, ScriptedAgent, Step, bot_name
from ...i18n import N_, _
from .rules import apply, new_game
from .rules.actions import parse_action
from .rules.variant import load_builtin

__all__ = ["BOT", "HUMAN", "RECORD", "ScriptedAgent", "Step", "bot_name", "cabo_words", "full_deck",
           "score_explanation", "tutorial_steps"]
BOT_NAME = "Robin"  # the record's name for the opponent; shown as bot_name()

# The tutorial round as a game record. Dealing (2 seats, you start): your cards 9 5 5 1, Robin's
# 6 10 4 12, the discard pile starts with 11; then the deck: 2 3 8 13 0 7 9 ...
# (the rest of the 52 cards follow in deck order).
RECORD = {
    "format": "cabo-desktop-record",
    "version": 1,
    "variant": "official",
    "settings": {},
    "seats": [{"name": "You", "kind": "human"}, {"name": BOT_NAME, "kind": "scripted"}],
    "seed": 5,
    "decks": [["9", "6", "5", "10", "5", "4", "1", "12", "11",
               "2", "3", "8", "13", "0", "7", "9"]],
    "start_seat": HUMAN,
    "actions": ["look 0 2", "look 1 3",
                "draw deck", "exchange 0", "draw deck", "exchange 0",
                "draw deck", "discard use peek card=1", "draw deck", "discard",
                "draw deck", "exchange 1 2", "draw deck", "discard",
                "cabo", "draw deck", "discard"],
    "meta": {"purpose": "tutorial"},
}


# The coach's words for each step (marked here, translated when shown): {name} is the opponent's
# name. The keys D, X, A, C and 1-4 are the game's own keys (the same in every language); the
# words in brackets are the table's buttons.
_COACH = {
    "look 0 2": (N_("Welcome to CABO! Each player has four cards face down; the lowest sum wins the round. "
                    "Look at two of your cards: click your 1st and 3rd card (or press 1 and 3)."),
                 N_("Not that one: for this tutorial, look at your 1st and 3rd card (keys 1 and 3).")),
    "look 1 3": (N_("{name} secretly looks at two of their cards too."), ""),
    "draw deck#1": (N_("Your turn. Draw the top card of the deck: press D or click the deck."),
                    N_("Let's draw from the deck first: press D or click the deck in the middle.")),
    "exchange 0": (N_("You drew a 2: exchange it for your 9, which is much higher. Click your 1st card, "
                      "then press X (Exchange). The 9 goes to the discard pile."),
                   N_("Exchange the 2 for your 9: click your 1st card only, then press X.")),
    "draw deck#2": (N_("{name} drew a card and exchanged it. Your turn again: draw from the deck (D)."),
                    N_("Draw from the deck again: press D or click the deck.")),
    "discard use peek card=1": (N_("You drew an 8: discarding a 7 or 8 lets you Peek at one of your own cards. "
                                   "Press A (Use ability), then click your 2nd card, the one you have not seen."),
                                N_("Use the 8's Peek: press A (Use ability), then click your 2nd card.")),
    "draw deck#3": (N_("Your 2nd card is a 5, like your 3rd! Draw from the deck again (D)."),
                    N_("Draw from the deck: press D or click the deck.")),
    "exchange 1 2": (N_("You drew a 0, and you hold two 5s (your 2nd and 3rd cards). Click both, then press X: "
                        "a multi-exchange swaps both 5s for the 0 and leaves you one card fewer."),
                     N_("Click your 2nd and 3rd cards (the two 5s) so both are chosen, then press X.")),
    "cabo": (N_("You know your 2 and your 0, and one card you never saw. {name} still holds high cards. "
                "Call CABO (press C, or click CABO) now: you are lowest."),
             N_("Now is the moment: call CABO with C (or the CABO button).")),
    # the opponent's moves, one at a time, each said while it is made (the tutorial paces them)
    "bot draw deck": (N_("{name}'s turn: {name} draws the top card of the deck."), ""),
    "bot exchange 0": (N_("{name} keeps the drawn card in place of their 1st card, which goes face up onto "
                          "the discard pile."), ""),
    "bot discard": (N_("{name} does not want the drawn card: it goes face up onto the discard pile."), ""),
    "bot-last draw deck": (N_("After CABO, every other player gets one last turn: {name} draws a card…"), ""),
    "bot-last discard": (N_("…and discards it. Then all cards are shown and scored."), ""),
}


def tutorial_steps() -> list[Step]:
    """The record's actions with the acting seat (found by replaying them) and the coach's words."""
    variant = load_builtin(RECORD["variant"])
    state, _events = new_game(variant, len(RECORD["seats"]), RECORD["seed"],
                        decks=[full_deck(d) for d in RECORD["decks"]], start_seat=RECORD["start_seat"])
    steps, draws, cabo_called = [], 0, False
    for text in RECORD["actions"]:
        action, seat = parse_action(text), state.to_act
        key = text
        if seat == HUMAN and text == "draw deck":
            draws += 1
            key = f"draw deck#{draws}"
        elif seat == BOT and text != "look 1 3":
            key = ("bot-last " if cabo_called else "bot ") + text
        cabo_called = cabo_called or text == "cabo"
        coach, hint = _COACH[key]
        steps.append(Step(seat, action, coach, hint))
        state, _events = apply(state, action)
    return steps


# With "confirm before CABO" on (a setting), C asks first and a second C calls: the coach says so.
_CABO_CONFIRMED = N_("You know your 2 and your 0, and one card you never saw. {name} still holds high cards. "
                     "Call CABO now: you are lowest. Press C, then C again to confirm (or click CABO, then "
                     "Confirm CABO).")
_CABO_ARMED = N_("Confirm your call: press C again (or click Confirm CABO). Any other key takes it back.")


def cabo_words(confirm: bool, armed: bool) -> str:
    """The coach's words at the CABO step when "confirm before CABO" is on ("": the step's own)."""
    if armed:
        return _(_CABO_ARMED)
    return _(_CABO_CONFIRMED).format(name=bot_name()) if confirm else ""


def full_deck(prefix) -> list[str]:
    """The stacked deck of the record: its cards, then the rest of the deck in order."""
    rest = [face.code for face in load_builtin("official").faces]
    for code in prefix:
        rest.remove(code)
    return list(prefix) + rest


def score_explanation(names, ev) -> list[str]:
    """The round's score in words, for the new player."""
    me, other = HUMAN, BOT
    mine = " + ".join(str(c.value) for c in ev.hands[me])
    theirs = " + ".join(str(c.value) for c in ev.hands[other])
    values = dict(cards=mine, sum=ev.sums[me], score=ev.scores[me])
    lines = []
    if ev.caller == me and me in ev.winners:
        # TRANSLATORS: {cards} is a sum like "2 + 0 + 4"; {sum} its total
        lines.append(_("You called CABO with {cards} = {sum}, the lowest sum: your CABO succeeded "
                       "and you score {score}.").format(**values))
    elif ev.caller == me:
        lines.append(_("You called CABO with {cards} = {sum} but were not lowest: "
                       "you score your sum plus 10, {score}.").format(**values))
    else:
        lines.append(_("You score {score} ({cards}).").format(**values))
    lines.append(_("{name} scores the sum of their cards: {cards} = {score}.").format(
        name=names[other], cards=theirs, score=ev.scores[other]))
    lines.append(_("Had someone been lower than you, your CABO would have cost you your sum plus 10."))
    lines.append(_("A game goes on round after round until someone has more than 100 points; "
                   "the lowest total wins."))
    return lines
