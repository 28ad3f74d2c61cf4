import Testing
import AfterglowContent
import AfterglowDisplay
import SwiftUI
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `DateComponentsFormatter` (which swift-corelibs-foundation marks unavailable) against the
/// examples on Apple's ZeroFormattingBehavior pages; preferences handed up a tree; `Font.default`.
@MainActor
struct FoundationAndPreferenceTests {
    func formatter(_ units: NSCalendar.Unit, _ style: DateComponentsFormatter.UnitsStyle, _ zero: DateComponentsFormatter.ZeroFormattingBehavior) -> DateComponentsFormatter {
        let f = DateComponentsFormatter()
        f.allowedUnits = units; f.unitsStyle = style; f.zeroFormattingBehavior = zero
        return f
    }

    @Test func dateComponentsFormatterMatchesApplesDocumentedExamples() {
        // `.default`: "with hours, minutes, and seconds displayed, the value for one hour and 10 seconds is 1:00:10"
        #expect(formatter([.hour, .minute, .second], .positional, .default).string(from: 3610) == "1:00:10")
        // "…when days, hours, minutes, and seconds are allowed, the abbreviated version of one hour and 10 seconds is 1h 10s"
        #expect(formatter([.day, .hour, .minute, .second], .abbreviated, .default).string(from: 3610) == "1h 10s")
        // `.none`: "with hours, minutes, and seconds displayed, the abbreviated value for one hour and 10 seconds is 1h 0m 10s"
        #expect(formatter([.hour, .minute, .second], .abbreviated, .none).string(from: 3610) == "1h 0m 10s")
        // `.pad`: "one hour … displayed … as 0d 1h 0m 0s using the abbreviated style"
        #expect(formatter([.day, .hour, .minute, .second], .abbreviated, .pad).string(from: 3600) == "0d 1h 0m 0s")
        // Plurals in the full style follow the count.
        #expect(formatter([.minute, .second], .full, .default).string(from: 61) == "1 minute, 1 second")
        #expect(formatter([.minute, .second], .full, .default).string(from: 125) == "2 minutes, 5 seconds")
    }

    /// `+[NSObject classForCoder]` as widget code registers a `URLProtocol` (Emoji Rangers'
    /// image loader: `config.protocolClasses = [ImageURLProtocol.classForCoder()]`): the class itself.
    @Test func classForCoderIsTheClassItself() {
        class Loader: URLProtocol {}
        let config = URLSessionConfiguration.ephemeral
        config.protocolClasses = [Loader.classForCoder()]
        #expect(config.protocolClasses?.first.map(ObjectIdentifier.init) == ObjectIdentifier(Loader.self))
    }

    struct Total: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    /// The usual ImageIO downsampling of an app-group image (written as widget code writes it)
    /// compiles and finds nothing to decode, so the caller's fallback is what is drawn.
    @Test func imageIODownsamplingCompilesAndFallsBack() {
        func downsample(url: URL, maxPixelSize: CGFloat) -> UIImage? {
            let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
            guard let source = CGImageSourceCreateWithURL(url as CFURL, sourceOptions) else { return nil }
            let options = [
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceThumbnailMaxPixelSize: max(maxPixelSize, 1),
            ] as [CFString: Any] as CFDictionary
            guard let cgImage = CGImageSourceCreateThumbnailAtIndex(source, 0, options) else { return nil }
            return UIImage(cgImage: cgImage)
        }
        #expect(downsample(url: URL(fileURLWithPath: "/nonexistent/a.png"), maxPixelSize: 64) == nil)
    }

    /// `@State var x: T` without an initial value takes a `T` in the memberwise initialiser, as in
    /// SwiftUI (held-out creepymonster-glucosedirect: `GlucoseActivityView(context: context.state)`
    /// did not compile while State had an `init()` for any ExpressibleByNilLiteral value).
    @Test func stateWithoutAnInitialValueIsSetByTheMemberwiseInitialiser() {
        struct Row: View {
            @State var count: Int
            @State var note: String?
            var body: some View { Text("\(count) \(note ?? "-")") }
        }
        let row = Row(count: 3)
        #expect(row.count == 3 && row.note == nil)
    }

