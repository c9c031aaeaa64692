// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u3a2ce5c73a MagnifyGesture.Value.time
@MainActor func use_3a2ce5c73a(_ subject: MagnifyGesture.Value) {
    var subject = subject
    let _: Date = subject.time
    subject.time = sample() as Date
}

// u80091e347e MagnifyGesture.Value.magnification
@MainActor func use_80091e347e(_ subject: MagnifyGesture.Value) {
    var subject = subject
    let _: CGFloat = subject.magnification
    subject.magnification = sample() as CGFloat
}

// ua4d678268a MagnifyGesture.Value.velocity
@MainActor func use_a4d678268a(_ subject: MagnifyGesture.Value) {
    var subject = subject
    let _: CGFloat = subject.velocity
    subject.velocity = sample() as CGFloat
}

// uafcfacc5c4 MagnifyGesture.Value.startAnchor
@MainActor func use_afcfacc5c4(_ subject: MagnifyGesture.Value) {
    var subject = subject
    let _: UnitPoint = subject.startAnchor
    subject.startAnchor = sample() as UnitPoint
}

// u1d6eac2369 MagnifyGesture.Value.startLocation
@MainActor func use_1d6eac2369(_ subject: MagnifyGesture.Value) {
    var subject = subject
    let _: CGPoint = subject.startLocation
    subject.startLocation = sample() as CGPoint
}

// ucd5c3459ce MagnifyGesture.minimumScaleDelta
@MainActor func use_cd5c3459ce(_ subject: MagnifyGesture) {
    var subject = subject
    let _: CGFloat = subject.minimumScaleDelta
    subject.minimumScaleDelta = sample() as CGFloat
}
