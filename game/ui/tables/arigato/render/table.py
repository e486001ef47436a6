"""The whole table, frame by frame: its picture of everything that changes only when the game
or the player's choices do (regions.py: the top band, the villages, the action panel, the log, a
refusal's message, each redrawn when what it shows changes), then what moves each frame over it,
then, once the scene has drawn its buttons, what the mouse holds, a moment and the tooltip. The
first picture is prepared a slice a frame before the table shows (`prepare`), and card faces a
later move may need are drawn ahead in frames that draw nothing new (`draw_ahead`): no frame
carries it all (game/tools/MEASUREMENTS.md, "Frames")."""

from __future__ import annotations

import time
from typing import Callable

import pygame

from game.core.arigato.components import HIDDEN
from game.i18n import language, t
from game.ui import widgets
from game.ui import frame_causes as fc
from game.ui.tables.arigato import card_ahead, card_art
from game.ui.tables.arigato import layout as L
from game.ui.tables.arigato import panel_layout as PL
from game.ui.tables.arigato.render.action_panel import effect_card
from game.ui.tables.arigato.render.context import Ctx
from game.ui.tables.arigato.render.log import LogText
from game.ui.tables.arigato.render import fonts, moment
from game.ui.tables.arigato.render.motion import draw_motion
from game.ui.tables.arigato.render.overlays import draw_held, draw_hint, draw_toast, draw_tooltip, papers_reach
from game.ui.tables.arigato.render.regions import Picture
from game.ui.tables import put_back

DEALT_AHEAD = 5         # cards a seat may be dealt at a day's start, drawn ahead first (when known)
AHEAD_BUDGET = 0.0002   # seconds of the hand's faces drawn in a frame while the first picture is prepared (a
                        # face at least; later, the frame's AHEAD_ROOM): none long (at 4 ms,
                        # 25 frames of a game over 2 ms; at 0.5, two or three large faces a frame, 39
                        # frames among a game's 5% costliest: game/tools/MEASUREMENTS.md, "Frames")
AHEAD_ROOM = 0.0009     # seconds of CPU a frame may have taken, from the table's drawing on, and still work
                        # ahead after it (a face, a font's slice: `draw_ahead`), at most one face past it: the
                        # faces at 0.2 ms of their own a frame still made 129 frames over 2 ms in a game, the
                        # fonts 24, drawn in frames the motion or the tooltip had already made costly
                        # (MEASUREMENTS.md, "Arigatō's regions and work ahead")
PREPARE_ROOM = 0.0008   # ... and while the first picture is prepared, fonts opened without their letters (opened
                        # with them, a font a frame, 20 frames of 3-4 ms before the table showed; the regions'
                        # frames after them, over 2 ms each, load those they draw)
MOVE_SHARE = 0.8        # the most of the window whose regions a move's frame redraws (regions.py, `draw`):
                        # most moves in one frame, the home seat's too (0.77 of the window: its village, the
                        # day, the actions, the log and the next seat's; at 0.75, each spread over 3 frames
                        # all over 2 ms, 56 frames more a game); a move that changes more (a day's end)...
SPREAD_FRAMES = 2       # ... in this many frames, a share of its regions' area each (in three, its first
                        # half was no longer the costliest frame of a game but each frame stayed over 2 ms:
                        # one frame more over the bar a day's end: MEASUREMENTS.md, "Arigatō's regions and
                        # work ahead")
NEWS_SHARE = 0.3        # online, a move from the host past this share is spread so too: its frame redrew the
                        # day, the piles, a village, the home village, the actions and the log at once, 10-22 ms
                        # of CPU through the slow line (MEASUREMENTS.md, "The client through a slow line")
NEWS_FRAMES = 3         # ... in this many frames, a third of its regions' area each
PREPARE_SHARE = 0.0     # ... while the table's first picture is prepared (under the screen before): one region
                        # a frame (the calendar, the day and the piles, small but full of text in fonts opened
                        # for them, were 12-14 ms of CPU in one slice: MEASUREMENTS.md, "The client through a
                        # slow line")
CHROME_STEPS = 1        # slices of the paper and the chrome a frame draws then (art.paper_steps)


