import Foundation

// ImageIO and CoreFoundation names that widget code uses to downsample an image it loads from the
// app group or the network (on iOS, UIKit brings them). There are no image files to decode here, so
// no source is ever created and the developer's own fallback (a placeholder, a symbol) is drawn, as
// on a device when the file is missing. swift-corelibs-foundation has no CF types: plain Swift ones.

public typealias CFString = String
public typealias CFDictionary = [String: Any]
public typealias CFURL = URL
public typealias CFData = Data

/// A decoded bitmap; none is ever made here.
public final class CGImage: @unchecked Sendable {
    public var width: Int { 0 }
    public var height: Int { 0 }
}

/// An image source; `CGImageSourceCreate…` return nil (nothing to decode).
public final class CGImageSource: @unchecked Sendable {}

public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
public let kCGImageSourceTypeIdentifierHint: CFString = "kCGImageSourceTypeIdentifierHint"

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? { nil }
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? { nil }
public func CGImageSourceGetCount(_ source: CGImageSource) -> Int { 0 }
public func CGImageSourceCreateImageAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
public func CGImageSourceCreateThumbnailAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? { nil }
public func CGImageSourceCopyPropertiesAtIndex(_ source: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? { nil }
