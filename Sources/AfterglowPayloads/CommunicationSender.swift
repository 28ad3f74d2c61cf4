/// The person a communication notification is from: a name and an avatar image file (PNG).
public struct CommunicationSender: Hashable, Sendable {
    public var name: String
    /// Absolute path, or nil when the payload named none (initials are drawn instead).
    public var imagePath: String?
    public init(name: String, imagePath: String? = nil) { self.name = name; self.imagePath = imagePath }

    /// "Ana Lima" → "AL": drawn on a grey disc when there is no image.
    public var initials: String {
        String(name.split(separator: " ").prefix(2).compactMap(\.first)).uppercased()
    }
}
