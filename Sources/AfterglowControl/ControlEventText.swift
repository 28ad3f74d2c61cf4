import AfterglowGeometry
import Foundation

extension ServerSentEvents.Message {
    /// The event as one line for a person (`afterglow events` without --json).
    public var personLine: String {
        let m = self
        let data = Data(m.data.utf8)
        if m.event == "hello", let h = try? JSONDecoder().decode(ServerSentEvents.Hello.self, from: data) {
            return "hello: \(h.state.device) \(h.state.displayState) at t=\(String(format: "%.3f", h.state.time)) s, events after #\(h.after)"
        }
        if m.event == "missed", let x = try? JSONDecoder().decode(ServerSentEvents.Missed.self, from: data) {
            return "missed \(x.missed) events (dropped from the emulator's log)"
        }
        guard let e = try? JSONDecoder().decode(ControlEvent.self, from: data) else { return "\(m.event): \(m.data)" }
        let head = String(format: "%9.3f  #%-5d %-10@ ", e.time, e.id, e.type.rawValue as NSString)
        switch e.type {
        case .transition:
            guard let t = e.transition else { break }
            return head + "\(t.from) → \(t.to) (\(t.cause)\(t.inputTime.map { String(format: ", %.0f ms after input", (t.time - $0) * 1000) } ?? ""))"
        case .gesture:
            guard let g = e.gesture else { break }
            return head + "\(g.name) (\(g.source))"
        case .push:
            guard let p = e.push else { break }
            return head + (p.accepted ? "accepted \(p.kind ?? "") \(p.id ?? "") on \(p.endpoint)" : "rejected \(p.status) on \(p.endpoint): \(p.reason ?? "")")
        case .alert:
            guard let a = e.alert else { break }
            return head + "\"\(a.title)\"\(a.body.map { " — \($0)" } ?? "")\(a.lightsScreen ? "" : " (passive)")"
        case .sound:
            guard let s = e.sound else { break }
            return head + "sound \"\(s.name)\"\(s.critical ? " (critical)" : "") for \(s.source) (no audio device)"
        case .budget:
            guard let b = e.budget else { break }
            return head + "\(b.kind) ×\(b.count): \(b.detail)"
        case .frames:
            guard let f = e.frames else { break }
            return head + String(format: "second %d: %d frames, %d over budget, p50 %.2f ms, max %.2f ms, %@ Hz, %@, %.0f mW", f.second, f.frames,
                                 f.budgetMisses, f.costP50Ms, f.costMaxMs, formatPoints(f.refreshHz) as NSString, f.displayState as NSString, f.panelMilliwatts)
        case .refused:
            guard let r = e.refused else { break }
            return head + "\(r.status) \(r.method) \(r.path) over \(r.transport)\(r.origin.map { " from \($0)" } ?? ""): \(r.reason)"
        case .settings:
            guard let s = e.settings else { break }
            return head + "dark-mode=\(s.darkMode) always-on=\(s.alwaysOn) low-power-mode=\(s.lowPowerMode) standby=\(s.standBy)"
        case .recording:
            guard let r = e.recording else { break }
            return head + (r.recording ? "started: \(r.path ?? "")" : "wrote \(r.frames) frames to \(r.path ?? "")")
        case .interaction:
            guard let i = e.interaction else { break }
            return head + "tap: " + i.detail
        case .widget:
            guard let w = e.widget else { break }
            if w.status == "runtimeError", let err = w.error { return head + "runtime error (last good frame kept): \(err.message)" }
            if let err = w.error { return head + "failed (last good version kept): \(err.description)" }
            return head + String(format: "%@: %d activit%@, %d warning(s), %.0f ms", w.status as NSString, w.activities,
                                 (w.activities == 1 ? "y" : "ies") as NSString, w.warnings, w.milliseconds)
        }
        return head + m.data
    }
}
