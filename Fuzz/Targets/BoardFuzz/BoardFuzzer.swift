// libFuzzer target for the board's wire protocol (Firmware/PROTOCOL.md): the streaming
// `BoardDecoder` (COBS, CRC, layout, sequence gaps, clock unwrap, sample conversion) and `COBS`.
//
// The first input byte picks a mode and a chunk size. Mode "wire" feeds the rest as received
// bytes; mode "frames" reads it as length-prefixed raw frames and sends each with a correct CRC,
// COBS and its delimiter (random bytes almost never carry a valid CRC, so without it hellos,
// samples and statuses would stay out of reach). Contracts checked on every input:
// - the outputs and statistics do not depend on how the stream is split into reads;
// - every byte is counted; every frame decoded re-encodes to a frame that parses to itself;
// - COBS round-trips any bytes and never emits 0x00.

@testable import AfterglowKit

@_cdecl("LLVMFuzzerTestOneInput")
public func boardFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let control = data[0]
    let rest = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let stream = control & 0x80 == 0 ? rest : framed(rest)
    let chunk = Int(control & 0x3F) + 1

    var whole = BoardDecoder(source: "fuzz", stuckThreshold: 4)
    let outWhole = whole.feed(stream)
    var split = BoardDecoder(source: "fuzz", stuckThreshold: 4)
    var outSplit: [BoardDecoder.Output] = []
    var i = 0
    while i < stream.count {
        outSplit += split.feed(stream[i..<min(stream.count, i + chunk)])
        i += chunk
    }
    precondition(outWhole == outSplit, "decoder output depends on how the stream is split (chunk \(chunk))")
    precondition(whole.stats == split.stats, "decoder statistics depend on the split")
    precondition(whole.stats.bytes == stream.count, "decoder counted \(whole.stats.bytes) of \(stream.count) bytes")
    precondition(whole.pendingByteCount <= whole.maxEncodedLength, "decoder buffers past its frame limit")

    for o in outWhole {
        let frame: BoardFrame? = switch o {
        case .hello(let h): .hello(h)
        case .sample(let s, _): .sample(s)
        case .status(let s): .status(s)
        case .pong(let n): .pong(nonce: n)
        case .ack(let a): .ack(a)
        case .command(let f): f
        default: nil
        }
        if let frame {
            guard case .success(let again) = BoardFrame.parse(raw: frame.rawBytes), again == frame else {
                preconditionFailure("frame \(frame) does not survive encode → parse")
            }
        }
    }

    let encoded = COBS.encode(rest)
    precondition(!encoded.contains(0), "COBS output contains the delimiter")
    precondition(COBS.decode(encoded) == rest, "COBS round trip changed the bytes")
    return 0
}

/// `[n][n bytes]…` → each record + its CRC-16, COBS-encoded and delimited; a record whose length
/// byte has bit 7 set is sent without its CRC (a torn frame between good ones).
func framed(_ bytes: [UInt8]) -> [UInt8] {
    var out: [UInt8] = [], i = 0
    while i < bytes.count {
        let n = Int(bytes[i] & 0x3F), keepCRC = bytes[i] & 0x80 == 0
        let body = Array(bytes[(i + 1)..<min(bytes.count, i + 1 + n)])
        i += 1 + n
        let crc = CRC16.ccittFalse(body)
        out += COBS.encode(keepCRC ? body + [UInt8(crc & 0xFF), UInt8(crc >> 8)] : body) + [0]
    }
    return out
}
