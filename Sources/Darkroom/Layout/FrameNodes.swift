import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions are proposed to the child
/// and reported as the frame's own; unset ones pass the child's behaviour through.
final class FixedFrameNode: WrapperNode {
    let width: CGFloat?, height: CGFloat?
    let alignment: Alignment
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutNode) {
        // Negative or NaN lengths are a caller error SwiftUI logs; Darkroom clamps them to 0.
        func clean(_ v: CGFloat?) -> CGFloat? { v.map { $0.isNaN || $0 < 0 ? 0 : $0 } }
        self.width = clean(width); self.height = clean(height); self.alignment = alignment
        super.init(name: "frame", child: child)
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(childProposal(p))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let origin = alignedOrigin(of: child, size: size, in: rect, alignment: alignment)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: cp)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        forwardAlignment(
            key, size: size, child: child, childProposal: childProposal(proposal(producing: size)), alignment: alignment
        )
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// as Apple documents it: the proposal is clamped to the bounds (an ideal value
/// replaces an unspecified dimension) before it reaches the child; then, per
/// dimension, a frame with both bounds takes the proposal clamped to them, one
/// with a minimum takes max(min, min(child, proposal)), one with a maximum takes
/// min(max, max(child, proposal)), and one with neither takes the child's size.
final class FlexFrameNode: WrapperNode {
    struct Bounds { var min: CGFloat?, ideal: CGFloat?, max: CGFloat? }
    let horizontal: Bounds, vertical: Bounds
    let alignment: Alignment
    init(horizontal: Bounds, vertical: Bounds, alignment: Alignment, child: LayoutNode) {
        func clean(_ v: CGFloat?) -> CGFloat? { v.map { $0.isNaN || $0 < 0 ? 0 : $0 } }
        func cleanBounds(_ b: Bounds) -> Bounds {
            var r = Bounds(min: clean(b.min), ideal: clean(b.ideal), max: clean(b.max))
            // SwiftUI requires min ≤ ideal ≤ max and logs otherwise; keep the order sane.
            if let lo = r.min, let hi = r.max, hi < lo { r.max = lo }
            return r
        }
        self.horizontal = cleanBounds(horizontal); self.vertical = cleanBounds(vertical); self.alignment = alignment
        super.init(name: "frame", child: child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func one(_ v: CGFloat?, _ b: Bounds) -> CGFloat? {
            guard var v = v ?? b.ideal else { return nil }
            if let lo = b.min { v = max(lo, v) }
            if let hi = b.max { v = min(hi, v) }
            return v
        }
        return ProposedViewSize(width: one(p.width, horizontal), height: one(p.height, vertical))
    }

    private func resolve(_ proposed: CGFloat?, _ child: CGFloat, _ b: Bounds) -> CGFloat {
        if b.min == nil && b.max == nil {
            if proposed == nil, let ideal = b.ideal { return ideal }
            return child
        }
        // With no proposal the frame behaves as if offered its ideal size (or the child's).
        let p = proposed ?? b.ideal ?? child
        var r = child
        if let lo = b.min { r = max(lo, min(r, p)) }
        if let hi = b.max { r = min(hi, max(r, p)) }
        return r
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let c = child.sizeThatFits(childProposal(p))
        return CGSize(width: resolve(p.width, c.width, horizontal), height: resolve(p.height, c.height, vertical))
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let origin = alignedOrigin(of: child, size: size, in: rect, alignment: alignment)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: cp)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        forwardAlignment(
            key, size: size, child: child, childProposal: childProposal(proposal(producing: size)), alignment: alignment
        )
    }
}

