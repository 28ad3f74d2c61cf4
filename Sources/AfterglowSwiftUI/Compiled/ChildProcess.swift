import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// glibc's pipe2(2), which the Glibc module does not export.
@_silgen_name("pipe2")
private func _afterglow_pipe2(_ fds: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// Child processes with deadlines, on posix_spawn, pipes and poll(2): `swiftc` (run to the end,
/// killed at its time limit) and the compiled widget (a persistent line protocol).
public final class ChildProcess: @unchecked Sendable {
    public let pid: pid_t
    private let stdinFD: Int32
    private let stdoutFD: Int32
    private let stderrFD: Int32
    private var outBuffer: [UInt8] = []
    private var errBuffer: [UInt8] = []
    private var exited: Int32?

    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
        public var timedOut: Bool
    }

    public struct SpawnError: Error, CustomStringConvertible { public var description: String }

    public init(_ argv: [String], environment: [String: String]? = nil) throws {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        // Close-on-exec from the start: another thread's spawn must not inherit these ends.
        guard _afterglow_pipe2(&inPipe, O_CLOEXEC) == 0, _afterglow_pipe2(&outPipe, O_CLOEXEC) == 0, _afterglow_pipe2(&errPipe, O_CLOEXEC) == 0 else { throw SpawnError(description: "pipe: \(String(cString: strerror(errno)))") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in inPipe + outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var attr = posix_spawnattr_t()
        posix_spawnattr_init(&attr)
        defer { posix_spawnattr_destroy(&attr) }
        // Its own process group, so a kill reaches what it started.
        posix_spawnattr_setflags(&attr, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attr, 0)
        let env = (environment ?? ProcessInfo.processInfo.environment).map { "\($0.key)=\($0.value)" }
        var p: pid_t = 0
        let cArgs = argv.map { strdup($0) } + [nil]
        let cEnv = env.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) }; cEnv.forEach { free($0) } }
        let rc = posix_spawn(&p, argv[0], &actions, &attr, cArgs, cEnv)
        close(inPipe[0]); close(outPipe[1]); close(errPipe[1])
        guard rc == 0 else {
            close(inPipe[1]); close(outPipe[0]); close(errPipe[0])
            throw SpawnError(description: "cannot start \(argv[0]): \(String(cString: strerror(rc)))")
        }
        pid = p
        stdinFD = inPipe[1]; stdoutFD = outPipe[0]; stderrFD = errPipe[0]
        _ = fcntl(stdoutFD, F_SETFL, fcntl(stdoutFD, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stderrFD, F_SETFL, fcntl(stderrFD, F_GETFL) | O_NONBLOCK)
        _ = fcntl(stdinFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(stdoutFD, F_SETFD, FD_CLOEXEC)
        _ = fcntl(stderrFD, F_SETFD, FD_CLOEXEC)
    }

    private var stdinClosed = false

    deinit {
        kill()
        _ = wait()
        closeStdin()
        close(stdoutFD); close(stderrFD)
    }

    /// Closes the child's stdin once (a descriptor closed twice could be another thread's by then).
    private func closeStdin() {
        if !stdinClosed { stdinClosed = true; close(stdinFD) }
    }

    /// Runs `argv` to its end, or kills it after `timeout` seconds.
    public static func run(_ argv: [String], timeout: Double, environment: [String: String]? = nil) -> Result {
        let child: ChildProcess
        do { child = try ChildProcess(argv, environment: environment) } catch {
            return Result(status: -1, stdout: "", stderr: "\(error)", timedOut: false)
        }
        child.closeStdin()
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        while child.pump(until: deadline, wantLine: false) {
            if Date() >= deadline { timedOut = true; break }
        }
        if timedOut { child.kill() }
        let status = child.wait()
        return Result(status: status, stdout: String(decoding: child.outBuffer, as: UTF8.self),
                      stderr: String(decoding: child.errBuffer, as: UTF8.self), timedOut: timedOut)
    }

    /// Reads what the child wrote until `deadline`, a whole line on stdout (when `wantLine`), or
    /// both pipes closed. Returns false once both are closed.
    @discardableResult
    private func pump(until deadline: Date, wantLine: Bool) -> Bool {
        var open = true
        while true {
            if wantLine && outBuffer.contains(10) { return true }
            let ms = Int32(max(0, min(1000, deadline.timeIntervalSinceNow * 1000)))
            var fds = [pollfd(fd: stdoutFD, events: Int16(POLLIN), revents: 0), pollfd(fd: stderrFD, events: Int16(POLLIN), revents: 0)]
            let n = poll(&fds, 2, ms)
            if n < 0 && errno == EINTR { continue }
            var closed = 0
            for (i, fd) in [stdoutFD, stderrFD].enumerated() where fds[i].revents != 0 {
                var chunk = [UInt8](repeating: 0, count: 65536)
                let r = read(fd, &chunk, chunk.count)
                if r > 0 {
                    if i == 0 { outBuffer += chunk[0..<r] } else { errBuffer += chunk[0..<r] }
                } else if r == 0 || (r < 0 && errno != EAGAIN && errno != EINTR) { closed += 1 }
            }
            if closed > 0 {
                // A closed pipe keeps reporting POLLHUP: check both without waiting.
                var stillOpen = 0
                for fd in [stdoutFD, stderrFD] {
                    var chunk = [UInt8](repeating: 0, count: 65536)
                    let r = read(fd, &chunk, chunk.count)
                    if r > 0 { if fd == stdoutFD { outBuffer += chunk[0..<r] } else { errBuffer += chunk[0..<r] }; stillOpen += 1 }
                    else if r < 0 && errno == EAGAIN { stillOpen += 1 }
                }
                if stillOpen == 0 { open = false; return open }
            }
            if Date() >= deadline { return open }
            if !wantLine && n == 0 { continue }
        }
    }

    public enum LineError: Error, CustomStringConvertible {
        case timedOut(seconds: Double, stderr: String)
        case exited(status: String, stderr: String)
        public var description: String {
            switch self {
            case .timedOut(let s, let e): return "no answer within \(String(format: "%.1f", s)) s (an endless loop?)" + (e.isEmpty ? "" : ": " + e)
            case .exited(let s, let e): return "the widget process \(s)" + (e.isEmpty ? "" : ": " + e)
            }
        }
    }

    /// Writes one line and reads one line back within `timeout` seconds.
    public func request(_ line: String, timeout: Double) throws(LineError) -> String {
        var bytes = Array(line.utf8); bytes.append(10)
        var written = 0
        // SIGPIPE is ignored by the caller's process (see `ignoreSIGPIPE`); a dead child shows as EPIPE.
        while written < bytes.count {
            let r = bytes[written...].withUnsafeBytes { write(stdinFD, $0.baseAddress, $0.count) }
            if r <= 0 { if errno == EINTR { continue }; break }
            written += r
        }
        let deadline = Date().addingTimeInterval(timeout)
        let open = pump(until: deadline, wantLine: true)
        if let nl = outBuffer.firstIndex(of: 10) {
            let reply = String(decoding: outBuffer[..<nl], as: UTF8.self)
            outBuffer.removeSubrange(...nl)
            return reply
        }
        if open && Date() >= deadline {
            kill()
            _ = wait()
            throw .timedOut(seconds: timeout, stderr: stderrTail)
        }
        // Closed: it died. Give stderr a moment to drain.
        pump(until: Date().addingTimeInterval(0.2), wantLine: false)
        let status = wait()
        throw .exited(status: Self.describe(status), stderr: stderrTail)
    }

    /// What the child said on stderr when it failed: its trap message ("…: Fatal error: …") when
    /// there is one, else its last lines.
    public var stderrTail: String {
        let lines = String(decoding: errBuffer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true)
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil", "Illegal instruction", "Segmentation fault"]
        if let trap = lines.last(where: { l in markers.contains { l.contains($0) } }) { return String(trap) }
        return lines.suffix(4).joined(separator: "\n")
    }

    public func kill() {
        if exited == nil { _ = Glibc.kill(-pid, SIGKILL); _ = Glibc.kill(pid, SIGKILL) }
    }

    /// Waits for the child to end; its raw wait status.
    @discardableResult
    public func wait() -> Int32 {
        if let exited { return exited }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        exited = status
        return status
    }

    public static func describe(_ status: Int32) -> String {
        let sig = status & 0x7f
        if sig == 0 { return "exited with status \((status >> 8) & 0xff)" }
        let name: String
        switch sig {
        case SIGILL: name = "SIGILL (a Swift trap: fatalError, a failed precondition, an overflow)"
        case SIGTRAP: name = "SIGTRAP (a Swift trap: fatalError, a failed precondition, an overflow)"
        case SIGSEGV: name = "SIGSEGV"
        case SIGABRT: name = "SIGABRT"
        case SIGKILL: name = "SIGKILL"
        case SIGBUS: name = "SIGBUS"
        default: name = "signal \(sig)"
        }
        return "crashed with \(name)"
    }

    /// A write to a dead child must be an error, not the end of the emulator.
    public static func ignoreSIGPIPE() { signal(SIGPIPE, SIG_IGN) }

    /// The exit status of `run`'s result as a number (nil when it was killed by a signal).
    public static func exitCode(_ status: Int32) -> Int32? { status & 0x7f == 0 ? (status >> 8) & 0xff : nil }
}
