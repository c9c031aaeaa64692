import Foundation

/// A key for a value a preview context provides, as SwiftUI's `PreviewContextKey`.
public protocol PreviewContextKey {
    /// The type of the value the key reads.
    associatedtype Value
    /// The value when a context does not set one.
    static var defaultValue: Value { get }
}

/// Where Xcode shows a preview (a widget family, for instance), as SwiftUI's `PreviewContext`.
public protocol PreviewContext {
    /// The context's value for `key`, or the key's default.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension View {
    /// Shows a preview in a context (WidgetKit's `WidgetPreviewContext(family:)`). Code that ships such
    /// previews compiles; a render draws the view unchanged, as outside Xcode's canvas the context is unused.
    nonisolated public func previewContext<C: PreviewContext>(_ value: C) -> some View { self }
}
