// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucfe5604015 EditActions.init(rawValue: Int)
@MainActor func use_cfe5604015<Data>(_ generics: (Data).Type) {
    let _: EditActions<Data> = EditActions(rawValue: sample() as Int)
}
