// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc5d68087df CustomPresentationDetent.Context
@MainActor func use_c5d68087df<Self_: CustomPresentationDetent>(_ generics: (Self_).Type) {
    let _: (PresentationDetent.Context).Type = Self_.Context.self
}
