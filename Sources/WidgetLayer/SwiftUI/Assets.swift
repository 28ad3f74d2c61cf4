import AfterglowContent
import AfterglowDisplay

/// The developer's asset catalogs, when the program is told where they are: `Color("Brand")` and
/// `Image("logo")` then draw the catalog's colour (light and dark) and PNG instead of stand-ins.
/// The directories come from `AFTERGLOW_ASSET_DIRS` (colon-separated; each an `.xcassets` or a
/// folder searched for them) or are set in `_AssetCatalog.directories` before rendering.
public enum _AssetCatalog {
    nonisolated(unsafe) public static var directories: [String] =
        (ProcessInfo.processInfo.environment["AFTERGLOW_ASSET_DIRS"] ?? "").split(separator: ":").map(String.init)
    nonisolated(unsafe) static var indexed: (dirs: [String], colors: [String: String], images: [String: String])?

    /// name → colorset / imageset directory, over every catalog found (first wins).
    static func index() -> (colors: [String: String], images: [String: String]) {
        if let i = indexed, i.dirs == directories { return (i.colors, i.images) }
        var colors: [String: String] = [:], images: [String: String] = [:]
        let fm = FileManager.default
        for dir in directories {
            guard let walker = fm.enumerator(atPath: dir) else { continue }
            var seen = 0
            while let rel = walker.nextObject() as? String {
                seen += 1
                if seen > 20_000 { break }
                let last = (rel as NSString).lastPathComponent
                if last.hasSuffix(".colorset") { colors[String(last.dropLast(9))] = colors[String(last.dropLast(9))] ?? dir + "/" + rel }
                if last.hasSuffix(".imageset") { images[String(last.dropLast(9))] = images[String(last.dropLast(9))] ?? dir + "/" + rel }
            }
        }
        indexed = (directories, colors, images)
        return (colors, images)
    }

    /// A colour set's light and dark values.
    public static func color(_ name: String) -> ColorSpec? {
        guard let dir = index().colors[name],
              let data = FileManager.default.contents(atPath: dir + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["colors"] as? [[String: Any]] else { return nil }
        var light: AfterglowDisplay.Color?, dark: AfterglowDisplay.Color?
        for e in entries {
            guard let c = e["color"] as? [String: Any], let value = parse(c) else { continue }
            let appearances = e["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["value"] as? String == "dark" }) { dark = dark ?? value }
            else if appearances.isEmpty || appearances.contains(where: { $0["value"] as? String == "light" }) { light = light ?? value }
        }
        guard let l = light ?? dark else { return nil }
        let d = dark ?? l
        return l == d ? .fixed(l) : .adaptive(light: l, dark: d)
    }

    static func parse(_ color: [String: Any]) -> AfterglowDisplay.Color? {
        if let reference = color["reference"] as? String {
            let name = reference.replacingOccurrences(of: "system", with: "").replacingOccurrences(of: "Color", with: "").lowercased()
            let known: [String: SwiftUI.Color] = ["red": .red, "orange": .orange, "yellow": .yellow, "green": .green, "mint": .mint,
                                                  "teal": .teal, "cyan": .cyan, "blue": .blue, "indigo": .indigo, "purple": .purple,
                                                  "pink": .pink, "brown": .brown, "gray": .gray, "black": .black, "white": .white]
            return known[name]?.spec._pair?.0
        }
        guard let comps = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = comps[key] else { return nil }
            if let n = raw as? Double { return n > 1 ? n / 255 : n }
            guard let s = raw as? String else { return nil }
            if s.lowercased().hasPrefix("0x"), let v = Int(s.dropFirst(2), radix: 16) { return Double(v) / 255 }
            if let v = Double(s) { return s.contains(".") || v <= 1 ? v : v / 255 }
            return nil
        }
        let a = value("alpha") ?? 1
        if let w = value("white") { return AfterglowDisplay.Color(r: w, g: w, b: w, a: a) }
        guard let r = value("red"), let g = value("green"), let b = value("blue") else { return nil }
        return AfterglowDisplay.Color(r: r, g: g, b: b, a: a)
    }

    /// The largest PNG of an image set.
    public static func imagePath(_ name: String) -> String? {
        guard let dir = index().images[name],
              let data = FileManager.default.contents(atPath: dir + "/Contents.json"),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let entries = json["images"] as? [[String: Any]] else { return nil }
        let files = entries.compactMap { e -> (String, Double)? in
            guard let f = e["filename"] as? String, f.lowercased().hasSuffix(".png") else { return nil }
            let scale = Double((e["scale"] as? String ?? "1x").dropLast()) ?? 1
            return (dir + "/" + f, scale)
        }.filter { FileManager.default.fileExists(atPath: $0.0) }
        return files.max { $0.1 < $1.1 }?.0
    }
}
