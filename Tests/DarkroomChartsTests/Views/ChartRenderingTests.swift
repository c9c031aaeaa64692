import DarkroomCharts
import Foundation
import Testing

private struct Area: Identifiable {
    let continent: String
    let area: Double
    var id: String { continent }
}

private let areas = [Area(continent: "Asia", area: 31), Area(continent: "Africa", area: 29),
                     Area(continent: "Europe", area: 22)]

private func pdfText(_ url: URL) throws -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    p.arguments = [url.path, "-"]
    let pipe = Pipe()
    p.standardOutput = pipe
    try p.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

@Suite("Charts render through the one pipeline")
struct ChartRenderingTests {
    let renderer = ViewRenderer(options: RenderOptions(scale: 1))

    @Test func barsAreSystemBlueAndGrowFromTheBottom() throws {
        let chart = Chart(areas) { BarMark(x: .value("Continent", $0.continent), y: .value("Area", $0.area)) }
        let image = try renderer.image(chart.frame(width: 300, height: 200))
        #expect(image.width == 300 && image.height == 200)
        // Three bands over the plot (less the trailing y labels): the first bar's centre column.
        let p = try #require(image.rgba8(x: 40, y: 150))
        #expect(p.r == 0 && p.g == 122 && p.b == 255)
        // Above Asia's 31 (of a 0…40 axis) the plot is empty.
        let top = try #require(image.rgba8(x: 40, y: 20))
        #expect(top.b != 255 || top.r != 0)
    }

    @Test func seriesTakeThePaletteInOrder() throws {
        let chart = Chart {
            BarMark(x: .value("K", "a"), y: .value("V", 10)).foregroundStyle(by: .value("S", "one"))
            BarMark(x: .value("K", "b"), y: .value("V", 10)).foregroundStyle(by: .value("S", "two"))
            BarMark(x: .value("K", "c"), y: .value("V", 10)).foregroundStyle(by: .value("S", "three"))
        }
        .chartLegend(.hidden)
        let image = try renderer.image(chart.frame(width: 300, height: 200))
        let expected: [(UInt8, UInt8, UInt8)] = [(0, 122, 255), (52, 199, 89), (255, 149, 0)]
        for (i, colour) in expected.enumerated() {
            let band = (300.0 - 30) / 3
            let p = try #require(image.rgba8(x: Int(band * (Double(i) + 0.5)), y: 150))
            #expect((p.r, p.g, p.b) == colour, "series \(i)")
        }
    }

    @Test func chartModifiersReachChartsInsideContainers() throws {
        let inner = Chart(areas) { BarMark(x: .value("Continent", $0.continent), y: .value("Area", $0.area)) }
        let hidden = try renderer.image(VStack { inner }.chartYAxis(.hidden).frame(width: 300, height: 200))
        let shown = try renderer.image(VStack { inner }.frame(width: 300, height: 200))
        // With the y axis hidden the plot reaches the trailing edge: the last bar moves right.
        func lastBlueColumn(_ image: CGImage) -> Int {
            (0..<image.width).last { x in image.rgba8(x: x, y: 150).map { $0.b == 255 && $0.r == 0 } ?? false } ?? -1
        }
        #expect(lastBlueColumn(hidden) > lastBlueColumn(shown))
    }

    @Test func pdfKeepsAxisLabelsAsSearchableText() throws {
        let chart = Chart(areas) { BarMark(x: .value("Continent", $0.continent), y: .value("Area", $0.area)) }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("chart-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        try renderer.writePDF(chart.frame(width: 400, height: 250), to: url)
        let text = try pdfText(url)
        for word in ["Asia", "Africa", "Europe", "0", "10", "20", "30", "40"] {
            #expect(text.contains(word), "PDF lacks \(word)")
        }
    }

    @Test func rendersOffTheMainThread() async throws {
        let image = try await Task.detached {
            try ViewRenderer().image(Chart(areas) {
                LineMark(x: .value("Continent", $0.continent), y: .value("Area", $0.area))
            }.frame(width: 120, height: 80))
        }.value
        #expect(image.width == 120)
    }
}

@Suite("Pie, donut and function plots")
struct SectorAndFunctionTests {
    let renderer = ViewRenderer(options: RenderOptions(scale: 1))

    @Test func sectorsStartAtTwelveOClockAndRunClockwise() throws {
        // A quarter then three quarters: the first (blue) fills 12 → 3 o'clock, the second (green) the rest.
        let pie = Chart {
            SectorMark(angle: .value("Share", 1)).foregroundStyle(by: .value("Name", "a"))
            SectorMark(angle: .value("Share", 3)).foregroundStyle(by: .value("Name", "b"))
        }
        .chartLegend(.hidden)
        let image = try renderer.image(pie.frame(width: 200, height: 200))
        let topRight = try #require(image.rgba8(x: 130, y: 70))
        let topLeft = try #require(image.rgba8(x: 70, y: 70))
        #expect((topRight.r, topRight.g, topRight.b) == (0, 122, 255))
        #expect((topLeft.r, topLeft.g, topLeft.b) == (52, 199, 89))
    }

    @Test func donutLeavesItsCentreEmpty() throws {
        let donut = Chart {
            SectorMark(angle: .value("Share", 1), innerRadius: .ratio(0.5))
        }
        let image = try renderer.image(donut.frame(width: 200, height: 200))
        #expect(image.rgba8(x: 100, y: 100)?.a == 0)
        #expect(image.rgba8(x: 100, y: 20).map { ($0.r, $0.g, $0.b) == (0, 122, 255) } == true)
    }

    @Test func functionPlotsFollowTheirFunction() throws {
        // y = x over 0…10: the line passes through the plot's middle.
        let plot = Chart { LinePlot(x: "x", y: "y", domain: 0...10) { $0 } }
            .chartXAxis(.hidden).chartYAxis(.hidden).chartXScale(domain: 0...10).chartYScale(domain: 0...10)
        let image = try renderer.image(plot.frame(width: 100, height: 100))
        let centre = try #require(image.rgba8(x: 50, y: 50))
        #expect(centre.b > 200 && centre.r < 60)
        #expect(image.rgba8(x: 80, y: 80)?.a == 0)
    }
}
