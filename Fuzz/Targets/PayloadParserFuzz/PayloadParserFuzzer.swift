// libFuzzer target for the APNs payload parser alone (and the JSON parser under it): the contracts
// in PayloadChecks on every input, without the stores and layouts PayloadFuzz adds. The long pass
// (scripts/fuzz-long.sh) runs this one to 10 M inputs; see PayloadFuzz for the whole pipeline.

import PayloadChecks

@_cdecl("LLVMFuzzerTestOneInput")
public func payloadParserFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    _ = checkedPayload(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
