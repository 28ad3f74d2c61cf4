import Testing
import AfterglowContent
import AfterglowDisplay
import SwiftUI

struct AccentKey: EnvironmentKey { static let defaultValue = "none" }
extension EnvironmentValues {
    var accentName: String { get { self[AccentKey.self] } set { self[AccentKey.self] = newValue } }
}

struct Badge: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(4).background(Color.orange, in: Capsule())
    }
}

enum Phase { case preparing, delivering(eta: Int), done }

struct Item: Identifiable { let id: Int; let name: String }

struct Triangle: Shape {
    nonisolated func path(in r: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: r.midX, y: r.minY)); p.addLine(to: CGPoint(x: r.maxX, y: r.maxY)); p.addLine(to: CGPoint(x: r.minX, y: r.maxY))
        p.closeSubpath()
        return p
    }
}

struct PillButton: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(Color.blue, in: Capsule())
    }
}

struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

struct IconFirst: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.icon; configuration.title }
    }
}

@MainActor
struct SwiftUIViewTests {
    struct Card: View {
        let phase: Phase
        let items: [Item]
        @Environment(\.colorScheme) var scheme
        @Environment(\.accentName) var accent
        @State private var counter = 3

        var body: some View {
            VStack(alignment: .leading) {
                header
                switch phase {
                case .preparing: Text("Preparing")
                case .delivering(let eta): Text("ETA \(eta) min")
                case .done: EmptyView()
                }
                ForEach(items) { Text($0.name) }
                ForEach(0..<2, id: \.self) { i in Text("#\(i)") }
                if #available(iOS 17, *) { Text("new") } else { Text("old") }
                Text(scheme == .dark ? "dark" : "light").modifier(Badge())
                Text(accent)
                Text("\(counter)")
            }
        }
        @ViewBuilder var header: some View {
            if let first = items.first { Text(first.name.uppercased()) }
        }
    }

    @Test func realBodiesRunWithSwitchForEachAvailabilityAndEnvironment() {
        let card = Card(phase: .delivering(eta: 12), items: [Item(id: 1, name: "Pho"), Item(id: 2, name: "Rolls")])
        let (nodes, context) = lower(card.environment(\.accentName, "mint")) { $0.colorScheme = .dark }
        #expect(nodes[0].allTexts == ["PHO", "ETA 12 min", "Pho", "Rolls", "#0", "#1", "new", "dark", "mint", "3"])
        #expect(context.environmentReads.contains("colorScheme"))
        let badge = nodes[0].children[7]
        #expect(badge.padding == .init(all: 4))
        #expect(badge.background?.cornerRadiusPt == 10_000)
    }

    @Test func systemColoursAreAdaptiveAndHierarchicalStylesSemantic() {
        let (nodes, _) = lower(VStack {
            Text("a").foregroundStyle(.red)
            Text("b").foregroundStyle(.secondary)
            Text("c")
        }.foregroundColor(.blue))
        let kids = nodes[0].children
        guard case .adaptive(let l, let d)? = kids[0].color else { Issue.record("\(String(describing: kids[0].color))"); return }
        #expect(l != d)
        #expect(kids[1].color == ColorSpec.adaptive(light: AfterglowDisplay.Color(hex: "#007AFF")!.withAlpha(0.6), dark: AfterglowDisplay.Color(hex: "#0A84FF")!.withAlpha(0.6)))
        #expect(kids[2].color == Color.blue.spec)
        let (plain, _) = lower(Text("x").foregroundStyle(.secondary))
        #expect(plain[0].color == .semantic(.secondaryLabel))
    }

    @Test func assetColoursAndGradientsAreVisibleStandInsWithWarnings() {
        let (nodes, context) = lower(VStack {
            Text("brand").foregroundColor(Color("BrandBlue"))
            LinearGradient(colors: [.black, .white], startPoint: .top, endPoint: .bottom)
        })
        let kids = nodes[0].children
        #expect(kids[0].color != nil && kids[0].color != .semantic(.label))
        guard case .shape(let s) = kids[1].kind, case .fixed(let mean)? = s.fill else { Issue.record("\(kids[1])"); return }
        #expect(abs(mean.r - 0.5) < 0.01)
        #expect(context.warnings.contains { $0.contains("BrandBlue") })
        #expect(context.warnings.contains { $0.contains("gradient") })
    }

