import Foundation

// CoreFoundation's Darwin notify center, which an app and its widget extension use to tell each
// other that the app group's defaults changed. In the emulator the widget runs alone: a posted
// notification reaches no other process and an observer is never called, as on a device when the
// app is not running.

public final class CFNotificationCenter: @unchecked Sendable {
    static let darwin = CFNotificationCenter()
}
public struct CFNotificationName: RawRepresentable, Hashable, Sendable {
    public let rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
}
public enum CFNotificationSuspensionBehavior: Int, Sendable { case drop = 1, coalesce, hold, deliverImmediately }
public typealias CFNotificationCallback = (CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?) -> Void

public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { .darwin }
public func CFNotificationCenterPostNotification(_ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
                                                 _ userInfo: CFDictionary!, _ deliverImmediately: Bool) {}
public func CFNotificationCenterAddObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
                                           _ name: CFString!, _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior) {}
public func CFNotificationCenterRemoveObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!,
                                              _ object: UnsafeRawPointer!) {}
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {}
