import AfterglowKit
import Testing

/// `import AfterglowKit` gives a user of the package the whole core: one name from each target it
/// re-exports (Sources/AfterglowKit/Exports.swift). Removing a re-export fails to compile here.
@Suite struct UmbrellaTests {
    @Test func everyCoreTargetIsReExported() {
        let names: [String] = [
            "\(Timestamp.self)", "\(Point.self)", "\(DeviceProfile.self)", "\(PixelBuffer.self)", "\(IMUSample.self)",
            "\(GestureEngine.self)", "\(APNsPayload.self)", "\(DeviceEvent.self)", "\(DisplayPowerModel.self)",
            "\(ActivityStore.self)", "\(SceneComposer.self)", "\(FramePacer.self)", "\(Emulator.self)",
        ]
        #expect(Set(names).count == 13)
    }
}