    @Test func trimmedCircleIsARingAndProgressViewsBind() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let (nodes, context) = lower(VStack {
            Circle().trim(from: 0, to: 0.3).stroke(Color.green, lineWidth: 6).rotationEffect(.degrees(-90))
            ProgressView(value: 3, total: 4)
            ProgressView(timerInterval: now...now.addingTimeInterval(60), countsDown: false).progressViewStyle(.circular)
            Gauge(value: 0.5) { Text("G") }.gaugeStyle(.accessoryCircular)
            ProgressView(timerInterval: now...now.addingTimeInterval(60))
        }, now: now)
        let kids = nodes[0].children
        guard case .progress(.constant(let f), .ring, let thickness, _) = kids[0].kind else { Issue.record("\(kids[0])"); return }
        #expect(abs(f - 0.3) < 1e-9 && thickness == 6)
        #expect(kids[0].color == Color.green.spec)
        guard case .progress(.constant(0.75), .bar, _, _) = kids[1].kind else { Issue.record("\(kids[1])"); return }
        guard case .progress(.interval(let a, let b), .ring, _, _) = kids[2].kind else { Issue.record("\(kids[2])"); return }
        #expect(a.path.hasPrefix("__afterglow.") && b.path.hasPrefix("__afterglow."))
        // countsDown: false runs from the start to the end (the fraction elapsed).
        let dates = context.syntheticState
        #expect(dates[String(a.path.dropFirst("__afterglow.".count))] == now.timeIntervalSince1970)
        #expect(dates[String(b.path.dropFirst("__afterglow.".count))] == now.timeIntervalSince1970 + 60)
        guard case .stack(.depth, let g, _, _) = kids[3].kind, case .progress(.constant(0.5), .ring, _, _) = g[0].kind else { Issue.record("\(kids[3])"); return }
        // countsDown (the default) runs from the end to the start: the bar empties (the fraction remaining).
        guard case .progress(.interval(let c, let d), .bar, _, _) = kids[4].kind else { Issue.record("\(kids[4])"); return }
        #expect(dates[String(c.path.dropFirst("__afterglow.".count))] == now.timeIntervalSince1970 + 60)
        #expect(dates[String(d.path.dropFirst("__afterglow.".count))] == now.timeIntervalSince1970)
    }

    @Test func modifiersApplyInSourceOrder() {
        let (a, _) = lower(Text("x").padding(8).background(Color.red))
        #expect(a[0].padding == .init(all: 8) && a[0].background != nil)
        let (b, _) = lower(Text("x").background(Color.red).padding(8))
        // The background is inside the padding: the padding wraps it.
        #expect(b[0].background == nil && b[0].padding == .init(all: 8))
        #expect(b[0].children.first?.background != nil)
        let (corner, _) = lower(Text("x").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        #expect(corner[0].frame == .init(maxHeight: .infinity, alignment: .top))
        #expect(corner[0].children.first?.frame == .init(maxWidth: .infinity, alignment: .leading))
        let (c, _) = lower(Text("x").frame(maxWidth: .infinity, alignment: .leading).opacity(0.5))
        #expect(c[0].frame?.maxWidth == .infinity && c[0].frame?.alignment == .leading && c[0].opacity == 0.5)
    }

    @Test func symbolsLabelsAndControls() {
        let (nodes, _) = lower(HStack {
            Image(systemName: "heart").symbolVariant(.fill)
            Label("Pause", systemImage: "pause")
            Button(action: {}) { Text("Stop") }
            Link("Open", destination: URL(string: "app://x")!)
            Divider()
        }.font(.title))
        let kids = nodes[0].children
        guard case .symbol(let s, let size) = kids[0].kind else { Issue.record("\(kids[0])"); return }
        #expect(s.segments == [.literal("heart.fill")] && size == 34)
        #expect(kids[1].children.count == 2)
        #expect(kids[2].control?.kind == .button)
        #expect(kids[3].control == ControlSpec(kind: .link, action: "app://x"))
        #expect(kids[4].frame?.width == 1)
    }

    @Test func customStylesRunTheirBodies() {
        let now = Date(timeIntervalSince1970: 1_000_000)
        let (nodes, context) = lower(VStack {
            Button(action: {}) { Text("Go") }.buttonStyle(PillButton())
            ProgressView(value: 0.25).progressViewStyle(PercentStyle())
            ProgressView(timerInterval: now.addingTimeInterval(-30)...now.addingTimeInterval(30), countsDown: false).progressViewStyle(PercentStyle())
            Label("Bolt", systemImage: "bolt").labelStyle(IconFirst())
        }, now: now)
        let kids = nodes[0].children
        #expect(kids[0].control?.kind == .button && kids[0].plainText == "Go" && kids[0].background?.cornerRadiusPt == 10_000)
        #expect(kids[1].plainText == "25%")
        #expect(kids[2].plainText == "50%")
        guard case .stack(.vertical, let label, _, _) = kids[3].kind, case .symbol = label.first?.kind else { Issue.record("\(kids[3])"); return }
        #expect(context.warnings.contains { $0.contains("custom ProgressViewStyle") })
    }

    @Test func customShapesCompileAndAreDrawnAsTheirRectangleWithAWarning() {
        let (nodes, context) = lower(Triangle().fill(Color.red).frame(width: 10, height: 8))
        guard case .shape(let s) = nodes.first?.kind else { Issue.record("\(nodes)"); return }
        #expect(s.form == .rectangle && s.fill == Color.red.spec)
        #expect(context.warnings.contains { $0.contains("Triangle") })
        #expect(Triangle().path(in: CGRect(x: 0, y: 0, width: 10, height: 8)).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 8))
    }

    @Test func assetCatalogColoursAndImagesAreReadWhenGiven() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-assets-\(UUID().uuidString)")
        let colorset = root.appendingPathComponent("Assets.xcassets/Colors/TestBrandTeal.colorset")
        let imageset = root.appendingPathComponent("Assets.xcassets/TestLogo.imageset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: imageset, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"""
        {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0x80","green":"0x40","red":"0.000"}},"idiom":"universal"},
         {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"1.000","green":"1.000","red":"1.000"}},"idiom":"universal"}]}
        """#.utf8).write(to: colorset.appendingPathComponent("Contents.json"))
        try Data(#"{"images":[{"filename":"logo.png","scale":"1x"},{"filename":"logo@2x.png","scale":"2x"}]}"#.utf8).write(to: imageset.appendingPathComponent("Contents.json"))
        try Data([0x89]).write(to: imageset.appendingPathComponent("logo@2x.png"))
        _AssetCatalog.directories = [root.path]
        defer { _AssetCatalog.directories = [] }
        #expect(Color("TestBrandTeal").spec == .adaptive(light: AfterglowDisplay.Color(r: 0, g: 64.0 / 255, b: 128.0 / 255, a: 1), dark: .white))
        let (nodes, _) = lower(Image("TestLogo"))
        guard case .image(let path, "TestLogo", _)? = nodes.first?.kind else { Issue.record("\(nodes)"); return }
        #expect(path?.hasSuffix("logo@2x.png") == true)
    }

    /// `Color.accentColor` is the extension's `AccentColor` asset, else the system blue — not the
    /// island's keyline tint (1998code's `Link` on `.background(Color.accentColor)` was a white box
    /// hiding its white "Contact driver").
    @Test func theAccentColourIsTheAssetElseBlue() throws {
        _AssetCatalog.directories = []
        #expect(Color.accentColor.spec == Color.blue.spec)
        #expect(Color("AccentColor").spec == Color.blue.spec)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("afterglow-accent-\(UUID().uuidString)")
        let colorset = root.appendingPathComponent("Assets.xcassets/AccentColor.colorset")
        try FileManager.default.createDirectory(at: colorset, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(#"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"1.000"}},"idiom":"universal"}]}"#.utf8)
            .write(to: colorset.appendingPathComponent("Contents.json"))
        _AssetCatalog.directories = [root.path]
        defer { _AssetCatalog.directories = [] }
        #expect(Color.accentColor.spec == .fixed(AfterglowDisplay.Color(r: 1, g: 0, b: 0, a: 1)))
    }

    @Test func theRequestsEnvironmentIsTheDefault() {
        let saved = _LoweringContext._hostEnvironment
        defer { _LoweringContext._hostEnvironment = saved }
        _LoweringContext._hostEnvironment = ["dynamicTypeSize": "xxxLarge", "redacted": "privacy", "locale": "fr_FR", "now": "2000000000"]
        struct Probe: View {
            @Environment(\.redactionReasons) var reasons
            @Environment(\.locale) var locale
            var body: some View { Text("\(reasons.contains(.privacy) ? "private" : "open") \(locale.identifier)").font(.body) }
        }
        let context = _LoweringContext(environment: EnvironmentValues())
        let nodes = _lowerView(Probe(), context)
        #expect(nodes[0].plainText == "private fr_FR")
        #expect(nodes[0].textSpec?.sizePt == 23)
        #expect(context.now == Date(timeIntervalSince1970: 2_000_000_000))
        #expect(context.environmentReads.isSuperset(of: ["redactionReasons", "locale"]))
    }

    @Test func aZStackCornerPlacesContentInTheCornerOfAFillingBackground() {
        let (nodes, _) = lower(ZStack(alignment: .bottomTrailing) { Color.blue; Text("x") })
        guard case .stack(.depth, let kids, _, .trailing) = nodes[0].kind else { Issue.record("\(nodes)"); return }
        #expect(kids[1].frame == .init(maxHeight: .infinity, alignment: .bottom))
        #expect(kids[1].children.first?.plainText == "x")
    }

    @Test func gridsLayChildrenInRows() {
        let (nodes, _) = lower(LazyVGrid(columns: [GridItem(), GridItem()]) { ForEach(0..<3, id: \.self) { Text("\($0)") } })
        let rows = nodes[0].children
        #expect(rows.count == 2 && rows[0].children.count == 2 && rows[1].children.count == 1)
        #expect(nodes[0].allTexts == ["0", "1", "2"])
    }

    @Test func animationsAreCappedAtTwoSeconds() {
        let (nodes, _) = lower(Text("7").contentTransition(.numericText()).animation(.easeInOut(duration: 5), value: 7))
        #expect(nodes[0].animation == .init(kind: "numericText", durationS: 2))
    }

    @Test func viewThatFitsAndGeometryReaderWarn() {
        let (nodes, context) = lower(ViewThatFits { Text("long"); Text("s") })
        #expect(nodes.count == 1 && nodes[0].plainText == "long")
        #expect(!context.warnings.isEmpty)
    }
    /// An asset colour the program was not given stands in at relative luminance 0.179, where white
    /// and black text both reach WCAG's (L1 + 0.05)/(L2 + 0.05) = 4.58:1 (AA is 4.5:1); the name
    /// picks the hue, so two names usually differ.
    @Test func aStandInAssetColourKeepsWhiteAndBlackTextLegible() {
        func luminance(_ c: AfterglowDisplay.Color) -> Double {
            func lin(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b)
        }
        var seen = Set<String>()
        for name in ["Brand", "WarriorsHome", "LakerGuest", "ButtonBackground", "accent2", "Primary"] {
            guard case .fixed(let c) = Color(name).spec else { Issue.record("\(name): not a fixed colour"); continue }
            let l = luminance(c)
            let onWhite = 1.05 / (l + 0.05), onBlack = (l + 0.05) / 0.05
            #expect(onWhite >= 4.5 && onBlack >= 4.5, "\(name): \(c) white text \(onWhite):1, black \(onBlack):1")
            seen.insert("\(c)")
            #expect(UIColor(named: name)?._spec == .fixed(c))
        }
        #expect(seen.count > 1)
    }
}

