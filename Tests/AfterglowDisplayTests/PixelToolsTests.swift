@testable import AfterglowKit
@testable import AfterglowDevices
@testable import AfterglowDisplay
import Foundation
import AfterglowTestSupport
import Testing

@Suite("Screen mask, APNG, stored PNG")
struct PixelToolsTests {
    func profile(island: Bool) -> DeviceProfile {
        DeviceProfile(id: "t", name: "T", kind: island ? .phone : .watch,
                      screen: .init(widthPt: 100, heightPt: 200, scale: 2, cornerRadiusPt: 20),
                      dynamicIsland: island ? .init(compactMinimalWidthPt: 60, expandedWidthPt: 90, heightPt: 12, cornerRadiusPt: 6, topOffsetPt: 4, sensorRegionWidthPt: 30) : nil,
                      refresh: .init(minHz: 1, maxHz: 120, ladderHz: [120], alwaysOnHz: 1),
                      alwaysOn: .init(supported: true, inactivityTimeoutS: 30),
                      panel: .init(technology: "OLED", peakNits: 1000, typicalNits: 500, alwaysOnNits: 2, staticMilliwatts: 10,
                                   redMilliwatts: 100, greenMilliwatts: 150, blueMilliwatts: 200, refreshMilliwattsPerHz: 1, batteryWattHours: 10),
                      smartStack: nil, sources: [:])
    }

    @Test func maskCutsCornersAndCamera() {
        let white: UInt32 = 0xFFFF_FFFF
        var b = PixelBuffer(width: 200, height: 400, fill: white)
        ScreenMask(profile: profile(island: true)).apply(to: &b)
        #expect(b[0, 0] == 0xFF00_0000 && b[199, 399] == 0xFF00_0000 && b[199, 0] == 0xFF00_0000)
        #expect(b[100, 200] == white && b[100, 0] == white && b[0, 200] == white)
        #expect(b[100, 8 + 12] == 0xFF00_0000)          // the camera capsule's centre
        #expect(b[40, 8 + 12] == white)                 // beside the island's camera region
        var w = PixelBuffer(width: 200, height: 400, fill: white)
        ScreenMask(profile: profile(island: false)).apply(to: &w)
        #expect(w[100, 20] == white)
    }

    @Test func storedPNGRoundTripsThroughChunks() throws {
        let png = StoredPNGEncoder.encode(PixelBuffer(width: 300, height: 250, fill: 0xFF10_2030))
        let chunks = try PNGChunks.parse(png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        // Raw size + per-row filter byte + per-block headers + zlib header/adler.
        let raw = 250 * (300 * 4 + 1)
        #expect(chunks[1].data.count == raw + 2 + 4 + 5 * ((raw + 65534) / 65535))
    }

    @Test func apngReChunksFrames() throws {
        var a = APNGAssembler()
        try a.add(png: StoredPNGEncoder.encode(PixelBuffer(width: 8, height: 4, fill: 0xFFFF_0000)), delayMs: 100)
        try a.add(png: StoredPNGEncoder.encode(PixelBuffer(width: 8, height: 4, fill: 0xFF00_FF00)), delayMs: 100)
        a.setLastDelay(ms: 70_000)
        let chunks = try PNGChunks.parse(try a.data())   // parse checks every CRC
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "IEND"])
        #expect([UInt8](chunks[1].data.prefix(4)) == [0, 0, 0, 2])
        // Sequence numbers run 0, 1, 2 across fcTL, fcTL, fdAT.
        #expect(chunks[2].data.first(where: { _ in true }) == 0 && [UInt8](chunks[4].data.prefix(4)) == [0, 0, 0, 1])
        #expect([UInt8](chunks[5].data.prefix(4)) == [0, 0, 0, 2])
        // 70 s does not fit in ms/1000: it becomes 700/10.
        #expect([UInt8](chunks[4].data[20..<24]) == [0x02, 0xBC, 0, 10])
        let other = StoredPNGEncoder.encode(PixelBuffer(width: 9, height: 4))
        #expect(throws: APNGAssembler.Failure.self) { try a.add(png: other, delayMs: 10) }
    }

    @Test func downsampleAndLuma() {
        var b = PixelBuffer(width: 4, height: 2, fill: 0xFF00_0000)
        b[0, 0] = 0xFFFF_FFFF; b[1, 0] = 0xFFFF_FFFF
        let d = b.downsampled(by: 2)
        #expect(d.width == 2 && d.height == 1)
        #expect(d[0, 0] == 0xFF7F_7F7F && d[1, 0] == 0xFF00_0000)
        #expect(abs(PixelBuffer(width: 2, height: 2, fill: 0xFFFF_FFFF).meanLuma - 1) < 1e-9)
    }
}
