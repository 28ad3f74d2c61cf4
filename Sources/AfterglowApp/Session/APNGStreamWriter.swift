#if canImport(Glibc)
import Glibc
#endif
import AfterglowDisplay
import Foundation

/// Writes an animated PNG to an open file frame by frame, so a recording holds one frame in
/// memory, not all of them (issue 28: ~45 KB a frame, without limit). A frame's delay is known only
/// when the next one arrives, so one frame waits; the frame count in `acTL` is written as 0 first
/// and patched in place (pwrite) when the recording finishes.
struct APNGStreamWriter {
    struct Failure: Error, CustomStringConvertible { let description: String }

    private let fd: Int32
    private var pending: (ihdr: Data, idat: [Data])?
    private var firstIHDR: Data?
    private var acTLOffset: off_t = 0
    private var offset: off_t = 0
    private var sequence: UInt32 = 0
    private(set) var framesWritten = 0
    var frameCount: Int { framesWritten + (pending == nil ? 0 : 1) }

    init(fd: Int32) { self.fd = fd }

    /// Queues a frame; the one before it is written with `previousDelayMs` as its display time.
    mutating func add(png: Data, previousDelayMs: Int) throws {
        let chunks = try PNGChunks.parse(png, frame: frameCount)
        guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data else { throw Failure(description: "frame \(frameCount): no IHDR chunk") }
        let idat = chunks.filter { $0.type == "IDAT" }.map(\.data)
        guard !idat.isEmpty else { throw Failure(description: "frame \(frameCount): no IDAT chunk") }
        if let first = firstIHDR {
            guard first.prefix(8) == ihdr.prefix(8) else { throw Failure(description: "frame \(frameCount): size differs from the first frame") }
        } else {
            firstIHDR = ihdr
            var head = PNGChunks.signature
            PNGChunks.append("IHDR", ihdr, to: &head)
            acTLOffset = off_t(head.count)
            PNGChunks.append("acTL", Self.be32(0) + Self.be32(0), to: &head)   // patched at finish
            try write(head)
        }
        if pending != nil { try flushPending(delayMs: previousDelayMs) }
        pending = (ihdr, idat)
    }

    /// Writes the last frame, IEND and the real frame count. Returns the frame count.
    mutating func finish(lastDelayMs: Int) throws -> Int {
        guard pending != nil else { throw Failure(description: "no frames recorded") }
        try flushPending(delayMs: lastDelayMs)
        var tail = Data()
        PNGChunks.append("IEND", Data(), to: &tail)
        try write(tail)
        var actl = Data()
        PNGChunks.append("acTL", Self.be32(UInt32(framesWritten)) + Self.be32(0), to: &actl)
        let n = actl.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, acTLOffset) }
        guard n == actl.count else { throw Failure(description: "cannot patch the frame count: \(String(cString: strerror(errno)))") }
        return framesWritten
    }

    private mutating func flushPending(delayMs: Int) throws {
        guard let f = pending, let first = firstIHDR else { return }
        let ms = max(1, delayMs)
        // Delays longer than 65.535 s are expressed in tenths of a second (the fraction is 16-bit).
        let (num, den): (UInt16, UInt16) = ms <= 65535 ? (UInt16(ms), 1000) : (UInt16(min(65535, ms / 100)), 10)
        var out = Data()
        var fctl = Self.be32(sequence); sequence += 1
        fctl += Data(first.prefix(8)) + Self.be32(0) + Self.be32(0)
        fctl += Self.be16(num) + Self.be16(den) + Data([0, 0])   // dispose none, blend source
        PNGChunks.append("fcTL", fctl, to: &out)
        for d in f.idat {
            if framesWritten == 0 { PNGChunks.append("IDAT", d, to: &out) }
            else { PNGChunks.append("fdAT", Self.be32(sequence) + d, to: &out); sequence += 1 }
        }
        try write(out)
        framesWritten += 1
        pending = nil
    }

    private mutating func write(_ data: Data) throws {
        var done = 0
        while done < data.count {
            let n = data.withUnsafeBytes { pwrite(fd, $0.baseAddress! + done, $0.count - done, offset + off_t(done)) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { throw Failure(description: "write failed: \(String(cString: strerror(errno)))") }
            done += n
        }
        offset += off_t(data.count)
    }

    private static func be32(_ v: UInt32) -> Data { Data([UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]) }
    private static func be16(_ v: UInt16) -> Data { Data([UInt8(v >> 8), UInt8(v & 0xFF)]) }
}
