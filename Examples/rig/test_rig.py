"""A rig's physical test, as it would drive a real board, against Afterglow's control API.

Run it with an emulator listening (AFTERGLOW_SOCKET=/path/to.sock, or the newest default socket):
    python3 -m pytest Examples/rig/test_rig.py
On the rig, the gesture comes from moving the IMU board; here the test injects it.
"""
import pytest

from afterglow_client import AfterglowClient, AfterglowError, mean_luma

# The Always On frame's pixels must be at least this much darker than the interactive ones
# (HIG Always On (seeds/000): dim the wallpaper and secondary content); the panel's own
# luminance drop comes on top (state["luminanceNits"]).
ALWAYS_ON_MAX_LUMA_RATIO = 0.6
ALWAYS_ON_MAX_NITS_RATIO = 0.25
# Face-up → Always On must settle within this many seconds of the gesture (emulator clock).
MAX_SETTLE_SECONDS = 3.0


@pytest.fixture
def emu():
    client = AfterglowClient.from_environment()
    # Start every test awake and interactive.
    client.tap()
    client.wait("interactive", timeout=5)
    return client


def test_face_up_settles_into_always_on(emu):
    before = emu.screenshot(downsample=3)
    interactive_nits = emu.state()["luminanceNits"]
    start = len(emu.transitions())
    emu.gesture("face-up")
    result = emu.wait("always-on", timeout=5)
    assert result["reached"]

    log = emu.transitions(since=start)
    assert log[-1]["to"] == "always-on"
    assert log[0]["cause"].startswith("face-up")
    latency = log[-1]["time"] - log[0]["inputTime"]
    assert 0 <= latency <= MAX_SETTLE_SECONDS, f"settled after {latency:.3f} s"

    state = emu.state()
    assert state["refreshHz"] <= 1.0 + 1e-9, state
    assert state["luminanceNits"] <= ALWAYS_ON_MAX_NITS_RATIO * interactive_nits, state
    after = emu.screenshot(downsample=3)
    assert mean_luma(after) < ALWAYS_ON_MAX_LUMA_RATIO * mean_luma(before)


def test_tap_wakes_the_screen(emu):
    emu.gesture("face-up")
    emu.wait("always-on", timeout=5)
    emu.tap()
    assert emu.wait("interactive", timeout=2)["reached"]


def test_wait_times_out_with_408(emu):
    with pytest.raises(AfterglowError) as e:
        emu.wait("off", timeout=0.2)
    assert e.value.status == 408


def test_bad_payload_is_refused_with_the_reason(emu):
    with pytest.raises(AfterglowError) as e:
        emu.push({"alert": "no aps"})
    assert e.value.status == 422 and "aps" in str(e.value.reason)
