@_spi(Engine) import Darkroom
import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#endif

// darkroom-bench <workload> [arguments]: one workload per process, so the runner
// (Benchmarks/run) times whole processes exactly as it times the C and Python
// programs. Phase timings go to standard error as `phase seconds` lines.

func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
func phase(_ name: String, _ start: Double) {
    FileHandle.standardError.write("\(name) \(String(format: "%.4f", now() - start))\n".data(using: .utf8)!)
}
/// User + system CPU seconds of this process so far.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
        usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}
func fail(_ message: String) -> Never { FileHandle.standardError.write((message + "\n").data(using: .utf8)!); exit(1) }

func compression(_ name: String?) -> PNGCompression {
    switch name ?? "fast" {
    case "fast": .fast
    case "balanced": .balanced
    case "smallest": .smallest
    case "none": .uncompressed
    default: fail("unknown PNG setting \(name!): fast, balanced, smallest, none")
    }
}

func writePNG(_ image: CGImage, _ path: String, _ setting: String?) throws {
    let t = now()
    if setting == "cairo" {
        try PNGEncoder().write(image, to: URL(fileURLWithPath: path))
    } else {
        try PNGEncoder(compression: compression(setting)).write(image, to: URL(fileURLWithPath: path))
    }
    phase("encode", t)
}

func renderPNG<V: View>(_ view: V, scale: CGFloat, to path: String, png: String?) throws {
    let renderer = ViewRenderer(options: RenderOptions(scale: scale))
    if png == "cairo" {
        // Through a CGImage and cairo's libpng writer (default zlib settings), with phase timings.
        var t = now()
        let list = try renderer.displayList(view)
        phase("layout+record", t)
        t = now()
        let image = try renderer.rasterize(list)
        phase("raster", t)
        try writePNG(image, path, png)
        return
    }
    // Darkroom's fast path: layout, record, raster and encode straight from the surface.
    let t = now()
    try renderer.writePNG(view, to: URL(fileURLWithPath: path), compression: compression(png))
    phase("render+encode", t)
}

func loadPhoto(_ path: String) -> CGImage {
    guard let image = ImageLoader.shared.decode(path) else { fail("cannot read the photo \(path)") }
    return image
}

