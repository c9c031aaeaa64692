// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u06443a25fc DragGesture.Value.time
@MainActor func use_06443a25fc(_ subject: DragGesture.Value) {
    var subject = subject
    let _: Date = subject.time
    subject.time = sample() as Date
}

// u1114a2b81d DragGesture.Value.location
@MainActor func use_1114a2b81d(_ subject: DragGesture.Value) {
    var subject = subject
    let _: CGPoint = subject.location
    subject.location = sample() as CGPoint
}

// uab7e3127db DragGesture.Value.startLocation
@MainActor func use_ab7e3127db(_ subject: DragGesture.Value) {
    var subject = subject
    let _: CGPoint = subject.startLocation
    subject.startLocation = sample() as CGPoint
}

// uec070b5c25 DragGesture.Value.translation
@MainActor func use_ec070b5c25(_ subject: DragGesture.Value) {
    let _: CGSize = subject.translation
}

// u8e9d6a7a18 DragGesture.Value.velocity
@MainActor func use_8e9d6a7a18(_ subject: DragGesture.Value) {
    let _: CGSize = subject.velocity
}

// u42c6b427f1 DragGesture.Value.predictedEndLocation
@MainActor func use_42c6b427f1(_ subject: DragGesture.Value) {
    let _: CGPoint = subject.predictedEndLocation
}

// ubf9675851b DragGesture.Value.predictedEndTranslation
@MainActor func use_bf9675851b(_ subject: DragGesture.Value) {
    let _: CGSize = subject.predictedEndTranslation
}

// uc5164944cb DragGesture.minimumDistance
@MainActor func use_c5164944cb(_ subject: DragGesture) {
    var subject = subject
    let _: CGFloat = subject.minimumDistance
    subject.minimumDistance = sample() as CGFloat
}

// uee63bb60a4 DragGesture.coordinateSpace
@MainActor func use_ee63bb60a4(_ subject: DragGesture) {
    var subject = subject
    let _: CoordinateSpace = subject.coordinateSpace
    subject.coordinateSpace = sample() as CoordinateSpace
}
