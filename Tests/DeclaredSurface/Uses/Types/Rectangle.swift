// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc158695a64 Rectangle
@MainActor func use_c158695a64() {
    let _: Any.Type = Rectangle.self
}
