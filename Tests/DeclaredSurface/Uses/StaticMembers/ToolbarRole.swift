// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue323cdcd6a static ToolbarRole.automatic
@MainActor func use_e323cdcd6a() {
    let _: ToolbarRole = ToolbarRole.automatic
}

// uf032837a78 static ToolbarRole.navigationStack
@MainActor func use_f032837a78() {
    let _: ToolbarRole = ToolbarRole.navigationStack
}

// uf44ee42877 static ToolbarRole.browser
@MainActor func use_f44ee42877() {
    let _: ToolbarRole = ToolbarRole.browser
}

// u8d56edd477 static ToolbarRole.editor
@MainActor func use_8d56edd477() {
    let _: ToolbarRole = ToolbarRole.editor
}
