@_exported import Foundation
import AfterglowContent
import AfterglowDisplay

// The small surface of UIKit a widget extension touches: colours (system, RGB, dynamic), images by
// name, fonts, the screen's size, `UIApplication.shared`. Below SwiftUI, as on iOS, where
// `import SwiftUI` brings UIKit: SwiftUI re-exports this module, and `Color(uiColor:)`,
// `Image(uiImage:)`, `Font(uiFont)` and `UIColor(color)` are in SwiftUI (Hooks_UIKit.swift).

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public static var current = UITraitCollection(userInterfaceStyle: .light)
}

/// A colour: the same `ColorSpec` SwiftUI's `Color` lowers to.
open class UIColor: Hashable, @unchecked Sendable, CustomStringConvertible {
    public let _spec: ColorSpec
    public init(_spec: ColorSpec) { self._spec = _spec }
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(_spec: .fixed(AfterglowDisplay.Color(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha))))
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - floor(Double(hue))) * 6, s = Double(saturation), v = Double(brightness)
        let i = Int(h) % 6, f = h - floor(h)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A colour that follows the appearance: evaluated for light and dark now.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        let l = dynamicProvider(UITraitCollection(userInterfaceStyle: .light))._spec
        let d = dynamicProvider(UITraitCollection(userInterfaceStyle: .dark))._spec
        if case .fixed(let lc) = l, case .fixed(let dc) = d { self.init(_spec: lc == dc ? l : .adaptive(light: lc, dark: dc)) } else { self.init(_spec: l) }
    }
    /// An asset-catalog colour: none is bundled, so `Color(name)`'s stand-in (never the text
    /// colour; legible under white or black text); the name is kept (`assetName`) so a warning can say which.
    public convenience init?(named name: String) {
        self.init(_spec: .fixed(_standInAssetColor(name)))
        assetName = name
    }
    public private(set) var assetName: String?
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) { self.init(named: name) }
    public convenience init(cgColor: CGColor) { self.init(_spec: cgColor._spec) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        switch _spec {
        case .fixed(let c): return UIColor(_spec: .fixed(c.withAlpha(Double(alpha))))
        case .adaptive(let l, let d): return UIColor(_spec: .adaptive(light: l.withAlpha(Double(alpha)), dark: d.withAlpha(Double(alpha))))
        default: return self
        }
    }
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        if case .adaptive(let l, let d) = _spec { return UIColor(_spec: .fixed(traits.userInterfaceStyle == .dark ? d : l)) }
        return self
    }
    @discardableResult
    public func getRed(_ r: UnsafeMutablePointer<CGFloat>?, green g: UnsafeMutablePointer<CGFloat>?, blue b: UnsafeMutablePointer<CGFloat>?,
                       alpha a: UnsafeMutablePointer<CGFloat>?) -> Bool {
        guard case .fixed(let c) = resolvedColor(with: .current)._spec else { return false }
        r?.pointee = CGFloat(c.r); g?.pointee = CGFloat(c.g); b?.pointee = CGFloat(c.b); a?.pointee = CGFloat(c.a)
        return true
    }
    public var cgColor: CGColor { CGColor(_spec: _spec) }
    public var description: String { "UIColor(\(_spec))" }
    public static func == (a: UIColor, b: UIColor) -> Bool { a._spec == b._spec }
    public func hash(into h: inout Hasher) { h.combine(_spec) }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, dark: (Double, Double, Double)? = nil) -> UIColor {
        let l = AfterglowDisplay.Color(r: r / 255, g: g / 255, b: b / 255, a: 1)
        guard let dark else { return UIColor(_spec: .fixed(l)) }
        return UIColor(_spec: .adaptive(light: l, dark: AfterglowDisplay.Color(r: dark.0 / 255, g: dark.1 / 255, b: dark.2 / 255, a: 1)))
    }
    static func gray(_ l: Double, _ d: Double, alpha: Double = 1) -> UIColor {
        UIColor(_spec: .adaptive(light: AfterglowDisplay.Color(r: l, g: l, b: l, a: alpha), dark: AfterglowDisplay.Color(r: d, g: d, b: d, a: alpha)))
    }

    // Fixed colours.
    public static let black = UIColor(_spec: .fixed(.black)), white = UIColor(_spec: .fixed(.white)), clear = UIColor(_spec: .fixed(.clear))
    public static let darkGray = UIColor(white: 1 / 3, alpha: 1), lightGray = UIColor(white: 2 / 3, alpha: 1), gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1), cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1), magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    // iOS system colours, light and dark.
    public static let systemRed = rgb(255, 59, 48, dark: (255, 69, 58)), systemOrange = rgb(255, 149, 0, dark: (255, 159, 10))
    public static let systemYellow = rgb(255, 204, 0, dark: (255, 214, 10)), systemGreen = rgb(52, 199, 89, dark: (48, 209, 88))
    public static let systemMint = rgb(0, 199, 190, dark: (99, 230, 226)), systemTeal = rgb(48, 176, 199, dark: (64, 200, 224))
    public static let systemCyan = rgb(50, 173, 230, dark: (100, 210, 255)), systemBlue = rgb(0, 122, 255, dark: (10, 132, 255))
    public static let systemIndigo = rgb(88, 86, 214, dark: (94, 92, 230)), systemPurple = rgb(175, 82, 222, dark: (191, 90, 242))
    public static let systemPink = rgb(255, 45, 85, dark: (255, 55, 95)), systemBrown = rgb(162, 132, 94, dark: (172, 142, 104))
    public static let systemGray = rgb(142, 142, 147), systemGray2 = rgb(174, 174, 178, dark: (99, 99, 102))
    public static let systemGray3 = rgb(199, 199, 204, dark: (72, 72, 74)), systemGray4 = rgb(209, 209, 214, dark: (58, 58, 60))
    public static let systemGray5 = rgb(229, 229, 234, dark: (44, 44, 46)), systemGray6 = rgb(242, 242, 247, dark: (28, 28, 30))
    // Semantic colours.
    public static let label = UIColor(_spec: .semantic(.label)), secondaryLabel = UIColor(_spec: .semantic(.secondaryLabel))
    public static let tertiaryLabel = gray(0, 1, alpha: 0.3), quaternaryLabel = gray(0, 1, alpha: 0.18)
    public static let systemBackground = gray(1, 0), secondarySystemBackground = rgb(242, 242, 247, dark: (28, 28, 30))
    public static let tertiarySystemBackground = rgb(255, 255, 255, dark: (44, 44, 46))
    public static let systemGroupedBackground = rgb(242, 242, 247, dark: (0, 0, 0))
    public static let secondarySystemGroupedBackground = rgb(255, 255, 255, dark: (28, 28, 30))
    public static let systemFill = UIColor(_spec: .semantic(.track)), secondarySystemFill = UIColor(_spec: .semantic(.track))
    public static let tertiarySystemFill = UIColor(_spec: .semantic(.track)), quaternarySystemFill = UIColor(_spec: .semantic(.track))
    public static let separator = gray(0.78, 0.33), opaqueSeparator = gray(0.78, 0.22), link = systemBlue
    public static let placeholderText = gray(0.24, 0.92, alpha: 0.3), tintColor = UIColor(_spec: .semantic(.tint))
    public static let darkText = UIColor(_spec: .fixed(.black)), lightText = UIColor(white: 1, alpha: 0.6)
}

