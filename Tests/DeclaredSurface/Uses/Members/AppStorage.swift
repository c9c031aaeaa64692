// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u317632dd32 AppStorage.wrappedValue
@MainActor func use_317632dd32<Value>(_ subject: AppStorage<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u8d31436c5f AppStorage.projectedValue
@MainActor func use_8d31436c5f<Value>(_ subject: AppStorage<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.projectedValue
}
