/// How a device is carried, which decides the gestures it can make: a watch is worn (wrist raise
/// and drop), a phone is held and put down (pick-up); both lie face up or down. The same names as
/// the device profiles' `kind` (`DeviceProfile.Kind`), which AfterglowKit converts; the sensing
/// layer keeps its own type so it needs no device profiles. Traces carry it as `device: watch`.
public enum WearKind: String, Codable, Sendable, CaseIterable {
    case phone, watch
}
