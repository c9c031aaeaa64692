/// A kind of background work an app's scenes can be woken for, as SwiftUI declares it.
///
/// A scene's `backgroundTask(_:action:)` runs these in an app; a render has no app and no scene, so the values
/// exist for code that declares them and nothing is ever run.
nonisolated public struct BackgroundTask<Request, Response>: Sendable {
    let identifier: String
}

extension BackgroundTask {
    /// The background URL session events of any session: the request is the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(identifier: "") }

    /// The background URL session events of the session with this identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(identifier: identifier)
    }

    /// The background URL session events of the sessions whose identifiers match.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(identifier: "")
    }

    /// The app refresh task with this identifier (`BGAppRefreshTaskRequest`'s).
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(identifier: identifier)
    }
}
