"""Motion, started from the events `State.apply` returns. It never decides a rule.

`tween.py`: values eased over time (cards, markers, numbers). `physics.py`: one pymunk space per
scene, stepped at a fixed time step, for tokens that fly into a tray and settle. `animator.py`
ties both to the animation-speed setting: speed 0 ("off") skips every animation, and `finish()`
(a click during an animation) completes them at once.
"""

from game.anim.animator import Animator
from game.anim.physics import TokenTray
from game.anim.tween import Tween, Tweens, ease_out_cubic

__all__ = ["Animator", "TokenTray", "Tween", "Tweens", "ease_out_cubic"]
