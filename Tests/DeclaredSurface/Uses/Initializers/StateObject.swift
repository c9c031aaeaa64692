// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u7e26be2360 StateObject.init(wrappedValue: () -> ObjectType)
private struct Wrapper_7e26be2360<ObjectType: ObservableObject> {
    @StateObject var value: ObjectType = sample()
}
