import Foundation
#if canImport(Glibc)
import Glibc
#endif

// The emulator's clock inside the developer's code. A render request's `environment.now` (Unix
// seconds) is what `Date()`, `Date.now` and every formatter read while that render runs: this
// library defines `clock_gettime`, which the program's dynamic linker resolves before libc's (the
// layer is linked ahead of libc), and answers CLOCK_REALTIME with the frozen time. Other clocks,
// and all calls outside a render, go to libc's. So `Text(timerInterval: Date.now...eta)` starts
// at the emulator's now and a render is a function of its request.

public enum _EmulatorClock {
    nonisolated(unsafe) public static var frozenUnixSeconds: Double?
    /// The thread the render runs on: only its clock is frozen, so other threads of a process
    /// that links the layer (a test runner) keep the real time.
    nonisolated(unsafe) static var frozenThread: pthread_t?

    /// Runs `body` with `Date()` answering `unixSeconds` (nil: the real time).
    public static func at<T>(_ unixSeconds: Double?, _ body: () throws -> T) rethrows -> T {
        let previous = (frozenUnixSeconds, frozenThread)
        frozenUnixSeconds = unixSeconds
        frozenThread = pthread_self()
        defer { (frozenUnixSeconds, frozenThread) = previous }
        return try body()
    }
}

typealias _ClockGetTime = @convention(c) (clockid_t, UnsafeMutablePointer<timespec>?) -> Int32
nonisolated(unsafe) let _libcClockGetTime: _ClockGetTime? = dlsym(UnsafeMutableRawPointer(bitPattern: -1), "clock_gettime")
    .map { unsafeBitCast($0, to: _ClockGetTime.self) }

@_cdecl("clock_gettime")
public func _afterglow_clock_gettime(_ id: clockid_t, _ ts: UnsafeMutablePointer<timespec>?) -> Int32 {
    if id == CLOCK_REALTIME, let now = _EmulatorClock.frozenUnixSeconds, let ts,
       let thread = _EmulatorClock.frozenThread, pthread_equal(thread, pthread_self()) != 0 {
        let whole = now.rounded(.down)
        ts.pointee.tv_sec = Int(whole)
        ts.pointee.tv_nsec = Int(((now - whole) * 1e9).rounded(.down))
        return 0
    }
    if let real = _libcClockGetTime { return real(id, ts) }
    return -1
}
