// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u51db3604ed static EnvironmentKey.defaultValue
@MainActor func use_51db3604ed<Self_: EnvironmentKey>(_ generics: (Self_).Type) {
    let _: Self_.Value = Self_.defaultValue
}
