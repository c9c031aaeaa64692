// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u93fb90d272 Environment.init(_: Value.Type) where Value : AnyObject, Value : Observable
private struct Wrapper_93fb90d272<Value: AnyObject & Observable> {
    @Environment(sample() as Value.Type) var value: Value
}

// u25b2befaf1 Environment.init<T>(_: T.Type) where Value == T?, T : AnyObject, T : Observable
private struct Wrapper_25b2befaf1<T: AnyObject & Observable> {
    @Environment(sample() as T.Type) var value: T?
}

// u66e2974491 Environment.init(_: KeyPath<EnvironmentValues, Value>)
private struct Wrapper_66e2974491<Value> {
    @Environment(sample() as KeyPath<EnvironmentValues, Value>) var value: Value
}
