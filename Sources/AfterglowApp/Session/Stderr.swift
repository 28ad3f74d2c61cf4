import Foundation

public func printError(_ message: String) {
    FileHandle.standardError.write((message + "\n").data(using: .utf8)!)
}
