"""The rules of a variant in the project's own words, generated from the Variant object.

Nothing here is written per variant: every sentence is derived from a setting, so the rules
screen cannot drift from what the engine plays (tests/ui/test_rules_text.py changes settings and
checks that the text follows). Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...i18n import N_, _, and_list, n_, np_, p_, data_text
from ..protocol import option_lines
from .rules.cards import JOKER, STANDARD_RANKS, Ability, Card
from .rules.variant import Outcome, Variant

# headings a caller may look a section up by (translated where the sections are made)
ABILITIES_HEADING = N_("Abilities")
NOTES_HEADING = N_("Details of the rules at this table")

# one rule per ability (marked here, translated where the rules are made)
ABILITY_SENTENCES = {
    # TRANSLATORS: a rule of the rules screen; {cards} is a list of card names ("7 and 8", "Jack and
    # Queen", "black King"), the sentence's first letter is capitalised afterwards
    Ability.PEEK: N_("{cards}: Peek — look at one of your own face-down cards."),
    Ability.SPY: N_("{cards}: Spy — look at a face-down card of another player."),
    Ability.SWAP: N_("{cards}: Swap — exchange one of your cards with a card of another player, "
                     "without looking at either."),
    Ability.LOOK_AND_SWAP: N_("{cards}: Look and swap — look at a card of another player, then swap it with "
                              "one of yours or leave it."),
}


def _count_word(n: int) -> str:
    """'two' for 2 (English spells small counts out); past ten, the digits."""
    words = (
        # TRANSLATORS: small counts spelled out in the rules ("two penalty cards"); a sentence may
        # use {n} (the digits) instead of {count} (this word) where the word would not agree
        p_("number word", "no"), p_("number word", "one"), p_("number word", "two"),
        p_("number word", "three"), p_("number word", "four"), p_("number word", "five"),
        p_("number word", "six"), p_("number word", "seven"), p_("number word", "eight"),
        p_("number word", "nine"), p_("number word", "ten"),
    )
    return words[n] if 0 <= n < len(words) else str(n)


def rank_label(key: str) -> str:
    """'7', 'Jack', 'black King', 'joker' for a deck key (standard keys may carry _red/_black)."""
    rank, sep, colour = key.partition("_")
    if colour == "black":
        labels = {"A": p_("rules card", "black Ace"), "J": p_("rules card", "black Jack"),
                  "Q": p_("rules card", "black Queen"), "K": p_("rules card", "black King")}
        return labels.get(rank) or p_("rules card", "black {rank}").format(rank=rank)
    if colour == "red":
        labels = {"A": p_("rules card", "red Ace"), "J": p_("rules card", "red Jack"),
                  "Q": p_("rules card", "red Queen"), "K": p_("rules card", "red King")}
        return labels.get(rank) or p_("rules card", "red {rank}").format(rank=rank)
    labels = {"A": p_("rules card", "Ace"), "J": p_("rules card", "Jack"), "Q": p_("rules card", "Queen"),
              "K": p_("rules card", "King"), JOKER: p_("rules card", "joker")}
    return labels.get(rank, rank)


def _points(n: int) -> str:
    # TRANSLATORS: an amount of points inside a rule ("scores 0 points for that player")
    return n_("{n} point", "{n} points", abs(n)).format(n=n)


def _outcome_line(who: str, outcome: Outcome) -> str:
    """One scoring line: who ('lowest', 'tied', 'not_lowest') scores the outcome, a whole sentence
    per case ('... scores 0 points;', '... their card sum plus 10 (+10).')."""
    n, add, sub = outcome.add, outcome.add, -outcome.add
    if who == "lowest":
        if outcome.base == "zero":
            text = n_("the caller with the strictly lowest sum scores {n} point;",
                      "the caller with the strictly lowest sum scores {n} points;", abs(n))
        elif add == 0:
            text = _("the caller with the strictly lowest sum scores their card sum;")
        elif add > 0:
            text = _("the caller with the strictly lowest sum scores their card sum plus {add} (+{add});")
        else:
            text = _("the caller with the strictly lowest sum scores their card sum minus {sub} ({add});")
    elif who == "tied":
        if outcome.base == "zero":
            text = n_("a caller tied for the lowest sum scores {n} point;",
                      "a caller tied for the lowest sum scores {n} points;", abs(n))
        elif add == 0:
            text = _("a caller tied for the lowest sum scores their card sum;")
        elif add > 0:
            text = _("a caller tied for the lowest sum scores their card sum plus {add} (+{add});")
        else:
            text = _("a caller tied for the lowest sum scores their card sum minus {sub} ({add});")
    else:
        if outcome.base == "zero":
            text = n_("a caller without the lowest sum scores {n} point.",
                      "a caller without the lowest sum scores {n} points.", abs(n))
        elif add == 0:
            text = _("a caller without the lowest sum scores their card sum.")
        elif add > 0:
            text = _("a caller without the lowest sum scores their card sum plus {add} (+{add}).")
        else:
            text = _("a caller without the lowest sum scores their card sum minus {sub} ({add}).")
    return text.format(n=n, add=add, sub=sub)


# ---------------------------------------------------------------- the deck


def _numbered_deck(variant: Variant) -> list[str]:
    counts = variant.deck.counts
    total = sum(counts.values())
    ranks = sorted(counts, key=int)
    lines = [n_("{total} card numbered {low} to {high}; each card is worth its number in points.",
                "{total} cards numbered {low} to {high}; each card is worth its number in points.",
                total).format(total=total, low=ranks[0], high=ranks[-1])]
    groups: list[tuple[int, list[str]]] = []  # runs of consecutive ranks with the same count
    for rank in ranks:
        n = counts[rank]
        if n == 0:
            continue
        if groups and groups[-1][0] == n and int(groups[-1][1][-1]) + 1 == int(rank):
            groups[-1][1].append(rank)
        else:
            groups.append((n, [rank]))
    parts = []
    for n, run in groups:
        values = dict(count=_count_word(n), n=n, rank=run[0], first=run[0], second=run[-1], last=run[-1])
        if len(run) == 1:
            # TRANSLATORS: copies of one card in the deck: "two 0s"; {count} is the number in
            # words, {n} in digits
            parts.append(np_("deck", "{count} {rank}", "{count} {rank}s", n).format(**values))
        elif len(run) == 2:
            # TRANSLATORS: copies of each of two cards in the deck: "four each of 3 and 4"
            parts.append(np_("deck", "{count} each of {first} and {second}", "{count} each of {first} and {second}",
                            n).format(**values))
        else:
            # TRANSLATORS: copies of each card of a run in the deck: "four each of 1 to 12"
            parts.append(np_("deck", "{count} each of {first} to {last}", "{count} each of {first} to {last}",
                            n).format(**values))
    lines.append(_("In the deck: {cards}.").format(cards=and_list(parts)))
    return lines


def _standard_deck(variant: Variant) -> list[str]:
    deck = variant.deck
    total = len(variant.faces)
    if deck.jokers:
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        lines = [n_("A standard 52-card deck plus {count} joker ({total} cards).",
                    "A standard 52-card deck plus {count} jokers ({total} cards).",
                    deck.jokers).format(count=_count_word(deck.jokers), n=deck.jokers, total=total)]
    else:
        lines = [_("A standard 52-card deck ({total} cards).").format(total=total)]
    values = deck.values
    parts: list[str] = []
    run: list[str] = []  # number cards worth their number, told as one run

    def flush() -> None:
        if len(run) >= 3:
            # TRANSLATORS: in the list of card values: "2 to 10 their number"
            parts.append(_("{first} to {last} their number").format(first=run[0], last=run[-1]))
        else:
            parts.extend(_worth(r, values[r]) for r in run)
        run.clear()

    for rank in STANDARD_RANKS:
        keys = [k for k in (rank, f"{rank}_black", f"{rank}_red") if k in values]
        if keys == [rank] and rank.isdigit() and values[rank] == int(rank):
            run.append(rank)
            continue
        flush()
        for key in keys:
            parts.append(_worth(key, values[key]))
    flush()
    if deck.jokers and JOKER in values:
        parts.append(_worth(JOKER, values[JOKER]))
    lines.append(_("Card values: {values}.").format(values=and_list(parts)))
    return lines


def _worth(key: str, value: int) -> str:
    # TRANSLATORS: in the list of card values: "Ace 1", "black King 13", "joker -1"
    return p_("card value", "{card} {value}").format(card=rank_label(key), value=value)


# ---------------------------------------------------------------- abilities


@dataclass(frozen=True)
class AbilityGroup:
    ability: Ability
    keys: tuple[str, ...]  # deck keys ('7', 'J', 'K_black') with this ability
    sentence: str

    def sample_cards(self, variant: Variant) -> list[Card]:
        """One face per key, for the pictures next to the sentence."""
        out: list[Card] = []
        for key in self.keys:
            rank, sep, colour = key.partition("_")
            for face in variant.faces:
                if face.rank == rank and face.ability == self.ability and (
                    not colour or (colour == "red") == face.is_red
                ):
                    out.append(face)
                    break
        return out


def ability_groups(variant: Variant) -> list[AbilityGroup]:
    """The abilities in the deck, one group per ability, in order of the lowest card."""
    order: dict[Ability, list[str]] = {}
    for key, ability in variant.deck.abilities.items():
        order.setdefault(ability, []).append(key)
    groups = []
    for ability, keys in order.items():
        sentence = _(ABILITY_SENTENCES[ability]).format(cards=and_list([rank_label(k) for k in keys]))
        sentence = sentence[:1].upper() + sentence[1:]
        groups.append(AbilityGroup(ability, tuple(keys), sentence))
    return groups


# ---------------------------------------------------------------- the sections


def _heading(key: str) -> str:
    """A section's heading in the player's language."""
    headings = {
        "players": p_("rules heading", "Players"),
        "cards": p_("rules heading", "The cards"),
        "deal": p_("rules heading", "Deal and first look"),
        "turn": p_("rules heading", "Your turn"),
        "empty": p_("rules heading", "When the deck runs out"),
        "snap": p_("rules heading", "Snapping"),
        "scoring": p_("rules heading", "Scoring"),
        "end": p_("rules heading", "End of the game"),
        "options": p_("rules heading", "Options on the new-game screen"),
    }
    return headings[key]


def _reset_line(r) -> str:
    """'A total of exactly 100 points is reset to 50, once per player per game.': one sentence per
    combination of the two limits (per player, in the whole game)."""
    per, total = r.per_player, r.total
    values = dict(at=r.at, to=r.to, per=per, total=total)
    if per is None and total is None:
        text = _("A total of exactly {at} points is reset to {to}, every time it happens.")
    elif total is None:
        if per == 1:
            text = _("A total of exactly {at} points is reset to {to}, once per player per game.")
        else:
            text = n_("A total of exactly {at} points is reset to {to}, {per} time per player.",
                      "A total of exactly {at} points is reset to {to}, {per} times per player.", per)
    elif per is None:
        if total == 1:
            text = _("A total of exactly {at} points is reset to {to}, once in the whole game.")
        else:
            text = n_("A total of exactly {at} points is reset to {to}, {total} time in the whole game.",
                      "A total of exactly {at} points is reset to {to}, {total} times in the whole game.", total)
    elif per == 1 and total == 1:
        text = _("A total of exactly {at} points is reset to {to}, once per player per game and once in the "
                 "whole game.")
    elif per == 1:
        text = n_("A total of exactly {at} points is reset to {to}, once per player per game and {total} time in "
                  "the whole game.",
                  "A total of exactly {at} points is reset to {to}, once per player per game and {total} times in "
                  "the whole game.", total)
    elif total == 1:
        text = n_("A total of exactly {at} points is reset to {to}, {per} time per player and once in the whole "
                  "game.",
                  "A total of exactly {at} points is reset to {to}, {per} times per player and once in the whole "
                  "game.", per)
    else:
        # TRANSLATORS: {per} chooses the plural form; {total} (2 or more) follows it
        text = n_("A total of exactly {at} points is reset to {to}, {per} time per player and {total} times in "
                  "the whole game.",
                  "A total of exactly {at} points is reset to {to}, {per} times per player and {total} times in "
                  "the whole game.", per)
    return text.format(**values)


def rules_sections(variant: Variant) -> list[tuple[str, list[str]]]:
    """(heading, lines) for the rules screen, every line derived from a setting."""
    v = variant
    sections: list[tuple[str, list[str]]] = []

    # players
    p = v.players
    seats = [_("{min} to {max} players.").format(min=p.min, max=p.max)]
    if p.stretch_max and p.stretch_max > p.max:
        if p.allow_stretch:
            seats.append(_("Up to {n} players may play: the deck is stretched to seat them.").format(n=p.stretch_max))
        else:
            seats.append(_("Up to {n} players with the option that stretches the deck (off unless chosen).")
                         .format(n=p.stretch_max))
    sections.append((_heading("players"), seats))

    # the deck
    sections.append((_heading("cards"), _numbered_deck(v) if v.deck.kind == "numbered" else _standard_deck(v)))
    sections[-1][1].append(_("The lowest sum of cards at the end of a round is best."))

    # abilities
    groups = ability_groups(v)
    if groups:
        ab = [_("Abilities work only for a card drawn from the deck and then discarded, never for a card "
                "taken from the discard pile or given up in an exchange.")]
        ab += [g.sentence for g in groups]
        if v.turn.swap_between_opponents:
            ab.append(_("A swap may also exchange the cards of two other players."))
        sections.append((_(ABILITIES_HEADING), ab))
    else:
        sections.append((_(ABILITIES_HEADING), [_("No card has an ability in this variant.")]))

    # deal and first look
    d = v.deal
    count = dict(count=_count_word(d.hand_size), n=d.hand_size)
    if d.layout == "line":
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        deal = [n_("Each player is dealt {count} card face down in a line.",
                   "Each player is dealt {count} cards face down in a line.", d.hand_size).format(**count)]
    elif d.hand_size == 4:
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        deal = [_("Each player is dealt {count} cards face down in a square (two rows of two).").format(**count)]
    else:
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        deal = [n_("Each player is dealt {count} card face down in two rows.",
                   "Each player is dealt {count} cards face down in two rows.", d.hand_size).format(**count)]
    look = dict(count=_count_word(d.peek_count), n=d.peek_count)
    if d.peek_count == 0:
        deal.append(_("Nobody looks at their cards after the deal."))
    elif d.peek_choice == "any":
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        deal.append(n_("Each player then secretly looks at any {count} of their own cards, once.",
                       "Each player then secretly looks at any {count} of their own cards, once.",
                       d.peek_count).format(**look))
    else:
        # TRANSLATORS: {count} is the number in words ("four"), {n} in digits: use either
        deal.append(n_("Each player then secretly looks at the {count} card nearest to them, once.",
                       "Each player then secretly looks at the {count} cards nearest to them, once.",
                       d.peek_count).format(**look))
    sections.append((_heading("deal"), deal))

    # a turn
    t = v.turn
    turn = [_("On your turn, draw the top card of the deck or take the top card of the discard pile."),
            _("A card drawn from the deck may be discarded (using its ability, if it has one) or exchanged.")]
    if t.take_discard_face_up:
        turn.append(_("A card taken from the discard pile must be exchanged; it lies face up in your line."))
    else:
        turn.append(_("A card taken from the discard pile must be exchanged; it lies face down in your line "
                      "(everyone saw it)."))
    if t.exchange_max == 1:
        turn.append(_("You exchange the card for one of your cards, which goes to the discard pile."))
    else:
        if t.exchange_max is None:
            turn.append(_("Multi-exchange: you may exchange the card for any number of your cards at once, if those "
                          "cards are all equal; they all go to the discard pile."))
        else:
            turn.append(_("Multi-exchange: you may exchange the card for up to {n} of your cards at once, if those "
                          "cards are all equal; they all go to the discard pile.").format(n=t.exchange_max))
        if t.on_mismatch == "keep_drawn":
            if t.mismatch_face_up:
                turn.append(_("If the cards you slid out are not all equal, they go back face up and the drawn card "
                              "is added at an end of your line."))
            else:
                turn.append(_("If the cards you slid out are not all equal, everyone sees them and they go back "
                              "face down and the drawn card is added at an end of your line."))
        elif t.mismatch_face_up:
            turn.append(_("If the cards you slid out are not all equal, they go back face up, the drawn card is "
                          "discarded and your turn ends."))
        else:
            turn.append(_("If the cards you slid out are not all equal, everyone sees them and they go back face "
                          "down, the drawn card is discarded and your turn ends."))
        if t.mismatch_penalty_from is not None:
            turn.append(_("A failed multi-exchange of {n} or more cards also costs a penalty card from the deck, "
                          "face down and unseen, at an end of your line.").format(n=t.mismatch_penalty_from))
    turn.append(_("Instead of drawing you may call CABO (once per round): every other player has one more turn, "
                  "then the round ends."))
    if t.protect_caller:
        turn.append(_("After the call, the caller's cards may not be spied, swapped or snapped."))
    sections.append((_heading("turn"), turn))

    # empty deck
    if t.deck_empty == "end_round":
        empty = [_("When the deck runs out, the round ends at the end of that turn.")]
    else:
        empty = [_("When the deck runs out, the discard pile except its top card is shuffled into a new deck.")]
        if t.reshuffles_max is not None:
            empty.append(n_("This happens once a round: when the deck runs out again, the round ends at the end of "
                            "that turn.",
                            "This happens at most {n} times a round: when the deck runs out after that, the round "
                            "ends at the end of that turn.",
                            t.reshuffles_max).format(n=t.reshuffles_max))
    if v.snap.enabled and (t.deck_empty == "end_round" or t.reshuffles_max is not None):
        empty.append(_("Nobody snaps after the turn in which the deck ran out for good, and a penalty card owed "
                       "from an empty deck is not taken."))
    sections.append((_heading("empty"), empty))

    # snapping
    s = v.snap
    if s.enabled:
        if s.match != "rank" and v.deck.kind == "standard":
            snap = _("Whenever a card lands on the discard pile, any player may snap a card of the same value "
                     "(a red King, 0, does not match a black King, 13), their own or another player's.")
        elif s.match != "rank":
            snap = _("Whenever a card lands on the discard pile, any player may snap a card of the same points, "
                     "their own or another player's.")
        elif v.deck.kind == "standard":
            snap = _("Whenever a card lands on the discard pile, any player may snap a card of the same rank "
                     "(a King matches any King), their own or another player's.")
        else:
            snap = _("Whenever a card lands on the discard pile, any player may snap a card of the same rank, "
                     "their own or another player's.")
        sections.append((_heading("snap"), [
            snap,
            _("Snapping another player's card: it goes to the discard pile and you give that player one of yours."),
            # TRANSLATORS: {count} is the number in words ("two"), {n} in digits: use either
            n_("A wrong snap shows the card and puts it back, and the snapper takes {count} penalty card.",
               "A wrong snap shows the card and puts it back, and the snapper takes {count} penalty cards.",
               s.penalty_cards).format(count=_count_word(s.penalty_cards), n=s.penalty_cards),
        ]))

    # scoring
    sc = v.scoring
    score = [_("Each player scores the sum of their cards, except:"),
             _outcome_line("lowest", sc.caller_lowest),
             _outcome_line("tied", sc.caller_tied),
             _outcome_line("not_lowest", sc.caller_not_lowest)]
    if sc.winners_score_zero:
        score.append(_("Any other player with the lowest sum of the round scores 0."))
    else:
        score.append(_("A player who did not call still scores their sum, even when it is the lowest."))
    if sc.caller_wins_ties:
        score.append(_("A caller tied for the lowest sum is the only winner of the round."))
    else:
        score.append(_("Players tied for the lowest sum all win the round."))
    k = sc.kamikaze
    if k is not None:
        # TRANSLATORS: {hand} is a list of cards ("12, 12, 13 and 13"); {self_points} and
        # {others_points} are amounts of points ("0 points", "50 points")
        score.append(_("Kamikaze: a hand of exactly {hand}, and no other cards, scores {self_points} for that "
                       "player and {others_points} for every other player.").format(
            hand=and_list([rank_label(r) for r in k.ranks]), self_points=_points(k.self_score),
            others_points=_points(k.others_score)))
    else:
        score.append(_("There is no Kamikaze hand in this variant."))
    sections.append((_heading("scoring"), score))

    # game end
    g = v.game_end
    end = [n_("The game ends when a player's total is more than {over} point; the lowest total wins.",
              "The game ends when a player's total is more than {over} points; the lowest total wins.",
              g.over).format(over=g.over)]
    if g.reset is not None:
        end.append(_reset_line(g.reset))
    else:
        end.append(_("Totals are never reset."))
    if g.next_start == "lowest_round_score":
        end.append(_("The player with the lowest score of the round starts the next round."))
    elif g.next_start == "round_winner":
        end.append(_("The winner of the round starts the next round."))
    else:
        end.append(_("The start player moves one seat clockwise every round."))
    sections.append((_heading("end"), end))

    if v.options:
        sections.append((_heading("options"), option_lines(v)))
    if v.notes:
        sections.append((_(NOTES_HEADING), [data_text(n) for n in v.notes]))
    return sections


def rules_plain_text(variant: Variant) -> str:
    """The whole rules text, for tests and a text export."""
    from ..cabo import GAME
    return GAME.rules_plain_text(variant)
