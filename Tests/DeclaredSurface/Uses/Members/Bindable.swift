// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ueaf71107e0 Bindable.wrappedValue
@MainActor func use_eaf71107e0<Value>(_ subject: Bindable<Value>, _ generics: (Value).Type) {
    var subject = subject
    let _: Value = subject.wrappedValue
    subject.wrappedValue = sample() as Value
}

// u1d181bb07e Bindable.projectedValue
@MainActor func use_1d181bb07e<Value>(_ subject: Bindable<Value>, _ generics: (Value).Type) {
    let _: Bindable<Value> = subject.projectedValue
}

// u6a0ff30e90 Bindable.subscript<Subject>(dynamicMember: ReferenceWritableKeyPath<Value, Subject>) where Value :
//   AnyObject
@MainActor func use_6a0ff30e90<Value: AnyObject, Subject>(
    _ subject: Bindable<Value>,
    _ generics: (Value, Subject).Type
) {
    let _: Binding<Subject> = subject[dynamicMember: sample() as ReferenceWritableKeyPath<Value, Subject>]
}

// u3aa8117fbc Bindable.id where Value : Identifiable
@MainActor func use_3aa8117fbc<Value: Identifiable>(_ subject: Bindable<Value>, _ generics: (Value).Type) {
    let _: Value.ID = subject.id
}
