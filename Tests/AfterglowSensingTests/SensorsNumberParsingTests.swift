import Foundation
import AfterglowTestSupport
import Testing
@testable import AfterglowKit
@testable import AfterglowGestures
@testable import AfterglowSensing
@testable import AfterglowTime

@Suite struct SensorsNumberParsingTests {
    func parse(_ s: String) -> Double? {
        var bytes = Array(s.utf8)
        return bytes.withUnsafeMutableBufferPointer { b in
            var p = 0
            let d = TraceNumberParser.double(UnsafePointer(b.baseAddress!), &p, b.count)
            return p == b.count ? d : nil
        }
    }

    @Test(arguments: ["0", "-0", "1", "-1.5", "0.0012", "123.456", "1e-3", "2.5E+2", "-0.018609", "9.80665",
                      "0.1", "0.30000000000000004", "-0.23712345678901234", "1.7976931348623157e308", "5e-324", "123456789012345678901"])
    func numbersReadBackExactly(_ text: String) {
        #expect(parse(text)?.bitPattern == Double(text)!.bitPattern, "\(text)")
    }

    @Test func everyShortestFormRoundTrips() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<20_000 {
            let v = rng.gaussian(1) * pow(10, Double(Int(rng.uniform(-6, 6))))
            #expect(parse("\(v)")?.bitPattern == v.bitPattern, "\(v)")
        }
    }

    @Test func specialValuesAndGarbage() {
        #expect(parse("nan")!.isNaN)
        #expect(parse("inf") == .infinity && parse("-inf") == -.infinity)
        #expect(parse("") == nil && parse("abc") == nil && parse("1.5x") == nil && parse("1e") == nil && parse("-") == nil)
    }
}
