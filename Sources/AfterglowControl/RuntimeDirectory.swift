#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The checks a runtime file (socket, token) and its directory must pass before the emulator or a
/// client trusts them, as OpenSSH's `safe_path` and systemd's `RuntimeDirectory=` do: `lstat`
/// (a symlink is never followed), the right file type, owned by the user, no group/other bits on
/// the private directory. Without them another local user who creates `/tmp/afterglow-<uid>` first
/// (mode 0777) and plants a socket there receives the rig's requests (issue 28).
public enum RuntimeDirectory {
    public struct Unsafe: Error, CustomStringConvertible, Equatable {
        public let path: String
        public let reason: String
        public var description: String { "refusing \(path): \(reason)" }
    }

    /// `path` is a real directory (not a symlink), owned by `uid`, with no group or other
    /// permission bits. The private directory that holds the sockets and token files.
    public static func checkPrivate(_ path: String, uid: uid_t = getuid()) throws {
        let st = try status(path)
        guard st.st_mode & S_IFMT == S_IFDIR else {
            throw Unsafe(path: path, reason: (st.st_mode & S_IFMT == S_IFLNK ? "it is a symbolic link" : "it is not a directory") + "; \(advice(path))")
        }
        guard st.st_uid == uid else {
            throw Unsafe(path: path, reason: "it is owned by uid \(st.st_uid), not by you (uid \(uid)): another user may have made it to receive your requests; \(advice(path))")
        }
        guard st.st_mode & 0o077 == 0 else {
            throw Unsafe(path: path, reason: "its mode is \(octal(st.st_mode & 0o777)); it must give no access to group or others (0700); \(advice(path))")
        }
    }

    /// Creates the private directory (mode 0700; its parent must exist) or accepts an existing one
    /// that passes `checkPrivate`. Never loosens or adopts a directory someone else made.
    public static func preparePrivate(_ path: String, uid: uid_t = getuid()) throws {
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, !FileManager.default.fileExists(atPath: parent) {
            // $XDG_RUNTIME_DIR itself is made by the login manager; only missing parents of an
            // explicit path are created here, 0700 like the directory itself.
            try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        }
        if mkdir(path, 0o700) != 0 && errno != EEXIST {
            throw Unsafe(path: path, reason: "cannot create it: \(String(cString: strerror(errno)))")
        }
        try checkPrivate(path, uid: uid)
    }

    /// The directory of an explicitly named socket (`--control-socket`, `$AFTERGLOW_SOCKET`): owned
    /// by the user or root, and writable by others only with the sticky bit (as `/tmp`), so nobody
    /// else can replace a file in it.
    public static func checkParent(_ path: String, uid: uid_t = getuid()) throws {
        let st = try status(path)
        guard st.st_mode & S_IFMT == S_IFDIR else { throw Unsafe(path: path, reason: "it is not a directory (a symbolic link is not followed)") }
        guard st.st_uid == uid || st.st_uid == 0 else {
            throw Unsafe(path: path, reason: "it is owned by uid \(st.st_uid), neither you (uid \(uid)) nor root: its owner could replace the socket")
        }
        if st.st_mode & 0o022 != 0 && st.st_mode & S_ISVTX == 0 {
            throw Unsafe(path: path, reason: "its mode is \(octal(st.st_mode & 0o7777)): writable by group or others without the sticky bit, so another user could replace the socket")
        }
    }

    /// A socket or token file a client is about to trust: not a symlink, of the expected type,
    /// owned by the user; a token file also private (no group/other bits).
    public static func checkOwnedFile(_ path: String, socket: Bool, uid: uid_t = getuid()) throws {
        let st = try status(path)
        let type = st.st_mode & S_IFMT
        guard type == (socket ? S_IFSOCK : S_IFREG) else {
            throw Unsafe(path: path, reason: type == S_IFLNK ? "it is a symbolic link" : "it is not a \(socket ? "socket" : "regular file")")
        }
        guard st.st_uid == uid else {
            throw Unsafe(path: path, reason: "it is owned by uid \(st.st_uid), not by you (uid \(uid)): another user's \(socket ? "socket would receive your requests" : "file")")
        }
        if !socket, st.st_mode & 0o077 != 0 {
            throw Unsafe(path: path, reason: "its mode is \(octal(st.st_mode & 0o777)); a token file must be 0600")
        }
    }

    private static func status(_ path: String) throws -> stat {
        var st = stat()
        guard lstat(path, &st) == 0 else { throw Unsafe(path: path, reason: String(cString: strerror(errno))) }
        return st
    }

    private static func octal(_ mode: mode_t) -> String { "0" + String(mode, radix: 8) }

    private static func advice(_ path: String) -> String {
        "remove it if it is yours, or set XDG_RUNTIME_DIR to a private directory"
    }
}
