// Views written the way SwiftUI code on Apple platforms is written today: they lean on
// `View` being main-actor isolated (view models are `@MainActor`, `body` calls
// `@MainActor` helpers, buttons call the view's `@MainActor` methods). This file is
// compiled twice, in the Swift 5 (IsolatedViews) and the Swift 6 (IsolatedViewsSwift6)
// language modes; only the imports are made conditional.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation
import Observation

@MainActor final class ScoreModel: ObservableObject {
    @Published var title = "Weekly scores"
    @Published var scores: [Int] = [3, 7, 5, 9]
    func reset() { scores = [] }
}

@MainActor let brandColor = Color.purple

/// A button style reading main-actor state, as app code does.
struct BrandButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.padding(6).background(brandColor).foregroundColor(.white)
    }
}

@MainActor @Observable final class Streak {
    var days = 12
}

@MainActor func caption(for days: Int) -> String { "\(days) day streak" }

/// A flow layout: rows of children, wrapping at the proposed width.
struct FlowLayout: Layout {
    var spacing: CGFloat = 4
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? .infinity
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0, widest: CGFloat = 0
        for view in subviews {
            let size = view.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width { y += row + spacing; x = 0; row = 0 }
            x += size.width + spacing
            row = max(row, size.height)
            widest = max(widest, x - spacing)
        }
        return CGSize(width: widest, height: y + row)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
        for view in subviews {
            let size = view.sizeThatFits(.unspecified)
            if x > bounds.minX, x + size.width > bounds.maxX { y += row + spacing; x = bounds.minX; row = 0 }
            view.place(at: CGPoint(x: x, y: y), proposal: .unspecified)
            x += size.width + spacing
            row = max(row, size.height)
        }
    }
}

struct Titled<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text(title).font(.headline)
            content()
        }
    }
}

struct ScoreCard: View {
    @ObservedObject var model: ScoreModel
    var streak: Streak

    @MainActor func exportPDF(_ view: some View) { _ = view }

    var body: some View {
        Titled(title: model.title) {
            HStack(alignment: .bottom, spacing: 6) {
                ForEach(Array(model.scores.enumerated()), id: \.offset) { _, score in
                    Rectangle().fill(Color.blue).frame(width: 20, height: CGFloat(score) * 8)
                }
            }
            GeometryReader { proxy in
                Capsule().fill(Color.green).frame(width: proxy.size.width * CGFloat(streak.days) / 20)
            }
            .frame(width: 200, height: 10)
            Text(caption(for: streak.days))
            FlowLayout {
                ForEach(["swift", "linux", "cairo", "pango", "server"], id: \.self) { tag in
                    Text(tag).padding(4).background(Color.yellow)
                }
            }
            .frame(width: 140)
            HStack {
                Button("Save") { exportPDF(self) }
                Button("Reset", action: model.reset).buttonStyle(BrandButtonStyle())
            }
            .onAppear(perform: model.reset)
        }
        .padding()
        .background(Color.white)
    }
}

@MainActor struct ExplicitlyIsolatedBadge: View {
    var label: String
    var body: some View {
        Text(label).padding(8).background(Color.orange)
    }
}
