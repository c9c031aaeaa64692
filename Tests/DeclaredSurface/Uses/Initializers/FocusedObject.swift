// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3902f39d50 FocusedObject.init()
private struct Wrapper_3902f39d50<ObjectType: ObservableObject> {
    @FocusedObject var value: ObjectType?
}
