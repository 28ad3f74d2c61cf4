import SwiftUI
import WidgetKit

#if os(iOS)
struct PizzaDeliveryLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: PizzaDeliveryAttributes.self) { context in
            LockScreenView(attributes: context.attributes, state: context.state)
                .padding(14)
        } dynamicIsland: { context in
            makePizzaIsland(attributes: context.attributes, state: context.state)
        }
    }
}
#endif

/// The island, built by a free function (the interpreter drew it empty). `@MainActor` until the
/// layer's DynamicIsland initialisers are callable from nonisolated code, as on iOS.
@MainActor
func makePizzaIsland(attributes: PizzaDeliveryAttributes, state: PizzaDeliveryAttributes.ContentState) -> DynamicIsland {
    DynamicIsland {
        DynamicIslandExpandedRegion(.leading) {
            VStack(alignment: .leading, spacing: 2) {
                Text(state.stage.symbol)
                Text(attributes.shortOrder).font(.caption).foregroundColor(.secondary)
            }
        }
        DynamicIslandExpandedRegion(.trailing) {
            VStack(alignment: .trailing, spacing: 2) {
                Text(ETAFormatter.minutes(state.etaMinutes)).font(.headline.monospacedDigit())
                Text("by \(ETAFormatter.clock(state.deliveryWindowEnd))").font(.caption)
            }
        }
        DynamicIslandExpandedRegion(.bottom) {
            VStack(alignment: .leading, spacing: 4) {
                Text(state.headline).font(.headline)
                StepsRow(step: state.stage.step)
                if let courier = state.courier {
                    Text("\(courier.displayName) · \(courier.stars)").font(.caption)
                }
            }
        }
    } compactLeading: {
        Text(state.stage.symbol)
    } compactTrailing: {
        Text(ETAFormatter.minutes(state.etaMinutes)).font(.caption.monospacedDigit())
    } minimal: {
        Text(state.stage.symbol)
    }
}

struct LockScreenView: View {
    let attributes: PizzaDeliveryAttributes
    let state: PizzaDeliveryAttributes.ContentState

    var statusColor: Color {
        if case .problem = state.stage { return .orange }
        return state.isLate ? .red : .green
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack {
                Text("\(attributes.restaurant) \(attributes.shortOrder)").font(.headline)
                Spacer()
                Text(attributes.formattedTotal).font(.subheadline.monospacedDigit())
            }
            HStack {
                Text(state.stage.symbol)
                Text(state.headline).font(.title3).foregroundColor(statusColor)
                Spacer()
                Text(ETAFormatter.minutes(state.etaMinutes)).font(.title3.monospacedDigit())
            }
            StepsRow(step: state.stage.step)
            HStack {
                ItemsSummary(items: state.items)
                Spacer()
                if let courier = state.courier {
                    Text("\(courier.displayName) \(courier.stars)").font(.caption)
                } else {
                    Text("Courier not assigned yet").font(.caption).foregroundColor(.secondary)
                }
            }
            Text("Delivery window ends at \(ETAFormatter.clock(state.deliveryWindowEnd)) UTC")
                .font(.footnote)
                .foregroundColor(.secondary)
        }
    }
}

struct StepsRow: View {
    let step: Int
    static let labels = ["Received", "Baking", "On the way", "Delivered"]

    var body: some View {
        HStack(spacing: 6) {
            ForEachStep(count: Self.labels.count) { i in
                Text(i <= step ? "●" : "○").foregroundColor(i <= step ? .green : .gray)
            }
            Spacer()
            Text(Self.labels[min(step, Self.labels.count - 1)].uppercased()).font(.caption2)
        }
    }
}

/// Four dots without ForEach (kept to the layer's first views).
struct ForEachStep<Content: View>: View {
    let count: Int
    let content: (Int) -> Content
    init(count: Int, @ViewBuilder content: @escaping (Int) -> Content) { self.count = count; self.content = content }
    var body: some View {
        HStack(spacing: 4) {
            content(0)
            content(1)
            content(2)
            content(3)
        }
    }
}

struct ItemsSummary: View {
    let items: [PizzaDeliveryAttributes.Item]

    var summary: String {
        let count = items.reduce(0) { $0 + $1.quantity }
        let names = items.map { $0.quantity > 1 ? "\($0.quantity)× \($0.name)" : $0.name }
        return "\(count) item\(count == 1 ? "" : "s"): " + names.joined(separator: ", ")
    }

    var body: some View {
        Text(summary).font(.caption)
    }
}

#Preview("Notification", as: .content, using: PizzaDeliveryAttributes.preview) {
    PizzaDeliveryLiveActivity()
} contentStates: {
    PizzaDeliveryAttributes.ContentState.baking
    PizzaDeliveryAttributes.ContentState.onTheWay
}
