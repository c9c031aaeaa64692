// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5827c9910a static OpenURLAction.Result.handled
@MainActor func use_5827c9910a() {
    let _: OpenURLAction.Result = OpenURLAction.Result.handled
}

// uf8fbffaacc static OpenURLAction.Result.discarded
@MainActor func use_f8fbffaacc() {
    let _: OpenURLAction.Result = OpenURLAction.Result.discarded
}

// u758f54ec44 static OpenURLAction.Result.systemAction
@MainActor func use_758f54ec44() {
    let _: OpenURLAction.Result = OpenURLAction.Result.systemAction
}

// u2c03ff90cb static OpenURLAction.Result.systemAction(_: URL)
@MainActor func use_2c03ff90cb() {
    let _: OpenURLAction.Result = OpenURLAction.Result.systemAction(sample() as URL)
}
