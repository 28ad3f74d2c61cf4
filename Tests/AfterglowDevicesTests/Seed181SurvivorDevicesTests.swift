import AfterglowDevices
import AfterglowKit
import AfterglowTestSupport
import Testing

/// "Active Live Activities automatically appear in the Menu bar of a paired Mac using the compact,
/// minimal, and expanded presentations" (HIG Live Activities › macOS, seeds/001): the Mac shows the
/// iPhone's own views, so their content margins are the iPhone's — none in the compact and minimal
/// presentations, which sit snug against their capsule as they do against the TrueDepth camera
/// (from the seed-181 sample's survivor, issue 30, session 16: a 1 pt margin on the Mac's minimal
/// views passed every test).
@Suite struct MenuBarMarginsTests {

    @Test func theMacsCompactAndMinimalViewsHaveTheIPhonesMargins() throws {
        let mac = try #require(shippedCatalog.profiles.first { $0.kind == .mac })
        let phone = try #require(shippedCatalog.profile(named: "iphone-16-pro"))
        for p in [Presentation.compactLeading, .compactTrailing, .minimalAttached, .minimalDetached] {
            let m = try #require(PresentationGeometry(device: mac).frame(for: p), "\(p)")
            let i = try #require(PresentationGeometry(device: phone).frame(for: p), "\(p)")
            #expect(m.marginPt == i.marginPt && m.marginPt == 0, "\(p): Mac \(m.marginPt), iPhone \(i.marginPt)")
        }
    }
}

/// "Did you mean" lists the closest ids first and, among ids equally close, in id order whatever
/// order the catalog holds them in, so the message is the same on every machine (from the seed-181
/// sample's survivor: ties left in catalog order passed every test, the shipped catalog being
/// loaded in file-name order).
@Suite struct SuggestionOrderTests {
    @Test func equallyCloseIdsAreListedInIdOrder() throws {
        // A catalog keeps profiles by kind, then id: the phone "zz-1" before the watch "aa-1".
        var phone = try #require(shippedCatalog.profile(named: "iphone-16-pro")), watch = try #require(shippedCatalog.profile(named: "apple-watch-45mm"))
        phone.id = "zz-1"; watch.id = "aa-1"
        let catalog = DeviceCatalog(profiles: [watch, phone])
        #expect(catalog.profiles.map(\.id) == ["zz-1", "aa-1"])
        // "mm-1" is two substitutions from each: listed in id order, not the catalog's.
        #expect(catalog.suggestions(for: "mm-1") == ["aa-1", "zz-1"])
    }
}

/// "Did you mean" reaches max(3, half the name's length) edits: a short name is allowed 3 — "ihxne-6"
/// (7 characters) is 3 edits from "iphone-16" (insert p, x → o, insert 1) and suggests it; "xhxne-6"
/// is 4 (and i → x) and does not (from the seed-181 sample's survivor: a floor of 4 passed every test).
@Suite struct SuggestionReachTests {
    @Test func aShortNameIsAllowedThreeEdits() {
        let catalog = shippedCatalog
        #expect(editDistance("ihxne-6", "iphone-16") == 3 && editDistance("xhxne-6", "iphone-16") == 4)
        #expect(catalog.suggestions(for: "ihxne-6").contains("iphone-16"))
        #expect(!catalog.suggestions(for: "xhxne-6").contains("iphone-16"))
    }
}
