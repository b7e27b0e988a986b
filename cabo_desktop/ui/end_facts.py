"""The game's moments for its end screen (no scene): under the podium, which tells the places and
the totals, a row of small plates each telling one thing it does not (review s51: "the game
over's table repeats the podium"): for a game of rounds (CABO, Cabanga!) its best round, who won
the most rounds and its toughest round; for Kobito who won the most gold cards, the richest gold
card and the costliest score pile (or, when no score pile cost a point, the runner-up and how far
behind the winner)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from ..i18n import n_, np_, p_
from . import assets
from .score_sheet import ScoreSheet, standings_order
from .theme import GOLD, px

NAME_INK = (238, 228, 206)  # the person's name: the podium's runners-up's ink
CAPTION_INK = (196, 170, 120)  # the moment's caption: a brass, quieter than the gold figure


@dataclass(frozen=True)
class Fact:
    """One moment of the game: what it is (a caption), whose it was, and its figure in words."""

    caption: str
    seat: int
    value: str


def game_facts(table, sheet: ScoreSheet) -> list[Fact]:
    """The game's moments (at most three), from its score sheet (a game of rounds) or, for a
    game without rounds whose view tells the gold won (Kobito), from that."""
    view = getattr(table, "view", None)
    if not any(not column.label for column in sheet.rounds) and getattr(view, "gold_won", None) is not None:
        return gold_facts(table, view, sheet)
    return round_facts(sheet)


def _rank(sheet: ScoreSheet) -> dict[int, int]:
    """Each seat's place (0 the winner): ties in a fact go to the better placed."""
    return {seat: place for place, seat in enumerate(standings_order(sheet))}


def round_facts(sheet: ScoreSheet) -> list[Fact]:
    """A game of rounds: its best round (the lowest score, or the highest where the most win), the
    most rounds won and its toughest round; none before a round was played."""
    rounds = [column for column in sheet.rounds if not column.label]
    if not rounds:
        return []
    rank, sign = _rank(sheet), 1 if sheet.lower_wins else -1
    scores = [(sign * column.scores[seat], column.round_no, rank[seat], seat) for column in rounds
              for seat in range(len(sheet.names))]
    good, bad = min(scores), min(scores, key=lambda s: (-s[0], s[1], -s[2]))
    wins = [0] * len(sheet.names)
    for column in rounds:
        top = (min if sheet.lower_wins else max)(column.scores)
        for seat, score in enumerate(column.scores):
            wins[seat] += score == top
    most = min(range(len(wins)), key=lambda seat: (-wins[seat], rank[seat]))
    # TRANSLATORS: the end screen's moments: a score and its round ("0 in round 2")
    in_round = p_("game moments", "{score} in round {n}")
    return [Fact(p_("game moments", "Best round"), good[3], in_round.format(score=sign * good[0], n=good[1])),
            # TRANSLATORS: the end screen's moments: the rounds a player won, of all ("3 of 7")
            Fact(p_("game moments", "Most rounds won"), most,
                 p_("game moments", "{n} of {total}").format(n=wins[most], total=len(rounds))),
            Fact(p_("game moments", "Toughest round"), bad[3], in_round.format(score=sign * bad[0], n=bad[1]))]


def gold_facts(table, view, sheet: ScoreSheet) -> list[Fact]:
    """Kobito: who won the most gold cards, the richest gold card and the costliest score pile (or,
    no score pile having cost a point, the runner-up and how far behind: not the winner thrice)."""
    rank = _rank(sheet)
    seats = range(len(sheet.names))
    won = [tuple(view.gold_won[seat]) if seat < len(view.gold_won) else () for seat in seats]
    gold = getattr(getattr(table, "variant", None), "gold", ())

    def worth(card: int) -> int:
        return getattr(gold[card], "points", 0) if 0 <= card < len(gold) else 0

    facts = []
    most = min(seats, key=lambda seat: (-len(won[seat]), rank[seat]))
    if won[most]:
        facts.append(Fact(p_("game moments", "Most gold cards"), most,
                          n_("{n} card", "{n} cards", len(won[most])).format(n=len(won[most]))))
        rich = min(seats, key=lambda seat: (-max(map(worth, won[seat]), default=0), rank[seat]))
        best = max(map(worth, won[rich]), default=0)
        facts.append(Fact(p_("game moments", "Richest gold card"), rich,
                          n_("{n} point", "{n} points", best).format(n=best)))
    parts = getattr(view, "score_parts", ()) or ()
    piles = [parts[seat][1] if seat < len(parts) else 0 for seat in seats]
    costly = min(seats, key=lambda seat: (piles[seat], rank[seat]))
    if piles[costly] < 0:
        facts.append(Fact(p_("game moments", "Costliest score pile"), costly,
                          n_("{n} point", "{n} points", piles[costly]).format(n=piles[costly])))
    elif len(sheet.names) > 1:
        order = standings_order(sheet)
        margin = abs(sheet.totals[order[0]] - sheet.totals[order[1]])
        if margin:
            # TRANSLATORS: the end screen's moments: how far the runner-up finished behind the winner
            behind = np_("game moments", "{n} point behind", "{n} points behind", margin).format(n=margin)
            facts.append(Fact(p_("game moments", "Closest behind"), order[1], behind))  # the runner-up's
    return facts


