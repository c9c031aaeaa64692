// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf5661ca138 InsetListStyle.init()
@MainActor func use_f5661ca138() {
    let _: InsetListStyle = InsetListStyle()
}
