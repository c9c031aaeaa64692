// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u40d54adb52 SpatialEventCollection
@MainActor func use_40d54adb52() {
    let _: Any.Type = SpatialEventCollection.self
}

// u480fc77ab0 SpatialEventCollection.Event
@MainActor func use_480fc77ab0() {
    let _: Any.Type = SpatialEventCollection.Event.self
}

// u9f3558cb16 SpatialEventCollection.Event.ID
@MainActor func use_9f3558cb16() {
    let _: Any.Type = SpatialEventCollection.Event.ID.self
}

// u819bef3a1f SpatialEventCollection.Event.Kind
@MainActor func use_819bef3a1f() {
    let _: Any.Type = SpatialEventCollection.Event.Kind.self
}

// uc70b86b8c0 SpatialEventCollection.Event.Phase
@MainActor func use_c70b86b8c0() {
    let _: Any.Type = SpatialEventCollection.Event.Phase.self
}

// u98220849ab SpatialEventCollection.Event.InputDevicePose
@MainActor func use_98220849ab() {
    let _: Any.Type = SpatialEventCollection.Event.InputDevicePose.self
}

// ufe25972e58 SpatialEventCollection.Iterator
@MainActor func use_fe25972e58() {
    let _: Any.Type = SpatialEventCollection.Iterator.self
}

// u4c2f5e8bba SpatialEventCollection.Index
@MainActor func use_4c2f5e8bba() {
    let _: Any.Type = SpatialEventCollection.Index.self
}
