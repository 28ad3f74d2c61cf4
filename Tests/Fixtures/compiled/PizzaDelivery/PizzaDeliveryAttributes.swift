// A Live Activity written for Afterglow's compiled-path tests and benchmarks (not from a public
// repository): model code of the kind an interpreter of view syntax cannot follow — enums with
// associated values, computed properties, formatters, helper functions.
import ActivityKit
import Foundation

struct PizzaDeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var stage: Stage
        var courier: Courier?
        var etaMinutes: Int
        var progress: Double
        var deliveryWindowEnd: Date
        var items: [Item]

        var remainingItems: Int { items.filter { !$0.packed }.count }
        var isLate: Bool { etaMinutes > 45 }
        var headline: String {
            switch stage {
            case .received: return "Order received"
            case .baking(let oven): return "Baking in oven \(oven)"
            case .outForDelivery(let stops): return stops == 0 ? "Arriving now" : "\(stops) stop\(stops == 1 ? "" : "s") away"
            case .delivered: return "Delivered — enjoy!"
            case .problem(let reason): return "Delayed: \(reason)"
            }
        }
    }

    enum Stage: Codable, Hashable {
        case received
        case baking(oven: Int)
        case outForDelivery(stops: Int)
        case delivered
        case problem(reason: String)

        var step: Int {
            switch self {
            case .received: return 0
            case .baking: return 1
            case .outForDelivery: return 2
            case .delivered: return 3
            case .problem: return 1
            }
        }
        var symbol: String {
            switch self {
            case .received: return "📝"
            case .baking: return "🔥"
            case .outForDelivery: return "🛵"
            case .delivered: return "✅"
            case .problem: return "⚠️"
            }
        }
    }

    struct Courier: Codable, Hashable {
        var firstName: String
        var lastName: String
        var rating: Double
        var displayName: String { "\(firstName) \(lastName.prefix(1))." }
        var stars: String { String(format: "%.1f★", rating) }
    }

    struct Item: Codable, Hashable {
        var name: String
        var quantity: Int
        var priceCents: Int
        var packed: Bool
    }

    var orderNumber: Int
    var restaurant: String
    var totalCents: Int

    var formattedTotal: String { PriceFormatter.string(cents: totalCents) }
    var shortOrder: String { "#" + String(orderNumber).suffix(4) }
}

enum PriceFormatter {
    static func string(cents: Int) -> String {
        let euros = cents / 100, rest = cents % 100
        return String(format: "€%d.%02d", euros, rest)
    }
}

enum ETAFormatter {
    static func minutes(_ m: Int) -> String {
        if m <= 0 { return "now" }
        if m < 60 { return "\(m) min" }
        return String(format: "%dh %02dm", m / 60, m % 60)
    }

    static func clock(_ date: Date) -> String {
        let c = Calendar(identifier: .gregorian)
        var cal = c
        cal.timeZone = TimeZone(identifier: "UTC")!
        let parts = cal.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }
}

extension PizzaDeliveryAttributes {
    static let preview = PizzaDeliveryAttributes(orderNumber: 204_817, restaurant: "Luigi's", totalCents: 3_450)
}

extension PizzaDeliveryAttributes.ContentState {
    static let items = [
        PizzaDeliveryAttributes.Item(name: "Margherita", quantity: 2, priceCents: 1_100, packed: true),
        PizzaDeliveryAttributes.Item(name: "Diavola", quantity: 1, priceCents: 1_250, packed: false),
    ]
    static let baking = Self(stage: .baking(oven: 2), courier: nil, etaMinutes: 35, progress: 0.3,
                             deliveryWindowEnd: Date(timeIntervalSince1970: 1_764_000_000), items: items)
    static let onTheWay = Self(stage: .outForDelivery(stops: 2),
                               courier: .init(firstName: "Giulia", lastName: "Rossi", rating: 4.86),
                               etaMinutes: 12, progress: 0.75, deliveryWindowEnd: Date(timeIntervalSince1970: 1_764_000_600), items: items)
}
