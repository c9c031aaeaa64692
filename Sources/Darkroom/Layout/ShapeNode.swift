import Foundation

/// A leaf that sizes itself with a closure and draws one item into its frame.
final class ShapeNode: LayoutNode {
    private let sizing: (ProposedViewSize) -> CGSize
    private let draw: (CGRect) -> DisplayItem?

    init(name: String, sizing: @escaping (ProposedViewSize) -> CGSize, draw: @escaping (CGRect) -> DisplayItem?) {
        self.sizing = sizing; self.draw = draw
        super.init(name: name)
    }
    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        PlacedView(node: self, frame: rect, items: draw(rect).map { [$0] } ?? [])
    }
}

/// A view with no content and no size (what `EmptyView` becomes where one view is needed).
final class EmptyNode: LayoutNode {
    init() { super.init(name: "EmptyView") }
}
