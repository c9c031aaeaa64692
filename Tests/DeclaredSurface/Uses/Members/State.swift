// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufa3be28994 State.wrappedValue
@MainActor func use_fa3be28994<Value>(_ subject: State<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u0d70dc1b1f State.projectedValue
@MainActor func use_0d70dc1b1f<Value>(_ subject: State<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.projectedValue
}
