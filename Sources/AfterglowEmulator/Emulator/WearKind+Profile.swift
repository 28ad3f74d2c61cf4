import AfterglowDevices
import AfterglowSensing

extension WearKind {
    /// The gestures' view of a device profile's kind.
    public init(_ kind: DeviceProfile.Kind) {
        switch kind {
        case .phone: self = .phone
        case .watch: self = .watch
        // An iPad is held like a phone; a Mac and a CarPlay screen are not worn at all, so no
        // wrist gestures: the phone's detectors (face up/down, pick up) are the nearest fit.
        case .tablet, .mac, .carPlay: self = .phone
        }
    }
}
