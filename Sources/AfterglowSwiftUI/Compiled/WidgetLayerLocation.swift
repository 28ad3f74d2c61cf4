import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Where the widget layer and the compiler are (docs/SWIFTUI.md › Compiled path › Driver).
public struct WidgetLayerLocation: Sendable, Equatable {
    /// The directory holding `libAfterglowWidgetLayer.so` and `Modules/`.
    public var directory: String
    public var library: String { directory + "/libAfterglowWidgetLayer.so" }
    public var modules: String { directory + "/Modules" }

    public init(directory: String) { self.directory = directory }

    /// The layer beside the running executable (`/proc/self/exe`'s directory, as `swift build`
    /// lays them out), or `AFTERGLOW_WIDGET_LAYER` (a directory); nil when neither has it.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> WidgetLayerLocation? {
        var candidates: [String] = []
        if let dir = environment["AFTERGLOW_WIDGET_LAYER"], !dir.isEmpty { candidates.append(dir) }
        if let exe = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let dir = (exe as NSString).deletingLastPathComponent
            candidates.append(dir)
            // A test bundle runs from `.build/debug/X.xctest` (the runner) in the same directory.
        }
        for dir in candidates {
            let l = WidgetLayerLocation(directory: dir)
            if FileManager.default.fileExists(atPath: l.library), FileManager.default.fileExists(atPath: l.modules + "/SwiftUI.swiftmodule") { return l }
        }
        return nil
    }

    /// The layer's module names (`Modules/*.swiftmodule`).
    public var moduleNames: Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: modules)) ?? []
        return Set(names.filter { $0.hasSuffix(".swiftmodule") }.map { String($0.dropLast(".swiftmodule".count)) })
    }

    /// Whether the layer has the host entry `_WidgetHost.main(widgets:previews:)` and
    /// `_AfterglowPreview` (the seed had only `Widget.main()`): read from WidgetKit's module.
    /// Read once per process and module file (several MB to search, on every build otherwise).
    public var hasPreviewHost: Bool {
        let path = modules + "/WidgetKit.swiftmodule"
        var st = stat()
        guard stat(path, &st) == 0 else { return false }
        let key = "\(path):\(st.st_size):\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        if let known = Self.previewHostLock.withLock({ Self.previewHost[key] }) { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return false }
        let found = data.range(of: Data("_AfterglowPreview".utf8)) != nil
        Self.previewHostLock.withLock { Self.previewHost[key] = found }
        return found
    }

    nonisolated(unsafe) private static var previewHost: [String: Bool] = [:]
    private static let previewHostLock = NSLock()

    /// What identifies this build of the layer for the cache: size and modification time of the
    /// library and each of its modules' interface files.
    public var fingerprint: String {
        var parts: [String] = []
        let fm = FileManager.default
        var files = [library]
        for m in moduleNames.intersection(CompiledPrePass.assumedLayerModules).sorted() {
            let p = modules + "/" + m + ".swiftmodule"
            files.append(p)
        }
        for f in files {
            let a = try? fm.attributesOfItem(atPath: f)
            let size = (a?[.size] as? NSNumber)?.int64Value ?? -1
            let mtime = (a?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            parts.append("\((f as NSString).lastPathComponent):\(size):\(mtime)")
        }
        return parts.joined(separator: ",")
    }
}

/// The toolchain's `swiftc`, found as Package.swift finds the toolchain: `AFTERGLOW_SWIFTC`, then
/// `swiftc` on `PATH`, then `/opt/swift/usr/bin/swiftc`.
public enum SwiftCompiler {
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        let fm = FileManager.default
        if let c = environment["AFTERGLOW_SWIFTC"], fm.isExecutableFile(atPath: c) { return c }
        for dir in (environment["PATH"] ?? "").split(separator: ":") {
            let c = String(dir) + "/swiftc"
            if fm.isExecutableFile(atPath: c) { return c }
        }
        return fm.isExecutableFile(atPath: "/opt/swift/usr/bin/swiftc") ? "/opt/swift/usr/bin/swiftc" : nil
    }

    /// What identifies this compiler for the cache: the driver and the frontend beside it (symlinks
    /// resolved), each by path, size and modification time — a new toolchain changes it. Read from
    /// the file system, not by running `swiftc -version` (a process start on every cache hit).
    public static func version(_ swiftc: String) -> String {
        let driver = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().path
        let frontend = URL(fileURLWithPath: (driver as NSString).deletingLastPathComponent + "/swift-frontend").resolvingSymlinksInPath().path
        return [driver, frontend].map { path -> String in
            var st = stat()
            guard stat(path, &st) == 0 else { return path + ":missing" }
            return "\(path):\(st.st_size):\(st.st_mtim.tv_sec).\(st.st_mtim.tv_nsec)"
        }.joined(separator: ",")
    }
}

/// A 128-bit content hash (two FNV-1a 64 lanes with different seeds): the cache key, not a
/// security boundary.
public struct ContentHash {
    private var a: UInt64 = 0xcbf2_9ce4_8422_2325
    private var b: UInt64 = 0x8422_2325_cbf2_9ce4
    public init() {}
    public mutating func add(_ s: String) {
        for byte in s.utf8 { add(byte) }
        add(0xff)
    }
    private mutating func add(_ byte: UInt8) {
        a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        b = (b ^ UInt64(byte ^ 0x5a)) &* 0x0000_0100_0000_01b3
        b = (b << 7) | (b >> 57)
    }
    public var hex: String { String(format: "%016llx%016llx", a, b) }
}
