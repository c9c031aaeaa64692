// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5cedf3b604 LinearProgressViewStyle.init()
@MainActor func use_5cedf3b604() {
    let _: LinearProgressViewStyle = LinearProgressViewStyle()
}

// u2f11e853e9 LinearProgressViewStyle.init(tint: Color)
@MainActor func use_2f11e853e9() {
    let _: LinearProgressViewStyle = LinearProgressViewStyle(tint: sample() as Color)
}
