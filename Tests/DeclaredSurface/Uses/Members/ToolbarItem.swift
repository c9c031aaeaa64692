// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4689113f8d ToolbarItem.id where ID : Hashable
@MainActor func use_4689113f8d<ID: Hashable, Content: View>(
    _ subject: ToolbarItem<ID, Content>,
    _ generics: (ID, Content).Type
) {
    let _: ID = subject.id
}
