import AfterglowKit
import Foundation

/// The repository's Devices/ directory, found from this source file's location.
public let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // Fixtures.swift, AfterglowTestSupport, Tests
    return url.path
}()

public let devicesDirectory = repositoryRoot + "/Devices"

/// The shipped catalog, loaded once per test process.
public let shippedCatalog = DeviceCatalog.load(directory: devicesDirectory)

public func device(_ id: String) -> DeviceProfile {
    guard let p = shippedCatalog.profile(named: id) else { fatalError("no profile \(id) in \(devicesDirectory)") }
    return p
}
