#if canImport(Glibc)
import Glibc
#endif
@testable import AfterglowControl
import Foundation
import Testing

/// The control socket is private from the moment it exists, without changing the process's
/// umask (which other threads, and children forked meanwhile, share).
@Suite struct SocketBindModeTests {
    @Test func theSocketFileIs0600RightAfterBindAndTheUmaskIsUntouched() throws {
        let dir = NSTemporaryDirectory() + "agctl-bind-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/c.sock"
        // Read from /proc, not set: setting it is the process-wide race this guards against. A
        // shell's 022 or 002 is what bind alone would leave group- and world-connectable.
        let mask = try Self.umaskOfThisProcess()
        #expect(mask & 0o077 != 0o077, "the runner's umask \(String(mask, radix: 8)) would hide the difference")
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #expect(fd >= 0)
        defer { close(fd) }
        #expect(try SocketIO.bindPrivate(fd, path) == 0)
        // Read before any chmod: the mode bind created the file with.
        var st = stat()
        #expect(stat(path, &st) == 0)
        #expect(st.st_mode & 0o777 == 0o600, "mode \(String(st.st_mode & 0o777, radix: 8))")
        #expect(try Self.umaskOfThisProcess() == mask, "the umask is what it was")
    }

    /// The `Umask:` line of /proc/self/status (Linux 4.7 and later), in octal.
    static func umaskOfThisProcess() throws -> mode_t {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
        return try #require(mode_t(line.dropFirst(6).trimmingCharacters(in: .whitespaces), radix: 8))
    }
}
