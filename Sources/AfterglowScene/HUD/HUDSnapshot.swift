/// What the HUD beside the window's screen shows, as plain data (docs/WINDOW.md › HUD).
/// The window fills it from the emulator each frame; `HUDLayout` turns it into a display list, so
/// the same HUD appears in the window, in screenshots and in tests.
public struct HUDSnapshot: Hashable, Sendable {
    public var deviceName: String
    public var displayState: String
    public var cause: String
    public var refreshHz: Double
    public var luminanceNits: Double
    public var panelMilliwatts: Double
    /// Recent panel power samples, oldest first (the sparkline).
    public var powerHistory: [Double]
    /// Recent frame costs in ms, oldest first, with whether each was a hitch.
    public var frameCosts: [FrameCostSample]
    /// The budget of the current refresh (8.33 ms at 120 Hz).
    public var budgetMs: Double
    public var sensorSource: String
    public var lastGesture: String?
    /// Settings that are on, e.g. ["dark", "Reduce Motion"].
    public var flags: [String]
    /// What drives the state ("emulator (<scene>)"): always shown.
    public var engine: String
    public var recording: Bool
    /// `run --widget`: the watched SwiftUI sources (nil when not watching).
    public var sources: SourceStatus?

    /// The state of watched sources: a one-line summary, and the first error while the last good
    /// version stays on screen.
    public struct SourceStatus: Hashable, Sendable {
        public var summary: String
        /// `File.swift:12:5: expected '}' to end struct`.
        public var error: String?
        public init(summary: String, error: String? = nil) { self.summary = summary; self.error = error }
    }

    public init(deviceName: String, displayState: String, cause: String, refreshHz: Double, luminanceNits: Double,
                panelMilliwatts: Double, powerHistory: [Double] = [], frameCosts: [FrameCostSample] = [], budgetMs: Double,
                sensorSource: String, lastGesture: String? = nil, flags: [String] = [], engine: String, recording: Bool = false,
                sources: SourceStatus? = nil) {
        self.deviceName = deviceName; self.displayState = displayState; self.cause = cause; self.refreshHz = refreshHz
        self.luminanceNits = luminanceNits; self.panelMilliwatts = panelMilliwatts; self.powerHistory = powerHistory
        self.frameCosts = frameCosts; self.budgetMs = budgetMs; self.sensorSource = sensorSource
        self.lastGesture = lastGesture; self.flags = flags; self.engine = engine; self.recording = recording
        self.sources = sources
    }
}

public struct FrameCostSample: Hashable, Sendable {
    public var costMs: Double
    public var hitch: Bool
    /// The budget of the refresh the frame was made for (0: use the snapshot's current budget).
    public var budgetMs: Double
    /// Whether the frame's work overran that budget, as the emulator's `FrameStats` counted it
    /// (front ends read this rather than compare again).
    public var missedBudget: Bool
    public init(costMs: Double, hitch: Bool, budgetMs: Double = 0, missedBudget: Bool = false) {
        self.costMs = costMs; self.hitch = hitch; self.budgetMs = budgetMs; self.missedBudget = missedBudget
    }
}

/// A fixed-size ring of the most recent values, oldest first when read.
public struct RecentValues<Element: Hashable & Sendable>: Hashable, Sendable {
    public let capacity: Int
    private var storage: [Element] = []
    private var next = 0

    public init(capacity: Int) {
        precondition(capacity > 0, "a ring needs room for one value")
        self.capacity = capacity
    }

    public mutating func append(_ v: Element) {
        if storage.count < capacity { storage.append(v) } else { storage[next] = v }
        next = (next + 1) % capacity
    }

    public var values: [Element] {
        storage.count < capacity ? storage : Array(storage[next...] + storage[..<next])
    }
    public var last: Element? { storage.isEmpty ? nil : storage[(next - 1 + storage.count) % storage.count] }
}
