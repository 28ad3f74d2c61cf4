// libFuzzer target for the content pipeline: the APNs payload parser (and the JSON parser
// under it) with its contracts (PayloadChecks), then — for what it accepts — the activity and
// notification stores and the layout of every example template in every presentation of a phone
// and a watch (about 120 layouts per accepted Live Activity, so ~7× slower than the parser alone:
// PayloadParserFuzz is the one the 10 M-input pass runs). Built by scripts/lib/fuzz.sh. Run it
// from the repository root (it reads Examples/ and Devices/). Layout issues are reported, never fatal.

@testable import AfterglowContent
import AfterglowDevices
import AfterglowKit
import AfterglowPayloads
import PayloadChecks
import AfterglowTime
import Foundation

struct FuzzWorld: @unchecked Sendable {
    let templates: [ActivityTemplate]
    let devices: [DeviceProfile]

    static let shared: FuzzWorld = {
        let root = FileManager.default.currentDirectoryPath
        var templates: [ActivityTemplate] = []
        for name in ["food-delivery", "sports-score", "workout"] {
            do { templates.append(try TemplateParser.parse(contentsOf: "\(root)/Examples/activities/\(name)/template.json")) } catch {
                fatalError("fuzz: cannot load the example template \(name): \(error) (run from the repository root)")
            }
        }
        let catalog = DeviceCatalog.load(directory: root + "/Devices")
        let devices = [catalog.profile(named: "iphone-16-pro") ?? catalog.profiles.first { $0.dynamicIsland != nil },
                       catalog.profiles.first { $0.kind == .watch }].compactMap { $0 }
        guard devices.count == 2 else { fatalError("fuzz: Devices/ needs a phone with the island and a watch") }
        return FuzzWorld(templates: templates, devices: devices)
    }()
}

/// Loads the templates and devices once, before any input, so their memory is not counted
/// against an input.
@_cdecl("LLVMFuzzerInitialize")
public func payloadFuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    _ = FuzzWorld.shared
    return 0
}

@_cdecl("LLVMFuzzerTestOneInput")
public func payloadFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    if let payload = checkedPayload(Array(UnsafeBufferPointer(start: data, count: size))) { exercise(payload) }
    return 0
}

/// Feeds an accepted payload through the stores and lays the result out everywhere.
func exercise(_ payload: APNsPayload) {
    let world = FuzzWorld.shared
    let clock = VirtualClock()
    let anchor = WallClockAnchor(unixSecondsAtZero: payload.aps.liveActivity?.timestamp ?? 0)
    if payload.isLiveActivity {
        let store = ActivityStore(clock: clock, anchor: anchor)
        // Give an update or end something to apply to: a preview activity of each example type.
        for t in world.templates {
            let p = t.previewActivity(anchor: anchor)
            store.apply(LiveActivityPush(event: .start, timestamp: 0, contentState: p.contentState, attributesType: t.activityType,
                                         attributes: p.attributes, staleDate: nil, dismissalDate: nil, relevanceScore: nil, alert: nil))
        }
        let outcome = store.apply(payload)
        let touched: String? = switch outcome {
        case .started(let id), .updated(let id), .ended(let id), .ignoredOutOfOrder(let id): id
        case .rejected(let id, _): id
        }
        // Lay out what the payload touched, while active and once the time rules have run.
        for step: Double in [0, 9 * 3600] {
            clock.advance(to: Timestamp(seconds: step))
            _ = store.dynamicIsland
            _ = store.nextDeadline()
            for a in store.lockScreen where a.id == touched { layoutEverywhere(a, at: clock.now, world) }
        }
        _ = store.drainEvents()
    } else {
        let store = NotificationStore(clock: clock)
        let n = store.deliver(payload)
        for context in NotificationContext.allCases {
            for previews in PreviewSetting.allCases { _ = NotificationPresenter.view(n, context: context, previews: previews) }
        }
        _ = store.groups
        _ = store.drainEvents()
    }
}

func layoutEverywhere(_ a: LiveActivity, at now: Timestamp, _ world: FuzzWorld) {
    let measurer = ApproximateTextMeasurer()
    // The activity's own template, or every example for a type no template knows.
    let own = world.templates.filter { $0.activityType == a.attributesType }
    for t in own.isEmpty ? world.templates : own {
        var activity = a
        activity.attributesType = t.activityType
        for device in world.devices {
            let geo = PresentationGeometry(device: device)
            for p in Presentation.allCases {
                guard let f = ActivityLayout.frame(p, geometry: geo, template: t, activity: activity, now: now, measurer: measurer) else { continue }
                let r = ActivityLayout.items(template: t, activity: activity, frame: f, appearance: .dark, now: now, measurer: measurer)
                _ = ActivityLayout.redactingSensitive(r.items)
                for issue in r.issues { _ = issue.description }
            }
        }
    }
}
