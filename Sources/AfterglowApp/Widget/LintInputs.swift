import AfterglowContent
import AfterglowDevices
import AfterglowRender
import AfterglowLint
import AfterglowPayloads
import Foundation

/// What `afterglow lint` checks: the templates (a template file, or every activity imported from
/// SwiftUI source) and the states to check them in (the preview's, a payload's or a sequence's).
public enum LintInputs {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        /// 2 for input the command cannot read; 1 for sources that import nothing.
        public var exitCode: Int32
    }

    public static func templates(_ path: String, warn: (String) -> Void) throws -> [ActivityTemplate] {
        var isDir: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDir)
        let isSource = path.hasSuffix(".swift") || (exists && isDir.boolValue && !FileManager.default.fileExists(atPath: path + "/template.json"))
        guard isSource else {
            do { return [try TemplateParser.parse(contentsOf: isDir.boolValue ? path + "/template.json" : path)] } catch {
                throw Failure(description: "\(error)", exitCode: 2)
            }
        }
        let sources: WidgetSources
        do { sources = try WidgetSources.load([path]) } catch { throw Failure(description: "\(error)", exitCode: 1) }
        for d in sources.result.allDiagnostics { warn(d.description) }
        return sources.templates
    }

    public static func samples(for t: ActivityTemplate, payload: String?, warn: (String) -> Void) throws -> [TemplateLinter.Sample] {
        guard let payload else { return LintSamples.preview(t) }
        let samples: [TemplateLinter.Sample]
        do {
            if payload.hasSuffix(".json") {
                let seq = try PayloadSequence.load(contentsOf: payload)
                for step in seq.steps { for w in step.payload.warnings { warn("\(step.file): warning: \(w)") } }
                samples = LintSamples.sequence(seq, template: t)
            } else {
                let p = try PayloadParser.parse(contentsOf: payload)
                for w in p.warnings { warn("\(payload): warning: \(w)") }
                samples = LintSamples.payload(p, template: t)
            }
        } catch {
            throw Failure(description: "\(error)", exitCode: 2)
        }
        if samples.isEmpty { throw Failure(description: "\(payload) holds no Live Activity state for \(t.activityType)", exitCode: 2) }
        return samples
    }

    /// Lints `t` in those states on those devices and prints the findings (as JSON, or one line
    /// each and a count); returns how many are errors. Text is measured with Pango by default,
    /// exactly as the renderer draws it.
    public static func lint(_ t: ActivityTemplate, named path: String, samples: [TemplateLinter.Sample], devices: [DeviceProfile],
                            approximateText: Bool, json: Bool) throws -> Int {
        let measurer: any TextMeasurer = approximateText ? ApproximateTextMeasurer() : PangoTextMeasurer()
        let findings = TemplateLinter(template: t, measurer: measurer, symbols: SymbolMap.bundled.catalog).lint(samples: samples, devices: devices)
        let errors = findings.filter { $0.severity == .error }.count
        if json {
            print(try jsonString(findings))
        } else {
            for f in findings { print("\(path)\(path.hasSuffix(".json") ? "" : " (\(t.activityType))"): \(f)") }
            print("\(errors) error(s), \(findings.count - errors) warning(s) on \(devices.count) device(s), \(samples.count) state(s)")
        }
        return errors
    }
}
