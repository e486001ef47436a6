"""What a Daitoshi reward is worth, in VP, to the player who gains it mid-game.

The evaluation (evaluation.py) and the rollout policy (rollout.py) both price rewards this way:
a reward is `(kind, param, amount)` (game/core/daitoshi/components.py) and its worth is `amount`
times the worth of one unit of its kind. VP are VP; everything else is an estimate of what it
turns into before the game ends, measured against the game's own exchange rates:

- a resource is spent by one action for a handful of VP (5 luxury goods Trade for about 9 VP,
  a Banner and a Reputation step; 2-4 energy Electrify for a Prestige step or two and a
  reward), so about 1 VP, and half a VP at the end (END GAME SCORING 3, leftovers);
- Prestige: the track's next rewards are mostly 1-8 VP (board.toml), about 2.5 on average;
- Reputation raises what each "score your Reputation" pays (1/3/5/8) and the underground
  multiplier, about 3;
- a Worm-Bus step: the rail scores Reputation every 5th space, with Steam, Wealth and 1 VP
  between (about 1 a step);
- a Pilgrim advance moves up an END GAME SCORING multiplier, about 2;
- giving a hex back can end a Conflict (a river penalty of 5-10 VP and dearer operations).

`unit_values(share)` scales the assets between their mid-game worth (share 1, the whole game
ahead) and their worth at the end (share 0), where only leftovers and VP count.
"""

from __future__ import annotations

#: the worth of one unit of each reward kind with the whole game ahead
MID_GAME = {
    "vp": 1.0, "end_vp": 1.0,
    "food": 1.1, "energy": 1.0, "materials": 1.0, "luxury": 1.2, "wealth": 1.3,
    "steam": 0.5, "water": 0.7, "coal": 0.7,
    "prestige": 2.5, "reputation": 3.0, "score_reputation": 3.0, "worm_bus": 1.0,
    "pilgrim": 2.0, "pilgrim_run": 2.0, "worker": 1.0,
    "give_back": 2.0, "give_back_conflict": 3.0, "hex_reward": 1.5,
    "partnership": 2.5, "create_partnership": 2.5, "activate_partnership": 3.0,
    "city_effect": 3.0, "progress": 1.5, "mm_workshop": 4.0, "market_brilliant": 5.0,
    "workshop_reward": 2.0,
    # progress-track icons: "score" is priced by the tile's VP where it is read
    "upgrade": 2.0, "mm_ready": 1.0, "score": 0.0, "score_twice": 0.0,
}

#: ... and at the end of the game: leftovers pay 1 VP per 2 Workers and resources
END = {"food": 0.5, "energy": 0.5, "materials": 0.5, "luxury": 0.5, "wealth": 0.5,
       "worker": 0.5}


def unit_values(share: float) -> dict:
    """Per-unit worth with `share` of the game still ahead (0 at the end, 1 at the start)."""
    out = {}
    for kind, mid in MID_GAME.items():
        if kind in ("vp", "end_vp"):
            out[kind] = mid
        else:
            end = END.get(kind, 0.0)
            out[kind] = end + (mid - end) * share
    return out


MID_VALUES = unit_values(1.0)


def reward_value(rewards, values: dict = MID_VALUES) -> float:
    """The worth of a sequence of rewards."""
    total = 0.0
    for kind, _param, amount in rewards:
        total += values.get(kind, 0.0) * amount
    return total
