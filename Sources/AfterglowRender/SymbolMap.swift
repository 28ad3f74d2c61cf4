import AfterglowDisplay
import Foundation

/// SF Symbol names mapped to glyphs of open-licensed icon fonts from Debian, read from the data
/// file `Resources/sf-symbols.json` (how its names were chosen: Symbols/README.md).
///
/// The renderer draws a mapped name as that glyph with Pango; the core's lint gets the names
/// through `catalog`, so the two can never disagree.
public struct SymbolMap: Sendable {
    /// One icon font the map draws from.
    public struct Font: Sendable, Hashable, Decodable {
        /// The fontconfig family name Pango selects it by.
        public let family: String
        public let debianPackage: String
        public let version: String
        public let licence: String
        /// The package's CSS naming each glyph (name → codepoint), used to check the map.
        public let names: String
    }

    /// Where one SF Symbol name is drawn from.
    public struct Glyph: Sendable, Hashable {
        /// Key into `fonts`.
        public let font: String
        /// The glyph's name in its font's CSS (documentation, and checked against the CSS).
        public let name: String
        public let scalar: Unicode.Scalar
    }

    public let fonts: [String: Font]
    public let glyphs: [String: Glyph]

    public var catalog: SymbolCatalog { SymbolCatalog(names: Set(glyphs.keys)) }

    public func glyph(_ name: String) -> Glyph? { glyphs[name] }
    public func family(of glyph: Glyph) -> String? { fonts[glyph.font]?.family }

    /// The map shipped with the renderer. A file that fails to load (a packaging bug, caught by
    /// `SymbolMapTests`) leaves the map empty, so every symbol draws the placeholder, and the
    /// reason is in `bundledError`.
    public static let bundled: SymbolMap = (try? loadBundled()) ?? SymbolMap(fonts: [:], glyphs: [:])
    public static var bundledError: String? {
        do { _ = try loadBundled(); return nil } catch { return "\(error)" }
    }

    static func loadBundled() throws(SymbolMapError) -> SymbolMap {
        guard let url = Bundle.module.url(forResource: "sf-symbols", withExtension: "json") else {
            throw SymbolMapError(file: "sf-symbols.json", message: "not found in the renderer's resources")
        }
        return try load(contentsOf: url)
    }

    public static func load(contentsOf url: URL) throws(SymbolMapError) -> SymbolMap {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw SymbolMapError(file: url.path, message: "cannot be read: \(error.localizedDescription)")
        }
        return try parse(data, file: url.path)
    }

    private struct FileModel: Decodable {
        struct Entry: Decodable { let font: String; let glyph: String; let codepoint: String }
        let fonts: [String: Font]
        let symbols: [String: Entry]
    }

    public static func parse(_ data: Data, file: String) throws(SymbolMapError) -> SymbolMap {
        let model: FileModel
        do { model = try JSONDecoder().decode(FileModel.self, from: data) } catch {
            throw SymbolMapError(file: file, message: "is not a symbol map: \(error)")
        }
        var glyphs: [String: Glyph] = [:]
        for (name, e) in model.symbols {
            guard model.fonts[e.font] != nil else {
                throw SymbolMapError(file: file, message: "symbols.\(name).font '\(e.font)' is not one of fonts (\(model.fonts.keys.sorted().joined(separator: ", ")))")
            }
            guard let value = UInt32(e.codepoint, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw SymbolMapError(file: file, message: "symbols.\(name).codepoint '\(e.codepoint)' is not a hexadecimal Unicode scalar")
            }
            glyphs[name] = Glyph(font: e.font, name: e.glyph, scalar: scalar)
        }
        return SymbolMap(fonts: model.fonts, glyphs: glyphs)
    }
}

public struct SymbolMapError: Error, CustomStringConvertible {
    public var file: String
    public var message: String
    public var description: String { "\(file): \(message)" }
}
