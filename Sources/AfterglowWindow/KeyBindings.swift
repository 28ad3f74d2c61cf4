
/// One key and what it does. `keycode` is SDL's keycode (ASCII for printable keys).
public struct KeyBinding: Sendable {
    public var keycode: Int32
    /// Nil: either; true: only with Shift held (`?` is Shift + `/`).
    public var shift: Bool?
    public var label: String
    public var input: WindowInput
    public var action: String
}

/// The window's keyboard map (docs/WINDOW.md › Keys). Letters are mnemonic where possible.
public enum KeyBindings {
    static let f1: Int32 = 0x4000_003A, f12: Int32 = 0x4000_0045, escape: Int32 = 27
    static func key(_ c: Character) -> Int32 { Int32(c.asciiValue!) }

    public static let all: [KeyBinding] = [
        KeyBinding(keycode: key("r"), shift: nil, label: "R", input: .gesture(.wristRaise), action: "raise wrist"),
        KeyBinding(keycode: key("d"), shift: nil, label: "D", input: .gesture(.wristDrop), action: "drop wrist"),
        KeyBinding(keycode: key("u"), shift: nil, label: "U", input: .gesture(.faceUp), action: "face up (lay flat)"),
        KeyBinding(keycode: key("f"), shift: nil, label: "F", input: .gesture(.faceDown), action: "face down"),
        KeyBinding(keycode: key("p"), shift: nil, label: "P", input: .gesture(.pickUp), action: "pick up"),
        KeyBinding(keycode: key("l"), shift: nil, label: "L", input: .lock, action: "lock (side button)"),
        KeyBinding(keycode: key("m"), shift: nil, label: "M", input: .toggle(.darkMode), action: "dark mode"),
        KeyBinding(keycode: key("x"), shift: nil, label: "X", input: .toggle(.reduceMotion), action: "Reduce Motion"),
        KeyBinding(keycode: key("a"), shift: nil, label: "A", input: .toggle(.alwaysOn), action: "Always On setting"),
        KeyBinding(keycode: key("w"), shift: nil, label: "W", input: .toggle(.alwaysOnWallpaper), action: "Always On wallpaper"),
        KeyBinding(keycode: key("k"), shift: nil, label: "K", input: .toggle(.showSensitiveContent), action: "show sensitive content when locked"),
        KeyBinding(keycode: key("b"), shift: nil, label: "B", input: .toggle(.lowPowerMode), action: "Low Power Mode"),
        KeyBinding(keycode: key("i"), shift: nil, label: "I", input: .toggle(.ambientLight), action: "ambient light 5/50/150/1000/10000 lux"),
        KeyBinding(keycode: key("s"), shift: nil, label: "S", input: .toggle(.standBy), action: "StandBy"),
        KeyBinding(keycode: key("n"), shift: nil, label: "N", input: .toggle(.nightMode), action: "night mode (StandBy)"),
        KeyBinding(keycode: key("h"), shift: nil, label: "H", input: .toggleHUD, action: "show/hide HUD"),
        KeyBinding(keycode: key("c"), shift: nil, label: "C, F12", input: .screenshot, action: "screenshot (PNG)"),
        KeyBinding(keycode: f12, shift: nil, label: "", input: .screenshot, action: ""),
        KeyBinding(keycode: key("v"), shift: nil, label: "V", input: .toggleRecording, action: "start/stop recording (APNG)"),
        KeyBinding(keycode: key("/"), shift: true, label: "?, F1", input: .toggleHelp, action: "this list"),
        KeyBinding(keycode: f1, shift: nil, label: "", input: .toggleHelp, action: ""),
        KeyBinding(keycode: key("q"), shift: nil, label: "Q, Esc", input: .quit, action: "quit"),
        KeyBinding(keycode: escape, shift: nil, label: "", input: .quit, action: ""),
    ]

    /// The binding for a key press, if any.
    public static func input(keycode: Int32, shift: Bool) -> WindowInput? {
        all.first { $0.keycode == keycode && ($0.shift == nil || $0.shift == shift) }?.input
    }

    /// (key, action) rows for the help list, aliases folded into their first row.
    public static var helpRows: [(key: String, action: String)] {
        all.filter { !$0.label.isEmpty }.map { ($0.label, $0.action) } + [
            ("click", "tap"), ("hold", "expanded presentation"), ("drag ↓", "from the top: Notification Center"),
            ("drop", ".apns/payload file: push it"),
        ]
    }
}
