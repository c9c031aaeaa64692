import Foundation

// A renderer takes one picture of a view: nothing appears, disappears, changes or
// receives events while it does. These modifiers exist so view code shared with an
// app compiles unchanged; their actions are not run during a render (SwiftUI's
// `ImageRenderer` does not run them either). Their content renders as usual.

nonisolated extension View {
    /// Adds an action to perform when the view appears (not run by a renderer).
    @preconcurrency public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
    /// Adds an action to perform when the view disappears (not run by a renderer).
    @preconcurrency public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View { self }
    /// Adds an asynchronous task to perform before the view appears (not run by a renderer).
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void)
        -> some View
    { self }
    /// Adds a task tied to an identifier (not run by a renderer).
    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated,
                                   _ action: @escaping @Sendable () async -> Void) -> some View { self }
    /// Performs an action when a value changes (not run by a renderer: nothing changes during one).
    @preconcurrency public func onChange<V: Equatable>(of value: V, perform action: @escaping @MainActor (V) -> Void)
        -> some View
    { self }
    /// Performs an action with the old and new values when a value changes, and when the view appears if
    /// `initial` is true (not run by a renderer: nothing changes or appears during one).
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor (V, V) -> Void
    ) -> some View { self }
    /// Performs an action when a value changes, and when the view appears if `initial` is true (not run by a
    /// renderer: nothing changes or appears during one).
    @preconcurrency public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
    ) -> some View { self }
    /// Performs an action when a publisher emits (not subscribed by a renderer).
    @preconcurrency public func onReceive<P: Publisher>(
        _ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View
    where P.Failure == Never { self }
}

extension View {
    /// Compares the view with its previous value to skip updates; a still frame is drawn once.
    nonisolated public func equatable() -> some View where Self: Equatable { self }
}
