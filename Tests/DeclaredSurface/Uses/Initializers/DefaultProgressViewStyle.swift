// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua097db032a DefaultProgressViewStyle.init()
@MainActor func use_a097db032a() {
    let _: DefaultProgressViewStyle = DefaultProgressViewStyle()
}
