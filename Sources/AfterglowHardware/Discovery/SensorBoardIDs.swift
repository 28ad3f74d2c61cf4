import Foundation

/// The USB ids that make a serial port a board candidate, from `Devices/sensor-boards/usb-ids.json`.
public struct SensorBoardIDs: Hashable, Codable, Sendable {
    public struct Entry: Hashable, Codable, Sendable {
        public var vendorId: String
        public var productId: String
        public var name: String
        public var id: String { "\(vendorId.lowercased()):\(productId.lowercased())" }
    }
    public var boards: [Entry]

    public init(boards: [Entry]) { self.boards = boards }

    public func match(_ usb: USBIdentity) -> Entry? { boards.first { $0.id == usb.id } }

    /// Loads and validates the list; errors name the file and the entry.
    public static func load(path: String) throws(HardwareError) -> SensorBoardIDs {
        guard let data = FileManager.default.contents(atPath: path) else { throw HardwareError("\(path): cannot be read") }
        let list: SensorBoardIDs
        do { list = try JSONDecoder().decode(SensorBoardIDs.self, from: data) } catch {
            throw HardwareError("\(path): not a board list ({\"boards\": [{\"vendorId\", \"productId\", \"name\"}]}): \(error)")
        }
        for (i, b) in list.boards.enumerated() {
            for (field, v) in [("vendorId", b.vendorId), ("productId", b.productId)] where v.count != 4 || UInt16(v, radix: 16) == nil {
                throw HardwareError("\(path): boards[\(i)].\(field) \"\(v)\" is not 4 hex digits")
            }
        }
        return list
    }
}
