import Foundation

/// Reads notification category registrations (what an app registers with
/// UNUserNotificationCenter): `{"categories": [{"id", "actions": [{"id", "title", "destructive", "icon"}],
/// "hiddenPreviewsBodyPlaceholder", "sensitiveFields"}]}`. More than four actions is an error.
public enum CategoryFile {
    public static func load(contentsOf path: String) throws(PayloadRejection) -> [NotificationCategory] {
        func fail(_ p: String, _ rule: PayloadError.Rule) -> PayloadRejection {
            PayloadRejection(errors: [PayloadError(path: p, rule: rule, file: path)])
        }
        guard let data = FileManager.default.contents(atPath: path) else { throw fail("", .missingKey) }
        let root: JSONValue
        do { root = try JSONParser.parse(Array(data)) } catch { throw fail("", .invalidJSON(error)) }
        guard let list = root.value(atPath: "categories")?.arrayValue else { throw fail("categories", .missingKey) }
        var out: [NotificationCategory] = []
        for (i, c) in list.enumerated() {
            guard let id = c.value(atPath: "id")?.stringValue else { throw fail("categories[\(i)].id", .missingKey) }
            let actionValues = c.value(atPath: "actions")?.arrayValue ?? []
            var actions: [NotificationCategory.Action] = []
            for (j, a) in actionValues.enumerated() {
                guard let aid = a.value(atPath: "id")?.stringValue, let title = a.value(atPath: "title")?.stringValue else {
                    throw fail("categories[\(i)].actions[\(j)]", .wrongType(expected: "{\"id\", \"title\"}", found: a.typeName))
                }
                var icon: String?
                if let v = a.value(atPath: "icon") {
                    guard let s = v.stringValue else {
                        throw fail("categories[\(i)].actions[\(j)].icon", .wrongType(expected: "an SF Symbol name (string)", found: v.typeName))
                    }
                    icon = s
                }
                actions.append(.init(id: aid, title: title, destructive: a.value(atPath: "destructive")?.boolValue ?? false, icon: icon))
            }
            let sensitive = Set((c.value(atPath: "sensitiveFields")?.arrayValue ?? []).compactMap { $0.stringValue.flatMap(PushNotification.Field.init(rawValue:)) })
            do {
                out.append(try NotificationCategory(id: id, actions: actions,
                                                    hiddenPreviewsBodyPlaceholder: c.value(atPath: "hiddenPreviewsBodyPlaceholder")?.stringValue,
                                                    sensitiveFields: sensitive))
            } catch {
                throw fail("categories[\(i)].actions", .outOfRange(value: Double(actions.count), allowed: "at most \(NotificationCategory.maxActions) actions"))
            }
        }
        return out
    }
}
