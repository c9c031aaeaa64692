// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u005ce6c9e9 Axis.horizontal
@MainActor func use_005ce6c9e9() {
    let _: Axis = .horizontal
}

// ucdbc842b33 Axis.vertical
@MainActor func use_cdbc842b33() {
    let _: Axis = .vertical
}

// u4b4eb01932 static Axis.Set.horizontal
@MainActor func use_4b4eb01932() {
    let _: Axis.Set = Axis.Set.horizontal
}

// ue49c2633cd static Axis.Set.vertical
@MainActor func use_e49c2633cd() {
    let _: Axis.Set = Axis.Set.vertical
}

// ubd311ec903 static Axis.allCases
@MainActor func use_bd311ec903() {
    let _: [Axis] = Axis.allCases
}
