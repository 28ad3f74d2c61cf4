import Foundation

/// Builds an animated PNG from PNG-encoded frames of one size, without a zlib: each frame's
/// compressed IDAT data is moved as-is into `fdAT` chunks (APNG spec: fdAT = sequence number +
/// the same bytes as IDAT), so only the chunk framing and its CRC-32 are computed here.
public struct APNGAssembler: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public let frame: Int; public let reason: String
        public var description: String { "APNG frame \(frame): \(reason)" }
    }

    private struct Frame { var ihdr: Data; var idat: [Data]; var delayMs: Int }
    private var frames: [Frame] = []
    public var frameCount: Int { frames.count }

    public init() {}

    /// Adds a PNG frame shown for `delayMs` (the time until the next frame).
    public mutating func add(png: Data, delayMs: Int) throws {
        let chunks = try PNGChunks.parse(png, frame: frames.count)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data else { throw Failure(frame: frames.count, reason: "no IHDR chunk") }
        if let first = frames.first, first.ihdr.prefix(8) != ihdr.prefix(8) {
            throw Failure(frame: frames.count, reason: "size differs from the first frame")
        }
        let idat = chunks.filter { $0.type == "IDAT" }.map(\.data)
        guard !idat.isEmpty else { throw Failure(frame: frames.count, reason: "no IDAT chunk") }
        frames.append(Frame(ihdr: ihdr, idat: idat, delayMs: max(1, delayMs)))
    }

    /// Sets the last frame's display time (known only when the recording stops).
    public mutating func setLastDelay(ms: Int) {
        if !frames.isEmpty { frames[frames.count - 1].delayMs = max(1, ms) }
    }

    /// The APNG file; loops forever.
    public func data() throws -> Data {
        guard let first = frames.first else { throw Failure(frame: 0, reason: "no frames recorded") }
        var out = PNGChunks.signature
        PNGChunks.append("IHDR", first.ihdr, to: &out)
        PNGChunks.append("acTL", be32(UInt32(frames.count)) + be32(0), to: &out)
        let width = first.ihdr.prefix(4), height = first.ihdr.dropFirst(4).prefix(4)
        var seq: UInt32 = 0
        for (i, f) in frames.enumerated() {
            // Delays longer than 65.535 s are expressed in tenths of a second (the fraction is 16-bit).
            let (num, den): (UInt16, UInt16) = f.delayMs <= 65535 ? (UInt16(f.delayMs), 1000) : (UInt16(min(65535, f.delayMs / 100)), 10)
            var fctl = be32(seq); seq += 1
            fctl += Data(width) + Data(height) + be32(0) + be32(0)
            fctl += be16(num) + be16(den) + Data([0, 0])   // dispose none, blend source
            PNGChunks.append("fcTL", fctl, to: &out)
            for d in f.idat {
                if i == 0 { PNGChunks.append("IDAT", d, to: &out) }
                else { PNGChunks.append("fdAT", be32(seq) + d, to: &out); seq += 1 }
            }
        }
        PNGChunks.append("IEND", Data(), to: &out)
        return out
    }

    private func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
    private func be16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }
}

/// PNG chunk framing: 4-byte length, 4-byte type, data, CRC-32 of type + data.
public enum PNGChunks {
    public static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    public struct Chunk: Sendable { public var type: String; public var data: Data }

    public static func parse(_ png: Data, frame: Int = 0) throws -> [Chunk] {
        let bytes = [UInt8](png)
        guard bytes.count >= 8, Data(bytes[0..<8]) == signature else {
            throw APNGAssembler.Failure(frame: frame, reason: "not a PNG (bad signature)")
        }
        var chunks: [Chunk] = []
        var i = 8
        while i + 12 <= bytes.count {
            let len = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard i + 12 + len <= bytes.count else { throw APNGAssembler.Failure(frame: frame, reason: "chunk at byte \(i) overruns the file") }
            let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
            let data = Data(bytes[(i + 8)..<(i + 8 + len)])
            let stored = UInt32(bytes[i + 8 + len]) << 24 | UInt32(bytes[i + 9 + len]) << 16 | UInt32(bytes[i + 10 + len]) << 8 | UInt32(bytes[i + 11 + len])
            guard CRC32.checksum(Data(bytes[(i + 4)..<(i + 8)]) + data) == stored else {
                throw APNGAssembler.Failure(frame: frame, reason: "CRC mismatch in \(type) chunk at byte \(i)")
            }
            chunks.append(Chunk(type: type, data: data))
            i += 12 + len
            if type == "IEND" { break }
        }
        return chunks
    }

    public static func append(_ type: String, _ data: Data, to out: inout Data) {
        let n = UInt32(data.count)
        out += Data([UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)])
        let typed = Data(type.utf8) + data
        out += typed
        let c = CRC32.checksum(typed)
        out += Data([UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)])
    }
}

/// CRC-32 (ISO-HDLC, polynomial 0xEDB88320), as PNG chunks use it.
public enum CRC32 {
    static let table: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    public static func checksum(_ data: Data) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in data { c = table[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
