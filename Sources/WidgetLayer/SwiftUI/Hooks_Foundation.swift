import Foundation

// Foundation API that Apple's platforms have and swift-corelibs-foundation lacks, which widget code
// calls (an app group's shared container for images the app saved).

extension FileManager {
    /// The app group's shared container: a directory per group under the temporary directory, so
    /// a widget that loads images the app saved there finds none and draws its fallback.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        let url = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("afterglow-app-groups/\(groupIdentifier)")
        try? createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

extension UserDefaults {
    /// Key-Value Coding on the defaults (`NSObject`'s `setValue(_:forKey:)` / `value(forKey:)` on
    /// Apple's platforms, absent from swift-corelibs-foundation): for `UserDefaults` they store and
    /// read the object for the key, as `set(_:forKey:)` and `object(forKey:)` do.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
    public func value(forKey key: String) -> Any? { object(forKey: key) }
}

extension NSObject {
    /// The Objective-C runtime's class method `+classForCoder` (the class an archiver encodes in
    /// the object's place; for a class that does not override it, the class itself), which code
    /// registering a `URLProtocol` subclass calls as `MyProtocol.classForCoder()`.
    /// swift-corelibs-foundation has only the instance property `classForCoder`.
    public class func classForCoder() -> AnyClass { self }
}
