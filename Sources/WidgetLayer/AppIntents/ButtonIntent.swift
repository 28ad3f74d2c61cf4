import SwiftUI

// `Button(intent:)` and `Toggle(isOn:intent:)` (SwiftUI's, declared with AppIntents): the
// control's action names the intent's type (ControlSpec.action), as a tap in the emulator reports it.

extension Button {
    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.init(_controlAction: _intentActionName(intent), label: label)
    }
}
extension Button where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, intent: I) {
        self.init(_controlAction: _intentActionName(intent)) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<I: AppIntent, S: StringProtocol>(_ title: S, intent: I) {
        self.init(_controlAction: _intentActionName(intent)) { Text(title) }
    }
}
extension Toggle {
    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.init(_isOn: isOn, controlAction: _intentActionName(intent), label: label)
    }
}
extension Toggle where Label == Text {
    public init<I: AppIntent>(_ titleKey: LocalizedStringKey, isOn: Bool, intent: I) {
        self.init(_isOn: isOn, controlAction: _intentActionName(intent)) { Text(titleKey) }
    }
}

/// The intent's type name ("PauseIntent"), as `ControlSpec.action` names an App Intent.
public func _intentActionName<I: AppIntent>(_ intent: I) -> String { _typeName(I.self, qualified: false) }
