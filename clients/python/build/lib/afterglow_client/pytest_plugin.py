"""pytest plugin (entry point `afterglow`): the `afterglow` fixture starts `afterglow run --headless`
with its control socket in a private temporary directory, waits until it answers, yields an
`AfterglowClient`, and stops the emulator (SIGTERM, then SIGKILL) after the test."""
from __future__ import annotations

import os
import shutil
import signal
import subprocess
import tempfile
import time
from typing import Iterator, List, Optional

import pytest

from .client import AfterglowClient, AfterglowError


def pytest_addoption(parser: pytest.Parser) -> None:
    g = parser.getgroup("afterglow")
    g.addoption("--afterglow-bin", default=None, help="the afterglow binary (default: $AFTERGLOW_BIN, else on PATH)")
    g.addoption("--afterglow-device", default="iphone-16-pro", help="device profile for the fixture's emulator")
    g.addoption("--afterglow-start-timeout", type=float, default=120.0,
                help="seconds to wait for the emulator to answer (a debug build on a busy machine is slow)")


class HeadlessEmulator:
    """A running `afterglow run --headless`; `client` talks to it over its private socket."""

    def __init__(self, binary: str, device: str, start_timeout: float, extra: Optional[List[str]] = None) -> None:
        self.dir = tempfile.mkdtemp(prefix="afterglow-")   # 0700, this user's
        self.socket = os.path.join(self.dir, "control.sock")
        self.log_path = os.path.join(self.dir, "run.log")
        args = [binary, "run", "--headless", "--device", device, "--control-socket", self.socket,
                "--output-dir", os.path.join(self.dir, "out")] + list(extra or [])
        self._log = open(self.log_path, "wb")
        self.process = subprocess.Popen(args, stdout=self._log, stderr=subprocess.STDOUT)
        self.client = AfterglowClient(socket_path=self.socket)
        deadline = time.monotonic() + start_timeout
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"afterglow exited with {self.process.returncode} before answering: {self.log()}")
            if os.path.exists(self.socket):
                try:
                    self.client.health()
                    break
                except (OSError, AfterglowError):
                    pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"afterglow did not answer on {self.socket} within {start_timeout} s: {self.log()}")
            time.sleep(0.05)

    def log(self) -> str:
        with open(self.log_path, "rb") as f:
            return f.read()[-2000:].decode("utf-8", "replace")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self._log.close()
        shutil.rmtree(self.dir, ignore_errors=True)


def _binary(config: pytest.Config) -> str:
    b = config.getoption("--afterglow-bin") or os.environ.get("AFTERGLOW_BIN") or shutil.which("afterglow")
    if not b:
        pytest.skip("no afterglow binary: pass --afterglow-bin, set AFTERGLOW_BIN, or put afterglow on PATH")
    return b


@pytest.fixture
def afterglow_emulator(request: pytest.FixtureRequest) -> Iterator[HeadlessEmulator]:
    """The running emulator (its socket, log, process)."""
    c = request.config
    emu = HeadlessEmulator(_binary(c), c.getoption("--afterglow-device"), c.getoption("--afterglow-start-timeout"))
    try:
        yield emu
    finally:
        emu.stop()


@pytest.fixture
def afterglow(afterglow_emulator: HeadlessEmulator) -> AfterglowClient:
    """A client of a fresh headless emulator, stopped after the test."""
    return afterglow_emulator.client
