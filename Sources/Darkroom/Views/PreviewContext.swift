import Foundation

/// A key for a value of a preview's context, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The type of the value.
    associatedtype Value
    /// The value when the context sets none.
    static var defaultValue: Self.Value { get }
}

/// The context a preview runs in (Xcode's canvas), as SwiftUI's `PreviewContext`: `darkroom previews` draws every
/// preview the same way, whatever context it names.
public protocol PreviewContext {
    /// The context's value for `key`.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

nonisolated extension View {
    /// Runs the preview in `context`: `darkroom previews` draws it as it draws every preview.
    public func previewContext<C: PreviewContext>(_ context: C) -> some View { self }
}
