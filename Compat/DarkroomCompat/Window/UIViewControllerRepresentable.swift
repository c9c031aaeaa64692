#if !(canImport(UIKit) && canImport(SwiftUI))
import Foundation

/// A UIKit view controller inside a SwiftUI view hierarchy, as SwiftUI's
/// `UIViewControllerRepresentable`.
///
/// In a still frame Darkroom makes the controller once (`makeCoordinator`, `makeUIViewController`,
/// then `updateUIViewController`) and draws its `view` as a `UIViewRepresentable`'s view is drawn,
/// sized by `sizeThatFits(_:uiViewController:context:)` when it answers, else by the view's
/// intrinsic size in each dimension that has one, else by the offered size.
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// Makes the controller, once.
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    /// Brings the controller up to date with this value (called once after it is made).
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    /// Tears the controller down (never called for a still frame).
    static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType, coordinator: Self.Coordinator)
    /// What carries the controller's events back to SwiftUI.
    associatedtype Coordinator = Void
    /// Makes the coordinator, once, before the controller.
    func makeCoordinator() -> Self.Coordinator
    /// The controller's view's size for `proposal`, or nil to let the view's own sizing decide.
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                      context: Self.Context) -> CGSize?
    /// What the controller's methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>
    /// Options of the platform view's layout.
    typealias LayoutOptions = _PlatformViewRepresentableLayoutOptions
}

extension UIViewControllerRepresentable where Self.Coordinator == () {
    /// No coordinator.
    public func makeCoordinator() -> Self.Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// Nothing to tear down.
    public static func dismantleUIViewController(_ uiViewController: Self.UIViewControllerType,
                                                 coordinator: Self.Coordinator) {}
    /// Lets the view's own sizing decide.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: Self.UIViewControllerType,
                             context: Self.Context) -> CGSize? { nil }
    /// A representable has no body: Darkroom draws its controller's view.
    public var body: Never { return fatalError("\(Self.self) draws its controller's view; it has no body") }
    /// Darkroom's resolution hook: the representable resolves to the view that draws its controller's view.
    nonisolated public static func _resolve(_ view: Self, _ inputs: _ResolveInputs) -> _ResolvedViews {
        RepresentedUIViewController<Self>._resolve(RepresentedUIViewController(representable: view), inputs)
    }
}

/// What a `UIViewControllerRepresentable`'s methods are given, as SwiftUI's
/// `UIViewControllerRepresentableContext`.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable>:
    @unchecked Sendable {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update (a still frame's has no animation).
    public var transaction: Transaction { Transaction() }
    /// The environment the controller is drawn in.
    public var environment: EnvironmentValues { storedEnvironment }
    let storedEnvironment: EnvironmentValues
}

/// Makes a representable's controller in the environment in effect and draws its view.
struct RepresentedUIViewController<Representable: UIViewControllerRepresentable>: View {
    // Made by the nonisolated resolution hook, which only hands the representable on; `body` reads
    // it on the main actor, where views are evaluated.
    nonisolated(unsafe) let representable: Representable
    nonisolated init(representable: Representable) { self.representable = representable }
    var body: some View {
        let context = UIViewControllerRepresentableContext<Representable>(
            coordinator: representable.makeCoordinator(), storedEnvironment: EnvironmentValues.inEffect)
        let controller = representable.makeUIViewController(context: context)
        representable.updateUIViewController(controller, context: context)
        return PlatformViewSnapshot(uiView: controller.view) { proposal in
            representable.sizeThatFits(proposal, uiViewController: controller, context: context)
        }
    }
}
#endif
