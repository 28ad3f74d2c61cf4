import Foundation
import Testing
@testable import AfterglowDevices
import AfterglowTestSupport

/// A profile's id is "lower-case letters, digits and '-'" (the id is typed on the command line,
/// `--device iphone-16-pro`, and names files): the shipped iPhone 16 Pro's file with its id
/// changed is refused, naming the field, for an upper-case letter, a space, an underscore or an
/// empty id, and loads for an id of the allowed characters (issue 30: a mutation that let any
/// non-empty id through passed every test).
@Suite struct ProfileIdRuleTests {
    static let file = PowerFixtures.repoRoot + "/Devices/iphone-16-pro.json"

    static func parse(id: String) -> Result<DeviceProfile, ProfileError> {
        var object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))) as? [String: Any] ?? [:]
        object["id"] = id
        let data = (try? JSONSerialization.data(withJSONObject: object)) ?? Data()
        do throws(ProfileError) { return .success(try ProfileParser.parse(data: data, file: "t.json")) } catch { return .failure(error) }
    }

    @Test func idsAreLowerCaseLettersDigitsAndHyphens() {
        if case .success(let p) = Self.parse(id: "my-phone-2") { #expect(p.id == "my-phone-2") } else { Issue.record("my-phone-2 refused") }
        for bad in ["My-phone", "my phone", "my_phone", ""] {
            guard case .failure(let e) = Self.parse(id: bad) else { Issue.record("\"\(bad)\" accepted"); continue }
            #expect(e.field == "id" && e.file == "t.json", "\(e)")
            #expect(e.message.contains(bad.isEmpty ? "not allowed" : "\"\(bad)\" is not allowed"), "\(e.message)")
        }
    }
}
