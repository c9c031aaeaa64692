// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud356bbf513 static LabeledContentStyle.automatic where Self == AutomaticLabeledContentStyle
@MainActor func use_d356bbf513() {
    let _: AutomaticLabeledContentStyle = AutomaticLabeledContentStyle.automatic
    func accept<T: LabeledContentStyle>(_ value: T) {}
    accept(.automatic)
}