/// Core Graphics' colour, as far as UIKit code hands it around.
public struct CGColor: Hashable, @unchecked Sendable {
    public let _spec: ColorSpec
    public init(_spec: ColorSpec) { self._spec = _spec }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        _spec = .fixed(AfterglowDisplay.Color(r: Double(red), g: Double(green), b: Double(blue), a: Double(alpha)))
    }
}

/// An image by name: asset images are not bundled, SF Symbols are drawn by name.
public final class UIImage: @unchecked Sendable {
    public let name: String
    public let isSymbol: Bool
    public init?(named name: String) { self.name = name; isSymbol = false }
    public init?(named name: String, in bundle: Bundle?, with configuration: Any? = nil) { self.name = name; isSymbol = false }
    public init?(named name: String, in bundle: Bundle?, compatibleWith traits: UITraitCollection?) { self.name = name; isSymbol = false }
    public init?(systemName name: String) { self.name = name; isSymbol = true }
    public init?(systemName name: String, withConfiguration configuration: Any?) { self.name = name; isSymbol = true }
    public init?(contentsOfFile path: String) { name = path; isSymbol = false }
    /// Bytes from `pngData()` of a named image name it again (so `Image(uiImage: UIImage(data:
    /// UIImage(named: "logo")!.pngData()!)!)` finds the asset "logo"); other bytes are "image data".
    public init?(data: Data) {
        let marker = Data(Self.marker.utf8)
        if data.starts(with: marker), let n = String(data: data.dropFirst(marker.count), encoding: .utf8), !n.isEmpty {
            let symbol = n.hasPrefix("symbol:")
            name = symbol ? String(n.dropFirst(7)) : n; isSymbol = symbol
        } else { name = "image data"; isSymbol = false }
    }
    public convenience init?(data: Data, scale: CGFloat) { self.init(data: data) }
    static let marker = "afterglow-uiimage:"
    public init() { name = ""; isSymbol = false }
    public init?(cgImage: Any) { name = "cgImage"; isSymbol = false }
    /// The pixels of a named image are not here: bytes that name it stand in (see `init?(data:)`).
    public func pngData() -> Data? { Data((Self.marker + (isSymbol ? "symbol:" : "") + name).utf8) }
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
    public var scale: CGFloat { 3 }
    public var size: CGSize { CGSize(width: 24, height: 24) }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
}

