import AfterglowDisplay
import AfterglowRender
import Foundation

/// PNG bytes through the renderer's Cairo writer (compressed), via a private temporary file
/// because Cairo's file writer is the one the renderer exposes.
@Sendable public func encodePNGWithCairo(_ buffer: PixelBuffer) throws -> Data {
    let path = NSTemporaryDirectory() + "afterglow-\(getpid())-\(UUID().uuidString).png"
    defer { unlink(path) }
    try PNGCodec.write(buffer, to: path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
}
