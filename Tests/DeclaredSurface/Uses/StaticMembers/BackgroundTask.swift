// Static members: uses of SwiftUI's iOS 17 declarations (written by scripts/declared-surface/generate.py,
// which reads scripts/declared-surface/swiftui-ios17.tsv; regenerate rather than edit).
import DarkroomCompat

// u5be0e76ffe static BackgroundTask.urlSession
@MainActor func use_5be0e76ffe<Request, Response>(_ generics: (Request, Response).Type) {
    let _: BackgroundTask<String, Void> = BackgroundTask<Request, Response>.urlSession
}

// u678a8ec19a static BackgroundTask.urlSession(_: String)
@MainActor func use_678a8ec19a<Request, Response>(_ generics: (Request, Response).Type) {
    let _: BackgroundTask<Void, Void> = BackgroundTask<Request, Response>.urlSession(sample() as String)
}

// ub8904d6ef2 static BackgroundTask.urlSession(matching: (String) -> Bool)
@MainActor func use_b8904d6ef2<Request, Response>(_ generics: (Request, Response).Type) {
    let _: BackgroundTask<String, Void> = BackgroundTask<Request, Response>.urlSession(
        matching: sample() as @Sendable (String) -> Bool
    )
}

// ud247171842 static BackgroundTask.appRefresh(_: String)
@MainActor func use_d247171842<Request, Response>(_ generics: (Request, Response).Type) {
    let _: BackgroundTask<Void, Void> = BackgroundTask<Request, Response>.appRefresh(sample() as String)
}
