// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4e4f19638c EditActions.rawValue
@MainActor func use_4e4f19638c<Data>(_ subject: EditActions<Data>, _ generics: (Data).Type) {
    let _: Int = subject.rawValue
}
