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
