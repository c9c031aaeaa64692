// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ue42874aa6f FocusedBinding.wrappedValue
@MainActor func use_e42874aa6f<Value>(_ subject: FocusedBinding<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value? = subject.wrappedValue
    subject.wrappedValue = sample() as Value?
}

// u511fc215dc FocusedBinding.projectedValue
@MainActor func use_511fc215dc<Value>(_ subject: FocusedBinding<Value>, _ generics: (Value).Type) {
    let _: Binding<Value?> = subject.projectedValue
}
