// Darkroom's side of the chart benchmark (Benchmarks/Charts/run): seed 000's seven-bar
// continent chart at 500 × 300 pt, and a 10,000-point line chart.
//
//   darkroom-bench-charts warm <rounds>   median ms per render, as JSON, after a warm-up
//   darkroom-bench-charts once <file.png> one PNG at scale 2, for whole-process timing
//   darkroom-bench-charts profile [n] | profile-line [n]   repeated renders for perf or callgrind
import DarkroomCharts
import Foundation

struct ContinentArea: Identifiable {
    let continent: String
    let area: Double
    var id: String { continent }
}

let continents = [
    ContinentArea(continent: "Asia", area: 31), ContinentArea(continent: "Africa", area: 29),
    ContinentArea(continent: "Europe", area: 22), ContinentArea(continent: "North America", area: 21),
    ContinentArea(continent: "South America", area: 17), ContinentArea(continent: "Oceania", area: 8),
    ContinentArea(continent: "Antartica", area: 13),
]

func barChart() -> some View {
    Chart(continents) { BarMark(x: .value("x", $0.continent), y: .value("y", $0.area)) }
        .frame(width: 500, height: 300)
}

/// A random walk of 10,000 points (a fixed linear congruential generator: same data as the peers).
let walk: [Double] = {
    var state: UInt32 = 12345
    var y = 0.0
    return (0..<10_000).map { _ in
        state = state &* 1_103_515_245 &+ 12345
        y += Double(state >> 16 & 0x7FFF) / 32767 - 0.5
        return y
    }
}()

func lineChart() -> some View {
    Chart(0..<walk.count, id: \.self) { LineMark(x: .value("i", $0), y: .value("v", walk[$0])) }
        .frame(width: 500, height: 300)
}

let png = ViewRenderer(options: RenderOptions(scale: 2))
let pdf = ViewRenderer(options: RenderOptions(scale: 1))

func median(_ rounds: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var times: [Double] = []
    for _ in 0..<rounds {
        let t0 = DispatchTime.now().uptimeNanoseconds
        try body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
    }
    times.sort()
    return times[times.count / 2]
}

let args = CommandLine.arguments
switch args.count > 1 ? args[1] : "" {
case "warm":
    let rounds = args.count > 2 ? Int(args[2]) ?? 20 : 20
    var sizes: [String: Int] = [:]
    let barPNG = try median(rounds) { sizes["bar_png"] = try png.pngData(barChart(), compression: .fast).count }
    let barPDF = try median(rounds) { sizes["bar_pdf"] = try pdf.pdfData(barChart()).count }
    let linePNG = try median(max(3, rounds / 4)) { sizes["line_png"] = try png.pngData(lineChart(),
        compression: .fast).count }
    let result: [String: Any] = ["bar_png": barPNG, "bar_pdf": barPDF, "line_png": linePNG, "bytes": sizes]
    let json = try JSONSerialization.data(withJSONObject: result, options: [.sortedKeys])
    print(String(decoding: json, as: UTF8.self))
case "once":
    try png.writePNG(barChart(), to: URL(fileURLWithPath: args[2]), compression: .fast)
case "profile":
    // For perf/callgrind: the warm bar chart, many times.
    for _ in 0..<(args.count > 2 ? Int(args[2]) ?? 200 : 200) { _ = try png.pngData(barChart(), compression: .fast) }
case "profile-line":
    // For perf/callgrind: the 10,000-point line chart, a few times.
    for _ in 0..<(args.count > 2 ? Int(args[2]) ?? 3 : 3) { _ = try png.pngData(lineChart(), compression: .fast) }
default:
    print("usage: darkroom-bench-charts warm [rounds] | once <file.png> | profile [n]")
    exit(2)
}
