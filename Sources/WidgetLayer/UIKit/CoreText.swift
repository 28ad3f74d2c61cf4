import Foundation

// UIKit's font descriptors and CoreText's fonts, as far as widget code builds a `Font` from them
// (`UIFont.preferredFont(forTextStyle:).fontDescriptor.addingAttributes([kCTFontVariationAttribute
// …])` then `Font(CTFont(descriptor, size:))`). On iOS the CoreText types are toll-free bridged
// with UIKit's, hence the aliases. Size, weight and the bold trait are kept; variation axes,
// designs and other traits are kept as attributes only (the renderer has one system face).

public final class UIFontDescriptor: @unchecked Sendable {
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let family = Self("NSFontFamilyAttribute"), name = Self("NSFontNameAttribute")
        public static let size = Self("NSFontSizeAttribute"), traits = Self("NSCTFontTraitsAttribute")
        public static let featureSettings = Self("NSCTFontFeatureSettingsAttribute")
    }
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let weight = Self(rawValue: "NSCTFontWeightTrait"), width = Self(rawValue: "NSCTFontProportionTrait")
    }
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = Self(rawValue: 1 << 0), traitBold = Self(rawValue: 1 << 1)
        public static let traitExpanded = Self(rawValue: 1 << 5), traitCondensed = Self(rawValue: 1 << 6)
        public static let traitMonoSpace = Self(rawValue: 1 << 10), traitTightLeading = Self(rawValue: 1 << 15)
        public static let traitLooseLeading = Self(rawValue: 1 << 16)
    }
    public struct SystemDesign: Hashable, Sendable {
        let name: String
        public static let `default` = Self(name: "default"), rounded = Self(name: "rounded")
        public static let serif = Self(name: "serif"), monospaced = Self(name: "monospaced")
    }

    public let pointSize: CGFloat
    let weight: UIFont.Weight
    public let fontAttributes: [AttributeName: Any]
    public private(set) var symbolicTraits: SymbolicTraits = []

    init(pointSize: CGFloat, weight: UIFont.Weight, attributes: [AttributeName: Any] = [:], traits: SymbolicTraits = []) {
        self.pointSize = pointSize; self.weight = weight; fontAttributes = attributes; symbolicTraits = traits
    }
    public convenience init(fontAttributes attributes: [AttributeName: Any]) {
        let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map { CGFloat($0) } ?? 17
        self.init(pointSize: size, weight: .regular, attributes: attributes)
    }
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight, attributes: fontAttributes.merging(attributes) { $1 }, traits: symbolicTraits)
    }
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, weight: weight, attributes: fontAttributes, traits: traits)
    }
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }
    public func withSize(_ size: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: size, weight: weight, attributes: fontAttributes, traits: symbolicTraits)
    }
}

extension UIFont {
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(pointSize: pointSize, weight: weight) }
    /// `size` 0 keeps the descriptor's size, as UIKit does.
    public convenience init(descriptor: UIFontDescriptor, size: CGFloat) {
        let bold = descriptor.symbolicTraits.contains(.traitBold) && descriptor.weight.rawValue < UIFont.Weight.bold.rawValue
        self.init(size: size == 0 ? descriptor.pointSize : size, weight: bold ? .bold : descriptor.weight)
    }
    /// CoreText's `CTFont(descriptor, size:)` (`CTFont` is `UIFont` here, as it is toll-free bridged on iOS).
    public convenience init(_ descriptor: UIFontDescriptor, size: CGFloat) { self.init(descriptor: descriptor, size: size) }
}

public typealias CTFont = UIFont
public typealias CTFontDescriptor = UIFontDescriptor
/// A CoreText attribute key; on iOS a `CFString` that bridges to `UIFontDescriptor.AttributeName`
/// (`kCTFontVariationAttribute as UIFontDescriptor.AttributeName`), so typed as that name here.
public let kCTFontVariationAttribute = UIFontDescriptor.AttributeName("NSCTFontVariationAttribute")
public let kCTFontFeatureSettingsAttribute = UIFontDescriptor.AttributeName.featureSettings
