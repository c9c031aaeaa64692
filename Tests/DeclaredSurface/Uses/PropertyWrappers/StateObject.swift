// Property wrappers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ufca4c16950 StateObject
private struct Wrapper_fca4c16950<ObjectType: ObservableObject> {
    @StateObject var value: ObjectType = sample()
}
