/// Named orientations for the simulator, as the direction of gravity in the device frame
/// (which is what a resting accelerometer reads, in g: face up on a table reads z = −1).
///
/// Wrist poses assume a watch on the left wrist with the crown (+x) toward the hand, the same
/// convention Core Motion uses for Apple Watch.
public enum DevicePose: String, Codable, Sendable, CaseIterable {
    /// Lying flat, screen to the sky.
    case faceUp = "face-up"
    /// Lying flat, screen to the table.
    case faceDown = "face-down"
    /// Arm hanging at the side: the hand (+x) points at the floor, the face slightly up.
    case armDown = "arm-down"
    /// Watch raised to the eyes: face up and tilted toward the viewer (top edge higher).
    case viewing = "viewing"
    /// Phone held in the hand to read: tilted about 37° toward the user.
    case handHeld = "hand-held"
    /// Hands on a keyboard: forearm level, face up, rolled ~27° about the forearm away from the
    /// viewing roll (12 o'clock lower than 6 o'clock).
    case typing = "typing"
    /// Phone on a stand (StandBy): landscape, leaning back.
    case onStand = "on-stand"

    public var gravity: Vector3 {
        switch self {
        case .faceUp: Vector3(x: 0, y: 0, z: -1)
        case .faceDown: Vector3(x: 0, y: 0, z: 1)
        case .armDown: Vector3(x: 0.94, y: 0, z: -0.34).normalized
        case .viewing: Vector3(x: 0.05, y: -0.45, z: -0.89).normalized
        case .handHeld: Vector3(x: 0, y: -0.6, z: -0.8).normalized
        case .typing: Vector3(x: 0.05, y: 0.45, z: -0.89).normalized
        case .onStand: Vector3(x: -0.85, y: 0, z: -0.53).normalized
        }
    }
}
