// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ucf83e3b07b static ScrollDismissesKeyboardMode.automatic
@MainActor func use_cf83e3b07b() {
    let _: ScrollDismissesKeyboardMode = ScrollDismissesKeyboardMode.automatic
}

// ub35dac81b1 static ScrollDismissesKeyboardMode.immediately
@MainActor func use_b35dac81b1() {
    let _: ScrollDismissesKeyboardMode = ScrollDismissesKeyboardMode.immediately
}

// u90810d8924 static ScrollDismissesKeyboardMode.interactively
@MainActor func use_90810d8924() {
    let _: ScrollDismissesKeyboardMode = ScrollDismissesKeyboardMode.interactively
}

// u0e716aaaf9 static ScrollDismissesKeyboardMode.never
@MainActor func use_0e716aaaf9() {
    let _: ScrollDismissesKeyboardMode = ScrollDismissesKeyboardMode.never
}
