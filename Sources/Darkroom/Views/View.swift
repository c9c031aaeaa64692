import Foundation

/// A type that represents part of your app's user interface, as in SwiftUI.
///
/// As in SwiftUI, `View` is main-actor isolated: every type that conforms to it is
/// inferred `@MainActor`, so `body` may read `@MainActor` view models and call
/// `@MainActor` helpers, in the Swift 5 and the Swift 6 language modes alike.
/// Darkroom's own views are `nonisolated` (they can be made on any thread), and
/// the renderer evaluates `body` off the main actor — see <doc:Isolation> and
/// `Resolver.body(of:_:)` for what that asks of a server.
@MainActor @preconcurrency
public protocol View {
    /// The type of view representing the body of this view.
    associatedtype Body: View
    /// The content and behavior of the view.
    @ViewBuilder var body: Self.Body { get }

    /// Darkroom's resolution hook: engine SPI. Dispatched through the witness table, so telling primitive,
    /// multiple and composite views apart costs no runtime protocol lookup (`as? any P` scans every conformance
    /// record the process has loaded, once per type: a fifth of a one-shot render's layout).
    @_spi(Engine) nonisolated static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews
    /// Whether this type stands for a list of sibling views: engine SPI.
    @_spi(Engine) nonisolated static var _isMultiView: Bool { get }
}

// The defaults are what every view outside Darkroom conforms with, so they stay public: a module that does not
// import the engine SPI cannot see an SPI default, and its views would not conform to `View`.
nonisolated extension View {
    /// Composite views resolve their `body`. **Unstable**: Darkroom's resolution hook, not API; it may change in
    /// any release. Public only because views of every module conform through it.
    public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        guard let inner = Resolver.descend(inputs.context) else { return _ResolvedViews(value: .children([])) }
        return Body._resolve(Resolver.body(of: view, inner), _ResolveInputs(context: inner))
    }
    /// A view is one view unless it says otherwise. **Unstable**, as `_resolve`.
    public static var _isMultiView: Bool { false }
}

/// What resolution carries down the tree. **Unstable** and opaque: public only because the default
/// `View._resolve` is.
public struct _ResolveInputs {
    let context: ResolveContext
}

/// A resolved view: one layout node, or a list of siblings. **Unstable** and opaque: public only because the
/// default `View._resolve` is.
public struct _ResolvedViews {
    enum Value { case node(LayoutNode), children([LayoutNode]) }
    let value: Value

    /// The one node this stands for; several lay out as SwiftUI's root does, a centred VStack.
    var node: LayoutNode {
        switch value {
        case .node(let node): node
        case .children(let children) where children.count == 1: children[0]
        case .children(let children):
            StackNode(axis: .vertical, alignment: HorizontalAlignment.center, spacing: nil, children: children)
        }
    }
}

extension Never: View {
    public typealias Body = Never
    /// Never called; nonisolated so that it also serves `TransferRepresentation`'s `body`.
    nonisolated public var body: Never { primitiveBody("Never") }
}

/// A view the layout engine understands directly, without a `body`.
nonisolated protocol PrimitiveView: View {
    func makeNode(_ context: ResolveContext) -> LayoutNode
}

nonisolated extension PrimitiveView {
    @_spi(Engine) public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        _ResolvedViews(value: .node(view.makeNode(inputs.context)))
    }
}

/// A view that stands for a list of sibling views (tuples, `ForEach`, `Group`,
/// conditionals): stacks lay each of its elements out as a child of their own.
nonisolated protocol MultiView: View {
    func makeChildren(_ context: ResolveContext) -> [LayoutNode]
}

nonisolated extension MultiView {
    @_spi(Engine) public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        _ResolvedViews(value: .children(view.makeChildren(inputs.context)))
    }
    @_spi(Engine) public static var _isMultiView: Bool { true }
}

/// Primitive views, table rows and columns, toolbar items and rotor entries have no body; reaching it is a
/// programming error in Darkroom, never something a caller can trigger.
func primitiveBody(_ name: String) -> Never {
    fatalError("\(name) is primitive: its body is never evaluated")
}
