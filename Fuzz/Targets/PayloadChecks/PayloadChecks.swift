// The payload parser's contracts, shared by the parser target (PayloadParserFuzz: this alone, fast
// enough for the 10 M-input pass) and the pipeline target (PayloadFuzz: this, then the stores and
// layouts). Checked on every input: an accepted payload is at most 4096 bytes, its content state
// at most 4096 bytes, its JSON survives a compact round trip unchanged, and every rejection has a
// reason (also without the size limit).

@testable import AfterglowPayloads

/// Parses `bytes` and checks the parser's contracts; the accepted payload, or nil when rejected.
public func checkedPayload(_ bytes: [UInt8]) -> APNsPayload? {
    do {
        let payload = try PayloadParser.parse(bytes)
        precondition(bytes.count <= PayloadParser.maxPayloadBytes, "accepted a payload over the size limit")
        let again = try JSONParser.parse(payload.raw.compactJSON)
        precondition(again == payload.raw, "compact JSON round trip changed the payload")
        if let cs = payload.aps.liveActivity?.contentState {
            precondition(cs.compactByteCount <= PayloadParser.maxContentStateBytes, "accepted an oversized content-state")
        }
        return payload
    } catch let rejection as PayloadRejection {
        precondition(!rejection.errors.isEmpty, "a rejection without a reason")
        for e in rejection.errors { _ = e.description }
        _ = try? PayloadParser.parse(bytes, limit: nil)
        return nil
    } catch {
        preconditionFailure("unexpected error type \(error)")
    }
}
