// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ud9a5093c17 OpenURLAction.callAsFunction(_: URL)
@MainActor func use_d9a5093c17(_ subject: OpenURLAction) {
    subject.callAsFunction(sample() as URL)
}

// u07116df210 OpenURLAction.callAsFunction(_: URL, completion: (_ accepted: Bool) -> Void)
@MainActor func use_07116df210(_ subject: OpenURLAction) {
    subject.callAsFunction(sample() as URL, completion: sample() as (_ accepted: Bool) -> Void)
}
