// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud2b0f5cd37 static ContentMarginPlacement.automatic
@MainActor func use_d2b0f5cd37() {
    let _: ContentMarginPlacement = ContentMarginPlacement.automatic
}

// u484e5d2c30 static ContentMarginPlacement.scrollContent
@MainActor func use_484e5d2c30() {
    let _: ContentMarginPlacement = ContentMarginPlacement.scrollContent
}

// ueab11951ca static ContentMarginPlacement.scrollIndicators
@MainActor func use_eab11951ca() {
    let _: ContentMarginPlacement = ContentMarginPlacement.scrollIndicators
}
