// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uff845e33c0 ContentSizeCategory.isAccessibilityCategory
@MainActor func use_ff845e33c0(_ subject: ContentSizeCategory) {
    let _: Bool = subject.isAccessibilityCategory
}
