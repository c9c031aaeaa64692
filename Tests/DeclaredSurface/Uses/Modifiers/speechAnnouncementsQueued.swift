// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ub1db53f646 Text.speechAnnouncementsQueued(_: Bool)
@MainActor func use_b1db53f646(_ subject: Text) {
    let _: Text = subject.speechAnnouncementsQueued(sample() as Bool)
    let _: Text = subject.speechAnnouncementsQueued()
}

// u977ddbe943 View.speechAnnouncementsQueued(_: Bool)
@MainActor func use_977ddbe943<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.speechAnnouncementsQueued(sample() as Bool) as any View
    _ = subject.speechAnnouncementsQueued() as any View
}
