"""The rules of a variant in the project's own words, generated from the Variant object.

Nothing here is written per variant: every sentence is derived from a setting, so the rules
screen cannot drift from what the engine plays (tests/ui/test_rules_text.py changes settings and
checks that the text follows). Pure Python, no pygame.
"""

from __future__ import annotations

from dataclasses import dataclass

from .rules.cards import JOKER, STANDARD_RANKS, Ability, Card
from .rules.variant import Outcome, Variant

ABILITIES_HEADING = "Abilities"
NOTES_HEADING = "How we read unclear rules"

ABILITY_NAMES = {
    Ability.PEEK: "Peek",
    Ability.SPY: "Spy",
    Ability.SWAP: "Swap",
    Ability.LOOK_AND_SWAP: "Look and swap",
}

ABILITY_TEXT = {
    Ability.PEEK: "look at one of your own face-down cards.",
    Ability.SPY: "look at a face-down card of another player.",
    Ability.SWAP: "exchange one of your cards with a card of another player, without looking at either.",
    Ability.LOOK_AND_SWAP: "look at a card of another player, then swap it with one of yours or leave it.",
}

_RANK_WORDS = {"A": "Ace", "J": "Jack", "Q": "Queen", "K": "King", JOKER: "joker"}


def _count_word(n: int) -> str:
    words = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
    return words[n] if 0 <= n < len(words) else str(n)


def _join(items: list[str], last: str = "and") -> str:
    items = list(items)
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def rank_label(key: str, plural: bool = False) -> str:
    """'7', 'Jack', 'black King', 'joker' for a deck key (standard keys may carry _red/_black)."""
    rank, _, colour = key.partition("_")
    word = _RANK_WORDS.get(rank, rank)
    if plural and rank in _RANK_WORDS:
        word += "s"
    elif plural:
        word += "s"
    return f"{colour} {word}" if colour else word


def _points(n: int) -> str:
    return f"{n} point" + ("" if abs(n) == 1 else "s")


def outcome_text(outcome: Outcome) -> str:
    """'0 points', 'their card sum', 'their card sum plus 10 (+10)', 'their card sum minus 5 (-5)'."""
    if outcome.base == "zero":
        return _points(outcome.add)
    if outcome.add == 0:
        return "their card sum"
    if outcome.add > 0:
        return f"their card sum plus {outcome.add} (+{outcome.add})"
    return f"their card sum minus {-outcome.add} ({outcome.add})"


# ---------------------------------------------------------------- the deck


def _numbered_deck(variant: Variant) -> list[str]:
    counts = variant.deck.counts
    total = sum(counts.values())
    ranks = sorted(counts, key=int)
    lines = [f"{total} cards numbered {ranks[0]} to {ranks[-1]}; each card is worth its number in points."]
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
        if len(run) == 1:
            what = f"{run[0]}" if n == 1 else f"{run[0]}s"
        elif len(run) == 2:
            what = f"{run[0]} and {run[1]}"
        else:
            what = f"{run[0]} to {run[-1]}"
        parts.append(f"{_count_word(n)} {'each of ' if len(run) > 1 else ''}{what}")
    lines.append("In the deck: " + _join(parts) + ".")
    return lines


