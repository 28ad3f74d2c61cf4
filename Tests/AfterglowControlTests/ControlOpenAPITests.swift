@testable import AfterglowControl
import Foundation
import Testing

/// The OpenAPI document against the router and its copy in docs (issue 28: control-api.json had
/// drifted from the server). schemathesis checks it against the running server
/// (scripts/test.d/openapi.sh).
@Suite("OpenAPI description")
struct ControlOpenAPITests {
    func document() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(ControlOpenAPI.json.utf8)) as? [String: Any])
    }

    /// "/v1/activities/{id}" in the router's table and in OpenAPI alike.
    @Test func everyRouteIsDescribedAndNothingElse() throws {
        let doc = try document()
        #expect(doc["openapi"] as? String == "3.1.0")
        let paths = try #require(doc["paths"] as? [String: [String: Any]])
        var described = Set<String>()
        for (path, ops) in paths { for m in ops.keys { described.insert("\(m.uppercased()) \(path)") } }
        var routed = Set<String>()
        for r in ControlRouter.routes {
            routed.insert("\(r.method) \(r.path)")
        }
        // The router also takes PUT on an activity, POST on settings and wait (documented as such).
        routed.formUnion(["PUT /v1/activities/{id}", "POST /v1/settings", "POST /v1/wait"])
        #expect(described.subtracting(routed).sorted() == [], "described but not routed")
        #expect(routed.subtracting(described).sorted() == [], "routed but not described")
    }

    @Test func everyDescribedOperationIsRoutedByTheRouter() throws {
        let router = ControlRouter(backend: FakeBackend())
        let paths = try #require(try document()["paths"] as? [String: [String: Any]])
        for (path, ops) in paths {
            for m in ops.keys {
                let concrete = path.replacingOccurrences(of: "{id}", with: "x")
                let outcome = router.route(HTTPRequest(method: m.uppercased(), path: concrete, query: [:], headers: [:]))
                if case .respond(let r) = outcome { #expect(r.status != 404 && r.status != 405, "\(m) \(path) → \(r.status)") }
            }
        }
    }

    @Test func theDocsCopyIsTheServedDocument() throws {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/control-api.json")
        let text = try String(contentsOf: docs, encoding: .utf8)
        #expect(text == ControlOpenAPI.json, "docs/control-api.json differs from ControlOpenAPI.json: copy it over")
    }

    @Test func servedAtV1OpenAPIJSON() throws {
        let h = try Harness(); defer { h.stop() }
        let r = try h.client.request("GET", "/v1/openapi.json")
        #expect(r.status == 200 && r.contentType == "application/json")
        #expect(r.body == Data(ControlOpenAPI.json.utf8))
    }
}
