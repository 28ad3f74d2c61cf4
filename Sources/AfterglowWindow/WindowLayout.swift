import AfterglowGeometry
import AfterglowDisplay
import AfterglowScene

/// Where the screen and the HUD sit in the window, in window pixels, and how window pixels map
/// back to screen points. `zoom` is window pixels per screen point.
public struct WindowLayout: Hashable, Sendable {
    public var screenPt: Size
    public var zoom: Double
    public var hudVisible: Bool
    public var hudWidthPt: Double
    public static let gapPx = 0

    public init(screenPt: Size, zoom: Double, hudVisible: Bool = true, hudWidthPt: Double = HUDLayout.widthPt) {
        self.screenPt = screenPt; self.zoom = zoom; self.hudVisible = hudVisible; self.hudWidthPt = hudWidthPt
    }

    /// A zoom that fits the screen in `maxHeightPx` (90% of a 1080p display by default), at most 1.
    public static func fittingZoom(screenPt: Size, maxHeightPx: Double = 972) -> Double {
        min(1, (maxHeightPx / screenPt.height * 100).rounded(.down) / 100)
    }

    public var screenRect: PixelRect {
        PixelRect(x: 0, y: 0, width: Int((screenPt.width * zoom).rounded()), height: Int((screenPt.height * zoom).rounded()))
    }
    public var hudRect: PixelRect? {
        guard hudVisible else { return nil }
        return PixelRect(x: screenRect.width + Self.gapPx, y: 0, width: Int((hudWidthPt * zoom).rounded()), height: screenRect.height)
    }
    public var windowSize: (width: Int, height: Int) {
        (screenRect.width + (hudRect.map { $0.width + Self.gapPx } ?? 0), screenRect.height)
    }

    /// The screen point under a window pixel, or nil when it is outside the screen (on the HUD).
    public func screenPoint(windowX x: Int, windowY y: Int) -> Point? {
        let r = screenRect
        guard x >= r.x, y >= r.y, x < r.x + r.width, y < r.y + r.height else { return nil }
        return Point(x: Double(x - r.x) / zoom, y: Double(y - r.y) / zoom)
    }
}
