@_exported import UIKit

// UIKit's bridges to SwiftUI. On iOS `import SwiftUI` brings UIKit (many widget files use
// `UIImage`, `UIColor` with only `import SwiftUI`), so the layer's UIKit sits below SwiftUI and
// SwiftUI re-exports it; these initialisers live here. Owned by the kits engineer (layer-kits).

extension Color {
    public init(uiColor: UIColor) {
        if let name = uiColor.assetName { _warn("asset colour \"\(name)\" (UIColor(named:)) is not available here; drawn in a stand-in colour") }
        self.init(_spec: uiColor._spec)
    }
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
    public init(cgColor: CGColor) { self.init(_spec: cgColor._spec) }
}

extension UIColor {
    public convenience init(_ color: Color) { self.init(_spec: color.spec) }
}

extension Image {
    /// A symbol by its name; an asset image by its name (the asset lookup of `Image(_:)`); an image
    /// made from bytes draws the image placeholder.
    public init(uiImage: UIImage) {
        if uiImage.isSymbol { self.init(systemName: uiImage.name) } else { self.init(uiImage.name) }
    }
}

extension Font {
    public init(_ font: UIFont) {
        let w: Font.Weight = switch font.weight.rawValue {
        case ..<(-0.7): .ultraLight
        case ..<(-0.5): .thin
        case ..<(-0.2): .light
        case ..<0.1: .regular
        case ..<0.26: .medium
        case ..<0.35: .semibold
        case ..<0.5: .bold
        case ..<0.6: .heavy
        default: .black
        }
        self = .system(size: Double(font.pointSize), weight: w)
    }
}
