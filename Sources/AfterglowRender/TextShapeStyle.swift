import AfterglowDisplay

extension TextStyle {
    /// The style as far as it shapes text: everything but the colour, which is the Cairo source at
    /// draw time and never changes a glyph's size or position. Caches of layouts and measurements
    /// key on it, so recoloured text (a dim step, the dark appearance past the Always On midpoint)
    /// keeps its layouts and sizes.
    var shape: TextStyle {
        var s = self
        s.color = .white
        return s
    }
}
