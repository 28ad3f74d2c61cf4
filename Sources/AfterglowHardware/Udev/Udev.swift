import CUdev
import Foundation

/// The libudev context, and enumeration of the subsystems Afterglow reads sensors from.
public final class Udev: @unchecked Sendable {
    let handle: OpaquePointer

    public init() throws(HardwareError) {
        guard let u = udev_new() else { throw HardwareError("udev_new failed: libudev is unusable here") }
        handle = u
    }
    deinit { udev_unref(handle) }

    /// Every device in `subsystems` (udev_enumerate_add_match_subsystem + scan_devices).
    public func devices(subsystems: [String]) -> [UdevDevice] {
        guard let en = udev_enumerate_new(handle) else { return [] }
        defer { udev_enumerate_unref(en) }
        for s in subsystems { udev_enumerate_add_match_subsystem(en, s) }
        udev_enumerate_scan_devices(en)
        var out: [UdevDevice] = []
        var e = udev_enumerate_get_list_entry(en)
        while let entry = e {
            if let path = udev_list_entry_get_name(entry), let dev = udev_device_new_from_syspath(handle, path) {
                out.append(UdevDevice(dev))
                udev_device_unref(dev)
            }
            e = udev_list_entry_get_next(entry)
        }
        return out.sorted { $0.syspath < $1.syspath }
    }
}

/// A hardware-side failure with a message that names the device and the call.
public struct HardwareError: Error, CustomStringConvertible, Sendable {
    public var description: String
    public init(_ d: String) { description = d }
    static func errno(_ what: String, _ node: String) -> HardwareError {
        HardwareError("\(node): \(what): \(String(cString: strerror(Foundation.errno)))")
    }
}
