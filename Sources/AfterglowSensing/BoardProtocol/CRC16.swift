/// CRC-16/CCITT-FALSE: poly 0x1021, init 0xFFFF, MSB first, no final xor; check("123456789") = 0x29B1.
/// The same algorithm as `Firmware/protocol/crc16.c` (Firmware/PROTOCOL.md › Framing).
public enum CRC16 {
    public static func ccittFalse<C: Collection>(_ bytes: C) -> UInt16 where C.Element == UInt8 {
        var crc: UInt16 = 0xFFFF
        for byte in bytes { crc = update(crc, byte) }
        return crc
    }

    public static func update(_ crc: UInt16, _ byte: UInt8) -> UInt16 {
        var crc = crc ^ (UInt16(byte) << 8)
        for _ in 0..<8 { crc = crc & 0x8000 != 0 ? (crc << 1) ^ 0x1021 : crc << 1 }
        return crc
    }
}
