// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u193c33e880 TitleAndIconLabelStyle.makeBody(configuration: TitleAndIconLabelStyle.Configuration)
@MainActor func use_193c33e880(_ subject: TitleAndIconLabelStyle) {
    _ = subject.makeBody(configuration: sample() as TitleAndIconLabelStyle.Configuration) as any View
}
