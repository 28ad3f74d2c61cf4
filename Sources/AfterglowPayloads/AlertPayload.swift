extension APNsPayload {
    /// A plain notification, as the parser reads `{"aps":{"alert":{"title":…,"body":…}}}`: for a
    /// notification named by its title alone (a scenario's `notification` event), built as a value
    /// rather than written out as JSON and parsed back.
    public static func alert(title: String, body: String) -> APNsPayload {
        let raw = JSONValue.object(JSONObject(["aps": .object(JSONObject(["alert": .object(JSONObject([
            "title": .string(title), "body": .string(body),
        ]))]))]))
        let alert = NotificationAlert(title: .plain(title), subtitle: nil, body: .plain(body), launchImage: nil, unknownKeys: JSONObject())
        let aps = APS(alert: alert, badge: nil, sound: nil, threadID: nil, category: nil, interruptionLevel: nil, relevanceScore: nil,
                      mutableContent: false, contentAvailable: false, targetContentID: nil, liveActivity: nil, unknownKeys: JSONObject())
        return APNsPayload(aps: aps, simulatorTargetBundle: nil, customKeys: JSONObject(), raw: raw, byteCount: raw.compactJSON.utf8.count)
    }
}
