@_exported import Foundation
@_exported import SwiftUI
@_exported import ActivityKit
import AppIntents
import AfterglowContent
import AfterglowDisplay


// AlarmKit (iOS 26) as a widget extension sees it: an alarm's Live Activity is an
// `ActivityConfiguration(for: AlarmAttributes<Metadata>.self)` whose state says whether the alarm
// counts down, is paused or rings. Shapes from Apple's sample "Scheduling an alarm with AlarmKit"
// and the AlarmKit-based activities in the corpus. The activity type is named as in source,
// "AlarmAttributes<CookingData>" (docs/SWIFTUI.md › Protocol).

/// The app's own data an alarm carries to its Live Activity.
public protocol AlarmMetadata: Codable, Hashable, Sendable {}

/// A button on an alarm's UI: its label, colour and SF Symbol.
public struct AlarmButton: Codable, Hashable, Sendable {
    public var text: LocalizedStringResource
    public var textColor: SwiftUI.Color
    public var systemImageName: String
    public init(text: LocalizedStringResource, textColor: SwiftUI.Color, systemImageName: String) {
        self.text = text; self.textColor = textColor; self.systemImageName = systemImageName
    }
    enum CodingKeys: String, CodingKey { case text, textColor, systemImageName }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        text = try c.decode(LocalizedStringResource.self, forKey: .text)
        textColor = try c.decodeIfPresent(_CodableColor.self, forKey: .textColor)?.color ?? .white
        systemImageName = try c.decodeIfPresent(String.self, forKey: .systemImageName) ?? ""
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
        try c.encode(_CodableColor(textColor), forKey: .textColor)
        try c.encode(systemImageName, forKey: .systemImageName)
    }
    public static func == (a: Self, b: Self) -> Bool { a.text == b.text && a.textColor == b.textColor && a.systemImageName == b.systemImageName }
    public func hash(into h: inout Hasher) { h.combine(text); h.combine(systemImageName) }
}

/// A SwiftUI colour in JSON: "#RRGGBB[AA]", a system colour's name, or {"light","dark"}.
struct _CodableColor: Codable {
    let color: SwiftUI.Color
    init(_ color: SwiftUI.Color) { self.color = color }
    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let s = try? c.decode(String.self) {
            if let named = ColorSpec.namedColors[s] { color = SwiftUI.Color(_spec: .fixed(named)); return }
            if let sem = ColorSpec.SemanticColor(rawValue: s) { color = SwiftUI.Color(_spec: .semantic(sem)); return }
            guard let hex = AfterglowDisplay.Color(hex: s) else {
                throw DecodingError.dataCorruptedError(in: c, debugDescription: "not a colour: \"\(s)\" (expected #RRGGBB, a system colour name or {light, dark})")
            }
            color = SwiftUI.Color(_spec: .fixed(hex)); return
        }
        let o = try c.decode([String: String].self)
        guard let l = o["light"].flatMap(AfterglowDisplay.Color.init(hex:)), let d = o["dark"].flatMap(AfterglowDisplay.Color.init(hex:)) else {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "a colour object needs \"light\" and \"dark\" hex values")
        }
        color = SwiftUI.Color(_spec: .adaptive(light: l, dark: d))
    }
    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        func hex(_ c: AfterglowDisplay.Color) -> String {
            func byte(_ v: Double) -> String { let b = Int((min(1, max(0, v)) * 255).rounded()); return (b < 16 ? "0" : "") + String(b, radix: 16, uppercase: true) }
            return "#" + byte(c.r) + byte(c.g) + byte(c.b) + (c.a >= 1 ? "" : byte(c.a))
        }
        switch color.spec {
        case .fixed(let f): try c.encode(hex(f))
        case .adaptive(let l, let d): try c.encode(["light": hex(l), "dark": hex(d)])
        case .semantic(let s): try c.encode(s.rawValue)
        }
    }
}

