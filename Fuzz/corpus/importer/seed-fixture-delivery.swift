import ActivityKit
import SwiftUI
import WidgetKit

struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var status: Status
        var driver: String
        var eta: Date
        var stops: Int
        var total: Int
        var note: String?
    }
    enum Status: String, Codable { case preparing = "Preparing", onTheWay = "On the way", delivered }
    var restaurant: String
}

struct Header: View {
    let title: String
    var systemName: String = "bag.fill"
    var body: some View {
        HStack(spacing: 4) {
            Image(systemName: systemName)
            Text(title).font(.headline)
        }
    }
}

struct DeliveryWidget: Widget {
    @Environment(\.isLuminanceReduced) var dimmed
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 6) {
                Header(title: context.attributes.restaurant)
                Text("\(context.state.driver) is \(context.state.status.rawValue)")
                    .font(.subheadline)
                    .privacySensitive()
                if context.state.status == .delivered {
                    Text("Enjoy!")
                } else {
                    ProgressView(value: Double(context.state.stops), total: 10)
                        .tint(.orange)
                }
                if let note = context.state.note { Text(note).foregroundStyle(.secondary) }
                Circle().fill(.red).frame(width: 8, height: 8)
                    .blur(radius: 3)
            }
            .padding()
            .activityBackgroundTint(Color.black.opacity(0.8))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "car.fill").foregroundColor(.orange) }
                DynamicIslandExpandedRegion(.trailing) { Text(context.state.eta, style: .timer).monospacedDigit() }
                DynamicIslandExpandedRegion(.bottom) {
                    ForEach(["A", "B"], id: \.self) { s in Text(s) }
                }
            } compactLeading: {
                Image(systemName: "car.fill")
            } compactTrailing: {
                Text(timerInterval: Date()...context.state.eta, countsDown: true)
            } minimal: {
                Gauge(value: 0.5) { Text("x") }.gaugeStyle(.accessoryCircular)
            }
            .keylineTint(.orange)
        }
    }
}

extension DeliveryAttributes {
    static var preview: DeliveryAttributes { DeliveryAttributes(restaurant: "Pho Saigon") }
}
extension DeliveryAttributes.ContentState {
    static let cooking = DeliveryAttributes.ContentState(status: .preparing, driver: "Ana", eta: Date().addingTimeInterval(900), stops: 2, total: 10, note: nil)
    static let done = DeliveryAttributes.ContentState(status: .delivered, driver: "Ana", eta: .now, stops: 10, total: 10, note: "Left at door")
}

#Preview("Notification", as: .content, using: DeliveryAttributes.preview) {
    DeliveryWidget()
} contentStates: {
    DeliveryAttributes.ContentState.cooking
    DeliveryAttributes.ContentState.done
}
