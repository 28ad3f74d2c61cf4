import AfterglowKit

/// A frame the session rendered: its pixels (device size, before the screen mask), what it cost,
/// and the panel power while it is shown.
struct RenderedFrame {
    var pixels: PixelBuffer
    var costMs: Double
    var milliwatts: Double
    /// What changed since the previous frame (nil: everything), so the window uploads only that.
    var damage: [PixelRect]? = nil
}