/// What an alarm shows in each of its states.
public struct AlarmPresentation: Codable, Hashable, Sendable {
    public struct Alert: Codable, Hashable, Sendable {
        public enum SecondaryButtonBehavior: String, Codable, Hashable, Sendable { case countdown, custom }
        public var title: LocalizedStringResource
        public var stopButton: AlarmButton
        public var secondaryButton: AlarmButton?
        public var secondaryButtonBehavior: SecondaryButtonBehavior?
        public init(title: LocalizedStringResource, stopButton: AlarmButton = AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle"), secondaryButton: AlarmButton? = nil,
                    secondaryButtonBehavior: SecondaryButtonBehavior? = nil) {
            self.title = title; self.stopButton = stopButton; self.secondaryButton = secondaryButton
            self.secondaryButtonBehavior = secondaryButtonBehavior
        }
        enum CodingKeys: String, CodingKey { case title, stopButton, secondaryButton, secondaryButtonBehavior }
        /// A payload without `stopButton` gets the initialiser's default Stop button (an alert built
        /// as `Alert(title:)` encodes none on iOS versions where the system supplies it).
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            self.init(title: try c.decode(LocalizedStringResource.self, forKey: .title),
                      stopButton: try c.decodeIfPresent(AlarmButton.self, forKey: .stopButton) ?? AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle"),
                      secondaryButton: try c.decodeIfPresent(AlarmButton.self, forKey: .secondaryButton),
                      secondaryButtonBehavior: try c.decodeIfPresent(SecondaryButtonBehavior.self, forKey: .secondaryButtonBehavior))
        }
    }
    public struct Countdown: Codable, Hashable, Sendable {
        public var title: LocalizedStringResource
        public var pauseButton: AlarmButton?
        public init(title: LocalizedStringResource, pauseButton: AlarmButton? = nil) { self.title = title; self.pauseButton = pauseButton }
    }
    public struct Paused: Codable, Hashable, Sendable {
        public var title: LocalizedStringResource
        public var resumeButton: AlarmButton
        public init(title: LocalizedStringResource, resumeButton: AlarmButton) { self.title = title; self.resumeButton = resumeButton }
    }
    public var alert: Alert
    public var countdown: Countdown?
    public var paused: Paused?
    public init(alert: Alert, countdown: Countdown? = nil, paused: Paused? = nil) { self.alert = alert; self.countdown = countdown; self.paused = paused }
}

/// The sample buttons of `AlarmAttributes`' built-in preview (sources define their own, often as
/// `AlarmButton.stopButton` in an extension, so these are not public members).
enum _SampleButton {
    static let stop = AlarmButton(text: "Stop", textColor: .white, systemImageName: "stop.circle")
    static let pause = AlarmButton(text: "Pause", textColor: .black, systemImageName: "pause.fill")
    static let resume = AlarmButton(text: "Start", textColor: .black, systemImageName: "play.fill")
    static let repeatAgain = AlarmButton(text: "Repeat", textColor: .black, systemImageName: "repeat.circle")
}

/// An alarm's activity attributes: what it shows, its tint and the app's metadata.
public struct AlarmAttributes<Metadata: AlarmMetadata>: ActivityAttributes, Sendable, Hashable {
    public typealias ContentState = AlarmPresentationState
    public var presentation: AlarmPresentation
    public var metadata: Metadata?
    public var tintColor: SwiftUI.Color
    public init(presentation: AlarmPresentation, metadata: Metadata? = nil, tintColor: SwiftUI.Color) {
        self.presentation = presentation; self.metadata = metadata; self.tintColor = tintColor
    }
    enum CodingKeys: String, CodingKey { case presentation, metadata, tintColor }
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        presentation = try c.decode(AlarmPresentation.self, forKey: .presentation)
        metadata = try c.decodeIfPresent(Metadata.self, forKey: .metadata)
        tintColor = try c.decodeIfPresent(_CodableColor.self, forKey: .tintColor)?.color ?? .accentColor
    }
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(presentation, forKey: .presentation)
        try c.encodeIfPresent(metadata, forKey: .metadata)
        try c.encode(_CodableColor(tintColor), forKey: .tintColor)
    }
    public static func == (a: Self, b: Self) -> Bool { a.presentation == b.presentation && a.metadata == b.metadata && a.tintColor == b.tintColor }
    public func hash(into h: inout Hasher) { h.combine(presentation); h.combine(metadata) }
}

