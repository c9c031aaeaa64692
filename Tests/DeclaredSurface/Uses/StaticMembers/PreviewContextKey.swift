// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uac3ef3d345 static PreviewContextKey.defaultValue
@MainActor func use_ac3ef3d345<Self_: PreviewContextKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}
