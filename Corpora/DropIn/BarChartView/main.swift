// A hand-built bar chart (no Charts framework) with labels, as dashboards often do.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct ContinentArea: Identifiable {
    let continent: String
    let area: Double
    var id: String { continent }
}

let data = [ContinentArea(continent: "Asia", area: 31), ContinentArea(continent: "Africa", area: 29),
            ContinentArea(continent: "Europe", area: 22), ContinentArea(continent: "Oceania", area: 8)]

struct Bars: View {
    var body: some View {
        HStack(alignment: .bottom, spacing: 12) {
            ForEach(data) { d in
                VStack {
                    Text("\(Int(d.area))").font(.caption)
                    RoundedRectangle(cornerRadius: 4).fill(Color.accentColor).frame(width: 40, height: d.area * 6)
                    Text(d.continent).font(.caption2).lineLimit(1)
                }
            }
        }
        .padding()
    }
}

MainActor.assumeIsolated {
    guard let image = ImageRenderer(content: Bars()).cgImage else { print("FAIL"); exit(1) }
    print("chart-height>186 \(image.height > 186)")
    guard image.height > 186 else { print("FAIL chart height \(image.height)"); exit(1) }
}
print("OK")
