import Darkroom
import DarkroomCompat
import Foundation

/// Sizes a caller controls: nesting depth, text length, stop and segment counts,
/// line limits — each must render in time linear in its size or be refused.
enum StructureCases {
    static func nested(_ depth: Int, _ wrap: (AnyView) -> AnyView) -> AnyView {
        var view = AnyView(Text("deep"))
        for _ in 0..<depth { view = wrap(view) }
        return view
    }

    static var wrappers: [(String, (AnyView) -> AnyView)] { [
        ("vstack", { v in AnyView(VStack { v }) }),
        ("overlay", { v in AnyView(Color.clear.frame(width: 4, height: 4).overlay(v)) }),
        ("padding", { v in AnyView(v.padding(0.01)) }),
        ("zstack", { v in AnyView(ZStack { v }) }),
        ("opacity", { v in AnyView(v.opacity(0.999)) }),
    ] }

    /// Runs `body` on a thread with a stack of exactly `bytes`, as a server's worker pool might.
    static func onThread(stack bytes: Int, _ body: @escaping () throws -> String) throws -> String {
        final class Job {
            let body: () throws -> String; var result: Result<String, Error> = .failure(CaseFailure("not run"))
            init(_ body: @escaping () throws -> String) { self.body = body }
        }
        let job = Job(body)
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        pthread_attr_setstacksize(&attributes, bytes)
        var thread = pthread_t()
        let started = pthread_create(&thread, &attributes, { raw in
            let job = Unmanaged<Job>.fromOpaque(raw!).takeUnretainedValue()
            job.result = Result { try job.body() }
            return nil
        }, Unmanaged.passUnretained(job).toOpaque())
        pthread_attr_destroy(&attributes)
        guard started == 0 else { throw CaseFailure("pthread_create failed") }
        pthread_join(thread, nil)
        return try job.result.get()
    }

    static func longText(_ bytes: Int) -> String {
        let word = "lorem ipsum dolor sit amet, "
        return String(repeating: word, count: bytes / word.utf8.count + 1)
    }

