import Foundation

/// Where a subview was told to go.
final class PlacementRecorder {
    var placements: [Int: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] = [:]
}

/// A proxy for one subview of a custom layout.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let recorder: PlacementRecorder

    public static func == (l: LayoutSubview, r: LayoutSubview) -> Bool { l.node === r.node }

    /// The size the subview chooses for a proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal) }
    /// The subview's size and alignment guides for a proposal.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        node.dimensions(node.sizeThatFits(proposal))
    }
    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }
    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.isSpacer ? .zero : ViewSpacing() }
    /// The value the subview set for a `LayoutValueKey`, or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        (node.layoutValue(ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
    }
    /// Places the subview: `anchor` of the subview (a unit point of its size) goes at `position`.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        recorder.placements[index] = (position, anchor, proposal)
    }
}
