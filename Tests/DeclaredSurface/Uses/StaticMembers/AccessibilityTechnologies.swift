// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u82a17815fb static AccessibilityTechnologies.voiceOver
@MainActor func use_82a17815fb() {
    let _: AccessibilityTechnologies = AccessibilityTechnologies.voiceOver
}

// u509cf9c61c static AccessibilityTechnologies.switchControl
@MainActor func use_509cf9c61c() {
    let _: AccessibilityTechnologies = AccessibilityTechnologies.switchControl
}
