import AfterglowApp
import AfterglowDisplay
import ArgumentParser
import Foundation

extension MotionClip: ExpressibleByArgument {}

/// What `screenshot --sequence` writes.
enum SequenceFormat: String, ExpressibleByArgument, CaseIterable { case apng, mp4 }

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
        let format = format ?? (output.lowercased().hasSuffix(".mp4") ? .mp4 : .apng)
        do {
            func size(_ r: PixelRect?) -> String { r.map { " cropped to \($0.width)x\($0.height) px at (\($0.x), \($0.y))" } ?? "" }
            switch format {
            case .apng:
                let w = try MotionAPNG.write(clip, device: profile, examples: examples, options: options, crop: crop, downsample: downsample, to: output)
                for p in w.problems { printError("warning: \(p)") }
                print("\(output): \(clip.rawValue) (\(clip.summary)) on \(profile.id), \(w.frames) frames, \(String(format: "%.3f", w.durationS)) s\(size(w.region))")
            case .mp4:
                let w = try MotionVideo.write(clip, device: profile, examples: examples, options: options, crop: crop, downsample: downsample, to: output)
                for p in w.problems { printError("warning: \(p)") }
                print("\(output): \(clip.rawValue) (\(clip.summary)) on \(profile.id), MP4 (H.264), \(w.presentedFrames) presented frames as \(w.frames) at \(w.fps) fps, \(String(format: "%.3f", w.durationS)) s\(size(w.region))")
            }
        } catch let e as MotionRecording.Failure { throw failure(e, 2) }
    }
}
