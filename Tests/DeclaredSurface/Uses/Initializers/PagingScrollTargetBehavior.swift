// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc10d735fc5 PagingScrollTargetBehavior.init()
@MainActor func use_c10d735fc5() {
    let _: PagingScrollTargetBehavior = PagingScrollTargetBehavior()
}
