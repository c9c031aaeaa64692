// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0c02cc23ab static EnabledTextSelectability.allowsSelection
@MainActor func use_0c02cc23ab() {
    let _: Bool = EnabledTextSelectability.allowsSelection
}