    /// What a command-line tool (poppler's `pdfimages`, `pdftotext`) prints on standard output.
    static func toolOutput(_ path: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self)
    }

    /// The number of BGRA pixels of `image` for which `test(blue, green, red, alpha)` holds.
    static func countPixels(_ image: CGImage, where test: (UInt8, UInt8, UInt8, UInt8) -> Bool) -> Int {
        image.data.withUnsafeBytes { bytes in
            stride(from: 0, to: bytes.count - 3, by: 4).filter { i in
                test(bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3])
            }.count
        }
    }

    /// `body`'s outcome, or a failure when it took `seconds` or more: a hang guard for inputs that once took
    /// many seconds, far under the runner's per-case limit, not a benchmark.
    static func within(_ seconds: Double, _ what: String, _ body: () throws -> String) throws -> String {
        let start = Date()
        let outcome = try body()
        let took = Date().timeIntervalSince(start)
        guard took < seconds else { throw CaseFailure("\(what) took \(Int(took)) s") }
        return outcome
    }

    static func smallImage() throws -> CGImage {
        try ViewRenderer().image(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
            .frame(width: 3, height: 2))
    }

    /// The effect layers of the huge page must be in the PDF (as images within the pixel budget), not dropped.
    static func hugePageKeepsItsEffects() throws -> String {
        let page = ZStack {
            Color.white
            Circle().fill(Color.blue).shadow(color: .black, radius: 60).padding(400)
            Text("Poster").font(.system(size: 900)).blur(radius: 40)
        }
        .frame(width: 8_000, height: 8_000)
        let data = try ViewRenderer().pdfData(page)
        try checkPDF(data)
        let url = scratchFolder("pdf-huge-page").appendingPathComponent("page.pdf")
        try data.write(to: url)
        let listing = try toolOutput("/usr/bin/pdfimages", ["-list", url.path])
        // Rows after the two header lines: page num type width height …
        let sizes = listing.split(separator: "\n").dropFirst(2).compactMap { line -> Int? in
            let fields = line.split(separator: " ")
            guard fields.count > 4, let w = Int(fields[3]), let h = Int(fields[4]) else { return nil }
            return w * h
        }
        guard !sizes.isEmpty else { throw CaseFailure("no effect layer in the PDF") }
        guard let largest = sizes.max(), largest <= 4_200_000 else {
            throw CaseFailure("an effect layer of \(sizes.max() ?? 0) pixels")
        }
        return "pdf \(data.count) bytes, \(sizes.count) effect images, largest \(largest) pixels"
    }

    /// A PDF of `bytes` of numbered words (`w1 w2 …`) is small because its content stream is compressed,
    /// not because text is lost: pdftotext must give back every word that fits in the 64 KB that is laid
    /// out (`InputLimits.maxTextBytes`), in order.
    static func pdfKeepsText(bytes: Int) throws -> String {
        var words: [String] = []
        var length = 0
        while length < bytes {
            words.append("w\(words.count + 1)")
            length += words[words.count - 1].utf8.count + 1
        }
        let data = try ViewRenderer().pdfData(Text(words.joined(separator: " ")).frame(width: 400))
        try checkPDF(data)
        let url = scratchFolder("pdf-text").appendingPathComponent("text.pdf")
        try data.write(to: url)
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pdftotext") else {
            return "skipped: pdftotext (poppler-utils) not installed"
        }
        let output = try toolOutput("/usr/bin/pdftotext", [url.path, "-"])
        let extracted = output.split(whereSeparator: \.isWhitespace).map(String.init)
        // The words that end inside the first 64 KB (the laid-out part) must all be there.
        var expected = 0
        var end = 0
        for word in words {
            end += word.utf8.count + 1
            if end > 64 * 1024 { break }
            expected += 1
        }
        guard extracted.count >= expected, Array(extracted.prefix(expected)) == Array(words.prefix(expected)) else {
            let firstMissing = zip(words, extracted).first { $0 != $1 }.map { "\($0.0) read as \($0.1)" } ?? "none"
            throw CaseFailure("pdftotext gave \(extracted.count) words, expected \(expected) (\(firstMissing))")
        }
        return "pdf \(data.count) bytes holds all \(expected) words of the laid-out 64 KB (of \(words.count))"
    }

    static var all: [HostileCase] {
        var cases: [HostileCase] = []
        for (name, wrap) in wrappers {
            for depth in [100, 1_000, 3_000, 10_000] {
                cases.append(HostileCase(name: "depth/\(name)/\(depth)") { try render(nested(depth, wrap)) })
            }
            // The caller's tree is built and released on this thread; only the render runs on the small stack.
            for depth in [30, 200, 3_000] {
                cases.append(HostileCase(name: "depth/\(name)/\(depth)-on-512KB-thread") {
                    let view = nested(depth, wrap)
                    return try onThread(stack: 512 * 1024) { try render(view) }
                })
            }
        }
        for (label, bytes) in [("100KB", 100_000), ("1MB", 1_000_000)] {
            cases.append(
                HostileCase(name: "text/\(label)/wrapped") { try render(Text(longText(bytes)).frame(width: 400)) })
            cases.append(
                HostileCase(name: "text/\(label)/single-line") {
                    try render(Text(longText(bytes)).lineLimit(1).frame(width: 400))
                })
            cases.append(
                HostileCase(name: "text/\(label)/lineLimit3") {
                    try render(Text(longText(bytes)).lineLimit(3).frame(width: 400))
                })
            cases.append(HostileCase(name: "text/\(label)/unbounded") { try render(Text(longText(bytes))) })
            cases.append(
                HostileCase(name: "text/\(label)/legacy") {
                    try LegacyCases.snapshot(Text(longText(bytes)), size: CGSize(width: 400, height: 300), scale: 1)
                })
            cases.append(
                HostileCase(name: "text/\(label)/pdf") { try renderPDF(Text(longText(bytes)).frame(width: 400)) })
        }
        // A page 8,000 points on a side whose whole area is shadowed and blurred: its effect layers are
        // drawn within RasterEffects.vectorLayerPixelBudget, so the page costs seconds, not minutes.
        // Page sides past cairo's fixed-point range (2^23 points) made cairo 1.16 abort while replaying an image.
        for side in [8_388_609.0, 2_147_483_647, 1e300] {
            cases.append(HostileCase(name: "size/pdf-page-side-\(side)") {
                try renderPDF(Image(decorative: try smallImage(), scale: 1).frame(width: 113, height: side))
            })
            cases.append(HostileCase(name: "size/svg-page-side-\(side)") {
                let data = try ViewRenderer().svgData(Image(decorative: try smallImage(), scale: 1)
                    .frame(width: side, height: 100))
                return "svg \(data.count) bytes"
            })
            cases.append(HostileCase(name: "size/cgcontext-media-box-side-\(side)") {
                var box = CGRect(x: 0, y: 0, width: 113, height: side)
                let data = NSMutableData()
                guard let consumer = CGDataConsumer(data: data),
                      let cg = CGContext(consumer: consumer, mediaBox: &box, nil) else {
                    return "refused: no context for a page \(side) points tall"
                }
                cg.beginPDFPage(nil)
                cg.draw(try smallImage(), in: CGRect(x: 20, y: 4, width: 44, height: 700))
                cg.endPDFPage()
                try cg.finishPDF()
                try checkPDF(data as Data)
                return "pdf \(data.length) bytes"
            })
        }
        // cairo's pen for a stroke grows with the square root of its width: 10^12 points took 11 s (fuzzing found it).
        for width in [1e12, 1e300] {
            cases.append(HostileCase(name: "size/stroke-width-\(width)") {
                // Unclamped, 10^12 took 11 s; clamped, about 0.01 s.
                try within(5, "the stroke") {
                    try render(Circle().stroke(Color.red, lineWidth: width).frame(width: 300, height: 300))
                }
            })
            cases.append(HostileCase(name: "size/stroke-width-\(width)-pdf") {
                try renderPDF(Circle().stroke(Color.red, style: StrokeStyle(lineWidth: width, lineJoin: .round))
                    .frame(width: 300, height: 300))
            })
        }
        // Nested scale effects multiply past the 10^5 each is held to; under about 10^7 device pixels per point
        // one fuzzed view kept cairo_fill busy for 50 s (Fuzz/results.md). Groups magnified past
        // InputLimits.maxDeviceScale are not drawn: the picture stays empty.
        cases.append(HostileCase(name: "number/nested-scale-effects-1e7") {
            let view = Rectangle().fill(Color.red).frame(width: 154, height: 42)
                .scaleEffect(x: 100_000, y: 100_000).scaleEffect(x: 2, y: 85)
                .frame(width: 300, height: 300).clipped()
            let image = try ViewRenderer().image(view)
            let drawn = countPixels(image) { _, _, _, alpha in alpha != 0 }
            guard drawn == 0 else { throw CaseFailure("\(drawn) pixels drawn past the device-scale limit") }
            return "\(image.width)x\(image.height), nothing drawn"
        })
        // Below the limit, magnified content still draws: 10^4 times a 1-point square fills the picture red.
        cases.append(HostileCase(name: "number/nested-scale-effects-1e4-draw") {
            let view = Rectangle().fill(Color.red).frame(width: 1, height: 1)
                .scaleEffect(100).scaleEffect(100)
                .frame(width: 100, height: 100).clipped()
            let image = try ViewRenderer().image(view)
            let red = countPixels(image) { _, _, red, alpha in red > 200 && alpha == 255 }
            guard red == image.width * image.height else {
                throw CaseFailure("\(image.width * image.height - red) pixels are not red")
            }
            return "\(image.width)x\(image.height), all red"
        })
        // A colour emoji is a bitmap cairo scales to the font size before drawing: at 10,000 points one took
        // 760 MB to 1.3 GB and 2 to 12 s; font sizes are held to InputLimits.maxFontSize (2,000 points).
        let emoji = Text("🙂").font(.system(size: 10_000)).frame(width: 300, height: 300).clipped()
        cases.append(HostileCase(name: "text/emoji-10000pt/png") { try render(emoji) })
        cases.append(HostileCase(name: "text/emoji-10000pt/pdf") { try renderPDF(emoji) })
        cases.append(HostileCase(name: "text/emoji-10000pt/svg") {
            // 12 s before the limit, under 1 s with it.
            try within(5, "the SVG") { "svg \(try ViewRenderer().svgData(emoji).count) bytes" }
        })
        cases.append(HostileCase(name: "size/pdf-page-8000pt-shadow-blur") { try hugePageKeepsItsEffects() })
        cases.append(HostileCase(name: "size/cgcontext-pdf-page-8000pt-shadow") {
            let url = scratchFolder("pdf-huge-cg").appendingPathComponent("page.pdf")
            guard let consumer = CGDataConsumer(url: url as CFURL) else { throw CaseFailure("no consumer") }
            var box = CGRect(x: 0, y: 0, width: 8_000, height: 8_000)
            guard let cg = CGContext(consumer: consumer, mediaBox: &box, nil) else { throw CaseFailure("no context") }
            cg.beginPDFPage(nil)
            cg.setShadow(offset: CGSize(width: 0, height: -20), blur: 80, color: CGColor(gray: 0, alpha: 1))
            cg.setFillColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1)
            cg.fillEllipse(in: box.insetBy(dx: 400, dy: 400))
            cg.endPDFPage()
            try cg.finishPDF()
            let data = try Data(contentsOf: url)
            try checkPDF(data)
            return "pdf \(data.count) bytes"
        })
        cases.append(HostileCase(name: "text/100KB/pdf-text-kept") { try pdfKeepsText(bytes: 100_000) })
        cases.append(HostileCase(name: "text/markdown-1MB") {
            try render(Text(LocalizedStringKey(String(repeating: "**a** _b_ `c` [d](e) ",
                count: 50_000))).frame(width: 300))
        })
        for (label, unit) in [("stars", "*a "), ("underscores", "_a "), ("backticks", "`a "), ("brackets", "[a "),
                              ("tildes", "~~a "), ("links", "[a](b c ")] {
            cases.append(HostileCase(name: "text/markdown-unmatched-\(label)") {
                try render(Text(LocalizedStringKey(String(repeating: unit,
                    count: 100_000))).frame(width: 300).lineLimit(5))
            })
        }
        cases.append(HostileCase(name: "text/one-grapheme-1MB") {
            try render(Text("e" + String(repeating: "\u{301}", count: 500_000)).frame(width: 300))
        })
        cases.append(HostileCase(name: "text/control-characters") {
            try render(Text(String((0..<4096).compactMap { Unicode.Scalar($0).map(Character.init) })).frame(width: 300))
        })
        for count in [1_000, 100_000] {
            cases.append(
                HostileCase(name: "gradient/stops/\(count)") {
                    let stops = (0..<count).map {
                        Gradient.Stop(color: $0 % 2 == 0 ? .red : .blue, location: CGFloat($0) / CGFloat(count))
                    }
                    return try render(
                        LinearGradient(stops: stops, startPoint: .leading, endPoint: .trailing).frame(
                            width: 100, height: 10))
                })
            cases.append(
                HostileCase(name: "gradient/angular-stops/\(count)") {
                    let colors = (0..<count).map { $0 % 2 == 0 ? Color.red : Color.blue }
                    return try render(AngularGradient(colors: colors, center: .center).frame(width: 50, height: 50))
                })
        }
        for count in [10_000, 100_000, 1_000_000] {
            cases.append(HostileCase(name: "path/segments/\(count)") {
                let path = Path { p in
                    p.move(to: .zero)
                    for i in 0..<count { p.addLine(to: CGPoint(x: Double(i % 100), y: Double(i % 37))) }
                }
                return try render(path.stroke().frame(width: 100, height: 40))
            })
        }
        for angle in [1e6, 1e17, 1e300] {
            cases.append(HostileCase(name: "path/arc-angle/\(angle)") {
                try render(Path { p in
                    p.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: .zero, endAngle: .radians(angle),
                        clockwise: true)
                }.stroke().frame(width: 20, height: 20))
            })
            cases.append(HostileCase(name: "path/cgpath-arc-angle/\(angle)") {
                let path = CGMutablePath()
                path.addArc(center: CGPoint(x: 10, y: 10), radius: 5, startAngle: -angle, endAngle: angle,
                    clockwise: false)
                return try render(Path(path).stroke().frame(width: 20, height: 20))
            })
        }
        cases.append(HostileCase(name: "views/foreach-20k") {
            try render(VStack(spacing: 0) { ForEach(0..<20_000, id: \.self) { _ in Color.red.frame(width: 1,
                height: 0.001) } })
        })
        cases.append(HostileCase(name: "views/hstack-tiny-children-200") {
            try render(HStack(spacing: 0) { ForEach(0..<200, id: \.self) { i in Text("\(i % 10)") } }.frame(width: 300))
        })
        return cases
    }
}
