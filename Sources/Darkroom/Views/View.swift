import Foundation

/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// Unlike SwiftUI, `View` here is not bound to the main actor: a server renders
/// views on every core, so `body` may be evaluated on any thread. Code written
/// for SwiftUI in the Swift 5 language mode compiles unchanged.
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A view the layout engine understands directly, without a `body`.
protocol PrimitiveView {
    func makeNode(_ context: ResolveContext) -> LayoutNode
}

/// A view that stands for a list of sibling views (tuples, `ForEach`, `Group`,
/// conditionals): stacks lay each of its elements out as a child of their own.
protocol MultiView {
    func makeChildren(_ context: ResolveContext) -> [LayoutNode]
}

/// Primitive views have no body; reaching it is a programming error in Darkroom,
/// never something a caller can trigger.
func primitiveBody(_ name: String) -> Never {
    fatalError("\(name) is a primitive view: its body is never evaluated")
}
