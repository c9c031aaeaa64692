// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf1a90443ff GestureState.wrappedValue
@MainActor func use_f1a90443ff<Value>(_ subject: GestureState<Value>, _ generics: (Value).Type) {
    let _: Value = subject.wrappedValue
}

// u7dfd2dbca5 GestureState.projectedValue
@MainActor func use_7dfd2dbca5<Value>(_ subject: GestureState<Value>, _ generics: (Value).Type) {
    let _: GestureState<Value> = subject.projectedValue
}
