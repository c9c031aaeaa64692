import Foundation

nonisolated extension View {
    /// Masks this view with the alpha channel of `mask`: the mask view is proposed
    /// this view's size and aligned on it, and only draws as a mask.
    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }
    /// Masks this view with the alpha channel of `mask`, centred (SwiftUI's older form).
    @_disfavoredOverload
    public func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }
}

/// `mask`: resolves the mask view in the content's environment, lays it out like
/// an overlay and records it as the group's alpha mask instead of drawing it.
nonisolated struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    let mask: Mask
    let alignment: Alignment
    func body(content: Content) -> Never { primitiveBody("_MaskModifier") }
    func makeNode(content: (ResolveContext) -> LayoutNode, context: ResolveContext) -> LayoutNode {
        var inner = context
        inner.stackAxis = nil
        return MaskNode(content: content(context), mask: Resolver.node(mask, inner), alignment: alignment)
    }
}

/// Lays out like `overlay` (the pair is the content's size) but draws the
/// decoration as the content's alpha mask.
final class MaskNode: WrapperNode {
    let mask: LayoutNode
    let alignment: Alignment
    init(content: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask; self.alignment = alignment
        super.init(name: "mask", child: content)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let content = child.place(in: rect, proposal: proposal)
        let mp = ProposedViewSize(rect.size)
        let size = mask.sizeThatFits(mp)
        let origin = alignedOrigin(of: mask, size: size, in: rect, alignment: alignment, containerNode: child)
        let placedMask = mask.place(in: CGRect(origin: origin, size: size), proposal: mp)
        var maskItems: [DisplayItem] = []
        placedMask.record(into: &maskItems)
        var placed = PlacedView(node: self, frame: rect, children: [content])
        placed.group = DisplayGroup(mask: maskItems)
        return placed
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        child.explicitAlignment(key, size: size)
    }
}
