import AfterglowSensing
import Foundation

/// Prints samples, gestures and source events either as text or as JSON lines (for scripts).
public struct EventPrinter {
    public var json: Bool
    public init(json: Bool) { self.json = json }

    public func sample(_ s: IMUSample) {
        let a = s.acceleration, g = s.angularRate
        if json {
            print(#"{"event":"sample","source":"\#(s.source)","t":\#(s.timestamp.seconds),"a":[\#(a.x),\#(a.y),\#(a.z)],"w":[\#(g.x),\#(g.y),\#(g.z)]}"#)
        } else {
            print(String(format: "%10.4f  a %+7.3f %+7.3f %+7.3f g   ω %+8.2f %+8.2f %+8.2f °/s  %@",
                         s.timestamp.seconds, a.x, a.y, a.z, g.x, g.y, g.z, s.source))
        }
        flushOutput()
    }

    public func gesture(_ e: GestureEvent) {
        if json {
            print(#"{"event":"gesture","gesture":"\#(e.gesture.rawValue)","t":\#(e.timestamp.seconds),"source":"\#(e.source)"}"#)
        } else {
            print(String(format: "%10.4f  GESTURE %@  (%@)", e.timestamp.seconds, e.gesture.rawValue, e.source))
        }
        flushOutput()
    }

    public func note(_ kind: String, _ fields: [String: String]) {
        if json {
            let body = fields.sorted { $0.key < $1.key }.map { "\"\($0.key)\":\"\(escapeJSON($0.value))\"" }.joined(separator: ",")
            print("{\"event\":\"\(kind)\"\(body.isEmpty ? "" : ",")\(body)}")
        } else {
            print("\(kind.uppercased())  " + fields.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        }
        flushOutput()
    }

    public func summary(_ r: SampleSanitizer.Report) {
        if json {
            print(#"{"event":"summary","accepted":\#(r.accepted),"nonFinite":\#(r.nonFinite),"outOfRange":\#(r.outOfRange),"timeWentBackwards":\#(r.timeWentBackwards),"stuckAxis":\#(r.stuckAxis),"clockJumps":\#(r.clockJumps)}"#)
        } else {
            printError("input: \(r)")
        }
    }
}

