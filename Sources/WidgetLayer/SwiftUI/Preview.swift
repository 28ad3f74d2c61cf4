/// Xcode's previews: `PreviewProvider` compiles (the emulator takes its states from
/// `#Preview(as:using:)` and the host's requests, not from these).
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Self.Previews { get }
}

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public enum InterfaceOrientation: Sendable { case portrait, portraitUpsideDown, landscapeLeft, landscapeRight }

extension View {
    public func previewDisplayName(_ name: String?) -> Self { self }
    public func previewDevice(_ device: PreviewDevice?) -> Self { self }
    public func previewLayout(_ layout: PreviewLayout) -> Self { self }
    public func previewInterfaceOrientation(_ o: InterfaceOrientation) -> Self { self }
}