def _standard_deck(variant: Variant) -> list[str]:
    deck = variant.deck
    jokers = f" plus {_count_word(deck.jokers)} joker{'s' if deck.jokers != 1 else ''}" if deck.jokers else ""
    lines = [f"A standard 52-card deck{jokers} ({len(variant.faces)} cards)."]
    values = deck.values
    parts: list[str] = []
    run: list[str] = []  # number cards worth their number, told as one run

    def flush() -> None:
        if len(run) >= 3:
            parts.append(f"{run[0]} to {run[-1]} their number")
        else:
            parts.extend(f"{r} {values[r]}" for r in run)
        run.clear()

    for rank in STANDARD_RANKS:
        keys = [k for k in (rank, f"{rank}_black", f"{rank}_red") if k in values]
        if keys == [rank] and rank.isdigit() and values[rank] == int(rank):
            run.append(rank)
            continue
        flush()
        for key in keys:
            parts.append(f"{rank_label(key)} {values[key]}")
    flush()
    if deck.jokers and JOKER in values:
        parts.append(f"joker {values[JOKER]}")
    lines.append("Card values: " + _join(parts) + ".")
    return lines


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
            rank, _, colour = key.partition("_")
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
        labels = [rank_label(k) for k in keys]
        who = _join(labels)
        sentence = f"{who[:1].upper()}{who[1:]}: {ABILITY_NAMES[ability]} — {ABILITY_TEXT[ability]}"
        groups.append(AbilityGroup(ability, tuple(keys), sentence))
    return groups


# ---------------------------------------------------------------- the sections


