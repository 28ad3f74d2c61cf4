import AfterglowTime
import AfterglowSensing
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The `read(until:)` wait both device-node sources share (evdev `/dev/input/event*` and the IIO
/// buffer `/dev/iio:device*`, both opened `O_NONBLOCK`): drain what the kernel has, and while
/// nothing is pending and the deadline is ahead, sleep in poll(2) until the node is readable or
/// the deadline passes. A hang-up without data or a poll error is reported through `lost` and
/// ends the wait (the source then reports `.disconnected`); EINTR just polls again.
enum DeviceNodeWait {
    static func drainUntil(_ deadline: Timestamp, clock: any SimulationClock, fd: () -> Int32,
                           drain: () -> Void, hasPending: () -> Bool, lost: (String) -> Void) {
        while true {
            drain()
            if fd() < 0 || hasPending() || clock.now >= deadline { return }
            let waitMs = max(0, min(Int32.max, Int32((deadline - clock.now).milliseconds.rounded(.up))))
            var pfd = pollfd(fd: fd(), events: Int16(POLLIN), revents: 0)
            let r = poll(&pfd, 1, waitMs)
            if r == 0 { return }
            if r < 0 {
                if errno == EINTR { continue }
                lost("poll: \(String(cString: strerror(errno)))"); return
            }
            if pfd.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 && pfd.revents & Int16(POLLIN) == 0 { lost("device hung up"); return }
        }
    }

    /// Removes and returns the pending samples stamped up to `deadline` (they are in time order).
    static func takeDue(_ pending: inout [IMUSample], until deadline: Timestamp) -> [IMUSample] {
        let n = pending.firstIndex { $0.timestamp > deadline } ?? pending.count
        let out = Array(pending[..<n])
        pending.removeFirst(n)
        return out
    }
}
