import DarkroomCharts
import Foundation
import Testing

private struct Day: Identifiable {
    let name: String
    let steps: Double
    var id: String { name }
}

private let days = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].enumerated().map {
    Day(name: $0.element, steps: Double($0.offset + 1))
}

@Suite("Scrolling and selection in a still frame")
struct ChartInteractionTests {
    let renderer = ViewRenderer(options: RenderOptions(scale: 1))

    private func chart() -> some View {
        Chart(days) { BarMark(x: .value("Day", $0.name), y: .value("Steps", $0.steps)) }
            .chartYScale(domain: 0...6).chartYAxis(.hidden).chartXAxis(.hidden)
    }

    /// The widths of the runs of system blue along one row (one run per bar).
    private func blueRuns(_ image: CGImage, row: Int) -> [Int] {
        var runs: [Int] = []
        var inside = false
        for x in 0..<image.width {
            let isBlue = image.rgba8(x: x, y: row).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } ?? false
            if isBlue { if inside { runs[runs.count - 1] += 1 } else { runs.append(1) } }
            inside = isBlue
        }
        return runs
    }

    @Test func aVisibleDomainShowsTheFirstPage() throws {
        let all = try renderer.image(chart().frame(width: 300, height: 100))
        let page = try renderer.image(chart().chartScrollableAxes(.horizontal).chartXVisibleDomain(length: 3)
            .frame(width: 300, height: 100))
        // Six bands of 50 pt against three of 100: bars 35 pt against 70 pt wide.
        let allRuns = blueRuns(all, row: 95)
        let pageRuns = blueRuns(page, row: 95)
        #expect(allRuns.count == 6 && allRuns.allSatisfy { (34...36).contains($0) })
        #expect(pageRuns.count == 3 && pageRuns.allSatisfy { (69...71).contains($0) })
    }

    @Test func theScrollPositionPicksThePage() throws {
        let page = try renderer.image(chart().chartXVisibleDomain(length: 3).chartScrollPosition(initialX: "Thu")
            .frame(width: 300, height: 100))
        // Thu, Fri, Sat: 4, 5 and 6 of 6 — the first visible bar is two thirds tall.
        #expect(page.rgba8(x: 50, y: 40).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } == true)
        #expect(page.rgba8(x: 50, y: 30)?.a == 0)
    }

    @Test func aNumericVisibleDomainClipsMarksToThePlot() throws {
        let line = Chart { ForEach(0..<11) { LineMark(x: .value("X", Double($0) * 10), y: .value("Y", 5.0)) } }
            .chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try renderer.image(line.chartXVisibleDomain(length: 50).chartScrollPosition(initialX: 20.0)
            .frame(width: 100, height: 100))
        #expect(image.rgba8(x: 50, y: 50).map { $0.b > $0.r && $0.a > 60 } == true)
    }

    @Test func selectionBindingsAreInert() throws {
        var selected: String? = "Tue"
        var angle: Double?
        let binding = Binding(get: { selected }, set: { selected = $0 })
        let angleBinding = Binding(get: { angle }, set: { angle = $0 })
        let plain = try renderer.pngData(chart().frame(width: 200, height: 100))
        let selecting = try renderer.pngData(chart().chartXSelection(value: binding)
            .chartAngleSelection(value: angleBinding)
            .chartScrollTargetBehavior(.valueAligned(unit: 1)).frame(width: 200, height: 100))
        #expect(plain == selecting)
        #expect(selected == "Tue" && angle == nil)
    }
}
