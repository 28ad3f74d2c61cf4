import AfterglowSensing

extension Gesture {
    /// The gestures a kind of device reports: a watch is worn, so it has wrist raise and drop; a
    /// phone is held and put down, so it has pick-up (a watch lifted off a table is not
    /// "picked up" to be used, and a wrist in motion would look like one). Both lie face up or
    /// face down on a table.
    public static func supported(on kind: WearKind) -> Set<Gesture> {
        switch kind {
        case .watch: [.wristRaise, .wristDrop, .faceUp, .faceDown]
        case .phone: [.pickUp, .faceUp, .faceDown]
        }
    }
}
