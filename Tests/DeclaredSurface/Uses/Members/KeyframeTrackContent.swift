// Members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u284dd03a62 KeyframeTrackContent.Value
@MainActor func use_284dd03a62<Self_: KeyframeTrackContent>(_ generics: (Self_).Type) {
    _ = Self_.Value.self
    func accept0<T: Animatable>(_ type: T.Type) {}
    accept0(Self_.Value.self)
}

// u1ca244c4af KeyframeTrackContent.Body
@MainActor func use_1ca244c4af<Self_: KeyframeTrackContent>(_ generics: (Self_).Type) {
    _ = Self_.Body.self
    func accept0<T: KeyframeTrackContent>(_ type: T.Type) {}
    accept0(Self_.Body.self)
}

// u9081112d57 KeyframeTrackContent.body
@MainActor func use_9081112d57<Self_: KeyframeTrackContent>(_ subject: Self_, _ generics: (Self_).Type) {
    let _: Self_.Body = subject.body
}
