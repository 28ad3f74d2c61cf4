extension WearKind {
    /// The gestures' view of a device profile's kind.
    public init(_ kind: DeviceProfile.Kind) {
        switch kind {
        case .phone: self = .phone
        case .watch: self = .watch
        }
    }
}
