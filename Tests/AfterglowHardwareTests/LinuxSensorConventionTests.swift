import AfterglowKit
import Foundation
import Testing
@testable import AfterglowHardware

/// Linux accelerometers as iio-sensor-proxy sees them: scan-element types, buffer layout, per-axis
/// scale and offset, mount matrices, and its own test vectors.
@Suite struct LinuxSensorConventionTests {
    func tempDir() -> String {
        let d = NSTemporaryDirectory() + "afterglow-iio-\(UUID().uuidString)"
        try! FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }
    func write(_ dir: String, _ name: String, _ text: String) { try! text.write(toFile: dir + "/" + name, atomically: true, encoding: .utf8) }

    @Test func scanTypesParseAndDecode() throws {
        let t = try IIOScanType(parsing: "le:s10/16>>6\n")
        #expect(!t.bigEndian && t.signed && t.bits == 10 && t.storageBits == 16 && t.shift == 6 && t.repeatCount == 1)
        // -256 in 10 bits, shifted left by 6, little-endian: 0xC000.
        var bytes: [UInt8] = [0x00, 0xC0]
        #expect(bytes.withUnsafeBytes { t.decode($0.baseAddress!) } == -256)
        let be = try IIOScanType(parsing: "be:u12/16>>4")
        bytes = [0xAB, 0xC0]
        #expect(bytes.withUnsafeBytes { be.decode($0.baseAddress!) } == 0xABC)
        let ts = try IIOScanType(parsing: "le:s64/64>>0")
        bytes = withUnsafeBytes(of: Int64(-5).littleEndian) { Array($0) }
        #expect(bytes.withUnsafeBytes { ts.decode($0.baseAddress!) } == -5)
        #expect(try IIOScanType(parsing: "le:s16/16X3>>0").repeatCount == 3)
        for bad in ["s16/16", "le:x16/16", "le:s16/12", "le:s20/16", "le:s12/16>>8"] {
            #expect(throws: HardwareError.self, "\(bad)") { try IIOScanType(parsing: bad) }
        }
    }

    @Test func bufferRecordsAreLaidOutAsTheKernelDoes() throws {
        let s16 = try IIOScanType(parsing: "le:s16/16>>0"), s64 = try IIOScanType(parsing: "le:s64/64>>0")
        // x, y, z (2 bytes each) then the timestamp aligned to 8: 16-byte records.
        let layout = IIOScanLayout([("in_timestamp", 3, s64), ("in_accel_x", 0, s16), ("in_accel_y", 1, s16), ("in_accel_z", 2, s16)])
        #expect(layout.channels.map(\.name) == ["in_accel_x", "in_accel_y", "in_accel_z", "in_timestamp"])
        #expect(layout.channels.map(\.offset) == [0, 2, 4, 8])
        #expect(layout.recordBytes == 16)
        let only = IIOScanLayout([("in_accel_x", 0, s16), ("in_accel_z", 2, s16)])
        #expect(only.recordBytes == 4)
    }

    @Test func perAxisScaleAndOffsetWinOverSharedOnes() throws {
        let d = tempDir()
        write(d, "in_accel_x_raw", "12.5\n"); write(d, "in_accel_y_raw", "3\n"); write(d, "in_accel_z_raw", "-1003.5\n")
        write(d, "in_accel_scale", "0.5\n"); write(d, "in_accel_offset", "100\n")
        for a in ["x", "y", "z"] { write(d, "in_accel_\(a)_scale", "0.0100068\n") }
        write(d, "in_accel_x_offset", "-12.5\n"); write(d, "in_accel_y_offset", "-3\n"); write(d, "in_accel_z_offset", "23.5\n")
        let info = try IIOAccelerometerInfo.probe(directory: d)
        let (a, _) = info.convert(accel: [12.5, 3, -1003.5], gyro: nil)
        #expect(abs(a.x) < 1e-12 && abs(a.y) < 1e-12 && abs(a.z + 980 * 0.0100068 / 9.80665) < 1e-12)
        write(d, "in_accel_z_offset", "lots\n")
        #expect(throws: HardwareError.self) { try IIOAccelerometerInfo.probe(directory: d) }
    }

