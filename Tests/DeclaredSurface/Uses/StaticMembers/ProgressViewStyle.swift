// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u238357eb05 static ProgressViewStyle.automatic where Self == DefaultProgressViewStyle
@MainActor func use_238357eb05() {
    let _: DefaultProgressViewStyle = DefaultProgressViewStyle.automatic
    func accept<T: ProgressViewStyle>(_ value: T) {}
    accept(.automatic)
}

// ue7b20f9210 static ProgressViewStyle.circular where Self == CircularProgressViewStyle
@MainActor func use_e7b20f9210() {
    let _: CircularProgressViewStyle = CircularProgressViewStyle.circular
    func accept<T: ProgressViewStyle>(_ value: T) {}
    accept(.circular)
}

// u7026b5740c static ProgressViewStyle.linear where Self == LinearProgressViewStyle
@MainActor func use_7026b5740c() {
    let _: LinearProgressViewStyle = LinearProgressViewStyle.linear
    func accept<T: ProgressViewStyle>(_ value: T) {}
    accept(.linear)
}
