// Types: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// ua539fb6cbb BackgroundTask
@MainActor func use_a539fb6cbb<Request, Response>(_ generics: (Request, Response).Type) {
    let _: Any.Type = BackgroundTask<Request, Response>.self
}
