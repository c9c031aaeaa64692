import DarkroomCharts
import Foundation
import Testing

private struct Sale: Identifiable {
    let month: String
    let product: String
    let units: Double
    let size: Double
    var id: String { month + product }
}

private let sales = [
    Sale(month: "Jan", product: "A", units: 10, size: 1), Sale(month: "Jan", product: "B", units: 5, size: 2),
    Sale(month: "Feb", product: "A", units: 20, size: 3), Sale(month: "Feb", product: "B", units: 10, size: 4),
    Sale(month: "Mar", product: "A", units: 15, size: 5), Sale(month: "Mar", product: "B", units: 25, size: 6),
]

private func rgb(_ image: CGImage, _ x: Int, _ y: Int) -> (UInt8, UInt8, UInt8)? {
    image.rgba8(x: x, y: y).map { ($0.r, $0.g, $0.b) }
}

private let blue: (UInt8, UInt8, UInt8) = (0, 122, 255)
private let green: (UInt8, UInt8, UInt8) = (52, 199, 89)
private let orange: (UInt8, UInt8, UInt8) = (255, 149, 0)

/// The vectorized plots draw exactly what the equivalent marks draw.
@Suite("Vectorized plots")
struct VectorizedPlotsTests {
    let renderer = ViewRenderer(options: RenderOptions(scale: 1))

    private func pixels(_ view: some View) throws -> Data {
        try renderer.pngData(view.frame(width: 300, height: 200))
    }

    @Test func barPlotDrawsWhatBarMarksDraw() throws {
        let plot = Chart {
            BarPlot(sales, x: .value("Month", \.month), y: .value("Units", \.units))
                .foregroundStyle(by: .value("Product", \.product))
        }
        let marks = Chart(sales) {
            BarMark(x: .value("Month", $0.month), y: .value("Units", $0.units))
                .foregroundStyle(by: .value("Product", $0.product))
        }
        #expect(try pixels(plot) == pixels(marks))
        // Stacked: January's A (blue, 10) sits under its B (green, 5).
        let image = try renderer.image(plot.chartLegend(.hidden).frame(width: 300, height: 200))
        let band = (300.0 - 30) / 3
        #expect(rgb(image, Int(band / 2), 165).map { $0 == blue } == true)
        #expect(try pixels(plot) != pixels(Chart { BarPlot(sales, x: .value("Month", \.month), y: .value("U",
            \.units)) }))
    }

    @Test func keyPathStylesColourEachElement() throws {
        struct Cell { let x: String; let y: String; let colour: Color }
        let cells = [Cell(x: "a", y: "r", colour: .red), Cell(x: "b", y: "r", colour: .green)]
        let chart = Chart {
            RectanglePlot(cells, x: .value("X", \.x), y: .value("Y", \.y), width: .ratio(1), height: .ratio(1))
                .foregroundStyle(\.colour)
        }
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try renderer.image(chart.frame(width: 200, height: 100))
        #expect(rgb(image, 50, 50).map { $0.0 > 200 && $0.1 < 80 } == true)
        #expect(rgb(image, 150, 50).map { $0 == green } == true)
    }

    @Test func linePlotWithSeriesMatchesLineMarks() throws {
        let plot = Chart {
            LinePlot(sales, x: .value("Month", \.month), y: .value("Units", \.units), series: .value("P", \.product))
                .foregroundStyle(by: .value("Product", \.product))
        }
        let marks = Chart(sales) {
            LineMark(x: .value("Month", $0.month), y: .value("Units", $0.units), series: .value("P", $0.product))
                .foregroundStyle(by: .value("Product", $0.product))
        }
        #expect(try pixels(plot) == pixels(marks))
    }

    @Test func areaPlotStacksLikeAreaMarks() throws {
        let plot = Chart {
            AreaPlot(sales, x: .value("Month", \.month), y: .value("Units", \.units), stacking: .normalized)
                .foregroundStyle(by: .value("Product", \.product))
        }
        let marks = Chart(sales) {
            AreaMark(x: .value("Month", $0.month), y: .value("Units", $0.units), stacking: .normalized)
                .foregroundStyle(by: .value("Product", $0.product))
        }
        #expect(try pixels(plot) == pixels(marks))
    }

    @Test func pointPlotSizesSymbolsByValue() throws {
        struct Dot { let x: Double; let y: Double; let weight: Double }
        let dots = [Dot(x: 2, y: 5, weight: 1), Dot(x: 8, y: 5, weight: 100)]
        let chart = Chart { PointPlot(dots, x: .value("X", \.x), y: .value("Y", \.y)).symbolSize(by: .value("W",
            \.weight)) }
            .chartXScale(domain: 0...10).chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
            .chartLegend(.hidden)
        let image = try renderer.image(chart.frame(width: 100, height: 100))
        // Areas 16 and 256 pt²: radii 2 and 8. Six points right of each centre only the large one is filled.
        #expect(rgb(image, 20, 50).map { $0 == blue } == true)
        #expect(rgb(image, 80, 50).map { $0 == blue } == true)
        #expect(image.rgba8(x: 26, y: 50)?.a == 0)
        #expect(rgb(image, 86, 50).map { $0 == blue } == true)
    }

    @Test func rulePlotDrawsOneRulePerElement() throws {
        struct Level { let value: Double }
        let chart = Chart { RulePlot([Level(value: 2.5), Level(value: 7.5)], y: .value("V", \.value)) }
            .chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try renderer.image(chart.frame(width: 100, height: 100))
        // y = 7.5 of 0…10 is 25 pt from the top; 2.5 is 75 pt.
        #expect(image.rgba8(x: 50, y: 25).map { $0.a > 60 && $0.b > $0.r } == true)
        #expect(image.rgba8(x: 50, y: 75).map { $0.a > 60 && $0.b > $0.r } == true)
        #expect(image.rgba8(x: 50, y: 50)?.a == 0)
    }

    @Test func sectorPlotSplitsThePieByShare() throws {
        struct Slice { let name: String; let share: Double }
        let slices = [Slice(name: "a", share: 1), Slice(name: "b", share: 1), Slice(name: "c", share: 2)]
        let chart = Chart {
            SectorPlot(slices, angle: .value("Share", \.share), innerRadius: .ratio(0.5))
                .foregroundStyle(by: .value("Name", \.name))
        }
        .chartLegend(.hidden)
        let image = try renderer.image(chart.frame(width: 200, height: 200))
        // From 12 o'clock clockwise: a over 12→3, b over 3→6, c over 6→12; the donut's hole stays empty.
        #expect(rgb(image, 160, 40).map { $0 == blue } == true)
        #expect(rgb(image, 160, 160).map { $0 == green } == true)
        #expect(rgb(image, 30, 100).map { $0 == orange } == true)
        #expect(image.rgba8(x: 100, y: 100)?.a == 0)
    }

    @Test func parametricLinePlotDrawsItsCurve() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * Double.pi)) { t in (x: cos(t), y: sin(t)) }
        }
        .chartXScale(domain: -1.2...1.2).chartYScale(domain: -1.2...1.2).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try renderer.image(chart.frame(width: 120, height: 120))
        // The unit circle, 50 pt across from the centre: through (1, 0) and (0, 1); not the centre.
        #expect(image.rgba8(x: 110, y: 60).map { $0.a > 60 && $0.b > $0.r } == true)
        #expect(image.rgba8(x: 60, y: 10).map { $0.a > 60 && $0.b > $0.r } == true)
        #expect(image.rgba8(x: 60, y: 60)?.a == 0)
    }
}
