import AfterglowGeometry

/// A device's hardware description, loaded from one JSON file in `Devices/`.
///
/// Everything here is data about a panel and its system geometry; behaviour lives in code.
/// Every figure carries a source note (`sources`, keyed by the field's path) so a reader can check
/// where it came from. Figures from the HIG's Live Activities Specifications tables
/// (shared/seeds/001_611357925a2c2c41.txt) are used exactly as printed there.
public struct DeviceProfile: Hashable, Codable, Sendable {
    /// `tablet`: iPad (Lock Screen and notifications, no Dynamic Island, no Always On);
    /// `mac`: the menu bar shows a paired iPhone's activity; `carPlay`: a CarPlay screen (the
    /// Dashboard shows the activity). HIG Live Activities (seeds/001) lists these places.
    public enum Kind: String, Codable, Sendable, CaseIterable { case phone, watch, tablet, mac, carPlay }

    public struct Screen: Hashable, Codable, Sendable {
        public var widthPt: Double
        public var heightPt: Double
        public var scale: Double
        public var cornerRadiusPt: Double
        public var pointSize: Size { Size(width: widthPt, height: heightPt) }
        public var pixelWidth: Int { Int((widthPt * scale).rounded()) }
        public var pixelHeight: Int { Int((heightPt * scale).rounded()) }
    }

    /// The Dynamic Island (HIG Live Activities › Specifications): 44 pt corner radius,
    /// 230/250 pt wide for compact or minimal, 371/408 pt expanded.
    public struct DynamicIsland: Hashable, Codable, Sendable {
        public var compactMinimalWidthPt: Double
        public var expandedWidthPt: Double
        public var heightPt: Double
        public var cornerRadiusPt: Double
        public var topOffsetPt: Double
        /// Width of the region around the TrueDepth camera that compact content keeps clear of:
        /// the island's width less both compact views (230 − 2 × 52.33 = 125.33 pt).
        public var sensorRegionWidthPt: Double
    }

    public struct Refresh: Hashable, Codable, Sendable {
        public var minHz: Double
        public var maxHz: Double
        /// The LTPO steps interactive content walks down while the screen is static.
        public var ladderHz: [Double]
        public var alwaysOnHz: Double
    }

    public struct AlwaysOn: Hashable, Codable, Sendable {
        public var supported: Bool
        /// Phone auto-lock, or the watch's wake-screen duration, in seconds.
        public var inactivityTimeoutS: Double
    }

    /// Figures the panel-power model uses (see docs/POWER.md).
    public struct Panel: Hashable, Codable, Sendable {
        public var technology: String
        public var peakNits: Double
        public var typicalNits: Double
        public var alwaysOnNits: Double
        /// Power of the panel when it is on and black (driver ICs, timing controller; an LCD's
        /// without its backlight).
        public var staticMilliwatts: Double
        /// Emission power of a full screen of one primary at full linear intensity at `typicalNits`.
        public var redMilliwatts: Double
        public var greenMilliwatts: Double
        public var blueMilliwatts: Double
        /// Cost of driving one refresh per second (scan-out, source drivers).
        public var refreshMilliwattsPerHz: Double
        public var batteryWattHours: Double
        /// Luminance of a full white screen at the brightness that gives `typicalNits` on ordinary
        /// content: above it the panel limits its current (automatic brightness limiting), so a
        /// frame never emits more than white at this luminance. Nil: no limiting up to `peakNits`
        /// is known, and `typicalNits` is used.
        public var fullWhiteNits: Double? = nil
        /// The luminance at which brightness limiting caps emission (see `fullWhiteNits`).
        public var limitNits: Double { fullWhiteNits ?? typicalNits }
        /// The fixed draw in Always On, in place of `staticMilliwatts` there (the refresh term
        /// stays): the panel's low-power mode and the display pipeline that keeps it lit, a cost
        /// per device, not per panel area (docs/POWER.md › Always On fixed cost). Nil:
        /// `staticMilliwatts` in every lit state.
        public var alwaysOnStaticMilliwatts: Double? = nil
        /// An LCD's backlight at `typicalNits`, proportional to the luminance setting and the same
        /// whatever the pixels show (docs/POWER.md › LCD panels). Nil: no backlight (OLED, whose
        /// light is the channels' emission).
        public var backlightMilliwatts: Double? = nil