/// Samples for `describe` when the sources have no `#Preview` for an alarm activity: a countdown
/// of 5 minutes with 1 elapsed, the same paused, and the alert ringing.
extension AlarmAttributes: _ActivityDefaultPreviews {
    public static var _afterglowDefaultPreviews: [(name: String, attributes: Data, states: [Data])] {
        let attributes = AlarmAttributes(presentation: AlarmPresentation(
            alert: .init(title: "Alarm", stopButton: _SampleButton.stop, secondaryButton: _SampleButton.repeatAgain, secondaryButtonBehavior: .countdown),
            countdown: .init(title: "Timer", pauseButton: _SampleButton.pause),
            paused: .init(title: "Paused", resumeButton: _SampleButton.resume)), metadata: nil, tintColor: .orange)
        let id = UUID(uuidString: "00000000-0000-4000-8000-00000000A1A7")!
        let now = Date(timeIntervalSince1970: (Date().timeIntervalSince1970).rounded())
        let states: [AlarmPresentationState] = [
            AlarmPresentationState(alarmID: id, mode: .countdown(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 60,
                                                                       startDate: now, fireDate: now.addingTimeInterval(240)))),
            AlarmPresentationState(alarmID: id, mode: .paused(.init(totalCountdownDuration: 300, previouslyElapsedDuration: 60))),
            AlarmPresentationState(alarmID: id, mode: .alert(.init(time: .init(hour: 7, minute: 30)))),
        ]
        let e = JSONEncoder()
        guard let a = try? e.encode(attributes) else { return [] }
        return [(name: "AlarmKit (built-in sample)", attributes: a, states: states.compactMap { try? e.encode($0) })]
    }
}

/// A case's value, flat or nested under Swift's synthesized `_0` key.
struct _CaseValue<T: Decodable>: Decodable {
    enum Key: String, CodingKey { case _0 }
    let value: T
    init(from decoder: Decoder) throws {
        if let c = try? decoder.container(keyedBy: Key.self), c.contains(._0) { value = try c.decode(T.self, forKey: ._0) }
        else { value = try T(from: decoder) }
    }
}

/// An alarm activity's content state: which alarm, and its mode now.
public struct AlarmPresentationState: Codable, Hashable, Sendable {
    public enum Mode: Hashable, Sendable, Codable {
        public struct Countdown: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public var startDate: Date
            public var fireDate: Date
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval, startDate: Date, fireDate: Date) {
                self.totalCountdownDuration = totalCountdownDuration; self.previouslyElapsedDuration = previouslyElapsedDuration
                self.startDate = startDate; self.fireDate = fireDate
            }
        }
        public struct Paused: Codable, Hashable, Sendable {
            public var totalCountdownDuration: TimeInterval
            public var previouslyElapsedDuration: TimeInterval
            public init(totalCountdownDuration: TimeInterval, previouslyElapsedDuration: TimeInterval) {
                self.totalCountdownDuration = totalCountdownDuration; self.previouslyElapsedDuration = previouslyElapsedDuration
            }
        }
        public struct Alert: Codable, Hashable, Sendable {
            public var time: Alarm.Schedule.Relative.Time
            public init(time: Alarm.Schedule.Relative.Time) { self.time = time }
        }
        case countdown(Countdown)
        case paused(Paused)
        case alert(Alert)

        // JSON: {"countdown": {…}}, {"paused": {…}} or {"alert": {"time": {"hour", "minute"}}}; Swift's
        // synthesized form of a case with one unlabeled value, {"paused": {"_0": {…}}}, is read too
        // (AlarmKit's wire format is not documented; a payload written either way decodes).
        enum CodingKeys: String, CodingKey { case countdown, paused, alert }
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            if let v = try c.decodeIfPresent(_CaseValue<Countdown>.self, forKey: .countdown) { self = .countdown(v.value) }
            else if let v = try c.decodeIfPresent(_CaseValue<Paused>.self, forKey: .paused) { self = .paused(v.value) }
            else if let v = try c.decodeIfPresent(_CaseValue<Alert>.self, forKey: .alert) { self = .alert(v.value) }
            else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                         debugDescription: "mode needs one of \"countdown\", \"paused\", \"alert\""))
            }
        }
        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .countdown(let v): try c.encode(v, forKey: .countdown)
            case .paused(let v): try c.encode(v, forKey: .paused)
            case .alert(let v): try c.encode(v, forKey: .alert)
            }
        }
    }
    public var alarmID: UUID
    public var mode: Mode
    public init(alarmID: UUID, mode: Mode) { self.alarmID = alarmID; self.mode = mode }
}

