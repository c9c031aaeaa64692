// Operators: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueb9e8f2b86 static Text.+(lhs: Text, rhs: Text)
@MainActor func use_eb9e8f2b86() {
    let _: Text = (sample() as Text) + (sample() as Text)
}
