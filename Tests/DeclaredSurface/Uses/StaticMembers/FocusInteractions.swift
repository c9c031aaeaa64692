// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5c80796502 static FocusInteractions.activate
@MainActor func use_5c80796502() {
    let _: FocusInteractions = FocusInteractions.activate
}

// u7b73420bd8 static FocusInteractions.edit
@MainActor func use_7b73420bd8() {
    let _: FocusInteractions = FocusInteractions.edit
}

// u441b802c1e static FocusInteractions.automatic
@MainActor func use_441b802c1e() {
    let _: FocusInteractions = FocusInteractions.automatic
}