/// An alarm as the app schedules it.
public struct Alarm: Identifiable, Codable, Hashable, Sendable {
    public enum State: String, Codable, Hashable, Sendable { case scheduled, countdown, paused, alerting }
    public struct CountdownDuration: Codable, Hashable, Sendable {
        public var preAlert: TimeInterval?
        public var postAlert: TimeInterval?
        public init(preAlert: TimeInterval?, postAlert: TimeInterval?) { self.preAlert = preAlert; self.postAlert = postAlert }
    }
    public enum Schedule: Codable, Hashable, Sendable {
        public struct Relative: Codable, Hashable, Sendable {
            public struct Time: Codable, Hashable, Sendable {
                public var hour: Int, minute: Int
                public init(hour: Int, minute: Int) { self.hour = hour; self.minute = minute }
            }
            public enum Recurrence: Codable, Hashable, Sendable { case never, weekly([Int]) }
            public var time: Time
            public var repeats: Recurrence
            public init(time: Time, repeats: Recurrence = .never) { self.time = time; self.repeats = repeats }
        }
        case fixed(Date)
        case relative(Relative)
    }
    public var id: UUID
    public var schedule: Schedule?
    public var countdownDuration: CountdownDuration?
    public var state: State
    public init(id: UUID = UUID(), schedule: Schedule? = nil, countdownDuration: CountdownDuration? = nil, state: State = .scheduled) {
        self.id = id; self.schedule = schedule; self.countdownDuration = countdownDuration; self.state = state
    }
}

/// The app's alarm scheduler: calls compile and do nothing in the emulator.
public final class AlarmManager: @unchecked Sendable {
    public static let shared = AlarmManager()
    public enum AuthorizationState: Sendable { case notDetermined, denied, authorized }
    public struct AlarmConfiguration<Metadata: AlarmMetadata> {
        public var countdownDuration: Alarm.CountdownDuration?
        public var schedule: Alarm.Schedule?
        public var attributes: AlarmAttributes<Metadata>
        public init(countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
                    stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) {
            self.countdownDuration = countdownDuration; self.schedule = schedule; self.attributes = attributes
        }
        public init(countdownDuration: Alarm.CountdownDuration? = nil, schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>,
                    id: UUID, stopIntent: (any LiveActivityIntent)? = nil, secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) {
            self.init(countdownDuration: countdownDuration, schedule: schedule, attributes: attributes, stopIntent: stopIntent, secondaryIntent: secondaryIntent, sound: sound)
        }
        public static func alarm(schedule: Alarm.Schedule? = nil, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
                                 secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(schedule: schedule, attributes: attributes)
        }
        public static func timer(duration: TimeInterval, attributes: AlarmAttributes<Metadata>, stopIntent: (any LiveActivityIntent)? = nil,
                                 secondaryIntent: (any LiveActivityIntent)? = nil, sound: AlertConfiguration.AlertSound = .default) -> Self {
            Self(countdownDuration: .init(preAlert: duration, postAlert: nil), attributes: attributes)
        }
    }
    public var authorizationState: AuthorizationState { .authorized }
    public var alarms: [Alarm] { get throws { [] } }
    public var alarmUpdates: AsyncStream<[Alarm]> { AsyncStream { $0.finish() } }
    public var authorizationUpdates: AsyncStream<AuthorizationState> { AsyncStream { $0.finish() } }
    public func requestAuthorization() async throws -> AuthorizationState { .authorized }
    @discardableResult
    public func schedule<M: AlarmMetadata>(id: UUID, configuration: AlarmConfiguration<M>) async throws -> Alarm {
        Alarm(id: id, schedule: configuration.schedule, countdownDuration: configuration.countdownDuration)
    }
    public func stop(id: UUID) throws {}
    public func cancel(id: UUID) throws {}
    public func pause(id: UUID) throws {}
    public func resume(id: UUID) throws {}
    public func countdown(id: UUID) throws {}
}
