import Foundation

/// An opaque geometric value of a view, as SwiftUI's `Anchor`: a `GeometryProxy` reads it back with
/// `proxy[anchor]`.
///
/// Darkroom resolves an anchor where it is made, in the coordinates of the view that made it, and a proxy
/// gives that value back.
nonisolated public struct Anchor<Value> {
    package let value: Value
    package init(value: Value) { self.value = value }

    /// Where an anchor's value is taken from: a function of the view's bounds.
    nonisolated public struct Source {
        package let resolve: (CGRect) -> Value
        package init(resolve: @escaping (CGRect) -> Value) { self.resolve = resolve }
    }
}

extension Anchor: Sendable where Value: Sendable {}
extension Anchor: Equatable where Value: Equatable {}
extension Anchor: Hashable where Value: Hashable {}
// A source holds a function of the bounds it was made from, whose captures are themselves sources or values.
extension Anchor.Source: @unchecked Sendable where Value: Sendable {}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the view's coordinates.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source { .init { _ in r } }
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the view's coordinates.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source { .init { _ in p } }
    /// The point at unit point `p` of the view's bounds.
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        .init { CGPoint(x: $0.minX + p.x * $0.width, y: $0.minY + p.y * $0.height) }
    }
    /// The view's top-leading corner.
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    /// The middle of the view's top edge.
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    /// The view's top-trailing corner.
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    /// The middle of the view's leading edge.
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    /// The view's centre.
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    /// The middle of the view's trailing edge.
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    /// The view's bottom-leading corner.
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    /// The middle of the view's bottom edge.
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    /// The view's bottom-trailing corner.
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The values of several sources, in order.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init { bounds in array.map { $0.resolve(bounds) } }
    }
    /// The value of `anchor`, or `nil` when there is none.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init { bounds in anchor?.resolve(bounds) }
    }
}

nonisolated extension GeometryProxy {
    /// The value an anchor stands for, in the coordinates it was resolved in.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
