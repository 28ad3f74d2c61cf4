import Foundation
import Testing
@testable import AfterglowControl

/// The request parser's answer must not depend on how the bytes arrive; the fuzzer found that a
/// head of exactly the limit was refused when read one byte at a time and accepted in one read.
@Suite struct HTTPRequestParserTests {
    let limits = HTTPLimits(maxHeaderBytes: 64, maxBodyBytes: 16)

    /// A request whose head (without its CRLFCRLF) is exactly `length` bytes.
    func request(headLength length: Int) -> Data {
        let start = "GET /v1/state HTTP/1.1\r\nx-pad: "
        return Data((start + String(repeating: "a", count: length - start.utf8.count) + "\r\n\r\n").utf8)
    }

    func byteByByte(_ bytes: Data) -> HTTPRequestParser.Outcome {
        var p = HTTPRequestParser(limits: limits)
        var last = HTTPRequestParser.Outcome.needMore
        for b in bytes {
            last = p.feed(Data([b]))
            if last != .needMore { break }
        }
        return last
    }

    @Test func aHeadOfExactlyTheLimitIsAcceptedWhateverTheReadSize() {
        let bytes = request(headLength: 64)
        guard case .complete(let r) = HTTPRequestParser.parse(bytes, limits: limits) else { Issue.record("one read refused it"); return }
        #expect(r.headers["x-pad"]?.count == 64 - "GET /v1/state HTTP/1.1\r\nx-pad: ".utf8.count)
        #expect(byteByByte(bytes) == HTTPRequestParser.parse(bytes, limits: limits))
    }

    @Test func aHeadOneByteOverTheLimitIsRefusedWhateverTheReadSize() {
        let bytes = request(headLength: 65)
        guard case .failure(let status, _) = HTTPRequestParser.parse(bytes, limits: limits) else { Issue.record("accepted"); return }
        #expect(status == 431)
        #expect(byteByByte(bytes) == HTTPRequestParser.parse(bytes, limits: limits))
    }

    @Test func anEndlessHeadIsRefusedOnceNoTerminatorCanFitTheLimit() {
        var p = HTTPRequestParser(limits: limits)
        #expect(p.feed(Data(repeating: 0x61, count: 67)) == .needMore)
        guard case .failure(431, _) = p.feed(Data([0x61])) else { Issue.record("68 bytes without CRLFCRLF not refused"); return }
    }

    @Test func aTerminatorSplitAcrossReadsIsFound() {
        var p = HTTPRequestParser(limits: limits)
        #expect(p.feed(Data("GET / HTTP/1.1\r\nhost: x\r".utf8)) == .needMore)
        #expect(p.feed(Data("\n\r".utf8)) == .needMore)
        guard case .complete(let r) = p.feed(Data("\n".utf8)) else { Issue.record("not complete"); return }
        #expect(r.path == "/" && r.headers["host"] == "x")
    }
}
