import Darkroom
import Foundation
import ShareCardKit

// Per-card cost of the service's render function, no HTTP: Benchmarks/Service/run prints it beside Takumi's
// row for the same cards. `share-card-bench AVATAR_DIR COUNT OUT_DIR` renders COUNT warm cards per format,
// each with its own title, on one thread, and prints one JSON line per format (median milliseconds, mean
// bytes); then the WebP settings sweep: Darkroom's `WebPEncoder` at quality 0.8 and libwebp's effort 0…6.
let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), count > 0 else {
    FileHandle.standardError.write(Data("usage: share-card-bench AVATAR_DIR COUNT OUT_DIR\n".utf8))
    exit(2)
}
let renderer = CardRenderer(avatarFolder: URL(fileURLWithPath: arguments[1], isDirectory: true))
let out = URL(fileURLWithPath: arguments[3], isDirectory: true)

func card(_ n: Int, _ format: OutputFormat) -> CardRequest {
    CardRequest(
        format: format, title: "Card \(n): Darkroom renders SwiftUI views",
        subtitle: "Share cards from one Swift codebase, no. \(n * 7919)", avatar: .file("gradient.png"))
}

func report(_ label: String, _ body: (Int) throws -> Data) throws {
    var times: [Double] = [], sizes: [Int] = []
    for n in -3..<count {
        let start = ContinuousClock.now
        let data = try body(n)
        let elapsed = ContinuousClock.now - start
        guard n >= 0 else { continue }
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1000)
        sizes.append(data.count)
        if n == 0, !data.isEmpty {
            try data.write(to: out.appendingPathComponent("darkroom-\(label.filter(\.isLetter)).bin"))
        }
    }
    let median = times.sorted()[times.count / 2]
    let mean = Double(sizes.reduce(0, +)) / Double(sizes.count)
    print("{\"renderer\": \"Darkroom\", \"format\": \"\(label)\", \"median_ms\": \(median), \"mean_bytes\": \(mean)}")
}

do {
    for format in OutputFormat.allCases {
        try report(format.rawValue) { n in try renderer.render(card(n, format)) }
    }
    var options = RenderOptions(scale: 1, isOpaque: true)
    options.rendersBandsInParallel = false
    let avatar = ImageLoader.shared.decode(arguments[1] + "/gradient.png")
    // Where a PNG card's time goes: layout and drawing alone (no file), the rest of its row is the encoder.
    try report("pixels only (layout and drawing, no encoding)") { n in
        _ = try ViewRenderer(options: options).image(CardRenderer.view(for: card(n, .png), avatar: avatar))
        return Data()
    }
    // The WebP sweep encodes one rendered card's pixels, so only the encoder differs between rows.
    let pixels = try ViewRenderer(options: options).image(
        CardRenderer.view(for: card(0, .webp), avatar: avatar))
    for method in Int32(0)...6 {
        try report("webp encode only, WebPEncoder(quality: 0.8, effort: \(method))") { _ in
            try WebPEncoder(quality: 0.8, effort: Int(method)).encode(pixels)
        }
    }
} catch {
    FileHandle.standardError.write(Data("share-card-bench: \(error)\n".utf8))
    exit(1)
}
