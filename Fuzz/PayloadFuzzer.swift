// libFuzzer target for the APNs payload parser (and the JSON parser under it).
// Built by scripts/test.d/fuzz.sh with `swiftc -sanitize=fuzzer,address` together with the
// parser's own source files, so it needs nothing from SwiftPM.
//
// Beyond "no crash", it checks the parser's contract on every accepted input:
// an accepted payload is at most 4096 bytes and its JSON survives a compact round trip unchanged.

@_cdecl("LLVMFuzzerTestOneInput")
public func payloadFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let payload = try PayloadParser.parse(bytes)
        precondition(bytes.count <= PayloadParser.maxPayloadBytes, "accepted a payload over the size limit")
        let again = try JSONParser.parse(payload.raw.compactJSON)
        precondition(again == payload.raw, "compact JSON round trip changed the payload")
        if let cs = payload.aps.liveActivity?.contentState {
            precondition(cs.compactByteCount <= PayloadParser.maxContentStateBytes, "accepted an oversized content-state")
        }
    } catch let rejection as PayloadRejection {
        precondition(!rejection.errors.isEmpty, "a rejection without a reason")
        for e in rejection.errors { _ = e.description }
    } catch {
        preconditionFailure("unexpected error type \(error)")
    }
    // The unlimited path (payloads that do not travel through APNs) must hold up too.
    _ = try? PayloadParser.parse(bytes, limit: nil)
    return 0
}
