// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u548bf22102 static EmptyModifier.identity
@MainActor func use_548bf22102() {
    let _: EmptyModifier = EmptyModifier.identity
}
