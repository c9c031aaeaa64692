// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u35b8377193 AnyView
@MainActor func use_35b8377193() {
    let _: Any.Type = AnyView.self
}
