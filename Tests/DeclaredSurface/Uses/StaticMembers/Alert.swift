// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf93169195e static Alert.Button.`default`(_: Text, action: (() -> Void)?)
@MainActor func use_f93169195e() {
    let _: Alert.Button = Alert.Button.`default`(sample() as Text, action: sample() as (() -> Void)?)
    let _: Alert.Button = Alert.Button.`default`(sample() as Text)
}

// ufa45c378ed static Alert.Button.cancel(_: Text, action: (() -> Void)?)
@MainActor func use_fa45c378ed() {
    let _: Alert.Button = Alert.Button.cancel(sample() as Text, action: sample() as (() -> Void)?)
    let _: Alert.Button = Alert.Button.cancel(sample() as Text)
}

// u77ab1f12ba static Alert.Button.cancel(_: (() -> Void)?)
@MainActor func use_77ab1f12ba() {
    let _: Alert.Button = Alert.Button.cancel(sample() as (() -> Void)?)
    let _: Alert.Button = Alert.Button.cancel()
}

// u3a5faa3468 static Alert.Button.destructive(_: Text, action: (() -> Void)?)
@MainActor func use_3a5faa3468() {
    let _: Alert.Button = Alert.Button.destructive(sample() as Text, action: sample() as (() -> Void)?)
    let _: Alert.Button = Alert.Button.destructive(sample() as Text)
}
