import Foundation

/// A flexible space that expands along the major axis of its containing stack.
nonisolated public struct Spacer: View, PrimitiveView, Sendable {
    /// The shortest the spacer may be along its stack's axis; `nil` means the default spacing, 8 points.
    public var minLength: CGFloat?
    /// - Parameter minLength: The shortest the spacer may be; `nil` means the
    ///   default spacing, 8 points.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody("Spacer") }
    func makeNode(_ context: ResolveContext) -> LayoutNode {
        let m = minLength.map { $0.isFinite && $0 >= 0 ? $0 : 0 } ?? StackNode.defaultSpacing
        return SpacerNode(minLength: m, axis: context.stackAxis)
    }
}
