// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u93b0124520 DefaultTextFieldStyle.init()
@MainActor func use_93b0124520() {
    let _: DefaultTextFieldStyle = DefaultTextFieldStyle()
}
