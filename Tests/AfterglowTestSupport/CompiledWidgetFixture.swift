import Foundation

/// A small Live Activity for the compiled path's tests (AfterglowSwiftUITests, AfterglowAppTests):
/// written to the same place by every suite, so the test run's builds of it are one compile (the
/// builder's cache and its lock make the others cache hits; a later run with the same layer, none).
public enum CompiledWidgetFixture {
    public static let source = """
    import ActivityKit
    import SwiftUI
    import WidgetKit
    import PizzaCore

    struct PizzaAttributes: ActivityAttributes {
        public struct ContentState: Codable, Hashable {
            var status: String
            var minutes: Int
            var topping: Topping?
        }
        var name: String
    }

    func minutesLabel(_ m: Int) -> String {
        if m == 99 { fatalError("the oven exploded") }
        if m == 98 { var i = 0; while i >= 0 { i = (i + 1) % 7 } }
        return String(format: "%d:%02d", m / 60, m % 60)
    }

    #if os(iOS)
    struct PizzaLiveActivity: Widget {
        var body: some WidgetConfiguration {
            ActivityConfiguration(for: PizzaAttributes.self) { context in
                VStack {
                    Text(context.attributes.name)
                    Text("\\(context.state.status)")
                    Text(minutesLabel(context.state.minutes))
                }
            } dynamicIsland: { context in
                DynamicIsland {
                    DynamicIslandExpandedRegion(.leading) { Text(context.attributes.name) }
                } compactLeading: {
                    Text("\\(context.state.minutes)")
                } compactTrailing: {
                    Text("min")
                } minimal: {
                    Text("\\(context.state.minutes)")
                }
            }
        }
    }
    #else
    struct PizzaLiveActivity: Widget {
        var body: some WidgetConfiguration { fatalError("not iOS") }
    }
    #endif
    """

    /// `XDG_CACHE_HOME` for an `afterglow` run that should find the same cache (`…/afterglow/widgets`).
    public static var xdgCacheHome: String { root + "/xdg" }

    /// One place per user for every test run: the cache is keyed by the sources and the layer, so
    /// a run after one that built the same layer compiles nothing, and nothing piles up in /tmp.
    static var root: String { NSTemporaryDirectory() + "afterglow-compiled-tests-\(getuid())" }

    /// Writes the source (once per process) and returns its directory and the run's cache root.
    public static func prepare() -> (directory: String, cacheRoot: String) {
        let dir = root + "/src", file = dir + "/PizzaLiveActivity.swift"
        lock.lock(); defer { lock.unlock() }
        if (try? String(contentsOfFile: file, encoding: .utf8)) != source {
            try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
            try? source.write(toFile: file, atomically: true, encoding: .utf8)
        }
        return (dir, xdgCacheHome + "/afterglow/widgets")
    }

    private static let lock = NSLock()
}
