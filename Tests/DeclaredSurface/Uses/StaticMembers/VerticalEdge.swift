// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2fc4f9c68b VerticalEdge.top
@MainActor func use_2fc4f9c68b() {
    let _: VerticalEdge = .top
}

// u33c739386c VerticalEdge.bottom
@MainActor func use_33c739386c() {
    let _: VerticalEdge = .bottom
}

// u85394a64c9 static VerticalEdge.Set.top
@MainActor func use_85394a64c9() {
    let _: VerticalEdge.Set = VerticalEdge.Set.top
}

// u8dde53f8c2 static VerticalEdge.Set.bottom
@MainActor func use_8dde53f8c2() {
    let _: VerticalEdge.Set = VerticalEdge.Set.bottom
}

// u1e9c8ed2e2 static VerticalEdge.Set.all
@MainActor func use_1e9c8ed2e2() {
    let _: VerticalEdge.Set = VerticalEdge.Set.all
}

// u245615619d static VerticalEdge.allCases
@MainActor func use_245615619d() {
    let _: [VerticalEdge] = VerticalEdge.allCases
}
