// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u9373b30d98 static CustomPresentationDetent.height(in: Self.Context)
@MainActor func use_9373b30d98<Self_: CustomPresentationDetent>(_ generics: (Self_).Type) {
    let _: CGFloat? = Self_.height(in: sample() as Self_.Context)
}
