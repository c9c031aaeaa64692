// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf4db2e29d5 SpatialTapGesture.Value.location
@MainActor func use_f4db2e29d5(_ subject: SpatialTapGesture.Value) {
    var subject = subject
    let _: CGPoint = subject.location
    subject.location = sample() as CGPoint
}

// u475c91ee7b SpatialTapGesture.count
@MainActor func use_475c91ee7b(_ subject: SpatialTapGesture) {
    var subject = subject
    let _: Int = subject.count
    subject.count = sample() as Int
}

// uc8ac4ae523 SpatialTapGesture.coordinateSpace
@MainActor func use_c8ac4ae523(_ subject: SpatialTapGesture) {
    var subject = subject
    let _: CoordinateSpace = subject.coordinateSpace
    subject.coordinateSpace = sample() as CoordinateSpace
}
