// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u65c8d8a40b AccessibilityTechnologies
@MainActor func use_65c8d8a40b() {
    let _: Any.Type = AccessibilityTechnologies.self
}
