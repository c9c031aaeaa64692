// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc50092db6b PresentationAdaptation
@MainActor func use_c50092db6b() {
    let _: Any.Type = PresentationAdaptation.self
}
