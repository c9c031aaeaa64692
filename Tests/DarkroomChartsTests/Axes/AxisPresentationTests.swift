@_spi(Engine) import Darkroom
import DarkroomCharts
import Foundation
import Testing

private struct City: Identifiable {
    let name: String
    let people: Double
    var id: String { name }
}

private let cities = [City(name: "Amsterdam-Zuidoost", people: 10), City(name: "Rotterdam-Centrum", people: 20)]

/// The lowest row holding system blue in a column (the bars' baseline).
private func baseline(_ image: CGImage, column: Int) -> Int {
    (0..<image.height).last { y in image.rgba8(x: column, y: y).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } ?? false }
        ?? -1
}

@Suite("Axis label orientation, presets and plot styles")
struct AxisPresentationTests {
    let renderer = ViewRenderer(options: RenderOptions(scale: 1))

    private func bars() -> some View {
        Chart(cities) { BarMark(x: .value("City", $0.name), y: .value("People", $0.people)) }
    }

    @Test func verticalLabelsTakeTheirLengthBelowThePlot() throws {
        let flat = try renderer.image(bars().frame(width: 300, height: 300))
        let turned = try renderer.image(bars().chartXAxis {
            AxisMarks { _ in AxisValueLabel(orientation: .vertical) }
        }.frame(width: 300, height: 300))
        // A name of ~18 characters turned upright needs ~90 pt instead of one or two lines of 13 pt.
        #expect(baseline(flat, column: 70) - baseline(turned, column: 70) > 40)
    }

    @Test func insetLabelsLeaveThePlotTheWholeWidth() throws {
        func lastBlue(_ image: CGImage) -> Int {
            (0..<image.width).last { x in image.rgba8(x: x, y: 250).map { $0.b == 255 && $0.r == 0 } ?? false } ?? -1
        }
        let automatic = try renderer.image(bars().frame(width: 300, height: 300))
        let inset = try renderer.image(bars().chartYAxis { AxisMarks(preset: .inset) }.frame(width: 300, height: 300))
        // Without the trailing label column the plot, and so the second bar, reaches further right.
        #expect(lastBlue(inset) > lastBlue(automatic) + 5)
    }

    @Test func extendedGridLinesRunUnderTheLabels() throws {
        func inked(_ image: CGImage) -> Int {
            var n = 0
            for y in 0..<image.height { for x in 0..<image.width where (image.rgba8(x: x,
                y: y)?.a ?? 0) > 0 { n += 1 } }
            return n
        }
        let automatic = try renderer.image(bars().frame(width: 300, height: 300))
        let extended = try renderer.image(bars().chartYAxis { AxisMarks(preset: .extended) }.frame(width: 300,
            height: 300))
        #expect(inked(extended) > inked(automatic))
    }

    @Test func aPlotStyleFrameSizesThePlot() throws {
        let full = try renderer.image(bars().frame(width: 300, height: 300))
        let short = try renderer.image(bars().chartPlotStyle { $0.frame(height: 100) }.frame(width: 300, height: 300))
        let squared = try renderer.image(bars().chartPlotStyle { $0.aspectRatio(1, contentMode: .fit) }
            .frame(width: 300, height: 300))
        #expect(baseline(full, column: 70) > 200)
        // The plot is 100 pt tall, starting half a label below the top.
        #expect((95...115).contains(baseline(short, column: 70)))
        // A square plot in a 300 × 300 chart: narrower than the full one, so the first bar moves left.
        #expect(baseline(squared, column: 70) > 0)
    }

    /// Every y-axis label draws whole, at every render scale (a label given its own measured width must
    /// never be ellipsized).
    @Test(arguments: [1.0, 2.0, 3.0])
    func axisLabelsDrawWhole(scale: Double) throws {
        let values = [42.0, 48, 55, 51, 63, 70, 74, 69, 77, 84, 80, 92]
        let chart = Chart(values.indices, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", values[$0])) }
            .frame(width: 460, height: 268)
        let list = try ViewRenderer(options: RenderOptions(scale: scale)).displayList(chart)
        func texts(_ items: [DisplayItem]) -> [String] {
            items.flatMap { item -> [String] in
                switch item {
                // Text and glyph count: an ellipsized run keeps its text but loses glyphs.
                case .text(let t): ["\(t.runs.map(\.text).joined())/\(t.runs.reduce(0) { $0 + $1.glyphs.count })"]
                case .group(let g): texts(g.items)
                default: []
                }
            }
        }
        let drawn = texts(list.items)
        #expect(drawn.contains("100/3"), "labels drawn (text/glyphs): \(drawn)")
    }
}
