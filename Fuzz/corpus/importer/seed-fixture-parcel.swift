import ActivityKit
import SwiftUI
import WidgetKit

struct ParcelAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: String
        var stopsAway: Int
        var delivered: Bool
    }
    var carrier: String
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            HStack(spacing: 10) {
                Image("Logo").resizable().frame(width: 32, height: 32)
                VStack(alignment: .leading) {
                    Text(context.attributes.carrier).font(.headline)
                    Text("\(context.state.stopsAway) stops away").foregroundStyle(.secondary)
                }
                Spacer()
                if context.state.delivered {
                    Image(systemName: "checkmark.circle.fill").foregroundStyle(.green)
                } else {
                    ProgressView(value: Double(10 - context.state.stopsAway), total: 10).frame(width: 60)
                }
            }
            .padding()
            .activityBackgroundTint(Color(red: 0.2, green: 0.4, blue: 0.6))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "shippingbox.fill") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.stopsAway)") }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage) }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Image(systemName: "shippingbox")
            }
        }
    }
}

#Preview("Notification", as: .content, using: ParcelAttributes(carrier: "Parcel Co")) {
    ParcelLiveActivity()
} contentStates: {
    ParcelAttributes.ContentState(stage: "Out for delivery", stopsAway: 4, delivered: false)
    ParcelAttributes.ContentState(stage: "Delivered", stopsAway: 0, delivered: true)
}
