#if canImport(Glibc)
import Glibc
#endif
@testable import AfterglowControl
import AfterglowKit
import Foundation
import Testing

/// The runtime-directory rules with this process's own uid (mode bits, symlinks, file types) and
/// with a foreign uid asked for explicitly; the real second-user attacks run in
/// scripts/test.d/control-users.sh.
@Suite("Runtime directory checks")
struct RuntimeDirectoryTests {
    func scratch() throws -> String {
        let d = NSTemporaryDirectory() + "agrt-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        return d
    }

    @Test func privateDirectoryIsMadeOrAccepted() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        try RuntimeDirectory.preparePrivate(base + "/afterglow")
        var st = stat(); lstat(base + "/afterglow", &st)
        #expect(st.st_mode & 0o777 == 0o700)
        try RuntimeDirectory.preparePrivate(base + "/afterglow")   // again: the existing one passes
    }

    @Test func groupOrOtherBitsAreRefusedAndNotLoosenedOrFixed() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        let d = base + "/afterglow"
        mkdir(d, 0o700); chmod(d, 0o777)
        #expect { try RuntimeDirectory.preparePrivate(d) } throws: { "\($0)".contains("0777") && "\($0)".contains("refusing \(d)") }
        var st = stat(); lstat(d, &st)
        #expect(st.st_mode & 0o777 == 0o777)   // left as found: the user decides
    }

    @Test func aSymlinkIsNeverFollowed() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        mkdir(base + "/real", 0o700)
        symlink(base + "/real", base + "/afterglow")
        #expect { try RuntimeDirectory.checkPrivate(base + "/afterglow") } throws: { "\($0)".contains("symbolic link") }
    }

    @Test func anotherOwnerIsRefusedNamingBothUids() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        let other = getuid() == 0 ? uid_t(4242) : uid_t(0)
        #expect { try RuntimeDirectory.checkPrivate(base, uid: other) } throws: {
            "\($0)".contains("owned by uid \(getuid())") && "\($0)".contains("not by you (uid \(other))")
        }
    }

    @Test func explicitSocketDirectoryMayBeStickyButNotOpen() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        chmod(base, 0o1777)
        try RuntimeDirectory.checkParent(base)       // like /tmp
        chmod(base, 0o777)
        #expect { try RuntimeDirectory.checkParent(base) } throws: { "\($0)".contains("without the sticky bit") }
    }

    @Test func theServerRefusesAnOpenSocketDirectory() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        chmod(base, 0o777)
        #expect { _ = try ControlServer(backend: FakeBackend(), endpoints: [.unix(path: base + "/c.sock")], clock: VirtualClock()) }
            throws: { "\($0)".contains("refusing \(base)") }
    }

    @Test func clientsRefuseSocketsAndTokensThatAreNotTheirs() throws {
        let base = try scratch(); defer { try? FileManager.default.removeItem(atPath: base) }
        // A regular file where the socket should be; a token file readable by others.
        FileManager.default.createFile(atPath: base + "/1.sock", contents: Data())
        #expect { try ControlClient(endpoint: .unix(path: base + "/1.sock")).request("GET", "/v1/state") }
            throws: { "\($0)".contains("not a socket") }
        try ControlToken(port: 1, token: "t").write(to: base + "/1.token")
        chmod(base + "/1.token", 0o644)
        #expect { _ = try ControlToken.read(from: base + "/1.token") } throws: { "\($0)".contains("0644") }
        // The newest-socket search refuses a directory others can write.
        chmod(base, 0o755)
        #expect { _ = try SocketEndpoint.newestSocket(in: base) } throws: { "\($0)".contains("0755") }
    }

    @Test func tcpListensOnBothLoopbackFamilies() throws {
        let h = try Harness(tcp: true); defer { h.stop() }
        // Nobody else can take the IPv6 side of the port now.
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0); defer { close(fd) }
        var addr = sockaddr_in6(); addr.sin6_family = sa_family_t(AF_INET6); addr.sin6_port = h.port.bigEndian; addr.sin6_addr = in6addr_loopback
        let rc = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        #expect(rc != 0 && errno == EADDRINUSE)
    }

    @Test func aSquattedIPv6PortStopsTheServer() throws {
        // Someone listens on [::1]:P first; a server asked for port P must not start.
        let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0); defer { close(fd) }
        var one: Int32 = 1
        setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
        var addr = sockaddr_in6(); addr.sin6_family = sa_family_t(AF_INET6); addr.sin6_addr = in6addr_loopback
        _ = withUnsafePointer(to: &addr) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) } }
        guard listen(fd, 4) == 0 else { return }   // no IPv6 loopback on this host: nothing to squat
        var bound = sockaddr_in6(); var len = socklen_t(MemoryLayout<sockaddr_in6>.size)
        _ = withUnsafeMutablePointer(to: &bound) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &len) } }
        let port = UInt16(bigEndian: bound.sin6_port)
        #expect { _ = try ControlServer(backend: FakeBackend(), endpoints: [.loopback(port: port)], clock: VirtualClock(), requestGuard: RequestGuard(token: "t")) }
            throws: { "\($0)".contains("[::1]:\(port)") && "\($0)".contains("another process") }
    }
}
