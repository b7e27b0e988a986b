"""Kobito's rules screen, generated from the variant's settings, in the player's language."""

from __future__ import annotations

from ...i18n import _, and_list, data_text, n_, p_
from ..protocol import option_lines
from .rules.variant import Variant


def gold_lines(variant: Variant) -> list[str]:
    """The gold cards by the length they ask for: "4 cards: 3, 4 and 4 points"."""
    by_length: dict[int, list[int]] = {}
    for gold in variant.gold:
        by_length.setdefault(gold.length, []).append(gold.points)
    return [n_("A rainbow of {n} card: {points} points.", "A rainbow of {n} cards: {points} points.", length).format(
        n=length, points=and_list(str(p) for p in sorted(points))) for length, points in sorted(by_length.items())]


def rules_sections(variant: Variant) -> list[tuple[str, list[str]]]:
    v, d, t = variant, variant.deck, variant.table
    sections: list[tuple[str, list[str]]] = []
    sections.append((p_("rules heading", "Players"),
                     [_("{min} to {max} players.").format(min=v.players.min, max=v.players.max)]))
    cards = [n_("Rainbow cards numbered 1 to {top}, each number in {n} colour.",
                "Rainbow cards numbered 1 to {top}, each number in {n} colours.", d.colours).format(top=d.top, n=d.colours)]
    if d.kobitos:
        cards.append(n_("{n} Kobito card: a joker that stands for the number its place asks for.",
                        "{n} Kobito cards: jokers that stand for the number their place asks for.", d.kobitos)
                     .format(n=d.kobitos))
    if d.replacements:
        cards.append(n_("{n} replacement card.", "{n} replacement cards.", d.replacements).format(n=d.replacements))
    cards.append(n_("{n} gold card, each with its points and the length of rainbow it asks for:",
                    "{n} gold cards, each with its points and the length of rainbow it asks for:", len(v.gold))
                 .format(n=len(v.gold)))
    sections.append((p_("rules heading", "The cards"), cards + gold_lines(v)))
    sections.append((p_("rules heading", "Setting up"), [
        n_("{n} gold card lies face up, each with a starting rainbow card (never a Kobito or a replacement card).",
           "{n} gold cards lie face up, each with a starting rainbow card (never a Kobito or a replacement card).",
           t.pots).format(n=t.pots),
        n_("Each player gets {n} card; the player to the left of the dealer starts.",
           "Each player gets {n} cards; the player to the left of the dealer starts.", t.hand_size).format(n=t.hand_size),
    ]))
    turn = [_("On your turn, play at least one card, plus one for each rainbow in your workshop; you may play more."),
            n_("Your workshop holds at most {n} rainbow.", "Your workshop holds at most {n} rainbows.", t.workshop_max)
            .format(n=t.workshop_max),
            n_("At the end of your turn, draw back up to {n} card.", "At the end of your turn, draw back up to {n} cards.",
               t.hand_size).format(n=t.hand_size)]
    sections.append((p_("rules heading", "A turn"), turn))
    rainbow = [_("Cards of a rainbow have consecutive numbers; add cards at either end.")]
    if d.wrap:
        rainbow.append(_("{top} and 1 follow each other.").format(top=d.top))
    rainbow += [_("A rainbow by a pot of gold is never longer than its gold card asks."),
                _("A new workshop rainbow starts with at least two consecutive cards; workshop rainbows never join."),
                _("Cards from your workshop may continue the pots' rainbows, taken from the ends only; what stays "
                  "behind is still a rainbow of at least two cards. Moving them is not playing.")]
    sections.append((p_("rules heading", "Rainbows"), rainbow))
    sections.append((p_("rules heading", "Gold"), [
        _("Whoever brings a pot's rainbow to exactly its length wins the gold card; the rainbow is discarded and a new "
          "gold card and starting card take its place."),
        n_("A card you must play but cannot goes to your score pile: minus {n} point each at the end.",
           "A card you must play but cannot goes to your score pile: minus {n} points each at the end.",
           v.scoring.score_pile_penalty).format(n=v.scoring.score_pile_penalty),
        _("The game ends as soon as only two pots are left to win; the most points win."),
    ]))
    if v.options:
        sections.append((p_("rules heading", "Options"), option_lines(v)))
    if v.notes:
        sections.append((_("Details of the rules at this table"), [data_text(n) for n in v.notes]))
    sections.append((p_("rules heading", "At the table"), [
        _("Your turn: click a card of your hand; the places it may go light up: click one (or keys 1-9, then Tab "
          "and Enter)."),
        _("A new workshop rainbow: choose two cards of your hand, then S. To move workshop cards to a pot, click "
          "the end of your workshop rainbow, then the pot."),
        _("A replacement card: choose it, then click the lit card it goes on; your card with that number goes on "
          "top."),
        _("When you have played enough, E ends your turn; F1 shows every key."),
    ]))
    return sections
