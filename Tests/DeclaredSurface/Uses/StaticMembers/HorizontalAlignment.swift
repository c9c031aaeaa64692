// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u653c72f600 static HorizontalAlignment.leading
@MainActor func use_653c72f600() {
    let _: HorizontalAlignment = HorizontalAlignment.leading
}

// u004cebe3e4 static HorizontalAlignment.center
@MainActor func use_004cebe3e4() {
    let _: HorizontalAlignment = HorizontalAlignment.center
}

// uefe5856db3 static HorizontalAlignment.trailing
@MainActor func use_efe5856db3() {
    let _: HorizontalAlignment = HorizontalAlignment.trailing
}

// uf842cf6edd static HorizontalAlignment.listRowSeparatorLeading
@MainActor func use_f842cf6edd() {
    let _: HorizontalAlignment = HorizontalAlignment.listRowSeparatorLeading
}

// u3a648d0e6f static HorizontalAlignment.listRowSeparatorTrailing
@MainActor func use_3a648d0e6f() {
    let _: HorizontalAlignment = HorizontalAlignment.listRowSeparatorTrailing
}