def pocket(size: tuple[int, int]) -> pygame.Surface:
    """A moment's ground: a rounded pocket sunk into the felt (darker, its top edge in shade, its
    foot caught by the light) with a thin brass rim; cached."""
    key = ("end_fact_pocket", tuple(size))
    surf = assets.surfaces.get(key)
    if surf is None:
        w, h = max(8, size[0]), max(8, size[1])
        radius = min(h // 2, px(12))
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (12, 8, 4, 150), surf.get_rect(), border_radius=radius)
        pygame.draw.rect(surf, (0, 0, 0, 70), (0, 0, w, max(2, px(3))), border_top_left_radius=radius,
                         border_top_right_radius=radius)  # the shade under its upper lip
        pygame.draw.line(surf, (255, 236, 200, 46), (radius, h - 1), (w - radius, h - 1))  # the lit foot
        pygame.draw.rect(surf, (170, 134, 78, 150), surf.get_rect(), max(1, px(1)), border_radius=radius)
        assets.surfaces[key] = surf
    return surf


def fact_fonts(k: float) -> tuple[int, int, int]:
    """A moment's type at the scale k: its caption, the name, the figure (14, 18, 17 px at 720)."""
    return px(max(13, round(14 * k))), px(max(15, round(18 * k))), px(max(14, round(17 * k)))


def fact_height(k: float) -> int:
    """A moment's plate's height at k: its caption over the name and the figure, with its margins."""
    caption, name, _figure = fact_fonts(k)
    return assets.font(caption, True).get_height() + assets.font(name, True).get_height() + px(round(24 * k))


def fact_width(fact: Fact, name: str, k: float) -> int:
    """The least width of a moment's plate at k: its portrait and the longer of its caption and its
    name with the figure (a language's longer words widen the row rather than shrink them)."""
    caption_size, name_size, figure_size = fact_fonts(k)
    words = max(assets.text_width(fact.caption, caption_size, True),
                assets.text_width(name, name_size, True) + px(10) + assets.text_width(fact.value, figure_size, True))
    return words + fact_height(k) - px(round(22 * k)) + px(round(12 * k)) + px(round(28 * k)) + px(2)


def draw_fact(surface: pygame.Surface, rect: pygame.Rect, fact: Fact, name: str, face, k: float) -> None:
    """A moment in its pocket (sunk into the felt, not a leather plate: a place of the podium's list
    is one): the person's portrait (`face(seat, diameter)`, None: none) at its left, the caption
    over the name and, at the right, the figure in gold."""
    caption_size, name_size, figure_size = fact_fonts(k)
    surface.blit(pocket(rect.size), rect)
    inner = rect.inflate(-px(round(28 * k)), 0)
    x = inner.x
    d = rect.h - px(round(22 * k))
    picture = face(fact.seat, d) if face is not None else None
    if picture is not None:
        at = picture.get_rect(midleft=(x, rect.centery))
        pygame.draw.circle(surface, (150, 122, 60), at.center, d // 2 + px(1), px(2))
        surface.blit(picture, at)
        x = at.right + px(round(12 * k))
    caption = assets.font(caption_size, True)
    named = assets.font(name_size, True)
    top = rect.centery - (caption.get_height() + named.get_height()) // 2
    head = assets.fit_text(fact.caption, caption_size, inner.right - x, CAPTION_INK, True)
    surface.blit(head, (x, top))
    figure = assets.text(fact.value, figure_size, GOLD, True)
    line_y = top + caption.get_height()
    who = assets.fit_line(name, name_size, max(px(20), inner.right - figure.get_width() - px(10) - x), NAME_INK, True)
    surface.blit(who, (x, line_y))
    figure_top = line_y + named.get_ascent() - assets.font(figure_size, True).get_ascent()  # on the name's baseline
    surface.blit(figure, (inner.right - figure.get_width(), figure_top))
