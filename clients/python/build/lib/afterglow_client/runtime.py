"""Runtime-file checks, as the emulator and the CLI make them (OpenSSH's safe_path, systemd's
RuntimeDirectory=): lstat, never follow a symlink, owned by this user, the private directory
with no group/other bits. Another local user who makes /tmp/afterglow-<uid> first and plants a
socket in it would otherwise receive every request (issue 28)."""
from __future__ import annotations

import os
import stat


class UnsafeRuntimeFile(Exception):
    """A runtime directory, socket or token file this user must not trust; says why."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"refusing {path}: {reason}")
        self.path = path
        self.reason = reason


_ADVICE = "remove it if it is yours, or set XDG_RUNTIME_DIR to a private directory"


def _lstat(path: str) -> os.stat_result:
    try:
        return os.lstat(path)
    except OSError as e:
        raise UnsafeRuntimeFile(path, e.strerror or str(e)) from e


def check_private_dir(path: str) -> None:
    """A real directory owned by this user, mode 0700 or stricter."""
    st, uid = _lstat(path), os.getuid()
    if stat.S_ISLNK(st.st_mode):
        raise UnsafeRuntimeFile(path, f"it is a symbolic link; {_ADVICE}")
    if not stat.S_ISDIR(st.st_mode):
        raise UnsafeRuntimeFile(path, f"it is not a directory; {_ADVICE}")
    if st.st_uid != uid:
        raise UnsafeRuntimeFile(path, f"it is owned by uid {st.st_uid}, not by you (uid {uid}): "
                                      f"another user may have made it to receive your requests; {_ADVICE}")
    if st.st_mode & 0o077:
        raise UnsafeRuntimeFile(path, f"its mode is {oct(st.st_mode & 0o777)}; it must give no access "
                                      f"to group or others (0700); {_ADVICE}")


def check_owned(path: str, socket: bool) -> None:
    """A socket (or a 0600 token file) owned by this user, not a symlink."""
    st, uid = _lstat(path), os.getuid()
    kind = stat.S_ISSOCK if socket else stat.S_ISREG
    if not kind(st.st_mode):
        what = "a symbolic link" if stat.S_ISLNK(st.st_mode) else f"not a {'socket' if socket else 'regular file'}"
        raise UnsafeRuntimeFile(path, f"it is {what}")
    if st.st_uid != uid:
        whose = "socket would receive your requests" if socket else "file"
        raise UnsafeRuntimeFile(path, f"it is owned by uid {st.st_uid}, not by you (uid {uid}): another user's {whose}")
    if not socket and st.st_mode & 0o077:
        raise UnsafeRuntimeFile(path, f"its mode is {oct(st.st_mode & 0o777)}; a token file must be 0600")


def default_socket_dir() -> str:
    xdg = os.environ.get("XDG_RUNTIME_DIR")
    return os.path.join(xdg, "afterglow") if xdg else f"/tmp/afterglow-{os.getuid()}"
