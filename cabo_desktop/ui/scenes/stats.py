"""Title → Statistics: each game's games and rounds won, per variant and opponent level, its own
counters (CABO calls, Kamikazes) and a chart of recent round scores."""

from __future__ import annotations

import pygame

from ...i18n import _, data_text, decimal, p_
from .. import assets
from ..scene import Intent, Scene
from ..theme import DIM, GOLD, WHITE, px
from ..widgets import draw_hint, draw_messages, draw_title, panel, wrap_text

# where a game's own columns (Game.stat_heads) start, as a share of the panel, by their count
EXTRA_COLUMNS = {0: [], 1: [0.74], 2: [0.74, 0.905], 3: [0.72, 0.81, 0.905]}

class StatsScene(Scene):
    """Title → Statistics: games and rounds played and won, per variant and per opponent level,
    average and best round, the game's own counters (CABO: calls and their success rate,
    Kamikazes), and a chart of recent round scores drawn with pygame.draw. ←/→ switch game (when
    the table has several)."""

    fills_screen = True

    def __init__(self, app, game: str | None = None):
        super().__init__(app)
        from ...games import table_game_names
        from ...storage.stats import load_stats
        loaded = load_stats()
        self.all_stats = loaded.value
        self.messages = list(loaded.messages)
        self.game_names = list(table_game_names())
        # the game asked for, else the one last set up on the New game screen
        game = game or getattr(getattr(app, "prefs", None), "default_game", None)
        self.game_i = self.game_names.index(game) if game in self.game_names else 0
        self._show_game()

    def _show_game(self) -> None:
        from ...games import get_game
        self.game = get_game(self.game_names[self.game_i])
        self.stats = self.all_stats.of(self.game.name)
        self.variant_titles = {key: self.variant_title(key) for key in self.stats.by_variant}

    def handle(self, intent: Intent) -> None:
        if intent.kind in ("left", "right") and len(self.game_names) > 1:
            self.game_i = (self.game_i + (1 if intent.kind == "right" else -1)) % len(self.game_names)
            self._show_game()
        elif intent.kind in ("back", "click", "confirm", "space"):
            self.app.nav.pop()

    def variant_title(self, key: str) -> str:
        """A built-in variant by its title in the player's language; a custom one by its name."""
        if key not in self.game.builtin_variants:
            return key
        try:
            return data_text(self.game.load_builtin(key).title)
        except Exception:  # a file that cannot be read is named by its key rather than stop the screen
            return key

    @property
    def variants_mixed(self) -> bool:
        """Games of several variants were counted: their scores are not alike (kaboo's deck is not
        CABO's), so All games gives no average or best across them."""
        return len(self.stats.by_variant) > 1

    def row_values(self, tally, overall: bool = False) -> list[str]:
        avg = tally.average_round_score
        rounds = [str(tally.rounds), str(tally.rounds_won)] if self.game.plays_in_rounds else ["", ""]
        if overall and self.variants_mixed:
            avg, best = "–", "–"
        else:
            avg, best = "–" if avg is None else decimal(avg), "–" if tally.best_round is None else str(tally.best_round)
        return [str(tally.games), str(tally.games_won), *rounds, avg, best, *self.game.stat_cells(tally.counts)]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        several = len(self.game_names) > 1
        top = draw_title(surface, _("Statistics · {game}").format(game=self.game.display_title) if several
                         else _("Statistics"))
        st = self.stats
        area = pygame.Rect(0, top + px(10), min(w - px(40), px(1180)), 0)
        area.centerx = w // 2
        groups = [(_("All games"), st.overall)]
        groups += [(_("Variant: {variant}").format(variant=self.variant_titles.get(k, k)), t)
                   for k, t in sorted(st.by_variant.items())]
        groups += [(_("Against: people only") if k == "human" else _("Against: {level}").format(level=self.game.level_title(k)), t)
                   for k, t in sorted(st.by_level.items())]
        groups = groups[:11]
        line = px(26)
        area.h = px(44) + line * len(groups) + px(10)
        panel(surface, area)
        # TRANSLATORS: the statistics table's column heads: keep them short
        if self.game.plays_in_rounds:
            heads = ["", p_("statistics", "Games"), p_("statistics", "Won"), p_("statistics", "Rounds"),
                     p_("statistics", "Won"), p_("statistics", "Avg round"), p_("statistics", "Best round")]
        else:  # one long game (Kobito): its score is the game's
            heads = ["", p_("statistics", "Games"), p_("statistics", "Won"), "", "",
                     p_("statistics", "Avg score"), p_("statistics", "Best score")]
        heads += [_(head) for head in self.game.stat_heads]
        cols = [0.02, 0.26, 0.33, 0.40, 0.48, 0.55, 0.64] + EXTRA_COLUMNS[len(self.game.stat_heads)]
        y = area.y + px(12)
        for k, (c, head) in enumerate(zip(cols, heads)):
            nxt = cols[k + 1] if k + 1 < len(cols) else 1.0
            draw_head(surface, head, (area.x + int(area.w * c) + px(6), y), int(area.w * (nxt - c)) - px(8))
        y += px(30)
        mixed = self.variants_mixed
        for row, (name, tally) in enumerate(groups):
            values = [name] + self.row_values(tally, overall=row == 0)
            overall = row == 0  # All games
            for k, (c, v) in enumerate(zip(cols, values)):
                nxt = cols[k + 1] if k + 1 < len(cols) else 1.0
                img = assets.fit_line(v, px(16), int(area.w * (nxt - c)) - px(10), GOLD if overall else WHITE, overall,
                                      least=px(14))
                surface.blit(img, (area.x + int(area.w * c) + px(6), y))
            y += line
        below = area.bottom + px(16)
        if mixed:
            # TRANSLATORS: under the statistics table when games of several variants were played
            note = assets.fit_text(_("Averages and bests are given per variant: the variants do not score alike."),
                                   px(14), area.w - px(20), DIM)
            surface.blit(note, (area.x + px(10), area.bottom + px(6)))
            below += note.get_height() + px(2)
        heading_w = assets.text_width(chart_heading(self.game.plays_in_rounds).format(n=len(st.recent)), px(15), True)
        chart = chart_rect(area, below, h - below - px(40), len(st.recent), heading_w + px(40))
        self.draw_chart(surface, chart, st.recent, self.game.plays_in_rounds)
        draw_hint(surface, _("←/→ other games · Esc, Enter or a click: back") if several
                  else _("Esc, Enter or a click: back"))
        draw_messages(surface, self.messages, h - px(28), min(w - px(40), px(900)))

    @staticmethod
    def draw_chart(surface: pygame.Surface, rect: pygame.Rect, recent, in_rounds: bool = True) -> None:
        """Bars of the recent round scores (gold: rounds won), a line through them, the zero axis
        (a game without rounds: its game scores)."""
        panel(surface, rect)
        label = assets.fit_line(chart_heading(in_rounds).format(n=len(recent)), px(15), rect.w - px(28), DIM, True)
        surface.blit(label, (rect.x + px(14), rect.y + px(8)))
        area = rect.inflate(-px(70), -px(64)).move(px(20), px(18))
        if not recent:
            img = assets.text(_("Finish a game to see your round scores here.") if in_rounds else
                              _("Finish a game to see your scores here."), px(16), WHITE)
            surface.blit(img, img.get_rect(center=area.center))
            return
        scores = [r.score for r in recent]
        top, low = max(max(scores), 1), min(min(scores), 0)
        span = max(1, top - low)

        def y_of(v: float) -> int:
            return int(area.bottom - (v - low) / span * area.h)

        zero = y_of(0)
        for v in sorted({low, 0, top}):
            yy = y_of(v)
            pygame.draw.line(surface, (60, 90, 70), (area.x, yy), (area.right, yy), px(1))
            img = assets.text(str(v), px(13), DIM)
            surface.blit(img, img.get_rect(midright=(area.x - px(6), yy)))
        n = len(scores)
        step = area.w / n
        bar = max(px(2), min(px(44), int(step * 0.7)))
        points = []
        for i, r in enumerate(recent):
            x = int(area.x + step * i + (step - bar) / 2)
            yy = y_of(r.score)
            colour = GOLD if r.won else (120, 170, 140)
            pygame.draw.rect(surface, colour, pygame.Rect(x, min(yy, zero) - (px(3) if yy == zero else 0), bar,
                                                          max(px(3), abs(zero - yy))))
            points.append((x + bar // 2, yy))
            if step >= px(22):
                img = assets.text(str(r.score), px(12), WHITE)
                surface.blit(img, img.get_rect(midbottom=(x + bar // 2, min(yy, zero) - px(4))))
        if len(points) >= 2:
            pygame.draw.lines(surface, WHITE, False, points, px(2))


def chart_heading(in_rounds: bool) -> str:
    return (_("Recent round scores ({n}; gold: round won)") if in_rounds else
            _("Recent game scores ({n}; gold: game won)"))


def chart_rect(table: pygame.Rect, top: int, room: int, n: int, least_w: int = 0) -> pygame.Rect:
    """Where the chart of `n` recent scores goes under the table: a few bars get a small chart
    (a large empty panel said little), a long history the whole width and the room left; never
    narrower than `least_w` (its heading)."""
    if n == 0:
        height, width = px(90), min(table.w, max(px(640), least_w))
    else:
        height = min(max(px(120), room), px(150 + 14 * n))
        width = min(table.w, max(px(200 + 64 * n), least_w))
    rect = pygame.Rect(0, top, width, min(height, max(px(90), room)))
    rect.centerx = table.centerx
    return rect


def draw_head(surface: pygame.Surface, head: str, at: tuple[int, int], width: int) -> None:
    """A column head: on one line at 15 px, or on two at 13 when it is too long ("Meilleure
    manche"), never shrunk out of sight; the last resort is a cut with "…"."""
    if assets.text_width(head, px(15), True) <= width or " " not in head:
        surface.blit(assets.fit_line(head, px(15), width, DIM, True, least=px(13)), at)
        return
    lines = [line.strip() for line in wrap_text(head, px(13), width, indent="")]
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    x, y = at
    for k, line in enumerate(lines):
        surface.blit(assets.fit_line(line, px(13), width, DIM, True), (x, y - px(7) + k * px(15)))

