import CUdev
import Foundation

/// Hotplug events from udev (udev_monitor_new_from_netlink(udev, "udev")), filtered to the
/// subsystems sensors live on. Non-blocking: `poll(timeoutMs:)` returns what has arrived.
/// Under umockdev the same calls receive the testbed's synthetic uevents.
public final class UdevMonitor: @unchecked Sendable {
    public struct Event: Hashable, Sendable {
        public var action: String
        public var device: UdevDevice
    }

    private let udev: Udev
    private let monitor: OpaquePointer
    public let fd: Int32

    public init(udev: Udev, subsystems: [String] = ["tty", "input", "iio"]) throws(HardwareError) {
        self.udev = udev
        guard let m = udev_monitor_new_from_netlink(udev.handle, "udev") else {
            throw HardwareError("udev_monitor_new_from_netlink(\"udev\") failed: no udev netlink socket (is this a container without udev?)")
        }
        for s in subsystems { udev_monitor_filter_add_match_subsystem_devtype(m, s, nil) }
        guard udev_monitor_enable_receiving(m) >= 0 else {
            udev_monitor_unref(m)
            throw HardwareError("udev_monitor_enable_receiving failed: \(String(cString: strerror(errno)))")
        }
        monitor = m
        fd = udev_monitor_get_fd(m)
    }
    deinit { udev_monitor_unref(monitor) }

    /// Events that arrived, waiting up to `timeoutMs` for the first one.
    public func poll(timeoutMs: Int32) -> [Event] {
        var out: [Event] = []
        var pfd = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var timeout = timeoutMs
        while Glibc.poll(&pfd, 1, timeout) > 0 {
            guard let dev = udev_monitor_receive_device(monitor) else { break }
            let action = udev_device_get_action(dev).map { String(cString: $0) } ?? "change"
            out.append(Event(action: action, device: UdevDevice(dev)))
            udev_device_unref(dev)
            timeout = 0
        }
        return out
    }
}
