import AfterglowGeometry

/// What is on screen, as drawing commands in points. The core builds it; a renderer rasterizes
/// it at `scale` (the device's pixel scale). Pure data: comparable, so unchanged items cost nothing.
public struct DisplayList: Hashable, Sendable {
    /// Logical size in points.
    public var size: Size
    /// Pixels per point.
    public var scale: Double
    public var background: Color
    public var items: [DisplayItem]

    public init(size: Size, scale: Double, background: Color = .black, items: [DisplayItem] = []) {
        self.size = size; self.scale = scale; self.background = background; self.items = items
    }

    public var pixelWidth: Int { Int((size.width * scale).rounded()) }
    public var pixelHeight: Int { Int((size.height * scale).rounded()) }
}

/// How important an item is, which decides how Always On treats it
/// (HIG Always On: keep essential content legible, dim secondary content, redact sensitive content).
public enum ContentRole: String, Codable, Sendable, CaseIterable {
    case essential, secondary, decoration, sensitive
}

/// One drawable thing with a stable id (for damage tracking and tests) and its bounds in points.
public struct DisplayItem: Hashable, Sendable {
    public var id: String
    public var bounds: Rect
    public var role: ContentRole
    public var command: DisplayCommand
    /// How the item animates when it changes, appears or leaves (a template's transition); nil:
    /// the scene's default for where it sits (`SceneAnimator`).
    public var transition: ItemTransition?

    public init(id: String, bounds: Rect, role: ContentRole = .essential, command: DisplayCommand) {
        self.id = id; self.bounds = bounds; self.role = role; self.command = command
    }

    public init(id: String, bounds: Rect, role: ContentRole = .essential, command: DisplayCommand, transition: ItemTransition?) {
        self.id = id; self.bounds = bounds; self.role = role; self.command = command; self.transition = transition
    }
}

public enum FontWeight: String, Codable, Sendable, CaseIterable {
    case regular, medium, semibold, bold, heavy
}

public enum TextAlignment: String, Codable, Sendable { case leading, center, trailing }

public struct TextStyle: Hashable, Codable, Sendable {
    public var sizePt: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment
    /// Tabular figures, so a countdown does not jitter.
    public var monospacedDigits: Bool
    public var lineLimit: Int
    public init(sizePt: Double, weight: FontWeight = .regular, color: Color = .white,
                alignment: TextAlignment = .leading, monospacedDigits: Bool = false, lineLimit: Int = 1) {
        self.sizePt = sizePt; self.weight = weight; self.color = color; self.alignment = alignment
        self.monospacedDigits = monospacedDigits; self.lineLimit = lineLimit
    }
}

public enum DisplayCommand: Hashable, Sendable {
    /// A filled rectangle with rounded corners (radius 0: square; radius ≥ half the short side: capsule).
    case roundedRect(Rect, cornerRadius: Double, fill: Color)
    /// A rounded-rectangle outline (the Dynamic Island's key line in dark mode).
    case strokeRoundedRect(Rect, cornerRadius: Double, color: Color, lineWidth: Double)
    case ellipse(Rect, fill: Color)
    /// An arc around the rect's centre, angles in degrees clockwise from 12 o'clock (progress rings).
    case arc(Rect, startDegrees: Double, endDegrees: Double, color: Color, lineWidth: Double)
    case line(from: Point, to: Point, color: Color, lineWidth: Double)
    /// Text laid out inside `bounds` of its item.
    case text(String, TextStyle)
    /// A named glyph from the renderer's built-in symbol set (e.g. "bag.fill"), tinted.
    case symbol(String, color: Color)
    /// A PNG file, scaled to fill the item's bounds (wallpapers, app icons).
    case image(path: String, opacity: Double)
    /// A vertical gradient (wallpapers).
    case linearGradient(top: Color, bottom: Color)
    /// Clips the following items until the matching `popClip`.
    case pushClip(Rect, cornerRadius: Double)
    case popClip
    /// Draws the following items at reduced opacity until the matching `popOpacity`.
    case pushOpacity(Double)
    case popOpacity
    /// An interactive element's tap area (the item's bounds); draws nothing.
    case tapTarget(ContentInteraction)
}

/// Rasterizes display lists into pixel buffers. Implemented by AfterglowRender (Cairo + Pango);
/// the core depends only on this protocol.
public protocol FrameRenderer: AnyObject {
    /// Draws `list` into `buffer` (sized list.pixelWidth × list.pixelHeight). When `damage` is
    /// given, only those pixel rects are redrawn and the rest of the buffer is left as it was.
    func render(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?)
    /// Draws like `render`; returns the frame's `RowBackground` when the renderer knows it.
    func renderReportingBackground(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?) -> RowBackground?
}

extension FrameRenderer {
    /// A renderer that does not track its background: draws, and reports nothing.
    public func renderReportingBackground(_ list: DisplayList, into buffer: inout PixelBuffer, damage: [PixelRect]?) -> RowBackground? {
        render(list, into: &buffer, damage: damage)
        return nil
    }
}
