// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4cfac3d316 static VerticalAlignment.top
@MainActor func use_4cfac3d316() {
    let _: VerticalAlignment = VerticalAlignment.top
}

// uf724ede8c8 static VerticalAlignment.center
@MainActor func use_f724ede8c8() {
    let _: VerticalAlignment = VerticalAlignment.center
}

// u9b294d1e0b static VerticalAlignment.bottom
@MainActor func use_9b294d1e0b() {
    let _: VerticalAlignment = VerticalAlignment.bottom
}

// u12c2291513 static VerticalAlignment.firstTextBaseline
@MainActor func use_12c2291513() {
    let _: VerticalAlignment = VerticalAlignment.firstTextBaseline
}

// ub93238d8bb static VerticalAlignment.lastTextBaseline
@MainActor func use_b93238d8bb() {
    let _: VerticalAlignment = VerticalAlignment.lastTextBaseline
}
