// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub0d747f1e6 static PreferredColorSchemeKey.reduce(value: inout PreferredColorSchemeKey.Value, nextValue: () ->
//   PreferredColorSchemeKey.Value)
@MainActor func use_b0d747f1e6() {
    var arg0: PreferredColorSchemeKey.Value = sample()
    PreferredColorSchemeKey.reduce(value: &arg0, nextValue: sample() as () -> PreferredColorSchemeKey.Value)
}
