// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3de4b4a621 static Layout.layoutProperties
@MainActor func use_3de4b4a621<Self_: Layout>(_ generics: (Self_).Type) {
    let _: LayoutProperties = Self_.layoutProperties
}
