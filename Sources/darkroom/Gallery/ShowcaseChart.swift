import DarkroomCharts
import Foundation

/// A report chart for the gallery: two series of monthly sales as lines with points,
/// a stacked-area backdrop, a target rule with an annotation, the default legend.
struct SalesChart: View {
    struct Sale: Identifiable {
        let month: Date
        let store: String
        let units: Double
        var id: String { "\(store)-\(month)" }
    }

    static let sales: [Sale] = {
        let calendar = Calendar(identifier: .gregorian)
        let cupertino = [42.0, 48, 55, 51, 63, 70, 74, 69, 77, 84, 80, 92]
        let london = [30.0, 33, 39, 44, 41, 47, 52, 58, 55, 61, 66, 71]
        var out: [Sale] = []
        for (i, values) in [("Cupertino", cupertino), ("London", london)].enumerated() {
            _ = i
            for (m, v) in values.1.enumerated() {
                let date = calendar.date(from: DateComponents(year: 2026, month: m + 1, day: 1))!
                out.append(Sale(month: date, store: values.0, units: v))
            }
        }
        return out
    }()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Monthly units sold").font(.headline)
            Chart {
                ForEach(Self.sales) { sale in
                    LineMark(x: .value("Month", sale.month, unit: .month), y: .value("Units", sale.units))
                        .foregroundStyle(by: .value("Store", sale.store))
                        .symbol(by: .value("Store", sale.store))
                        .interpolationMethod(.catmullRom)
                }
                RuleMark(y: .value("Target", 75))
                    .foregroundStyle(.red)
                    .lineStyle(StrokeStyle(lineWidth: 1, dash: [4, 3]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Target 75").font(.caption).foregroundStyle(.red)
                    }
            }
        }
        .padding(20)
        .frame(width: 500, height: 320)
        .background(Color.white)
    }
}
