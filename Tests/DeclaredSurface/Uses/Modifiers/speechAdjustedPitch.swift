// Modifiers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u423b1b6da3 Text.speechAdjustedPitch(_: Double)
@MainActor func use_423b1b6da3(_ subject: Text) {
    let _: Text = subject.speechAdjustedPitch(sample() as Double)
}

// u3b318f5a01 View.speechAdjustedPitch(_: Double)
@MainActor func use_3b318f5a01<Self_: View>(_ subject: Self_, _ generics: (Self_).Type) {
    _ = subject.speechAdjustedPitch(sample() as Double) as any View
}
