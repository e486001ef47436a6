import os

# Headless by default: the client's tests and the smoke run need no screen and no sound card.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pytest  # noqa: E402


@pytest.fixture
def app(tmp_path):
    """A real App on the dummy driver with its files in the test's folder (tutorial_pilot.new_app)."""
    from tutorial_pilot import new_app
    made = new_app(tmp_path)
    yield made
    made.close()
