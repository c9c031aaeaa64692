// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u465c5b1282 TypesettingLanguage
@MainActor func use_465c5b1282() {
    let _: Any.Type = TypesettingLanguage.self
}
