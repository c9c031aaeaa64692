// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u112c11343a ActionSheet
@MainActor func use_112c11343a() {
    let _: Any.Type = ActionSheet.self
}

// ud7994ddff7 ActionSheet.Button
@MainActor func use_d7994ddff7() {
    let _: (Alert.Button).Type = ActionSheet.Button.self
}
