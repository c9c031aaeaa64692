// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u76ca478f48 TextInputAutocapitalization.init?(_: UITextAutocapitalizationType)
@MainActor func use_76ca478f48() {
    let _: TextInputAutocapitalization? = TextInputAutocapitalization(sample() as UITextAutocapitalizationType)
}
