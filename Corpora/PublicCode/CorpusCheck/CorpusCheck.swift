// The corpus drivers' shared checks (Darkroom's own code, not copied): each
// program records what it checked and ends with "OK", or prints the failures
// and exits 1, so `run` can judge it by its exit status.
import DarkroomCompat
import Foundation

/// Collects a program's checks.
public final class CorpusCheck: @unchecked Sendable {
    private var failures: [String] = []
    private var passed = 0
    private let name: String

    public init(_ name: String) { self.name = name }

    /// Records one check.
    public func expect(_ condition: Bool, _ message: @autoclosure () -> String) {
        if condition { passed += 1 } else { failures.append(message()) }
    }

    /// Checks that `value` is within `tolerance` of `expected`.
    public func expect(_ value: CGFloat, near expected: CGFloat, within tolerance: CGFloat, _ what: String) {
        expect(abs(value - expected) <= tolerance, "\(what): \(value), expected \(expected) ± \(tolerance)")
    }

    /// Checks a pixel of an image (straight RGBA, 0…255) within a tolerance per channel.
    public func expectPixel(_ image: UIImage?, x: Int, y: Int, _ rgba: (Int, Int, Int, Int), tolerance: Int = 8,
                            _ what: String) {
        guard let p = image?.cgImage?.rgba8(x: x, y: y) else {
            expect(false, "\(what): no pixel at (\(x), \(y))")
            return
        }
        let got = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        let want = [rgba.0, rgba.1, rgba.2, rgba.3]
        expect(zip(got, want).allSatisfy { abs($0 - $1) <= tolerance }, "\(what): pixel (\(x), \(y)) is \(got), expected \(want)")
    }

    /// Checks that a pixel differs clearly from a colour (something was drawn there).
    public func expectPixel(_ image: UIImage?, x: Int, y: Int, isNot rgba: (Int, Int, Int, Int), _ what: String) {
        guard let p = image?.cgImage?.rgba8(x: x, y: y) else {
            expect(false, "\(what): no pixel at (\(x), \(y))")
            return
        }
        let got = [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
        let other = [rgba.0, rgba.1, rgba.2, rgba.3]
        expect(zip(got, other).contains { abs($0 - $1) > 24 }, "\(what): pixel (\(x), \(y)) is \(got), expected something else")
    }

    /// Checks that some pixel of the image is within `tolerance` of a colour (opaque), e.g. a tinted label.
    public func expectSomewhere(_ image: UIImage?, _ rgb: (Int, Int, Int), tolerance: Int = 24, _ what: String) {
        guard let cg = image?.cgImage else {
            expect(false, "\(what): no image")
            return
        }
        for y in stride(from: 0, to: cg.height, by: 1) {
            for x in stride(from: 0, to: cg.width, by: 1) {
                guard let p = cg.rgba8(x: x, y: y), p.a > 200 else { continue }
                if abs(Int(p.r) - rgb.0) <= tolerance && abs(Int(p.g) - rgb.1) <= tolerance
                    && abs(Int(p.b) - rgb.2) <= tolerance { expect(true, what); return }
            }
        }
        expect(false, "\(what): no pixel near \(rgb)")
    }

    /// The share of pixels with any opacity: a page that drew nothing has 0.
    public func coverage(_ image: UIImage?) -> Double {
        guard let cg = image?.cgImage, cg.width > 0, cg.height > 0 else { return 0 }
        var covered = 0
        for y in 0..<cg.height { for x in 0..<cg.width where (cg.rgba8(x: x, y: y)?.a ?? 0) > 0 { covered += 1 } }
        return Double(covered) / Double(cg.width * cg.height)
    }

    /// Writes the image beside the program's log (for a person to look at) and checks it is a PNG.
    public func save(_ image: UIImage?, as file: String) {
        guard let data = image?.pngData() else {
            expect(false, "\(file): no PNG data")
            return
        }
        expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(file): not a PNG")
        try? data.write(to: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(file))
    }

    /// Ends the program: "OK" and status 0, or the failures and status 1.
    public func finish(_ summary: String) -> Never {
        if failures.isEmpty {
            print("\(name): \(summary) (\(passed) checks)")
            print("OK")
            exit(0)
        }
        print("\(name): \(failures.count) of \(passed + failures.count) checks failed")
        for failure in failures { print("  - \(failure)") }
        exit(1)
    }
}

/// The page count and page sizes `pdfinfo` reports for a PDF file.
public func pdfPages(_ url: URL) -> [CGSize] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/pdfinfo")
    process.arguments = ["-f", "1", "-l", "99", url.path]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [] }
    let out = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return out.split(separator: "\n").compactMap { line -> CGSize? in
        guard line.hasPrefix("Page "), line.contains(" size:") else { return nil }
        let numbers = line.split(separator: " ").compactMap { Double($0) }
        guard numbers.count >= 3 else { return nil }
        return CGSize(width: numbers[1], height: numbers[2])
    }
}
