// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubfb0a4d9c0 DynamicTypeSize.isAccessibilitySize
@MainActor func use_bfb0a4d9c0(_ subject: DynamicTypeSize) {
    let _: Bool = subject.isAccessibilitySize
}
