// libFuzzer target for the control API's incremental HTTP/1.1 request parser
// (`HTTPRequestParser`, docs/CONTROL_API.md). Small limits (512-byte head, 1 KiB body) so the
// fuzzer reaches them.
//
// The first input byte sets the read size; the rest is the bytes a client sends. Contracts
// checked on every input: the answer does not depend on how the bytes arrive (all at once or in
// reads of 1…64 bytes, stopping at the first answer, as the server does); a refusal is a 4xx or
// 505 with a reason; an accepted request has a method, a path starting with "/", lower-case
// header names and a body within the limit.

import AfterglowControl
import Foundation

let limits = HTTPLimits(maxHeaderBytes: 512, maxBodyBytes: 1024)

@_cdecl("LLVMFuzzerTestOneInput")
public func httpRequestFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let chunk = Int(data[0] & 0x3F) + 1
    let bytes = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))

    var whole = HTTPRequestParser(limits: limits)
    let once = whole.feed(bytes)

    var split = HTTPRequestParser(limits: limits)
    var inPieces = HTTPRequestParser.Outcome.needMore
    var i = 0
    repeat {
        inPieces = split.feed(bytes.subdata(in: i..<min(bytes.count, i + chunk)))
        i += chunk
    } while i < bytes.count && inPieces == .needMore
    precondition(once == inPieces, "the answer depends on the read size \(chunk): \(once) vs \(inPieces)")

    switch once {
    case .needMore: break
    case .failure(let status, let reason):
        precondition((400...499).contains(status) || status == 505, "refused with status \(status)")
        precondition(!reason.isEmpty, "a refusal without a reason")
    case .complete(let r):
        precondition(!r.method.isEmpty && r.path.hasPrefix("/"), "accepted a request without a method or path: \(r.method) \(r.path)")
        precondition(r.body.count <= limits.maxBodyBytes, "accepted a \(r.body.count)-byte body")
        precondition(r.headers.keys.allSatisfy { $0 == $0.lowercased() }, "a header name not lower-cased")
    }
    return 0
}
