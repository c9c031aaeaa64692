// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uabfd09bd9a FocusedObject
private struct Wrapper_abfd09bd9a<ObjectType: ObservableObject> {
    @FocusedObject var value: ObjectType?
}
