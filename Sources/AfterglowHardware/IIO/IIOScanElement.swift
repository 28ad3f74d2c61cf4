import Foundation

/// One channel of an IIO buffer, as `scan_elements/<channel>_type` describes it
/// (Documentation/ABI/testing/sysfs-bus-iio): `[be|le]:[s|u]bits/storagebits[Xrepeat][>>shift]`,
/// e.g. `le:s12/16>>4` — a 12-bit signed value stored little-endian in 16 bits, shifted left by 4.
public struct IIOScanType: Hashable, Codable, Sendable {
    public var bigEndian: Bool
    public var signed: Bool
    public var bits: Int
    public var storageBits: Int
    public var shift: Int
    public var repeatCount: Int

    public var storageBytes: Int { storageBits / 8 }

    public init(parsing text: String) throws(HardwareError) {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        func bad(_ why: String) -> HardwareError { HardwareError("scan element type \"\(t)\": \(why)") }
        let parts = t.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, parts[0] == "le" || parts[0] == "be" else { throw bad("expected le: or be:") }
        bigEndian = parts[0] == "be"
        var rest = Substring(parts[1])
        guard let sign = rest.first, sign == "s" || sign == "u" else { throw bad("expected s or u after the endianness") }
        signed = sign == "s"; rest = rest.dropFirst()
        shift = 0; repeatCount = 1
        if let r = rest.range(of: ">>") {
            guard let s = Int(rest[r.upperBound...]), s >= 0, s < 64 else { throw bad("bad shift") }
            shift = s; rest = rest[..<r.lowerBound]
        }
        if let x = rest.firstIndex(of: "X") {
            guard let n = Int(rest[rest.index(after: x)...]), n >= 1 else { throw bad("bad repeat") }
            repeatCount = n; rest = rest[..<x]
        }
        let sizes = rest.split(separator: "/")
        guard sizes.count == 2, let b = Int(sizes[0]), let sb = Int(sizes[1]), b >= 1, [8, 16, 32, 64].contains(sb), b <= sb else {
            throw bad("expected bits/storagebits with storage 8, 16, 32 or 64")
        }
        bits = b; storageBits = sb
        guard shift + bits <= storageBits else { throw bad("shift \(shift) + \(bits) bits exceed \(storageBits) storage bits") }
    }

    /// The value stored at `p` (storageBytes long), shifted and sign-extended.
    public func decode(_ p: UnsafeRawPointer) -> Int64 {
        var raw: UInt64 = 0
        for k in 0..<storageBytes {
            let byte = UInt64(p.load(fromByteOffset: bigEndian ? k : storageBytes - 1 - k, as: UInt8.self))
            raw = raw << 8 | byte
        }
        raw >>= UInt64(shift)
        let mask: UInt64 = bits == 64 ? .max : (1 << UInt64(bits)) - 1
        raw &= mask
        if signed, bits < 64, raw & (1 << UInt64(bits - 1)) != 0 { raw |= ~mask }
        return Int64(bitPattern: raw)
    }
}

/// The record layout of an IIO buffer: the enabled channels in index order, each aligned to its
/// own storage size, the record padded to the largest one (the kernel's iio_compute_scan_bytes).
public struct IIOScanLayout: Hashable, Sendable {
    public struct Channel: Hashable, Sendable {
        public var name: String
        public var index: Int
        public var type: IIOScanType
        public var offset: Int
    }
    public private(set) var channels: [Channel] = []
    public private(set) var recordBytes = 0

    public init(_ enabled: [(name: String, index: Int, type: IIOScanType)]) {
        var offset = 0, largest = 1
        for c in enabled.sorted(by: { $0.index < $1.index }) {
            let size = c.type.storageBytes * c.type.repeatCount, align = c.type.storageBytes
            if offset % align != 0 { offset += align - offset % align }
            channels.append(Channel(name: c.name, index: c.index, type: c.type, offset: offset))
            offset += size
            largest = max(largest, align)
        }
        if offset % largest != 0 { offset += largest - offset % largest }
        recordBytes = offset
    }

    public func channel(_ name: String) -> Channel? { channels.first { $0.name == name } }
}