class Renderer:
    """Draws one scene's table and keeps what it may reuse between frames: the table's picture
    with its tooltip regions, and the log in words. The scene owns it and hands it a `Ctx`."""

    def __init__(self, online: bool = False) -> None:
        self.online = online       # a game played online: the host's news spread past NEWS_SHARE
        self.log = LogText()
        self.picture = Picture()   # the table's picture, region by region (regions.py)
        self.picture_key: tuple | None = None
        self.picture_tips: list = []
        self.tips: list = []       # the last frame's (rect, words), topmost last
        # the moment shown (the dusk, the final count), kept drawn while what it shows stays the
        # same: drawn anew each frame it was a third of the frames over 3 ms (bench --frames)
        self.moment_layer: pygame.Surface | None = None     # drawn on, the window's size, opaque
        self.moment_edges: list = []    # its paper's top and bottom rows, the corners left out
        self.moment_key: tuple | None = None
        self.moment_rect: pygame.Rect | None = None
        self.moment_tips: list = []
        self.blank: pygame.Surface | None = None      # the moment's blank paper, kept (`paper_on`)
        self.paper_kept: pygame.Rect | None = None    # where it was drawn on the layer
        self.drew = False          # this frame drew something new (the picture, the moment)
        self.spread = False        # ... some regions of the picture, not all of it
        self.share = None          # the share of the window a spread move's frames redraw each
        self.spreading = 0         # frames of a spread move still to come with that share (the last: the rest)
        self.regions_drawn = False # ... regions of the picture as the game goes
        self.drawn_point = None    # the position at the last frame drawn
        self.follows = False       # this frame follows one drawn (the scene says: none left undrawn)
        self.ahead: list = []      # card faces to draw ahead, in frames that draw nothing new
        self.ahead_key: tuple | None = None
        self.preparing = None      # the chrome's slices under way (`prepare`)
        self.hand_first: list | None = None   # ... then the hand's faces, at the sizes its panel draws them
        self.faces_fonts: list | None = None  # ... then the card faces' fonts at every size the table draws them
        self.fonts_first: list | None = None  # ... then the first picture's fonts, one a frame (render/fonts.py)
        self.buttons: tuple = ()   # the table's buttons' fonts (the scene's), opened with them
        self.fonts_later: list = []    # fonts opened in frames that draw nothing new (`draw_ahead`)
        self.fonts_key: tuple | None = None   # ... listed for this scale
        self.letters: list = []    # ... fonts opened and their common letters still to load (fonts.py `open_slice`)
        self.began = 0.0           # the thread's CPU clock when this frame's table began to be drawn
        self.whole_asked = False   # `forget` called: the next frame draws the picture whole
        # what this frame drew over the picture (pixel rects; None: somewhere unknown), and what
        # the last frame said it drew, on which window (put_back.py): the picture is put back there
        self.over: list | None = []
        self.left: tuple | None = None
        # the moment's paper (but its rows with corners) left standing on the window by the last
        # frame, (window, moment, rect), and this frame's rect of it: the picture is not put back
        # under it, nor the paper drawn again but where something was put or drawn over it (put
        # back and drawn again each frame, it was most of the puts' cost: MEASUREMENTS.md, "Frames")
        self.stand: tuple | None = None
        self.standing: pygame.Rect | None = None
        self.put_rects: list | None = []   # where this frame put the picture (None: whole)
        # what this frame paints opaque over the picture whatever lies under it (the buttons' paper,
        # drawn by the scene after the table): the picture is not put back there (put_back.py)
        self.covered: list = []
        # one more each time the picture changes where the favor dish lies (what the dish keeps of
        # the window under it holds until then: drawn anew after every move, it was 0.3 ms of a move's frame)
        self.under_dish = 0

    def drew_over(self, rects: list | None) -> None:
        """This frame drew over the picture at `rects` (None: somewhere it cannot say)."""
        if rects is None or self.over is None:
            self.over = None
        else:
            self.over += rects

    def prepare(self, size, ctx: Ctx) -> bool:
        """A slice of the table's first picture: the paper and the chrome a few slices at a time,
        then the regions one at a time (PREPARE_SHARE) (the table's first frame drew all
        of it at once, 35 ms of CPU at 1280x720 and 55 at 1920x1080: game/tools/MEASUREMENTS.md,
        "Frames"). Counted, not timed: the same number of frames on any machine. Between the two,
        in frames of their own, the faces of the player's hand at the sizes its panel draws them
        (the slice with the panel drew them with its fonts and texts, 12-20 ms of CPU through the
        slow line: MEASUREMENTS.md, "The client through a slow line"). True once the picture is
        whole: the table may be shown."""
        if not self.picture.current(size, ctx):
            if self.preparing is None:
                self.preparing = self.picture.chrome_steps(size, ctx)
            for _ in range(CHROME_STEPS):
                if next(self.preparing, "done") == "done":
                    self.preparing = None
                    break
            return False
        self.began = clock()
        if self.hand_first is None:
            self.hand_first = [(c, ctx.theme.rect(*rect).size, rect[3] < L.MINI_BELOW) for c, rect in ctx.hand]
            # and one at the size an effect asked shows its artisan: that size seen, its fonts open (an
            # effect's first frame opened 4 for its face: MEASUREMENTS.md, "Arigatō's fonts opened ahead")
            effect = effect_card()
            self.hand_first += [(c, ctx.theme.rect(*effect).size, effect[3] < L.MINI_BELOW) for c, _ in ctx.hand[:1]]
        if self.hand_first:
            card_ahead.draw_ahead(ctx.content, self.hand_first, AHEAD_BUDGET)
            return False
        if self.faces_fonts is None:   # the faces' fonts at the sizes no face was drawn at yet (the first
            # artisan in a workshop, the first at a gate: the first moves' frames opened 4 to 6, 1-1.5 ms
            # with their first glyphs: MEASUREMENTS.md, "First frames"); their letters loaded later, as the
            # regions' fonts' (`draw_ahead`: opened with them, one font a frame, 20 frames more here)
            self.faces_fonts = fonts.card_face_fonts(ctx.theme, ctx.content)
        if self.faces_fonts:
            card_ahead.open_ahead(self.faces_fonts, self.room_left(PREPARE_ROOM), load=False)
            return False
        if self.fonts_first is None:   # the regions' fonts opened before them, one a frame: a region's
            # first drawing opened 3 or 4 and drew their letters the first time (MEASUREMENTS.md, "Frames")
            self.fonts_first = fonts.first_picture_fonts() + list(self.buttons[::-1])
        if self.fonts_first:   # opened, their letters loaded later (`draw_ahead`) or by the regions drawing them
            fonts.open_slice(ctx.theme, self.fonts_first, self.letters, self.room_left(PREPARE_ROOM), load=False)
            return False
        self.picture.draw(size, ctx, PREPARE_SHARE)
        return not self.picture.behind

    def room_left(self, room: float) -> Callable[[], bool]:
        """Whether this frame, from its table's drawing on, has taken less than `room` of CPU."""
        return lambda: clock() - self.began < room

    def forget(self) -> None:
        """Draw the picture (and the moment) afresh next frame, whole (the table shown at once
        if it was still being prepared: a screenshot, a check of what is drawn)."""
        self.whole_asked = True
        self.picture_key = None
        self.spreading = 0
        self.picture.forget()
        self.log.rows.clear()    # the log's lines drawn on the picture again, not moved up (render/log.py)
        self.moment_key = None

    def draw_table(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """The picture (redrawn when its key changes), then what moves over it, the dusk's
        verdict and the hint: everything under the buttons (an open workshop menu is drawn
        over everything, by the scene: layers.py)."""
        self.began = clock()
        key = picture_key(ctx, surface)
        self.drew = self.picture_key != key or self.picture.behind > 0
        # one move played since the frame before, drawn just before (the session's revision one
        # further): what it changed may be spread over this frame and the next; never the
        # player's own doing, never after `forget`, a new window size or layout, frames left
        # undrawn or many moves at once (a check looking at the frame after them)
        # (online, what the host tells is spread past NEWS_SHARE, its states that come two at once
        # too, the player's move and the next seat's: no check looks at the picture between them)
        one_move = isinstance(self.drawn_point, int) and (ctx.point == self.drawn_point + 1 or
                                                          self.online and ctx.point > self.drawn_point)
        current = self.picture.current(surface.get_size(), ctx)
        self.spread = self.drew and self.picture_key is not None and one_move and self.follows and current
        # the frames after a spread move's, no other move since, none left undrawn: its share again,
        # but for its last (the regions left, those the table draws last: the actions and the log)
        goes_on = (self.drew and self.spreading > 0 and self.picture_key is not None and ctx.point == self.drawn_point
                   and self.follows and current and self.picture.behind > 0)
        share = None
        if self.spread:
            whole = self.picture.outdated_share(surface.get_size(), ctx)
            many = whole > (NEWS_SHARE if self.online else MOVE_SHARE)
            frames = NEWS_FRAMES if self.online else SPREAD_FRAMES
            self.share = whole / frames if many else MOVE_SHARE
            self.spreading = frames - 2 if many else 0
            share = self.share
        elif goes_on:
            self.spreading -= 1
            share = self.share
        else:
            self.spreading = 0
        self.drawn_point, self.follows = ctx.point, True
        # regions redrawn as the game goes (not the whole picture after `forget`): the moment's
        # new drawing waits for a frame that draws none (`draw_moment`)
        self.regions_drawn = self.drew and self.picture_key is not None
        if self.drew:   # something on the table changed: the regions showing it
            self.picture.draw(surface.get_size(), ctx, share)
            if not self.picture.behind:
                self.spreading = 0    # a spread move's regions all drawn: no frame after it is one of its own
            self.picture_key, self.picture_tips = key, list(ctx.tips)
        left, self.left = self.left, None
        stand, self.stand, self.standing = self.stand, None, None
        if stand is not None and left is not None and left[0] is surface and left[1] is not None:
            if ctx.moment is not None and stand == (surface, id(ctx.moment), moment_middle(ctx)):
                self.standing = stand[2]   # the same moment in the same place: it stands...
                self.stand = (surface, None, stand[2])   # ... put back next frame unless drawn again
            else:                          # it goes: the picture put back under it
                left = (surface, left[1] + [stand[2]])
        redrawn, self.picture.redrawn = self.picture.redrawn, []
        dish_at = ctx.dish.kept[1] if ctx.dish is not None and ctx.dish.kept is not None else None
        if redrawn is None or dish_at is None or any(r.colliderect(dish_at) for r in redrawn):
            self.under_dish += 1   # the picture changed under the dish (a move elsewhere leaves it kept)
        # the dish's tokens fall and roll: drawn anew unless they rest on the same picture (and the
        # same paper standing: what it keeps of the window under it is not kept past it); put as
        # kept, it covers its rect opaque: the picture is not put back there
        under = (id(self.picture), self.under_dish, self.standing and tuple(self.standing))
        kept = ctx.dish.kept_at(surface, ctx.theme, t("part.favor_tokens"), under) if ctx.dish is not None else None
        covered = self.covered + [kept] if kept is not None else self.covered
        self.put_rects = put_back.put(surface, self.picture.surface, left, redrawn, covered)
        self.over = []
        ctx.tips[:] = self.picture_tips
        if ctx.dish is not None:
            self.drew_over([ctx.dish.draw(surface, ctx.theme, t("part.favor_tokens"), under=under)])
        self.drew_over(draw_motion(surface, ctx))
        self.drew_over(draw_toast(surface, ctx))
        self.drew_over(draw_hint(surface, ctx))
        self.tips = ctx.tips

    def draw_on_top(self, surface: pygame.Surface, ctx: Ctx, alone: bool = False) -> None:
        """Over the buttons: what the mouse holds, a moment (the dusk, the final count), then the
        tooltip (none while a moment is shown). `alone`: nothing but the table drew this frame
        (layers.py `table_alone`; else a moment standing is drawn again whole)."""
        if not alone:
            self.standing = None
        self.drew_over(draw_held(surface, ctx))
        if ctx.moment is not None:
            self.draw_moment(surface, ctx)
            return
        box = draw_tooltip(surface, ctx)
        if box is not None:
            self.drew_over([papers_reach(ctx.theme, box)])

    def draw_moment(self, surface: pygame.Surface, ctx: Ctx) -> None:
        """The moment's shadow on the screen (it darkens whatever lies under it), then its paper
        and what is on it, drawn anew into a layer when what it shows changes
        (`moment.shown_key`): a row appearing, a number counting up. The shadow is drawn only
        where the paper leaves it to be seen (beside the paper and at its round corners); the
        paper is put on the window opaque, but for its top and bottom rows, whose corners
        (outside the round paper) are left out: nothing is blended over the whole paper.

        No picture is made in the frame: the layer is made (and its memory touched) in a frame
        that draws nothing (`draw_ahead`), and drawn on in place. A picture made, converted and
        run-length encoded at each row or number was 2,000 pages of new memory, 10-37 ms of CPU
        at 1920x1080 on this machine (game/tools/MEASUREMENTS.md, "Frames")."""
        theme, m = ctx.theme, ctx.moment
        key = (id(m), moment.shown_key(m), surface.get_size(), tuple(ctx.names()), theme.colour_blind, language())
        # a frame that redrew regions of the table (the move that ends a day and the frame after
        # it: bench --frames) leaves drawing the moment anew to the next: a new moment shows a
        # frame or two later, a row a frame later on the moment as it was
        late = self.moment_key != key and self.regions_drawn
        if late and (self.moment_key is None or self.moment_key[0] != id(m) or self.moment_key[2] != key[2]):
            return
        rect = theme.rect(*PL.moment_box(len(m.rows)))
        offset, alpha = moment.SHADOW
        radius, shift = theme.px(moment.RADIUS), theme.px(offset)
        widgets.shadow_seen(surface, rect, radius, shift, alpha)
        anew = self.moment_key != key and not late
        part = None   # where the moment drawn anew changed (pixels), if not all of it
        if anew:
            layer = self.moment_layer
            if layer is None or layer.get_size() != surface.get_size():
                layer = self.moment_layer = moment_layer(surface.get_size())
            # the paper's corners (outside its round paper) in a colour none of its paper, ink,
            # cards or tokens has, left out when its edges are put on the window
            fc.count(fc.MOMENT_DRAWN)
            self.drew = True
            part = self.changed_part(key, rect, ctx)
            layer.set_clip(part)   # the same moment on the layer: its blank paper put, then the moment
            self.paper_on(layer, ctx, rect)   # drawn, only where it changed (a row, a column counting on)
            start = len(ctx.tips)
            moment.draw_moment(layer, ctx, shadow=False, paper=False)   # where it lies on the window (its texts, its tooltips)
            layer.set_clip(None)
            if part is None:
                self.moment_edges = [_keyed(layer.subsurface(edge)) for edge in _edges(rect, radius, layer.get_rect())]
            self.moment_key, self.moment_rect, self.moment_tips = key, rect, ctx.tips[start:]
        else:
            ctx.tips.extend(self.moment_tips)   # its cards' tooltips, as when it was drawn
        middle = self.moment_rect.inflate(0, -2 * radius)
        if (anew and part is None) or self.standing != middle or self.put_rects is None or self.over is None:
            surface.blit(self.moment_layer, middle, middle)
        else:   # it stands: drawn again only where it changed, or this frame put the picture or drew over it
            for r in self.put_rects + self.over + ([part] if part is not None else []):
                again = middle.clip(r)
                if again.w and again.h:
                    surface.blit(self.moment_layer, again, again)
        for edge in self.moment_edges:
            surface.blit(edge, edge.get_abs_offset())
        self.drew_over(_around(rect.union(rect.move(shift, shift)).inflate(4, 4), middle))
        self.stand = (surface, id(m), middle)

    def changed_part(self, key: tuple, rect: pygame.Rect, ctx: Ctx) -> pygame.Rect | None:
        """Where (pixels) the moment drawn at `key` differs from the one the layer holds, when it
        holds the same moment at the same place on its kept paper (moment.py `changed_place`; a
        column counting on, drawn whole, was most of the final count's frames over 2 ms: "Arigatō's
        regions and work ahead"); None: it is drawn whole."""
        kept = self.moment_key
        if (kept is None or kept[0] != key[0] or kept[2:] != key[2:] or self.moment_rect != rect
                or self.paper_kept != rect):
            return None
        place = moment.changed_place(ctx.moment, kept[1], key[1])
        return None if place is None else ctx.theme.rect(*place).clip(rect)

    def paper_on(self, layer: pygame.Surface, ctx: Ctx, rect: pygame.Rect) -> None:
        """The moment's blank paper on its layer at `rect`: drawn there the first time, with its
        corners (outside its round paper) in a colour none of its paper, ink, cards or tokens has,
        left out when its edges are put on the window, and kept; then put from what was kept (it
        is the same at every row or number drawn: drawing it again was half of a moment's
        drawing, game/tools/MEASUREMENTS.md, "Frames")."""
        if self.paper_kept == rect and self.blank is not None and self.blank.get_size() == rect.size:
            moment.put_paper(layer, self.blank, rect)
            return
        layer.fill(CORNER, rect)
        moment.draw_paper(layer, ctx.theme, PL.moment_box(len(ctx.moment.rows)), shadow=False)
        if self.blank is None or self.blank.get_size() != rect.size:
            self.blank = window_surface(rect.size)
        self.blank.blit(layer, (0, 0), rect)
        self.paper_kept = rect.copy()

    def fonts_listed(self, ctx: Ctx) -> tuple:
        """What the fonts opened ahead (`draw_ahead`) are listed for."""
        return (ctx.theme.scale_key, self.buttons, language())

    def draw_ahead(self, ctx: Ctx) -> None:
        """At the end of a frame that drew nothing new and took less than AHEAD_ROOM of CPU so
        far: the moments' layer before the first dusk, the fonts a later frame may need, a slice
        a frame, then some of the card faces a later move may need (card_ahead.draw_ahead), for the
        room left, so that its frame only puts them on the table."""
        room = AHEAD_ROOM - (clock() - self.began)
        if self.drew or room <= 0:
            return
        # listed again for a new size or viewer, not at every move (every card of the deck is on
        # the list: the ones in sight first)
        key = (ctx.viewer, len(card_art.SIZES_SEEN), language())
        if key != self.ahead_key:
            self.ahead_key = key
            self.ahead = card_ahead.faces_to_draw(ctx.content, cards_ahead(ctx))
            return
        size = pygame.display.get_surface().get_size() if pygame.display.get_surface() else None
        if size is not None and (self.moment_layer is None or self.moment_layer.get_size() != size):
            # the moments' layer, the window's size, before the first dusk needs it
            self.moment_layer = moment_layer(size)
        elif self.blank is None or self.blank.get_size() != ctx.theme.rect(*PL.moment_box(len(ctx.seats))).size:
            # and the surface its blank paper is kept in (a row a seat), before the first dusk
            self.blank = window_surface(ctx.theme.rect(*PL.moment_box(len(ctx.seats))).size)
        elif self.fonts_key != self.fonts_listed(ctx):   # a new size, text scale or language: every font
            self.fonts_key = self.fonts_listed(ctx)       # again (and new buttons'; the faces' letters)
            self.fonts_later = fonts.later_fonts() + list(self.buttons[::-1]) + fonts.first_picture_fonts()
            self.faces_fonts = fonts.card_face_fonts(ctx.theme, ctx.content)
        elif self.faces_fonts:
            card_ahead.open_ahead(self.faces_fonts, self.room_left(AHEAD_ROOM))
        elif self.fonts_later or self.letters:
            fonts.open_slice(ctx.theme, self.fonts_later, self.letters, self.room_left(AHEAD_ROOM))
        elif self.ahead:
            card_ahead.draw_ahead(ctx.content, self.ahead, room)


def clock() -> float:
    """The thread's CPU time (what the frames' bench counts: not the waits of a shared machine)."""
    return time.thread_time()


def cards_ahead(ctx: Ctx) -> list[int]:
    """The cards whose faces a move may bring on the table, the likeliest first: the next day's
    hands when the draw pile is known (its top: the rules deal from its end, phases.py), those
    in the viewer's sight (hands, workshops, the gate, travelers, the discard's top), then every
    other card of the deck (a new day's hand, unseen until dealt)."""
    view = ctx.view
    seen = [c for v in view.villages for part in (v.hand, v.received, v.outgoing, v.workshops, v.gate, v.kept)
            for c in part]
    deck = range(1, len(ctx.content.cards))
    dealt_next = view.draw[::-1][:DEALT_AHEAD * view.num_seats]
    return [c for c in dict.fromkeys([*dealt_next, *seen, *view.discard[-1:], *deck]) if c and c != HIDDEN]


# the moment's paper's corners (outside its round paper) in its layer, left out when it is put
# on the window: a colour none of its paper, ink, cards or tokens has
CORNER = (255, 0, 255)


def moment_layer(size) -> pygame.Surface:
    """The moments' layer: the window's size (see `window_surface`)."""
    return window_surface(size)


def window_surface(size) -> pygame.Surface:
    """A surface in the window's pixel format (put on it without converting), filled once so
    that its memory is the program's before a moment is drawn on it."""
    window = pygame.display.get_surface()
    layer = pygame.Surface(size, 0, window) if window is not None else pygame.Surface(size)
    layer.fill(CORNER)
    return layer


def moment_middle(ctx: Ctx) -> pygame.Rect:
    """The rows of the moment's paper without its round corners (put on the window opaque)."""
    return ctx.theme.rect(*PL.moment_box(len(ctx.moment.rows))).inflate(0, -2 * ctx.theme.px(moment.RADIUS))


def _around(outer: pygame.Rect, middle: pygame.Rect) -> list[pygame.Rect]:
    """`outer` but `middle`, which spans it side to side or lies inside it (else `outer` whole)."""
    if not outer.contains(middle):
        return [outer]
    return [pygame.Rect(outer.x, outer.y, outer.w, middle.y - outer.y),
            pygame.Rect(outer.x, middle.bottom, outer.w, outer.bottom - middle.bottom),
            pygame.Rect(outer.x, middle.y, middle.x - outer.x, middle.h),
            pygame.Rect(middle.right, middle.y, outer.right - middle.right, middle.h)]


def _edges(rect: pygame.Rect, radius: int, inside: pygame.Rect) -> list[pygame.Rect]:
    """The rows of a round-cornered paper at `rect` that hold its corners, its top and bottom,
    as far as they lie `inside` (the layer)."""
    edges = (pygame.Rect(rect.x, rect.y, rect.w, radius), pygame.Rect(rect.x, rect.bottom - radius, rect.w, radius))
    return [e for e in (edge.clip(inside) for edge in edges) if e.w and e.h]


def _keyed(edge: pygame.Surface) -> pygame.Surface:
    """A part of the layer put on the window without its corners' colour (not run-length
    encoded: encoding it anew at each row or number drawn would take new memory)."""
    edge.set_colorkey(CORNER)
    return edge


def picture_key(ctx: Ctx, surface) -> tuple:
    """Everything the picture depends on: unchanged, no region's key is looked at (regions.py)."""
    plan = ctx.plan
    hovered = None
    if ctx.my_turn and ctx.view.phase == "dawn":
        hovered = next((c for c, r in ctx.hand if L.inside(ctx.mouse, r)), None)
    drag = (ctx.drag["card"], ctx.drag["moved"]) if ctx.drag is not None else None
    return ((ctx.point, ctx.viewer, ctx.active, ctx.away), surface.get_size(),
            (plan.resident, plan.slot, tuple(plan.travelers), tuple(plan.craftsmen)),
            ctx.selected, ctx.popup, ctx.trade_give, ctx.bonus, ctx.log_scroll, hovered, ctx.suggestion,
            drag, ctx.message, len(ctx.entries), ctx.theme.colour_blind, ctx.theme.ts, language(), ctx.hint_lines,
            ctx.log_floor, ctx.log_ceiling)
