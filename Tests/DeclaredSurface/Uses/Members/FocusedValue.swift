// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uac30c1f7a5 FocusedValue.wrappedValue
@MainActor func use_ac30c1f7a5<Value>(_ subject: FocusedValue<Value>, _ generics: (Value).Type) {
    let _: Value? = subject.wrappedValue
}
