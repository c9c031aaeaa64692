// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u000ff21adb static PresentationContentInteraction.automatic
@MainActor func use_000ff21adb() {
    let _: PresentationContentInteraction = PresentationContentInteraction.automatic
}

// uf34689ba86 static PresentationContentInteraction.resizes
@MainActor func use_f34689ba86() {
    let _: PresentationContentInteraction = PresentationContentInteraction.resizes
}

// u55e44eae8a static PresentationContentInteraction.scrolls
@MainActor func use_55e44eae8a() {
    let _: PresentationContentInteraction = PresentationContentInteraction.scrolls
}
