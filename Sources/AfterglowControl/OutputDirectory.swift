#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// The one directory the emulator writes into on a client's behalf (recordings, screenshots):
/// `--output-dir`, default `out/` of the working directory.
///
/// A requested path is relative to it, or absolute inside it. `..` anywhere, an absolute path
/// elsewhere, and a symlink on the way (a directory or the file itself) are refused with 403 and
/// nothing is created. The file is opened by walking from the directory's descriptor with
/// `openat(O_NOFOLLOW)`, component by component, so a symlink planted between the check and the
/// write cannot redirect it either; a file with other hard links is refused rather than truncated.
public final class OutputDirectory: Sendable {
    /// The directory as resolved at start (symlinks in the configured path itself are the user's choice).
    public let path: String
    /// The path as the user gave it, made absolute (accepted as a prefix of absolute requests too).
    public let givenPath: String

    /// Creates the directory (and its parents) when missing.
    public init(path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) throws {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        givenPath = URL(fileURLWithPath: absolute).standardized.path
        do { try FileManager.default.createDirectory(atPath: givenPath, withIntermediateDirectories: true) } catch {
            throw ControlError(500, "cannot create the output directory \(givenPath): \(error.localizedDescription)")
        }
        guard let real = realpath(givenPath, nil) else {
            throw ControlError(500, "cannot resolve the output directory \(givenPath): \(String(cString: strerror(errno)))")
        }
        self.path = String(cString: real)
        free(real)
    }

    /// How many directories below the output directory a requested file may be.
    public static let maxDepth = 8

    /// A location inside the directory, as components relative to it.
    public struct Location: Sendable, Equatable {
        public var components: [String]
        public var relativePath: String { components.joined(separator: "/") }
    }

    /// Checks a requested path without touching the filesystem.
    public func locate(_ requested: String) throws -> Location {
        guard !requested.isEmpty else { throw ControlError.badRequest("empty path") }
        guard !requested.utf8.contains(0) else { throw ControlError.badRequest("path contains a NUL byte") }
        var relative = requested
        if requested.hasPrefix("/") {
            let std = URL(fileURLWithPath: requested).path   // collapses "//", keeps ".."
            if std == path || std == givenPath {
                throw ControlError.badRequest("path '\(requested.prefix(200))' names the output directory itself, not a file")
            }
            let root = [path, givenPath].first { std.hasPrefix($0 + "/") }
            guard let root else {
                throw ControlError(403, "path '\(requested.prefix(200))' is outside the output directory \(path): give a path inside it or relative to it (--output-dir sets it)")
            }
            relative = String(std.dropFirst(root.count + 1))
        }
        let parts = relative.split(separator: "/", omittingEmptySubsequences: true).map(String.init).filter { $0 != "." }
        if parts.contains("..") {
            throw ControlError(403, "path '\(requested.prefix(200))' contains '..': only paths inside the output directory \(path) are written")
        }
        guard !parts.isEmpty else { throw ControlError.badRequest("path '\(requested.prefix(200))' names the output directory itself, not a file") }
        // One request must not make thousands of nested directories (issue 28: 3,000 did).
        guard parts.count - 1 <= Self.maxDepth else {
            throw ControlError.badRequest("path '\(requested.prefix(200))' is \(parts.count - 1) directories deep: at most \(Self.maxDepth) below the output directory")
        }
        return Location(components: parts)
    }

    /// The absolute path of a location (for messages and answers).
    public func absolutePath(_ l: Location) -> String { path + "/" + l.relativePath }

    /// Opens (creating missing directories inside) the file for writing, truncated. The caller owns
    /// the descriptor. Throws 403 for a symlink on the way or a multiply linked file.
    public func createFile(_ l: Location) throws -> Int32 {
        var dir = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dir >= 0 else { throw ControlError(500, "cannot open the output directory \(path): \(String(cString: strerror(errno)))") }
        defer { close(dir) }
        // Directories this call made, innermost last: removed again when the file cannot be made,
        // so a failed request leaves nothing behind (issue 28).
        var made: [(parent: Int32, name: String)] = []
        func undo() {
            for m in made.reversed() { unlinkat(m.parent, m.name, AT_REMOVEDIR); close(m.parent) }
            made.removeAll()
        }
        defer { for m in made { close(m.parent) } }
        for name in l.components.dropLast() {
            var next = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0 && errno == ENOENT {
                guard mkdirat(dir, name, 0o755) == 0 || errno == EEXIST else {
                    let e = errno; undo()
                    throw ControlError(500, "cannot create directory '\(name)' in the output directory: \(String(cString: strerror(e)))")
                }
                made.append((dup(dir), name))
                next = openat(dir, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            guard next >= 0 else { let e = errno; undo(); throw escape(l, name, e) }
            close(dir); dir = next
        }
        let name = l.components.last!
        let fd = openat(dir, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, 0o644)
        guard fd >= 0 else { let e = errno; undo(); throw escape(l, name, e) }
        var st = stat()
        guard fstat(fd, &st) == 0, (st.st_mode & S_IFMT) == S_IFREG, st.st_nlink <= 1 else {
            close(fd); undo()
            throw ControlError(403, "'\(l.relativePath)' in the output directory is not a plain file with one link: refused")
        }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        guard ftruncate(fd, 0) == 0 else { let e = errno; close(fd); throw ControlError(500, "cannot truncate '\(l.relativePath)': \(String(cString: strerror(e)))") }
        return fd
    }

    private func escape(_ l: Location, _ name: String, _ code: Int32) -> ControlError {
        if code == ELOOP || code == ENOTDIR || code == EMLINK {
            return ControlError(403, "'\(name)' in '\(l.relativePath)' is a symlink or not a directory: the output directory \(path) is never left")
        }
        return ControlError(500, "cannot open '\(l.relativePath)' in the output directory: \(String(cString: strerror(code)))")
    }

    /// Writes all of `data` to `fd` and closes it.
    public static func writeAndClose(_ fd: Int32, _ data: Data) throws {
        defer { close(fd) }
        var done = 0
        while done < data.count {
            let n = data.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + done, $0.count - done) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw ControlError(500, "write failed: \(String(cString: strerror(errno)))") }
            done += n
        }
    }
}
