// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u67158de0c0 static ToolbarTitleDisplayMode.automatic
@MainActor func use_67158de0c0() {
    let _: ToolbarTitleDisplayMode = ToolbarTitleDisplayMode.automatic
}

// u3b7998ac55 static ToolbarTitleDisplayMode.large
@MainActor func use_3b7998ac55() {
    let _: ToolbarTitleDisplayMode = ToolbarTitleDisplayMode.large
}

// u924b1189a3 static ToolbarTitleDisplayMode.inlineLarge
@MainActor func use_924b1189a3() {
    let _: ToolbarTitleDisplayMode = ToolbarTitleDisplayMode.inlineLarge
}

// u29467e2a55 static ToolbarTitleDisplayMode.inline
@MainActor func use_29467e2a55() {
    let _: ToolbarTitleDisplayMode = ToolbarTitleDisplayMode.inline
}
