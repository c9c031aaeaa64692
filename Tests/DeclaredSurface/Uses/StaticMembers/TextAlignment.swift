// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uaac7e40d04 TextAlignment.leading
@MainActor func use_aac7e40d04() {
    let _: TextAlignment = .leading
}

// ueb416b8b6e TextAlignment.center
@MainActor func use_eb416b8b6e() {
    let _: TextAlignment = .center
}

// u1f2f68f012 TextAlignment.trailing
@MainActor func use_1f2f68f012() {
    let _: TextAlignment = .trailing
}

// u4231aed09f static TextAlignment.allCases
@MainActor func use_4231aed09f() {
    let _: [TextAlignment] = TextAlignment.allCases
}
