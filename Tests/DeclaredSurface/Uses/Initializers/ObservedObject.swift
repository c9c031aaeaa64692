// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ubc61636f91 ObservedObject.init(initialValue: ObjectType)
private struct Wrapper_bc61636f91<ObjectType: ObservableObject> {
    @ObservedObject(initialValue: sample() as ObjectType) var value: ObjectType
}

// ue3e3209ca9 ObservedObject.init(wrappedValue: ObjectType)
private struct Wrapper_e3e3209ca9<ObjectType: ObservableObject> {
    @ObservedObject var value: ObjectType = sample()
}
