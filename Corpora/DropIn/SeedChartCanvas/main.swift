// Seed 000 ("SwiftUI Renderers and Their Tricks"), "Drawing a Chart in a Canvas": the beta
// ChartRenderer drawing into a Canvas's GraphicsContext beside the same chart as a view.
// The seed's code below is unchanged except its imports, made conditional; the view is
// then rendered with ImageRenderer and checked (this program's own lines, at the end).
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
            
            
            Canvas { context, size in
                let cr = ChartRenderer(content: chartView)
                
                cr.render(to: context, in: CGRect(origin: .zero, size: size))
            }
            .frame(width: 250, height:150)
        }
    }
}

// ---- Checks (not seed code) ----
func fail(_ why: String) -> Never { print("FAIL \(why)"); exit(1) }
let image: CGImage = MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: ContentView())
    renderer.scale = 2
    guard let image = renderer.cgImage else { fail("no image") }
    if let out = ProcessInfo.processInfo.environment["KEEP"], let png = UIImage(cgImage: image).pngData() {
        try? png.write(to: URL(fileURLWithPath: out))
    }
    return image
}
print("canvas image \(image.width)x\(image.height) pixels")
// 500 x (300 + 8 + 150) points at scale 2.
guard image.width == 1000, image.height == 916 else { fail("size \(image.width)x\(image.height), want 1000x916") }
func isBlue(_ x: Int, _ y: Int) -> Bool {
    guard let p = image.rgba8(x: x, y: y) else { return false }
    return p.r < 40 && p.g > 100 && p.g < 140 && p.b > 230
}
// The chart view: the Asia bar near the bottom of its first band.
guard isBlue(70, 500) else { fail("no blue Asia bar in the chart view") }
// The canvas (250 x 150 points, centred: x 125…375, y 308…458): its own Asia bar, upright.
let canvasLeft = 250
let canvasTop = 616
var found = false
for x in stride(from: canvasLeft, to: canvasLeft + 100, by: 2) where isBlue(x, canvasTop + 180) { found = true; break }
guard found else { fail("no blue bar at the bottom of the canvas's chart") }
guard !isBlue(canvasLeft + 40, canvasTop + 10) else { fail("canvas chart is upside down") }
print("OK")