def rules_sections(variant: Variant) -> list[tuple[str, list[str]]]:
    """(heading, lines) for the rules screen, every line derived from a setting."""
    v = variant
    sections: list[tuple[str, list[str]]] = []

    # players
    p = v.players
    seats = [f"{p.min} to {p.max} players."]
    if p.stretch_max and p.stretch_max > p.max:
        if p.allow_stretch:
            seats.append(f"Up to {p.stretch_max} players may play: the deck is stretched to seat them.")
        else:
            seats.append(f"Up to {p.stretch_max} players with the option that stretches the deck (off unless chosen).")
    sections.append(("Players", seats))

    # the deck
    sections.append(("The cards", _numbered_deck(v) if v.deck.kind == "numbered" else _standard_deck(v)))
    sections[-1][1].append("The lowest sum of cards at the end of a round is best.")

    # abilities
    groups = ability_groups(v)
    if groups:
        ab = ["Abilities work only for a card drawn from the deck and then discarded, never for a card "
              "taken from the discard pile or given up in an exchange."]
        ab += [g.sentence for g in groups]
        if v.turn.swap_between_opponents:
            ab.append("A swap may also exchange the cards of two other players.")
        sections.append((ABILITIES_HEADING, ab))
    else:
        sections.append((ABILITIES_HEADING, ["No card has an ability in this variant."]))

    # deal and first look
    d = v.deal
    lay = "in a line" if d.layout == "line" else "in a square (two rows of two)" if d.hand_size == 4 else "in two rows"
    deal = [f"Each player is dealt {_count_word(d.hand_size)} cards face down {lay}."]
    if d.peek_count == 0:
        deal.append("Nobody looks at their cards after the deal.")
    elif d.peek_choice == "any":
        deal.append(f"Each player then secretly looks at any {_count_word(d.peek_count)} of their own cards, once.")
    else:
        deal.append(f"Each player then secretly looks at the {_count_word(d.peek_count)} cards nearest to them, once.")
    sections.append(("Deal and first look", deal))

    # a turn
    t = v.turn
    turn = ["On your turn, draw the top card of the deck or take the top card of the discard pile.",
            "A card drawn from the deck may be discarded (using its ability, if it has one) or exchanged.",
            "A card taken from the discard pile must be exchanged; it lies "
            + ("face up in your line." if t.take_discard_face_up else "face down in your line (everyone saw it).")]
    if t.exchange_max == 1:
        turn.append("You exchange the card for one of your cards, which goes to the discard pile.")
    else:
        most = "any number of" if t.exchange_max is None else f"up to {t.exchange_max}"
        turn.append(f"Multi-exchange: you may exchange the card for {most} of your cards at once, if those cards "
                    "are all equal; they all go to the discard pile.")
        failed = "If the cards you slid out are not all equal, "
        shown = "they go back face up" if t.mismatch_face_up else "everyone sees them and they go back face down"
        if t.on_mismatch == "keep_drawn":
            failed += f"{shown} and the drawn card is added at an end of your line."
        else:
            failed += f"{shown}, the drawn card is discarded and your turn ends."
        turn.append(failed)
        if t.mismatch_penalty_from is not None:
            turn.append(f"A failed multi-exchange of {t.mismatch_penalty_from} or more cards also costs a penalty "
                        "card from the deck, face down and unseen, at an end of your line.")
    turn.append("Instead of drawing you may call CABO (once per round): every other player has one more turn, "
                "then the round ends.")
    if t.protect_caller:
        turn.append("After the call, the caller's cards may not be spied, swapped or snapped.")
    sections.append(("Your turn", turn))

    # empty deck
    if t.deck_empty == "end_round":
        empty = ["When the deck runs out, the round ends at the end of that turn."]
    else:
        empty = ["When the deck runs out, the discard pile except its top card is shuffled into a new deck."]
    sections.append(("When the deck runs out", empty))

    # snapping
    s = v.snap
    if s.enabled:
        if s.match == "rank":
            what = "the same rank" + (" (a King matches any King)" if v.deck.kind == "standard" else "")
        else:
            what = "the same points"
        sections.append(("Snapping", [
            f"Whenever a card lands on the discard pile, any player may snap a card of {what}, "
            "their own or another player's.",
            "Snapping another player's card: it goes to the discard pile and you give that player one of yours.",
            f"A wrong snap shows the card and puts it back, and the snapper takes "
            f"{_count_word(s.penalty_cards)} penalty card{'s' if s.penalty_cards != 1 else ''}.",
        ]))

    # scoring
    sc = v.scoring
    score = ["Each player scores the sum of their cards, except:"]
    score.append(f"the caller with the strictly lowest sum scores {outcome_text(sc.caller_lowest)};")
    score.append(f"a caller tied for the lowest sum scores {outcome_text(sc.caller_tied)};")
    score.append(f"a caller without the lowest sum scores {outcome_text(sc.caller_not_lowest)}.")
    if sc.winners_score_zero:
        score.append("Any other player with the lowest sum of the round scores 0.")
    else:
        score.append("A player who did not call still scores their sum, even when it is the lowest.")
    if sc.caller_wins_ties:
        score.append("A caller tied for the lowest sum is the only winner of the round.")
    else:
        score.append("Players tied for the lowest sum all win the round.")
    k = sc.kamikaze
    if k is not None:
        hand = _join([rank_label(r) for r in k.ranks])
        score.append(f"Kamikaze: a hand of exactly {hand}, and no other cards, scores {_points(k.self_score)} for "
                     f"that player and {_points(k.others_score)} for every other player.")
    else:
        score.append("There is no Kamikaze hand in this variant.")
    sections.append(("Scoring", score))

    # game end
    g = v.game_end
    end = [f"The game ends when a player's total is more than {g.over} points; the lowest total wins."]
    r = g.reset
    if r is not None:
        limits = []
        if r.per_player is not None:
            limits.append("once per player per game" if r.per_player == 1 else f"{r.per_player} times per player")
        if r.total is not None:
            limits.append("once in the whole game" if r.total == 1 else f"{r.total} times in the whole game")
        how_often = _join(limits) if limits else "every time it happens"
        end.append(f"A total of exactly {r.at} points is reset to {r.to}, {how_often}.")
    else:
        end.append("Totals are never reset.")
    end.append({
        "lowest_round_score": "The player with the lowest score of the round starts the next round.",
        "round_winner": "The winner of the round starts the next round.",
        "rotate": "The start player moves one seat clockwise every round.",
    }[g.next_start])
    sections.append(("End of the game", end))

    if v.options:
        sections.append(("Options on the new-game screen", [o.label for o in v.options]))
    if v.notes:
        sections.append((NOTES_HEADING, list(v.notes)))
    return sections


def rules_plain_text(variant: Variant) -> str:
    """The whole rules text, for tests and a text export."""
    out = [variant.title, variant.description]
    for heading, lines in rules_sections(variant):
        out.append(heading)
        out.extend(lines)
    return "\n".join(out)