/// An explicit guide of a child, seen from a container that aligned it with `alignment`.
func forwardAlignment(_ key: AlignmentKey, size: CGSize, child: LayoutNode, childProposal: ProposedViewSize,
                      alignment: Alignment, offset: CGPoint? = nil) -> CGFloat? {
    let childSize = child.sizeThatFits(childProposal)
    guard let v = child.guide(key, size: childSize) else { return nil }
    let origin =
        offset ?? alignedOrigin(of: child, size: childSize, in: CGRect(origin: .zero, size: size), alignment: alignment)
    return v + (key.axis == .horizontal ? origin.x : origin.y)
}

/// `padding`: proposes the offer minus the insets and adds them back.
final class PaddingNode: WrapperNode {
    let insets: EdgeInsets
    init(insets: EdgeInsets, child: LayoutNode) { self.insets = insets; super.init(name: "padding", child: child) }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                         height: p.height.map { max(0, $0 - insets.vertical) })
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let c = child.sizeThatFits(childProposal(p))
        return CGSize(width: c.width + insets.horizontal, height: c.height + insets.vertical)
    }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let inner = CGRect(
            x: rect.minX + insets.leading, y: rect.minY + insets.top, width: size.width, height: size.height)
        return PlacedView(node: self, frame: rect, children: [child.place(in: inner, proposal: cp)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        forwardAlignment(key, size: size, child: child, childProposal: childProposal(proposal(producing: size)),
                         alignment: .center, offset: CGPoint(x: insets.leading, y: insets.top))
    }
}

/// `fixedSize`: proposes `nil` (ideal) in the fixed dimensions.
final class FixedSizeNode: WrapperNode {
    let horizontal: Bool, vertical: Bool
    init(horizontal: Bool, vertical: Bool, child: LayoutNode) {
        self.horizontal = horizontal; self.vertical = vertical
        super.init(name: "fixedSize", child: child)
    }
    /// Fixing a view's size does not change what it is to its stack neighbours.
    override var spacingKind: SpacingKind { child.spacingKind }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let origin = alignedOrigin(of: child, size: size, in: rect, alignment: .center)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: cp)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        forwardAlignment(
            key, size: size, child: child, childProposal: childProposal(proposal(producing: size)), alignment: .center)
    }
}

/// `aspectRatio(_:contentMode:)`: proposes the largest (fit) or smallest (fill)
/// size of the given ratio, or the child's ideal ratio, that the offer allows.
final class AspectRatioNode: WrapperNode {
    let ratio: CGFloat?
    let contentMode: ContentMode
    init(ratio: CGFloat?, contentMode: ContentMode, child: LayoutNode) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
        super.init(name: "aspectRatio", child: child)
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let ideal = child.sizeThatFits(.unspecified)
        let r = ratio ?? (ideal.height > 0 && ideal.width > 0 ? ideal.width / ideal.height : 1)
        let w = p.width.flatMap { $0.isFinite ? $0 : nil }, h = p.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let fitWidth = contentMode == .fit ? min(w, h * r) : max(w, h * r)
            return ProposedViewSize(width: fitWidth, height: fitWidth / r)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            if p.width == .infinity || p.height == .infinity {
                return ProposedViewSize(width: p.width, height: p.height)
            }
            let base = ideal.width > 0 ? ideal.width : 10
            return ProposedViewSize(width: base, height: base / r)
        }
    }
    override func computeSize(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }
    override func place(in rect: CGRect, proposal: ProposedViewSize) -> PlacedView {
        let cp = childProposal(proposal)
        let size = child.sizeThatFits(cp)
        let origin = alignedOrigin(of: child, size: size, in: rect, alignment: .center)
        return PlacedView(
            node: self, frame: rect, children: [child.place(in: CGRect(origin: origin, size: size), proposal: cp)])
    }
    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
        forwardAlignment(
            key, size: size, child: child, childProposal: childProposal(proposal(producing: size)), alignment: .center)
    }
}

/// Constants that define how a view's content fills the available space.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    /// Scales the content to fit inside the space, keeping its aspect ratio (it may leave space empty).
    case fit
    /// Scales the content to fill the space, keeping its aspect ratio (it may overflow the space).
    case fill
}
