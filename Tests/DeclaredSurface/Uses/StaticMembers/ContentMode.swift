// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uc1ad0bd892 ContentMode.fit
@MainActor func use_c1ad0bd892() {
    let _: ContentMode = .fit
}

// uabc6cd7290 ContentMode.fill
@MainActor func use_abc6cd7290() {
    let _: ContentMode = .fill
}

// ubac18df997 static ContentMode.allCases
@MainActor func use_bac18df997() {
    let _: [ContentMode] = ContentMode.allCases
}
