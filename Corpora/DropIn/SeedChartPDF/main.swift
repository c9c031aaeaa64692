// Seed 000 ("SwiftUI Renderers and Their Tricks"), "Creating a PDF with SwiftUI Charts": the
// beta ChartRenderer drawing a Chart into a PDF CGContext after a title drawn with
// ImageRenderer, the caller flipping y. The seed's code below is unchanged except its
// imports, made conditional; the checks after it are this program's own.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
#if canImport(Charts)
import Charts
#endif
import Foundation

struct ContinentArea: Identifiable {
    let continent: String
    let area: Double // in million square kilometers
    
    var id: String { continent }
}

let data = [
    ContinentArea(continent: "Asia", area: 31),
    ContinentArea(continent: "Africa", area: 29),
    ContinentArea(continent: "Europe", area: 22),
    ContinentArea(continent: "North America", area: 21),
    ContinentArea(continent: "South America", area: 17),
    ContinentArea(continent: "Oceania", area: 8),
    ContinentArea(continent: "Antartica", area: 13),
]

struct ContentView: View {
    func chartView() -> some ChartView {
        Chart(data) { val in
            BarMark(x: .value("x", val.continent), y: .value("y", val.area))
        }
    }

    var body: some View {
        let chartView = chartView()

        VStack {
            chartView
                .frame(width: 500, height: 300)
                .border(Color.green)
            
            Button("Export PDF") {
                exportPDF(chartView)
            }
        }
    }
    
@MainActor func exportPDF<CV: ChartView>(_ chartView: CV) {
    // Create URL
    guard let downloadsDirectory = FileManager.default.urls(for: .downloadsDirectory,
                                                             in: .userDomainMask).first else { return }
    let url = downloadsDirectory.appending(path: "chart.pdf")
    
    // Media box (A4 size)
    var mediaBox:CGRect = CGRect(x: 0, y: 0, width: 793, height: 1123)
    
    let chartSize = CGSize(width: 500, height: 300)
    
    if let dataConsumer = CGDataConsumer(url: url as CFURL) {
        if let pdfContext = CGContext(consumer: dataConsumer, mediaBox: &mediaBox, nil) {
            
            // PAGE #1
            pdfContext.beginPage(mediaBox: nil)
            
            // Draw title
            let titleView = Text("Continent Surface Area (in km2)")
                .font(.largeTitle)
                .bold()
                .foregroundColor(.green)
                .padding(15)
                .overlay { RoundedRectangle(cornerRadius: 10).stroke(.gray) }
                .padding(20)
                .frame(width: mediaBox.width)

            let imageRenderer = ImageRenderer(content: AnyView(titleView))
            
            imageRenderer.render { size, renderFunction in
                pdfContext.translateBy(x: 0, y: mediaBox.height - size.height)
                renderFunction(pdfContext)
            }
            
            // Draw Chart
            let chartRenderer = ChartRenderer(content: chartView)

            // Charts are drawn upside down, so we need to flip it
            pdfContext.scaleBy(x: 1, y: -1)

            chartRenderer.render(to: pdfContext,
                                 in: CGRect(origin: CGPoint(x: (mediaBox.width - chartSize.width) / 2, y: 0),
                                            size: chartSize))

            pdfContext.endPage()

            // PAGE #2
            pdfContext.beginPage(mediaBox: nil)

            // Draw text "End of Document" in the 2nd and last page
            imageRenderer.content = AnyView(Text("End of Document").frame(width: mediaBox.width))
            
            imageRenderer.render { size, renderFunction in
                pdfContext.translateBy(x: 0, y: (mediaBox.height - size.height) / 2)
                renderFunction(pdfContext)
            }
            
            pdfContext.endPage()

            // REMEBER TO CLOSE PDF!
            pdfContext.closePDF()
        }
    }
}
}

// ---- Checks (not seed code) ----
// The seed writes to the user's Downloads folder: make sure it exists, remove what we add.
let downloads = FileManager.default.urls(for: .downloadsDirectory, in: .userDomainMask)[0]
let createdDownloads = !FileManager.default.fileExists(atPath: downloads.path)
try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
let pdf = downloads.appendingPathComponent("chart.pdf")
try? FileManager.default.removeItem(at: pdf)
MainActor.assumeIsolated {
    let view = ContentView()
    view.exportPDF(view.chartView())
}
let home = FileManager.default.temporaryDirectory.appendingPathComponent("seed-chart-\(getpid())")
try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
defer {
    try? FileManager.default.removeItem(at: home)
    try? FileManager.default.removeItem(at: pdf)
    if createdDownloads { try? FileManager.default.removeItem(at: downloads) }
}
func fail(_ why: String) -> Never {
    print("FAIL \(why)")
    if let keep = ProcessInfo.processInfo.environment["KEEP"] {
        try? FileManager.default.copyItem(atPath: pdf.path, toPath: keep)
    }
    exit(1)
}
func run(_ tool: String, _ args: [String]) -> String {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    p.arguments = args
    let pipe = Pipe()
    p.standardOutput = pipe
    do { try p.run() } catch { fail("\(tool) did not start: \(error)") }
    let out = pipe.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return String(decoding: out, as: UTF8.self)
}
guard FileManager.default.fileExists(atPath: pdf.path) else { fail("no \(pdf.path)") }
let page1 = run("pdftotext", ["-f", "1", "-l", "1", "-layout", pdf.path, "-"])
let page2 = run("pdftotext", ["-f", "2", "-l", "2", pdf.path, "-"])
for word in ["Continent Surface Area", "Asia", "Africa", "North", "America", "Antartica", "0", "10", "20", "30", "40"]
where !page1.contains(word) { fail("page 1 lacks searchable \"\(word)\"") }
guard page2.contains("End of Document") else { fail("page 2 lacks \"End of Document\"") }
guard run("pdfinfo", [pdf.path]).range(of: "Pages:\\s+2\n", options: .regularExpression) != nil else {
    fail("not two pages")
}
// ("North America" wraps under its band, as category labels do: its words are searched apart.)
// The chart sits upright just below the title: rasterise page 1 at 72 dpi and find the bars.
let png = home.appendingPathComponent("page1")
_ = run("pdftoppm", ["-f", "1", "-l", "1", "-r", "72", "-png", "-singlefile", pdf.path, png.path])
guard let page = UIImage(contentsOfFile: png.path + ".png")?.cgImage else { fail("page 1 did not rasterise") }
print("page 1 \(page.width)x\(page.height)")
// The Asia bar (first band of seven over the plot) is system blue near the chart's baseline.
func isBlue(_ x: Int, _ y: Int) -> Bool {
    guard let p = page.rgba8(x: x, y: y) else { return false }
    return p.r < 40 && p.g > 100 && p.g < 140 && p.b > 230
}
// Bars grow upward: blue just above the baseline, white above Asia's top (31 of 40).
let titleBottom = 20 + 15 + 41 + 15 + 20 // padding, text (~41 pt), padding
var baseline = -1
for y in stride(from: titleBottom + 300, to: titleBottom, by: -1) where isBlue(170, y) { baseline = y; break }
guard baseline > titleBottom + 200 else { fail("no blue Asia bar below the title (chart upside down or missing)") }
var top = baseline
while top > 0 && isBlue(170, top - 1) { top -= 1 }
print("Asia bar from y \(top) to \(baseline)")
guard baseline - top > 150, top > titleBottom else {
    fail("Asia bar height \(baseline - top) is not 31/40 of the plot")
}
if let keep = ProcessInfo.processInfo.environment["KEEP"] {
    try? FileManager.default.copyItem(atPath: pdf.path, toPath: keep)
}
print("OK")
