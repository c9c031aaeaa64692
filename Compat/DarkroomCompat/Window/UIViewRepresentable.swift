#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A UIKit view inside a SwiftUI view hierarchy, as SwiftUI's `UIViewRepresentable`.
///
/// In a still frame Darkroom makes the view once (`makeCoordinator`, `makeUIView`, then
/// `updateUIView`), sizes it as SwiftUI does (`sizeThatFits(_:uiView:context:)` when it answers,
/// else the view's intrinsic size in each dimension that has one, else the offered size) and draws
/// what DarkroomCompat's `UIView` draws: background colour, `draw(_:)`, image views, hosted
/// content and subviews. What a UIKit class draws on its own on Apple platforms and DarkroomCompat
/// does not declare (a map, a web view) shows as the plain `UIView` it is here.
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// Makes the view, once.
    func makeUIView(context: Self.Context) -> Self.UIViewType
    /// Brings the view up to date with this value (called once after `makeUIView`).
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    /// Tears the view down (never called for a still frame: nothing is torn down).
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    /// What carries the view's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator, once, before the view.
    func makeCoordinator() -> Self.Coordinator
    /// The view's size for `proposal`, or nil to let the view's own sizing decide.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context) -> CGSize?
    /// What the view's methods are given.
    typealias Context = UIViewRepresentableContext<Self>
    /// Options of the platform view's layout.
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
}

extension UIViewRepresentable where Self.Coordinator == () {
    /// No coordinator.
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
    /// Lets the view's own sizing decide.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: Self.UIViewType, context: Self.Context)
        -> CGSize? { nil }
    /// A representable has no body: Darkroom draws its UIKit view.
    public var body: Never { return fatalError("\(Self.self) draws its UIKit view; it has no body") }
    /// Darkroom's resolution hook: the representable resolves to the view that draws its UIKit view.
    nonisolated public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        RepresentedUIView<Self>._resolve(RepresentedUIView(representable: view), inputs)
    }
}

/// Options of a platform view's layout (none Darkroom reads).
public struct _PlatformViewRepresentableLayoutOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
}

/// What a `UIViewRepresentable`'s methods are given, as SwiftUI's `UIViewRepresentableContext`.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable>: @unchecked Sendable {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (a still frame's has no animation).
    public var transaction: Transaction { Transaction() }
    /// The environment the view is drawn in.
    public var environment: EnvironmentValues { storedEnvironment }
    let storedEnvironment: EnvironmentValues
}

/// Makes a representable's UIKit view in the environment in effect and draws it.
struct RepresentedUIView<Representable: UIViewRepresentable>: View {
    // Made by the nonisolated resolution hook, which only hands the representable on; `body` reads
    // it on the main actor, where views are evaluated.
    nonisolated(unsafe) let representable: Representable
    nonisolated init(representable: Representable) { self.representable = representable }
    var body: some View {
        let context = UIViewRepresentableContext<Representable>(
            coordinator: representable.makeCoordinator(), storedEnvironment: EnvironmentValues.inEffect)
        let uiView = representable.makeUIView(context: context)
        representable.updateUIView(uiView, context: context)
        return PlatformViewSnapshot(uiView: uiView) { proposal in
            representable.sizeThatFits(proposal, uiView: uiView, context: context)
        }
    }
}
#endif
