// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3c415af938 EventModifiers.rawValue
@MainActor func use_3c415af938(_ subject: EventModifiers) {
    let _: Int = subject.rawValue
}
