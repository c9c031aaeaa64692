// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u57334c2011 Bindable.init(wrappedValue: Value) where Value : AnyObject, Value : Observable
@MainActor func use_57334c2011<Value: AnyObject & Observable>(_ generics: (Value).Type) {
    let _: Bindable<Value> = Bindable(wrappedValue: sample() as Value)
}

// u68b1bc3997 Bindable.init(_: Value) where Value : AnyObject, Value : Observable
@MainActor func use_68b1bc3997<Value: AnyObject & Observable>(_ generics: (Value).Type) {
    let _: Bindable<Value> = Bindable(sample() as Value)
}

// u699ddd8d8a Bindable.init(projectedValue: Bindable<Value>) where Value : AnyObject, Value : Observable
@MainActor func use_699ddd8d8a<Value: AnyObject & Observable>(_ generics: (Value).Type) {
    let _: Bindable<Value> = Bindable(projectedValue: sample() as Bindable<Value>)
}
