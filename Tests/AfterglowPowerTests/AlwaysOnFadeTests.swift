import Testing
@testable import AfterglowPower

/// `AlwaysOnContentPolicy.treatment(for:progress:)`: "dim factors interpolate so content fades
/// rather than jumps". Content that Always On hides fades out over the first half of the
/// transition and is hidden from the midpoint: factor 1 − 2p, so 1 at p = 0, ½ at p = ¼, 0 as p
/// reaches ½ — where hiding takes over with no jump. A dim factor f is reached linearly:
/// 1 + (f − 1)p, so 0.5 at p = 1 and 0.75 at p = ½.
@Suite struct AlwaysOnFadeTests {
    static func factor(_ t: RoleTreatment) -> Double? { if case .dim(let f) = t { f } else { nil } }

    @Test func hiddenContentFadesOutOverTheFirstHalf() {
        var p = AlwaysOnContentPolicy.standard
        p.decoration = .hide
        #expect(p.treatment(for: .decoration, progress: 0) == .dim(1))
        #expect(p.treatment(for: .decoration, progress: 0.25) == .dim(0.5))
        #expect(p.treatment(for: .decoration, progress: 0.375) == .dim(0.25))
        let justBefore = Self.factor(p.treatment(for: .decoration, progress: 0.5.nextDown)) ?? -1
        #expect(justBefore >= 0 && justBefore < 1e-15, "no jump at the midpoint: \(justBefore)")
        #expect(p.treatment(for: .decoration, progress: 0.5) == .hide)
        #expect(p.treatment(for: .decoration, progress: -1) == .dim(1), "progress is clamped to 0…1")
    }

    @Test func aDimFactorIsReachedLinearly() {
        var p = AlwaysOnContentPolicy.standard
        p.secondary = .dim(0.5)
        #expect(p.treatment(for: .secondary, progress: 0.5) == .dim(0.75))
        #expect(p.treatment(for: .secondary, progress: 1) == .dim(0.5))
        #expect(p.treatment(for: .secondary, progress: 2) == .dim(0.5), "progress is clamped to 0…1")
    }
}
