// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u4561a4ac6d DropOperation.cancel
@MainActor func use_4561a4ac6d() {
    let _: DropOperation = .cancel
}

// u3248244e77 DropOperation.forbidden
@MainActor func use_3248244e77() {
    let _: DropOperation = .forbidden
}

// u2a24397a86 DropOperation.copy
@MainActor func use_2a24397a86() {
    let _: DropOperation = .copy
}

// u5dba980d24 DropOperation.move
@MainActor func use_5dba980d24() {
    let _: DropOperation = .move
}
