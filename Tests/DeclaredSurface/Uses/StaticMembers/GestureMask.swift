// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaf5949ea18 static GestureMask.none
@MainActor func use_af5949ea18() {
    let _: GestureMask = GestureMask.none
}

// u09b189e4b4 static GestureMask.gesture
@MainActor func use_09b189e4b4() {
    let _: GestureMask = GestureMask.gesture
}

// ua0c9ab0e8a static GestureMask.subviews
@MainActor func use_a0c9ab0e8a() {
    let _: GestureMask = GestureMask.subviews
}

// u28eb04a107 static GestureMask.all
@MainActor func use_28eb04a107() {
    let _: GestureMask = GestureMask.all
}