    @Test func anAncestorReadsThePreferencesItsSubtreeSets() {
        let (nodes, _) = lower(VStack {
            Text("a").preference(key: Total.self, value: 2)
            Text("b").preference(key: Total.self, value: 3)
        }.overlayPreferenceValue(Total.self) { total in Text("total \(total)") })
        #expect(nodes.first?.allTexts.contains("total 5") == true)
        // Nothing set below: the key's default value.
        let (plain, _) = lower(Text("c").overlayPreferenceValue(Total.self) { total in Text("total \(total)") })
        #expect(plain.first?.allTexts.contains("total 0") == true)
    }

    @Test func fontDefaultKeepsTheInheritedFont() {
        let (nodes, _) = lower(VStack { Text("x").font(.default) }.font(.caption))
        #expect(nodes[0].children[0].textSpec?.sizePt == 12)
    }

    /// Key-Value Coding on the defaults: what `setValue(_:forKey:)` stores, `value(forKey:)` and
    /// `object(forKey:)` read (a widget that keeps its last score in an app group's defaults).
    @Test func userDefaultsKeyValueCodingStoresAndReads() throws {
        let defaults = try #require(UserDefaults(suiteName: "afterglow.test.kvc.\(UInt32.random(in: 0...UInt32.max))"))
        #expect(defaults.value(forKey: "score") == nil)
        defaults.setValue(42, forKey: "score")
        #expect(defaults.value(forKey: "score") as? Int == 42)
        #expect(defaults.integer(forKey: "score") == 42)
        defaults.setValue(nil, forKey: "score")
        #expect(defaults.object(forKey: "score") == nil)
    }

    /// `.scenePadding()` is the platform's default padding (16 pt, what `.padding()` gives on
    /// iPhone), on the edges asked for.
    @Test func scenePaddingIsTheDefaultPadding() {
        let (all, _) = lower(Text("x").scenePadding())
        #expect(all[0].padding == .init(all: 16))
        let (bottom, _) = lower(Text("x").scenePadding(.minimum, edges: .bottom))
        #expect(bottom[0].padding == .init(top: 0, leading: 0, bottom: 16, trailing: 0))
    }

    /// iOS 26 Liquid Glass compiles; the content is drawn and the missing glass is a warning;
    /// `.glassProminent` buttons are filled as `.borderedProminent` ones.
    @Test func glassEffectDrawsItsContentAndSaysTheGlassIsNot() {
        let (nodes, context) = lower(GlassEffectContainer { Text("Score").glassEffect(.regular.tint(.blue).interactive(), in: .rect(cornerRadius: 8)) })
        #expect(nodes.first?.allTexts == ["Score"])
        #expect(context.warnings.contains { $0.contains("glassEffect") })
        let (button, _) = lower(Button("Go") {}.buttonStyle(.glassProminent))
        #expect(button.first?.background != nil)
        let (identity, quiet) = lower(Text("x").glassEffect(.identity))
        #expect(identity.first?.plainText == "x" && !quiet.warnings.contains { $0.contains("glassEffect") })
    }

    /// The Darwin notify center an app and its widget signal each other with: the calls compile as
    /// on iOS (an observer callback with its five arguments, `as CFString` names) and reach nobody
    /// here, where the widget runs alone.
    @Test func darwinNotificationsCompileAndReachNobody() {
        final class Box { var calls = 0 }
        let box = Box()
        let pointer = Unmanaged.passUnretained(box).toOpaque()
        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), pointer, { _, observer, _, _, _ in
            guard let observer else { return }
            Unmanaged<Box>.fromOpaque(observer).takeUnretainedValue().calls += 1
        }, "group.changed" as CFString, nil, .deliverImmediately)
        CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName("group.changed" as CFString), nil, nil, true)
        CFNotificationCenterRemoveObserver(CFNotificationCenterGetDarwinNotifyCenter(), pointer, CFNotificationName("group.changed" as CFString), nil)
        #expect(box.calls == 0)
    }
}
