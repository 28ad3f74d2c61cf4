// libFuzzer target for the scenario parser (`ScenarioParser.parse`, the JSON timelines under
// Examples/scenarios). The input is parsed as if it were Examples/scenarios/fuzz.json, so a
// "push" step can name the real payload files there. Run from the repository root.
//
// Contracts checked on every input: an error names the file and says what is wrong; an accepted
// scenario has at most `maxEvents` events, in time order, none before 0 or after its duration,
// and every pushed payload file exists.

@testable import AfterglowKit
import Foundation

let scenarioFile = FileManager.default.currentDirectoryPath + "/Examples/scenarios/fuzz.json"

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let scenario: Scenario
    do {
        scenario = try ScenarioParser.parse(data: bytes, file: scenarioFile)
    } catch let error as ScenarioError {
        precondition(error.file == scenarioFile && !error.message.isEmpty, "an error without its file or message: \(error)")
        precondition(error.description.hasPrefix(scenarioFile), "an error's description does not start with the file")
        return 0
    } catch {
        preconditionFailure("unexpected error type \(type(of: error)): \(error)")
    }
    precondition(scenario.events.count <= ScenarioParser.maxEvents, "\(scenario.events.count) events, over the limit")
    var last = Timestamp.zero
    for (at, event) in scenario.events {
        precondition(at >= last, "events out of time order at \(at)")
        precondition(at.seconds <= scenario.duration.seconds + 1e-6, "an event at \(at.seconds) s after the duration \(scenario.duration.seconds) s")
        if case .payload(let path, let priority) = event {
            precondition(FileManager.default.fileExists(atPath: path), "accepted a push of a missing file \(path)")
            precondition(priority == 5 || priority == 10, "accepted APNs priority \(priority)")
        }
        last = at
    }
    return 0
}
