import Foundation

/// Opens a window; a render has one window and opens no other.
nonisolated public struct OpenWindowAction: Sendable {
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction(id: String) {}
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(value: D) {}
    /// Does nothing: a render opens no windows.
    @MainActor public func callAsFunction<D: Decodable & Encodable & Hashable>(id: String, value: D) {}
}

extension EnvironmentValues {
    /// Opens a window (none is opened).
    public var openWindow: OpenWindowAction { OpenWindowAction() }
}
