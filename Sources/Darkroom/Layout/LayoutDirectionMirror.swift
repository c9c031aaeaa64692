import Foundation

/// Lays a subtree out as its layout direction asks: in a right-to-left subtree
/// every frame is mirrored across the subtree's own rectangle, so stacks run
/// right to left and leading/trailing alignments, padding and frames swap sides,
/// while what leaves draw (glyphs, images, shapes) is moved, never flipped —
/// SwiftUI's model of right-to-left layout.
///
/// The node wraps the subtree wherever the direction changes (the renderer's
/// root, `.environment(\.layoutDirection, …)`); layout nodes themselves stay
/// direction-agnostic. A left-to-right island inside a right-to-left view is
/// mirrored twice, i.e. laid out normally within the place the outer layout gave it.
final class LayoutDirectionNode: WrapperNode {
    init(child: LayoutNode) { super.init(name: "layoutDirection", child: child) }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }

    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        child.place(in: rect, proposal: proposal).mirrored(axis: rect.minX + rect.maxX, applied: 0)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        guard let value = child.explicitAlignment(key, size: size) else { return nil }
        // Horizontal guides are measured from the left edge, which is now the other side.
        return key.axis == .horizontal ? size.width - value : value
    }
}

extension PlacedView {
    /// This subtree with every frame reflected about `x = axis / 2`. Drawing moves with
    /// each frame's shift; `applied` is the shift enclosing groups already apply.
    func mirrored(axis: CGFloat, applied: CGFloat) -> PlacedView {
        var p = self
        let newMinX = axis - frame.maxX
        let shift = newMinX - frame.minX
        p.frame.origin.x = newMinX
        let relative = shift - applied
        var childApplied = applied
        if var g = group {
            // The group composites this view and its children: move it as a whole.
            if relative != 0 {
                g.transform = g.transform.concatenating(CGAffineTransform(translationX: relative, y: 0))
            }
            p.group = g
            childApplied = shift
        } else if relative != 0 && !items.isEmpty {
            p.items = [.group(DisplayGroup(transform: CGAffineTransform(translationX: relative, y: 0), items: items))]
        }
        p.children = children.map { $0.mirrored(axis: axis, applied: childApplied) }
        return p
    }
}
