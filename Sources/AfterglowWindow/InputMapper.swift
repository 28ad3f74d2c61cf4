import AfterglowGeometry

/// A window event in plain terms, decoupled from SDL's union so the mapping is testable.
public enum RawWindowEvent: Hashable, Sendable {
    case keyDown(keycode: Int32, shift: Bool, repeated: Bool)
    case mouseDown(x: Int, y: Int, time: Double)
    case mouseMove(x: Int, y: Int, time: Double)
    case mouseUp(x: Int, y: Int, time: Double)
    case dropFile(String)
    case quit
    /// Another thread woke the loop (control API command, frame due).
    case wake
}

/// Maps raw window events to `WindowInput`s: keys through `KeyBindings`, the mouse through
/// `PointerGestures` in screen points, dropped files to `.deliver`.
public struct InputMapper: Sendable {
    public var layout: WindowLayout
    public var pointer = PointerGestures()

    public init(layout: WindowLayout) { self.layout = layout }

    public mutating func map(_ e: RawWindowEvent) -> WindowInput? {
        switch e {
        case .keyDown(let code, let shift, let repeated):
            return repeated ? nil : KeyBindings.input(keycode: code, shift: shift)
        case .mouseDown(let x, let y, let t):
            // Presses on the HUD are ignored: only the screen is touchable.
            if let p = layout.screenPoint(windowX: x, windowY: y) { pointer.down(at: p, time: t) }
            return nil
        case .mouseMove(let x, let y, let t):
            return pointer.move(to: clampedPoint(x, y), time: t)
        case .mouseUp(let x, let y, let t):
            return pointer.up(at: clampedPoint(x, y), time: t)
        case .dropFile(let path):
            return .deliver(path: path)
        case .quit:
            return .quit
        case .wake:
            return nil
        }
    }

    public mutating func tick(time: Double) -> WindowInput? { pointer.tick(time: time) }
    public var nextDeadline: Double? { pointer.nextDeadline }

    /// A drag may leave the screen; keep following it in screen points.
    private func clampedPoint(_ x: Int, _ y: Int) -> Point {
        Point(x: Double(x - layout.screenRect.x) / layout.zoom, y: Double(y - layout.screenRect.y) / layout.zoom)
    }
}
