// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubc966af537 Environment.wrappedValue
@MainActor func use_bc966af537<Value>(_ subject: Environment<Value>, _ generics: (Value).Type) {
    let _: Value = subject.wrappedValue
}
