// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uce5b8ab7c5 static BackgroundProminence.standard
@MainActor func use_ce5b8ab7c5() {
    let _: BackgroundProminence = BackgroundProminence.standard
}

// uf4f1217eae static BackgroundProminence.increased
@MainActor func use_f4f1217eae() {
    let _: BackgroundProminence = BackgroundProminence.increased
}
