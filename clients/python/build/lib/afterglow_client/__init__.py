"""Afterglow's control API for test rigs: a typed, stdlib-only client (`AfterglowClient`), its event
stream, PNG helpers, and a pytest plugin (`afterglow` fixture: a headless emulator on a
temporary socket). docs/CONTROL_API.md › Python."""
from .client import AfterglowClient, AfterglowError, EventStream, find_token, read_token_file
from .png import decode_png, mean_luma
from .runtime import UnsafeRuntimeFile, check_owned, check_private_dir, default_socket_dir

__all__ = ["AfterglowClient", "AfterglowError", "EventStream", "UnsafeRuntimeFile", "check_owned",
           "check_private_dir", "decode_png", "default_socket_dir", "find_token", "mean_luma", "read_token_file"]
