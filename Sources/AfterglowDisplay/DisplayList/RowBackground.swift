/// What a renderer knows of a whole frame it has just drawn: each row's background colour, and
/// the pixel rects its items may have drawn over. Every pixel outside `painted` is exactly its
/// row's colour, so a reader of the frame (the power analyzer) can sum those pixels from `rows`
/// instead of reading them — on a dim or wake ramp, where every pixel changes, that is most of
/// the screen's 3.2 M pixels a frame.
public struct RowBackground: Sendable, Equatable {
    /// One pixel value per row, as `PixelBuffer` stores it (0xAARRGGBB).
    public var rows: [UInt32]
    /// Where items may have drawn, in pixels, padded for antialiasing; may overlap.
    public var painted: [PixelRect]

    public init(rows: [UInt32], painted: [PixelRect]) { self.rows = rows; self.painted = painted }
}
