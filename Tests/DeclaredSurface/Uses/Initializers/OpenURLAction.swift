// Initializers: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// uf89298498f OpenURLAction.init(handler: (URL) -> OpenURLAction.Result)
@MainActor func use_f89298498f() {
    let _: OpenURLAction = OpenURLAction(handler: sample() as (URL) -> OpenURLAction.Result)
}
