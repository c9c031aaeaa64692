// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u111e3e2d98 PlainTextEditorStyle.makeBody(configuration: PlainTextEditorStyle.Configuration)
@MainActor func use_111e3e2d98(_ subject: PlainTextEditorStyle) {
    _ = subject.makeBody(configuration: sample() as PlainTextEditorStyle.Configuration) as any View
}