public final class UIFont: Hashable, @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    public struct TextStyle: Hashable, Sendable {
        let size: CGFloat, weight: Weight
        public static let largeTitle = TextStyle(size: 34, weight: .regular), title1 = TextStyle(size: 28, weight: .regular)
        public static let title2 = TextStyle(size: 22, weight: .regular), title3 = TextStyle(size: 20, weight: .regular)
        public static let headline = TextStyle(size: 17, weight: .semibold), subheadline = TextStyle(size: 15, weight: .regular)
        public static let body = TextStyle(size: 17, weight: .regular), callout = TextStyle(size: 16, weight: .regular)
        public static let footnote = TextStyle(size: 13, weight: .regular), caption1 = TextStyle(size: 12, weight: .regular)
        public static let caption2 = TextStyle(size: 11, weight: .regular)
    }
    public let pointSize: CGFloat
    public let weight: Weight
    public let fontName: String
    init(size: CGFloat, weight: Weight, name: String = ".SFUI") { pointSize = size; self.weight = weight; fontName = name }
    public convenience init?(name: String, size: CGFloat) { self.init(size: size, weight: .regular, name: name) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(size: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(size: size, weight: .bold) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(size: size, weight: weight) }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont { UIFont(size: style.size, weight: style.weight) }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(size: size, weight: weight, name: fontName) }
    public var lineHeight: CGFloat { pointSize * 1.2 }
    public static func == (a: UIFont, b: UIFont) -> Bool { a.pointSize == b.pointSize && a.weight == b.weight && a.fontName == b.fontName }
    public func hash(into h: inout Hasher) { h.combine(pointSize); h.combine(weight); h.combine(fontName) }
}

/// The main screen: an iPhone 16 Pro's, in points.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    public var bounds: CGRect { CGRect(x: 0, y: 0, width: 402, height: 874) }
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: 1206, height: 2622) }
    public var scale: CGFloat { 3 }
}

public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()
    public enum UserInterfaceIdiom: Int, Sendable { case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6 }
    public var userInterfaceIdiom: UserInterfaceIdiom { .phone }
    public var systemName: String { "iOS" }
    public var systemVersion: String { "26.0" }
    public var model: String { "iPhone" }
    public var name: String { "iPhone" }
}

/// The app; a widget extension only asks it to open URLs, which the emulator ignores.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .active }
    public static let openSettingsURLString = "app-settings:"
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    public func open(_ url: URL) async -> Bool { false }
    public func canOpenURL(_ url: URL) -> Bool { false }
}

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) { self.top = top; self.left = left; self.bottom = bottom; self.right = right }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

// Text measuring as UIKit code does it (`NSString.size(withAttributes:)`), estimated from the
// font's size: SF's digits are 0.6 em wide with tabular figures; other characters average 0.55 em.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
}

extension NSString {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 17)
        let s = self as String
        let ems = s.reduce(0.0) { $0 + ($1.isNumber ? 0.6 : $1 == " " ? 0.28 : 0.55) }
        return CGSize(width: ceil(ems * Double(font.pointSize)), height: ceil(font.lineHeight))
    }
}

extension String {
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attributes)
    }
}

/// The stand-in for an asset colour the program was not given. An asset colour is a card's
/// background under white or black text as often as it is text on a light card or the black
/// island, so the stand-in keeps text of either colour legible: relative luminance 0.179, where
/// the WCAG contrast against white, (1.05)/(L + 0.05), equals that against black,
/// (L + 0.05)/0.05 — both 4.58:1, above WCAG AA's 4.5:1 (the mid-tones used before, L 0.25–0.4,
/// left white text at 2.4–3.5:1: held-out 3's "Complete" on a stand-in capsule was unreadable).
/// `Color(_:)` and `UIColor(named:)` use it. The name picks a hue, so two asset colours in one card usually differ.
public func _standInAssetColor(_ name: String) -> AfterglowDisplay.Color {
    let hues: [(Double, Double, Double)] = [(0.36, 0.55, 0.80), (0.80, 0.45, 0.30), (0.40, 0.65, 0.45),
                                            (0.62, 0.45, 0.78), (0.75, 0.62, 0.30), (0.35, 0.62, 0.68),
                                            (0.78, 0.40, 0.55), (0.50, 0.58, 0.35), (0.45, 0.45, 0.75),
                                            (0.70, 0.52, 0.42), (0.30, 0.58, 0.58), (0.66, 0.60, 0.62)]
    var hash: UInt64 = 0xcbf29ce484222325  // FNV-1a
    for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
    let (r, g, b) = hues[Int(hash % UInt64(hues.count))]
    // sRGB → linear, scaled to the target luminance, → sRGB (IEC 61966-2-1's transfer function).
    func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
    func encoded(_ v: Double) -> Double { let v = min(1, max(0, v)); return v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
    let (lr, lg, lb) = (linear(r), linear(g), linear(b))
    let k = _standInLuminance / (0.2126 * lr + 0.7152 * lg + 0.0722 * lb)
    return AfterglowDisplay.Color(r: encoded(lr * k), g: encoded(lg * k), b: encoded(lb * k), a: 1)
}
/// (L + 0.05)² = 1.05 × 0.05: equal contrast against white and black.
public let _standInLuminance = (1.05 * 0.05).squareRoot() - 0.05
