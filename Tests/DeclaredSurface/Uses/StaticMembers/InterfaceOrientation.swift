// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucec98f9723 static InterfaceOrientation.allCases
@MainActor func use_cec98f9723() {
    let _: [InterfaceOrientation] = InterfaceOrientation.allCases
}

// u35d03d3374 static InterfaceOrientation.portrait
@MainActor func use_35d03d3374() {
    let _: InterfaceOrientation = InterfaceOrientation.portrait
}

// u58933216aa static InterfaceOrientation.portraitUpsideDown
@MainActor func use_58933216aa() {
    let _: InterfaceOrientation = InterfaceOrientation.portraitUpsideDown
}

// u131e7f3581 static InterfaceOrientation.landscapeLeft
@MainActor func use_131e7f3581() {
    let _: InterfaceOrientation = InterfaceOrientation.landscapeLeft
}

// u811598ab03 static InterfaceOrientation.landscapeRight
@MainActor func use_811598ab03() {
    let _: InterfaceOrientation = InterfaceOrientation.landscapeRight
}
