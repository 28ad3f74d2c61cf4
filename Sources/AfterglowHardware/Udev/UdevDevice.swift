import CUdev

/// A snapshot of one udev device: everything discovery needs, copied out of libudev so the
/// `udev_device` can be released at once.
public struct UdevDevice: Hashable, Sendable {
    public var syspath: String
    public var sysname: String
    public var subsystem: String
    public var devnode: String?
    public var properties: [String: String]
    /// `idVendor`/`idProduct`/`product`/`manufacturer` of the nearest USB device ancestor.
    public var usbParent: USBIdentity?
    /// `name` attribute of the parent input device (evdev), or the IIO device's own `name`.
    public var name: String?

    init(_ d: OpaquePointer) {
        syspath = String(cString: udev_device_get_syspath(d))
        sysname = String(cString: udev_device_get_sysname(d))
        subsystem = udev_device_get_subsystem(d).map { String(cString: $0) } ?? ""
        devnode = udev_device_get_devnode(d).map { String(cString: $0) }
        var props: [String: String] = [:]
        var e = udev_device_get_properties_list_entry(d)
        while let entry = e {
            if let k = udev_list_entry_get_name(entry) {
                props[String(cString: k)] = udev_list_entry_get_value(entry).map { String(cString: $0) } ?? ""
            }
            e = udev_list_entry_get_next(entry)
        }
        properties = props
        if let usb = udev_device_get_parent_with_subsystem_devtype(d, "usb", "usb_device") {
            func attr(_ n: String) -> String? { udev_device_get_sysattr_value(usb, n).map { String(cString: $0).trimmingCharacters(in: .whitespacesAndNewlines) } }
            if let v = attr("idVendor"), let p = attr("idProduct") {
                usbParent = USBIdentity(vendorID: v.lowercased(), productID: p.lowercased(), product: attr("product"), manufacturer: attr("manufacturer"), serial: attr("serial"))
            }
        }
        if subsystem == "input", let parent = udev_device_get_parent_with_subsystem_devtype(d, "input", nil),
           let n = udev_device_get_sysattr_value(parent, "name") {
            name = String(cString: n)
        } else if let n = udev_device_get_sysattr_value(d, "name") {
            name = String(cString: n).trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }
}

public struct USBIdentity: Hashable, Codable, Sendable {
    public var vendorID: String
    public var productID: String
    public var product: String?
    public var manufacturer: String?
    public var serial: String?
    public var id: String { "\(vendorID):\(productID)" }
}

import Foundation
