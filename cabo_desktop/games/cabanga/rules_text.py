"""Cabanga!'s rules screen, generated from the variant's settings (every line follows a setting,
so a variant file that changes a rule changes its text), in the player's language."""

from __future__ import annotations

from ...i18n import _, and_list, data_text, n_, p_
from ..protocol import option_lines
from .rules.cards import COLOURS, Card
from .rules.variant import Variant


def colour_name(colour: str) -> str:
    """A row's colour as a word on its own (a label, a list)."""
    return {"red": p_("row colour", "red"), "blue": p_("row colour", "blue"),
            "violet": p_("row colour", "violet"), "yellow": p_("row colour", "yellow")}[colour]


def points_groups(variant: Variant) -> list[tuple[int, list[int]]]:
    """(points, the values worth them), most points first."""
    groups: dict[int, list[int]] = {}
    for value in range(1, variant.deal.top_value + 1):
        groups.setdefault(variant.symbols_of(Card(COLOURS[0], value)), []).append(value)
    return sorted(groups.items(), reverse=True)


def points_line(points: int, values: list[int]) -> str:
    return n_("{values}: {n} penalty point for each card left in hand.",
              "{values}: {n} penalty points for each card left in hand.", points).format(
        values=and_list(str(v) for v in values), n=points)


def rules_sections(variant: Variant) -> list[tuple[str, list[str]]]:
    """(heading, lines) for the rules screen."""
    v, d = variant, variant.deal
    sections: list[tuple[str, list[str]]] = []
    sections.append((p_("rules heading", "Players"),
                     [_("{min} to {max} players.").format(min=v.players.min, max=v.players.max)]))
    colours = and_list(colour_name(c) for c in COLOURS)
    sections.append((p_("rules heading", "The cards"), [
        _("Four rows, one of each colour: {colours}.").format(colours=colours),
        _("Number cards from 1 to {top} in each colour ({n} cards).").format(top=d.top_value, n=len(v.deck)),
        _("Eight start cards ({values}): at each round, one at random on each side of each row begins "
          "its pile.").format(values=and_list(str(x) for x in sorted(d.start_values))),
    ]))
    sections.append((p_("rules heading", "The deal"), [
        n_("Each player is dealt {n} number card; the rest is the face-down penalty pile.",
           "Each player is dealt {n} number cards; the rest is the face-down penalty pile.", d.hand_size)
        .format(n=d.hand_size),
        _("A random player starts the first round; play goes clockwise."),
        _("Each later round starts with the player to the left of the last player who played a card."),
    ]))
    turn = [_("On your turn, play one card onto either pile of its colour's row; the value on the pile "
              "does not matter.")]
    if v.turn.same_colour_penalty:
        turn.append(_("A card of the colour the previous player played costs you a penalty card."))
    sections.append((p_("rules heading", "A turn"), turn))
    sections.append((p_("rules heading", "Cabanga!"), [
        _("The card you play and the top card of the row's other pile leave a gap: the values strictly "
          "between them."),
        _("Every other player may then shout \"Cabanga!\" and throw at you any of their cards of that colour "
          "inside the gap."),
        _("You draw one penalty card for each card thrown at you. Thrown cards go to the thrown pile."),
        _("Example: you play a red 6 and the other red pile shows 10: red 7, 8 and 9 may be thrown."),
    ]))
    sections.append((p_("rules heading", "End of a round"), [
        _("The round ends when a player has no cards left at the end of a turn, throws included."),
        _("Every card left in hand costs penalty points by its symbols:"),
    ] + [points_line(points, values) for points, values in points_groups(v)]))
    end = []
    if v.game_end.points is not None:
        end.append(n_("The game ends when a player has {n} penalty point or more.",
                      "The game ends when a player has {n} penalty points or more.", v.game_end.points)
                   .format(n=v.game_end.points))
    if v.game_end.rounds is not None:
        end.append(n_("The game ends after {n} round.", "The game ends after {n} rounds.", v.game_end.rounds)
                   .format(n=v.game_end.rounds))
    end.append(_("The lowest total wins; players tied for it share the win."))
    sections.append((p_("rules heading", "End of the game"), end))
    if v.options:
        sections.append((p_("rules heading", "Options"), option_lines(v)))
    if v.notes:
        sections.append((_("Details of the rules at this table"), [data_text(n) for n in v.notes]))
    sections.append((p_("rules heading", "At the table"), [
        _("Your turn: click a card of your hand, then the pile to play it on (or keys 1-9 and L / R)."),
        _("Cabanga!: click the cards to throw, then Throw (T), or Pass (P)."),
        _("Before you play, the table shows the gap each pile would open and how many unseen cards fit in it."),
    ]))
    return sections


def picture_cards(variant: Variant) -> dict[str, list[tuple[Card, int]]]:
    """Rule line -> the cards drawn next to it on the rules screen, with their penalty symbols
    (the points of the values)."""
    pictures: dict[str, list[tuple[Card, int]]] = {}
    for k, (points, values) in enumerate(points_groups(variant)):
        picks = [values[0], values[-1]] if len(values) > 1 else values
        pictures[points_line(points, values)] = [(Card(COLOURS[(k + i) % 4], value), points)
                                                 for i, value in enumerate(picks)]
    return pictures


def rules_plain_text(variant: Variant) -> str:
    """The whole rules text, for tests and a text export."""
    from ..cabanga import GAME
    return GAME.rules_plain_text(variant)
