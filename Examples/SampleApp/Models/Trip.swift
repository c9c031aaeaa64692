import Foundation

struct Trip: Identifiable, Hashable {
    enum Kind: String, CaseIterable {
        case city, hiking, beach

        var symbol: String {
            switch self {
            case .city: "building.2.fill"
            case .hiking: "figure.hiking"
            case .beach: "sun.max.fill"
            }
        }
    }

    let id: Int
    var title: String
    var country: String
    var kind: Kind
    var nights: Int
    var budget: Double
    var spent: Double
    var isFavorite = false

    var progress: Double { min(spent / budget, 1) }
}

extension Trip {
    static let samples: [Trip] = [
        Trip(id: 1, title: "Lisbon", country: "Portugal", kind: .city, nights: 4, budget: 900, spent: 640,
             isFavorite: true),
        Trip(id: 2, title: "Dolomites", country: "Italy", kind: .hiking, nights: 7, budget: 1400, spent: 1520),
        Trip(id: 3, title: "Crete", country: "Greece", kind: .beach, nights: 10, budget: 2100, spent: 380),
        Trip(id: 4, title: "Kyoto", country: "Japan", kind: .city, nights: 6, budget: 2600, spent: 2250,
             isFavorite: true),
    ]
}

struct DailySpend: Identifiable {
    let day: Int
    let category: String
    let amount: Double
    var id: String { "\(day)-\(category)" }

    static let lisbon: [DailySpend] = [
        DailySpend(day: 1, category: "Food", amount: 62), DailySpend(day: 1, category: "Transport", amount: 18),
        DailySpend(day: 2, category: "Food", amount: 48), DailySpend(day: 2, category: "Museums", amount: 35),
        DailySpend(day: 3, category: "Food", amount: 71), DailySpend(day: 3, category: "Transport", amount: 26),
        DailySpend(day: 4, category: "Food", amount: 55), DailySpend(day: 4, category: "Museums", amount: 22),
    ]
}
