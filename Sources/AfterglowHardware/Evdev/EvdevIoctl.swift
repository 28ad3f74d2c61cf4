import CUdev
import Foundation

/// evdev ioctl request numbers. `EVIOCGABS(abs)` and `EVIOCGPROP(len)` are function-like macros
/// Swift cannot import, so they are computed here with the kernel's _IOC encoding
/// (include/uapi/asm-generic/ioctl.h, x86/arm/riscv layout):
///
///     _IOC(dir, type, nr, size) = dir << 30 | size << 16 | type << 8 | nr
///     _IOC_READ = 2
///     EVIOCGPROP(len) = _IOC(_IOC_READ, 'E', 0x09, len)
///     EVIOCGABS(abs)  = _IOR('E', 0x40 + abs, struct input_absinfo)   (size 24)
///     EVIOCGNAME(len) = _IOC(_IOC_READ, 'E', 0x06, len)
///
/// so EVIOCGABS(ABS_X) = 0x80184540, which the tests check.
public enum EvdevIoctl {
    static let iocRead: UInt = 2
    static func ioc(_ dir: UInt, _ type: UInt8, _ nr: UInt, _ size: UInt) -> UInt {
        (dir << 30) | (size << 16) | (UInt(type) << 8) | nr
    }
    public static func absInfo(_ axis: Int) -> UInt {
        ioc(iocRead, UInt8(ascii: "E"), 0x40 + UInt(axis), UInt(MemoryLayout<input_absinfo>.size))
    }
    public static func properties(length: Int) -> UInt { ioc(iocRead, UInt8(ascii: "E"), 0x09, UInt(length)) }
    public static func name(length: Int) -> UInt { ioc(iocRead, UInt8(ascii: "E"), 0x06, UInt(length)) }

    /// INPUT_PROP_ACCELEROMETER (linux/input-event-codes.h).
    public static let propAccelerometer = 0x06
}

/// One axis as EVIOCGABS reports it.
public struct AbsAxis: Hashable, Codable, Sendable {
    public var value: Int32, minimum: Int32, maximum: Int32, fuzz: Int32, flat: Int32, resolution: Int32
}

extension EvdevIoctl {
    static func readAbs(fd: Int32, axis: Int) -> AbsAxis? {
        var info = input_absinfo()
        guard ioctl(fd, absInfo(axis), &info) == 0 else { return nil }
        return AbsAxis(value: info.value, minimum: info.minimum, maximum: info.maximum, fuzz: info.fuzz, flat: info.flat, resolution: info.resolution)
    }

    static func hasAccelerometerProperty(fd: Int32) -> Bool? {
        var bits = [UInt8](repeating: 0, count: 8)
        let r = bits.withUnsafeMutableBytes { ioctl(fd, properties(length: 8), $0.baseAddress!) }
        guard r >= 0 else { return nil }
        return bits[propAccelerometer / 8] & (1 << (propAccelerometer % 8)) != 0
    }
}
