// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u8b2cf44cce PhaseAnimator
@MainActor func use_8b2cf44cce<Phase: Equatable, Content: View>(_ generics: (Phase, Content).Type) {
    let _: Any.Type = PhaseAnimator<Phase, Content>.self
}
