/// How a watch sits on the arm: watchOS's own two settings (Settings › General › Orientation:
/// Wrist left/right, Digital Crown left/right — the crown's side as the wearer reads the display).
///
/// The detectors' rules are written in one frame, the **canonical** one: the left wrist with the
/// crown on the right, i.e. toward the hand (watchOS's default). There x points toward the hand,
/// y toward the 12 o'clock edge, z out of the face: a hanging arm reads x ≈ +1 g, a raised watch
/// z ≈ −1 g with y slightly negative. The other three ways of wearing map into it
/// (`canonical(_:)`), derived from the arm's geometry:
///
/// | wrist | crown | crown points | device → canonical | why |
/// |---|---|---|---|---|
/// | left | right | to the hand | (x, y, z) | the canonical frame |
/// | left | left | to the elbow | (−x, −y, z) | the watch turned 180° about its face; watchOS turns the display |
/// | right | right | to the elbow | (−x, y, z) | the mirror image of the left arm (x toward the elbow), display upright |
/// | right | left | to the hand | (x, −y, z) | the mirror image, turned 180° |
///
/// A hanging arm therefore tells which way the crown points along the forearm (x ≈ +1 g: toward
/// the hand) — not both settings: gravity then lies along the forearm, and the two wrists differ
/// only in the y axis (the mirror), which hanging leaves level. So one setting may be `.auto`: given
/// the other, the hanging arm decides it (`wrist: .auto` with the crown on the right: x ≈ +1 g is
/// the left wrist, x ≈ −1 g the right — a display worn upright on either wrist).
public struct WatchWearing: Hashable, Codable, Sendable, CustomStringConvertible {
    public enum Wrist: String, Hashable, Codable, Sendable, CaseIterable {
        case left, right
        /// Learnt from the hanging arm, given the crown's side.
        case auto
    }
    public enum Crown: String, Hashable, Codable, Sendable, CaseIterable {
        case left, right
        /// Learnt from the hanging arm: the crown points to the hand when it reads x ≈ +1 g.
        case auto
    }

    public var wrist: Wrist
    public var crown: Crown

    public init(wrist: Wrist = .left, crown: Crown = .right) { self.wrist = wrist; self.crown = crown }

    /// watchOS's default: left wrist, Digital Crown on the right.
    public static let standard = WatchWearing()

    public var description: String { "wrist \(wrist.rawValue), crown \(crown.rawValue)" }

    /// Whether one setting is learnt from the hanging arm.
    public var isAuto: Bool { wrist == .auto || crown == .auto }

    /// The settings once a hanging arm has read x with this sign (`towardHand`: x > 0): the `.auto`
    /// one resolved; a fully given setting is returned as it is.
    public func resolved(towardHand: Bool) -> WatchWearing {
        switch (wrist, crown) {
        case (.auto, .auto): return self
        case (.auto, let c): return WatchWearing(wrist: (c == .right) == towardHand ? .left : .right, crown: c)
        case (let w, .auto): return WatchWearing(wrist: w, crown: (w == .left) == towardHand ? .right : .left)
        default: return self
        }
    }

    /// Whether the crown points to the hand (nil while a setting is `.auto`).
    public var crownTowardHand: Bool? {
        switch (wrist, crown) {
        case (.auto, _), (_, .auto): nil
        case (.left, .right), (.right, .left): true
        default: false
        }
    }

    /// Signs that take a device-frame vector into the canonical frame (while a setting is `.auto`:
    /// as resolved for a crown to the hand, until a hanging arm says otherwise).
    var signs: (x: Double, y: Double) {
        let w = isAuto ? resolved(towardHand: true) : self
        let towardHand = w.crownTowardHand ?? true
        switch w.wrist {
        case .right: return towardHand ? (1, -1) : (-1, 1)
        default: return towardHand ? (1, 1) : (-1, -1)
        }
    }

    /// A device-frame vector (acceleration or gravity) in the canonical frame. Each map is its own
    /// inverse, so the same call takes a canonical vector back to this device frame.
    public func canonical(_ v: Vector3) -> Vector3 {
        let s = signs
        return Vector3(x: v.x * s.x, y: v.y * s.y, z: v.z)
    }

    /// Whether the map is a mirror (determinant −1): the right wrist.
    public var isMirror: Bool { signs.x * signs.y < 0 }

    /// A sample recorded as worn `from` (its device frame), as the same motion would read on a
    /// watch worn `to`. Acceleration maps as a vector; angular rate is an axial vector, so a mirror
    /// also flips its sign (ω′ = det(M)·M·ω). For testing that every way of wearing scores alike.
    public static func rewear(_ s: IMUSample, from: WatchWearing, to: WatchWearing) -> IMUSample {
        var out = s
        out.acceleration = to.canonical(from.canonical(s.acceleration))
        let w = to.canonical(from.canonical(s.angularRate))
        out.angularRate = from.isMirror != to.isMirror ? w * -1 : w
        return out
    }
}
