import AfterglowKit
import AfterglowTestSupport
import Testing

/// The host decoder against the vectors the firmware's C encoder wrote (Firmware/test-vectors).
@Suite struct BoardProtocolVectorTests {
    @Test func crcCheckValueMatchesFirmwareAndSpec() throws {
        let v = try #require(BoardVectors.json("cobs.json") as? [String: Any])
        let crc = try #require(v["crc16"] as? [String: Any])
        #expect(crc["check"] as? Int == 0x29B1)
        #expect(CRC16.ccittFalse(Array("123456789".utf8)) == 0x29B1)
    }

    @Test func cobsEncodesAndDecodesLikeTheFirmware() throws {
        let v = try #require(BoardVectors.json("cobs.json") as? [String: Any])
        let cases = try #require(v["cobs"] as? [[String: String]])
        #expect(cases.count == 6)
        for c in cases {
            let decoded = BoardVectors.hex(c["decoded"]!), encoded = BoardVectors.hex(c["encoded"]!)
            #expect(COBS.encode(decoded) == encoded)
            #expect(COBS.decode(encoded) == decoded)
            #expect(!encoded.contains(0))
        }
    }

    @Test func everyFrameTypeDecodesAndReencodesByteForByte() throws {
        let list = try #require(BoardVectors.json("frames.json") as? [[String: Any]])
        #expect(list.count == BoardFrame.Kind.allCases.count)
        for v in list {
            let name = v["name"] as! String
            let wire = try BoardVectors.data(v["file"] as! String)
            #expect(wire == BoardVectors.hex(v["wire"] as! String), "\(name): .bin and .json agree")
            let expected = try BoardVectors.frame(v["fields"] as! [String: Any])
            var d = BoardDecoder()
            let frames = d.feed(wire).compactMap(\.frame)
            #expect(frames == [expected], "\(name) decodes to its fields")
            #expect(d.stats.badFrames == 0 && d.stats.frames == 1)
            #expect(expected.rawBytes == BoardVectors.hex(v["raw"] as! String), "\(name) raw bytes")
            #expect(expected.wireBytes == wire, "\(name) encodes to the firmware's bytes")
        }
    }

    @Test(arguments: [0, 1, 7, 64])
    func cleanStreamKeepsEveryFrameWhateverTheChunking(maxChunk: Int) throws {
        let bytes = try BoardVectors.data("stream-clean.bin")
        let v = try #require(BoardVectors.json("stream-clean.json") as? [String: Any])
        let counts = try #require(v["counts"] as? [String: Int])
        let expected = try (v["frames"] as! [[String: Any]]).map(BoardVectors.frame)
        var d = BoardDecoder()
        let chunks = maxChunk == 0 ? [bytes] : chunked(bytes, seed: UInt64(maxChunk), max: maxChunk)
        let outputs = chunks.flatMap { d.feed($0) }
        #expect(outputs.compactMap(\.frame) == expected)
        #expect(d.stats.frames == counts["frames"])
        #expect(d.stats.badFrames == 0 && d.stats.gaps == 0 && d.stats.leadingBytes == 0 && d.pendingByteCount == 0)
        let imu = outputs.compactMap { if case .sample(_, let s?) = $0 { s } else { nil } }
        #expect(imu.count == 300)
        // The board's µs clock wraps past 2^32 half a second in; the host timeline does not.
        #expect(imu.first?.timestamp.nanoseconds == Int64(v["first_unwrapped_us"] as! Int) * 1000)
        #expect(imu.last?.timestamp.nanoseconds == Int64(v["last_unwrapped_us"] as! Int) * 1000)
        #expect(zip(imu, imu.dropFirst()).allSatisfy { $1.timestamp.nanoseconds - $0.timestamp.nanoseconds == 5_000_000 })
    }

    @Test(arguments: [0, 1, 3, 29])
    func corruptStreamKeepsEveryGoodFrameAndCountsTheRest(maxChunk: Int) throws {
        let bytes = try BoardVectors.data("stream-corrupt.bin")
        let v = try #require(BoardVectors.json("stream-corrupt.json") as? [String: Any])
        let counts = try #require(v["counts"] as? [String: Int])
        let expected = try (v["frames"] as! [[String: Any]]).map(BoardVectors.frame)
        var d = BoardDecoder()
        let chunks = maxChunk == 0 ? [bytes] : chunked(bytes, seed: 99, max: maxChunk)
        let outputs = chunks.flatMap { d.feed($0) }
        #expect(outputs.compactMap(\.frame) == expected, "every good frame kept, in order")
        let s = d.stats
        #expect(s.frames == counts["frames"])
        #expect(s.badCRC == counts["bad_crc"])
        #expect(s.malformed == counts["malformed"])
        #expect(s.short == counts["short"])
        #expect(s.badLength == counts["bad_length"])
        #expect(s.unknownType == counts["unknown_type"])
        #expect(s.badMagic == counts["bad_magic"])
        #expect(s.oversize == counts["oversize"])
        #expect(s.gaps == v["gaps"] as? Int)
        #expect(s.missingSamples == v["missing_samples"] as? Int)
        #expect(s.stuckRuns == v["stuck_runs"] as? Int)
        #expect(s.sequenceResets == v["sequence_resets"] as? Int)
        #expect(s.leadingBytes == v["leading_bytes"] as? Int)
        #expect(d.pendingByteCount == v["pending_bytes"] as? Int)
        #expect(s.clockResets == 1, "the board reset restarts its clock")
        let badOutputs = outputs.filter { if case .badFrame = $0 { true } else { false } }
        #expect(badOutputs.count == s.badFrames)
        let imu = outputs.compactMap { if case .sample(_, let s?) = $0 { s } else { nil } }
        #expect(zip(imu, imu.dropFirst()).allSatisfy { $0.timestamp < $1.timestamp }, "host time never goes backwards")
    }

    @Test func badFramesNameTheirByteOffset() throws {
        let bytes = try BoardVectors.data("stream-corrupt.bin")
        var d = BoardDecoder()
        for case .badFrame(let fault, let offset, let length) in d.feed(bytes) {
            // The chunk at that offset is exactly the rejected bytes, followed by the delimiter;
            // an oversize chunk is reported when it crosses the limit, before its delimiter.
            if fault == .oversize {
                #expect(length == BoardFrame.maxEncodedLength + 1)
            } else {
                #expect(offset + length < bytes.count && bytes[offset + length] == 0, "\(fault) at \(offset)")
            }
            #expect(!bytes[offset..<(offset + length)].contains(0))
        }
    }
}
