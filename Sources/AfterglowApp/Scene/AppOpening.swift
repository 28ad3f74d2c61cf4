import AfterglowDevices
import AfterglowDisplay

/// Where a tap that opens a Live Activity's app lands on each kind of device (HIG Live Activities,
/// seeds/001). Device facts (the kind) come from the profile; the rule is here.
enum AppOpening {
    static func destination(for kind: DeviceProfile.Kind, hasWatchApp: Bool) -> AppDestination {
        switch kind {
        case .phone, .tablet: .app
        // "If you offer a watchOS app … it opens your watchOS app. Without a watchOS app, tapping
        // opens a full-screen view with a button to open your app on the paired iPhone."
        case .watch: hasWatchApp ? .watchApp : .watchOpenOnIPhone
        // "Clicking the Live Activity launches iPhone Mirroring to display your app."
        case .mac: .iPhoneMirroring
        case .carPlay: .carPlayApp
        }
    }
}