        /// The backlight's draw at luminance `nits` (0 without one).
        public func backlightMilliwatts(nits: Double) -> Double {
            (backlightMilliwatts ?? 0) * nits / typicalNits
        }

        /// The fixed (non-emission, non-refresh) draw in a lit state.
        public func staticMilliwatts(alwaysOn: Bool) -> Double {
            alwaysOn ? alwaysOnStaticMilliwatts ?? staticMilliwatts : staticMilliwatts
        }

        public init(technology: String, peakNits: Double, typicalNits: Double, alwaysOnNits: Double, staticMilliwatts: Double,
                    redMilliwatts: Double, greenMilliwatts: Double, blueMilliwatts: Double,
                    refreshMilliwattsPerHz: Double, batteryWattHours: Double) {
            self.technology = technology; self.peakNits = peakNits; self.typicalNits = typicalNits
            self.alwaysOnNits = alwaysOnNits; self.staticMilliwatts = staticMilliwatts
            self.redMilliwatts = redMilliwatts; self.greenMilliwatts = greenMilliwatts; self.blueMilliwatts = blueMilliwatts
            self.refreshMilliwattsPerHz = refreshMilliwattsPerHz; self.batteryWattHours = batteryWattHours
        }
    }

    public struct SmartStack: Hashable, Codable, Sendable {
        public var widthPt: Double
        public var heightPt: Double
    }

    /// iPad: the Lock Screen activity's width from the iPadOS dimensions table (seeds/001:
    /// 500 pt on a 1366x1024 screen, 425 pt on the smaller ones).
    public struct LockScreen: Hashable, Codable, Sendable {
        public var activityWidthPt: Double
    }

    /// Mac: the menu bar and the iOS figures its Live Activity uses ("Use the provided iOS
    /// dimensions", HIG Live Activities › macOS dimensions, seeds/001).
    public struct MenuBar: Hashable, Codable, Sendable {
        public var heightPt: Double
        /// Compact leading/trailing size from the iOS table (52.33 x 36.67 pt on a 393x852 iPhone).
        public var compactWidthPt: Double
        public var compactHeightPt: Double
        /// The expanded view shown on click (371 pt wide on a 393x852 iPhone, 84–160 tall).
        public var expandedWidthPt: Double
        /// Width of the status items right of the activity (Control Center, clock).
        public var statusItemsWidthPt: Double
        /// Height of the black capsule holding the activity in the bar (shorter than the bar, as
        /// menu bar items are); the iOS-sized compact views are scaled into it. nil: the compact height.
        public var itemHeightPt: Double? = nil
        /// Width of the camera housing (the notch) at the top centre of the display; nil: none.
        public var notchWidthPt: Double? = nil
        /// The capsule's height as drawn.
        public var capsuleHeightPt: Double { min(itemHeightPt ?? compactHeightPt, heightPt) }
    }

    /// CarPlay: the Live Activity size this screen uses, one of the CarPlay dimensions table's
    /// three (240x78, 240x100, 170x78; seeds/001), and the Dashboard's margin.
    public struct CarPlay: Hashable, Codable, Sendable {
        public var activityWidthPt: Double
        public var activityHeightPt: Double
        public var dashboardMarginPt: Double
        /// How much the system scales the activity on this screen (seeds/001 › CarPlay dimensions:
        /// "The system may scale your Live Activity to best fit a vehicle's screen size and
        /// resolution"); 1 keeps the table's size.
        public var activityScale: Double = 1
    }

    public var id: String
    public var name: String
    public var kind: Kind
    public var screen: Screen
    public var dynamicIsland: DynamicIsland?
    public var refresh: Refresh
    public var alwaysOn: AlwaysOn
    public var panel: Panel
    public var smartStack: SmartStack?
    public var lockScreen: LockScreen? = nil
    public var menuBar: MenuBar? = nil
    public var carPlay: CarPlay? = nil
    /// Field path (e.g. "screen.widthPt") → where the figure comes from.
    public var sources: [String: String]
}
