import Foundation

extension AnyTransition {
    /// A transition that offsets the view by `offset` (a still frame shows it at rest).
    public static func offset(_ offset: CGSize) -> AnyTransition { .offset(x: offset.width, y: offset.height) }
    /// A transition made of a modifier applied before insertion and after removal (`active`) and at rest
    /// (`identity`); a still frame shows the view at rest.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier")
    }
}

/// Runs `body` with `value` set at `keyPath` of the transaction: with no time to animate, the changes happen.
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
    try body()
}

extension ViewModifier {
    /// The modifier with the transaction of its changes changed; a still frame has none to change.
    nonisolated public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some ViewModifier {
        self
    }
    /// The modifier with its changes animated; a still frame shows the end state.
    nonisolated public func animation(_ animation: Animation?) -> some ViewModifier { self }
}

extension AnyTransition {
    /// A type-erased `transition` (a still frame shows the view at rest, as every transition does).
    public init<T: Transition>(_ transition: T) { self.init(name: String(describing: T.self)) }
}
