// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u47fadc7096 StrokeStyle.init(lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat, dash:
//   [CGFloat], dashPhase: CGFloat)
@MainActor func use_47fadc7096() {
    let _: StrokeStyle = StrokeStyle(
        lineWidth: sample() as CGFloat,
        lineCap: sample() as CGLineCap,
        lineJoin: sample() as CGLineJoin,
        miterLimit: sample() as CGFloat,
        dash: sample() as [CGFloat],
        dashPhase: sample() as CGFloat
    )
    let _: StrokeStyle = StrokeStyle()
}
