// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u0546f485e6 NavigationSplitViewVisibility.init(from: any Decoder)
@MainActor func use_0546f485e6() throws {
    let _: NavigationSplitViewVisibility = try NavigationSplitViewVisibility(from: sample() as any Decoder)
}
