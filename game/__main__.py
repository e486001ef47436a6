import sys

if getattr(sys, "frozen", False):  # the built executable: `tournament --jobs` starts processes
    import multiprocessing
    multiprocessing.freeze_support()

from game.cli import main  # noqa: E402

raise SystemExit(main())
