"""A rig's physical test, as it would drive a real board, against Afterglow's control API.

Run it with an emulator listening (AFTERGLOW_SOCKET=/path/to.sock, or AFTERGLOW_PORT=N for TCP —
the token is found beside the socket — or the newest default socket):
    python3 -m pytest Examples/rig/test_rig.py
On the rig, the gesture comes from moving the IMU board; here the test injects it. The test never
sleeps or polls: it subscribes to the event stream, acts, and waits for the event it expects.
"""
import os

import pytest

from afterglow_client import AfterglowClient, AfterglowError, mean_luma

# The Always On frame's pixels must be at least this much darker than the interactive ones
# (HIG Always On (seeds/000): dim the wallpaper and secondary content); the panel's own
# luminance drop comes on top (state["luminanceNits"]).
ALWAYS_ON_MAX_LUMA_RATIO = 0.6
ALWAYS_ON_MAX_NITS_RATIO = 0.25
# Face-up → Always On must settle within this many seconds of the gesture (emulator clock).
MAX_SETTLE_SECONDS = 3.0
HERE = os.path.dirname(os.path.abspath(__file__))
# Real seconds to wait for an event: generous, because a debug build on a loaded CI machine can take
# seconds per frame, and input in Always On is applied at its next 1 Hz frame. A passing test never
# waits this long; it returns at the event.
WAIT = float(os.environ.get("AFTERGLOW_RIG_WAIT", "30"))


@pytest.fixture
def emu():
    client = AfterglowClient.from_environment()
    # Start every test awake and interactive.
    with client.events(types=["transition"]) as stream:
        client.tap()
        stream.wait_for_state("interactive", timeout=WAIT)
    return client


def test_face_up_settles_into_always_on(emu):
    before = emu.screenshot(downsample=3)
    interactive_nits = emu.state()["luminanceNits"]
    with emu.events(types=["transition", "gesture"]) as stream:
        emu.gesture("face-up")
        gesture = stream.wait_for(lambda e: e["type"] == "gesture", timeout=WAIT)
        stream.wait_for_state("always-on", timeout=WAIT)
        transitions = [e["transition"] for e in stream.log if e["type"] == "transition"]
    assert gesture["gesture"]["name"] == "face-up"
    assert transitions[-1]["to"] == "always-on"
    assert transitions[0]["cause"].startswith("face-up")
    latency = transitions[-1]["time"] - transitions[0]["inputTime"]
    assert 0 <= latency <= MAX_SETTLE_SECONDS, f"settled after {latency:.3f} s"

    state = emu.state()
    assert state["refreshHz"] <= 1.0 + 1e-9, state
    assert state["luminanceNits"] <= ALWAYS_ON_MAX_NITS_RATIO * interactive_nits, state
    after = emu.screenshot(downsample=3)
    assert mean_luma(after) < ALWAYS_ON_MAX_LUMA_RATIO * mean_luma(before)


def test_tap_wakes_the_screen(emu):
    with emu.events(types=["transition"]) as stream:
        emu.gesture("face-up")
        stream.wait_for_state("always-on", timeout=WAIT)
        emu.tap()
        stream.wait_for(lambda e: e["transition"]["to"] == "interactive", timeout=WAIT)
    # always-on → waking (tap) → interactive (ramp-complete)
    causes = [e["transition"]["cause"] for e in stream.log if e["type"] == "transition"]
    assert "tap" in causes, causes


def test_pushes_and_alerts_are_on_the_event_stream(emu):
    with emu.events(types=["push", "alert"]) as stream:
        with pytest.raises(AfterglowError) as e:
            emu.push({"alert": "no aps"})
        assert e.value.status == 422 and "aps" in str(e.value.reason)
        rejected = stream.wait_for(lambda e: e["type"] == "push", timeout=WAIT)
        assert not rejected["push"]["accepted"] and "aps" in rejected["push"]["reason"]
        with open(os.path.join(HERE, "hello.apns"), "rb") as f:
            emu.push(f.read())
        accepted = stream.wait_for(lambda e: e["type"] == "push", timeout=WAIT)
        alert = stream.wait_for(lambda e: e["type"] == "alert", timeout=WAIT)
    assert accepted["push"]["accepted"] and accepted["push"]["kind"] == "notification"
    assert alert["alert"]["title"] and alert["alert"]["lightsScreen"]


def test_frames_are_summarised_every_second(emu):
    with emu.events(types=["frames"]) as stream:
        first = stream.wait_for(lambda e: True, timeout=WAIT)
        second = stream.wait_for(lambda e: True, timeout=WAIT)
    assert second["frames"]["second"] == first["frames"]["second"] + 1
    assert second["time"] == second["frames"]["second"] + 1


def test_wait_times_out_with_408(emu):
    with pytest.raises(AfterglowError) as e:
        emu.wait("off", timeout=0.2)
    assert e.value.status == 408


def test_bad_payload_is_refused_with_the_reason(emu):
    with pytest.raises(AfterglowError) as e:
        emu.push({"alert": "no aps"})
    assert e.value.status == 422 and "aps" in str(e.value.reason)


@pytest.mark.skipif(not os.environ.get("AFTERGLOW_PORT"), reason="TCP only (AFTERGLOW_PORT)")
def test_tcp_needs_the_token(emu):
    port = int(os.environ["AFTERGLOW_PORT"])
    stranger = AfterglowClient(port=port, token="not-the-token")
    with pytest.raises(AfterglowError) as e:
        stranger.state()
    assert e.value.status == 401
    assert emu.state()["displayState"]   # the client found the right token itself