    @Test func iioSensorProxyOrientationVectorsThroughItsMountMatrix() throws {
        // iio-sensor-proxy src/test-orientation.c: raw {523, 13, 5} at scale 0.019163 with mount
        // matrix "0, -1, 0; -1, 0, 0; 0, 0, 1" is ORIENTATION_NORMAL (upright: y = −1 g in our frame).
        let d = tempDir()
        write(d, "in_accel_x_raw", "523\n"); write(d, "in_accel_y_raw", "13\n"); write(d, "in_accel_z_raw", "5\n")
        write(d, "in_accel_scale", "0.019163\n")
        let info = try IIOAccelerometerInfo.probe(directory: d, udevMountMatrix: "0, -1, 0; -1, 0, 0; 0, 0, 1")
        #expect(info.mountMatrixOrigin == "udev ACCEL_MOUNT_MATRIX")
        let (a, _) = info.convert(accel: [523, 13, 5], gyro: nil)
        #expect(a.y < -0.95 && abs(a.x) < 0.05)
        // The udev property wins over sysfs; a malformed one names the device directory.
        write(d, "mount_matrix", "1, 0, 0; 0, 1, 0; 0, 0, 1\n")
        #expect(try IIOAccelerometerInfo.probe(directory: d, udevMountMatrix: "0, -1, 0; -1, 0, 0; 0, 0, 1").mountMatrixOrigin == "udev ACCEL_MOUNT_MATRIX")
        #expect(try IIOAccelerometerInfo.probe(directory: d).mountMatrixOrigin == "sysfs mount_matrix")
        do { _ = try IIOAccelerometerInfo.probe(directory: d, udevMountMatrix: "0, 1, 0; 1, 0, 0; 0, 0, 0"); Issue.record("accepted a zero row") } catch {
            #expect(error.description.contains(d) && error.description.contains("axis z (row 3) is all zeroes"))
        }
    }

    @Test func mountMatrixFormsAndErrors() throws {
        // systemd/eudev hwdb form, no spaces, decimals, empty = identity (as iio-sensor-proxy).
        #expect(try MountMatrix(parsing: "0, 1, 0; 1, 0, 0; 0, 0, 1").apply(Vector3(x: 1, y: 2, z: 3)) == Vector3(x: 2, y: 1, z: 3))
        #expect(try MountMatrix(parsing: "0,1,0;1,0,0;0,0,1") == MountMatrix(parsing: "0, 1, 0; 1, 0, 0; 0, 0, 1"))
        #expect(try MountMatrix(parsing: " 0.7071, -0.7071, 0;0.7071 ,0.7071, 0; 0, 0, 1 ").rows[0][1] == -0.7071)
        #expect(try MountMatrix(parsing: "").isIdentity)
        let cases = ["1, 0, 0; 0, 1, 0": "expected 3 rows", "1, 0; 0, 1, 0; 0, 0, 1": "row 1 has 2 value(s)",
                     "1, 0, 0; 0, x, 0; 0, 0, 1": "row 2, column 2: \"x\" is not a number",
                     "0, 1, 0; 1, 0, 0; 0, 0, 0": "axis z (row 3) is all zeroes"]
        for (text, message) in cases {
            do { _ = try MountMatrix(parsing: text); Issue.record("accepted \(text)") } catch { #expect(error.description.contains(message), "\(error)") }
        }
    }

    @Test func gravityCalibrationWaitsForRestThenReleasesScaled() {
        var c = GravityCalibration()
        var out: [IMUSample] = []
        // Moving first (lengths vary), then at rest at 300 units (with ±1 unit of noise).
        for i in 0..<20 { out += c.add(IMUSample(timestamp: Timestamp(nanoseconds: Int64(i * 40_000_000)), acceleration: Vector3(x: Double(100 + i * 10), y: 0, z: -250), source: "t")) }
        #expect(out.isEmpty && c.unitsPerG == nil)
        for i in 20..<40 { out += c.add(IMUSample(timestamp: Timestamp(nanoseconds: Int64(i * 40_000_000)), acceleration: Vector3(x: Double(i % 2), y: 0, z: -300), source: "t")) }
        #expect(c.unitsPerG.map { abs($0 - 300) < 0.01 } == true)
        #expect(out.count == 40)
        #expect(abs(out.last!.acceleration.z + 1) < 1e-4)
    }
}
