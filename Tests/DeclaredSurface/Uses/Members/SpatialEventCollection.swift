// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc6d770e730 SpatialEventCollection.Event.InputDevicePose.altitude
@MainActor func use_c6d770e730(_ subject: SpatialEventCollection.Event.InputDevicePose) {
    var subject = subject
    let _: Angle = subject.altitude
    subject.altitude = sample() as Angle
}

// u0cfc902ff6 SpatialEventCollection.Event.InputDevicePose.azimuth
@MainActor func use_0cfc902ff6(_ subject: SpatialEventCollection.Event.InputDevicePose) {
    var subject = subject
    let _: Angle = subject.azimuth
    subject.azimuth = sample() as Angle
}

// u5c5b895381 SpatialEventCollection.Event.id
@MainActor func use_5c5b895381(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: SpatialEventCollection.Event.ID = subject.id
    subject.id = sample() as SpatialEventCollection.Event.ID
}

// ua47c39656e SpatialEventCollection.Event.timestamp
@MainActor func use_a47c39656e(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: TimeInterval = subject.timestamp
    subject.timestamp = sample() as TimeInterval
}

// uec36b2eabe SpatialEventCollection.Event.kind
@MainActor func use_ec36b2eabe(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: SpatialEventCollection.Event.Kind = subject.kind
    subject.kind = sample() as SpatialEventCollection.Event.Kind
}

// u3258879ff7 SpatialEventCollection.Event.location
@MainActor func use_3258879ff7(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: CGPoint = subject.location
    subject.location = sample() as CGPoint
}

// u51bcbbabb4 SpatialEventCollection.Event.phase
@MainActor func use_51bcbbabb4(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: SpatialEventCollection.Event.Phase = subject.phase
    subject.phase = sample() as SpatialEventCollection.Event.Phase
}

// ue9471a1e53 SpatialEventCollection.Event.modifierKeys
@MainActor func use_e9471a1e53(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: EventModifiers = subject.modifierKeys
    subject.modifierKeys = sample() as EventModifiers
}

// uba009dad72 SpatialEventCollection.Event.inputDevicePose
@MainActor func use_ba009dad72(_ subject: SpatialEventCollection.Event) {
    var subject = subject
    let _: SpatialEventCollection.Event.InputDevicePose? = subject.inputDevicePose
    subject.inputDevicePose = sample() as SpatialEventCollection.Event.InputDevicePose?
}

// u4cae000e55 SpatialEventCollection.subscript(_: SpatialEventCollection.Event.ID)
@MainActor func use_4cae000e55(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Event? = subject[sample() as SpatialEventCollection.Event.ID]
}

// u5b7ea52d72 SpatialEventCollection.Iterator.next()
@MainActor func use_5b7ea52d72(_ subject: SpatialEventCollection.Iterator) {
    var subject = subject
    let _: SpatialEventCollection.Event? = subject.next()
}

// u0b23b2eac5 SpatialEventCollection.makeIterator()
@MainActor func use_0b23b2eac5(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Iterator = subject.makeIterator()
}

// u3f15d4814c SpatialEventCollection.startIndex
@MainActor func use_3f15d4814c(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Index = subject.startIndex
}

// uadf120cfd0 SpatialEventCollection.endIndex
@MainActor func use_adf120cfd0(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Index = subject.endIndex
}

// u6a8c5e30f5 SpatialEventCollection.subscript(_: SpatialEventCollection.Index)
@MainActor func use_6a8c5e30f5(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Event = subject[sample() as SpatialEventCollection.Index]
}

// u7604d0e60c SpatialEventCollection.index(after: SpatialEventCollection.Index)
@MainActor func use_7604d0e60c(_ subject: SpatialEventCollection) {
    let _: SpatialEventCollection.Index = subject.index(after: sample() as SpatialEventCollection.Index)
}
