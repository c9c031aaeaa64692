// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua3f3107e69 AccessibilityCustomContentKey.init(_: Text, id: String)
@MainActor func use_a3f3107e69() {
    let _: AccessibilityCustomContentKey = AccessibilityCustomContentKey(sample() as Text, id: sample() as String)
}

// u8c0a09f3a9 AccessibilityCustomContentKey.init(_: LocalizedStringKey, id: String)
@MainActor func use_8c0a09f3a9() {
    let _: AccessibilityCustomContentKey = AccessibilityCustomContentKey(
        sample() as LocalizedStringKey,
        id: sample() as String
    )
}

// u3e5329a93c AccessibilityCustomContentKey.init(_: LocalizedStringKey)
@MainActor func use_3e5329a93c() {
    let _: AccessibilityCustomContentKey = AccessibilityCustomContentKey(sample() as LocalizedStringKey)
}
