import Foundation

/// Opens a URL, as SwiftUI's `OpenURLAction`. A render has no system to open URLs: the default action
/// discards them; an action made with a handler calls the handler.
nonisolated public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did nothing with the URL.
        public static let discarded = Result(kind: .discarded)
        /// The system should open the URL (a render has none: discarded).
        public static let systemAction = Result(kind: .system(nil))
        /// The system should open another URL (a render has none: discarded).
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    private let handler: @Sendable (URL) -> Result

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }

    /// Opens `url` with the handler.
    @MainActor public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// Opens `url` and reports whether it was handled.
    @MainActor public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) {
        if case .handled = handler(url).kind { completion(true) } else { completion(false) }
    }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension EnvironmentValues {
    /// Opens URLs; the default discards them (a render cannot open a URL).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension View {
    /// Handles a URL opened by the app (no app here).
    nonisolated public func onOpenURL(perform action: @escaping @MainActor (URL) -> Void) -> some View { self }
}
