import Foundation

/// The repository checkout these tests run in: device profiles, examples and fixtures are read from it.
enum Repository {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }  // Repository.swift, AfterglowAppTests, Tests
        return url.path
    }()
}
