// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u92827dcee4 TitleOnlyLabelStyle.makeBody(configuration: TitleOnlyLabelStyle.Configuration)
@MainActor func use_92827dcee4(_ subject: TitleOnlyLabelStyle) {
    _ = subject.makeBody(configuration: sample() as TitleOnlyLabelStyle.Configuration) as any View
}
