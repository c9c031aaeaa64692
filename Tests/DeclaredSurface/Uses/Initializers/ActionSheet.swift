// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u880305bbe4 ActionSheet.init(title: Text, message: Text?, buttons: [ActionSheet.Button])
@MainActor func use_880305bbe4() {
    let _: ActionSheet = ActionSheet(
        title: sample() as Text,
        message: sample() as Text?,
        buttons: sample() as [ActionSheet.Button]
    )
    let _: ActionSheet = ActionSheet(title: sample() as Text)
}
