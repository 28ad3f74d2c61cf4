import AfterglowKit
import AfterglowTestSupport
import Foundation
import Testing

/// "the compact presentation appears in the Dynamic Island on iPhone and consists of two elements"
/// (HIG Live Activities › Presentation, seeds/001), one either side of the TrueDepth camera, each
/// (island − camera) / 2 wide. So a profile's camera region must be narrower than its island: a
/// camera as wide as the island leaves (150 − 150) / 2 = 0 pt for each element and is refused,
/// naming the field; one point narrower leaves (150 − 149) / 2 = 0.5 pt each, 1.5 px at @3x,
/// snapped down to 1 px = 1/3 pt, and loads.
@Suite struct CameraNarrowerThanIslandTests {
    func parse(compact: Double, sensor: Double) throws -> Result<DeviceProfile, ProfileError> {
        let data = try Data(contentsOf: URL(fileURLWithPath: devicesDirectory + "/iphone-16-pro.json"))
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        var island = try #require(object["dynamicIsland"] as? [String: Any])
        island["compactMinimalWidthPt"] = compact; island["sensorRegionWidthPt"] = sensor
        object["dynamicIsland"] = island
        let edited = try JSONSerialization.data(withJSONObject: object)
        do throws(ProfileError) { return .success(try ProfileParser.parse(data: edited, file: "t.json")) } catch { return .failure(error) }
    }

    @Test func aCameraAsWideAsTheIslandIsRefused() throws {
        guard case .failure(let e) = try parse(compact: 150, sensor: 150) else { Issue.record("a 150 pt camera in a 150 pt island loaded"); return }
        #expect(e.field == "dynamicIsland.sensorRegionWidthPt", "\(e)")
        guard case .success(let p) = try parse(compact: 150, sensor: 149) else { Issue.record("a 149 pt camera in a 150 pt island refused"); return }
        #expect(p.screen.scale == 3)
        let w = try #require(PresentationGeometry(device: p).compactWidth)
        #expect(abs(w - 1.0 / 3) < 1e-12, "\(w)")
    }
}
