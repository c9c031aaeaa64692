// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf6417a9634 EnvironmentObject.init()
private struct Wrapper_f6417a9634<ObjectType: ObservableObject> {
    @EnvironmentObject var value: ObjectType
}
