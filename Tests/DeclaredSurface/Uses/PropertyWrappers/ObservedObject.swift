// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3ebaa98e7d ObservedObject
private struct Wrapper_3ebaa98e7d<ObjectType: ObservableObject> {
    @ObservedObject var value: ObjectType = sample()
}
