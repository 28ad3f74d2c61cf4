/// Consistent Overhead Byte Stuffing: frames carry no 0x00, so 0x00 delimits them and a receiver
/// resynchronises at the next delimiter after garbage (Firmware/PROTOCOL.md › Framing).
public enum COBS {
    /// Encodes without the trailing delimiter.
    public static func encode(_ input: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0]
        out.reserveCapacity(input.count + input.count / 254 + 2)
        var codeAt = 0
        var code: UInt8 = 1
        for byte in input {
            if byte == 0 {
                out[codeAt] = code
                codeAt = out.count
                out.append(0)
                code = 1
            } else {
                out.append(byte)
                code += 1
                if code == 0xFF {
                    out[codeAt] = code
                    codeAt = out.count
                    out.append(0)
                    code = 1
                }
            }
        }
        out[codeAt] = code
        return out
    }

    /// Decodes one frame's bytes (no delimiter); nil when a code byte points past the end or a
    /// zero appears inside (a truncated or corrupted frame).
    public static func decode<C: Collection>(_ input: C) -> [UInt8]? where C.Element == UInt8 {
        var out: [UInt8] = []
        out.reserveCapacity(input.count)
        var i = input.startIndex
        while i != input.endIndex {
            let code = input[i]
            i = input.index(after: i)
            if code == 0 { return nil }
            for _ in 1..<Int(code) {
                if i == input.endIndex || input[i] == 0 { return nil }
                out.append(input[i])
                i = input.index(after: i)
            }
            if code != 0xFF && i != input.endIndex { out.append(0) }
        }
        return out
    }
}
