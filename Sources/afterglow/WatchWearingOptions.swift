import AfterglowSensing
import ArgumentParser

extension WatchWearing.Wrist: ExpressibleByArgument {}
extension WatchWearing.Crown: ExpressibleByArgument {}

/// `--wrist left|right|auto` and `--crown left|right|auto`: watchOS's Wrist and Digital Crown
/// settings (docs/SENSORS.md › Wrist and crown). A wrist without a crown learns the crown from the
/// hanging arm; a crown without a wrist is on the left wrist. Without either: the watchOS defaults
/// (left, right) — or, for `sensors evaluate` and `replay`, each recording's own `wrist:` / `crown:`.
struct WatchWearingOptions: ParsableArguments {
    @Option(help: "The wrist the watch is worn on: left, right, or auto (from the hanging arm, given the crown).")
    var wrist: WatchWearing.Wrist?
    @Option(help: "The Digital Crown's side as the wearer reads the display: left, right, or auto (from the hanging arm, given the wrist).")
    var crown: WatchWearing.Crown?

    func validate() throws {
        if wrist == .auto && crown == .auto {
            throw ValidationError("--wrist auto and --crown auto together: a hanging arm tells only one of them (which way the crown points along the forearm); set the other")
        }
    }

    /// The settings given; nil when neither was given.
    func wearing() -> WatchWearing? {
        guard wrist != nil || crown != nil else { return nil }
        return WatchWearing(wrist: wrist ?? .left, crown: crown ?? .auto)
    }
}

/// `--rewear WRIST,CROWN` on `sensors evaluate`: every recording as a watch worn that way would have
/// read it (mirrored and/or turned from its own `wrist:`/`crown:`), scored with those settings.
struct RewearArgument: ExpressibleByArgument {
    var wearing: WatchWearing
    init?(argument: String) {
        let p = argument.split(separator: ",").map(String.init)
        guard p.count == 2, let w = WatchWearing.Wrist(rawValue: p[0]), let c = WatchWearing.Crown(rawValue: p[1]), w != .auto, c != .auto else { return nil }
        wearing = WatchWearing(wrist: w, crown: c)
    }
    static var defaultValueDescription: String { "left,right" }
}
