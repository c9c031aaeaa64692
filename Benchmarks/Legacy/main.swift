// Renders one share card through the legacy path (`snapshot(size:scale:)`:
// window surface, UIGraphics context, libgd) and through the modern path
// (`ImageRenderer` on cairo, same canvas and scale) in the same run, and prints
// medians and their ratio. Run in release mode:
//   Benchmarks/build release --product darkroom-bench-legacy
//   .build-bench/release/darkroom-bench-legacy [iterations]
import DarkroomCompat
import Foundation

struct ShareCard: View {
    let avatar: CGImage
    var shadowed = true
    var body: some View {
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.10, green: 0.12, blue: 0.30), Color(red: 0.35, green: 0.20, blue: 0.55)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(alignment: .leading, spacing: 18) {
                HStack(spacing: 16) {
                    Image(decorative: avatar, scale: 1).resizable().frame(width: 72, height: 72).clipShape(Circle())
                    VStack(alignment: .leading, spacing: 4) {
                        Text("Ada Lovelace").font(.title2).bold().foregroundColor(.white)
                        Text("@ada · Analytical Engine").font(.subheadline).foregroundColor(.white.opacity(0.7))
                    }
                }
                Text("Rendering SwiftUI views on Linux, the legacy way and the modern way, pixel for pixel.")
                    .font(.title3).foregroundColor(.white)
                HStack(spacing: 10) {
                    ForEach(["libgd", "cairo", "pango"], id: \.self) { tag in
                        Text(tag).font(.callout).foregroundColor(.white)
                            .padding(.horizontal, 12).padding(.vertical, 6)
                            .background(Capsule().fill(Color.white.opacity(0.18)))
                    }
                    Spacer()
                    Circle().stroke(Color.orange, lineWidth: 4).frame(width: 36, height: 36)
                }
            }
            .padding(28)
            .background(RoundedRectangle(cornerRadius: 24).fill(Color.black.opacity(0.25)))
            .shadow(color: .black.opacity(shadowed ? 0.35 : 0), radius: 12, x: 0, y: 6)
            .padding(32)
        }
    }
}

func makeAvatar() -> CGImage {
    let n = 144
    var bytes = [UInt8](repeating: 0, count: n * n * 4)
    for y in 0..<n {
        for x in 0..<n {
            let i = (y * n + x) * 4
            bytes[i] = UInt8(255 - x * 255 / n); bytes[i + 1] = UInt8(y * 255 / n);
            bytes[i + 2] = UInt8((x + y) * 255 / (2 * n)); bytes[i + 3] = 255
        }
    }
    return CGImage(width: n, height: n, bytesPerRow: n * 4, premultipliedBGRA: bytes)!
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func seconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let iterations = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 15
let size = CGSize(width: 600, height: 315)
let scale: CGFloat = 2
let card = ShareCard(avatar: makeAvatar())

// `darkroom-bench-legacy 1 dump DIR` writes both cards' legacy snapshots as PNG,
// to check that an optimisation leaves every pixel as it was.
if CommandLine.arguments.count > 3, CommandLine.arguments[2] == "dump" {
    for (name, c) in [("shadowed", card), ("plain", ShareCard(avatar: card.avatar, shadowed: false))] {
        let data = c.snapshot(size: size, scale: scale).pngData() ?? Data()
        try? data.write(to: URL(fileURLWithPath: CommandLine.arguments[3]).appendingPathComponent("\(name).png"))
    }
    exit(0)
}

// `darkroom-bench-legacy N legacy [plain]` renders only the legacy path (for
// profilers), of the shadowed card or with `plain` the card without shadow.
if CommandLine.arguments.count > 2, CommandLine.arguments[2] == "legacy" {
    let profiled =
        CommandLine.arguments.count > 3 && CommandLine.arguments[3] == "plain"
        ? ShareCard(avatar: card.avatar, shadowed: false) : card
    for _ in 0..<iterations { _ = profiled.snapshot(size: size, scale: scale) }
    exit(0)
}

func measure(_ card: ShareCard, label: String) {
    MainActor.assumeIsolated {
        var legacy: [Double] = [], modern: [Double] = [], pipeline: [Double] = []
        // The backported renderer's options: `size` as a fixed canvas, as the legacy window has.
        let cairo = ViewRenderer(options: ImageRenderer(content: card, size: size, scale: scale).options)
        var legacyPixels = 0, modernPixels = 0
        // Warm up fonts, caches and both code paths.
        for _ in 0..<2 {
            _ = card.snapshot(size: size, scale: scale)
            _ = ImageRenderer(content: card, size: size, scale: scale).uiImage
        }
        for i in 0..<iterations {
            // Alternate the order so neither path always runs on a warmer cache.
            let runLegacy = {
                legacy.append(seconds { legacyPixels = card.snapshot(size: size, scale: scale).cgImage?.width ?? 0 })
            }
            let runModern = {
                modern.append(seconds {
                    modernPixels = ImageRenderer(content: card, size: size, scale: scale).uiImage?.cgImage?.width ?? 0
                })
            }
            let runPipeline = { pipeline.append(seconds { _ = try? cairo.image(card) }) }
            if i % 2 == 0 { runLegacy(); runModern(); runPipeline() } else { runPipeline(); runModern(); runLegacy() }
        }
        let l = median(legacy), m = median(modern), p = median(pipeline)
        let card = "share card \(Int(size.width))×\(Int(size.height)) pt @\(Int(scale))x"
        print("\(label): \(card) (\(legacyPixels) / \(modernPixels) px wide), \(iterations) runs each")
        print(String(format: "  legacy  snapshot(size:scale:) libgd  median %.2f ms", l * 1000))
        print(String(format: "  modern  ImageRenderer          cairo  median %.2f ms", m * 1000))
        print(String(format: "  cairo   ViewRenderer.image     cairo  median %.2f ms", p * 1000))
        print(
            String(
                format:
                    "  ratio libgd / cairo: %.2f× against ImageRenderer, %.2f× against ViewRenderer (target ≤ 1.30×)",
                l / m, l / p))
    }
}

measure(card, label: "with a shadowed panel")
measure(ShareCard(avatar: card.avatar, shadowed: false), label: "without shadow")
