// Twelve charts from github.com/jordibruin/Swift-Charts-Examples (MIT, commit 5134bcf) and a pie
// from github.com/Sparklydust/mont-blanc (MIT, commit 1752f7d); the files beside this one hold
// their code verbatim but for imports, app scaffolding and lines wrapped at 120 columns), each
// rendered to PNG (scale 2) and PDF and checked: size, mark colours, the PDF's text.
// Set KEEP=<folder> to keep the files.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Expectation {
    let name: String
    let view: AnyView
    let size: CGSize
    /// Colours (r, g, b) that must cover at least `fraction` of the image, each.
    let colours: [(UInt8, UInt8, UInt8)]
    let fraction: Double
    /// Words the PDF must hold as text (axis labels, legends, annotations).
    let words: [String]
    /// Points (in points) where a mark of the given colour must be, e.g. a sector at a known angle.
    var samples: [(CGPoint, (UInt8, UInt8, UInt8))] = []
}

let blue: (UInt8, UInt8, UInt8) = (0, 122, 255)
let green: (UInt8, UInt8, UInt8) = (52, 199, 89)
let red: (UInt8, UInt8, UInt8) = (255, 59, 48)
let orange: (UInt8, UInt8, UInt8) = (255, 149, 0)
let purple: (UInt8, UInt8, UInt8) = (175, 82, 222)

