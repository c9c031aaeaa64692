#if canImport(Glibc)
import Glibc
#endif
import Darkroom
import Foundation

/// Writes that fail half-way: a file-size limit (EFBIG, `RLIMIT_FSIZE` with
/// SIGXFSZ ignored) and a full file system (ENOSPC, a small tmpfs named by
/// `DARKROOM_HOSTILE_FULL_DIR`). Each must throw `RenderError.io`, leave the
/// existing destination byte for byte as it was, and leave no temporary file.
enum OutputFaultCases {
    static let oldContent = Data("the previous, complete file".utf8)

    static var page: some View {
        VStack(alignment: .leading, spacing: 2) {
            ForEach(0..<40, id: \.self) { i in
                Text("Line \(i): the quick brown fox jumps over the lazy dog \(i * 7919)").font(.system(size: 11))
            }
        }
        .padding(8)
        .background(LinearGradient(colors: [.yellow, .mint], startPoint: .top, endPoint: .bottom))
    }

    static var writers: [(String, (URL) throws -> Void)] { [
        ("png", { try ViewRenderer().write(page, to: $0, format: .png) }),
        ("jpeg", { try ViewRenderer().write(page, to: $0, format: .jpeg(quality: 1)) }),
        ("webp", { try ViewRenderer().write(page, to: $0, format: .webpLossless) }),
        ("gif", { try ViewRenderer().write(page, to: $0, format: .gif) }),
        ("bmp", { try ViewRenderer().write(page, to: $0, format: .bmp) }),
        ("tiff", { try ViewRenderer().write(page, to: $0, format: .tiff) }),
        ("writePNG", { try ViewRenderer().writePNG(page, to: $0) }),
        ("pdf", { try ViewRenderer().writePDF(page, to: $0) }),
        ("pdf-pages", { try ViewRenderer().writePDF(pages: Array(repeating: AnyView(page), count: 12), to: $0) }),
        ("svg", { try ViewRenderer().writeSVG(page, to: $0) }),
        ("cgcontext-pdf", { url in
            let cg = try drawCoreGraphicsPDF(to: url)
            // Core Graphics' closePDF returns nothing; Darkroom records the failure in lastError.
            cg.closePDF()
            if let error = cg.lastError { throw error }
        }),
        ("cgcontext-finishPDF", { url in try drawCoreGraphicsPDF(to: url).finishPDF() }),
    ] }

    /// Twelve pages of ellipses drawn through the Core Graphics PDF recipe, not yet closed.
    static func drawCoreGraphicsPDF(to url: URL) throws -> CGContext {
        guard let consumer = CGDataConsumer(url: url as CFURL) else { throw CaseFailure("no consumer") }
        var box = CGRect(x: 0, y: 0, width: 400, height: 400)
        guard let cg = CGContext(consumer: consumer, mediaBox: &box, nil) else {
            throw RenderError.io(path: url.path, reason: "no context")
        }
        for _ in 0..<12 {
            cg.beginPDFPage(nil)
            for i in 0..<200 {
                cg.setFillColor(red: CGFloat(i % 7) / 7, green: 0.3, blue: 0.6, alpha: 1)
                cg.fillEllipse(in: CGRect(x: i % 20 * 20, y: i / 20 * 20, width: 18, height: 18))
            }
            cg.endPDFPage()
        }
        return cg
    }

    /// Runs `body` with the process's file-size limit at `bytes`.
    static func withFileSizeLimit<T>(_ bytes: Int, _ body: () throws -> T) rethrows -> T {
        signal(SIGXFSZ, SIG_IGN)
        var old = rlimit()
        getrlimit(Int32(RLIMIT_FSIZE.rawValue), &old)
        var limited = old
        limited.rlim_cur = rlim_t(bytes)
        setrlimit(Int32(RLIMIT_FSIZE.rawValue), &limited)
        defer { setrlimit(Int32(RLIMIT_FSIZE.rawValue), &old) }
        return try body()
    }

    /// Writes over an existing destination in `folder` while `fault` is in force.
    static func faultyWrite(_ name: String, in folder: URL, _ write: @escaping (URL) throws -> Void,
                            under fault: (() throws -> Void) throws -> Void) throws -> String {
        let destination = folder.appendingPathComponent("out-\(name)")
        try oldContent.write(to: destination)
        var outcome = "no error"
        try fault {
            do {
                try write(destination)
            } catch let error as RenderError {
                guard case .io = error else { throw CaseFailure("wrong error: \(error)") }
                outcome = "refused: \(error)"
            }
        }
        let after = FileManager.default.contents(atPath: destination.path)
        if outcome == "no error" {
            throw CaseFailure("the write reported success (\(after?.count ?? 0) bytes) under the fault")
        }
        guard after == oldContent else { throw CaseFailure("destination changed: \(after?.count ?? -1) bytes") }
        let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
            .filter { $0.hasPrefix(".out-\(name)") } ?? []
        guard leftovers.isEmpty else { throw CaseFailure("temporary files left: \(leftovers)") }
        return outcome
    }

    static var all: [HostileCase] {
        var cases: [HostileCase] = []
        for (name, write) in writers {
            cases.append(HostileCase(name: "output/efbig/\(name)") {
                try faultyWrite(name, in: scratchFolder("efbig-\(name)"), write) { body in
                    try withFileSizeLimit(4096) { try body() }
                }
            })
            cases.append(HostileCase(name: "output/enospc/\(name)") {
                guard let dir = ProcessInfo.processInfo.environment["DARKROOM_HOSTILE_FULL_DIR"] else {
                    return "skipped: DARKROOM_HOSTILE_FULL_DIR not set"
                }
                let folder = URL(fileURLWithPath: dir).appendingPathComponent(name)
                try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                return try faultyWrite(name, in: folder, write) { body in
                    // Fill the file system to within 4 KB of full, run, then free it.
                    var stats = statvfs()
                    statvfs(dir, &stats)
                    let free = Int(stats.f_bavail) * Int(stats.f_frsize)
                    let filler = URL(fileURLWithPath: dir).appendingPathComponent("filler-\(name)")
                    FileManager.default.createFile(atPath: filler.path, contents: Data(count: max(0, free - 4096)))
                    defer { try? FileManager.default.removeItem(at: filler) }
                    try body()
                }
            })
        }
        cases.append(HostileCase(name: "output/efbig/pdfData-in-memory") {
            try withFileSizeLimit(4096) { try checkPDF(ViewRenderer().pdfData(page)) }
            return "complete"
        })
        cases.append(HostileCase(name: "output/efbig/svgData-in-memory") {
            try withFileSizeLimit(4096) { _ = try renderSVG(page) }
            return "complete"
        })
        cases.append(HostileCase(name: "output/killed-mid-write") {
            // The test sends SIGKILL while this loops; it then checks the folder.
            guard let dir = ProcessInfo.processInfo.environment["DARKROOM_HOSTILE_KILL_DIR"] else { return "skipped" }
            let destination = URL(fileURLWithPath: dir).appendingPathComponent("out.pdf")
            print("WRITING")
            fflush(nil)
            for _ in 0..<10_000 {
                try ViewRenderer().writePDF(pages: Array(repeating: AnyView(page), count: 20), to: destination)
            }
            return "never killed"
        })
        return cases
    }
}
