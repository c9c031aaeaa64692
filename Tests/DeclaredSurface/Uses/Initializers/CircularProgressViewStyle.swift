// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8ab71110ba CircularProgressViewStyle.init()
@MainActor func use_8ab71110ba() {
    let _: CircularProgressViewStyle = CircularProgressViewStyle()
}

// ua1ec0f87f7 CircularProgressViewStyle.init(tint: Color)
@MainActor func use_a1ec0f87f7() {
    let _: CircularProgressViewStyle = CircularProgressViewStyle(tint: sample() as Color)
}
