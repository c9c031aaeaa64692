// A Canvas drawing a small chart, exported with ImageRenderer.
#if canImport(SwiftUI)
import SwiftUI
#else
import DarkroomCompat
#endif
import Foundation

struct Sparkline: View {
    let values: [Double]
    var body: some View {
        Canvas { context, size in
            var path = Path()
            for (i, v) in values.enumerated() {
                let p = CGPoint(x: size.width * CGFloat(i) / CGFloat(values.count - 1), y: size.height * (1 - v))
                if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
            }
            context.stroke(
                path, with: .color(.blue), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
            context.fill(
                Path(
                    ellipseIn: CGRect(x: size.width - 6, y: size.height * (1 - values.last!) - 3, width: 6, height: 6)),
                with: .color(.red))
        }
        .frame(width: 200, height: 60)
    }
}

MainActor.assumeIsolated {
    let renderer = ImageRenderer(content: Sparkline(values: [0.2, 0.5, 0.3, 0.9, 0.6]))
    renderer.scale = 2
    guard let image = renderer.cgImage else { print("FAIL"); exit(1) }
    print("canvas \(image.width)x\(image.height)")
}
print("OK")