let charts: [Expectation] = [
    Expectation(name: "SingleBar", view: AnyView(SingleBar(isOverview: false)), size: CGSize(width: 400, height: 300),
                colours: [blue], fraction: 0.02, words: ["0", "100", "200"]),
    Expectation(name: "TwoBars", view: AnyView(TwoBars(isOverview: false)), size: CGSize(width: 400, height: 300),
                colours: [blue], fraction: 0.02, words: ["Mon", "Tue", "Wed"]),
    // A gradient range from yellow to blue: the two cities take its ends.
    Expectation(
        name: "StackedArea", view: AnyView(StackedArea(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [(255, 204, 0), blue], fraction: 0.05, words: ["Cupertino", "San Francisco"]),
    Expectation(
        name: "AreaSimple", view: AnyView(AreaSimple(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [blue], fraction: 0.002, words: ["0"]),
    Expectation(
        name: "MultiLine", view: AnyView(MultiLine(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [blue, green], fraction: 0.002, words: ["Cupertino", "San Francisco"]),
    Expectation(
        name: "ScatterChart", view: AnyView(ScatterChart(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [blue, green], fraction: 0.002, words: ["0"]),
    Expectation(
        name: "RangeSimple", view: AnyView(RangeSimple(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [blue], fraction: 0.005, words: ["0", "100", "200"]),
    Expectation(
        name: "HeartRateRangeChart", view: AnyView(HeartRateRangeChart(isOverview: false)),
        size: CGSize(width: 400, height: 300), colours: [red], fraction: 0.01, words: ["Mon", "Tue"]),
    Expectation(
        name: "OneDimensionalBar", view: AnyView(OneDimensionalBar(isOverview: false)),
        size: CGSize(width: 400, height: 50), colours: [blue, green], fraction: 0.01, words: ["Apps"]),
    Expectation(
        name: "LinePlot", view: AnyView(LinePlot(isOverview: false)), size: CGSize(width: 400, height: 300),
        colours: [red], fraction: 0.002, words: ["0"]),
    Expectation(
        name: "SingleBarThreshold", view: AnyView(SingleBarThreshold(isOverview: false)),
        size: CGSize(width: 400, height: 300), colours: [red], fraction: 0.002, words: ["150"]),
    // A pie of 20, 10, 30 and 40 (shares 0°–72°, 72°–108°, 108°–216°, 216°–360° from 12 o'clock).
    // The app shows these in a scrolling list; here they get the frame a list row would give them.
    Expectation(name: "SectorMark_ForegroundStyle", view: AnyView(SectorMark_ForegroundStyle().frame(height: 300)),
                size: CGSize(width: 400, height: 300), colours: [blue, green, orange, purple], fraction: 0.004,
                words: ["Jan", "Feb", "Mar", "Apr"],
                // 30 pt from the centre (200, 137) at each sector's middle angle: 36°, 90°, 162°, 288°.
                samples: [(CGPoint(x: 217.6, y: 113), blue), (CGPoint(x: 230, y: 137.3), green),
                          (CGPoint(x: 209.3, y: 165.8), orange), (CGPoint(x: 171.5, y: 128), purple)]),
    Expectation(name: "PyramidChart", view: AnyView(PyramidChart(isOverview: false)),
                size: CGSize(width: 400, height: 340),
                colours: [blue, green], fraction: 0.005, words: ["0-10", "91+", "20%"]),
]

func pdfText(_ url: URL) -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/pdftotext")
    p.arguments = [url.path, "-"]
    let pipe = Pipe()
    p.standardOutput = pipe
    guard (try? p.run()) != nil else { return "" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}

let keep = ProcessInfo.processInfo.environment["KEEP"].map { URL(fileURLWithPath: $0) }
let folder = keep ?? FileManager.default.temporaryDirectory.appendingPathComponent("chart-corpus-\(getpid())")
try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
var failures: [String] = []
MainActor.assumeIsolated {
    for chart in charts {
        let renderer = ImageRenderer(content: chart.view)
        renderer.proposedSize = ProposedViewSize(width: 400, height: nil)
        renderer.scale = 2
        guard let image = renderer.cgImage, let png = UIImage(cgImage: image, scale: 2, orientation: .up).pngData()
        else {
            failures.append("\(chart.name): no image"); continue
        }
        try? png.write(to: folder.appendingPathComponent("\(chart.name).png"))
        let size = CGSize(width: CGFloat(image.width) / 2, height: CGFloat(image.height) / 2)
        if size != chart.size { failures.append("\(chart.name): size \(size), want \(chart.size)") }
        for colour in chart.colours {
            var hits = 0
            for y in stride(from: 0, to: image.height, by: 2) {
                for x in stride(from: 0, to: image.width, by: 2) {
                    guard let p = image.rgba8(x: x, y: y) else { continue }
                    if abs(Int(p.r) - Int(colour.0)) < 12, abs(Int(p.g) - Int(colour.1)) < 12,
                       abs(Int(p.b) - Int(colour.2)) < 12 { hits += 1 }
                }
            }
            let share = Double(hits) / Double((image.width / 2) * (image.height / 2))
            if share < chart.fraction { failures.append("\(chart.name): colour \(colour) covers \(share)") }
        }
        for (point, colour) in chart.samples {
            let p = image.rgba8(x: Int(point.x * 2), y: Int(point.y * 2))
            if p.map({ ($0.r, $0.g, $0.b) == colour }) != true {
                failures.append("\(chart.name): at \(point) \(String(describing: p)), want \(colour)")
            }
        }
        let pdfURL = folder.appendingPathComponent("\(chart.name).pdf")
        renderer.render { size, draw in
            var box = CGRect(origin: .zero, size: size)
            guard let consumer = CGDataConsumer(url: pdfURL as CFURL),
                  let pdf = CGContext(consumer: consumer, mediaBox: &box, nil) else { return }
            pdf.beginPDFPage(nil)
            draw(pdf)
            pdf.endPDFPage()
            pdf.closePDF()
        }
        let text = pdfText(pdfURL)
        for word in chart.words where !text.contains(word) { failures.append("\(chart.name): PDF lacks \"\(word)\"") }
        print("\(chart.name) \(Int(size.width))x\(Int(size.height))")
    }
}
if keep == nil { try? FileManager.default.removeItem(at: folder) }
for failure in failures { print("FAIL \(failure)") }
if !failures.isEmpty { exit(1) }
print("OK")
