/// Everything the decoder kept and everything it threw away, by reason (Firmware/PROTOCOL.md › Host rules).
public struct BoardDecoderStats: Hashable, Sendable, Codable {
    public var bytes = 0
    public var frames = 0
    public var hellos = 0
    public var samples = 0
    public var statuses = 0
    /// Bad chunks by reason.
    public var badCRC = 0
    public var malformed = 0
    public var short = 0
    public var badLength = 0
    public var unknownType = 0
    public var badMagic = 0
    public var oversize = 0
    /// Bytes thrown away in bad chunks (delimiters excluded).
    public var discardedBytes = 0
    /// Bytes before the first delimiter when that chunk was not a frame (opened mid-frame; not an error).
    public var leadingBytes = 0
    /// Sequence gaps and the samples missing in them.
    public var gaps = 0
    public var missingSamples = 0
    /// Sequence numbers that went backwards without a hello.
    public var sequenceResets = 0
    /// Board clock steps backwards (see BoardClockUnwrapper).
    public var clockResets = 0
    /// Runs of one axis repeating the same raw value `stuckThreshold` times (samples kept, run flagged).
    public var stuckRuns = 0
    /// Samples that arrived before any hello, so without scales; kept as raw frames only.
    public var samplesWithoutHello = 0

    public init() {}

    public var badFrames: Int { badCRC + malformed + short + badLength + unknownType + badMagic + oversize }

    public func count(of fault: BoardFrameFault) -> Int {
        switch fault {
        case .badCRC: badCRC
        case .malformed: malformed
        case .short: short
        case .badLength: badLength
        case .unknownType: unknownType
        case .badMagic: badMagic
        case .oversize: oversize
        }
    }

    mutating func record(_ fault: BoardFrameFault) {
        switch fault {
        case .badCRC: badCRC += 1
        case .malformed: malformed += 1
        case .short: short += 1
        case .badLength: badLength += 1
        case .unknownType: unknownType += 1
        case .badMagic: badMagic += 1
        case .oversize: oversize += 1
        }
    }
}
