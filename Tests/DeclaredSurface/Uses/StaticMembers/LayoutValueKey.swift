// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u461a746596 static LayoutValueKey.defaultValue
@MainActor func use_461a746596<Self_: LayoutValueKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}
