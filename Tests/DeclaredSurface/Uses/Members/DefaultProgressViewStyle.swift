// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u37839a10ee DefaultProgressViewStyle.makeBody(configuration: DefaultProgressViewStyle.Configuration)
@MainActor func use_37839a10ee(_ subject: DefaultProgressViewStyle) {
    _ = subject.makeBody(configuration: sample() as DefaultProgressViewStyle.Configuration) as any View
}
