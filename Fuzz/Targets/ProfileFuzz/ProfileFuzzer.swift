// libFuzzer target for the device profile parser (`ProfileParser.parse`, the JSON files in
// Devices/), and — for what it accepts — the presentation geometry and the Lock Screen and
// Always On scenes composed for that device.
//
// Contracts checked on every input: an error names the file, and a field unless the whole file
// is wrong; an accepted profile keeps its validated ranges; every presentation frame of an
// accepted profile is finite and has a non-negative size.

@testable import AfterglowKit
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func profileFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(UnsafeBufferPointer(start: data, count: size))
    let profile: DeviceProfile
    do {
        profile = try ProfileParser.parse(data: bytes, file: "fuzz.json")
    } catch {
        precondition(error.file == "fuzz.json" && !error.message.isEmpty, "an error without its file or message: \(error)")
        return 0
    }
    let s = profile.screen
    precondition(ProfileParser.screenSidePt.contains(s.widthPt) && ProfileParser.screenSidePt.contains(s.heightPt) && (1...4).contains(s.scale),
                 "accepted a screen outside its ranges: \(s)")
    precondition(profile.refresh.minHz <= profile.refresh.maxHz, "accepted minHz > maxHz")
    let geometry = PresentationGeometry(device: profile)
    for f in geometry.allFrames() {
        let r = f.frame
        precondition([r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) && r.width >= 0 && r.height >= 0,
                     "presentation \(f) has a degenerate frame")
    }
    let composer = SceneComposer()
    for alwaysOn in [0.0, 1.0] {
        let list = composer.compose(SceneState(device: profile, surface: profile.kind == .watch ? .watchFace : .lockScreen, appearance: .dark, alwaysOn: alwaysOn))
        precondition(list.items.allSatisfy { $0.bounds.width.isFinite && $0.bounds.height.isFinite }, "a scene item with non-finite bounds")
    }
    return 0
}
