import Foundation
import AfterglowDisplay
import AfterglowTime

/// Burn-in exposure in Always On: a heat map of luminance × time per tile, and a flag for content
/// that stays lit in the same place too long.
///
/// OLED subpixels age with the light they emit, so a static Always On element (a clock, a Live
/// Activity's logo) ages its pixels faster than the rest. A tile counts as lit while its mean
/// luminance is at least `litThresholdNits`; it is flagged once lit without a break for `flagAfter`.
public struct BurnInTracker: Sendable {
    public let tilesX: Int
    public let tilesY: Int
    public var litThresholdNits: Double
    public var flagAfter: Duration
    /// Accumulated nit-seconds per tile in Always On.
    public private(set) var exposure: [Double]
    /// Since when each tile has been lit without interruption (nil: not lit).
    private var litSince: [Timestamp?]
    /// Tiles flagged, with when they crossed the limit.
    public private(set) var flagged: [Int: Timestamp] = [:]

    public init(tilesX: Int, tilesY: Int, litThresholdNits: Double = 1, flagAfter: Duration = .seconds(600)) {
        self.tilesX = tilesX; self.tilesY = tilesY
        self.litThresholdNits = litThresholdNits; self.flagAfter = flagAfter
        exposure = .init(repeating: 0, count: tilesX * tilesY)
        litSince = .init(repeating: nil, count: tilesX * tilesY)
    }

    /// Adds an interval [t0, t1) of Always On showing tiles of the given linear luminance (0…1)
    /// at panel luminance `nits`.
    public mutating func record(tileLuminance: [Double], nits: Double, from t0: Timestamp, to t1: Timestamp) {
        let dt = (t1 - t0).seconds
        guard dt > 0, tileLuminance.count == exposure.count else { return }
        for k in exposure.indices {
            let tileNits = tileLuminance[k] * nits
            exposure[k] += tileNits * dt
            if tileNits >= litThresholdNits {
                let since = litSince[k] ?? t0
                litSince[k] = since
                if flagged[k] == nil, t1 - since >= flagAfter { flagged[k] = since + flagAfter }
            } else {
                litSince[k] = nil
            }
        }
    }

    /// Outside Always On the content moves and changes: lit runs are broken.
    public mutating func interrupt() { for k in litSince.indices { litSince[k] = nil } }

    /// The flagged tiles as pixel rects, merged per row run, for reports.
    public func flaggedRects(tileSize: Int = PixelPowerAnalyzer.tileSize) -> [PixelRect] {
        flagged.keys.sorted().map { k in
            PixelRect(x: (k % tilesX) * tileSize, y: (k / tilesX) * tileSize, width: tileSize, height: tileSize)
        }
    }

    /// Highest exposure of any tile, nit-seconds.
    public var peakExposure: Double { exposure.max() ?? 0 }
}

/// The burn-in heat map as an image: one pixel per tile, grey level ∝ exposure (the peak tile is
/// white), flagged tiles marked at full white in a second copy below the first.
public struct BurnInMap: Sendable {
    public var tilesX: Int
    public var tilesY: Int
    public var tileSize: Int
    /// Nit-seconds per tile, row-major.
    public var exposure: [Double]
    public var flagged: Set<Int>

    public init(tilesX: Int, tilesY: Int, tileSize: Int, exposure: [Double], flagged: Set<Int>) {
        self.tilesX = tilesX; self.tilesY = tilesY; self.tileSize = tileSize
        self.exposure = exposure; self.flagged = flagged
    }

    /// Binary PGM (P5): exposure on top, the flagged tiles below; opens in any image viewer.
    public func pgm() -> Data {
        let peak = max(exposure.max() ?? 0, 1e-12)
        var bytes = [UInt8](("P5\n\(tilesX) \(tilesY * 2)\n255\n").utf8)
        bytes += exposure.map { UInt8((min(1, $0 / peak) * 255).rounded()) }
        bytes += exposure.indices.map { flagged.contains($0) ? 255 : 0 }
        return Data(bytes)
    }
}

