// Seed 003's Shapes rendering: many random lines in a ZStack, flattened with drawingGroup().
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Lines: View {
    let points: [(CGPoint, CGPoint)]
    var body: some View {
        ZStack {
            ForEach(0..<points.count, id: \.self) { i in
                Path { path in
                    path.move(to: points[i].0)
                    path.addLine(to: points[i].1)
                }
                .stroke(Color(hue: Double(i % 10) / 10, saturation: 0.8, brightness: 0.9),
                        style: StrokeStyle(lineWidth: 1, lineCap: .round, lineJoin: .round))
            }
        }
        .frame(width: 300, height: 300)
        .drawingGroup()
    }
}

var seed: UInt64 = 42
func next() -> CGFloat {
    seed = seed &* 6364136223846793005 &+ 1442695040888963407; return CGFloat(seed >> 33) / CGFloat(1 << 31) * 300
}
let points = (0..<2000).map { _ in (CGPoint(x: next(), y: next()), CGPoint(x: next(), y: next())) }
MainActor.assumeIsolated {
    guard let image = ImageRenderer(content: Lines(points: points)).cgImage else { print("FAIL"); exit(1) }
    print("lines \(image.width)x\(image.height)")
}
print("OK")
