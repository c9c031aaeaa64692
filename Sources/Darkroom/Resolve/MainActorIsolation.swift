/// How Darkroom evaluates main-actor isolated user code (`View.body`,
/// `ViewModifier.body(content:)`, style `makeBody`) off the main actor.
///
/// SwiftUI declares `View` `@MainActor @preconcurrency`, so every view a user
/// writes is inferred main-actor isolated and its `body` may read `@MainActor`
/// models and call `@MainActor` helpers. Code written that way must compile here
/// unchanged, so Darkroom declares `View` the same way. A server, though, renders
/// on every core, and a render is one synchronous read of the view tree: the
/// renderer never suspends, never mutates state and never runs actions (button
/// actions, `onAppear`, `task`). It therefore calls the isolated requirement
/// through a nonisolated function type of the same calling convention (a
/// synchronous global-actor function and a nonisolated one share one ABI; the
/// isolation is a compile-time property).
///
/// What this asks of callers, stated in docs/drop-in.md: a view value handed to a
/// renderer must not be read by the renderer while the main actor mutates the
/// state it reads (a `@MainActor` model changed during a background render is a
/// data race, as it would be for any other reader). Render a snapshot of the
/// model, or render on the main actor (`ImageRenderer` from `@MainActor` code).
package enum MainActorIsolation {
    /// The same function, callable from any thread.
    @inline(__always)
    package static func nonisolated<Input, Output>(
        _ function: @escaping @MainActor (Input) -> Output
    ) -> (Input) -> Output {
        unsafeBitCast(function, to: ((Input) -> Output).self)
    }
}
