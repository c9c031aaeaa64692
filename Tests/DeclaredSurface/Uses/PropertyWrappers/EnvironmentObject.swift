// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u062b6d6433 EnvironmentObject
private struct Wrapper_062b6d6433<ObjectType: ObservableObject> {
    @EnvironmentObject var value: ObjectType
}