let args = CommandLine.arguments
guard args.count >= 3 else {
    let workloads = "startup|lines-canvas|lines-shapes|lines-async|share-card|report|views|concurrent"
    fail("usage: darkroom-bench \(workloads) OUT [options]")
}
let workload = args[1], out = args[2]
do {
    switch workload {
    case "startup":
        // startup OUT: a process that links Darkroom and renders nothing; OUT gets the number of
        // shared libraries loaded (start-up cost is mostly the dynamic linker's).
        let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
        let libraries = Set(
            maps.split(separator: "\n").compactMap { $0.split(separator: " ").last }.filter { $0.contains(".so") })
        try Data("\(libraries.count)\n".utf8).write(to: URL(fileURLWithPath: out))
    case "lines-canvas", "lines-shapes", "lines-async":
        let count = args.count > 3 ? Int(args[3]) ?? 50_000 : 50_000
        let t = now()
        let lines = makeLines(count)
        phase("generate", t)
        switch workload {
        case "lines-canvas": try renderPNG(linesAsCanvas(lines), scale: 1, to: out, png: args.count > 4 ? args[4] : nil)
        case "lines-shapes":
            try renderPNG(LinesAsShapes(lines: lines), scale: 1, to: out, png: args.count > 4 ? args[4] : nil)
        default: try renderPNG(linesAsAsyncCanvas(lines), scale: 1, to: out, png: args.count > 4 ? args[4] : nil)
        }
    case "share-card":
        // share-card OUT PHOTO [fast|balanced|smallest|none|cairo]
        let tp = now()
        let photo = loadPhoto(args[3])
        phase("photo", tp)
        try renderPNG(ShareCard(photo: photo), scale: 2, to: out, png: args.count > 4 ? args[4] : nil)
    case "report":
        // report OUT [pages]: a multi-page PDF through the Core Graphics PDF context.
        let pages = args.count > 3 ? Int(args[3]) ?? 100 : 100
        try MainActor.assumeIsolated {
            let t = now()
            var box = CGRect(x: 0, y: 0, width: 612, height: 792)
            guard let consumer = CGDataConsumer(url: URL(fileURLWithPath: out) as CFURL),
                  let pdf = CGContext(consumer: consumer, mediaBox: &box, nil) else { fail("cannot create \(out)") }
            for n in 1...pages {
                ImageRenderer(content: ReportPage(number: n)).render { _, draw in
                    pdf.beginPDFPage(nil)
                    draw(pdf)
                    pdf.endPDFPage()
                }
            }
            pdf.closePDF()
            if let error = pdf.lastError { throw error }
            phase("pdf", t)
        }
    case "views":
        // views OUT COUNT
        let count = args.count > 3 ? Int(args[3]) ?? 10_000 : 10_000
        try renderPNG(ViewGrid(count: count), scale: 1, to: out, png: "fast")
    case "concurrent":
        // concurrent OUT PHOTO [cards]: serial vs all cores, cards per second (in-process).
        let photo = loadPhoto(args[3])
        let cards = args.count > 4 ? Int(args[4]) ?? 8 : 8
        let cores = ProcessInfo.processInfo.activeProcessorCount
        // Rendering on several cores at once: raster bands, the PNG encoder and thin
        // strokes would also fan out; here each card uses one core so the measure is
        // card throughput (what a busy server sets).
        // The same path as workload 2: PNG bytes straight from the surface.
        // Every card has its own title and subtitle (a different user's card each time), so no
        // text cache serves one card from another.
        let renderOne: @Sendable (Int) throws -> Int = { n in
            var options = RenderOptions(scale: 2)
            options.rendersBandsInParallel = false
            var setting = PNGCompression.fast
            setting.parallel = false
            let card = ShareCard(
                photo: photo, title: "Card \(n): \(cardTitle)", subtitle: "\(cardSubtitle), no. \(n * 7919)")
            return try ViewRenderer(options: options).pngData(card, compression: setting).count
        }
        _ = try renderOne(-1)   // warm up this thread's fonts
        // Three rounds, serial then concurrent in each, so a change in the shared
        // machine's speed hits both sides of a round alike; medians are reported.
        var rounds: [(serial: Double, parallel: Double, serialCPU: Double, parallelCPU: Double)] = []
        for _ in 0..<3 {
            var t = now(), c = cpuSeconds()
            for n in 0..<cards { _ = try renderOne(n) }
            let serial = Double(cards) / (now() - t), serialCPU = (cpuSeconds() - c) / Double(cards)
            t = now(); c = cpuSeconds()
            DispatchQueue.concurrentPerform(iterations: cards) { n in _ = try? renderOne(n) }
            let parallel = Double(cards) / (now() - t), parallelCPU = (cpuSeconds() - c) / Double(cards)
            rounds.append((serial, parallel, serialCPU, parallelCPU))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let serial = median(rounds.map(\.serial)), parallel = median(rounds.map(\.parallel))
        let serialCPU = median(rounds.map(\.serialCPU)), parallelCPU = median(rounds.map(\.parallelCPU))
        let ratios = rounds.map { $0.parallel / $0.serial }.map { String(format: "%.2f", $0) }.joined(separator: ", ")
        print(
            String(
                format: "serial %.3f cards/s, %d cores %.3f cards/s, speed-up %.2f (rounds: %@)", serial, cores,
                parallel, parallel / serial, ratios))
        try Data("\(serial) \(parallel) \(serialCPU) \(parallelCPU)\n".utf8).write(to: URL(fileURLWithPath: out))
    default:
        fail("unknown workload \(workload)")
    }
} catch {
    fail("\(workload) failed: \(error)")
}
