// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u2af6164c80 static ScrollBounceBehavior.automatic
@MainActor func use_2af6164c80() {
    let _: ScrollBounceBehavior = ScrollBounceBehavior.automatic
}

// u0fa238ae33 static ScrollBounceBehavior.always
@MainActor func use_0fa238ae33() {
    let _: ScrollBounceBehavior = ScrollBounceBehavior.always
}

// u772e5facba static ScrollBounceBehavior.basedOnSize
@MainActor func use_772e5facba() {
    let _: ScrollBounceBehavior = ScrollBounceBehavior.basedOnSize
}
