import AfterglowTime
import AfterglowSensing
import Foundation

/// Writes a trace in the formats the hardware tests replay through umockdev: evemu event files
/// for an evdev accelerometer, and a sysfs attribute script for an IIO one.
public enum TraceExport {
    /// evemu `.events` lines (`E: sec.usec type code value`): ABS_X/Y/Z in units of
    /// `accelResolution` per g and ABS_RX/RY/RZ in `gyroResolution` per °/s, one SYN_REPORT per
    /// sample — what a DualShock 4's "Motion Sensors" node sends (resolutions 8192 and 1024).
    public static func evemu(_ trace: IMUTrace, accelResolution: Double = 8192, gyroResolution: Double = 1024) -> String {
        var out = "# EVEMU 1.3\n# \(trace.metadata.map { "\($0.key)=\($0.value)" }.joined(separator: " "))\n"
        let t0 = trace.samples.first?.timestamp.nanoseconds ?? 0
        for s in trace.samples {
            let us = (s.timestamp.nanoseconds - t0) / 1000
            let time = String(format: "%lld.%06lld", us / 1_000_000, us % 1_000_000)
            let a = s.acceleration, g = s.angularRate
            let values = [a.x, a.y, a.z].map { Int(($0 * accelResolution).rounded()) } + [g.x, g.y, g.z].map { Int(($0 * gyroResolution).rounded()) }
            for (code, v) in values.enumerated() { out += "E: \(time) 0003 \(String(format: "%04x", code)) \(v)\n" }
            out += "E: \(time) 0000 0000 0\n"
        }
        return out
    }

    /// Lines of `seconds x_raw y_raw z_raw` for an IIO accelerometer with `scale` m/s² per LSB,
    /// which the hardware test's driver writes into the mocked sysfs at their times.
    public static func iioScript(_ trace: IMUTrace, scale: Double) -> String {
        var out = "# t_s in_accel_x_raw in_accel_y_raw in_accel_z_raw (scale \(scale) m/s² per LSB)\n"
        let t0 = trace.samples.first?.timestamp ?? .zero
        for s in trace.samples {
            let a = s.acceleration * (IIOExportConstants.g / scale)
            out += String(format: "%.6f %d %d %d\n", (s.timestamp - t0).seconds, Int(a.x.rounded()), Int(a.y.rounded()), Int(a.z.rounded()))
        }
        return out
    }
}

enum IIOExportConstants { static let g = 9.80665 }
