"""What each of Daitoshi's regions shows, as a key (render.py redraws a region when its key
changes): the view's part worked out once per view (ctx.of_view), the table's part every frame."""

from __future__ import annotations

from game.ui.tables.daitoshi import panels
from game.ui.tables.daitoshi.ctx import of_view


def _solo_key(view) -> tuple:
    s = getattr(view, "solo", None)
    if s is None:
        return ()
    return (tuple(s.deck[-1:]), len(s.deck), tuple(s.pile[-1:]), len(s.pile), s.bribe, s.dealt, tuple(s.record),
            tuple(s.workers))


def _of_view(view) -> dict:
    """Each region's key's part that the view alone decides (worked out once per view: ctx.of_view)."""
    over = view.is_over()
    return {
        "decision": over,
        "header": (view.last_turn, over),
        "city": (tuple(map(tuple, view.district_tiles)), tuple(map(tuple, view.electrified)),
                 tuple(map(tuple, view.workshop_workers)), tuple(map(tuple, view.tile_hexes)),
                 tuple((p.magnate, p.prestige, p.worm_bus) for p in view.players), view.neutral,
                 view.mm_district, view.mm_worker, view.cur_district),
        "factory": (_solo_key(view), view.start_seat),
        "wilds": (tuple(map(tuple, view.tracks)), tuple(view.discard), tuple(tuple(p.pilgrims) for p in view.players)),
        "market": (tuple(view.market), tuple(len(v) for v in view.stacks.values()), len(view.university_stack),
                   tuple(view.university_stack[-1:]), tuple(view.draft)),
        "machine": (tuple(view.mm_spaces), tuple(view.mm_upgrades), tuple(view.mm_installed), view.mm_worker,
                    view.mm_district),
        "cities": (tuple(view.cities), tuple(map(tuple, view.banners))),
        "side": (_solo_key(view), len(view.middle_stack), len(view.outer_stack), tuple(view.worker_supply),
                 view.wealth_supply, view.start_seat),
    }


def region_keys(ctx) -> dict:
    """What each region shows, by name: when its key changes the region is drawn again. The
    view's part is worked out once per view, the rest (the table's) every frame."""
    common = (ctx.lang, ctx.colour_blind, tuple(ctx.names), tuple(ctx.colours))
    seen = of_view(ctx.view, "regions", _of_view)
    # the last line told, not the log's length: that stays the same once the log is trimmed
    log = (ctx.log_told, ctx.log_visible)
    return {
        "decision": (common, seen["decision"], ctx.decision_title, ctx.decision_help, ctx.waiting, ctx.active,
                     log if ctx.waiting else 0, ctx.replay),
        "header": (common, seen["header"], panels.told(ctx), ctx.decision_title),
        "city": (common, seen["city"], ctx.drafting(), ctx.moving),
        # a produce prompt marks its leader's Factory
        "factory": (common, seen["factory"], ctx.shown, ctx.players_key[ctx.shown], ctx.prompts),
        "log": (common, *log, ctx.log_scroll, ctx.log_floor, ctx.log_top),
        # a strip's tooltip says who plays it: the viewer, a person online, an AI standing in
        **{f"strip{seat}": (common, ctx.players_key[seat], seat == ctx.shown, seat == ctx.active,
                            seat == ctx.viewer, seat in ctx.away, seat in ctx.stand_ins, seat in ctx.elsewhere)
           for seat in range(ctx.n)},
        "wilds": (common, seen["wilds"]),
        "market": (common, seen["market"], ctx.drafting()),
        "machine": (common, seen["machine"]),
        "cities": (common, seen["cities"]),
        "side": (common, seen["side"]),
    }
