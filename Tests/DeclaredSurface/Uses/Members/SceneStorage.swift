// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u69990e3585 SceneStorage.wrappedValue
@MainActor func use_69990e3585<Value>(_ subject: SceneStorage<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u2bc317ec0e SceneStorage.projectedValue
@MainActor func use_2bc317ec0e<Value>(_ subject: SceneStorage<Value>, _ generics: (Value).Type) {
    let _: Binding<Value> = subject.projectedValue
}
