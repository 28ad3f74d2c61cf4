import AfterglowKit
import Foundation

/// The repository's Devices/ directory, found from this source file's location.
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }  // Support, AfterglowKitTests, Tests
    return url.path
}()

let devicesDirectory = repositoryRoot + "/Devices"

/// The shipped catalog, loaded once per test process.
let shippedCatalog = DeviceCatalog.load(directory: devicesDirectory)

func device(_ id: String) -> DeviceProfile {
    guard let p = shippedCatalog.profile(named: id) else { fatalError("no profile \(id) in \(devicesDirectory)") }
    return p
}
