import AfterglowApp
import ArgumentParser
import Foundation

extension MotionClip: ExpressibleByArgument {}

extension Screenshot {
    /// `screenshot --sequence CLIP`: the logic is the application's (`MotionAPNG`); this prints.
    func recordSequence(_ clip: MotionClip) throws {
        guard payloads.isEmpty, templates.isEmpty, widgets.isEmpty, presentation == nil, !alwaysOn, alwaysOnLevel == nil else {
            throw ValidationError("--sequence replays the example activities: it takes --device, --appearance, --crop, --reduce-motion, --downsample and -o only")
        }
        let catalog = try deviceOptions.loadCatalog()
        let profile = try deviceOptions.profile(device ?? "iphone-16-pro", in: catalog)
        let examples = try deviceOptions.examplesDirectory()
        let options = MotionRecording.Options(reduceMotion: reduceMotion, appearance: appearance)
        do {
            let w = try MotionAPNG.write(clip, device: profile, examples: examples, options: options, crop: crop, downsample: downsample, to: output)
            for p in w.problems { printError("warning: \(p)") }
            let size = w.region.map { " cropped to \($0.width)x\($0.height) px at (\($0.x), \($0.y))" } ?? ""
            print("\(output): \(clip.rawValue) (\(clip.summary)) on \(profile.id), \(w.frames) frames, \(String(format: "%.3f", w.durationS)) s\(size)")
        } catch let e as MotionRecording.Failure { throw failure(e, 2) }
    }
}
