import AfterglowKit
import CUdev
import Foundation
import Testing
@testable import AfterglowHardware

@Suite struct HardwareParsingTests {
    func tempDir() -> String {
        let d = NSTemporaryDirectory() + "afterglow-hw-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }
    func write(_ dir: String, _ name: String, _ text: String) { try! text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }

    @Test func ioctlNumbersMatchTheKernelHeaders() {
        #expect(EvdevIoctl.absInfo(0) == 0x8018_4540)     // EVIOCGABS(ABS_X)
        #expect(EvdevIoctl.absInfo(5) == 0x8018_4545)     // EVIOCGABS(ABS_RZ)
        #expect(EvdevIoctl.properties(length: 8) == 0x8008_4509)
        #expect(EvdevIoctl.name(length: 256) == 0x8100_4506)
        #expect(MemoryLayout<input_absinfo>.size == 24)
        #expect(MemoryLayout<input_event>.stride == 24)
    }

    @Test func theShippedBoardListLoadsAndMatches() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Devices/sensor-boards/usb-ids.json").path
        let ids = try SensorBoardIDs.load(path: path)
        for id in ["1a86:7523", "0403:6001", "2341:0043", "2341:0001"] {
            let parts = id.split(separator: ":").map(String.init)
            #expect(ids.match(USBIdentity(vendorID: parts[0], productID: parts[1])) != nil, "\(id)")
        }
        #expect(ids.match(USBIdentity(vendorID: "10c4", productID: "ea60")) == nil)
    }

    @Test func aBadBoardListNamesTheEntry() {
        let d = tempDir()
        write(d, "ids.json", #"{"boards":[{"vendorId":"1a86","productId":"75","name":"x"}]}"#)
        #expect(throws: HardwareError.self) { try SensorBoardIDs.load(path: d + "/ids.json") }
        do { _ = try SensorBoardIDs.load(path: d + "/ids.json") } catch {
            #expect(error.description.contains("boards[0].productId \"75\""))
        }
    }

    @Test func mountMatrixParses() throws {
        #expect(try MountMatrix(parsing: "0, 1, 0; -1, 0, 0; 0, 0, 1").rows == [[0, 1, 0], [-1, 0, 0], [0, 0, 1]])
        #expect(throws: MountMatrix.ParseError.self) { try MountMatrix(parsing: "1, 0; 0, 1") }
    }

    @Test func iioAccelerometerIsScaledToGAndPolledOnTheClock() throws {
        let d = tempDir()
        write(d, "in_accel_x_raw", "0\n"); write(d, "in_accel_y_raw", "256\n"); write(d, "in_accel_z_raw", "-256\n")
        write(d, "in_accel_scale", "0.038307\n")
        write(d, "mount_matrix", "0, 1, 0; 1, 0, 0; 0, 0, 1\n")
        let info = try IIOAccelerometerInfo.probe(directory: d)
        let clock = VirtualClock()
        let src = IIOAccelerometerSource(probe: info, id: "iio:test", rateHz: 50, clock: clock)
        let samples = src.read(until: Timestamp(seconds: 0.1))
        #expect(samples.count == 6)                              // 0, 20, …, 100 ms
        #expect(samples.map(\.timestamp.nanoseconds) == [0, 20, 40, 60, 80, 100].map { Int64($0) * 1_000_000 })
        let a = samples[0].acceleration
        #expect(abs(a.x - 256 * 0.038307 / 9.80665) < 1e-12)    // y moved to x by the mount matrix
        #expect(a.y == 0)
        #expect(abs(a.z + 1.0000) < 0.001)
        try FileManager.default.removeItem(atPath: d)
        #expect(src.read(until: Timestamp(seconds: 0.2)).isEmpty)
        #expect(src.status == .disconnected(reason: "cannot read \(d)/in_accel_*_raw"))
        #expect(src.drainIssues().count == 1)
    }

    @Test func evdevEventsAreBatchedPerSynReportAndScaled() throws {
        // A FIFO stands in for the event node: the reader only sees a byte stream of input_events.
        let d = tempDir(), node = d + "/event9"
        #expect(mkfifo(node, 0o600) == 0)
        let info = EvdevAccelerometerInfo(node: node, accelerometerProperty: true, axes:
            [AbsAxis(value: 0, minimum: -32768, maximum: 32767, fuzz: 0, flat: 0, resolution: 8192)] + Array(repeating: AbsAxis(value: 0, minimum: -32768, maximum: 32767, fuzz: 0, flat: 0, resolution: 8192), count: 2)
            + Array(repeating: AbsAxis(value: 0, minimum: -2_000_000, maximum: 2_000_000, fuzz: 0, flat: 0, resolution: 1024), count: 3))
        let clock = VirtualClock()
        let src = try EvdevAccelerometerSource(probe: info, id: "evdev:test", clock: clock)
        let w = open(node, O_WRONLY)
        #expect(w >= 0)
        func ev(_ sec: Int, _ usec: Int, _ type: Int32, _ code: Int32, _ value: Int32) -> input_event {
            var e = input_event(); e.time.tv_sec = sec; e.time.tv_usec = usec
            e.type = UInt16(type); e.code = UInt16(code); e.value = value; return e
        }
        let events = [ev(100, 0, EV_ABS, ABS_X, 4096), ev(100, 0, EV_ABS, ABS_Z, -8192), ev(100, 0, EV_ABS, ABS_RX, 2048), ev(100, 0, EV_SYN, SYN_REPORT, 0),
                      ev(100, 10_000, EV_ABS, ABS_Y, 8192), ev(100, 10_000, EV_SYN, SYN_REPORT, 0)]
        _ = events.withUnsafeBytes { Foundation.write(w, $0.baseAddress, $0.count) }
        let samples = src.read(until: Timestamp(seconds: 1))
        Foundation.close(w)
        #expect(samples.count == 2)
        #expect(samples[0].acceleration == Vector3(x: 0.5, y: 0, z: -1))
        #expect(samples[0].angularRate == Vector3(x: 2, y: 0, z: 0))
        #expect(samples[1].acceleration == Vector3(x: 0.5, y: 1, z: -1))   // unchanged axes keep their value
        #expect(samples[1].timestamp - samples[0].timestamp == .milliseconds(10))
        src.close()
        try? FileManager.default.removeItem(atPath: d)
    }
}
