// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u042c32989a EdgeInsets.init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat)
@MainActor func use_042c32989a() {
    let _: EdgeInsets = EdgeInsets(
        top: sample() as CGFloat,
        leading: sample() as CGFloat,
        bottom: sample() as CGFloat,
        trailing: sample() as CGFloat
    )
}

// u320e1d2c16 EdgeInsets.init()
@MainActor func use_320e1d2c16() {
    let _: EdgeInsets = EdgeInsets()
}

// u6da07363d7 EdgeInsets.init(_: NSDirectionalEdgeInsets)
@MainActor func use_6da07363d7() {
    let _: EdgeInsets = EdgeInsets(sample() as NSDirectionalEdgeInsets)
}
