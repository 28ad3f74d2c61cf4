"""The rig package against a real headless emulator (the `afterglow` fixture of its pytest plugin),
and its runtime-file checks. Run by scripts/test.d/python-client.sh after `pip install`."""
from __future__ import annotations

import json
import os
import stat
import tempfile

import pytest

from afterglow_client import AfterglowClient, AfterglowError, UnsafeRuntimeFile, check_owned, check_private_dir, find_token
from afterglow_client.pytest_plugin import HeadlessEmulator

# Real seconds: a debug build on a loaded machine can take seconds per frame; passing tests return early.
WAIT = float(os.environ.get("AFTERGLOW_RIG_WAIT", "60"))


def into_always_on(emu: AfterglowClient) -> None:
    emu.gesture("face-up")
    assert emu.wait("always-on", timeout=WAIT)["reached"]


def test_fixture_emulator_answers(afterglow: AfterglowClient) -> None:
    assert afterglow.health()["ok"] is True
    assert afterglow.socket_path and stat.S_ISSOCK(os.lstat(afterglow.socket_path).st_mode)


def test_tap_answers_with_the_state_after_it_took_effect(afterglow: AfterglowClient) -> None:
    into_always_on(afterglow)
    after = afterglow.tap()
    # Before issue 28 this said "always-on": the tap had been queued, not applied.
    assert after["displayState"] != "always-on", after
    assert isinstance(after["lastEventId"], int)


def test_wait_for_state_is_judged_now_not_when_the_stream_opened(afterglow: AfterglowClient) -> None:
    into_always_on(afterglow)
    with afterglow.events(types=["transition"]) as stream:
        assert stream.state["displayState"] == "always-on"   # the stream opened in always-on
        afterglow.tap()
        # The display left always-on: waiting for always-on must wait (it used to return None at once).
        with pytest.raises(TimeoutError):
            stream.wait_for_state("always-on", timeout=0.5)
        event = stream.wait_for_state("interactive", timeout=WAIT)
        assert event is None or event["transition"]["to"] == "interactive"
        assert afterglow.state()["displayState"] == "interactive"


def test_wait_for_animation_returns_once_the_card_has_slid_in(afterglow: AfterglowClient) -> None:
    # A Live Activity starting on the Lock Screen slides its card in (docs/MOTION.md); the wait
    # covers the push being applied and the slide coming to rest.
    start = os.path.join(os.path.dirname(__file__), "..", "..", "..", "Examples", "activities", "food-delivery", "01-start.apns")
    with open(start, "rb") as f:
        afterglow.push(f.read())
    result = afterglow.wait_for_animation(timeout=WAIT)
    assert result["reached"] and result["animation"] == "finished", result
    assert result["current"]["animating"] is False


def test_the_fixture_tears_the_emulator_down(request: pytest.FixtureRequest) -> None:
    binary = request.config.getoption("--afterglow-bin") or os.environ.get("AFTERGLOW_BIN")
    if not binary:
        pytest.skip("no afterglow binary")
    emu = HeadlessEmulator(binary, "iphone-16-pro", WAIT)
    assert emu.client.state()["displayState"]
    emu.stop()
    assert emu.process.returncode is not None
    assert not os.path.exists(emu.dir)


def test_a_directory_others_can_enter_is_refused(tmp_path) -> None:
    d = tmp_path / "afterglow"
    d.mkdir(mode=0o700)
    check_private_dir(str(d))
    os.chmod(d, 0o755)
    with pytest.raises(UnsafeRuntimeFile, match="0o755"):
        check_private_dir(str(d))
    os.symlink(d, tmp_path / "link")
    with pytest.raises(UnsafeRuntimeFile, match="symbolic link"):
        check_private_dir(str(tmp_path / "link"))


def test_a_file_where_the_socket_should_be_is_refused(tmp_path) -> None:
    p = tmp_path / "1.sock"
    p.write_text("")
    with pytest.raises(UnsafeRuntimeFile, match="not a socket"):
        check_owned(str(p), socket=True)
    with pytest.raises(AfterglowError, match="cannot use the emulator's socket"):
        AfterglowClient(socket_path=str(p)).state()


def test_a_readable_token_file_is_refused_and_a_missing_token_says_where_to_look(tmp_path) -> None:
    t = tmp_path / "1.token"
    t.write_text(json.dumps({"host": "127.0.0.1", "port": 4321, "token": "x", "pid": 1}))
    os.chmod(t, 0o600)
    assert find_token(4321, [str(tmp_path)]) == ("127.0.0.1", "x")
    os.chmod(t, 0o644)
    with pytest.raises(AfterglowError, match="AFTERGLOW_SOCKET"):
        find_token(4321, [str(tmp_path)])
